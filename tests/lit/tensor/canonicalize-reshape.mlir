// RUN: affine-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -split-input-file -canonicalize | FileCheck %s

// The folders and canonicalization patterns of the whole-tensor ops
// (bitcast, concat, generate, rank, reshape, expand_shape /
// collapse_shape, splat, gather) as mlir-opt 22 applies them.

// CHECK-LABEL: func.func @bitcasts(%arg0: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xf32>) {
// CHECK-NEXT: %0 = tensor.bitcast %arg0 : tensor<3xi32> to tensor<3xf32>
// CHECK-NEXT: return %arg0, %0 : tensor<3xi32>, tensor<3xf32>
func.func @bitcasts(%a: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xf32>) {
  %0 = tensor.bitcast %a : tensor<3xi32> to tensor<3xi32>
  %1 = tensor.bitcast %a : tensor<3xi32> to tensor<3xui32>
  %2 = tensor.bitcast %1 : tensor<3xui32> to tensor<3xf32>
  return %0, %2 : tensor<3xi32>, tensor<3xf32>
}

// -----

// CHECK-LABEL: func.func @concats(%arg0: tensor<2x?xf32>, %arg1: tensor<?x4xf32>) -> (tensor<2x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<2x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg0 : tensor<2x?xf32> to tensor<2x4xf32>
// CHECK-NEXT: %concat = tensor.concat dim(0) %cast_0, %arg1 : (tensor<2x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %concat : tensor<?x4xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %arg0, %cast, %cast_1 : tensor<2x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
func.func @concats(%a: tensor<2x?xf32>, %b: tensor<?x4xf32>) -> (tensor<2x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = tensor.concat dim(1) %a : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %1 = tensor.concat dim(1) %a : (tensor<2x?xf32>) -> tensor<?x?xf32>
  %2 = tensor.concat dim(0) %a, %b : (tensor<2x?xf32>, tensor<?x4xf32>) -> tensor<?x?xf32>
  return %0, %1, %2 : tensor<2x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @generates(%arg0: index, %arg1: i32) -> (tensor<?x?xi32>, index, i32) {
// CHECK-NEXT: %generated = tensor.generate %arg0 {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: %2 = arith.index_cast %arg3 : index to i32
// CHECK-NEXT: %3 = arith.addi %2, %arg1 : i32
// CHECK-NEXT: tensor.yield %3 : i32
// CHECK-NEXT: } : tensor<5x?xi32>
// CHECK-NEXT: %cast = tensor.cast %generated : tensor<5x?xi32> to tensor<?x?xi32>
// CHECK-NEXT: %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: %1 = arith.addi %0, %arg1 : i32
// CHECK-NEXT: return %cast, %arg0, %1 : tensor<?x?xi32>, index, i32
func.func @generates(%n: index, %x: i32) -> (tensor<?x?xi32>, index, i32) {
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.generate %c5, %n {
  ^bb0(%i: index, %j: index):
    %k = arith.index_cast %j : index to i32
    %s = arith.addi %k, %x : i32
    tensor.yield %s : i32
  } : tensor<?x?xi32>
  %d = tensor.dim %0, %c1 : tensor<?x?xi32>
  %e = tensor.extract %0[%c1, %n] : tensor<?x?xi32>
  return %0, %d, %e : tensor<?x?xi32>, index, i32
}

// -----

// CHECK-LABEL: func.func @ranks(%arg0: tensor<?x3xf32>, %arg1: tensor<*xf32>) -> (index, index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %rank = tensor.rank %arg1 : tensor<*xf32>
// CHECK-NEXT: return %c2, %rank : index, index
func.func @ranks(%a: tensor<?x3xf32>, %u: tensor<*xf32>) -> (index, index) {
  %0 = tensor.rank %a : tensor<?x3xf32>
  %1 = tensor.rank %u : tensor<*xf32>
  return %0, %1 : index, index
}

// -----

// CHECK-LABEL: func.func @reshapes(%arg0: tensor<12xf32>, %arg1: tensor<2xi64>, %arg2: tensor<1xi64>, %arg3: tensor<?x?xf32>) -> (tensor<3x4xf32>, tensor<12xf32>, tensor<?x?xf32>, tensor<6x2xi8>) {
// CHECK-NEXT: %cst = arith.constant dense<7> : tensor<6x2xi8>
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%arg1) : (tensor<12xf32>, tensor<2xi64>) -> tensor<3x4xf32>
// CHECK-NEXT: return %reshape, %arg0, %arg3, %cst : tensor<3x4xf32>, tensor<12xf32>, tensor<?x?xf32>, tensor<6x2xi8>
func.func @reshapes(%a: tensor<12xf32>, %s: tensor<2xi64>, %t: tensor<1xi64>, %b: tensor<?x?xf32>) -> (tensor<3x4xf32>, tensor<12xf32>, tensor<?x?xf32>, tensor<6x2xi8>) {
  %0 = tensor.reshape %a(%s) : (tensor<12xf32>, tensor<2xi64>) -> tensor<4x3xf32>
  %1 = tensor.reshape %0(%s) : (tensor<4x3xf32>, tensor<2xi64>) -> tensor<3x4xf32>
  %2 = tensor.reshape %a(%t) : (tensor<12xf32>, tensor<1xi64>) -> tensor<12xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %b, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %b, %c1 : tensor<?x?xf32>
  %shape = tensor.from_elements %d0, %d1 : tensor<2xindex>
  %3 = tensor.reshape %b(%shape) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %cst = arith.constant dense<7> : tensor<3x4xi8>
  %4 = tensor.reshape %cst(%s) : (tensor<3x4xi8>, tensor<2xi64>) -> tensor<6x2xi8>
  return %1, %2, %3, %4 : tensor<3x4xf32>, tensor<12xf32>, tensor<?x?xf32>, tensor<6x2xi8>
}

// -----

// CHECK-LABEL: func.func @expand_collapse(%arg0: tensor<6x?xf32>, %arg1: index, %arg2: f32) -> (tensor<6x?xf32>, tensor<?xf32>, tensor<2x3xi16>, tensor<4x1xf32>, tensor<1x2xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}1, 2, 3], [4, 5, 6]]> : tensor<2x3xi16>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<6x?xf32> into tensor<?xf32>
// CHECK-NEXT: %splat = tensor.splat %arg2 : tensor<4x1xf32>
// CHECK-NEXT: %from_elements = tensor.from_elements %arg2, %arg2 : tensor<1x2xf32>
// CHECK-NEXT: return %arg0, %collapsed, %cst, %splat, %from_elements : tensor<6x?xf32>, tensor<?xf32>, tensor<2x3xi16>, tensor<4x1xf32>, tensor<1x2xf32>
func.func @expand_collapse(%a: tensor<6x?xf32>, %n: index, %x: f32) -> (tensor<6x?xf32>, tensor<?xf32>, tensor<2x3xi16>, tensor<4x1xf32>, tensor<1x2xf32>) {
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 3, %n] : tensor<6x?xf32> into tensor<2x3x?xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<2x3x?xf32> into tensor<6x?xf32>
  %2 = tensor.collapse_shape %0 [[0, 1, 2]] : tensor<2x3x?xf32> into tensor<?xf32>
  %cst = arith.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi16>
  %3 = tensor.expand_shape %cst [[0, 1]] output_shape [2, 3] : tensor<6xi16> into tensor<2x3xi16>
  %s = tensor.splat %x : tensor<4xf32>
  %4 = tensor.expand_shape %s [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
  %f = tensor.from_elements %x, %x : tensor<2xf32>
  %5 = tensor.expand_shape %f [[0, 1]] output_shape [1, 2] : tensor<2xf32> into tensor<1x2xf32>
  return %1, %2, %3, %4, %5 : tensor<6x?xf32>, tensor<?xf32>, tensor<2x3xi16>, tensor<4x1xf32>, tensor<1x2xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_of_cast(%arg0: tensor<2x3x4xf32>) -> (tensor<?x4xf32>, tensor<6x?xf32>) {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT: %cast = tensor.cast %collapsed : tensor<6x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %collapsed_0 : tensor<6x4xf32> to tensor<6x?xf32>
// CHECK-NEXT: return %cast, %cast_1 : tensor<?x4xf32>, tensor<6x?xf32>
func.func @collapse_of_cast(%a: tensor<2x3x4xf32>) -> (tensor<?x4xf32>, tensor<6x?xf32>) {
  %c = tensor.cast %a : tensor<2x3x4xf32> to tensor<2x?x4xf32>
  %0 = tensor.collapse_shape %c [[0, 1], [2]] : tensor<2x?x4xf32> into tensor<?x4xf32>
  %d = tensor.cast %a : tensor<2x3x4xf32> to tensor<2x3x?xf32>
  %1 = tensor.collapse_shape %d [[0, 1], [2]] : tensor<2x3x?xf32> into tensor<6x?xf32>
  return %0, %1 : tensor<?x4xf32>, tensor<6x?xf32>
}

// -----

// CHECK-LABEL: func.func @splats(%arg0: i32, %arg1: index) -> (tensor<2x2xi32>, tensor<?xi32>) {
// CHECK-NEXT: %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT: %cst = arith.constant dense<9> : tensor<2x2xi32>
// CHECK-NEXT: %splat = tensor.splat %c9_i32[%arg1] : tensor<?xi32>
// CHECK-NEXT: return %cst, %splat : tensor<2x2xi32>, tensor<?xi32>
func.func @splats(%x: i32, %n: index) -> (tensor<2x2xi32>, tensor<?xi32>) {
  %c = arith.constant 9 : i32
  %0 = tensor.splat %c : tensor<2x2xi32>
  %1 = tensor.splat %c[%n] : tensor<?xi32>
  return %0, %1 : tensor<2x2xi32>, tensor<?xi32>
}

// -----

// CHECK-LABEL: func.func @gathers(%arg0: tensor<2x1xindex>) -> tensor<2x3xf32> {
// CHECK-NEXT: %cst = arith.constant dense<5.000000e-01> : tensor<2x3xf32>
// CHECK-NEXT: return %cst : tensor<2x3xf32>
func.func @gathers(%i: tensor<2x1xindex>) -> tensor<2x3xf32> {
  %cst = arith.constant dense<0.5> : tensor<5x3xf32>
  %0 = tensor.gather %cst[%i] gather_dims([0]) : (tensor<5x3xf32>, tensor<2x1xindex>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

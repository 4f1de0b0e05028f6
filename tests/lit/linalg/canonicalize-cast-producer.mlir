// RUN: affine-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: affine-opt %s -split-input-file -canonicalize=top-down=false | FileCheck %s
// RUN: %mlir_opt %s -split-input-file -canonicalize | FileCheck %s

// The tensor dialect's FoldTensorCastProducerOp on the linalg structured ops
// (MLIR 22): operands made by casts that only lose static information read
// the casts' sources; results take the new inits' types and are cast back.

// CHECK-LABEL: func.func @fill_cast
// CHECK-SAME: (%[[C:.*]]: tensor<4x16xf32>, %[[F:.*]]: f32)
// CHECK-NEXT: %[[R:.*]] = linalg.fill ins(%[[F]] : f32) outs(%[[C]] : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.cast %[[R]] : tensor<4x16xf32> to tensor<?x16xf32>
// CHECK-NEXT: return %[[B]]
func.func @fill_cast(%c: tensor<4x16xf32>, %f: f32) -> tensor<?x16xf32> {
  %1 = tensor.cast %c : tensor<4x16xf32> to tensor<?x16xf32>
  %2 = linalg.fill ins(%f : f32) outs(%1 : tensor<?x16xf32>) -> tensor<?x16xf32>
  return %2 : tensor<?x16xf32>
}

// -----

// The op is cloned with its region and its discardable attributes.
// CHECK-LABEL: func.func @generic_cast
// CHECK-NEXT: %[[R:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<4xf32>) outs(%{{.*}} : tensor<4xf32>) attrs =  {foo = 1 : i32} {
// CHECK:        arith.addf
// CHECK:      } -> tensor<4xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.cast %[[R]] : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %[[B]]
func.func @generic_cast(%a: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<?xf32> {
  %0 = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  %1 = tensor.cast %c : tensor<4xf32> to tensor<?xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0 : tensor<?xf32>) outs(%1 : tensor<?xf32>) attrs = {foo = 1 : i32} {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %2 : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @matmul_all
// CHECK-NEXT: %[[R:.*]] = linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<8x16xf32>) outs(%{{.*}} : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.cast %[[R]] : tensor<4x16xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[B]]
func.func @matmul_all(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<?x?xf32> {
  %0 = tensor.cast %a : tensor<4x8xf32> to tensor<?x?xf32>
  %3 = tensor.cast %b : tensor<8x16xf32> to tensor<?x?xf32>
  %1 = tensor.cast %c : tensor<4x16xf32> to tensor<?x?xf32>
  %2 = linalg.matmul ins(%0, %3 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%1 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @copy_cast
// CHECK-NEXT: %[[R:.*]] = linalg.copy ins(%{{.*}} : tensor<4xf32>) outs(%{{.*}} : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: tensor.cast %[[R]] : tensor<4xf32> to tensor<?xf32>
func.func @copy_cast(%a: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<?xf32> {
  %0 = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  %1 = tensor.cast %c : tensor<4xf32> to tensor<?xf32>
  %2 = linalg.copy ins(%0 : tensor<?xf32>) outs(%1 : tensor<?xf32>) -> tensor<?xf32>
  return %2 : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @map_cast
// CHECK-NEXT: %[[R:.*]] = linalg.map { math.absf } ins(%{{.*}} : tensor<4xf32>) outs(%{{.*}} : tensor<4xf32>)
// CHECK-NEXT: tensor.cast %[[R]] : tensor<4xf32> to tensor<?xf32>
func.func @map_cast(%a: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<?xf32> {
  %0 = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  %1 = tensor.cast %c : tensor<4xf32> to tensor<?xf32>
  %2 = linalg.map { math.absf } ins(%0 : tensor<?xf32>) outs(%1 : tensor<?xf32>)
  return %2 : tensor<?xf32>
}

// -----

// A transpose on tensors prints no result type and names its result.
// CHECK-LABEL: func.func @transpose_cast
// CHECK-NEXT: %[[R:transposed]] = linalg.transpose ins(%{{.*}} : tensor<4x8xf32>) outs(%{{.*}} : tensor<8x4xf32>) permutation = [1, 0] {{$}}
// CHECK-NEXT: tensor.cast %[[R]] : tensor<8x4xf32> to tensor<?x?xf32>
func.func @transpose_cast(%a: tensor<4x8xf32>, %c: tensor<8x4xf32>) -> tensor<?x?xf32> {
  %0 = tensor.cast %a : tensor<4x8xf32> to tensor<?x?xf32>
  %1 = tensor.cast %c : tensor<8x4xf32> to tensor<?x?xf32>
  %2 = linalg.transpose ins(%0 : tensor<?x?xf32>) outs(%1 : tensor<?x?xf32>) permutation = [1, 0]
  return %2 : tensor<?x?xf32>
}

// -----

// linalg.broadcast on tensors round-trips with its result name.
// CHECK-LABEL: func.func @broadcast
// CHECK-NEXT: %[[R:broadcasted]] = linalg.broadcast ins(%{{.*}} : tensor<8x4xf32>) outs(%{{.*}} : tensor<8x4x3xf32>) dimensions = [2] {{$}}
// CHECK-NEXT: return %[[R]]
func.func @broadcast(%c: tensor<8x4xf32>, %d: tensor<8x4x3xf32>) -> tensor<8x4x3xf32> {
  %3 = linalg.broadcast ins(%c : tensor<8x4xf32>) outs(%d : tensor<8x4x3xf32>) dimensions = [2]
  return %3 : tensor<8x4x3xf32>
}

// The whole-tensor ops of the tensor dialect (bitcast, concat, generate,
// rank, reshape, expand_shape / collapse_shape, splat, gather, scatter)
// printed as mlir-opt 22 prints them (result names, the two spaces of a
// generate without extents), generic form identical.
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s -mlir-print-op-generic > %t.ours && %mlir_opt %s -mlir-print-op-generic > %t.ref && diff %t.ref %t.ours
// RUN: affine-opt %s | affine-opt | FileCheck %s

// CHECK-LABEL: func.func @whole
func.func @whole(%u: tensor<8xui16>, %p: tensor<2x5xf64>, %q: tensor<?x5xf64>, %n: index,
                 %any: tensor<*xi8>, %shape: tensor<3xi32>, %v: f64,
                 %src: tensor<6x7x8xf64>, %idx: tensor<4x2xindex>) {
  // CHECK-NEXT: %0 = tensor.bitcast %arg0 : tensor<8xui16> to tensor<8xf16>
  %0 = tensor.bitcast %u : tensor<8xui16> to tensor<8xf16>
  // CHECK-NEXT: %1 = tensor.bitcast %arg0 {tag} : tensor<8xui16> to tensor<?xi16>
  %1 = tensor.bitcast %u {tag} : tensor<8xui16> to tensor<?xi16>
  // CHECK-NEXT: %concat = tensor.concat dim(0) %arg1, %arg2, %arg1 : (tensor<2x5xf64>, tensor<?x5xf64>, tensor<2x5xf64>) -> tensor<?x5xf64>
  %2 = tensor.concat dim(0) %p, %q, %p : (tensor<2x5xf64>, tensor<?x5xf64>, tensor<2x5xf64>) -> tensor<?x5xf64>
  // CHECK-NEXT: %concat_0 = tensor.concat dim(1) %arg1 : (tensor<2x5xf64>) -> tensor<2x5xf64>
  %3 = tensor.concat dim(1) %p : (tensor<2x5xf64>) -> tensor<2x5xf64>
  // CHECK-NEXT: %generated = tensor.generate %arg3, %arg3 {
  // CHECK-NEXT: ^bb0(%arg9: index, %arg10: index, %arg11: index):
  // CHECK-NEXT: %[[S:.*]] = arith.addi %arg9, %arg11 : index
  // CHECK-NEXT: %[[F:.*]] = arith.index_cast %[[S]] : index to i64
  // CHECK-NEXT: %[[G:.*]] = arith.sitofp %[[F]] : i64 to f64
  // CHECK-NEXT: tensor.yield %[[G]] : f64
  // CHECK-NEXT: } : tensor<?x3x?xf64>
  %4 = tensor.generate %n, %n {
  ^bb0(%i: index, %j: index, %k: index):
    %s = arith.addi %i, %k : index
    %w = arith.index_cast %s : index to i64
    %f = arith.sitofp %w : i64 to f64
    tensor.yield %f : f64
  } : tensor<?x3x?xf64>
  // CHECK-NEXT: %generated_1 = tensor.generate  {
  // CHECK-NEXT: ^bb0(%arg9: index):
  // CHECK-NEXT: tensor.yield %arg6 : f64
  // CHECK-NEXT: } {kind = 1 : i32} : tensor<4xf64>
  %5 = tensor.generate {
  ^bb0(%i: index):
    tensor.yield %v : f64
  } {kind = 1 : i32} : tensor<4xf64>
  // CHECK-NEXT: %rank = tensor.rank %arg4 : tensor<*xi8>
  %6 = tensor.rank %any : tensor<*xi8>
  // CHECK-NEXT: %rank_2 = tensor.rank %arg1 : tensor<2x5xf64>
  %7 = tensor.rank %p : tensor<2x5xf64>
  // CHECK-NEXT: %reshape = tensor.reshape %arg1(%arg5) : (tensor<2x5xf64>, tensor<3xi32>) -> tensor<1x?x2xf64>
  %8 = tensor.reshape %p(%shape) : (tensor<2x5xf64>, tensor<3xi32>) -> tensor<1x?x2xf64>
  // CHECK-NEXT: %expanded = tensor.expand_shape %arg2 {{\[\[}}0, 1], [2, 3]] output_shape [%arg3, 1, 5, 1] : tensor<?x5xf64> into tensor<?x1x5x1xf64>
  %9 = tensor.expand_shape %q [[0, 1], [2, 3]] output_shape [%n, 1, 5, 1] : tensor<?x5xf64> into tensor<?x1x5x1xf64>
  // CHECK-NEXT: %collapsed = tensor.collapse_shape %expanded {{\[\[}}0, 1, 2, 3]] : tensor<?x1x5x1xf64> into tensor<?xf64>
  %10 = tensor.collapse_shape %9 [[0, 1, 2, 3]] : tensor<?x1x5x1xf64> into tensor<?xf64>
  // CHECK-NEXT: %collapsed_3 = tensor.collapse_shape %arg1 [] : tensor<2x5xf64> into tensor<f64>
  %11 = tensor.collapse_shape %p [] : tensor<2x5xf64> into tensor<f64>
  // CHECK-NEXT: %splat = tensor.splat %arg6 : tensor<2x2xf64>
  %12 = tensor.splat %v : tensor<2x2xf64>
  // CHECK-NEXT: %splat_4 = tensor.splat %arg6[%arg3, %arg3] {note = "x"} : tensor<?x2x?xf64>
  %13 = tensor.splat %v[%n, %n] {note = "x"} : tensor<?x2x?xf64>
  // CHECK-NEXT: %gather = tensor.gather %arg7[%arg8] gather_dims([0, 2]) : (tensor<6x7x8xf64>, tensor<4x2xindex>) -> tensor<4x1x7x1xf64>
  %14 = tensor.gather %src[%idx] gather_dims([0, 2]) : (tensor<6x7x8xf64>, tensor<4x2xindex>) -> tensor<4x1x7x1xf64>
  // CHECK-NEXT: %gather_5 = tensor.gather %arg7[%arg8] gather_dims([1, 2]) unique : (tensor<6x7x8xf64>, tensor<4x2xindex>) -> tensor<4x6xf64>
  %15 = tensor.gather %src[%idx] gather_dims([1, 2]) unique : (tensor<6x7x8xf64>, tensor<4x2xindex>) -> tensor<4x6xf64>
  // CHECK-NEXT: %scatter = tensor.scatter %gather_5 into %arg7[%arg8] scatter_dims([1, 2]) unique : (tensor<4x6xf64>, tensor<6x7x8xf64>, tensor<4x2xindex>) -> tensor<6x7x8xf64>
  %16 = tensor.scatter %15 into %src[%idx] scatter_dims([1, 2]) unique : (tensor<4x6xf64>, tensor<6x7x8xf64>, tensor<4x2xindex>) -> tensor<6x7x8xf64>
  func.call @sink(%0, %1, %2, %3, %4, %5, %6, %7, %8, %10, %11, %12, %13, %14, %16) : (tensor<8xf16>, tensor<?xi16>, tensor<?x5xf64>, tensor<2x5xf64>, tensor<?x3x?xf64>, tensor<4xf64>, index, index, tensor<1x?x2xf64>, tensor<?xf64>, tensor<f64>, tensor<2x2xf64>, tensor<?x2x?xf64>, tensor<4x1x7x1xf64>, tensor<6x7x8xf64>) -> ()
  return
}

func.func private @sink(tensor<8xf16>, tensor<?xi16>, tensor<?x5xf64>, tensor<2x5xf64>, tensor<?x3x?xf64>, tensor<4xf64>, index, index, tensor<1x?x2xf64>, tensor<?xf64>, tensor<f64>, tensor<2x2xf64>, tensor<?x2x?xf64>, tensor<4x1x7x1xf64>, tensor<6x7x8xf64>)

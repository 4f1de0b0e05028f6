// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: affine-opt %s -canonicalize=top-down=false | FileCheck %s
// RUN: %mlir_opt %s -canonicalize | FileCheck %s

// DimOfDestStyleOp on every destination-style op: tensor.dim of the result
// of vector.transfer_write, bufferization.materialize_in_destination and
// linalg.softmax (as of linalg.pack / unpack, see
// tests/lit/linalg/canonicalize-pack-unpack.mlir) is the dim of the init.

// CHECK-LABEL: func.func @dim_tw(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x4xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
func.func @dim_tw(%t: tensor<?x4xf32>, %v: vector<4xf32>, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %t[%i, %i] : vector<4xf32>, tensor<?x4xf32>
  %d = tensor.dim %w, %c0 : tensor<?x4xf32>
  return %d : index
}
// CHECK-LABEL: func.func @dim_mat(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
func.func @dim_mat(%t: tensor<?xf32>, %s: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %w = bufferization.materialize_in_destination %s in %t : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %d = tensor.dim %w, %c0 : tensor<?xf32>
  return %d : index
}
// CHECK-LABEL: func.func @dim_softmax(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg1, %c0 : tensor<?x4xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
func.func @dim_softmax(%t: tensor<?x4xf32>, %o: tensor<?x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %w = linalg.softmax dimension(1) ins(%t : tensor<?x4xf32>) outs(%o : tensor<?x4xf32>) -> tensor<?x4xf32>
  %d = tensor.dim %w, %c0 : tensor<?x4xf32>
  return %d : index
}

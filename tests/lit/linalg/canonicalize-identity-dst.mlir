// RUN: affine-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: affine-opt %s -split-input-file -canonicalize=top-down=false | FileCheck %s
// RUN: %mlir_opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: affine-opt %s -split-input-file -canonicalize --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM

// MLIR 22's canonicalization patterns of linalg.generic
// (EraseIdentityLinalgOp), linalg.copy (EraseSelfCopy), linalg.transpose
// (its folder, FoldTransposeWithTranspose, SwapTransposeWithBroadcast) and
// linalg.broadcast (EraseIdentityLinalgOp, FoldBroadcasts).

// A generic whose maps are equal and whose body yields block arguments
// is its operands (whatever its iterator types).
// CHECK-LABEL: func.func @identity_tensor
// CHECK-SAME: (%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT: return %arg2, %arg0 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: }
func.func @identity_tensor(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["reduction"]} ins(%a : tensor<4xf32>) outs(%b, %c : tensor<4xf32>, tensor<4xf32>) {
  ^bb0(%in: f32, %o1: f32, %o2: f32):
    linalg.yield %o2, %in : f32, f32
  } -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// An operand of another type than the result is cast to it.
// CHECK-LABEL: func.func @identity_cast
// CHECK-SAME: (%arg0: tensor<?x?xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x?xf32> to tensor<4x8xf32>
// CHECK-NEXT: return %cast : tensor<4x8xf32>
// CHECK-NEXT: }
func.func @identity_cast(%a: tensor<?x?xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?x?xf32>) outs(%b : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// On buffers, only a copy of a buffer onto itself goes.
// SEM: @identity_buffers: same results
// CHECK-LABEL: func.func @identity_buffers
// CHECK-SAME: (%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @identity_buffers(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  linalg.copy ins(%b : memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  return
}

// -----

// Transposed maps, or a body that computes, keep the op.
// CHECK-LABEL: func.func @not_identity
// CHECK-SAME: (%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x4xf32>) outs(%arg1 : tensor<4x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<4x4xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x4xf32>) outs(%arg1 : tensor<4x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = arith.negf %in : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<4x4xf32>
// CHECK-NEXT: return %0, %1 : tensor<4x4xf32>, tensor<4x4xf32>
// CHECK-NEXT: }
func.func @not_identity(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x4xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  } -> tensor<4x4xf32>
  return %0, %1 : tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

// A self copy on tensors is its input.
// CHECK-LABEL: func.func @self_copy_tensor
// CHECK-SAME: (%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: return %arg0 : tensor<4xf32>
// CHECK-NEXT: }
func.func @self_copy_tensor(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.copy ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// The identity transpose of a tensor folds (not on buffers).
// CHECK-LABEL: func.func @transpose_identity
// CHECK-SAME: (%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: memref<4x8xf32>, %arg3: memref<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: linalg.transpose ins(%arg2 : memref<4x8xf32>) outs(%arg3 : memref<4x8xf32>) permutation = [0, 1]
// CHECK-NEXT: return %arg0 : tensor<4x8xf32>
// CHECK-NEXT: }
func.func @transpose_identity(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %m: memref<4x8xf32>, %n: memref<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) permutation = [0, 1]
  linalg.transpose ins(%m : memref<4x8xf32>) outs(%n : memref<4x8xf32>) permutation = [0, 1]
  return %0 : tensor<4x8xf32>
}

// -----

// Two transposes make one (here the identity, which then folds).
// CHECK-LABEL: func.func @transpose_transpose
// CHECK-SAME: (%arg0: tensor<4x8x2xf32>, %arg1: tensor<8x2x4xf32>, %arg2: tensor<4x8x2xf32>, %arg3: tensor<2x4x8xf32>) -> (tensor<4x8x2xf32>, tensor<2x4x8xf32>) {
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<4x8x2xf32>) outs(%arg3 : tensor<2x4x8xf32>) permutation = [2, 0, 1]
// CHECK-NEXT: return %arg0, %transposed : tensor<4x8x2xf32>, tensor<2x4x8xf32>
// CHECK-NEXT: }
func.func @transpose_transpose(%a: tensor<4x8x2xf32>, %b: tensor<8x2x4xf32>, %c: tensor<4x8x2xf32>, %d: tensor<2x4x8xf32>) -> (tensor<4x8x2xf32>, tensor<2x4x8xf32>) {
  %0 = linalg.transpose ins(%a : tensor<4x8x2xf32>) outs(%b : tensor<8x2x4xf32>) permutation = [1, 2, 0]
  %1 = linalg.transpose ins(%0 : tensor<8x2x4xf32>) outs(%c : tensor<4x8x2xf32>) permutation = [2, 0, 1]
  %2 = linalg.transpose ins(%0 : tensor<8x2x4xf32>) outs(%d : tensor<2x4x8xf32>) permutation = [1, 2, 0]
  return %1, %2 : tensor<4x8x2xf32>, tensor<2x4x8xf32>
}

// -----

// A transpose of a broadcast (its only use) becomes a broadcast of a
// transpose of the broadcast's input; dynamic sizes are read with
// tensor.dim.
// CHECK-LABEL: func.func @swap_transpose_broadcast
// CHECK-SAME: (%arg0: tensor<4x?xf32>, %arg1: tensor<4x?x2xf32>, %arg2: tensor<2x?x4xf32>) -> tensor<2x?x4xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<4x?xf32>
// CHECK-NEXT: %0 = tensor.empty(%dim) : tensor<?x4xf32>
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<4x?xf32>) outs(%0 : tensor<?x4xf32>) permutation = [1, 0]
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%transposed : tensor<?x4xf32>) outs(%arg2 : tensor<2x?x4xf32>) dimensions = [0]
// CHECK-NEXT: return %broadcasted : tensor<2x?x4xf32>
// CHECK-NEXT: }
func.func @swap_transpose_broadcast(%a: tensor<4x?xf32>, %b: tensor<4x?x2xf32>, %c: tensor<2x?x4xf32>) -> tensor<2x?x4xf32> {
  %0 = linalg.broadcast ins(%a : tensor<4x?xf32>) outs(%b : tensor<4x?x2xf32>) dimensions = [2]
  %1 = linalg.transpose ins(%0 : tensor<4x?x2xf32>) outs(%c : tensor<2x?x4xf32>) permutation = [2, 1, 0]
  return %1 : tensor<2x?x4xf32>
}

// -----

// CHECK-LABEL: func.func @swap_transpose_broadcast_two_uses
// CHECK-SAME: (%arg0: tensor<4xf32>, %arg1: tensor<4x2xf32>, %arg2: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<4x2xf32>) {
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4x2xf32>) dimensions = [1]
// CHECK-NEXT: %transposed = linalg.transpose ins(%broadcasted : tensor<4x2xf32>) outs(%arg2 : tensor<2x4xf32>) permutation = [1, 0]
// CHECK-NEXT: return %transposed, %broadcasted : tensor<2x4xf32>, tensor<4x2xf32>
// CHECK-NEXT: }
func.func @swap_transpose_broadcast_two_uses(%a: tensor<4xf32>, %b: tensor<4x2xf32>, %c: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<4x2xf32>) {
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%b : tensor<4x2xf32>) dimensions = [1]
  %1 = linalg.transpose ins(%0 : tensor<4x2xf32>) outs(%c : tensor<2x4xf32>) permutation = [1, 0]
  return %1, %0 : tensor<2x4xf32>, tensor<4x2xf32>
}

// -----

// A broadcast adding no dimension is its input; two broadcasts make one.
// CHECK-LABEL: func.func @broadcasts
// CHECK-SAME: (%arg0: tensor<4xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<2x4x8xf32>, %arg3: tensor<4xf32>) -> (tensor<2x4x8xf32>, tensor<4xf32>) {
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%arg0 : tensor<4xf32>) outs(%arg2 : tensor<2x4x8xf32>) dimensions = [0, 2]
// CHECK-NEXT: return %broadcasted, %arg0 : tensor<2x4x8xf32>, tensor<4xf32>
// CHECK-NEXT: }
func.func @broadcasts(%a: tensor<4xf32>, %b: tensor<4x8xf32>, %c: tensor<2x4x8xf32>, %d: tensor<4xf32>) -> (tensor<2x4x8xf32>, tensor<4xf32>) {
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%b : tensor<4x8xf32>) dimensions = [1]
  %1 = linalg.broadcast ins(%0 : tensor<4x8xf32>) outs(%c : tensor<2x4x8xf32>) dimensions = [0]
  %2 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%d : tensor<4xf32>) dimensions = []
  return %1, %2 : tensor<2x4x8xf32>, tensor<4xf32>
}

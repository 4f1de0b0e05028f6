// RUN: affine-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: affine-opt %s -split-input-file -canonicalize=top-down=false | FileCheck %s
// RUN: %mlir_opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: affine-opt %s -split-input-file -canonicalize --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM

// The linalg dialect's own canonicalization patterns (MLIR 22's
// EraseDeadLinalgOp, FoldTensorCastConsumerOp, InferStaticShapeOfOperands),
// which run before the tensor dialect's FoldTensorCastProducerOp and the
// ops' own patterns.

// EraseDeadLinalgOp: a memref operand with no element erases the op.
// SEM: @dead_memref: same results
// CHECK-LABEL: func.func @dead_memref
// CHECK-SAME: (%arg0: memref<4x0xf32>, %arg1: memref<4x0xf32>, %arg2: memref<4xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: linalg.fill ins(%cst : f32) outs(%arg2 : memref<4xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dead_memref(%a: memref<4x0xf32>, %b: memref<4x0xf32>, %c: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x0xf32>) outs(%b : memref<4x0xf32>) {
  ^bb0(%in: f32, %out: f32):
    %x = arith.addf %in, %out : f32
    linalg.yield %x : f32
  }
  linalg.copy ins(%a : memref<4x0xf32>) outs(%b : memref<4x0xf32>)
  %f = arith.constant 1.0 : f32
  linalg.fill ins(%f : f32) outs(%c : memref<4xf32>)
  return
}

// -----

// A tensor with no element may not mean no iteration: the op stays.
// CHECK-LABEL: func.func @dead_tensor_kept
// CHECK-SAME: (%arg0: tensor<4x0xf32>, %arg1: tensor<4x0xf32>) -> tensor<4x0xf32> {
// CHECK-NEXT: %0 = linalg.copy ins(%arg0 : tensor<4x0xf32>) outs(%arg1 : tensor<4x0xf32>) -> tensor<4x0xf32>
// CHECK-NEXT: return %0 : tensor<4x0xf32>
// CHECK-NEXT: }
func.func @dead_tensor_kept(%a: tensor<4x0xf32>, %b: tensor<4x0xf32>) -> tensor<4x0xf32> {
  %0 = linalg.copy ins(%a : tensor<4x0xf32>) outs(%b : tensor<4x0xf32>) -> tensor<4x0xf32>
  return %0 : tensor<4x0xf32>
}

// -----

// FoldTensorCastConsumerOp: the cast makes the op's init static; the
// op's other uses read a cast back.
// CHECK-LABEL: func.func @cast_consumer_generic
// CHECK-SAME: (%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> (tensor<4xf32>, tensor<?xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg0 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cast_0 : tensor<4xf32>) outs(%cast : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %0, %cast_1 : tensor<4xf32>, tensor<?xf32>
// CHECK-NEXT: }
func.func @cast_consumer_generic(%a: tensor<?xf32>, %c: tensor<?xf32>) -> (tensor<4xf32>, tensor<?xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<?xf32>) outs(%c : tensor<?xf32>) {
  ^bb0(%in: f32, %o1: f32):
    %x = arith.addf %in, %o1 : f32
    linalg.yield %x : f32
  } -> tensor<?xf32>
  %1 = tensor.cast %0 : tensor<?xf32> to tensor<4xf32>
  return %1, %0 : tensor<4xf32>, tensor<?xf32>
}

// -----

// Then InferStaticShapeOfOperands makes the inputs static too.
// CHECK-LABEL: func.func @cast_consumer_matmul
// CHECK-SAME: (%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg2 : tensor<?x?xf32> to tensor<4x8xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg0 : tensor<?x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %arg1 : tensor<?x?xf32> to tensor<?x8xf32>
// CHECK-NEXT: %0 = linalg.matmul ins(%cast_0, %cast_1 : tensor<4x?xf32>, tensor<?x8xf32>) outs(%cast : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
func.func @cast_consumer_matmul(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<4x8xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// -----

// A cast in another block is left alone.
// CHECK-LABEL: func.func @cast_consumer_other_block
// CHECK-SAME: (%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %arg2: i1) -> tensor<4xf32> {
// CHECK-NEXT: %0 = linalg.copy ins(%arg0 : tensor<?xf32>) outs(%arg1 : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: %1 = scf.if %arg2 -> (tensor<4xf32>) {
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: scf.yield %cast : tensor<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: scf.yield %2 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : tensor<4xf32>
// CHECK-NEXT: }
func.func @cast_consumer_other_block(%a: tensor<?xf32>, %c: tensor<?xf32>, %p: i1) -> tensor<4xf32> {
  %0 = linalg.copy ins(%a : tensor<?xf32>) outs(%c : tensor<?xf32>) -> tensor<?xf32>
  %1 = scf.if %p -> tensor<4xf32> {
    %2 = tensor.cast %0 : tensor<?xf32> to tensor<4xf32>
    scf.yield %2 : tensor<4xf32>
  } else {
    %3 = tensor.empty() : tensor<4xf32>
    scf.yield %3 : tensor<4xf32>
  }
  return %1 : tensor<4xf32>
}

// -----

// InferStaticShapeOfOperands: a loop's static size from one operand makes
// it static in the others; results whose type changed are cast back.
// CHECK-LABEL: func.func @infer_generic
// CHECK-SAME: (%arg0: tensor<4x8xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?x?xf32> to tensor<8x4xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg2 : tensor<?x?xf32> to tensor<4x8xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %cast : tensor<4x8xf32>, tensor<8x4xf32>) outs(%cast_0 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_2: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %in_2 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %0 : tensor<4x8xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast_1 : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @infer_generic(%a: tensor<4x8xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x8xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @infer_matmul
// CHECK-SAME: (%arg0: tensor<4x?xf32>, %arg1: tensor<?x8xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg2 : tensor<?x?xf32> to tensor<4x8xf32>
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<4x?xf32>, tensor<?x8xf32>) outs(%cast : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %0 : tensor<4x8xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast_0 : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @infer_matmul(%a: tensor<4x?xf32>, %b: tensor<?x8xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x?xf32>, tensor<?x8xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Several results: only the one whose type changed is cast back.
// CHECK-LABEL: func.func @infer_two_results
// CHECK-SAME: (%arg0: tensor<4xf32>, %arg1: tensor<?xf32>, %arg2: tensor<4xf32>) -> (tensor<?xf32>, tensor<4xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: %0:2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%cast, %arg2 : tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32, %out_1: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %out : f32
// CHECK-NEXT: linalg.yield %1, %in : f32, f32
// CHECK-NEXT: } -> (tensor<4xf32>, tensor<4xf32>)
// CHECK-NEXT: %cast_0 = tensor.cast %0#0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast_0, %0#1 : tensor<?xf32>, tensor<4xf32>
// CHECK-NEXT: }
func.func @infer_two_results(%a: tensor<4xf32>, %b: tensor<?xf32>, %c: tensor<4xf32>) -> (tensor<?xf32>, tensor<4xf32>) {
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b, %c : tensor<?xf32>, tensor<4xf32>) {
  ^bb0(%x: f32, %o1: f32, %o2: f32):
    %s = arith.mulf %x, %o1 : f32
    linalg.yield %s, %x : f32, f32
  } -> (tensor<?xf32>, tensor<4xf32>)
  return %0#0, %0#1 : tensor<?xf32>, tensor<4xf32>
}

// -----

// Maps that are not projected permutations, and buffers, are left alone.
// CHECK-LABEL: func.func @infer_not_projected
// CHECK-SAME: (%arg0: tensor<8xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%arg0 : tensor<8xf32>) outs(%arg1 : tensor<?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<?xf32>
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }
func.func @infer_not_projected(%a: tensor<8xf32>, %c: tensor<?xf32>) -> tensor<?xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 * 2)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<8xf32>) outs(%c : tensor<?xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// SEM: @infer_buffers: same results
// CHECK-LABEL: func.func @infer_buffers
// CHECK-SAME: (%arg0: memref<4xf32>, %arg1: memref<?xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @infer_buffers(%a: memref<4xf32>, %c: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%c : memref<?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  }
  return
}

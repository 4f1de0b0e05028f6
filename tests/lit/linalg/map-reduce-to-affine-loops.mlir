// linalg.map and linalg.reduce through -convert-linalg-to-affine-loops as
// mlir-opt 22 lowers them: loops over the init's dimensions (map) or the
// input's (reduce), the init read through its map (reduce: without the
// reduced dimensions) and the payload run on (init, input) as the short
// form builds it. The lowering runs under the shared greedy driver, so
// the payload's constant ops fold (3 * 4 is 12) and the constants move to
// the start of the function; ops on tensors stay.
// RUN: affine-opt %s -convert-linalg-to-affine-loops | FileCheck %s
// RUN: %mlir_opt %s -convert-linalg-to-affine-loops | FileCheck %s
// RUN: affine-opt %s -convert-linalg-to-affine-loops --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// SEM: @map_add: same results on 3 of 3 random inputs
// SEM: @map_index: same results on 3 of 3 random inputs
// SEM: @map_fill: same results on 3 of 3 random inputs
// SEM: @reduce_rows: same results on 3 of 3 random inputs
// SEM: @reduce_all: same results on 3 of 3 random inputs
// SEM: @reduce_two: same results on 3 of 3 random inputs

// CHECK-LABEL: func.func @map_add(
// CHECK-NEXT: affine.for %arg3 = 0 to 4 {
// CHECK-NEXT: affine.for %arg4 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3, %arg4] : memref<4x8xf32>
// CHECK-NEXT: %1 = affine.load %arg1[%arg3, %arg4] : memref<4x8xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: affine.store %2, %arg2[%arg3, %arg4] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @map_index(
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: affine.for %arg3 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2, %arg3] : memref<4x8xf32>
// CHECK-NEXT: %1 = affine.load %arg1[%arg2, %arg3] : memref<4x8xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: %3 = arith.index_cast %arg3 : index to i32
// CHECK-NEXT: %4 = arith.sitofp %3 : i32 to f32
// CHECK-NEXT: %5 = arith.addf %2, %4 : f32
// CHECK-NEXT: affine.store %5, %arg1[%arg2, %arg3] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @map_fill(
// CHECK-NEXT: %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x3xi32>
// CHECK-NEXT: affine.for %arg1 = 0 to %dim {
// CHECK-NEXT: affine.for %arg2 = 0 to 3 {
// CHECK-NEXT: affine.store %c12_i32, %arg0[%arg1, %arg2] : memref<?x3xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reduce_rows(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x8xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to %dim {
// CHECK-NEXT: affine.for %arg3 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2, %arg3] : memref<?x8xf32>
// CHECK-NEXT: %1 = affine.load %arg1[%arg3] : memref<8xf32>
// CHECK-NEXT: %2 = arith.addf %1, %0 : f32
// CHECK-NEXT: affine.store %2, %arg1[%arg3] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reduce_all(
// CHECK-NEXT: affine.for %arg2 = 0 to 5 {
// CHECK-NEXT: affine.for %arg3 = 0 to 6 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2, %arg3] : memref<5x6xi32>
// CHECK-NEXT: %1 = affine.load %arg1[] : memref<i32>
// CHECK-NEXT: %2 = arith.maxsi %1, %0 : i32
// CHECK-NEXT: affine.store %2, %arg1[] : memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reduce_two(
// CHECK-NEXT: affine.for %arg4 = 0 to 3 {
// CHECK-NEXT: affine.for %arg5 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg4, %arg5] : memref<3x4xf32>
// CHECK-NEXT: %1 = affine.load %arg1[%arg4, %arg5] : memref<3x4xi32>
// CHECK-NEXT: %2 = affine.load %arg2[%arg4] : memref<3xf32>
// CHECK-NEXT: %3 = affine.load %arg3[%arg4] : memref<3xi32>
// CHECK-NEXT: %4 = arith.addf %2, %0 : f32
// CHECK-NEXT: %5 = arith.addi %3, %1 : i32
// CHECK-NEXT: affine.store %4, %arg2[%arg4] : memref<3xf32>
// CHECK-NEXT: affine.store %5, %arg3[%arg4] : memref<3xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reduce_tensor_kept(
// CHECK-NEXT: %reduced = linalg.reduce { arith.addf } ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<8xf32>) dimensions = [0]
// CHECK-NEXT: return %reduced : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @map_add(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %c: memref<4x8xf32>) {
  linalg.map { arith.addf } ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  return
}
func.func @map_index(%a: memref<4x8xf32>, %c: memref<4x8xf32>) {
  linalg.map ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>) (%x: f32, %y: f32) {
      %s = arith.addf %x, %y : f32
      %i = linalg.index 1 : index
      %j = arith.index_cast %i : index to i32
      %f = arith.sitofp %j : i32 to f32
      %t = arith.addf %s, %f : f32
      linalg.yield %t : f32
    }
  return
}
func.func @map_fill(%c: memref<?x3xi32>) {
  linalg.map outs(%c : memref<?x3xi32>) (%y: i32) {
      %k = arith.constant 3 : i32
      %l = arith.constant 4 : i32
      %m = arith.muli %k, %l : i32
      linalg.yield %m : i32
    }
  return
}
func.func @reduce_rows(%a: memref<?x8xf32>, %c: memref<8xf32>) {
  linalg.reduce { arith.addf } ins(%a : memref<?x8xf32>) outs(%c : memref<8xf32>) dimensions = [0]
  return
}
func.func @reduce_all(%a: memref<5x6xi32>, %d: memref<i32>) {
  linalg.reduce { arith.maxsi } ins(%a : memref<5x6xi32>) outs(%d : memref<i32>) dimensions = [0, 1]
  return
}
func.func @reduce_two(%a: memref<3x4xf32>, %b: memref<3x4xi32>, %c: memref<3xf32>, %d: memref<3xi32>) {
  linalg.reduce ins(%a, %b : memref<3x4xf32>, memref<3x4xi32>) outs(%c, %d : memref<3xf32>, memref<3xi32>) dimensions = [1]
    (%x: f32, %y: i32, %acc: f32, %acc2: i32) {
      %s = arith.addf %acc, %x : f32
      %t = arith.addi %acc2, %y : i32
      linalg.yield %s, %t : f32, i32
    }
  return
}
func.func @reduce_tensor_kept(%a: tensor<4x8xf32>, %c: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%c : tensor<8xf32>) dimensions = [0]
  return %0 : tensor<8xf32>
}

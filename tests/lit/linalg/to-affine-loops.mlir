// -convert-linalg-to-affine-loops as mlir-opt 22 lowers: one affine.for per
// loop (bounds from the first operand dimension naming it; memref.dim only
// for dynamic ones, folded to the alloc's size operand), loads through the
// indexing maps (single-dim applies folded, others kept), the payload
// cloned, linalg.index replaced by the induction variables, stores of the
// yielded values; constants hoisted to the start of the function and
// deduplicated, unused loads dropped.
// RUN: affine-opt %s -convert-linalg-to-affine-loops | FileCheck %s
// RUN: %mlir_opt %s -convert-linalg-to-affine-loops | FileCheck %s
// RUN: affine-opt %s --pass-pipeline="builtin.module(convert-linalg-to-affine-loops)" | FileCheck %s
// RUN: affine-opt %s -convert-linalg-to-affine-loops --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// SEM: @conv1d: same results on 3 of 3 random inputs
// SEM: @idx: same results on 3 of 3 random inputs
// SEM: @nested: same results on 3 of 3 random inputs
// SEM: @scalar_in: same results on 3 of 3 random inputs

// CHECK: #map = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-LABEL: func.func @conv1d
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: affine.for %arg3 = 0 to 8 {
// CHECK-NEXT: affine.for %arg4 = 0 to 3 {
// CHECK-NEXT: %0 = affine.apply #map(%arg3, %arg4)
// CHECK-NEXT: %1 = affine.load %arg0[%0] : memref<10xf32>
// CHECK-NEXT: %2 = affine.load %arg1[%arg4] : memref<3xf32>
// CHECK-NEXT: %3 = affine.load %arg2[%arg3] : memref<8xf32>
// CHECK-NEXT: %4 = arith.mulf %1, %2 : f32
// CHECK-NEXT: %5 = arith.mulf %4, %cst : f32
// CHECK-NEXT: %6 = arith.addf %3, %5 : f32
// CHECK-NEXT: affine.store %6, %arg2[%arg3] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @idx
// CHECK-NEXT: %alloc = memref.alloc(%arg0, %arg1) : memref<?x4x?xf32>
// CHECK-NEXT: affine.for %arg3 = 0 to %arg0 {
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: affine.for %arg5 = 0 to %arg1 {
// CHECK-NEXT: affine.store %arg2, %alloc[%arg3, %arg4, %arg5] : memref<?x4x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = 0 to %arg0 {
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: affine.for %arg5 = 0 to %arg1 {
// CHECK-NEXT: %0 = arith.addi %arg3, %arg5 : index
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i32
// CHECK-NEXT: %2 = arith.sitofp %1 : i32 to f32
// CHECK-NEXT: affine.store %2, %alloc[%arg3, %arg4, %arg5] : memref<?x4x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<?x4x?xf32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @nested
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: affine.for %arg5 = 0 to 3 {
// CHECK-NEXT: %dim_2 = memref.dim %arg0, %c0 : memref<?x8xf32>
// CHECK-NEXT: %dim_3 = memref.dim %arg1, %c1 : memref<8x?xf32>
// CHECK-NEXT: affine.for %arg6 = 0 to %dim_2 {
// CHECK-NEXT: affine.for %arg7 = 0 to %dim_3 {
// CHECK-NEXT: affine.for %arg8 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg6, %arg8] : memref<?x8xf32>
// CHECK-NEXT: %1 = affine.load %arg1[%arg8, %arg7] : memref<8x?xf32>
// CHECK-NEXT: %2 = affine.load %arg2[%arg6, %arg7] : memref<?x?xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: affine.store %4, %arg2[%arg6, %arg7] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %dim = memref.dim %arg4, %c0 : memref<?xf32>
// CHECK-NEXT: affine.for %arg5 = 0 to %dim {
// CHECK-NEXT: %0 = affine.load %arg4[%arg5] : memref<?xf32>
// CHECK-NEXT: %1 = affine.load %arg4[%arg5] : memref<?xf32>
// CHECK-NEXT: %2 = affine.load %arg3[] : memref<f32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: affine.store %4, %arg3[] : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_0 = memref.dim %arg2, %c0 : memref<?x?xf32>
// CHECK-NEXT: %dim_1 = memref.dim %arg2, %c1 : memref<?x?xf32>
// CHECK-NEXT: affine.for %arg5 = 0 to %dim_0 {
// CHECK-NEXT: affine.for %arg6 = 0 to %dim_1 {
// CHECK-NEXT: %0 = affine.load %arg2[%arg5, %arg6] : memref<?x?xf32>
// CHECK-NEXT: affine.store %0, %arg2[%arg5, %arg6] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @scalar_in
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg1, %c1 : memref<4x?xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to %dim {
// CHECK-NEXT: affine.for %arg3 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg1[%arg3, %arg2] : memref<4x?xf32>
// CHECK-NEXT: %1 = arith.addf %arg0, %0 : f32
// CHECK-NEXT: affine.store %1, %arg1[%c0, %arg2] : memref<4x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return

#conv_in = affine_map<(d0, d1) -> (d0 + d1)>
#conv_k = affine_map<(d0, d1) -> (d1)>
#conv_out = affine_map<(d0, d1) -> (d0)>
func.func @conv1d(%in: memref<10xf32>, %k: memref<3xf32>, %out: memref<8xf32>) {
  linalg.generic {indexing_maps = [#conv_in, #conv_k, #conv_out], iterator_types = ["parallel", "reduction"]}
      ins(%in, %k : memref<10xf32>, memref<3xf32>) outs(%out : memref<8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %cst = arith.constant 2.0 : f32
    %m = arith.mulf %a, %b : f32
    %m2 = arith.mulf %m, %cst : f32
    %s = arith.addf %c, %m2 : f32
    linalg.yield %s : f32
  }
  return
}
func.func @idx(%n: index, %m: index, %s: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n, %m) : memref<?x4x?xf32>
  linalg.fill ins(%s : f32) outs(%a : memref<?x4x?xf32>)
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>], iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%a : memref<?x4x?xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %k = linalg.index 2 : index
    %t = arith.addi %i, %k : index
    %c = arith.index_cast %t : index to i32
    %f = arith.sitofp %c : i32 to f32
    linalg.yield %f : f32
  }
  %d = memref.dim %a, %c0 : memref<?x4x?xf32>
  memref.dealloc %a : memref<?x4x?xf32>
  return
}
func.func @nested(%a: memref<?x8xf32>, %b: memref<8x?xf32>, %c: memref<?x?xf32>, %s: memref<f32>, %v: memref<?xf32>) {
  affine.for %i = 0 to 3 {
    linalg.matmul ins(%a, %b : memref<?x8xf32>, memref<8x?xf32>) outs(%c : memref<?x?xf32>)
  }
  linalg.dot ins(%v, %v : memref<?xf32>, memref<?xf32>) outs(%s : memref<f32>)
  linalg.copy ins(%c : memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  return
}
func.func @scalar_in(%x: f32, %c: memref<4x?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> ()>, affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (0, i)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %c : f32, memref<4x?xf32>) outs(%c : memref<4x?xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  }
  return
}

// Elementwise unary (`exp`, `log`, `abs`, ... on floats), binary
// `max` / `min` and `batch_reduce_matmul` named ops read and print as in
// mlir-opt 22 and lower through -convert-linalg-to-affine-loops the same
// way (one math / arith op per point; the batch dimension of
// batch_reduce_matmul is the outermost reduction).
// RUN: affine-opt %s | FileCheck %s --check-prefix=PRINT
// RUN: %mlir_opt %s | FileCheck %s --check-prefix=PRINT
// RUN: affine-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s -convert-linalg-to-affine-loops | FileCheck %s
// RUN: %mlir_opt %s -convert-linalg-to-affine-loops | FileCheck %s
// RUN: affine-opt %s -convert-linalg-to-affine-loops --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// SEM: @el: same results on 3 of 3 random inputs
// SEM: @brm: same results on 3 of 3 random inputs

// PRINT: linalg.exp ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
// PRINT: linalg.max ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
// PRINT: linalg.batch_reduce_matmul ins(%arg0, %arg1 : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%arg2 : memref<4x16xf32>)
// GENERIC: "linalg.exp"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: "math.exp"
// GENERIC: "math.absf"
// GENERIC: "arith.negf"
// GENERIC: "arith.maximumf"
// GENERIC: "arith.minsi"
// GENERIC: "linalg.batch_reduce_matmul"(%{{.*}}, %{{.*}}, %{{.*}}) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}>
// GENERIC: "arith.sitofp"

// CHECK-LABEL: func.func @el
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: affine.for %arg5 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg4, %arg5] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.exp %0 : f32
// CHECK-NEXT: affine.store %1, %arg1[%arg4, %arg5] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: affine.for %arg5 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg4, %arg5] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.log %0 : f32
// CHECK-NEXT: affine.store %1, %arg1[%arg4, %arg5] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: affine.for %arg5 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg4, %arg5] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.absf %0 : f32
// CHECK-NEXT: affine.store %1, %arg1[%arg4, %arg5] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: affine.for %arg5 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg4, %arg5] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.ceil %0 : f32
// CHECK-NEXT: affine.store %1, %arg1[%arg4, %arg5] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: affine.for %arg5 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg4, %arg5] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.floor %0 : f32
// CHECK-NEXT: affine.store %1, %arg1[%arg4, %arg5] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: affine.for %arg5 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg4, %arg5] : memref<4x8xf32>
// CHECK-NEXT: %1 = arith.negf %0 : f32
// CHECK-NEXT: affine.store %1, %arg1[%arg4, %arg5] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: affine.for %arg5 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg4, %arg5] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.round %0 : f32
// CHECK-NEXT: affine.store %1, %arg1[%arg4, %arg5] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: affine.for %arg5 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg4, %arg5] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.sqrt %0 : f32
// CHECK-NEXT: affine.store %1, %arg1[%arg4, %arg5] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: affine.for %arg5 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg4, %arg5] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.rsqrt %0 : f32
// CHECK-NEXT: affine.store %1, %arg1[%arg4, %arg5] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: affine.for %arg5 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg4, %arg5] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.tanh %0 : f32
// CHECK-NEXT: affine.store %1, %arg1[%arg4, %arg5] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: affine.for %arg5 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg4, %arg5] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.erf %0 : f32
// CHECK-NEXT: affine.store %1, %arg1[%arg4, %arg5] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: affine.for %arg5 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg4, %arg5] : memref<4x8xf32>
// CHECK-NEXT: %1 = affine.load %arg1[%arg4, %arg5] : memref<4x8xf32>
// CHECK-NEXT: %2 = arith.maximumf %0, %1 : f32
// CHECK-NEXT: affine.store %2, %arg1[%arg4, %arg5] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: affine.for %arg5 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg2[%arg4, %arg5] : memref<4x8xi32>
// CHECK-NEXT: %1 = affine.load %arg3[%arg4, %arg5] : memref<4x8xi32>
// CHECK-NEXT: %2 = arith.minsi %0, %1 : i32
// CHECK-NEXT: affine.store %2, %arg3[%arg4, %arg5] : memref<4x8xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @el(%a: memref<4x8xf32>, %v: memref<4x8xf32>, %i: memref<4x8xi32>, %j: memref<4x8xi32>) {
  linalg.exp ins(%a : memref<4x8xf32>) outs(%v : memref<4x8xf32>)
  linalg.log ins(%a : memref<4x8xf32>) outs(%v : memref<4x8xf32>)
  linalg.abs ins(%a : memref<4x8xf32>) outs(%v : memref<4x8xf32>)
  linalg.ceil ins(%a : memref<4x8xf32>) outs(%v : memref<4x8xf32>)
  linalg.floor ins(%a : memref<4x8xf32>) outs(%v : memref<4x8xf32>)
  linalg.negf ins(%a : memref<4x8xf32>) outs(%v : memref<4x8xf32>)
  linalg.round ins(%a : memref<4x8xf32>) outs(%v : memref<4x8xf32>)
  linalg.sqrt ins(%a : memref<4x8xf32>) outs(%v : memref<4x8xf32>)
  linalg.rsqrt ins(%a : memref<4x8xf32>) outs(%v : memref<4x8xf32>)
  linalg.tanh ins(%a : memref<4x8xf32>) outs(%v : memref<4x8xf32>)
  linalg.erf ins(%a : memref<4x8xf32>) outs(%v : memref<4x8xf32>)
  linalg.max ins(%a, %v : memref<4x8xf32>, memref<4x8xf32>) outs(%v : memref<4x8xf32>)
  linalg.min ins(%i, %j : memref<4x8xi32>, memref<4x8xi32>) outs(%j : memref<4x8xi32>)
  return
}

// CHECK-LABEL: func.func @brm
// CHECK-NEXT: affine.for %arg4 = 0 to 2 {
// CHECK-NEXT: affine.for %arg5 = 0 to 4 {
// CHECK-NEXT: affine.for %arg6 = 0 to 16 {
// CHECK-NEXT: affine.for %arg7 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg4, %arg5, %arg7] : memref<2x4x8xf32>
// CHECK-NEXT: %1 = affine.load %arg1[%arg4, %arg7, %arg6] : memref<2x8x16xf32>
// CHECK-NEXT: %2 = affine.load %arg2[%arg5, %arg6] : memref<4x16xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: affine.store %4, %arg2[%arg5, %arg6] : memref<4x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = 0 to 2 {
// CHECK-NEXT: affine.for %arg5 = 0 to 4 {
// CHECK-NEXT: affine.for %arg6 = 0 to 16 {
// CHECK-NEXT: affine.for %arg7 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg3[%arg4, %arg5, %arg7] : memref<2x4x8xi8>
// CHECK-NEXT: %1 = affine.load %arg1[%arg4, %arg7, %arg6] : memref<2x8x16xf32>
// CHECK-NEXT: %2 = affine.load %arg2[%arg5, %arg6] : memref<4x16xf32>
// CHECK-NEXT: %3 = arith.sitofp %0 : i8 to f32
// CHECK-NEXT: %4 = arith.mulf %3, %1 : f32
// CHECK-NEXT: %5 = arith.addf %2, %4 : f32
// CHECK-NEXT: affine.store %5, %arg2[%arg5, %arg6] : memref<4x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @brm(%ba: memref<2x4x8xf32>, %bb: memref<2x8x16xf32>, %c: memref<4x16xf32>, %bi: memref<2x4x8xi8>) {
  linalg.batch_reduce_matmul ins(%ba, %bb : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%c : memref<4x16xf32>)
  linalg.batch_reduce_matmul ins(%bi, %bb : memref<2x4x8xi8>, memref<2x8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

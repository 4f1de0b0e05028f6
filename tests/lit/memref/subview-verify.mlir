// RUN: affine-opt %s | FileCheck %s
// Subviews that MLIR 22's SubViewOp::verify accepts: inferred offsets and
// strides use SaturatedInteger arithmetic (0 times `?` is 0), dynamic values
// match only dynamic ones, and unit dims of a rank-reducing subview are told
// apart by their strides.

// CHECK-LABEL: func.func @accepted
func.func @accepted(%m: memref<?x?xf32>, %f: memref<8x16xf32>, %g: memref<?x?xf32, strided<[?, ?], offset: ?>>, %u: memref<8x1x16xf32>, %d: memref<?x?x?xf32>, %c: index, %s: index) {
  // CHECK-NEXT: memref.subview %arg0[%arg5, 0] [%arg6, %arg6] [%arg5, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %0 = memref.subview %m[%c, 0][%s, %s][%c, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  // CHECK-NEXT: memref.subview %arg0[0, 0] [%arg6, %arg6] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  %1 = memref.subview %m[0, 0][%s, %s][1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  // CHECK-NEXT: memref.subview %arg1[%arg5, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %2 = memref.subview %f[%c, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  // CHECK-NEXT: memref.subview %arg1[0, 0] [1, 1] [1, 1] : memref<8x16xf32> to memref<1xf32, strided<[16]>>
  %3 = memref.subview %f[0, 0][1, 1][1, 1] : memref<8x16xf32> to memref<1xf32, strided<[16]>>
  // CHECK-NEXT: memref.subview %arg1[0, 0] [1, 1] [1, 1] : memref<8x16xf32> to memref<1xf32, strided<[1]>>
  %4 = memref.subview %f[0, 0][1, 1][1, 1] : memref<8x16xf32> to memref<1xf32, strided<[1]>>
  // CHECK-NEXT: memref.subview %arg1[0, 0] [1, 1] [1, 1] : memref<8x16xf32> to memref<1xf32>
  %5 = memref.subview %f[0, 0][1, 1][1, 1] : memref<8x16xf32> to memref<1xf32>
  // CHECK-NEXT: memref.subview %arg0[0, %arg5] [1, %arg6] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %6 = memref.subview %m[0, %c][1, %s][1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
  // CHECK-NEXT: memref.subview %arg0[%arg5, 0] [%arg6, 1] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %7 = memref.subview %m[%c, 0][%s, 1][1, 1] : memref<?x?xf32> to memref<?xf32, strided<[?], offset: ?>>
  // CHECK-NEXT: memref.subview %arg2[0, 0] [1, 1] [1, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<1xf32, strided<[?], offset: ?>>
  %8 = memref.subview %g[0, 0][1, 1][1, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<1xf32, strided<[?], offset: ?>>
  // CHECK-NEXT: memref.subview %arg0[0, 0] [%arg6, %arg6] [0, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[0, 1]>>
  %9 = memref.subview %m[0, 0][%s, %s][0, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[0, 1]>>
  // CHECK-NEXT: memref.subview %arg1[0, 3] [1, 4] [1, 1] : memref<8x16xf32> to memref<4xf32, strided<[1], offset: 3>>
  %10 = memref.subview %f[0, 3][1, 4][1, 1] : memref<8x16xf32> to memref<4xf32, strided<[1], offset: 3>>
  // CHECK-NEXT: memref.subview %arg3[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<8x1x16xf32> to memref<1x4xf32, strided<[16, 1]>>
  %11 = memref.subview %u[0, 0, 0][1, 1, 4][1, 1, 1] : memref<8x1x16xf32> to memref<1x4xf32, strided<[16, 1]>>
  // CHECK-NEXT: memref.subview %arg4[0, 0, 0] [1, 1, %arg6] [1, 1, 1] : memref<?x?x?xf32> to memref<1x?xf32, strided<[?, 1]>>
  %12 = memref.subview %d[0, 0, 0][1, 1, %s][1, 1, 1] : memref<?x?x?xf32> to memref<1x?xf32, strided<[?, 1]>>
  // CHECK-NEXT: return
  return
}

// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s | affine-opt | FileCheck %s
// RUN: affine-opt %s --mlir-print-op-generic | affine-opt | FileCheck %s
// RUN: affine-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// memref.transpose permutes the sizes and strides of a strided memref; the
// permutation is a bare affine map (any dim names on input, d0.. on
// output) and the result is named `transpose`. The result type may spell
// the permuted layout as strided<> or as an equivalent affine map.

// CHECK-LABEL: func.func @matrix(
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<2x5xf32> to memref<5x2xf32, strided<[1, 5]>>
// CHECK-NEXT: %transpose_0 = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<2x5xf32> to memref<5x2xf32, #map>
// GENERIC: "memref.transpose"(%{{.*}}) <{permutation = #map{{[0-9]*}}}> : (memref<2x5xf32>) -> memref<5x2xf32, strided<[1, 5]>>
func.func @matrix(%m: memref<2x5xf32>) -> (memref<5x2xf32, strided<[1, 5]>>, memref<5x2xf32, affine_map<(d0, d1) -> (d1 * 5 + d0)>>) {
  %t = memref.transpose %m (row, col) -> (col, row) : memref<2x5xf32> to memref<5x2xf32, strided<[1, 5]>>
  %u = memref.transpose %m (i, j) -> (j, i) : memref<2x5xf32> to memref<5x2xf32, affine_map<(d0, d1) -> (d1 * 5 + d0)>>
  return %t, %u : memref<5x2xf32, strided<[1, 5]>>, memref<5x2xf32, affine_map<(d0, d1) -> (d1 * 5 + d0)>>
}

// Dynamic sizes, strides and offset; a discardable attribute stays in the
// dictionary after the map; a memory space is kept.
// CHECK-LABEL: func.func @dynamic(
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1, d2) -> (d2, d0, d1) {tag = 3 : i64} : memref<?x4x?xi8, strided<[?, ?, 1], offset: ?>, 2> to memref<?x?x4xi8, strided<[1, ?, ?], offset: ?>, 2>
func.func @dynamic(%m: memref<?x4x?xi8, strided<[?, ?, 1], offset: ?>, 2>) -> memref<?x?x4xi8, strided<[1, ?, ?], offset: ?>, 2> {
  %t = memref.transpose %m (a, b, c) -> (c, a, b) {tag = 3} : memref<?x4x?xi8, strided<[?, ?, 1], offset: ?>, 2> to memref<?x?x4xi8, strided<[1, ?, ?], offset: ?>, 2>
  return %t : memref<?x?x4xi8, strided<[1, ?, ?], offset: ?>, 2>
}

// The identity permutation may keep the source type (no layout), and a
// rank-0 memref has the empty permutation.
// CHECK-LABEL: func.func @identity(
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1) -> (d0, d1) : memref<3x3xi32> to memref<3x3xi32>
// CHECK-NEXT: %transpose_0 = memref.transpose %arg1 () -> () : memref<f64> to memref<f64>
func.func @identity(%m: memref<3x3xi32>, %s: memref<f64>) -> (memref<3x3xi32>, memref<f64>) {
  %t = memref.transpose %m (i, j) -> (i, j) : memref<3x3xi32> to memref<3x3xi32>
  %u = memref.transpose %s () -> () : memref<f64> to memref<f64>
  return %t, %u : memref<3x3xi32>, memref<f64>
}

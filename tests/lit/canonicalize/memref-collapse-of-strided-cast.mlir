// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -canonicalize | FileCheck %s
// RUN: affine-opt %s -canonicalize --check-semantics=3 -o /dev/null

// CollapseShapeOpMemRefCastFolder on sources with a strided layout: the
// collapse reads the cast's source and gets its collapsed layout
// (computeCollapsedLayoutMap: a group's stride is that of its last dim of
// size other than one), then a cast restores the old type.

// CHECK-LABEL: func.func @offset(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<4x8xf32, strided<[8, 1], offset: 3>> into memref<32xf32, strided<[1], offset: 3>>
// CHECK-NEXT: %cast = memref.cast %collapse_shape : memref<32xf32, strided<[1], offset: 3>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %cast
func.func @offset(%m: memref<4x8xf32, strided<[8, 1], offset: 3>>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c = memref.cast %m : memref<4x8xf32, strided<[8, 1], offset: 3>> to memref<4x8xf32, strided<[?, 1], offset: ?>>
  %d = memref.collapse_shape %c [[0, 1]] : memref<4x8xf32, strided<[?, 1], offset: ?>> into memref<32xf32, strided<[1], offset: ?>>
  %e = memref.cast %d : memref<32xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  return %e : memref<?xf32, strided<[1], offset: ?>>
}

// CHECK-LABEL: func.func @dynamic_cast(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x4x8xf32, strided<[32, 8, 1], offset: 5>> into memref<8x8xf32, strided<[8, 1], offset: 5>>
// CHECK-NEXT: %cast = memref.cast %collapse_shape : memref<8x8xf32, strided<[8, 1], offset: 5>> to memref<?x8xf32, strided<[?, 1], offset: ?>>
func.func @dynamic_cast(%m: memref<2x4x8xf32, strided<[32, 8, 1], offset: 5>>) -> memref<?x8xf32, strided<[?, 1], offset: ?>> {
  %c = memref.cast %m : memref<2x4x8xf32, strided<[32, 8, 1], offset: 5>> to memref<?x?x8xf32, strided<[?, ?, 1], offset: ?>>
  %d = memref.collapse_shape %c [[0, 1], [2]] : memref<?x?x8xf32, strided<[?, ?, 1], offset: ?>> into memref<?x8xf32, strided<[?, 1], offset: ?>>
  return %d : memref<?x8xf32, strided<[?, 1], offset: ?>>
}

// A unit dim's stride does not count.
// CHECK-LABEL: func.func @unit_dim(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<3x1x8xf32, strided<[8, 100, 1]>> into memref<3x8xf32, strided<[8, 1]>>
// CHECK-NEXT: %cast = memref.cast %collapse_shape : memref<3x8xf32, strided<[8, 1]>> to memref<3x8xf32, strided<[?, 1]>>
func.func @unit_dim(%m: memref<3x1x8xf32, strided<[8, 100, 1]>>) -> memref<3x8xf32, strided<[?, 1]>> {
  %c = memref.cast %m : memref<3x1x8xf32, strided<[8, 100, 1]>> to memref<3x1x8xf32, strided<[?, ?, 1]>>
  %d = memref.collapse_shape %c [[0, 1], [2]] : memref<3x1x8xf32, strided<[?, ?, 1]>> into memref<3x8xf32, strided<[?, 1]>>
  return %d : memref<3x8xf32, strided<[?, 1]>>
}

// Only the static strides of the cast's source would be lost: the collapsed
// type equals the old one, so the collapse reads the source in place.
// CHECK-LABEL: func.func @same_type(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<4x8xf32, strided<[?, 1], offset: ?>> into memref<32xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %collapse_shape
func.func @same_type(%m: memref<4x8xf32, strided<[?, 1], offset: ?>>) -> memref<32xf32, strided<[1], offset: ?>> {
  %c = memref.cast %m : memref<4x8xf32, strided<[?, 1], offset: ?>> to memref<?x8xf32, strided<[?, 1], offset: ?>>
  %d = memref.collapse_shape %c [[0, 1]] : memref<?x8xf32, strided<[?, 1], offset: ?>> into memref<?xf32, strided<[1], offset: ?>>
  %e = memref.cast %d : memref<?xf32, strided<[1], offset: ?>> to memref<32xf32, strided<[1], offset: ?>>
  return %e : memref<32xf32, strided<[1], offset: ?>>
}

// RUN: affine-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: affine-opt %s -split-input-file -canonicalize --check-semantics > /dev/null

// Memref layouts written as strided affine maps: the view verifiers and
// cast compatibility read their strides and offset as MLIR's
// getStridesAndOffset does (a symbol in a stride or the offset makes it
// dynamic; the map is expanded first, so (d0 + 1) * 24 is d0 * 24 + 24).

// A subview with a dynamic offset into an affine_map result.
// CHECK: #[[M0:.+]] = affine_map<(d0, d1)[s0] -> (d0 * 24 + s0 + d1)>
// CHECK-LABEL: func.func @dyn_offset(
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 3] [2, 5] [1, 1] : memref<6x24xf32> to memref<2x5xf32, #[[M0]]>
// CHECK-NEXT: return %subview
func.func @dyn_offset(%m: memref<6x24xf32>, %i: index) -> memref<2x5xf32, affine_map<(d0, d1)[s0] -> (d0 * 24 + s0 + d1)>> {
  %s = memref.subview %m[%i, 3] [2, 5] [1, 1] : memref<6x24xf32> to memref<2x5xf32, affine_map<(d0, d1)[s0] -> (d0 * 24 + s0 + d1)>>
  return %s : memref<2x5xf32, affine_map<(d0, d1)[s0] -> (d0 * 24 + s0 + d1)>>
}

// -----

// A static offset hidden in a product, then a cast to strided<> and back
// (the two casts fold into one, whose source is the subview).
// CHECK: #[[M1:.+]] = affine_map<(d0, d1) -> ((d0 + 1) * 24 + d1 + 3)>
// CHECK-LABEL: func.func @static_offset(
// CHECK-NEXT: %subview = memref.subview %arg0[1, 3] [4, 5] [1, 1] : memref<6x24xf32> to memref<4x5xf32, #[[M1]]>
// CHECK-NEXT: return %subview
func.func @static_offset(%m: memref<6x24xf32>) -> memref<4x5xf32, affine_map<(d0, d1) -> ((d0 + 1) * 24 + d1 + 3)>> {
  %s = memref.subview %m[1, 3] [4, 5] [1, 1] : memref<6x24xf32> to memref<4x5xf32, affine_map<(d0, d1) -> ((d0 + 1) * 24 + d1 + 3)>>
  %c = memref.cast %s : memref<4x5xf32, affine_map<(d0, d1) -> ((d0 + 1) * 24 + d1 + 3)>> to memref<4x5xf32, strided<[24, 1], offset: ?>>
  %d = memref.cast %c : memref<4x5xf32, strided<[24, 1], offset: ?>> to memref<4x5xf32, affine_map<(d0, d1) -> ((d0 + 1) * 24 + d1 + 3)>>
  return %d : memref<4x5xf32, affine_map<(d0, d1) -> ((d0 + 1) * 24 + d1 + 3)>>
}

// -----

// A subview of a cast to a symbolic-stride affine layout reads the cast's
// source (the cast only loses static information) and casts back.
// CHECK: #[[M2:.+]] = affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + d1 * 3 + s0)>
// CHECK-LABEL: func.func @subview_of_cast(
// CHECK-NEXT: %subview = memref.subview %arg0[2, 1] [3, 1] [1, 3] : memref<6x24xf32> to memref<3x1xf32, strided<[24, 3], offset: 49>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<3x1xf32, strided<[24, 3], offset: 49>> to memref<3x1xf32, #[[M2]]>
// CHECK-NEXT: return %cast
func.func @subview_of_cast(%m: memref<6x24xf32>) -> memref<3x1xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + d1 * 3 + s0)>> {
  %c = memref.cast %m : memref<6x24xf32> to memref<6x24xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
  %s = memref.subview %c[2, 1] [3, 1] [1, 3] : memref<6x24xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>> to memref<3x1xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + d1 * 3 + s0)>>
  return %s : memref<3x1xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + d1 * 3 + s0)>>
}

// -----

// reinterpret_cast to an affine layout whose offset is a symbol.
// CHECK: #[[M3:.+]] = affine_map<(d0)[s0] -> (d0 * 5 + s0)>
// CHECK-LABEL: func.func @reinterpret(
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [3], strides: [5] : memref<?xf32> to memref<3xf32, #[[M3]]>
// CHECK-NEXT: return %reinterpret_cast
func.func @reinterpret(%m: memref<?xf32>, %o: index) -> memref<3xf32, affine_map<(d0)[s0] -> (d0 * 5 + s0)>> {
  %r = memref.reinterpret_cast %m to offset: [%o], sizes: [3], strides: [5] : memref<?xf32> to memref<3xf32, affine_map<(d0)[s0] -> (d0 * 5 + s0)>>
  return %r : memref<3xf32, affine_map<(d0)[s0] -> (d0 * 5 + s0)>>
}

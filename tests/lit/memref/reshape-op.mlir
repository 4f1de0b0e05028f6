// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s | affine-opt | FileCheck %s
// RUN: affine-opt %s --mlir-print-op-generic | affine-opt | FileCheck %s

// memref.reshape reads the result's sizes from a 1-D shape memref; it
// prints as `src(shape)` with a functional type and names its result.

// CHECK-LABEL: func.func @static_shape(
// CHECK-NEXT: %reshape = memref.reshape %arg0(%arg1) : (memref<2x3xf32>, memref<2xi32>) -> memref<3x2xf32>
// CHECK-NEXT: return %reshape
func.func @static_shape(%m: memref<2x3xf32>, %s: memref<2xi32>) -> memref<3x2xf32> {
  %r = memref.reshape %m(%s) : (memref<2x3xf32>, memref<2xi32>) -> memref<3x2xf32>
  return %r : memref<3x2xf32>
}

// An unranked source and result with a shape of dynamic length, and a
// discardable attribute.
// CHECK-LABEL: func.func @unranked(
// CHECK-NEXT: %reshape = memref.reshape %arg0(%arg1) {note = "x"} : (memref<*xi16>, memref<?xindex>) -> memref<*xi16>
func.func @unranked(%u: memref<*xi16>, %d: memref<?xindex>) -> memref<*xi16> {
  %q = memref.reshape %u(%d) {note = "x"} : (memref<*xi16>, memref<?xindex>) -> memref<*xi16>
  return %q : memref<*xi16>
}

// A memory space is kept; two results get distinct names.
// CHECK-LABEL: func.func @memory_space(
// CHECK-NEXT: %reshape = memref.reshape %arg0(%arg1) : (memref<*xi8, 3>, memref<2xi64>) -> memref<?x?xi8, 3>
// CHECK-NEXT: %reshape_0 = memref.reshape %reshape(%arg2) : (memref<?x?xi8, 3>, memref<1xindex>) -> memref<?xi8, 3>
func.func @memory_space(%u: memref<*xi8, 3>, %d: memref<2xi64>, %e: memref<1xindex>) -> memref<?xi8, 3> {
  %q = memref.reshape %u(%d) : (memref<*xi8, 3>, memref<2xi64>) -> memref<?x?xi8, 3>
  %p = memref.reshape %q(%e) : (memref<?x?xi8, 3>, memref<1xindex>) -> memref<?xi8, 3>
  return %p : memref<?xi8, 3>
}

// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -canonicalize | FileCheck %s
// RUN: affine-opt %s -canonicalize --check-semantics=3 -o /dev/null

// memref.transpose folds: an identity permutation between equal types is
// its input, a transpose of a transpose reads the inner input with the
// composed permutation, and an unused transpose is dead (Pure).
// memref.atomic_rmw reads through a memref.cast that only loses static
// information; generic_atomic_rmw has no folder, and its body's constants
// are hoisted out.

// CHECK-LABEL: func.func @composed(
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1, d2) -> (d1, d2, d0) : memref<2x3x4xf32> to memref<3x4x2xf32, strided<[4, 1, 12]>>
// CHECK-NEXT: return %transpose
func.func @composed(%m: memref<2x3x4xf32>) -> memref<3x4x2xf32, strided<[4, 1, 12]>> {
  %a = memref.transpose %m (i, j, k) -> (k, i, j) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %b = memref.transpose %a (i, j, k) -> (k, i, j) : memref<4x2x3xf32, strided<[1, 12, 4]>> to memref<3x4x2xf32, strided<[4, 1, 12]>>
  return %b : memref<3x4x2xf32, strided<[4, 1, 12]>>
}

// Two transposes that cancel compose to the identity; the type differs
// from the input's (strided<> spelled out), so it stays.
// CHECK-LABEL: func.func @cancelling(
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1, d2) -> (d0, d1, d2) : memref<2x3x4xf32> to memref<2x3x4xf32, strided<[12, 4, 1]>>
// CHECK-NEXT: return %transpose
func.func @cancelling(%m: memref<2x3x4xf32>) -> memref<2x3x4xf32, strided<[12, 4, 1]>> {
  %a = memref.transpose %m (i, j, k) -> (k, i, j) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %b = memref.transpose %a (i, j, k) -> (j, k, i) : memref<4x2x3xf32, strided<[1, 12, 4]>> to memref<2x3x4xf32, strided<[12, 4, 1]>>
  return %b : memref<2x3x4xf32, strided<[12, 4, 1]>>
}

// CHECK-LABEL: func.func @identity(
// CHECK-NEXT: return %arg0 : memref<2x3xf32>
func.func @identity(%m: memref<2x3xf32>) -> memref<2x3xf32> {
  %a = memref.transpose %m (i, j) -> (i, j) : memref<2x3xf32> to memref<2x3xf32>
  return %a : memref<2x3xf32>
}

// CHECK-LABEL: func.func @identity_other_type(
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1) -> (d0, d1) : memref<2x3xf32> to memref<2x3xf32, strided<[3, 1]>>
func.func @identity_other_type(%m: memref<2x3xf32>) -> memref<2x3xf32, strided<[3, 1]>> {
  %a = memref.transpose %m (i, j) -> (i, j) : memref<2x3xf32> to memref<2x3xf32, strided<[3, 1]>>
  return %a : memref<2x3xf32, strided<[3, 1]>>
}

// CHECK-LABEL: func.func @dead(
// CHECK-NEXT: return
func.func @dead(%m: memref<2x3xf32>) {
  %a = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  return
}

// CHECK-LABEL: func.func @atomics(
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %0 = memref.atomic_rmw addf %arg1, %arg0[%arg2] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT: %1 = memref.atomic_rmw addf %arg1, %arg0[%arg2] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT: %2 = memref.generic_atomic_rmw %cast[%arg2] : memref<?xf32> {
// CHECK-NEXT: ^bb0(%arg3: f32):
// CHECK-NEXT:   %3 = arith.addf %arg3, %cst : f32
// CHECK-NEXT:   memref.atomic_yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
func.func @atomics(%m: memref<4xf32>, %v: f32, %i: index) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %x = memref.atomic_rmw addf %v, %c[%i] : (f32, memref<?xf32>) -> f32
  %y = memref.atomic_rmw addf %v, %c[%i] : (f32, memref<?xf32>) -> f32
  %z = memref.generic_atomic_rmw %c[%i] : memref<?xf32> {
  ^bb0(%cur: f32):
    %c1 = arith.constant 1.0 : f32
    %c2 = arith.constant 1.0 : f32
    %s = arith.addf %c1, %c2 : f32
    %t = arith.addf %cur, %s : f32
    memref.atomic_yield %t : f32
  }
  return %x : f32
}

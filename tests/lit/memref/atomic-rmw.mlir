// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s | affine-opt | FileCheck %s
// RUN: affine-opt %s --mlir-print-op-generic | affine-opt | FileCheck %s
// RUN: affine-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// memref.atomic_rmw spells its kind as a keyword (a string is accepted on
// input) and stores it as an i64 enum property; memref.generic_atomic_rmw
// computes the new value in a region ended by memref.atomic_yield.

// CHECK-LABEL: func.func @kinds(
// CHECK-NEXT: %0 = memref.atomic_rmw addf %arg1, %arg0[%arg4, %arg4] : (f32, memref<4x4xf32>) -> f32
// CHECK-NEXT: %1 = memref.atomic_rmw maximumf %arg1, %arg0[%arg4, %arg4] : (f32, memref<4x4xf32>) -> f32
// CHECK-NEXT: %2 = memref.atomic_rmw maxu %arg3, %arg2[%arg4] {note} : (i16, memref<8xi16>) -> i16
// CHECK-NEXT: %3 = memref.atomic_rmw assign %arg3, %arg2[%arg4] : (i16, memref<8xi16>) -> i16
// CHECK-NEXT: %4 = memref.atomic_rmw xori %arg3, %arg2[%arg4] : (i16, memref<8xi16>) -> i16
// GENERIC: "memref.atomic_rmw"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{kind = 0 : i64}> : (f32, memref<4x4xf32>, index, index) -> f32
// GENERIC: "memref.atomic_rmw"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{kind = 4 : i64}> : (f32, memref<4x4xf32>, index, index) -> f32
// GENERIC: "memref.atomic_rmw"(%{{.*}}, %{{.*}}, %{{.*}}) <{kind = 7 : i64}> {note} : (i16, memref<8xi16>, index) -> i16
func.func @kinds(%f: memref<4x4xf32>, %x: f32, %g: memref<8xi16>, %y: i16, %i: index) {
  %0 = memref.atomic_rmw addf %x, %f[%i, %i] : (f32, memref<4x4xf32>) -> f32
  %1 = memref.atomic_rmw "maximumf" %x, %f[%i, %i] : (f32, memref<4x4xf32>) -> f32
  %2 = memref.atomic_rmw maxu %y, %g[%i] {note} : (i16, memref<8xi16>) -> i16
  %3 = memref.atomic_rmw assign %y, %g[%i] : (i16, memref<8xi16>) -> i16
  %4 = memref.atomic_rmw xori %y, %g[%i] : (i16, memref<8xi16>) -> i16
  return
}

// A kind written in the attribute dictionary replaces the keyword's.
// CHECK-LABEL: func.func @kind_in_dictionary(
// CHECK-NEXT: %0 = memref.atomic_rmw muli %arg1, %arg0[] : (i64, memref<i64>) -> i64
func.func @kind_in_dictionary(%m: memref<i64>, %v: i64) {
  %0 = memref.atomic_rmw addi %v, %m[] {kind = 13 : i64} : (i64, memref<i64>) -> i64
  return
}

// CHECK-LABEL: func.func @generic(
// CHECK-NEXT: %0 = memref.generic_atomic_rmw %arg0[%arg2] : memref<10xf64> {
// CHECK-NEXT: ^bb0(%arg3: f64):
// CHECK-NEXT:   %2 = arith.mulf %arg3, %arg1 : f64
// CHECK-NEXT:   memref.atomic_yield %2 : f64
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.generic_atomic_rmw %arg0[%arg2] : memref<10xf64> {
// CHECK-NEXT: ^bb0(%arg3: f64):
// CHECK-NEXT:   memref.atomic_yield %arg3 {tag} : f64
// CHECK-NEXT: } {mark = 1 : i64}
// GENERIC: "memref.generic_atomic_rmw"(%{{.*}}, %{{.*}}) ({
// GENERIC: "memref.atomic_yield"(%{{.*}}) : (f64) -> ()
// GENERIC-NEXT: }) : (memref<10xf64>, index) -> f64
func.func @generic(%m: memref<10xf64>, %s: f64, %i: index) -> (f64, f64) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<10xf64> {
  ^bb0(%old: f64):
    %new = arith.mulf %old, %s : f64
    memref.atomic_yield %new : f64
  }
  %1 = memref.generic_atomic_rmw %m[%i] : memref<10xf64> {
  ^bb0(%old: f64):
    memref.atomic_yield %old {tag} : f64
  } {mark = 1}
  return %0, %1 : f64, f64
}

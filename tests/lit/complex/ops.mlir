// The complex dialect's ops linalg's region builders make: custom and
// generic forms, and the folds of mlir-opt 22 that need no complex
// constant (create of a value's parts, a part of a create, add after sub
// and sub after add of the same operand).
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: %mlir_opt %s -canonicalize | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @f(
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %2 = complex.create %0, %1 : complex<f32>
// CHECK-NEXT: %3 = complex.create %arg1, %arg2 : complex<f32>
// CHECK-NEXT: %4 = complex.re %3 : complex<f32>
// CHECK-NEXT: %5 = complex.im %3 : complex<f32>
// CHECK-NEXT: %6 = complex.sub %arg0, %arg3 : complex<f32>
// CHECK-NEXT: %7 = complex.add %6, %arg3 : complex<f32>
// CHECK-NEXT: %8 = complex.add %arg0, %arg3 fastmath<fast> : complex<f32>
// CHECK-NEXT: %9 = complex.sub %8, %arg3 : complex<f32>
// CHECK-NEXT: return %2, %4, %5, %7, %9 : complex<f32>, f32, f32, complex<f32>, complex<f32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// CANON-LABEL: func.func @f(
// CANON-NEXT: return %arg0, %arg1, %arg2, %arg0, %arg0 : complex<f32>, f32, f32, complex<f32>, complex<f32>
// CANON-NEXT: }
// CANON-NEXT: }

// GENERIC: %0 = "complex.re"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
// GENERIC-NEXT: %1 = "complex.im"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
// GENERIC-NEXT: %2 = "complex.create"(%0, %1) : (f32, f32) -> complex<f32>
// GENERIC-NEXT: %3 = "complex.create"(%arg1, %arg2) : (f32, f32) -> complex<f32>
// GENERIC-NEXT: %4 = "complex.re"(%3) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
// GENERIC-NEXT: %5 = "complex.im"(%3) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
// GENERIC-NEXT: %6 = "complex.sub"(%arg0, %arg3) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT: %7 = "complex.add"(%6, %arg3) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT: %8 = "complex.add"(%arg0, %arg3) <{fastmath = #arith.fastmath<fast>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT: %9 = "complex.sub"(%8, %arg3) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>

func.func @f(%c: complex<f32>, %a: f32, %b: f32, %d: complex<f32>) -> (complex<f32>, f32, f32, complex<f32>, complex<f32>) {
  %re = complex.re %c : complex<f32>
  %im = complex.im %c : complex<f32>
  %0 = complex.create %re, %im : complex<f32>
  %1 = complex.create %a, %b : complex<f32>
  %2 = complex.re %1 : complex<f32>
  %3 = complex.im %1 : complex<f32>
  %4 = complex.sub %c, %d : complex<f32>
  %5 = complex.add %4, %d : complex<f32>
  %6 = complex.add %c, %d fastmath<fast> : complex<f32>
  %7 = complex.sub %6, %d : complex<f32>
  return %0, %2, %3, %5, %7 : complex<f32>, f32, f32, complex<f32>, complex<f32>
}

// complex.constant, complex.bitcast and complex.powi: custom and generic
// forms (constants are named %cst), and -canonicalize with mlir-opt 22's
// folds that read complex constants: re / im of a constant (an
// arith.constant), add / sub of a zero constant, mul / div by one; a
// bitcast to its own type; bitcasts of bitcasts merged (MergeComplexBitcast,
// MergeArithBitcast).
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: %mlir_opt %s -canonicalize | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @forms(
// CHECK-NEXT: %cst = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
// CHECK-NEXT: %cst_0 = complex.constant [1.500000e+00, -2.000000e+00] : complex<f64>
// CHECK-NEXT: %cst_1 = complex.constant [1 : i32, 2 : i32] {tag} : complex<i32>
// CHECK-NEXT: %0 = complex.powi %arg0, %arg1 : complex<f32>, i32
// CHECK-NEXT: %1 = complex.powi %arg0, %arg1 fastmath<nnan,contract> : complex<f32>, i32
// CHECK-NEXT: %2 = complex.bitcast %arg0 : complex<f32> to i64
// CHECK-NEXT: %3 = complex.bitcast %arg2 {tag} : i64 to complex<f32>
// CHECK-NEXT: %4 = complex.bitcast %arg0 : complex<f32> to f64

// GENERIC-LABEL: sym_name = "forms"
// GENERIC: "complex.constant"() <{value = [1.000000e+00 : f32, 2.000000e+00 : f32]}> : () -> complex<f32>
// GENERIC-NEXT: "complex.constant"() <{value = [1.500000e+00, -2.000000e+00]}> : () -> complex<f64>
// GENERIC-NEXT: "complex.constant"() <{value = [1 : i32, 2 : i32]}> {tag} : () -> complex<i32>
// GENERIC-NEXT: "complex.powi"({{.*}}) : (complex<f32>, i32) -> complex<f32>
// GENERIC-NEXT: "complex.powi"({{.*}}) <{fastmath = #arith.fastmath<nnan,contract>}> : (complex<f32>, i32) -> complex<f32>
// GENERIC-NEXT: "complex.bitcast"({{.*}}) : (complex<f32>) -> i64
func.func @forms(%a: complex<f32>, %n: i32, %b: i64) -> (complex<f32>, complex<f64>, complex<i32>, complex<f32>, complex<f32>, i64, complex<f32>, f64) {
  %0 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %1 = complex.constant [1.5, -2.0] : complex<f64>
  %2 = complex.constant [1 : i32, 2 : i32] {tag} : complex<i32>
  %3 = complex.powi %a, %n : complex<f32>, i32
  %4 = complex.powi %a, %n fastmath<nnan,contract> : complex<f32>, i32
  %5 = complex.bitcast %a : complex<f32> to i64
  %6 = complex.bitcast %b {tag} : i64 to complex<f32>
  %7 = complex.bitcast %a : complex<f32> to f64
  return %0, %1, %2, %3, %4, %5, %6, %7 : complex<f32>, complex<f64>, complex<i32>, complex<f32>, complex<f32>, i64, complex<f32>, f64
}

// CANON-LABEL: func.func @folds(
// CANON-NEXT: %cst = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
// CANON-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CANON-NEXT: %cst_1 = arith.constant 2.000000e+00 : f32
// CANON-NEXT: %0 = complex.mul %arg0, %cst : complex<f32>
// CANON-NEXT: return %cst_0, %cst_1, %arg0, %arg0, %arg0, %arg0, %0
func.func @folds(%a: complex<f32>) -> (f32, f32, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %c = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %zero = complex.constant [0.0 : f32, -0.0 : f32] : complex<f32>
  %one = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %re = complex.re %c : complex<f32>
  %im = complex.im %c : complex<f32>
  %0 = complex.add %a, %zero : complex<f32>
  %1 = complex.sub %a, %zero : complex<f32>
  %2 = complex.mul %a, %one : complex<f32>
  %3 = complex.div %a, %one : complex<f32>
  %4 = complex.mul %a, %c : complex<f32>
  return %re, %im, %0, %1, %2, %3, %4 : f32, f32, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>
}

// CANON-LABEL: func.func @bitcasts(
// CANON-NEXT: %0 = complex.bitcast %arg1 : i64 to complex<f32>
// CANON-NEXT: %1 = arith.bitcast %arg1 : i64 to f64
// CANON-NEXT: %2 = complex.bitcast %arg0 : complex<f32> to f64
// CANON-NEXT: return %arg0, %0, %1, %2
func.func @bitcasts(%a: complex<f32>, %i: i64) -> (complex<f32>, complex<f32>, f64, f64) {
  %0 = complex.bitcast %a : complex<f32> to complex<f32>
  %f = arith.bitcast %i : i64 to f64
  %1 = complex.bitcast %f : f64 to complex<f32>
  %c = complex.bitcast %i : i64 to complex<f32>
  %2 = complex.bitcast %c : complex<f32> to f64
  %x = complex.bitcast %a : complex<f32> to i64
  %3 = arith.bitcast %x : i64 to f64
  return %0, %1, %2, %3 : complex<f32>, complex<f32>, f64, f64
}

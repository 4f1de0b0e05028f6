// The complex ops C99 `complex` code brings (abs, angle, the elementary
// functions, pow, atan2, eq, neq): custom and generic forms (fastmath on
// all but eq/neq) and the folds of mlir-opt 22 that need no complex
// constant: neg(neg(a)), conj(conj(a)), log(exp(a)), exp(log(a)) and
// add(b, sub(a, b)) are a; re/im of neg(create(a, b)) are negf a / b
// (FoldComponentNeg). (Found by tests/frontends/pg-complex-dft.mlir, whose
// complex.abs was an unknown op.)
// RUN: affine-opt %s -split-input-file | FileCheck %s
// RUN: %mlir_opt %s -split-input-file | FileCheck %s
// RUN: affine-opt %s -split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s -split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s -split-input-file -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: %mlir_opt %s -split-input-file -canonicalize | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @functions(
// CHECK-NEXT: %0 = complex.abs %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.angle %arg0 fastmath<nnan> : complex<f32>
// CHECK-NEXT: %2 = complex.conj %arg0 : complex<f32>
// CHECK-NEXT: %3 = complex.exp %2 fastmath<fast> : complex<f32>
// CHECK-NEXT: %4 = complex.log %3 : complex<f32>
// CHECK-NEXT: %5 = complex.sqrt %4 : complex<f32>
// CHECK-NEXT: %6 = complex.sin %5 : complex<f32>
// CHECK-NEXT: %7 = complex.cos %6 : complex<f32>
// CHECK-NEXT: %8 = complex.tan %7 : complex<f32>
// CHECK-NEXT: %9 = complex.tanh %8 : complex<f32>
// CHECK-NEXT: %10 = complex.rsqrt %9 : complex<f32>
// CHECK-NEXT: %11 = complex.sign %10 : complex<f32>
// CHECK-NEXT: %12 = complex.expm1 %11 : complex<f32>
// CHECK-NEXT: %13 = complex.log1p %12 {tag} : complex<f32>
// CHECK-NEXT: %14 = complex.pow %13, %arg1 : complex<f32>
// CHECK-NEXT: %15 = complex.atan2 %14, %arg1 fastmath<contract> : complex<f32>
// CHECK-NEXT: %16 = complex.eq %15, %arg1 : complex<f32>
// CHECK-NEXT: %17 = complex.neq %15, %arg1 {tag} : complex<f32>
// CHECK-NEXT: return %0, %1, %15, %16, %17 : f32, f32, complex<f32>, i1, i1

// GENERIC-LABEL: "func.func"() <{function_type = (complex<f32>, complex<f32>) -> (f32, f32, complex<f32>, i1, i1), sym_name = "functions"}>
// GENERIC: "complex.abs"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
// GENERIC-NEXT: "complex.angle"(%arg0) <{fastmath = #arith.fastmath<nnan>}> : (complex<f32>) -> f32
// GENERIC-NEXT: "complex.conj"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT: "complex.exp"(%2) <{fastmath = #arith.fastmath<fast>}> : (complex<f32>) -> complex<f32>
// GENERIC: "complex.log1p"(%12) <{fastmath = #arith.fastmath<none>}> {tag} : (complex<f32>) -> complex<f32>
// GENERIC-NEXT: "complex.pow"(%13, %arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT: "complex.atan2"(%14, %arg1) <{fastmath = #arith.fastmath<contract>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT: "complex.eq"(%15, %arg1) : (complex<f32>, complex<f32>) -> i1
// GENERIC-NEXT: "complex.neq"(%15, %arg1) {tag} : (complex<f32>, complex<f32>) -> i1

// log(exp(x)) folds to x whatever the fastmath flags:
// CANON-LABEL: func.func @functions(
// CANON-NEXT: %0 = complex.abs %arg0 : complex<f32>
// CANON-NEXT: %1 = complex.angle %arg0 fastmath<nnan> : complex<f32>
// CANON-NEXT: %2 = complex.conj %arg0 : complex<f32>
// CANON-NEXT: %3 = complex.sqrt %2 : complex<f32>
func.func @functions(%c: complex<f32>, %d: complex<f32>) -> (f32, f32, complex<f32>, i1, i1) {
  %0 = complex.abs %c : complex<f32>
  %1 = complex.angle %c fastmath<nnan> : complex<f32>
  %2 = complex.conj %c : complex<f32>
  %3 = complex.exp %2 fastmath<fast> : complex<f32>
  %4 = complex.log %3 : complex<f32>
  %5 = complex.sqrt %4 : complex<f32>
  %6 = complex.sin %5 : complex<f32>
  %7 = complex.cos %6 : complex<f32>
  %8 = complex.tan %7 : complex<f32>
  %9 = complex.tanh %8 : complex<f32>
  %10 = complex.rsqrt %9 : complex<f32>
  %11 = complex.sign %10 : complex<f32>
  %12 = complex.expm1 %11 : complex<f32>
  %13 = complex.log1p %12 {tag} : complex<f32>
  %14 = complex.pow %13, %d : complex<f32>
  %15 = complex.atan2 %14, %d fastmath<contract> : complex<f32>
  %16 = complex.eq %15, %d : complex<f32>
  %17 = complex.neq %15, %d {tag} : complex<f32>
  return %0, %1, %15, %16, %17 : f32, f32, complex<f32>, i1, i1
}

// -----

// CANON-LABEL: func.func @folds(
// CANON-NEXT: return %arg0, %arg0, %arg0, %arg0, %arg0 : complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>
func.func @folds(%a: complex<f64>, %b: complex<f64>) -> (complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>) {
  %0 = complex.neg %a : complex<f64>
  %1 = complex.neg %0 : complex<f64>
  %2 = complex.conj %a : complex<f64>
  %3 = complex.conj %2 fastmath<fast> : complex<f64>
  %4 = complex.exp %a : complex<f64>
  %5 = complex.log %4 : complex<f64>
  %6 = complex.log %a : complex<f64>
  %7 = complex.exp %6 : complex<f64>
  %8 = complex.sub %a, %b : complex<f64>
  %9 = complex.add %b, %8 : complex<f64>
  return %1, %3, %5, %7, %9 : complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>
}

// -----

// FoldComponentNeg: a part of the negation of a create is the negation of
// that part (an arith.negf without the op's fastmath flags).
// CANON-LABEL: func.func @component_neg(
// CANON-NEXT: %0 = complex.create %arg0, %arg1 : complex<f32>
// CANON-NEXT: %1 = complex.neg %0 : complex<f32>
// CANON-NEXT: %2 = arith.negf %arg0 : f32
// CANON-NEXT: %3 = arith.negf %arg1 : f32
// CANON-NEXT: %4 = complex.abs %1 : complex<f32>
// CANON-NEXT: return %2, %3, %4 : f32, f32, f32
func.func @component_neg(%a: f32, %b: f32) -> (f32, f32, f32) {
  %c = complex.create %a, %b : complex<f32>
  %n = complex.neg %c : complex<f32>
  %r = complex.re %n fastmath<fast> : complex<f32>
  %i = complex.im %n : complex<f32>
  %m = complex.abs %n : complex<f32>
  return %r, %i, %m : f32, f32, f32
}

// Verifier messages of the complex ops C99 code brings, as mlir-opt 22's.
// RUN: affine-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics

func.func @abs_result(%c: complex<f32>) {
  // expected-error @+1 {{'complex.abs' op failed to verify that complex element type matches result type}}
  %0 = "complex.abs"(%c) : (complex<f32>) -> f64
  return
}

// -----

func.func @neg_not_complex(%a: f32) {
  // expected-error @+1 {{'complex.neg' op operand #0 must be complex type with floating-point elements, but got 'f32'}}
  %0 = "complex.neg"(%a) : (f32) -> f32
  return
}

// -----

func.func @exp_result_type(%c: complex<f32>) {
  // expected-error @+1 {{'complex.exp' op requires the same type for all operands and results}}
  %0 = "complex.exp"(%c) : (complex<f32>) -> complex<f64>
  return
}

// -----

func.func @eq_result(%c: complex<f32>) {
  // expected-error @+1 {{'complex.eq' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "complex.eq"(%c, %c) : (complex<f32>, complex<f32>) -> i32
  return
}

// -----

func.func @neq_operands(%c: complex<f32>, %d: complex<f64>) {
  // expected-error @+1 {{'complex.neq' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "complex.neq"(%c, %d) : (complex<f32>, complex<f64>) -> i1
  return
}

// -----

func.func @eq_fastmath(%c: complex<f32>) {
  // expected-error @+1 {{expected ':'}}
  %0 = complex.eq %c, %c fastmath<fast> : complex<f32>
  return
}

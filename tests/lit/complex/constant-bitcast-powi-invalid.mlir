// Verifier messages of complex.constant, complex.bitcast and complex.powi,
// as mlir-opt 22's.
// RUN: affine-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics

func.func @a() {
  // expected-error @+1 {{'complex.constant' op requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{'complex.constant' op requires attribute's element types ('f32', 'f64') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1.0 : f32, 2.0 : f64] : complex<f32>
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{'complex.constant' op requires attribute's elements to be float or integer attributes}}
  %0 = complex.constant ["a", 2.0 : f32] : complex<f32>
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{custom op 'complex.constant' invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.constant [1.0 : f32, 2.0 : f32] : f32
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{'complex.constant' op attribute 'value' failed to satisfy constraint: array attribute}}
  %0 = "complex.constant"() {value = 3} : () -> complex<f32>
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{'complex.constant' op requires attribute's element types ('i32', 'i32') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1 : i32, 2 : i32] : complex<f32>
  return
}

// -----

func.func @a(%a: complex<f32>) {
  // expected-error @+1 {{'complex.bitcast' op casting bitwidths do not match}}
  %0 = complex.bitcast %a : complex<f32> to i32
  return
}

// -----

func.func @a(%a: i64) {
  // expected-error @+1 {{'complex.bitcast' op requires that either input or output has a complex type}}
  %0 = complex.bitcast %a : i64 to f64
  return
}

// -----

func.func @a(%a: vector<2xf32>) {
  // expected-error @+1 {{'complex.bitcast' op operand must be int/float/complex}}
  %0 = complex.bitcast %a : vector<2xf32> to complex<f32>
  return
}

// -----

func.func @a(%a: complex<f32>) {
  // expected-error @+1 {{'complex.bitcast' op result must be int/float/complex}}
  %0 = complex.bitcast %a : complex<f32> to index
  return
}

// -----

func.func @a(%a: complex<f32>, %n: f32) {
  // expected-error @+1 {{'complex.powi' op operand #1 must be signless integer, but got 'f32'}}
  %0 = "complex.powi"(%a, %n) : (complex<f32>, f32) -> complex<f32>
  return
}

// -----

func.func @a(%a: complex<f32>, %n: i32) {
  // expected-error @+1 {{'complex.powi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "complex.powi"(%a, %n) : (complex<f32>, i32) -> complex<f64>
  return
}

// -----

func.func @a(%a: complex<i32>, %n: i32) {
  // expected-error @+1 {{'complex.powi' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = "complex.powi"(%a, %n) : (complex<i32>, i32) -> complex<i32>
  return
}

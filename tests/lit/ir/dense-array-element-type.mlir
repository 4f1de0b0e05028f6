// The element type of `array<T: ...>` must be an integer or float type of
// width 1 or a multiple of 8 (MLIR 22's DenseArrayAttr parser), reported at
// the type. `array<index: ...>` makes mlir-opt 22 crash (it asks `index`
// for a bit width); we accept it.
// RUN: affine-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: mlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: not affine-opt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=RENDER

// RENDER: dense-array-element-type.mlir:[[# @LINE + 2]]:24: error: element type bitwidth must be a multiple of 8
// expected-error @+1 {{element type bitwidth must be a multiple of 8}}
"test.op"() {a = array<i129: 1, 2>} : () -> ()

// -----

// expected-error @+1 {{element type bitwidth must be a multiple of 8}}
"test.op"() {a = array<si12: 1>} : () -> ()

// -----

// expected-error @+1 {{element type bitwidth must be a multiple of 8}}
"test.op"() {a = array<i7>} : () -> ()

// -----

// expected-error @+1 {{element type bitwidth must be a multiple of 8}}
"test.op"() {a = array<f4E2M1FN: 1.0>} : () -> ()

// -----

// expected-error @+1 {{element type bitwidth must be a multiple of 8}}
"test.op"() {a = array<tf32: 1.0>} : () -> ()

// -----

// expected-error @+1 {{expected integer or float type, got: 'vector<2xi8>'}}
"test.op"() {a = array<vector<2xi8>>} : () -> ()

// -----

// Widths 1 and multiples of 8 are fine, wide ones included.
"test.op"() {a = array<i1: true>, b = array<i136: 1, -1>, c = array<f80: 1.0>, d = array<i24>} : () -> ()

// -----

// After the element type only `>` (an empty array) or `:` may follow.
// expected-error @+1 {{expected ':' after dense array type}}
"test.op"() {a = array<i32 x>} : () -> ()

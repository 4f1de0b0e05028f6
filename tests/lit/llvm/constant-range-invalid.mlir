// RUN: affine-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// #llvm.constant_range's syntax errors as mlir-opt 22 words them.

// expected-error @+1 {{invalid kind of type specified: expected builtin.integer, but found 'f32'}}
"t.x"() {a = #llvm.constant_range<f32, 0, 12>} : () -> ()

// -----

// expected-error @+1 {{invalid kind of type specified: expected builtin.integer, but found 'index'}}
"t.x"() {a = #llvm.constant_range<index, 0, 12>} : () -> ()

// -----

// expected-error @+1 {{expected ','}}
"t.x"() {a = #llvm.constant_range<i32 0, 12>} : () -> ()

// -----

// expected-error @+1 {{expected integer value}}
"t.x"() {a = #llvm.constant_range<i32, 0.5, 12>} : () -> ()

// -----

// expected-error @+1 {{expected integer value}}
"t.x"() {a = #llvm.constant_range<i32, -, 12>} : () -> ()

// -----

// expected-error @+1 {{expected '>'}}
"t.x"() {a = #llvm.constant_range<i32, 0, 12 13>} : () -> ()

// -----

// expected-error @+1 {{expected '<'}}
"t.x"() {a = #llvm.constant_range} : () -> ()

// -----

// expected-error @+1 {{expected non-function type}}
"t.x"() {a = #llvm.constant_range<>} : () -> ()

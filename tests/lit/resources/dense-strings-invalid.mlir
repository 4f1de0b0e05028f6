// Strings in `dense<...>` where mlir-opt 22 rejects them, and its errors.
// RUN: affine-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// expected-error@+1 {{integer constant out of range for type}}
"foo.op"() {a = dense<["a", "b"]> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected floating point literal}}
"foo.op"() {a = dense<["a", "b"]> : tensor<2xf32>} : () -> ()

// -----

// expected-error@+1 {{expected string containing hex digits starting with `0x`}}
"foo.op"() {a = dense<"ab"> : tensor<2xi8>} : () -> ()

// -----

// expected-error@+1 {{expected string token, got 1}}
"foo.op"() {a = dense<["a", 1]> : tensor<2x!tf.string>} : () -> ()

// -----

// expected-error@+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
"foo.op"() {a = dense<["a", "b"]> : tensor<3x!tf.string>} : () -> ()

// -----

// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<3xi8>'}}
"foo.op"() {a = dense<"0x0102"> : tensor<3xi8>} : () -> ()

// The errors of `sparse<...>` attributes, as mlir-opt 22 reports them.
// RUN: affine-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// expected-error@+1 {{expected shape ([3, 4]); inferred shape of indices literal ([2, 2]); inferred shape of values literal ([1])}}
"foo.op"() {a = sparse<[[0, 0], [1, 2]], [1]> : tensor<3x4xi32>} : () -> ()

// -----

// expected-error@+1 {{sparse index #1 is not contained within the value shape, with index=[5, 2], and type='tensor<3x4xi32>'}}
"foo.op"() {a = sparse<[[0, 0], [5, 2]], [1, 2]> : tensor<3x4xi32>} : () -> ()

// -----

// expected-error@+1 {{sparse index #0 is not contained within the value shape, with index=[0, 18446744073709551615], and type='tensor<3x4xi32>'}}
"foo.op"() {a = sparse<[[0, -1]], [1]> : tensor<3x4xi32>} : () -> ()

// -----

// expected-error@+1 {{expected shape ([3, 4]); inferred shape of indices literal ([1, 3]); inferred shape of values literal ([1])}}
"foo.op"() {a = sparse<[[0, 0, 1]], [1]> : tensor<3x4xi32>} : () -> ()

// -----

// expected-error@+1 {{elements literal must be a shaped type}}
"foo.op"() {a = sparse<[[0, 0]], [1]> : i32} : () -> ()

// -----

// expected-error@+1 {{elements literal type must have static shape}}
"foo.op"() {a = sparse<[[0, 0]], [1]> : tensor<?x4xi32>} : () -> ()

// -----

// expected-error@+1 {{expected integer elements, but parsed floating-point}}
"foo.op"() {a = sparse<[1], [1.5]> : tensor<3xi32>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for type}}
"foo.op"() {a = sparse<"0x01", [1]> : tensor<3xi32>} : () -> ()

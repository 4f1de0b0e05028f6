// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: not affine-opt %s --split-input-file 2>&1 | FileCheck %s
// Every expectation form mlir-opt supports, checked against real errors.

func.func @undefined_value() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  %0 = arith.addi %x, %x : i32
  return
}

// -----

func.func @below(%a: i32) -> i32 {
  // expected-error@below {{use of undeclared SSA value name}}
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}

// -----

func.func @same_line(%a: i32) {
  %0 = arith.addi %a, %q : i32 // expected-error-re {{use of undeclared SSA {{[a-z]+}} name}}
  return
}

// CHECK: verify-diagnostics.mlir:7:{{[0-9]+}}: error: use of undeclared SSA value name
// CHECK: verify-diagnostics.mlir:15:{{[0-9]+}}: error: use of undeclared SSA value name
// CHECK: verify-diagnostics.mlir:22:{{[0-9]+}}: error: use of undeclared SSA value name

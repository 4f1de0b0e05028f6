// RUN: not affine-opt %s --verify-diagnostics 2>&1 | FileCheck %s
// The verifier reports what was produced but not expected (as it happens),
// then what was expected but never produced.

func.func @f(%a: i32) {
  %0 = arith.addi %a, %nope : i32
  return
}
// expected-error@+1 {{this never happens}}
func.func @g() {
  return
}

// CHECK: verify-diagnostics-failures.mlir:6:23: error: unexpected error: use of undeclared SSA value name
// CHECK-NEXT: {{^}}  %0 = arith.addi %a, %nope : i32
// CHECK-NEXT: {{^ *\^$}}
// CHECK-NEXT: verify-diagnostics-failures.mlir:9:4: error: expected error "this never happens" was not produced
// CHECK-NEXT: {{^}}// expected-error@+1
// CHECK-NEXT: {{^ *\^~~~~~~~~~~~~~~~~~$}}

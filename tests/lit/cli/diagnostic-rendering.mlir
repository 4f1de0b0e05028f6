// RUN: not affine-opt %s 2>&1 | FileCheck %s --strict-whitespace
// RUN: not affine-opt %s --split-input-file 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// Diagnostics are rendered as LLVM does: tabs in the source line expand to
// 8-column stops (in the line and before the caret); an unknown location is <unknown>:0.

// CHECK: diagnostic-rendering.mlir:[[@LINE+4]]:18: error: use of undeclared SSA value name
// CHECK-NEXT: {{^        %0 = arith.addi %x, %x : i32$}}
// CHECK-NEXT: {{^                        \^$}}
func.func @tabs() {
	%0 = arith.addi %x, %x : i32
  return
}

// -----

// UNKNOWN: <unknown>:0: error: 'func.return' op has 1 operands, but enclosing function (@unknown_location) returns 0
func.func @unknown_location() {
  %0 = arith.constant 1 : i32
  "func.return"(%0) : (i32) -> () loc(unknown)
}

// RUN: not affine-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s

// Every op of the function uses a value from outside: the first one in the
// function's order is reported (MLIR's walk of the isolated region), not
// the last.

%outer = "test.producer"() : () -> i32
func.func @f() {
  %a = arith.addi %outer, %outer : i32
  %b = arith.muli %outer, %outer : i32
  return
}

// CHECK: :[[# @LINE - 5]]:8: error: 'arith.addi' op using value defined outside the region
// CHECK: note: required by region isolation constraints
// CHECK-NOT: arith.muli

// -----

// A nested region is checked after the ops of the region around it.

%outer2 = "test.producer"() : () -> i32
func.func @g(%n: index) {
  affine.for %i = 0 to 4 {
    %c = arith.addi %outer2, %outer2 : i32
  }
  %d = arith.muli %outer2, %outer2 : i32
  return
}

// CHECK: :[[# @LINE - 4]]:8: error: 'arith.muli' op using value defined outside the region
// CHECK: note: required by region isolation constraints

// -----

// Dominance is checked with isolation in one walk, but an isolation error
// anywhere in the function wins over a dominance error before it.

%outer3 = "test.producer"() : () -> i32
func.func @h() {
  %x = arith.addi %y, %y : i32
  %y = arith.constant 1 : i32
  %z = arith.addi %outer3, %outer3 : i32
  return
}

// CHECK: :[[# @LINE - 4]]:8: error: 'arith.addi' op using value defined outside the region

// -----

func.func @k() {
  %x = arith.addi %y, %y : i32
  %y = arith.constant 1 : i32
  return
}

// CHECK: :[[# @LINE - 5]]:8: error: operand #0 does not dominate this use
// CHECK: note: operand defined here (op in the same block)

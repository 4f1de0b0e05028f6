// The func ops' count traits (ZeroRegions / OneRegion, ZeroResults /
// OneResult, ZeroSuccessors, operand counts) come first, in ODS order, before
// the parent, required-attribute and signature checks (found by
// mutation-diff seed 1001: a `func.return` with results was accepted).
// RUN: affine-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics

func.func @return_results() -> i32 {
  %0 = arith.constant 1 : i32
  // expected-error @+1 {{'func.return' op requires zero results}}
  %1 = "func.return"(%0, %0) : (i32, i32) -> f32
}

// -----

func.func @return_region() -> i32 {
  %0 = arith.constant 1 : i32
  // expected-error @+1 {{'func.return' op requires zero regions}}
  "func.return"(%0) ({}) : (i32) -> ()
}

// -----

func.func @return_successor() -> i32 {
  %0 = arith.constant 1 : i32
  // expected-error @+1 {{'func.return' op requires 0 successors but found 1}}
  "func.return"(%0)[^bb1] : (i32) -> ()
^bb1:
  "func.return"(%0) : (i32) -> ()
}

// -----

// The count comes before the parent check.
// expected-error @+1 {{'func.return' op requires zero results}}
%0 = "func.return"() : () -> i32

// -----

// expected-error @+1 {{'func.func' op requires zero results}}
%0 = "func.func"() ({}) {sym_name = "f", function_type = () -> ()} : () -> i32

// -----

// expected-error @+1 {{'func.func' op requires one region}}
"func.func"() ({}, {}) {sym_name = "f", function_type = () -> ()} : () -> ()

// -----

// Before the missing `function_type`.
// expected-error @+1 {{'func.func' op requires one region}}
"func.func"() {sym_name = "f"} : () -> ()

// -----

// expected-error @+1 {{'func.constant' op requires zero regions}}
%0 = "func.constant"() ({}) {value = @f} : () -> (() -> ())

// -----

// expected-error @+1 {{'func.constant' op requires one result}}
"func.constant"() {value = @f} : () -> ()

// -----

func.func private @g()
func.func @call_region() {
  // expected-error @+1 {{'func.call' op requires zero regions}}
  "func.call"() ({}) {callee = @g} : () -> ()
  return
}

// -----

func.func @call_indirect_no_callee() {
  // expected-error @+1 {{'func.call_indirect' op expected 1 or more operands, but found 0}}
  "func.call_indirect"() : () -> ()
  return
}

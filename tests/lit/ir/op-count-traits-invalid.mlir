// A successor list on a registered op that is not a terminator is refused
// by the generic parser at its `[` (found by mutation-diff seed 1011), and
// builtin ops check their count traits before anything else.
// RUN: affine-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

func.func @succ(%a: i32) {
  // expected-error @+1 {{successors in non-terminator}}
  %0 = "arith.addi"(%a, %a)[^bb1] : (i32, i32) -> i32
^bb1:
  return
}

// -----

func.func @succ_undefined(%m: memref<4xf32>, %i: index) {
  // The block is never looked up.
  // expected-error @+1 {{successors in non-terminator}}
  %0 = "memref.load"(%m, %i)[^nowhere] : (memref<4xf32>, index) -> f32
  return
}

// -----

// An unregistered op may be a terminator.
func.func @unregistered_succ() {
  "test.unknown_branch"()[^bb1] : () -> ()
^bb1:
  // expected-error @+1 {{'func.return' op requires zero results}}
  %0 = "func.return"() : () -> i1
}

// -----

// expected-error @+1 {{'builtin.module' op requires zero results}}
%0 = "builtin.module"() ({}) : () -> i32

// -----

// expected-error @+1 {{'builtin.module' op requires one region}}
"builtin.module"() ({}, {}) : () -> ()

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'builtin.module' op requires zero operands}}
  "builtin.module"(%a) ({}) : (i32) -> ()
  return
}

// -----

func.func @cast(%a: i1) {
  // expected-error @+1 {{'builtin.unrealized_conversion_cast' op requires zero regions}}
  %0 = "builtin.unrealized_conversion_cast"(%a) ({}) : (i1) -> i32
  return
}

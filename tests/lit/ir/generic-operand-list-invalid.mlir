// RUN: affine-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// A generic op's operand list starts only at a `%` (MLIR's
// parseOptionalSSAUseList): anything else must be the closing paren
// (found by mutation-diff seed 7).

func.func @not_an_operand() {
  %c = "t.op"() : () -> i3
  // expected-error @+1 {{expected ')' to end operand list}}
  %e = "t.op"(iter_args%c) : (i3) -> i5
  return
}

// -----

func.func @after_comma() {
  %c = "t.op"() : () -> i3
  // expected-error @+1 {{expected SSA operand}}
  %e = "t.op"(%c, iter_args) : (i3) -> i5
  return
}

// -----

// A missing nested symbol reference is reported at the token after `::`,
// not right after the `::` (mutation-diff seed 145).
func.func @nested_ref_missing(%a: i32) -> i32 {
  // expected-error@+1 {{expected nested symbol reference identifier}}
  %f = func.constant @nested_ref_missing:: (i32) -> i32
  return %a : i32
}

// -----

// Any attribute may stand between '<' and '>' (here a function type); the
// closing '>' is looked for before the attribute's kind.
func.func @f() {
  // expected-error @+1 {{expected '>' to close properties}}
  "test.op"() < () -> ()
  return
}

// -----

// A registered op fails to take a non-dictionary as its properties once
// the op has been read.
func.func @f(%x: i32) {
  // expected-error @+1 {{invalid properties 1 : i64 for op arith.addi: expected DictionaryAttr to set properties}}
  %0 = "arith.addi"(%x, %x) <1> : (i32, i32) -> i32
  return
}

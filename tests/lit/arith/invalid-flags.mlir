// Bad `overflow<...>`/`fastmath<...>` flags: like mlir-opt 22, the enum's own
// error (at the first flag, or at the token that is not a keyword) is followed
// by the attribute parser's error where parsing stopped.
// RUN: affine-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: not affine-opt %s --split-input-file 2>&1 | FileCheck %s --check-prefix=RENDER

func.func @bad_overflow(%a: i32) {
  // expected-error @+2 {{custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  // expected-error @+1 {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.addi %a, %a overflow<foo> : i32
  return
}
// RENDER: invalid-flags.mlir:[[@LINE-3]]:35: error: custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags
// RENDER-NEXT: overflow<foo>
// RENDER-NEXT: {{^ *\^$}}
// RENDER-NEXT: invalid-flags.mlir:[[@LINE-6]]:38: error: custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr
// RENDER-NEXT: overflow<foo>
// RENDER-NEXT: {{^ *\^$}}

// -----

func.func @bad_second_flag(%a: i32) {
  // expected-error @+2 {{custom op 'arith.subi' expected ::mlir::arith::IntegerOverflowFlags to be one of}}
  // expected-error @+1 {{custom op 'arith.subi' failed to parse Arith_IntegerOverflowAttr parameter 'value'}}
  %0 = arith.subi %a, %a overflow<nsw, nope> : i32
  return
}
// RENDER: invalid-flags.mlir:[[@LINE-3]]:35: error: custom op 'arith.subi' expected
// RENDER: invalid-flags.mlir:[[@LINE-4]]:44: error: custom op 'arith.subi' failed to parse

// -----

func.func @empty_flags(%a: i32) {
  // expected-error @+2 {{custom op 'arith.muli' expected valid keyword or string}}
  // expected-error @+1 {{custom op 'arith.muli' failed to parse Arith_IntegerOverflowAttr parameter 'value'}}
  %0 = arith.muli %a, %a overflow<> : i32
  return
}
// Both errors at the same column, each with its own source line.
// RENDER: invalid-flags.mlir:[[@LINE-4]]:35: error: custom op 'arith.muli' expected valid keyword or string
// RENDER-NEXT: overflow<>
// RENDER-NEXT: {{^ *\^$}}
// RENDER-NEXT: invalid-flags.mlir:[[@LINE-7]]:35: error: custom op 'arith.muli' failed to parse
// RENDER-NEXT: overflow<>
// RENDER-NEXT: {{^ *\^$}}

// -----

func.func @trailing_comma(%a: i32) {
  // expected-error @+2 {{custom op 'arith.addi' expected valid keyword or string}}
  // expected-error @+1 {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value'}}
  %0 = arith.addi %a, %a overflow<nuw, > : i32
  return
}

// -----

func.func @bad_fastmath(%x: f32) {
  // expected-error @+2 {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @+1 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %x, %x fastmath<bar> : f32
  return
}

// -----

func.func @fastmath_string(%x: f32) {
  // A string names a flag too; "x" is not one.
  // expected-error @+2 {{custom op 'arith.mulf' expected ::mlir::arith::FastMathFlags to be one of}}
  // expected-error @+1 {{custom op 'arith.mulf' failed to parse Arith_FastMathAttr parameter 'value'}}
  %0 = arith.mulf %x, %x fastmath<fast, "x"> : f32
  return
}

// -----

func.func @math_fastmath(%x: f32) {
  // expected-error @+2 {{custom op 'math.absf' expected ::mlir::arith::FastMathFlags to be one of}}
  // expected-error @+1 {{custom op 'math.absf' failed to parse Arith_FastMathAttr parameter 'value'}}
  %0 = math.absf %x fastmath<quick> : f32
  return
}

// The parser and verifier of llvm.inline_asm, with mlir-opt 22's
// diagnostics.
// RUN: affine-opt %s -split-input-file --verify-diagnostics
// RUN: %mlir_opt %s -split-input-file --verify-diagnostics

func.func @f() {
  // expected-error @+1 {{'llvm.inline_asm' op requires attribute 'constraints'}}
  %0 = "llvm.inline_asm"() <{asm_string = "bar"}> : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.inline_asm' op result group starting at #0 requires 0 or 1 element, but found 2}}
  %0:2 = "llvm.inline_asm"() <{asm_string = "bar", constraints = ""}> : () -> (i32, i32)
  return
}

// -----

func.func @f(%b: index) {
  // expected-error @+1 {{'llvm.inline_asm' op operand #0 must be variadic of LLVM dialect-compatible type, but got 'index'}}
  %0 = "llvm.inline_asm"(%b) <{asm_string = "bar", constraints = ""}> : (index) -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.inline_asm' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  %0 = "llvm.inline_asm"() <{asm_string = "bar", constraints = ""}> : () -> index
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.inline_asm' op tail call kind 'musttail' is not supported by this operation}}
  %0 = "llvm.inline_asm"() <{asm_string = "bar", constraints = "=r", tail_call_kind = #llvm.tailcallkind<musttail>}> : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{invalid properties {asm_dialect = 2 : i64, asm_string = "bar", constraints = ""} for op llvm.inline_asm: Invalid attribute `asm_dialect` in property conversion: 2 : i64}}
  %0 = "llvm.inline_asm"() <{asm_string = "bar", constraints = "", asm_dialect = 2}> : () -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{custom op 'llvm.inline_asm' expected string or keyword containing one of the following enum values for attribute 'asm_dialect' [att, intel]}}
  %0 = llvm.inline_asm asm_dialect = foo "foo", "=r,r" %a : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{expected ','}}
  %0 = llvm.inline_asm "bar" "" %a : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{custom op 'llvm.inline_asm' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  %0 = llvm.inline_asm "bar", "" %a : i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{custom op 'llvm.inline_asm' number of operands and types do not match: got 1 operands and 0 types}}
  %0 = llvm.inline_asm "bar", "" %a : () -> i32
  return
}

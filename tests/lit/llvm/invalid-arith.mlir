// Bad llvm arithmetic and function signatures are rejected with
// mlir-opt 22's messages (the reference passes the same checks).
// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

llvm.func @f(%a: f32, %b: f32) {
  // expected-error @+1 {{'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.add %a, %b : f32
  llvm.return
}

// -----

llvm.func @f(%a: i32, %b: i32) {
  // expected-error @+1 {{'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.fadd %a, %b : i32
  llvm.return
}

// -----

llvm.func @f(%a: i32, %b: i32) {
  // expected-error @+1 {{custom op 'llvm.add' expected one of [none, nsw, nuw] for LLVM integer overflow flags, got: bad}}
  %0 = llvm.add %a, %b overflow<bad> : i32
  llvm.return
}

// -----

llvm.func @f(%a: i32, %b: i32) {
  // expected-error @+1 {{custom op 'llvm.icmp' 'bad' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.icmp "bad" %a, %b : i32
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32) {
  // expected-error @+1 {{'llvm.icmp' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'f32'}}
  %0 = llvm.icmp "eq" %a, %b : f32
  llvm.return
}

// -----

llvm.func @f(%a: i32, %b: i32) {
  // expected-error @+1 {{'llvm.fcmp' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.fcmp "oeq" %a, %b : i32
  llvm.return
}

// -----

llvm.func @f(%c: i32, %a: i32, %b: i32) {
  // expected-error @+1 {{'llvm.select' op operand #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i32'}}
  %0 = llvm.select %c, %a, %b : i32, i32
  llvm.return
}

// -----

// expected-error @+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @f(%a: index, %b: index)

// -----

// expected-error @+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function results'index'}}
llvm.func @g() -> index

// -----

// expected-error @+1 {{custom op 'llvm.func' failed to construct function type: expected zero or one function result}}
llvm.func @g() -> (i32, i32)

// -----

// Without an SSA callee, llvm.call needs the callee symbol as an attribute.
llvm.func @callee(i32)
func.func @call_without_callee(%x: i32) {
  // expected-error @+1 {{expected attribute value}}
  llvm.call } : (i32) -> ()
  return
}

// -----

llvm.func @callee2(i32)
func.func @call_with_non_symbol_callee(%x: i32) {
  // expected-error @+1 {{custom op 'llvm.call' invalid kind of attribute specified}}
  llvm.call 5 (%x) : (i32) -> ()
  return
}

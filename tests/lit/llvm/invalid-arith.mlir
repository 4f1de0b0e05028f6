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
  // expected-error @+1 {{custom op 'llvm.add' expected keyword for LLVM integer overflow flags}}
  %0 = llvm.add %a, %b overflow<#nsw> : i32
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

// -----

// The casts' operand and result constraints (LLVM_ScalarOrVectorOf<...>).
// The llvm dialect accepts ops it does not define (MLIR's
// allowUnknownOperations), even without --allow-unregistered-dialect.
func.func @cast_ok(%a: i32, %p: !llvm.ptr, %v: vector<2xi32>) {
  "llvm.not_an_op"() : () -> ()
  %0 = llvm.zext nneg %a : i32 to i64
  %1 = llvm.trunc %a overflow<nsw, nuw> : i32 to i16
  %2 = llvm.uitofp nneg %a : i32 to f32
  %3 = llvm.sext %v : vector<2xi32> to vector<2xi64>
  %4 = llvm.trunc %a : i32 to i64
  %5 = llvm.ptrtoint %p : !llvm.ptr to i64
  return
}
func.func @ptrtoint_of_int(%a: i32) {
  // expected-error @+1 {{'llvm.ptrtoint' op operand #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'i32'}}
  %0 = llvm.ptrtoint %a : i32 to i64
  return
}

// -----

func.func @inttoptr_to_int(%a: i32) {
  // expected-error @+1 {{'llvm.inttoptr' op result #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'i64'}}
  %0 = llvm.inttoptr %a : i32 to i64
  return
}

// -----

func.func @sext_to_float(%a: i32) {
  // expected-error @+1 {{'llvm.sext' op result #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f64'}}
  %0 = llvm.sext %a : i32 to f64
  return
}

// -----

func.func @fpext_to_tf32(%f: f32) {
  // expected-error @+1 {{'llvm.fpext' op result #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'tf32'}}
  %0 = llvm.fpext %f : f32 to tf32
  return
}

// -----

func.func @fptoui_of_int(%a: i32) {
  // expected-error @+1 {{'llvm.fptoui' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.fptoui %a : i32 to i32
  return
}

// -----

// A 2-D vector is not an LLVM dialect-compatible vector.
func.func @sext_of_2d_vector(%w: vector<2x2xi32>) {
  // expected-error @+1 {{'llvm.sext' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'vector<2x2xi32>'}}
  %0 = llvm.sext %w : vector<2x2xi32> to vector<2x2xi64>
  return
}

// -----

// zext and sext must widen, keeping the vector shape (scalable dims too);
// these errors carry no op-name prefix.
func.func @zext_narrows(%a: i32) {
  // expected-error @+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.zext %a : i32 to i32
  return
}

// -----

func.func @zext_int_to_vector(%a: i32) {
  // expected-error @+1 {{input type is an integer but output type is a vector}}
  %0 = llvm.zext %a : i32 to vector<2xi64>
  return
}

// -----

func.func @zext_vector_to_int(%v: vector<2xi32>) {
  // expected-error @+1 {{input type is a vector but output type is an integer}}
  %0 = llvm.zext %v : vector<2xi32> to i64
  return
}

// -----

func.func @sext_scalable_mismatch(%v: vector<2xi32>) {
  // expected-error @+1 {{input and output vectors are of incompatible shape}}
  %0 = llvm.sext %v : vector<2xi32> to vector<[2]xi64>
  return
}

// -----

// Float binary ops take exactly two operands, llvm.fneg one.
func.func @fadd_one_operand(%x: f32) {
  // expected-error @+1 {{expected ','}}
  %0 = llvm.fadd %x : f32
  return
}

// -----

func.func @fneg_two_operands(%x: f32) {
  // expected-error @+1 {{expected ':'}}
  %0 = llvm.fneg %x, %x : f32
  return
}

// -----

func.func @select_two_operands(%c: i1, %a: i32) {
  // expected-error @+1 {{custom op 'llvm.select' number of operands and types do not match: got 2 operands and 3 types}}
  %0 = llvm.select %c, %a : i1, i32
  return
}

// -----

// The predicate is read as a string attribute: another kind of attribute is
// rejected as such (mutation-diff seed 12).
llvm.func @f(%a: f32) {
  // expected-error @+1 {{custom op 'llvm.fcmp' invalid kind of attribute specified}}
  %0 = llvm.fcmp 0 %a, %a : f32
  llvm.return
}

// -----

llvm.func @f(%i: i32) {
  // expected-error @+1 {{custom op 'llvm.icmp' invalid kind of attribute specified}}
  %0 = llvm.icmp #llvm.fastmath<fast> %i, %i : i32
  llvm.return
}

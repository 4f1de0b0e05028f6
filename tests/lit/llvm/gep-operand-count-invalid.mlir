// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

// llvm.getelementptr resolves its operands last (ODS): a base and index
// count that differs from the function type's inputs is reported at the op
// name with the custom-op prefix, and only after the `, $elem_type` part
// parsed (found by mutation-diff seed 1). Verify-diagnostics form keeps the
// mutation corpus as it is.

llvm.func @too_many_indices(%p: !llvm.ptr, %n: i64) {
  // expected-error @+1 {{custom op 'llvm.getelementptr' number of operands and types do not match: got 3 operands and 2 types}}
  %b = llvm.getelementptr inbounds %p[1, %n, %n] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x array<4 x i8>>
  llvm.return
}

// -----

llvm.func @too_many_types(%p: !llvm.ptr, %n: i64) {
  // expected-error @+1 {{custom op 'llvm.getelementptr' number of operands and types do not match: got 2 operands and 3 types}}
  %b = llvm.getelementptr %p[1, %n] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x array<4 x i8>>
  llvm.return
}

// -----

llvm.func @missing_elem_type_first(%p: !llvm.ptr, %n: i64) {
  // expected-error @+1 {{expected ','}}
  %b = llvm.getelementptr %p[1, %n, %n] : (!llvm.ptr, i64) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @elem_type_before_operand_types(%p: !llvm.ptr, %n: i64) {
  // expected-error @+1 {{integer literal not valid for specified type}}
  %b = llvm.getelementptr %p[1, %n] : (!llvm.ptr, i32) -> !llvm.ptr, 5
  llvm.return
}

// -----

// llvm.getelementptr's verifier (ODS invariants, then GEPOp::verify). The
// generic forms spell out noWrapFlags' default, which our generic parser does
// not yet add when it is missing (only the 'see current operation' note
// would differ).
llvm.func @gep_no_operands() {
  // expected-error @+1 {{'llvm.getelementptr' op expected 1 or more operands, but found 0}}
  %0 = "llvm.getelementptr"() <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32>}> : () -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @gep_flags_bits(%p: i32) {
  // expected-error @+1 {{'llvm.getelementptr' op property 'noWrapFlags' failed to satisfy constraint: ::mlir::LLVM::GEPNoWrapFlags}}
  %0 = "llvm.getelementptr"(%p) <{noWrapFlags = 8 : i32}> : (i32) -> i32
  llvm.return
}

// -----

llvm.func @gep_no_elem_type(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op requires attribute 'elem_type'}}
  %0 = "llvm.getelementptr"(%p) <{noWrapFlags = 0 : i32}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @gep_no_raw_indices(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op requires attribute 'rawConstantIndices'}}
  %0 = "llvm.getelementptr"(%p) <{elem_type = i8, noWrapFlags = 0 : i32}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @gep_int_base(%p: i32) {
  // expected-error @+1 {{'llvm.getelementptr' op operand #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'i32'}}
  %0 = llvm.getelementptr %p[0] : (i32) -> !llvm.ptr, f32
  llvm.return
}

// -----

llvm.func @gep_float_index(%p: !llvm.ptr, %i: f32) {
  // expected-error @+1 {{'llvm.getelementptr' op operand #1 must be variadic of signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.getelementptr %p[%i] : (!llvm.ptr, f32) -> !llvm.ptr, f32
  llvm.return
}

// -----

llvm.func @gep_int_result(%p: vector<2x!llvm.ptr>, %i: vector<2xi32>) {
  // expected-error @+1 {{'llvm.getelementptr' op result #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'vector<2xi32>'}}
  %0 = llvm.getelementptr %p[%i, 1] : (vector<2x!llvm.ptr>, vector<2xi32>) -> vector<2xi32>, vector<4xi8>
  llvm.return
}

// -----

llvm.func @gep_dynamic_count(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'}}
  %0 = "llvm.getelementptr"(%p, %i) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr, i32) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @gep_bare_inbounds_flag(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op 'inbounds_flag' cannot be used directly.}}
  %0 = llvm.getelementptr inbounds_flag %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @gep_struct_dynamic(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @gep_struct_bounds(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op index 1 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[0, -1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

// Arrays and vectors step to their element; a scalar cannot be indexed.
llvm.func @gep_scalar_indexed(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op type 'f32' cannot be indexed (index #4)}}
  %0 = llvm.getelementptr %p[0, 1, 0, 3, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x vector<2xf32>>)>
  llvm.return
}

// -----

llvm.func @gep_empty_indices(%p: !llvm.ptr) {
  // expected-error @+1 {{expected SSA operand}}
  %0 = llvm.getelementptr %p[] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// -----

// A constant index is read as an integer: `-` must be followed by one.
llvm.func @gep_minus_operand(%p: !llvm.ptr, %i: i64) -> !llvm.ptr {
  // expected-error @+1 {{expected integer value}}
  %0 = llvm.getelementptr %p[-%i] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.return %0 : !llvm.ptr
}

// -----

// `true` is a constant index (-1 once sign-extended from one bit): the
// op then has no dynamic index for its second operand.
llvm.func @gep_true_index(%p: !llvm.ptr, %i: i64) -> !llvm.ptr {
  // expected-error @+1 {{custom op 'llvm.getelementptr' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = llvm.getelementptr %p[true] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.return %0 : !llvm.ptr
}

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

// MLIR's atomic access rules on llvm.load and llvm.store (supported
// types, orderings, a required alignment, no syncscope without atomic),
// with mlir-opt 22's diagnostics.
// RUN: affine-opt %s -split-input-file --verify-diagnostics
// RUN: %mlir_opt %s -split-input-file --verify-diagnostics

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op expected alignment for atomic access}}
  %0 = llvm.load %p atomic monotonic : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op unsupported ordering 'release'}}
  %0 = llvm.load %p atomic release {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op unsupported type 'i33' for atomic access}}
  %0 = llvm.load %p atomic acq_rel : !llvm.ptr -> i33
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op unsupported type 'f80' for atomic access}}
  %0 = llvm.load %p atomic monotonic {alignment = 16 : i64} : !llvm.ptr -> f80
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op unsupported type 'vector<2xf32>' for atomic access}}
  %0 = llvm.load %p atomic monotonic {alignment = 8 : i64} : !llvm.ptr -> vector<2xf32>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op expected syncscope to be null for non-atomic access}}
  %0 = llvm.load %p {syncscope = "agent"} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op expected op to return a single LLVM pointer type}}
  %0 = llvm.load %p dereferenceable<bytes = 4> : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{custom op 'llvm.load' expected string or keyword containing one of the following enum values for attribute 'ordering' [not_atomic, unordered, monotonic, acquire, release, acq_rel, seq_cst]}}
  %0 = llvm.load %p atomic relaxed {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // expected-error @+1 {{'llvm.store' op unsupported ordering 'acquire'}}
  llvm.store %v, %p atomic acquire {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i1) {
  // expected-error @+1 {{'llvm.store' op unsupported type 'i1' for atomic access}}
  llvm.store %v, %p atomic release {alignment = 1 : i64} : i1, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // expected-error @+1 {{'llvm.store' op expected alignment for atomic access}}
  llvm.store %v, %p atomic syncscope("one-as") seq_cst : i32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // expected-error @+1 {{expected ':'}}
  llvm.store %v, %p invariant : i32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @quoted_ordering(%p: !llvm.ptr) {
  // expected-error @+1 {{custom op 'llvm.load' invalid ordering attribute specification: "unotordered"}}
  %0 = llvm.load %p atomic "unotordered" {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.return
}

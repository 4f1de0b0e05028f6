// The checks of llvm.mlir.global_ctors / global_dtors, with mlir-opt 22's
// diagnostics.
// RUN: affine-opt %s -split-input-file --verify-diagnostics
// RUN: %mlir_opt %s -split-input-file --verify-diagnostics

llvm.func @init() {
  llvm.return
}
// expected-error @+1 {{ctors, priorities, and data must have the same number of elements}}
llvm.mlir.global_ctors ctors = [@init], priorities = [], data = [#llvm.zero]

// -----

llvm.func @fini() {
  llvm.return
}
// expected-error @+1 {{dtors, priorities, and data must have the same number of elements}}
llvm.mlir.global_dtors dtors = [@fini], priorities = [0 : i32], data = [#llvm.zero, #llvm.zero]

// -----

llvm.func @init() {
  llvm.return
}
// expected-error @+1 {{data element must be symbol or #llvm.zero}}
llvm.mlir.global_ctors ctors = [@init], priorities = [0 : i32], data = [0 : i32, 1]

// -----

llvm.mlir.global internal @state(0 : i32) : i32
// expected-error @+1 {{'llvm.mlir.global_ctors' op 'state' does not reference a valid LLVM function}}
llvm.mlir.global_ctors ctors = [@state], priorities = [0 : i32], data = [#llvm.zero]

// -----

llvm.func @init() {
  llvm.return
}
// expected-error @+1 {{'llvm.mlir.global_ctors' op attribute 'priorities' failed to satisfy constraint: 32-bit integer array attribute}}
llvm.mlir.global_ctors ctors = [@init], priorities = [0 : i64], data = [#llvm.zero]

// -----

llvm.func @init() {
  llvm.return
}
// expected-error @+1 {{'llvm.mlir.global_ctors' op attribute 'ctors' failed to satisfy constraint: flat symbol ref array attribute}}
llvm.mlir.global_ctors ctors = [@init::@x], priorities = [0 : i32], data = [#llvm.zero]

// -----

// expected-error @+1 {{custom op 'llvm.mlir.global_ctors' expected 'ctors'}}
llvm.mlir.global_ctors priorities = [0 : i32], ctors = [@init], data = [#llvm.zero]

// -----

// expected-error @+2 {{'llvm.mlir.global' op expects regions to end with 'llvm.return', found 'llvm.resume'}}
// expected-note @+1 {{in custom textual format, the absence of terminator implies 'llvm.return'}}
llvm.mlir.global internal @g() : i32 {
  %0 = llvm.mlir.constant(7 : i32) : i32
  llvm.resume %0 : i32
}


// -----

llvm.func @init()
// expected-error @+1 {{'llvm.mlir.global_ctors' op 'init' does not have a definition}}
llvm.mlir.global_ctors ctors = [@init], priorities = [0 : i32], data = [#llvm.zero]

// -----

llvm.func @fini()
// expected-error @+1 {{'llvm.mlir.global_dtors' op 'fini' does not have a definition}}
llvm.mlir.global_dtors dtors = [@fini], priorities = [0 : i32], data = [#llvm.zero]

// llvm.call's symbol checks (MLIR's CallOp::verifySymbolUses) with
// mlir-opt 22's diagnostics.
// RUN: not affine-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: error: 'llvm.call' op 'nope' does not reference a symbol in the current scope
llvm.func @v(i32)
llvm.func @p(!llvm.ptr, ...) -> i32
func.func @m(%x: i32, %f: f32, %q: !llvm.ptr) {
  llvm.call @nope(%x) : (i32) -> ()
  return
}
// -----

// CHECK: error: 'llvm.call' op 'v' does not reference a valid LLVM function or IFunc
func.func @v() { return }
func.func @m(%x: i32) {
  llvm.call @v(%x) : (i32) -> ()
  return
}
// -----

// CHECK: error: 'llvm.call' op operand type mismatch for operand 0: 'f32' != 'i32'
llvm.func @v(i32)
func.func @m(%f: f32) {
  llvm.call @v(%f) : (f32) -> ()
  return
}
// -----

// CHECK: error: 'llvm.call' op calling function with void result must not produce values
llvm.func @v(i32)
func.func @m(%x: i32) {
  %0 = llvm.call @v(%x) : (i32) -> i32
  return
}
// -----

// CHECK: error: 'llvm.call' op missing var_callee_type attribute for vararg call
llvm.func @p(!llvm.ptr, ...) -> i32
func.func @m(%q: !llvm.ptr) {
  %0 = llvm.call @p(%q) : (!llvm.ptr) -> i32
  return
}
// -----

// CHECK: error: 'llvm.call' op incorrect number of operands (2) for callee (expecting: 1)
llvm.func @v(i32) -> i32
func.func @m(%x: i32) {
  %0 = llvm.call @v(%x, %x) : (i32, i32) -> i32
  return
}

// Diagnostics scripts/mutation-diff.py (session 24) found differing, now as
// mlir-opt 22 words and places them: a failed negation in an affine
// expression adds "missing operand of negation" after the operand's error,
// lexer errors inside an affine map are the lexer's own (an unterminated
// string, a lone `.`), an unknown character is reported at itself, an
// unregistered dialect name must be a valid namespace, llvm.return checks
// its operand against the enclosing llvm.func, unrealized_conversion_cast
// reports `to` and its operand count as the generated parser does, and
// linalg.generic checks its attributes after `ins`/`outs`.
// RUN: not affine-opt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s

// CHECK: [[@LINE+2]]:29: error: use of undeclared identifier
// CHECK: [[@LINE+1]]:29: error: missing operand of negation
#map = affine_map<(d0) -> (-d(0))>
// -----
func.func @neg_ssa(%a: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    // CHECK: [[@LINE+3]]:33: error: missing right operand of binary operator
    // CHECK: [[@LINE+2]]:33: error: missing operand of negation
    // CHECK: [[@LINE+1]]:33: error: missing operand of negation
    %x = affine.load %a[%i + - -] : memref<4xf32>
  }
  return
}
// -----
// CHECK: [[@LINE+1]]:33: error: expected '"' in string literal
#map = affine_map<(d0) -> (-"x)>
// -----
// CHECK: [[@LINE+1]]:34: error: expected three consecutive dots for an ellipsis
#map = affine_map<(d0) -> (d0 + .)>
// -----
// CHECK: [[@LINE+1]]:29: error: unexpected character
#map = affine_map<(d0) -> (-$)>
// -----
// CHECK: [[@LINE+1]]:13: error: expected three consecutive dots for an ellipsis
"x"() {a = .} : () -> ()
// -----
// CHECK: [[@LINE+1]]:12: error: unexpected character
"x"() {a = $} : () -> ()
// -----
// CHECK: [[@LINE+1]]:39: error: invalid dialect namespace '"-1x"'
func.func private @bad_namespace(!-1x.ptr<i8>)
// -----
llvm.func @missing() -> i32 {
  // CHECK: [[@LINE+2]]:3: error: 'llvm.return' op expected 1 operand
  // CHECK: [[@LINE-2]]:1: note: when returning from function
  llvm.return
}
// -----
llvm.func @extra() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  // CHECK: [[@LINE+1]]:3: error: 'llvm.return' op expected no operands
  llvm.return %0 : i32
}
// -----
llvm.func @mismatch() -> i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  "x.wrap"() ({
    // CHECK: [[@LINE+1]]:5: error: 'llvm.return' op mismatching result types
    llvm.return %0 : i64
  }) : () -> ()
  llvm.return %0 : i64
}
// -----
llvm.func @two() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  // CHECK: [[@LINE+1]]:3: error: 'llvm.return' op operand group starting at #0 requires 0 or 1 element, but found 2
  "llvm.return"(%0, %0) : (i32, i32) -> ()
}
// -----
func.func @not_llvm(%a: memref<4xf32>) {
  // CHECK: [[@LINE+1]]:3: error: 'llvm.return' op operand #0 must be LLVM dialect-compatible type, but got 'memref<4xf32>'
  llvm.return %a : memref<4xf32>
}
// -----
func.func @cast_to(%a: i32) {
  // CHECK: [[@LINE+1]]:52: error: custom op 'builtin.unrealized_conversion_cast' expected 'to'
  %0 = builtin.unrealized_conversion_cast %a : i32 i64
  return
}
// -----
func.func @cast_count(%a: i32) {
  // CHECK: [[@LINE+1]]:43: error: custom op 'builtin.unrealized_conversion_cast' number of operands and types do not match: got 1 operands and 2 types
  %0 = builtin.unrealized_conversion_cast %a : i32, i32 to i64
  return
}
// -----
func.func @generic_doc_after_outs(%c: memref<4xf32>, %v: f32) {
  // CHECK: [[@LINE+1]]:121: error: expected 'x' in dimension list
  linalg.generic {doc = 1, indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%c : memref<4to xf32>) {
  ^bb0(%o: f32):
    linalg.yield %v : f32
  }
  return
}

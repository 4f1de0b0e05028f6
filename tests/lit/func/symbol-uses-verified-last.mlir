// Calls are checked against their callee by the symbol table's verifier,
// after every op nested in the module was verified (MLIR's
// `verifySymbolUses`): an error inside a later function is reported first,
// and the callee lookup is a hash probe, not a walk of the module per call.
// RUN: not affine-opt %s --split-input-file 2>&1 | FileCheck %s

func.func @calls_missing() {
  func.call @missing() : () -> ()
  return
}
func.func @bad_return(%x: i32) -> i64 {
  return %x : i32
}
// CHECK: symbol-uses-verified-last.mlir:12:3: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @bad_return
// CHECK-NOT: does not reference a valid function

// -----

func.func @callee(%x: i32) -> i32 {
  return %x : i32
}
func.func @calls_with_wrong_type(%y: i64) {
  %r = func.call @callee(%y) : (i64) -> i32
  return
}
// CHECK: symbol-uses-verified-last.mlir:23:8: error: 'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0

// -----

module {
  func.func @outer() {
    // The callee is looked up in the nearest symbol table only.
    func.call @inner() : () -> ()
    return
  }
  module @nested {
    func.func @inner() {
      return
    }
  }
}
// CHECK: symbol-uses-verified-last.mlir:33:5: error: 'func.call' op 'inner' does not reference a valid function

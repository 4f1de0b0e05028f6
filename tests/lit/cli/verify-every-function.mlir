// The verifier reports one error per failing function (each
// isolated-from-above op is verified on its own, as MLIR's verifier does),
// not only the first error of the file; within one function it stops at
// the first error. Compared byte for byte with mlir-opt 22, and checked
// with --verify-diagnostics.
//
// RUN: not affine-opt %s > %t.ours 2>&1
// RUN: not %mlir_opt %s > %t.ref 2>&1
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s < %t.ours
// RUN: affine-opt %s --verify-diagnostics

// CHECK: 18:8: error: 'arith.addi' op requires the same type
// CHECK-NOT: 19:8:
func.func @two_errors() {
  %x = arith.constant 1 : i32
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %z = "arith.addi"(%x, %x) : (i32, i32) -> i64
  %w = "arith.subi"(%x, %x) : (i32, i32) -> i64
  return
}

// CHECK: error: operand #0 does not dominate this use
func.func @dominance() {
  // expected-error @+2 {{operand #0 does not dominate this use}}
  // expected-note @+2 {{operand defined here (op in the same block)}}
  %z = "arith.addi"(%x, %x) : (i32, i32) -> i32
  %x = arith.constant 1 : i32
  return
}

module {
  // CHECK: error: 'arith.muli' op requires the same type
  func.func @nested_module() {
    %x = arith.constant 1 : i32
    // expected-error @+1 {{'arith.muli' op requires the same type for all operands and results}}
    %z = "arith.muli"(%x, %x) : (i32, i32) -> i64
    return
  }
}

// CHECK: error: 'func.return' op must be the last operation in the parent block
func.func @terminator_first() {
  // expected-error @+1 {{'func.return' op must be the last operation in the parent block}}
  "func.return"() : () -> ()
  %x = arith.constant 1 : i32
}

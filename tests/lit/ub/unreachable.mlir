// ub.unreachable: a terminator with no operands, printed as mlir-opt 22
// prints it, in functions with and without results and in non-entry blocks;
// it is not Pure, so the ops before it stay after -canonicalize.
// RUN: affine-opt %s --allow-unregistered-dialect | affine-opt --allow-unregistered-dialect | FileCheck %s
// RUN: %mlir_opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s --allow-unregistered-dialect -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: %mlir_opt %s --allow-unregistered-dialect -canonicalize | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @no_results() {
// CHECK-NEXT: ub.unreachable
// CHECK-NEXT: }
// CHECK-LABEL: func.func @with_results(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.side_effect"() : () -> ()
// CHECK-NEXT: ub.unreachable {tag = 1 : i32}
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = () -> (), sym_name = "no_results"}> ({
// GENERIC-NEXT: "ub.unreachable"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "with_results"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i1, %arg1: i32):
// GENERIC-NEXT: "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// GENERIC-NEXT: ^bb1:  // pred: ^bb0
// GENERIC-NEXT: "func.return"(%arg1) : (i32) -> ()
// GENERIC-NEXT: ^bb2:  // pred: ^bb0
// GENERIC-NEXT: "test.side_effect"() : () -> ()
// GENERIC-NEXT: "ub.unreachable"() {tag = 1 : i32} : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// CANON-LABEL: func.func @no_results() {
// CANON-NEXT: ub.unreachable
// CANON-NEXT: }
// CANON-LABEL: func.func @with_results(%arg0: i1, %arg1: i32) -> i32 {
// CANON-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CANON-NEXT: ^bb1:  // pred: ^bb0
// CANON-NEXT: return %arg1 : i32
// CANON-NEXT: ^bb2:  // pred: ^bb0
// CANON-NEXT: "test.side_effect"() : () -> ()
// CANON-NEXT: ub.unreachable {tag = 1 : i32}
// CANON-NEXT: }
// CANON-NEXT: }

func.func @no_results() {
  ub.unreachable
}

func.func @with_results(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %x : i32
^bb2:
  "test.side_effect"() : () -> ()
  ub.unreachable {tag = 1 : i32}
}

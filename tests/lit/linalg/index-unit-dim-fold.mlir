// linalg.index of a loop whose static range is 1 folds to the constant 0
// (MLIR's IndexOp::fold): the range is the size of the first operand
// dimension the indexing maps name by that loop alone, so a dynamic first
// dimension keeps the index even when a later operand has size 1. The fold
// runs under -canonicalize and inside -convert-linalg-to-affine-loops's
// greedy rewrite, where it depends on the driver's order as in mlir-opt 22:
// @unit's payload is folded before its nest is built, @reduction_unit is
// lowered first and keeps the induction variable.
// RUN: affine-opt %s -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: %mlir_opt %s -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: affine-opt %s -convert-linalg-to-affine-loops | FileCheck %s --check-prefix=LOOPS
// RUN: %mlir_opt %s -convert-linalg-to-affine-loops | FileCheck %s --check-prefix=LOOPS
// RUN: affine-opt %s -canonicalize --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -convert-linalg-to-affine-loops --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// SEM: @unit: same results on 3 of 3 random inputs
// SEM: @static_first: same results on 3 of 3 random inputs
// SEM: @reduction_unit: same results on 3 of 3 random inputs

// CANON-LABEL: func.func @unit
// CANON-NEXT: linalg.generic
// CANON-NEXT: ^bb0(%out: i64):
// CANON-NEXT: linalg.yield %out : i64
// LOOPS-LABEL: func.func @unit
// LOOPS-NEXT: affine.for %arg1 = 0 to 5 {
// LOOPS-NEXT: affine.for %arg2 = 0 to 1 {
// LOOPS-NEXT: %0 = affine.load %arg0[%arg1, %arg2] : memref<5x1xi64>
// LOOPS-NEXT: affine.store %0, %arg0[%arg1, %arg2] : memref<5x1xi64>
func.func @unit(%a: memref<5x1xi64>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%a : memref<5x1xi64>) {
  ^bb0(%o: i64):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.subi %i, %j : index
    %t = arith.index_cast %s : index to i64
    %u = arith.index_cast %j : index to i64
    %v = arith.muli %t, %u : i64
    %w = arith.addi %v, %o : i64
    linalg.yield %w : i64
  }
  return
}

// The first operand names d0 with size 1, the dynamic output does not
// count: folded.
// CANON-LABEL: func.func @static_first
// CANON: %c5_i64 = arith.constant 5 : i64
// CANON-NEXT: linalg.generic
// CANON-NEXT: ^bb0(%in: i64, %out: i64):
// CANON-NEXT: %0 = arith.addi %in, %c5_i64 : i64
// CANON-NEXT: linalg.yield %0 : i64
func.func @static_first(%a: memref<1xi64>, %b: memref<?xi64>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<1xi64>) outs(%b : memref<?xi64>) {
  ^bb0(%x: i64, %o: i64):
    %k = arith.constant 5 : i64
    %i = linalg.index 0 : index
    %t = arith.index_cast %i : index to i64
    %s = arith.addi %t, %k : i64
    %w = arith.addi %x, %s : i64
    linalg.yield %w : i64
  }
  return
}

// The first operand naming d0 is dynamic: kept, although the output has
// size 1 (no semantic check: random sizes other than 1 are out of bounds).
// CANON-LABEL: func.func @dynamic_first
// CANON: linalg.index 0 : index
// LOOPS-LABEL: func.func @dynamic_first
// LOOPS: arith.index_cast %arg2 : index to i64
func.func @dynamic_first(%a: memref<?xi64>, %b: memref<1xi64>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<?xi64>) outs(%b : memref<1xi64>) {
  ^bb0(%x: i64, %o: i64):
    %i = linalg.index 0 : index
    %t = arith.index_cast %i : index to i64
    %w = arith.addi %t, %x : i64
    linalg.yield %w : i64
  }
  return
}

// A unit reduction loop named first by the second input.
// CANON-LABEL: func.func @reduction_unit
// CANON: %c7_i32 = arith.constant 7 : i32
// CANON-NEXT: linalg.generic
// CANON-NEXT: ^bb0(%in: f32, %in_0: f32, %out: i32):
// CANON-NEXT: %0 = arith.addi %out, %c7_i32 : i32
// CANON-NEXT: linalg.yield %0 : i32
// LOOPS-LABEL: func.func @reduction_unit
// LOOPS: affine.for %arg4 = 0 to 1 {
// LOOPS: %1 = arith.index_cast %arg4 : index to i32
func.func @reduction_unit(%a: memref<3xf32>, %b: memref<1x3xf32>, %c: memref<4x3xi32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%a, %b : memref<3xf32>, memref<1x3xf32>) outs(%c : memref<4x3xi32>) {
  ^bb0(%x: f32, %y: f32, %o: i32):
    %k = arith.constant 7 : i32
    %i = linalg.index 1 : index
    %t = arith.index_cast %i : index to i32
    %s = arith.addi %t, %k : i32
    %w = arith.addi %s, %o : i32
    linalg.yield %w : i32
  }
  return
}

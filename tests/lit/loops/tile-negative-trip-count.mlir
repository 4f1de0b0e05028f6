// -affine-loop-tile on loops whose trip count composes to a negative
// constant (from `s + k` to `s`, k > 0: the loop never runs), as mlir-opt 22
// tiles them. MLIR reads the count -k as the uint64_t 2^64 - k, so it is
// never below the tile size T, and its largest divisor, 2^64 - k read back
// as an int64_t, is -k: the intra-tile upper bound is `d0 + T` when T
// divides k and `min(d0 + T, s)` otherwise (not `d0`, which a count of 0
// gives). The cache model's default size 4 shrinks to the largest divisor
// of 2^64 - k: 3 for k = 1, 2 for k = 2. With constant bounds the count is
// clamped at 0 before any of this (`5 to 3`: `d0` to `d0`). The tile-space
// loops keep the original bounds, so no tile runs (--check-semantics).
// Output is mlir-opt 22's byte for byte (loops differential seed 1456).
//
// RUN: affine-opt %s -affine-loop-tile="tile-size=3" > %t3
// RUN: %mlir_opt %s -affine-loop-tile="tile-size=3" | diff %t3 -
// RUN: FileCheck %s --check-prefix=T3 < %t3
// RUN: affine-opt %s -affine-loop-tile="tile-size=5" > %t5
// RUN: %mlir_opt %s -affine-loop-tile="tile-size=5" | diff %t5 -
// RUN: FileCheck %s --check-prefix=T5 < %t5
// RUN: affine-opt %s -affine-loop-tile > %tdef
// RUN: %mlir_opt %s -affine-loop-tile | diff %tdef -
// RUN: FileCheck %s --check-prefix=DEF < %tdef
// RUN: affine-opt %s -affine-loop-tile="tile-size=3" --check-semantics=3 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-tile --check-semantics=3 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM

// T3-DAG: #[[ID:.*]] = affine_map<(d0) -> (d0)>
// T3-DAG: #[[MIN3:.*]] = affine_map<(d0)[s0] -> (d0 + 3, s0)>
// T5-DAG: #[[ID:.*]] = affine_map<(d0) -> (d0)>
// T5-DAG: #[[MIN5:.*]] = affine_map<(d0)[s0] -> (d0 + 5, s0)>
// T5-DAG: #[[PLUS5:.*]] = affine_map<(d0) -> (d0 + 5)>
// DEF-DAG: #[[ID:.*]] = affine_map<(d0) -> (d0)>
// DEF-DAG: #[[MIN3:.*]] = affine_map<(d0)[s0] -> (d0 + 3, s0)>
// DEF-DAG: #[[MIN4:.*]] = affine_map<(d0)[s0] -> (d0 + 4, s0)>
// DEF-DAG: #[[PLUS2:.*]] = affine_map<(d0) -> (d0 + 2)>

// T3-LABEL: func.func @minus_one
// T3:         affine.for %[[T:.*]] = #{{.*}}()[%[[N:.*]]] to %[[N]] step 3 {
// T3-NEXT:      affine.for %{{.*}} = 0 to %[[N]] step 3 {
// T3-NEXT:        affine.for %{{.*}} = #[[ID]](%[[T]]) to min #[[MIN3]](%[[T]])[%[[N]]] {
// T5-LABEL: func.func @minus_one
// T5:         affine.for %[[T:.*]] = #{{.*}}()[%[[N:.*]]] to %[[N]] step 5 {
// T5-NEXT:      affine.for %{{.*}} = 0 to %[[N]] step 5 {
// T5-NEXT:        affine.for %{{.*}} = #[[ID]](%[[T]]) to min #[[MIN5]](%[[T]])[%[[N]]] {
// DEF-LABEL: func.func @minus_one
// DEF:         affine.for %[[T:.*]] = #{{.*}}()[%[[N:.*]]] to %[[N]] step 3 {
// DEF:           affine.for %{{.*}} = #[[ID]](%[[T]]) to min #[[MIN3]](%[[T]])[%[[N]]] {
func.func @minus_one(%A: memref<?xi32>, %n: index) {
  affine.for %i = affine_map<()[s0] -> (s0 + 1)>()[%n] to %n {
    affine.for %j = 0 to %n {
      %c = arith.constant 1 : i32
      affine.store %c, %A[%j] : memref<?xi32>
    }
  }
  return
}

// Through an affine.apply, as in the differential's kernel.
// T3-LABEL: func.func @minus_one_applied
// T3:         %[[S:.*]] = affine.apply
// T3:         affine.for %[[T:.*]] = #{{.*}}()[%[[S]]] to %[[S]] step 3 {
// T3-NEXT:      affine.for %{{.*}} = #[[ID]](%[[T]]) to min #[[MIN3]](%[[T]])[%[[S]]] {
func.func @minus_one_applied(%A: memref<8xi32>, %m: index) {
  %n = affine.apply affine_map<()[s0] -> ((s0 + 1) floordiv 2)>()[%m]
  affine.for %i = affine_map<()[s0] -> (s0 + 1)>()[%n] to %n {
    %c = arith.constant 1 : i32
    affine.store %c, %A[%i] : memref<8xi32>
  }
  return
}

// -5 % 5 == 0: no min with tile size 5.
// T3-LABEL: func.func @minus_five
// T3:           affine.for %{{.*}} = #[[ID]](%[[T:.*]]) to min #[[MIN3]](%[[T]])[%{{.*}}] {
// T5-LABEL: func.func @minus_five
// T5:         affine.for %[[T:.*]] = #{{.*}}()[%{{.*}}] to %{{.*}} step 5 {
// T5-NEXT:      affine.for %{{.*}} = #[[ID]](%[[T]]) to #[[PLUS5]](%[[T]]) {
func.func @minus_five(%A: memref<8xi32>, %n: index) {
  affine.for %i = affine_map<()[s0] -> (s0 + 5)>()[%n] to %n {
    %c = arith.constant 1 : i32
    affine.store %c, %A[%i] : memref<8xi32>
  }
  return
}

// Default size 4 becomes 2 (2^64 - 2 is 2 mod 4 and mod 3), and -2 % 2 == 0.
// DEF-LABEL: func.func @minus_two
// DEF:         affine.for %[[T:.*]] = #{{.*}}()[%[[N:.*]]] to %[[N]] step 2 {
// DEF-NEXT:      affine.for %[[U:.*]] = 0 to %[[N]] step 4 {
// DEF-NEXT:        affine.for %{{.*}} = #[[ID]](%[[T]]) to #[[PLUS2]](%[[T]]) {
// DEF-NEXT:          affine.for %{{.*}} = #[[ID]](%[[U]]) to min #[[MIN4]](%[[U]])[%[[N]]] {
func.func @minus_two(%A: memref<?xi32>, %n: index) {
  affine.for %i = affine_map<()[s0] -> (s0 + 2)>()[%n] to %n {
    affine.for %j = 0 to %n {
      %c = arith.constant 1 : i32
      affine.store %c, %A[%j] : memref<?xi32>
    }
  }
  return
}

// Constant bounds: the count is clamped at 0, the intra-tile loop is empty.
// T3-LABEL: func.func @constant_bounds
// T3:         affine.for %[[T:.*]] = 5 to 3 step 3 {
// T3-NEXT:      affine.for %{{.*}} = #[[ID]](%[[T]]) to #[[ID]](%[[T]]) {
func.func @constant_bounds(%A: memref<8xi32>) {
  affine.for %i = 5 to 3 {
    %c = arith.constant 1 : i32
    affine.store %c, %A[%i] : memref<8xi32>
  }
  return
}

// SEM: @minus_one: same results on 3 of 3 random inputs
// SEM: @minus_one_applied: same results on 3 of 3 random inputs
// SEM: @minus_five: same results on 3 of 3 random inputs
// SEM: @minus_two: same results on 3 of 3 random inputs
// SEM: @constant_bounds: same results on 3 of 3 random inputs

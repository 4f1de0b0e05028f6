// -affine-simplify-structures: maps and sets of every op are simplified
// (sets through their constraint system), then affine.apply / affine.for /
// affine.if are canonicalized. Our output is mlir-opt 22's byte for byte, and
// every function computes what it computed before.
//
// RUN: affine-opt %s -split-input-file -affine-simplify-structures > %t
// RUN: %mlir_opt %s -split-input-file -affine-simplify-structures | diff %t -
// RUN: FileCheck %s < %t
// RUN: affine-opt %s -split-input-file -affine-simplify-structures --check-semantics=3 > /dev/null
// RUN: affine-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(affine-simplify-structures))' | diff %t -

// Sets with no integer point become `1 == 0` and their affine.if goes away:
// contradictory constants, contradictory equalities, gcd test, gcd
// tightening of inequalities, and a `mod` that can never be 3.
// CHECK-LABEL: func.func @empty_sets
// CHECK-NOT:     affine.if
// CHECK:         return
func.func @empty_sets(%A: memref<10x10xindex>, %n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.if affine_set<(d0, d1) : (2 == 0)>(%i, %j) {
        affine.store %i, %A[%i, %j] : memref<10x10xindex>
      }
      affine.if affine_set<(d0, d1) : (d0 - d1 >= 0, d1 - d0 - 1 >= 0)>(%i, %j) {
        affine.store %i, %A[%i, %j] : memref<10x10xindex>
      }
      affine.if affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0, -s0 >= 0)>(%i)[%n] {
        affine.store %i, %A[%i, %j] : memref<10x10xindex>
      }
      affine.if affine_set<(d0, d1) : (d0 * 2 - d1 * 2 - 1 == 0)>(%i, %j) {
        affine.store %i, %A[%i, %j] : memref<10x10xindex>
      }
      affine.if affine_set<(d0) : (d0 * 8 - 4 >= 0, -d0 * 8 + 7 >= 0)>(%i) {
        affine.store %i, %A[%i, %j] : memref<10x10xindex>
      }
      affine.if affine_set<(d0, d1) : (d0 * 4 + d1 * 8 - 9 >= 0, -d0 * 4 - d1 * 8 + 11 >= 0)>(%i, %j) {
        affine.store %i, %A[%i, %j] : memref<10x10xindex>
      }
      affine.if affine_set<(d0) : (d0 mod 2 - 3 == 0)>(%i) {
        affine.store %i, %A[%i, %j] : memref<10x10xindex>
      }
    }
  }
  return
}

// -----

// Non-empty sets lose their trivially redundant constraints: constant ones,
// duplicates, and the weaker of two that differ only in the constant; the
// operands then are canonicalized (here promoted to symbols).
// CHECK-DAG: #[[$S1:.*]] = affine_set<(d0, d1) : (d0 - 5 == 0, d1 - 3 == 0, -d0 + 9 >= 0, d1 >= 0)>
// CHECK-DAG: #[[$S2:.*]] = affine_set<()[s0] : (s0 >= 0, -s0 + 50 >= 0)>
// CHECK-LABEL: func.func @redundant_constraints
// CHECK:         affine.if #[[$S1]](%{{.*}}, %{{.*}})
// CHECK:         affine.if #[[$S2]]()[%arg1]
func.func @redundant_constraints(%A: memref<10x10xindex>, %a: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.if affine_set<(d0, d1) : (d0 - 5 == 0, d1 - 3 == 0, -d0 + 9 >= 0, d1 >= 0, d1 + 101 >= 0, 4 >= 0)>(%i, %j) {
        affine.store %i, %A[%i, %j] : memref<10x10xindex>
      }
    }
  }
  affine.if affine_set<(d0) : (d0 - d0 + d0 >= 0, 2 >= 0, d0 >= 0, -d0 + 50 >= 0, -d0 + 100 >= 0)>(%a) {
    affine.store %a, %A[0, 0] : memref<10x10xindex>
  }
  return
}

// -----

// Divisions: each local of the flattened set is written back as the
// `floordiv` its constraints define, and the division constraints stay.
// CHECK-DAG: #[[$DIV:.*]] = affine_set<()[s0, s1] : (s0 mod 3 - 1 >= 0, -s0 + s1 floordiv 4 >= 0, s0 - 2 >= 0,
// CHECK-LABEL: func.func @divisions
// CHECK:         affine.if #[[$DIV]]()[%arg1, %arg2]
func.func @divisions(%A: memref<4xindex>, %a: index, %b: index) {
  affine.if affine_set<(d0, d1) : (d0 mod 3 - 1 >= 0, d1 floordiv 4 - d0 >= 0, d0 * 2 - 4 >= 0)>(%a, %b) {
    affine.store %a, %A[0] : memref<4xindex>
  }
  return
}

// -----

// Always-true and always-false conditions: the then (resp. else) block is
// inlined, with its results.
// CHECK-LABEL: func.func @trivial_conditions
// CHECK-NOT:     affine.if
// CHECK:         return %c7, %arg1, %c0
func.func @trivial_conditions(%A: memref<10xindex>, %x: index) -> (index, index, index) {
  %c7 = arith.constant 7 : index
  %c13 = arith.constant 13 : index
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (1 >= 0)>(%i) {
      affine.store %i, %A[%i] : memref<10xindex>
    } else {
      affine.store %c7, %A[%i] : memref<10xindex>
    }
  }
  %r:2 = affine.if affine_set<(d0, d1) : (5 >= 0, -2 >= 0)>(%c7, %c13) -> (index, index) {
    %c1 = arith.constant 1 : index
    affine.yield %c1, %c1 : index, index
  } else {
    affine.yield %c7, %x : index, index
  }
  %s = affine.if affine_set<() : ()>() -> index {
    %c0 = arith.constant 0 : index
    affine.yield %c0 : index
  } else {
    affine.yield %x : index
  }
  return %r#0, %r#1, %s : index, index, index
}

// -----

// Maps: results are simplified by flattening (semi-affine parts first), and
// affine.apply / affine.for bounds are canonicalized.
// CHECK-DAG: #[[$A1:.*]] = affine_map<()[s0] -> (s0 * 2 + 1)>
// CHECK-DAG: #[[$MOD:.*]] = affine_map<()[s0, s1] -> (s1 mod (s0 * 2))>
// CHECK-LABEL: func.func @maps
// CHECK:         affine.apply #[[$A1]]()[%arg1]
// CHECK:         arith.constant 43 : index
// CHECK:         affine.apply #[[$MOD]]()[%arg2, %arg1]
// CHECK:         affine.for %{{.*}} = %arg1 to %arg1 {
func.func @maps(%A: memref<100xindex>, %n: index, %m: index) -> (index, index, index) {
  %a = affine.apply affine_map<(d0, d1) -> (d0 + d1 + 1)>(%n, %n)
  %b = affine.apply affine_map<(d0)[s0] -> ((((s0 * 2) ceildiv 4) + s0 * 42) ceildiv s0)>(%n)[%m]
  %c = affine.apply affine_map<(d0)[s0] -> (d0 mod (s0 * 3 - s0))>(%n)[%m]
  affine.for %i = affine_map<(d0) -> (d0 + d0 - d0)>(%n) to affine_map<()[s0] -> (s0 * 2 - s0)>()[%n] {
    affine.store %i, %A[%i mod 4 + (%i floordiv 4) * 4] : memref<100xindex>
  }
  return %a, %b, %c : index, index, index
}

// -----

// Sets and maps held by any op, registered or not, are simplified too.
// CHECK-DAG: #[[$ID:.*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[$GE1:.*]] = affine_set<(d0) : (d0 - 1 >= 0)>
// CHECK-LABEL: func.func @any_op
// CHECK:         "test.any"() {m = #[[$ID]], s = #[[$GE1]]}
func.func @any_op() {
  "test.any"() {m = affine_map<(d0) -> (d0 * 2 - d0)>, s = affine_set<(d0) : (d0 >= 0, d0 - 1 >= 0)>} : () -> ()
  return
}

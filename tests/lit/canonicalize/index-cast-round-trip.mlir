// A round trip of `arith.index_cast`s (or `index_castui`s) through a type at
// least as wide as the start is the canonicalization pattern
// IndexCastOfIndexCast, not a fold: -canonicalize removes it, a pass that
// only folds (here -convert-linalg-to-affine-loops, whose greedy driver has
// no patterns for arith) keeps it, as mlir-opt 22 does. A round trip through
// a narrower type is kept (mlir-opt 22 folds it, a miscompile:
// upstream-bugs/canonicalize-index-cast-narrowing-round-trip.mlir).
//
// RUN: affine-opt %s -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: %mlir_opt %s -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: affine-opt %s -convert-linalg-to-affine-loops | FileCheck %s --check-prefix=FOLD
// RUN: %mlir_opt %s -convert-linalg-to-affine-loops | FileCheck %s --check-prefix=FOLD

// CANON-LABEL: func.func @widening
// CANON-NEXT: %[[W:.*]] = arith.index_cast %arg1 : index to i64
// CANON-NEXT: %[[S:.*]] = arith.addi %arg0, %arg0 : i32
// CANON-NEXT: %[[U:.*]] = arith.addi %arg2, %arg2 : i32
// CANON-NEXT: return %[[S]], %[[U]], %[[W]], %arg1
// FOLD-LABEL: func.func @widening
// FOLD-COUNT-7: arith.index_cast
// FOLD: return
func.func @widening(%a: i32, %b: index, %c: i32) -> (i32, i32, i64, index) {
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_cast %0 : index to i32
  %2 = arith.index_castui %c : i32 to index
  %3 = arith.index_castui %2 : index to i32
  %4 = arith.index_cast %b : index to i64
  %5 = arith.index_cast %4 : i64 to index
  %6 = arith.index_cast %5 : index to i64
  %s = arith.addi %1, %a : i32
  %u = arith.addi %3, %c : i32
  return %s, %u, %6, %5 : i32, i32, i64, index
}

// Different kinds of cast (signed then unsigned) are not a round trip.
// CANON-LABEL: func.func @mixed
// CANON-NEXT: arith.index_cast %arg0 : i32 to index
// CANON-NEXT: arith.index_castui
func.func @mixed(%a: i32) -> i32 {
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_castui %0 : index to i32
  return %1 : i32
}

// Composing affine maps through affine.delinearize_index (MLIR 22): when
// all the results of a delinearization with a static basis feed a map that
// contains the exact expression linearizing them back, that expression
// becomes the delinearized index itself. Our output is mlir-opt 22's byte
// for byte and computes what the input computes.
//
// RUN: affine-opt %s -split-input-file -canonicalize > %t
// RUN: %mlir_opt %s -split-input-file -canonicalize | diff %t -
// RUN: FileCheck %s < %t
// RUN: affine-opt %s -split-input-file -canonicalize --check-semantics=3 > /dev/null

// CHECK-LABEL: func.func @cancels
// CHECK-NEXT:    return %arg0, %arg0, %arg0 : index, index, index
func.func @cancels(%i: index) -> (index, index, index) {
  %0:2 = affine.delinearize_index %i into (10, 10) : index, index
  %1 = affine.apply affine_map<()[s0, s1] -> (s0 * 10 + s1)>()[%0#0, %0#1]
  // The outer bound does not matter; without one the first result is unbounded.
  %2:3 = affine.delinearize_index %i into (2, 3, 5) : index, index, index
  %3 = affine.apply affine_map<()[s0, s1, s2] -> (s0 * 15 + s1 * 5 + s2)>()[%2#0, %2#1, %2#2]
  %4:2 = affine.delinearize_index %i into (7) : index, index
  %5 = affine.apply affine_map<()[s0, s1] -> (s0 * 7 + s1)>()[%4#0, %4#1]
  return %1, %3, %5 : index, index, index
}

// -----

// Loop-variant results are dims; the rest of the expression is kept.
// CHECK-LABEL: func.func @in_loop
// CHECK:         affine.for %[[I:.*]] = 0 to 100 {
// CHECK-NEXT:      affine.store %{{.*}}, %arg0[%[[I]] + 1]
func.func @in_loop(%m: memref<101xindex>, %c: index) {
  affine.for %i = 0 to 100 {
    %0:2 = affine.delinearize_index %i into (4, 25) : index, index
    %1 = affine.apply affine_map<(d0, d1) -> (d0 * 25 + d1 + 1)>(%0#0, %0#1)
    affine.store %c, %m[%1] : memref<101xindex>
  }
  return
}

// -----

// No cancellation: dynamic basis, results swapped, a result missing, a
// different stride.
// CHECK-LABEL: func.func @kept
// CHECK-COUNT-4: affine.delinearize_index
func.func @kept(%i: index, %n: index) -> (index, index, index, index) {
  %0:2 = affine.delinearize_index %i into (%n, 10) : index, index
  %1 = affine.apply affine_map<()[s0, s1] -> (s0 * 10 + s1)>()[%0#0, %0#1]
  %2:2 = affine.delinearize_index %i into (10, 10) : index, index
  %3 = affine.apply affine_map<()[s0, s1] -> (s1 * 10 + s0)>()[%2#0, %2#1]
  %4:3 = affine.delinearize_index %i into (3, 10, 10) : index, index, index
  %5 = affine.apply affine_map<()[s0, s1] -> (s0 * 10 + s1)>()[%4#1, %4#2]
  %6:2 = affine.delinearize_index %i into (10, 10) : index, index
  %7 = affine.apply affine_map<()[s0, s1] -> (s0 * 11 + s1)>()[%6#0, %6#1]
  return %1, %3, %5, %7 : index, index, index, index
}

// -affine-expand-index-ops-as-affine where a result of a delinearization is
// an index of the linearization more than once: composing through the
// delinearization replaces every occurrence, not one (MLIR 22's composition
// drops the consumed input, so the next scan finds its other position).
// With a one-result delinearization (no basis), [%d#0, %d#0, %i] becomes
// 3 * %i with a single operand, as in mlir-opt 22 (affine-passes
// differential, index kernel 745). Byte-identical to mlir-opt 22 and
// computing what the input computes.
//
// RUN: affine-opt %s -split-input-file -affine-expand-index-ops-as-affine > %t.a
// RUN: %mlir_opt %s -split-input-file -affine-expand-index-ops-as-affine | diff %t.a -
// RUN: FileCheck %s < %t.a
// RUN: affine-opt %s -split-input-file -affine-expand-index-ops-as-affine --check-semantics=3 > /dev/null

// CHECK:       #[[$THRICE:.*]] = affine_map<(d0) -> (d0 * 3)>
// CHECK-LABEL: func.func @twice_then_iv
// CHECK:         affine.for %[[I:.*]] = 0 to 2 {
// CHECK-NEXT:      %[[L:.*]] = affine.apply #[[$THRICE]](%[[I]])
// CHECK-NEXT:      memref.store %[[L]], %{{.*}}[%[[I]]]
func.func @twice_then_iv(%A: memref<2xindex>) {
  affine.for %i = 0 to 2 {
    %d:1 = affine.delinearize_index %i into () : index
    %l = affine.linearize_index [%d#0, %d#0, %i] by (5, 1, 1) : index
    memref.store %l, %A[%i] : memref<2xindex>
  }
  return
}

// -----

// CHECK:       #[[$TWICE:.*]] = affine_map<(d0) -> (d0 * 2)>
// CHECK-LABEL: func.func @only_twice
// CHECK:         affine.for %[[I:.*]] = 0 to 2 {
// CHECK-NEXT:      affine.apply #[[$TWICE]](%[[I]])
func.func @only_twice(%A: memref<2xindex>) {
  affine.for %i = 0 to 2 {
    %d:1 = affine.delinearize_index %i into () : index
    %l = affine.linearize_index [%d#0, %d#0] by (1, 1) : index
    memref.store %l, %A[%i] : memref<2xindex>
  }
  return
}

// -----

// Two results, the inner one twice: the inverse expression is replaced
// once and the other occurrence of %d#1 stays an expanded remainder.
// CHECK-LABEL: func.func @two_results
// CHECK:         affine.for %[[I:.*]] = 0 to 20 {
// CHECK-NEXT:      %[[R:.*]] = affine.apply #{{.*}}(%[[I]])
// CHECK-NEXT:      affine.apply #{{.*}}(%[[R]], %[[I]])
func.func @two_results(%A: memref<20xindex>) {
  affine.for %i = 0 to 20 {
    %d:2 = affine.delinearize_index %i into (4, 5) : index, index
    %l = affine.linearize_index [%d#0, %d#1, %d#1] by (4, 5, 1) : index
    %w = affine.apply affine_map<(d0) -> (d0 mod 20)>(%l)
    memref.store %l, %A[%w] : memref<20xindex>
  }
  return
}

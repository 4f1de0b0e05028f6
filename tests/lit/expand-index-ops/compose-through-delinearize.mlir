// -affine-expand-index-ops-as-affine: which expansion composes into which.
// Our output is mlir-opt 22's byte for byte and computes what the input
// computes.
//
// RUN: affine-opt %s -split-input-file -affine-expand-index-ops-as-affine > %t.a
// RUN: %mlir_opt %s -split-input-file -affine-expand-index-ops-as-affine | diff %t.a -
// RUN: FileCheck %s --check-prefix=AFFINE < %t.a
// RUN: affine-opt %s -split-input-file -affine-expand-index-ops-as-affine --check-semantics=3 > /dev/null
// RUN: affine-opt %s -split-input-file -affine-expand-index-ops > %t
// RUN: %mlir_opt %s -split-input-file -affine-expand-index-ops | diff %t -

// The driver works bottom-up: the later op of each pair is expanded first.
// In the loop the linearization is expanded while its operands are still
// the delinearization's results: composing through a delinearization with
// a static basis turns the exact inverse expression back into %i (MLIR 22's
// composition rule); a different basis stays an affine.apply of the
// expanded results. The delinearization of a linearized index is expanded
// first, so it does not compose the linearization.
// AFFINE-LABEL: func.func @expansion_order
// AFFINE:         affine.for %[[I:.*]] = 0 to 100 {
// AFFINE:           %[[R:.*]] = affine.apply #{{.*}}(%[[I]])
// AFFINE:           memref.store %[[R]], %arg0[%[[I]]]
// AFFINE:           %[[Q2:.*]] = affine.apply #{{.*}}(%[[I]])
// AFFINE:           %[[R2:.*]] = affine.apply #{{.*}}(%[[I]])
// AFFINE:           affine.apply #{{.*}}(%[[Q2]], %[[R2]])
// AFFINE:       %[[L:.*]] = affine.apply #{{.*}}()[%arg1]
// AFFINE:       affine.apply #{{.*}}()[%[[L]]]
func.func @expansion_order(%m: memref<100xindex>, %a: index) -> (index, index) {
  affine.for %i = 0 to 100 {
    %0:2 = affine.delinearize_index %i into (10, 10) : index, index
    %1 = affine.linearize_index [%0#0, %0#1] by (10, 10) : index
    memref.store %0#1, %m[%1] : memref<100xindex>
    %2:2 = affine.delinearize_index %i into (10, 10) : index, index
    %3 = affine.linearize_index [%2#0, %2#1] by (10, 11) : index
    %4 = affine.apply affine_map<(d0) -> (d0 mod 100)>(%3)
    memref.store %2#1, %m[%4] : memref<100xindex>
  }
  %c3 = arith.constant 3 : index
  %l = affine.linearize_index [%a, %c3, %a] by (2, 8, 4) : index
  %d:3 = affine.delinearize_index %l into (2, 8, 4) : index, index, index
  return %d#0, %d#2 : index, index
}


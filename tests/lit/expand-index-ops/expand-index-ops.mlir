// -affine-expand-index-ops lowers affine.delinearize_index and
// affine.linearize_index to arith ops, -affine-expand-index-ops-as-affine to
// composed affine.apply ops; the greedy driver then folds the rest of the
// region. Our output is mlir-opt 22's byte for byte and computes what the
// input computes.
//
// RUN: affine-opt %s -split-input-file -affine-expand-index-ops > %t
// RUN: %mlir_opt %s -split-input-file -affine-expand-index-ops | diff %t -
// RUN: FileCheck %s < %t
// RUN: affine-opt %s -split-input-file -affine-expand-index-ops --check-semantics=3 > /dev/null
// RUN: affine-opt %s -split-input-file -affine-expand-index-ops-as-affine > %t.a
// RUN: %mlir_opt %s -split-input-file -affine-expand-index-ops-as-affine | diff %t.a -
// RUN: FileCheck %s --check-prefix=AFFINE < %t.a
// RUN: affine-opt %s -split-input-file -affine-expand-index-ops-as-affine --check-semantics=3 > /dev/null
// RUN: affine-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(affine-expand-index-ops))' | diff %t -
// RUN: affine-opt %s -split-input-file --pass-pipeline='builtin.module(affine-expand-index-ops-as-affine)' | diff %t.a -

// Static basis (the outer bound is not needed): a floor division by the
// product of the inner sizes, then non-negative remainders.
// CHECK-LABEL: func.func @delinearize_static
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C6:.*]] = arith.constant 6 : index
// CHECK:         %[[Q:.*]] = arith.floordivsi %arg0, %[[C6]] : index
// CHECK:         %[[R:.*]] = arith.remsi %arg0, %[[C6]] : index
// CHECK:         %[[NEG:.*]] = arith.cmpi slt, %[[R]], %[[C0]] : index
// CHECK:         %[[ADD:.*]] = arith.addi %[[R]], %[[C6]] overflow<nsw> : index
// CHECK:         arith.select %[[NEG]], %[[ADD]], %[[R]] : index
// CHECK:         arith.divsi
// AFFINE-DAG: #[[$Q:.*]] = affine_map<()[s0] -> (s0 floordiv 6)>
// AFFINE-DAG: #[[$M:.*]] = affine_map<()[s0] -> ((s0 mod 6) floordiv 3)>
// AFFINE-DAG: #[[$R:.*]] = affine_map<()[s0] -> (s0 mod 3)>
// AFFINE-LABEL: func.func @delinearize_static
// AFFINE:         affine.apply #[[$Q]]()[%arg0]
// AFFINE:         affine.apply #[[$M]]()[%arg0]
// AFFINE:         affine.apply #[[$R]]()[%arg0]
func.func @delinearize_static(%l: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %l into (4, 2, 3) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}

// -----

// Without outer bound, with dynamic sizes (their products are nsw/nuw).
// CHECK-LABEL: func.func @delinearize_dynamic
// CHECK:         arith.muli %arg2, %{{.*}} overflow<nsw, nuw> : index
// AFFINE-LABEL: func.func @delinearize_dynamic
// AFFINE:         affine.apply #{{.*}}()[%arg1, %arg2, %arg0]
func.func @delinearize_dynamic(%l: index, %a: index, %b: index) -> (index, index, index, index) {
  %0:4 = affine.delinearize_index %l into (%a, 2, %b) : index, index, index, index
  return %0#0, %0#1, %0#2, %0#3 : index, index, index, index
}

// -----

// A single result is the linear index itself.
// CHECK-LABEL: func.func @delinearize_one
// CHECK-NEXT:    return %arg0 : index
// AFFINE-LABEL: func.func @delinearize_one
// AFFINE-NEXT:    return %arg0 : index
func.func @delinearize_one(%l: index) -> index {
  %0 = affine.delinearize_index %l into (16) : index
  return %0 : index
}

// -----

// Linearization: index * stride terms (nsw; `disjoint` does not change the
// flags of the products), summed.
// CHECK-LABEL: func.func @linearize
// CHECK-DAG:     %[[C15:.*]] = arith.constant 15 : index
// CHECK:         arith.muli %arg0, %[[C15]] overflow<nsw> : index
// CHECK:         arith.addi %{{.*}}, %{{.*}} overflow<nsw> : index
// AFFINE-DAG: #[[$LIN:.*]] = affine_map<()[s0, s1, s2] -> (s0 * 15 + s1 * 5 + s2)>
// AFFINE-LABEL: func.func @linearize
// AFFINE:         affine.apply #[[$LIN]]()[%arg0, %arg1, %arg2]
func.func @linearize(%a: index, %b: index, %c: index) -> (index, index) {
  %0 = affine.linearize_index [%a, %b, %c] by (2, 3, 5) : index
  %1 = affine.linearize_index disjoint [%a, %b, %c] by (2, 3, 5) : index
  return %0, %1 : index, index
}

// -----

// No outer bound, dynamic basis: the stride products are composed into
// the affine.apply (a semi-affine product of symbols).
// AFFINE-DAG: #[[$DYN:.*]] = affine_map<()[s0, s1, s2, s3] -> (s1 * 5 + s2 + s0 * (s3 * 5))>
// AFFINE-LABEL: func.func @linearize_dynamic
// AFFINE:         affine.apply #[[$DYN]]()[%arg0, %arg1, %arg2, %arg3]
func.func @linearize_dynamic(%a: index, %b: index, %c: index, %s: index) -> index {
  %0 = affine.linearize_index [%a, %b, %c] by (%s, 5) : index
  return %0 : index
}

// -----

// Terms are added outermost-invariant first: %s (invariant in both loops),
// then the term of %i, then the term of %j.
// CHECK-LABEL: func.func @linearize_in_loops
// CHECK:         affine.for %[[I:.*]] = 0 to 4 {
// CHECK:           affine.for %[[J:.*]] = 0 to 5 {
// CHECK:             %[[TJ:.*]] = arith.muli %[[J]], %{{.*}} overflow<nsw> : index
// CHECK:             %[[TI:.*]] = arith.muli %[[I]], %{{.*}} overflow<nsw> : index
// CHECK:             %[[S1:.*]] = arith.addi %arg1, %[[TI]] overflow<nsw> : index
// CHECK:             arith.addi %[[S1]], %[[TJ]] overflow<nsw> : index
// AFFINE-LABEL: func.func @linearize_in_loops
// AFFINE:           affine.apply #{{.*}}(%{{.*}}, %{{.*}})[%arg1]
func.func @linearize_in_loops(%m: memref<140xindex>, %s: index) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      %0 = affine.linearize_index [%j, %i, %s] by (5, 4, 7) : index
      %1 = affine.apply affine_map<(d0) -> (d0 mod 140)>(%0)
      memref.store %0, %m[%1] : memref<140xindex>
    }
  }
  return
}

// -----

// The driver folds what the expansion leaves constant.
// CHECK-LABEL: func.func @constant_index
// CHECK-NEXT:    %[[C:.*]] = arith.constant 37 : index
// CHECK-NEXT:    return %[[C]]
// AFFINE-LABEL: func.func @constant_index
// AFFINE-NEXT:    %[[C:.*]] = arith.constant 37 : index
// AFFINE-NEXT:    return %[[C]]
func.func @constant_index() -> index {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %0 = affine.linearize_index [%c1, %c3, %c2] by (3, 4, 5) : index
  return %0 : index
}

// -----

// A single-result delinearization is not composed through (it folds to its
// input only once the driver reaches it).
// AFFINE-DAG: #[[$TWO:.*]] = affine_map<(d0, d1) -> (d0 * 3 + d1)>
// AFFINE-LABEL: func.func @single_result
// AFFINE:         affine.apply #[[$TWO]](%{{.*}}, %{{.*}})
func.func @single_result(%m: memref<40xindex>) {
  affine.for %i = 0 to 10 {
    %d:1 = affine.delinearize_index %i into () : index
    %l = affine.linearize_index disjoint [%d#0, %i] by (3) : index
    memref.store %l, %m[%l] : memref<40xindex>
  }
  return
}

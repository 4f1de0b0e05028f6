// The canonicalization patterns of affine.delinearize_index and
// affine.linearize_index (MLIR 22): CancelDelinearizeOfLinearizeDisjointExactTail,
// DropUnitExtentBasis, SplitDelinearizeSpanningLastLinearizeArg,
// CancelLinearizeOfDelinearizePortion, DropLinearizeLeadingZero and
// DropLinearizeUnitComponentsIfDisjointOrZero, with the cases where they
// must not apply (no `disjoint`, bases that differ, a dynamic or
// overshooting tail). Our output is mlir-opt 22's byte for byte.
//
// Under --check-semantics the interpreter gives poison where an op's
// assumption fails (a full basis bounds the linear index to
// [0, product); `disjoint` bounds each bounded index to [0, bound)), so
// random inputs that break them count as undefined behaviour; the loop
// nests at the end run in bounds.
//
// RUN: affine-opt %s -split-input-file -canonicalize > %t
// RUN: %mlir_opt %s -split-input-file -canonicalize | diff %t -
// RUN: FileCheck %s < %t
// RUN: affine-opt %s -split-input-file -canonicalize --check-semantics=5 > /dev/null

// CHECK-LABEL: func.func @unit
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %0:2 = affine.delinearize_index %arg0 into (4, 8) : index, index
// CHECK-NEXT:    return %0#0, %c0, %0#1 : index, index, index
func.func @unit(%x: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %x into (4, 1, 8) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}

// -----

// CHECK-LABEL: func.func @cancel_tail
// CHECK-NEXT:    return %arg0, %arg1, %arg2 : index, index, index
func.func @cancel_tail(%a: index, %b: index, %c: index) -> (index, index, index) {
  %l = affine.linearize_index disjoint [%a, %b, %c] by (3, 4, 5) : index
  %0:3 = affine.delinearize_index %l into (3, 4, 5) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}

// -----

// CHECK-LABEL: func.func @cancel_tail2
// CHECK-NEXT:    %0 = affine.linearize_index disjoint [%arg0, %arg1] by (3, 4) : index
// CHECK-NEXT:    %1:2 = affine.delinearize_index %0 into (6, 2) : index, index
// CHECK-NEXT:    return %1#0, %1#1, %arg2 : index, index, index
func.func @cancel_tail2(%a: index, %b: index, %c: index) -> (index, index, index) {
  %l = affine.linearize_index disjoint [%a, %b, %c] by (3, 4, 5) : index
  %0:3 = affine.delinearize_index %l into (6, 2, 5) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}

// -----

// CHECK-LABEL: func.func @split
// CHECK-NEXT:    %0 = affine.linearize_index disjoint [%arg0, %arg1] by (3, 2) : index
// CHECK-NEXT:    %1:2 = affine.delinearize_index %0 into (2, 3) : index, index
// CHECK-NEXT:    %2:2 = affine.delinearize_index %arg2 into (8, 4) : index, index
// CHECK-NEXT:    return %1#0, %1#1, %2#0, %2#1 : index, index, index, index
func.func @split(%z: index, %y: index, %x: index) -> (index, index, index, index) {
  %0 = affine.linearize_index disjoint [%z, %y, %x] by (3, 2, 32) : index
  %1:4 = affine.delinearize_index %0 into (2, 3, 8, 4) : index, index, index, index
  return %1#0, %1#1, %1#2, %1#3 : index, index, index, index
}

// -----

// CHECK-LABEL: func.func @lin_delin
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %0 = affine.linearize_index [%arg0, %c0] by (64, 16) : index
// CHECK-NEXT:    return %0 : index
func.func @lin_delin(%x: index) -> index {
  %s:3 = affine.delinearize_index %x into (2, 4, 8) : index, index, index
  %c0 = arith.constant 0 : index
  %t = affine.linearize_index [%s#0, %s#1, %s#2, %c0] by (2, 4, 8, 16) : index
  return %t : index
}

// -----

// CHECK-LABEL: func.func @lin_delin_part
// CHECK-NEXT:    %0:3 = affine.delinearize_index %arg0 into (%arg1, 32, 3) : index, index, index
// CHECK-NEXT:    %1:2 = affine.delinearize_index %0#1 into (4, 8) : index, index
// CHECK-NEXT:    return %0#1, %1#0 : index, index
func.func @lin_delin_part(%x: index, %n: index) -> (index, index) {
  %s:4 = affine.delinearize_index %x into (%n, 4, 8, 3) : index, index, index, index
  %t = affine.linearize_index [%s#1, %s#2] by (4, 8) : index
  return %t, %s#1 : index, index
}

// -----

// CHECK-LABEL: func.func @lead_zero
// CHECK-NEXT:    %0 = affine.linearize_index [%arg0, %arg1] by (4, 8) : index
// CHECK-NEXT:    return %0 : index
func.func @lead_zero(%a: index, %b: index) -> index {
  %c0 = arith.constant 0 : index
  %t = affine.linearize_index [%c0, %a, %b] by (5, 4, 8) : index
  return %t : index
}

// -----

// CHECK-LABEL: func.func @unit_lin
// CHECK-NEXT:    %0 = affine.linearize_index disjoint [%arg0, %arg2] by (5, 8) : index
// CHECK-NEXT:    %1 = affine.linearize_index [%arg0, %arg1, %arg2] by (5, 1, 8) : index
// CHECK-NEXT:    return %0, %1 : index, index
func.func @unit_lin(%a: index, %b: index, %c: index) -> (index, index) {
  %t = affine.linearize_index disjoint [%a, %b, %c] by (5, 1, 8) : index
  %u = affine.linearize_index [%a, %b, %c] by (5, 1, 8) : index
  return %t, %u : index, index
}

// -----

// CHECK-LABEL: func.func @dyn_product
// CHECK-NEXT:    %0 = affine.apply #{{.*}}()[%arg1, %arg2]
// CHECK-NEXT:    %1:2 = affine.delinearize_index %arg0 into (%0, 8) : index, index
// CHECK-NEXT:    return %1#0 : index
func.func @dyn_product(%x: index, %n: index, %m: index) -> index {
  %s:4 = affine.delinearize_index %x into (%n, %m, 4, 8) : index, index, index, index
  %t = affine.linearize_index [%s#0, %s#1, %s#2] by (%n, %m, 4) : index
  return %t : index
}

// -----

// CHECK-LABEL: func.func @dyn_product2
// CHECK-NEXT:    %0 = affine.apply #{{.*}}()[%arg1, %arg2]
// CHECK-NEXT:    %1:2 = affine.delinearize_index %arg0 into (3, %0) : index, index
// CHECK-NEXT:    %2:3 = affine.delinearize_index %1#1 into (%arg1, %arg2, 8) : index, index, index
// CHECK-NEXT:    return %1#1, %2#1 : index, index
func.func @dyn_product2(%x: index, %n: index, %m: index) -> (index, index) {
  %s:4 = affine.delinearize_index %x into (3, %n, %m, 8) : index, index, index, index
  %t = affine.linearize_index [%s#1, %s#2, %s#3] by (%n, %m, 8) : index
  return %t, %s#2 : index, index
}

// -----

// CHECK-LABEL: func.func @known_by_disjoint
// CHECK-NEXT:    %0 = affine.linearize_index disjoint [%arg1, %arg0] by (2, 160) : index
// CHECK-NEXT:    return %0 : index
func.func @known_by_disjoint(%x: index, %y: index) -> index {
  %s:3 = affine.delinearize_index %x into (4, 8) : index, index, index
  %t = affine.linearize_index disjoint [%y, %s#0, %s#1, %s#2] by (2, 5, 4, 8) : index
  return %t : index
}

// -----

// CHECK-LABEL: func.func @not_known
// CHECK-NEXT:    %0:2 = affine.delinearize_index %arg0 into (32) : index, index
// CHECK-NEXT:    %1 = affine.linearize_index [%arg1, %0#0, %0#1] by (2, 5, 32) : index
// CHECK-NEXT:    return %1 : index
func.func @not_known(%x: index, %y: index) -> index {
  %s:3 = affine.delinearize_index %x into (4, 8) : index, index, index
  %t = affine.linearize_index [%y, %s#0, %s#1, %s#2] by (2, 5, 4, 8) : index
  return %t : index
}

// -----

// CHECK-LABEL: func.func @split_all
// CHECK-NEXT:    %0:2 = affine.delinearize_index %arg1 into (8, 4) : index, index
// CHECK-NEXT:    return %0#0, %0#1 : index, index
func.func @split_all(%a: index, %b: index) -> (index, index) {
  %l = affine.linearize_index disjoint [%a, %b] by (2, 32) : index
  %d:2 = affine.delinearize_index %l into (8, 4) : index, index
  return %d#0, %d#1 : index, index
}

// -----

// CHECK-LABEL: func.func @split_all_noouter
// CHECK-NEXT:    %0:2 = affine.delinearize_index %arg1 into (8, 4) : index, index
// CHECK-NEXT:    return %arg0, %0#0, %0#1 : index, index, index
func.func @split_all_noouter(%a: index, %b: index) -> (index, index, index) {
  %l = affine.linearize_index disjoint [%a, %b] by (32) : index
  %d:3 = affine.delinearize_index %l into (8, 4) : index, index, index
  return %d#0, %d#1, %d#2 : index, index, index
}

// -----

// CHECK-LABEL: func.func @cst_ssa_basis
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %0:2 = affine.delinearize_index %arg0 into (4, 8) : index, index
// CHECK-NEXT:    return %0#0, %c0, %0#1 : index, index, index
func.func @cst_ssa_basis(%x: index) -> (index, index, index) {
  %c1 = arith.constant 1 : index
  %d:3 = affine.delinearize_index %x into (4, %c1, 8) : index, index, index
  return %d#0, %d#1, %d#2 : index, index, index
}

// -----

// CHECK-LABEL: func.func @all_unit
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    return %c0, %c0 : index, index
func.func @all_unit(%x: index) -> (index, index) {
  %d:2 = affine.delinearize_index %x into (1, 1) : index, index
  return %d#0, %d#1 : index, index
}

// -----

// CHECK-LABEL: func.func @all_unit_noouter
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    return %arg0, %c0, %c0 : index, index, index
func.func @all_unit_noouter(%x: index) -> (index, index, index) {
  %d:3 = affine.delinearize_index %x into (1, 1) : index, index, index
  return %d#0, %d#1, %d#2 : index, index, index
}

// -----

// CHECK-LABEL: func.func @lin_all_unit
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    return %c0 : index
func.func @lin_all_unit(%a: index, %b: index) -> index {
  %t = affine.linearize_index disjoint [%a, %b] by (1, 1) : index
  return %t : index
}

// -----

// CHECK-LABEL: func.func @lin_zero_unit
// CHECK-NEXT:    %0 = affine.linearize_index [%arg0, %arg1] by (3, 4) : index
// CHECK-NEXT:    return %0 : index
func.func @lin_zero_unit(%a: index, %b: index) -> index {
  %c0 = arith.constant 0 : index
  %t = affine.linearize_index [%a, %c0, %b] by (3, 1, 4) : index
  return %t : index
}

// -----

// CHECK-LABEL: func.func @lin_zero_only
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    return %c0 : index
func.func @lin_zero_only(%a: index) -> index {
  %c0 = arith.constant 0 : index
  %t = affine.linearize_index [%c0] by (3) : index
  return %t : index
}

// -----

// CHECK-LABEL: func.func @lin_lead_zero_noouter
// CHECK-NEXT:    %0 = affine.linearize_index disjoint [%arg0, %arg1] by (4, 8) : index
// CHECK-NEXT:    return %0 : index
func.func @lin_lead_zero_noouter(%a: index, %b: index) -> index {
  %c0 = arith.constant 0 : index
  %t = affine.linearize_index disjoint [%c0, %a, %b] by (4, 8) : index
  return %t : index
}

// -----

// CHECK-LABEL: func.func @two_runs
// CHECK-NEXT:    %0:2 = affine.delinearize_index %arg0 into (2, 32) : index, index
// CHECK-NEXT:    %1 = affine.linearize_index [%0#1, %arg1] by (32, 15) : index
// CHECK-NEXT:    return %1 : index
func.func @two_runs(%x: index, %y: index) -> index {
  %s:3 = affine.delinearize_index %x into (2, 4, 8) : index, index, index
  %r:2 = affine.delinearize_index %y into (3, 5) : index, index
  %t = affine.linearize_index [%s#1, %s#2, %r#0, %r#1] by (4, 8, 3, 5) : index
  return %t : index
}

// -----

// CHECK-LABEL: func.func @two_runs_same
// CHECK-NEXT:    %0:3 = affine.delinearize_index %arg0 into (8, 8, 3) : index, index, index
// CHECK-NEXT:    %1 = affine.linearize_index [%arg0, %0#0] by (192, 8) : index
// CHECK-NEXT:    return %1 : index
func.func @two_runs_same(%x: index) -> index {
  %s:4 = affine.delinearize_index %x into (2, 4, 8, 3) : index, index, index, index
  %t = affine.linearize_index [%s#0, %s#1, %s#2, %s#3, %s#0, %s#1] by (2, 4, 8, 3, 2, 4) : index
  return %t : index
}

// -----

// CHECK-LABEL: func.func @dyn_cancel_tail
// CHECK-NEXT:    return %arg0, %arg1 : index, index
func.func @dyn_cancel_tail(%a: index, %b: index, %n: index) -> (index, index) {
  %l = affine.linearize_index disjoint [%a, %b] by (%n, %n) : index
  %d:2 = affine.delinearize_index %l into (%n) : index, index
  return %d#0, %d#1 : index, index
}

// -----

// CHECK-LABEL: func.func @cancel_partial_lin_shorter
// CHECK-NEXT:    %0:2 = affine.delinearize_index %arg0 into (2, 2) : index, index
// CHECK-NEXT:    return %0#0, %0#1, %arg1 : index, index, index
func.func @cancel_partial_lin_shorter(%a: index, %b: index) -> (index, index, index) {
  %l = affine.linearize_index disjoint [%a, %b] by (4, 5) : index
  %d:3 = affine.delinearize_index %l into (2, 2, 5) : index, index, index
  return %d#0, %d#1, %d#2 : index, index, index
}

// -----

// CHECK-LABEL: func.func @cancel_full_lin_bound
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    return %c0, %arg0, %arg1 : index, index, index
func.func @cancel_full_lin_bound(%a: index, %b: index) -> (index, index, index) {
  %l = affine.linearize_index disjoint [%a, %b] by (4, 5) : index
  %d:3 = affine.delinearize_index %l into (4, 5) : index, index, index
  return %d#0, %d#1, %d#2 : index, index, index
}

// -----

// CHECK-LABEL: func.func @loop
// CHECK-NEXT:    affine.for %arg1 = 0 to 4 {
// CHECK-NEXT:      affine.for %arg2 = 0 to 16 {
// CHECK-NEXT:        %0 = affine.linearize_index disjoint [%arg1, %arg2] by (4, 16) : index
// CHECK-NEXT:        %1 = affine.load %arg0[%0] : memref<64xf32>
// CHECK-NEXT:        affine.store %1, %arg0[%0] : memref<64xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @loop(%m: memref<64xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 16 {
      %l = affine.linearize_index disjoint [%i, %j] by (4, 16) : index
      %d:2 = affine.delinearize_index %l into (8, 8) : index, index
      %e = affine.linearize_index [%d#0, %d#1] by (8, 8) : index
      %v = affine.load %m[%e] : memref<64xf32>
      affine.store %v, %m[%l] : memref<64xf32>
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @no_cancel_not_disjoint
// CHECK-NEXT:    %0 = affine.linearize_index [%arg0, %arg1] by (3, 4) : index
// CHECK-NEXT:    %1:2 = affine.delinearize_index %0 into (3, 4) : index, index
// CHECK-NEXT:    return %1#0, %1#1 : index, index
func.func @no_cancel_not_disjoint(%a: index, %b: index) -> (index, index) {
  %l = affine.linearize_index [%a, %b] by (3, 4) : index
  %d:2 = affine.delinearize_index %l into (3, 4) : index, index
  return %d#0, %d#1 : index, index
}

// -----

// CHECK-LABEL: func.func @no_cancel_const_vs_static
// CHECK-NEXT:    %0 = affine.linearize_index disjoint [%arg0, %arg1] by (3, %arg2) : index
// CHECK-NEXT:    %1:2 = affine.delinearize_index %0 into (3, 4) : index, index
// CHECK-NEXT:    return %1#0, %1#1 : index, index
func.func @no_cancel_const_vs_static(%a: index, %b: index, %n: index) -> (index, index) {
  %l = affine.linearize_index disjoint [%a, %b] by (3, %n) : index
  %d:2 = affine.delinearize_index %l into (3, 4) : index, index
  return %d#0, %d#1 : index, index
}

// -----

// CHECK-LABEL: func.func @no_split_dynamic_tail
// CHECK-NEXT:    %0 = affine.linearize_index disjoint [%arg0, %arg1] by (3, 32) : index
// CHECK-NEXT:    %1:3 = affine.delinearize_index %0 into (2, 8, %arg2) : index, index, index
// CHECK-NEXT:    return %1#0, %1#1, %1#2 : index, index, index
func.func @no_split_dynamic_tail(%a: index, %b: index, %n: index) -> (index, index, index) {
  %l = affine.linearize_index disjoint [%a, %b] by (3, 32) : index
  %d:3 = affine.delinearize_index %l into (2, 8, %n) : index, index, index
  return %d#0, %d#1, %d#2 : index, index, index
}

// -----

// CHECK-LABEL: func.func @no_split_overshoot
// CHECK-NEXT:    %0 = affine.linearize_index disjoint [%arg0, %arg1] by (3, 32) : index
// CHECK-NEXT:    %1:3 = affine.delinearize_index %0 into (2, 3, 16) : index, index, index
// CHECK-NEXT:    return %1#0, %1#1, %1#2 : index, index, index
func.func @no_split_overshoot(%a: index, %b: index) -> (index, index, index) {
  %l = affine.linearize_index disjoint [%a, %b] by (3, 32) : index
  %d:3 = affine.delinearize_index %l into (2, 3, 16) : index, index, index
  return %d#0, %d#1, %d#2 : index, index, index
}

// -----

// CHECK-LABEL: func.func @no_merge_bounds_differ
// CHECK-NEXT:    %0:3 = affine.delinearize_index %arg0 into (2, 4, 8) : index, index, index
// CHECK-NEXT:    %1 = affine.linearize_index [%0#1, %0#2] by (4, 7) : index
// CHECK-NEXT:    return %1 : index
func.func @no_merge_bounds_differ(%x: index) -> index {
  %s:3 = affine.delinearize_index %x into (2, 4, 8) : index, index, index
  %t = affine.linearize_index [%s#1, %s#2] by (4, 7) : index
  return %t : index
}

// -----

// CHECK-LABEL: func.func @merge_in_loop
// CHECK-NEXT:    affine.for %arg2 = 0 to 24 {
// CHECK-NEXT:      %0:2 = affine.delinearize_index %arg2 into (%arg1, 4) : index, index
// CHECK-NEXT:      %1:2 = affine.delinearize_index %arg2 into (6, 4) : index, index
// CHECK-NEXT:      %2 = memref.load %arg0[%1#0, %1#1] : memref<6x4xf32>
// CHECK-NEXT:      %3 = arith.addf %2, %2 : f32
// CHECK-NEXT:      memref.store %3, %arg0[%1#0, %0#1] : memref<6x4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @merge_in_loop(%m: memref<6x4xf32>, %n: index) {
  affine.for %i = 0 to 24 {
    %s:3 = affine.delinearize_index %i into (%n, 2, 2) : index, index, index
    %t = affine.linearize_index disjoint [%s#1, %s#2] by (2, 2) : index
    %u = affine.linearize_index [%s#0, %t] by (6, 4) : index
    %q:2 = affine.delinearize_index %u into (6, 4) : index, index
    %v = memref.load %m[%q#0, %q#1] : memref<6x4xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %m[%q#0, %t] : memref<6x4xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @bounded_chain
// CHECK-NEXT:    affine.for %arg1 = 0 to 4 {
// CHECK-NEXT:      affine.for %arg2 = 0 to 24 {
// CHECK-NEXT:        %0 = affine.linearize_index disjoint [%arg1, %arg2] by (4, 24) : index
// CHECK-NEXT:        %1 = affine.linearize_index disjoint [%arg1, %arg2] by (4, 24) : index
// CHECK-NEXT:        %2 = arith.addi %arg2, %1 : index
// CHECK-NEXT:        %3:2 = affine.delinearize_index %0 into (12, 8) : index, index
// CHECK-NEXT:        %4 = arith.addi %2, %3#1 : index
// CHECK-NEXT:        memref.store %4, %arg0[%0] : memref<96xindex>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @bounded_chain(%m: memref<96xindex>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 24 {
      %l = affine.linearize_index disjoint [%i, %j] by (4, 24) : index
      %d:4 = affine.delinearize_index %l into (4, 2, 3, 4) : index, index, index, index
      %e = affine.linearize_index [%d#1, %d#2, %d#3] by (2, 3, 4) : index
      %f = affine.linearize_index disjoint [%d#0, %d#1, %d#2, %d#3] by (4, 2, 3, 4) : index
      %g = arith.addi %e, %f : index
      %c1 = arith.constant 1 : index
      %h:3 = affine.delinearize_index %l into (%c1, 12, 8) : index, index, index
      %k = arith.addi %g, %h#2 : index
      memref.store %k, %m[%l] : memref<96xindex>
    }
  }
  return
}

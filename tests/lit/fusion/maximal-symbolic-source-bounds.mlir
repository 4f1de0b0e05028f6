// Maximal fusion (and every other mode) where the source nest's loops have
// a symbolic bound (PolyBench gemver and deriche, issue #10). mlir-opt 22
// cannot tell whether such a slice is valid: its isSliceValid gives up when
// the source loops' domain has a symbol (its set difference was taken to
// handle none), so computeSliceUnion fails at every depth and nothing is
// fused. The restriction was lifted after 22 (llvm/llvm-project#180709);
// we keep 22's decision. A constant bound (an arith.constant folds into the
// map), a symbol only in the destination's bounds or only in a subscript
// leave the slice computable as before.
//
// RUN: affine-opt %s -split-input-file -affine-loop-fusion=maximal > %t.ours
// RUN: %mlir_opt %s -split-input-file -affine-loop-fusion=maximal > %t.ref
// RUN: diff %t.ref %t.ours
// RUN: FileCheck %s < %t.ours
// RUN: affine-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(affine-loop-fusion{maximal=true}))' > %t.pipe
// RUN: diff %t.ref %t.pipe
// RUN: affine-opt %s -split-input-file -affine-loop-fusion > %t.ours.greedy
// RUN: %mlir_opt %s -split-input-file -affine-loop-fusion > %t.ref.greedy
// RUN: diff %t.ref.greedy %t.ours.greedy
// RUN: affine-opt %s -split-input-file -test-loop-fusion=test-loop-fusion-slice-computation -o /dev/null 2> %t.ours.slices
// RUN: %mlir_opt %s -split-input-file -test-loop-fusion=test-loop-fusion-slice-computation -o /dev/null 2> %t.ref.slices
// RUN: diff %t.ref.slices %t.ours.slices
// RUN: affine-opt %s -split-input-file -affine-loop-fusion=maximal --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -split-input-file -affine-loop-fusion=maximal --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT

// SEM: semantic check: @transposed_symbolic: same results
// SEM: semantic check: @transposed_constant: same results
// SEM: semantic check: @symbol_in_destination_only: same results
// SEM: semantic check: @symbol_in_subscript_only: same results
// SEM: semantic check: @lower_bound_symbol: same results

// REPORT: depth 1: no valid slice (no slice can be computed)
// REPORT: depth 2: no valid slice (no slice can be computed)
// REPORT: not fused: no valid slice at any depth
// REPORT: depth 2: slice %i0' = %i1, %i1' = %i0; 1 source iteration per slice
// REPORT: fused at depth 2: maximal fusion

// The gemver shape: an n x n nest updates A[i][j], the next reads A[j][i].
// CHECK-LABEL: func.func @transposed_symbolic
// CHECK:         affine.for %{{.*}} = 0 to %arg2 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to %arg2 {
// CHECK-NEXT:        affine.load %arg0
// CHECK-NEXT:        arith.addf
// CHECK-NEXT:        affine.store
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %{{.*}} = 0 to %arg2 {
func.func @transposed_symbolic(%a: memref<10x10xf64>, %b: memref<10xf64>, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      %v = affine.load %a[%i, %j] : memref<10x10xf64>
      %w = arith.addf %v, %v : f64
      affine.store %w, %a[%i, %j] : memref<10x10xf64>
    }
  }
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      %v = affine.load %a[%j, %i] : memref<10x10xf64>
      %s = affine.load %b[%i] : memref<10xf64>
      %w = arith.addf %v, %s : f64
      affine.store %w, %b[%i] : memref<10xf64>
    }
  }
  return
}

// -----

// The same with constant bounds: fused at depth 2, the source's loops
// swapped to follow the destination's.
// CHECK-LABEL: func.func @transposed_constant
// CHECK:         affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 10 {
// CHECK-NEXT:        affine.load %arg0[%[[J]], %[[I]]]
// CHECK-NEXT:        arith.addf
// CHECK-NEXT:        affine.store %{{.*}}, %arg0[%[[J]], %[[I]]]
// CHECK-NEXT:        affine.load %arg0[%[[J]], %[[I]]]
// CHECK-NOT:     affine.for
func.func @transposed_constant(%a: memref<10x10xf64>, %b: memref<10xf64>) {
  %c10 = arith.constant 10 : index
  affine.for %i = 0 to %c10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %a[%i, %j] : memref<10x10xf64>
      %w = arith.addf %v, %v : f64
      affine.store %w, %a[%i, %j] : memref<10x10xf64>
    }
  }
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %a[%j, %i] : memref<10x10xf64>
      %s = affine.load %b[%i] : memref<10xf64>
      %w = arith.addf %v, %s : f64
      affine.store %w, %b[%i] : memref<10xf64>
    }
  }
  return
}

// -----

// Only the destination's bound is symbolic: the slice is valid, but not
// known to be maximal, so the source stays and the slice writes a private
// buffer.
// CHECK-LABEL: func.func @symbol_in_destination_only
// CHECK:         memref.alloc() : memref<1xf64>
// CHECK:         affine.for %{{.*}} = 0 to 10 {
// CHECK:         affine.for %{{.*}} = 0 to min
// CHECK:           affine.store %{{.*}}, %alloc[0]
func.func @symbol_in_destination_only(%a: memref<10xf64>, %b: memref<10xf64>, %c: memref<10xf64>, %n: index) {
  affine.for %i = 0 to 10 {
    %v = affine.load %c[%i] : memref<10xf64>
    %w = arith.mulf %v, %v : f64
    affine.store %w, %a[%i] : memref<10xf64>
  }
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 10)>()[%n] {
    %v = affine.load %a[%i] : memref<10xf64>
    affine.store %v, %b[%i] : memref<10xf64>
  }
  return
}

// -----

// A symbol in the subscripts only: fused.
// CHECK-LABEL: func.func @symbol_in_subscript_only
// CHECK:         affine.for
// CHECK-NOT:     affine.for
func.func @symbol_in_subscript_only(%a: memref<10xf64>, %b: memref<10xf64>, %s: index) {
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i + symbol(%s)] : memref<10xf64>
    %w = arith.mulf %v, %v : f64
    affine.store %w, %a[%i + symbol(%s)] : memref<10xf64>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i + symbol(%s)] : memref<10xf64>
    affine.store %v, %b[%i] : memref<10xf64>
  }
  return
}

// -----

// A symbolic lower bound is as much a symbol of the source's domain.
// CHECK-LABEL: func.func @lower_bound_symbol
// CHECK:         affine.for %{{.*}} = %arg2 to 10 {
// CHECK:         affine.for %{{.*}} = 0 to 10 {
func.func @lower_bound_symbol(%a: memref<10xf64>, %b: memref<10xf64>, %n: index) {
  affine.for %i = %n to 10 {
    %v = affine.load %a[%i] : memref<10xf64>
    %w = arith.mulf %v, %v : f64
    affine.store %w, %a[%i] : memref<10xf64>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf64>
    affine.store %v, %b[%i] : memref<10xf64>
  }
  return
}

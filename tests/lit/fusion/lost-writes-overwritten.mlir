// Fusions that remove a source whose slices miss iterations writing a
// function argument (issue #10): the caller may read what those iterations
// write, so the removal is sound only if a later nest overwrites every lost
// element before anything reads it. mlir-opt 22 fuses these without asking
// (soundly here); we used to refuse them as "the source would be removed
// but not every iteration is fused" (fusion-mix seeds 2759, 2469, 2777) and
// now prove it exactly (Presburger sets: the elements written by source
// instances in no slice, minus those a later nest writes for every value of
// the parameters, must be empty, and no op from the source to that nest may
// read a lost element), making the same fusions byte for byte in the three
// modes.
//
// 1. The slices run source iterations 0..6; %out[7] and %out[8] are lost,
//    and the last nest writes all of %out without reading it (seed 2759).
// 2. The overwriting loop's bound is an `affine.max` symbol (at least 5)
//    and its index `(%i - 1) mod 10`: %out[9] is written at %i = 0 whatever
//    the symbol (seed 2469).
// 3. Two-dimensional: row 6 is lost, the last nest writes every row
//    (seed 2777).
//
// Where the later write is partial or conditional, or something reads a
// lost element first, the fusion is still refused
// (tests/lit/fusion/soundness/lost-writes-not-overwritten.mlir).
//
// RUN: affine-opt %s -split-input-file -affine-loop-fusion > %t.ours
// RUN: %mlir_opt %s -split-input-file -affine-loop-fusion > %t.ref
// RUN: diff %t.ref %t.ours
// RUN: FileCheck %s < %t.ours
// RUN: affine-opt %s -split-input-file -affine-loop-fusion=mode=producer > %t.ours.producer
// RUN: %mlir_opt %s -split-input-file -affine-loop-fusion=mode=producer > %t.ref.producer
// RUN: diff %t.ref.producer %t.ours.producer
// RUN: affine-opt %s -split-input-file -affine-loop-fusion=mode=sibling > %t.ours.sibling
// RUN: %mlir_opt %s -split-input-file -affine-loop-fusion=mode=sibling > %t.ref.sibling
// RUN: diff %t.ref.sibling %t.ours.sibling
// RUN: affine-opt %s -split-input-file -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -split-input-file -affine-loop-fusion=mode=producer --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -split-input-file -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT --implicit-check-not='would change'

// SEM: semantic check: @overwritten_later: same results
// SEM: semantic check: @overwritten_through_max_bound: same results
// SEM: semantic check: @overwritten_rows: same results

// REPORT: depth 1: slice %i0 <= %i0' < %i0 + 2; 2 source iterations per slice
// REPORT: fused at depth 1: {{.*}}; source nest removed; 0 private buffer(s)
// REPORT: depth 1: slice %i0 <= %i0' < %i0 + 4; 4 source iterations per slice
// REPORT: fused at depth 1: {{.*}}; source nest removed; 0 private buffer(s)
// REPORT: depth 1: slice %i0 <= %i0' < %i0 + 4, 0 <= %i1' < 3; 12 source iterations per slice
// REPORT: fused at depth 1: {{.*}}; source nest removed; 0 private buffer(s)

// CHECK-LABEL: func.func @overwritten_later
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 6 {
// CHECK-NEXT:      affine.for %[[S:.*]] = #{{.*}}(%[[I]]) to #{{.*}}(%[[I]]) {
// CHECK:             affine.store %{{.*}}, %arg0[%[[S]]]
// CHECK:           affine.store %{{.*}}, %arg2[%[[I]]]
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %[[K:.*]] = 0 to 9 {
// CHECK:           affine.store %{{.*}}, %arg0[%[[K]]]
// CHECK-NOT:     affine.for

func.func @overwritten_later(%out: memref<9xf32>, %a: memref<9xf32>, %r: memref<6xf32>) {
  affine.for %i = 0 to 9 {
    %x = affine.load %a[%i] : memref<9xf32>
    %y = arith.mulf %x, %x : f32
    affine.store %y, %out[%i] : memref<9xf32>
  }
  affine.for %i = 0 to 6 {
    %p = affine.load %out[%i] : memref<9xf32>
    %q = affine.load %out[%i + 1] : memref<9xf32>
    %s = arith.addf %p, %q : f32
    affine.store %s, %r[%i] : memref<6xf32>
  }
  affine.for %i = 0 to 9 {
    %v = affine.load %a[%i] : memref<9xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %out[%i] : memref<9xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @overwritten_through_max_bound
// CHECK:         affine.max
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 6 {
// CHECK-NEXT:      affine.for %[[S:.*]] = #{{.*}}(%[[I]]) to #{{.*}}(%[[I]]) {
// CHECK:             affine.store %{{.*}}, %arg0[%[[S]]]
// CHECK:         affine.for %[[K:.*]] = 0 to #{{.*}}()[%{{.*}}] {
// CHECK:           affine.store %{{.*}}, %arg0[(%[[K]] - 1) mod 10]
// CHECK-NOT:     affine.for

func.func @overwritten_through_max_bound(%out: memref<10xf32>, %a: memref<10xf32>, %r: memref<6xf32>) {
  %c0 = arith.constant 0 : index
  %d = memref.dim %out, %c0 : memref<10xf32>
  %n = affine.max affine_map<()[s0] -> (s0, 5)>()[%d]
  affine.for %i = 0 to 10 {
    %x = affine.load %a[%i] : memref<10xf32>
    affine.store %x, %out[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 5 {
      %p = affine.load %out[%i + 3] : memref<10xf32>
      %q = affine.load %out[%i] : memref<10xf32>
      %s = arith.addf %p, %q : f32
      affine.store %s, %r[%i] : memref<6xf32>
    }
  }
  affine.for %i = 0 to affine_map<()[s0] -> (s0 + 1)>()[%n] {
    %x = affine.load %a[%i floordiv 2] : memref<10xf32>
    affine.store %x, %out[(%i - 1) mod 10] : memref<10xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @overwritten_rows
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 3 {
// CHECK-NEXT:      affine.for %[[S:.*]] = #{{.*}}(%[[I]]) to #{{.*}}(%[[I]]) {
// CHECK-NEXT:        affine.for %[[J:.*]] = 0 to 3 {
// CHECK:               affine.store %{{.*}}, %arg0[%[[S]], %[[J]]]
// CHECK:         affine.for %{{.*}} = 0 to 7 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 3 {
// CHECK-NOT:     affine.for

func.func @overwritten_rows(%b: memref<7x3xf32>, %c: memref<3x8xf32>, %a: memref<7x3xf32>) {
  affine.for %i = 0 to 7 {
    affine.for %j = 0 to 3 {
      %x = affine.load %a[%i, %j] : memref<7x3xf32>
      %y = arith.addf %x, %x : f32
      affine.store %y, %b[%i, %j] : memref<7x3xf32>
    }
  }
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 8 {
      %p = affine.load %b[%i + 3, %j floordiv 3] : memref<7x3xf32>
      %q = affine.load %b[%i, (%j + 2) mod 3] : memref<7x3xf32>
      %s = arith.addf %p, %q : f32
      affine.store %s, %c[%i, %j] : memref<3x8xf32>
    }
  }
  affine.for %i = 0 to 7 {
    affine.for %j = 0 to 3 {
      %x = affine.load %a[%i, %j] : memref<7x3xf32>
      %y = arith.mulf %x, %x : f32
      affine.store %y, %b[%i, %j] : memref<7x3xf32>
    }
  }
  return
}

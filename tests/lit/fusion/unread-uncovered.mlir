// Fusions that remove the source although its slices do not run every
// source iteration, where the iterations left out write nothing anyone
// reads (issue #10). mlir-opt 22 makes them soundly; we used to refuse them
// as "the source would be removed but not every iteration is fused", and
// now make the same ones, byte for byte, in the three modes.
//
// 1. The producer fills %t[0..7], the consumer reads %t[i] and %t[i + 2]
//    for i < 4: the slices run source iterations 0..5. %t[6] and %t[7] are
//    in a subview nothing reads (fusion-mix seed 844: a view makes the
//    buffer escape, which we took as "read after the fusion").
// 2. The consumer also reads %t through a reinterpret_cast, but only
//    elements the slices write (%v[0, i] is %t[i]): only the source
//    instances that touch an element a destination access reads must run
//    in some slice (fusion-mix seed 421).
//
// Where the left-out elements are read afterwards, the fusion is still
// refused (tests/lit/upstream-bugs/loop-fusion-removed-source-read-through-view.mlir).
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

// SEM: semantic check: @rest_behind_unused_view: same results
// SEM: semantic check: @view_reads_covered: same results

// REPORT: depth 1: slice %i0 <= %i0' < %i0 + 3; 3 source iterations per slice
// REPORT: fused at depth 1: {{.*}}; source nest removed; 0 private buffer(s)
// REPORT: depth 1: slice %i0 <= %i0' < %i0 + 3; 3 source iterations per slice
// REPORT: fused at depth 1: {{.*}}; source nest removed; 0 private buffer(s)

// CHECK-LABEL: func.func @rest_behind_unused_view
// CHECK:         memref.subview
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 4 {
// CHECK-NEXT:      affine.for %[[S:.*]] = #{{.*}}(%[[I]]) to #{{.*}}(%[[I]]) {
// CHECK-NEXT:        affine.load %arg0[%[[S]]]
// CHECK-NEXT:        arith.mulf
// CHECK-NEXT:        affine.store %{{.*}}, %alloc[%[[S]]]
// CHECK-NEXT:      }
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 6 {
// CHECK-NOT:     affine.for
// CHECK:         memref.dealloc
func.func @rest_behind_unused_view(%a: memref<8xf32>, %out: memref<4x6xf32>) {
  %t = memref.alloc() : memref<8xf32>
  %v = memref.subview %t[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  affine.for %i = 0 to 8 {
    %x = affine.load %a[%i] : memref<8xf32>
    %y = arith.mulf %x, %x : f32
    affine.store %y, %t[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 6 {
      %p = affine.load %t[%i + 2] : memref<8xf32>
      %q = affine.load %t[%i] : memref<8xf32>
      %s = arith.addf %p, %q : f32
      affine.store %s, %out[%i, %j] : memref<4x6xf32>
    }
  }
  memref.dealloc %t : memref<8xf32>
  return
}

// -----

// CHECK-LABEL: func.func @view_reads_covered
// CHECK:         memref.reinterpret_cast
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 4 {
// CHECK-NEXT:      affine.for %[[S:.*]] = #{{.*}}(%[[I]]) to #{{.*}}(%[[I]]) {
// CHECK-NEXT:        affine.load %arg0[%[[S]]]
// CHECK-NEXT:        arith.mulf
// CHECK-NEXT:        affine.store %{{.*}}, %alloc[%[[S]]]
// CHECK-NEXT:      }
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 6 {
// CHECK:             affine.load %reinterpret_cast[0, %[[I]]]
// CHECK-NOT:     affine.for
// CHECK:         memref.dealloc
func.func @view_reads_covered(%a: memref<8xf32>, %out: memref<4x6xf32>) {
  %t = memref.alloc() : memref<8xf32>
  %v = memref.reinterpret_cast %t to offset: [0], sizes: [2, 4], strides: [4, 1] : memref<8xf32> to memref<2x4xf32>
  affine.for %i = 0 to 8 {
    %x = affine.load %a[%i] : memref<8xf32>
    %y = arith.mulf %x, %x : f32
    affine.store %y, %t[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 6 {
      %p = affine.load %t[%i + 2] : memref<8xf32>
      %q = affine.load %t[%i] : memref<8xf32>
      %r = affine.load %v[0, %i] : memref<2x4xf32>
      %s = arith.addf %p, %q : f32
      %u = arith.addf %s, %r : f32
      affine.store %u, %out[%i, %j] : memref<4x6xf32>
    }
  }
  memref.dealloc %t : memref<8xf32>
  return
}

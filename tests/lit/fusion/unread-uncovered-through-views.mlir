// A producer removed although its slices do not run every iteration, where
// the elements written are read later through a `memref.reinterpret_cast`
// view of the buffer and by a `memref.load` with an `affine.min` index
// (the reads of fusion-mix seed 1382, issue #10). The removal needs only the
// source instances writing an element some later read reads to run in a
// slice; for a read through a view whose layout in the buffer is static the
// element is found by composing the layout (offset and strides), as the
// view checks do, and a `memref.load`'s `affine.min` index is bounded by its
// results. mlir-opt 22 makes the same fusion; we used to refuse it ("the
// source would be removed but not every iteration is fused": only reads
// through the very memref were looked at per element). A view with a
// dynamic offset or stride still counts as reading the whole buffer.
//
// The producer fills %t[0..8], the consumer reads %t[i] and %t[i + 1] for
// i < 3 (slices run source iterations 0..3), and the nest after it reads
// %v[0, i mod 2] (%t[0], %t[1]) through a 2x4 view of %t with strides
// [4, 1] and %t[min(i, 2)]: all written by a slice. Where a later read
// through a view reads an element no slice writes, the fusion is still
// refused (unread-uncovered-view-read-later.mlir).
//
// RUN: affine-opt %s -affine-loop-fusion > %t.ours
// RUN: %mlir_opt %s -affine-loop-fusion > %t.ref
// RUN: diff %t.ref %t.ours
// RUN: FileCheck %s < %t.ours
// RUN: affine-opt %s -affine-loop-fusion=mode=producer > %t.ours.producer
// RUN: %mlir_opt %s -affine-loop-fusion=mode=producer > %t.ref.producer
// RUN: diff %t.ref.producer %t.ours.producer
// RUN: affine-opt %s -affine-loop-fusion=mode=sibling > %t.ours.sibling
// RUN: %mlir_opt %s -affine-loop-fusion=mode=sibling > %t.ref.sibling
// RUN: diff %t.ref.sibling %t.ours.sibling
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion=mode=producer --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT --implicit-check-not='would change'

// SEM: semantic check: @views_read_covered: same results on 5 of 5 random inputs

// REPORT: depth 1: slice %i0 <= %i0' < %i0 + 2; 2 source iterations per slice
// REPORT: fused at depth 1: {{.*}}; source nest removed; 0 private buffer(s)

// CHECK-LABEL: func.func @views_read_covered
// CHECK:         affine.for %[[I:.*]] = 0 to 3 {
// CHECK-NEXT:      affine.for %[[S:.*]] = #{{.*}}(%[[I]]) to #{{.*}}(%[[I]]) {
// CHECK-NEXT:        affine.load %arg0[%[[S]]]
// CHECK-NEXT:        arith.mulf
// CHECK-NEXT:        affine.store %{{.*}}, %alloc[%[[S]]]
// CHECK-NEXT:      }
// CHECK:         affine.for %{{.*}} = 0 to 4 {
// CHECK-NOT:     affine.for
func.func @views_read_covered(%a: memref<8xf32>, %out: memref<3xf32>, %last: memref<4xf32>) {
  %t = memref.alloc() : memref<8xf32>
  %v = memref.reinterpret_cast %t to offset: [0], sizes: [2, 4], strides: [4, 1] : memref<8xf32> to memref<2x4xf32>
  affine.for %i = 0 to 8 {
    %x = affine.load %a[%i] : memref<8xf32>
    %y = arith.mulf %x, %x : f32
    affine.store %y, %t[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 3 {
    %p = affine.load %t[%i + 1] : memref<8xf32>
    %q = affine.load %t[%i] : memref<8xf32>
    %s = arith.addf %p, %q : f32
    affine.store %s, %out[%i] : memref<3xf32>
  }
  affine.for %i = 0 to 4 {
    %u = affine.load %v[0, %i mod 2] : memref<2x4xf32>
    %m = affine.min affine_map<(d0) -> (d0, 2)>(%i)
    %w = memref.load %t[%m] : memref<8xf32>
    %s = arith.addf %u, %w : f32
    affine.store %s, %last[%i] : memref<4xf32>
  }
  memref.dealloc %t : memref<8xf32>
  return
}

// A producer removed although its slices do not run every iteration, where
// the elements the left-out iterations write are read later through the
// same memref, but none of those reads reads them (fusion-mix seed 439,
// issue #10). The removal needs only the source instances writing an
// element some later read reads to run in a slice: exact, per element, as
// for reads through other views (unread-uncovered.mlir). mlir-opt 22 makes
// the same fusion; we used to refuse it ("the source would be removed but
// not every iteration is fused"). Where a later read does read a left-out
// element, it is still refused (unread-uncovered-read-later.mlir).
//
// %t[0..9] is filled, the consumer reads %t[i] and %t[i + 1] for i < 6
// (slices run source iterations 0..6), and the reduction after it reads
// %t[(5 i) mod 7] for i < 3: %t[0], %t[5], %t[3], all written by a slice.
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
// RUN: affine-opt %s -affine-loop-fusion=mode=producer --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT --implicit-check-not='would change'

// SEM: semantic check: @rest_unread: same results on 5 of 5 random inputs

// REPORT: depth 1: slice %i0 <= %i0' < %i0 + 2; 2 source iterations per slice
// REPORT: fused at depth 1: {{.*}}; source nest removed; 0 private buffer(s)

// CHECK-LABEL: func.func @rest_unread
// CHECK:         affine.for %[[I:.*]] = 0 to 6 {
// CHECK-NEXT:      affine.for %[[S:.*]] = #{{.*}}(%[[I]]) to #{{.*}}(%[[I]]) {
// CHECK-NEXT:        affine.load %arg0[%[[S]]]
// CHECK-NEXT:        arith.mulf
// CHECK-NEXT:        affine.store %{{.*}}, %alloc[%[[S]]]
// CHECK-NEXT:      }
// CHECK:         affine.for %{{.*}} = 0 to 3 iter_args
// CHECK-NOT:     affine.for
func.func @rest_unread(%a: memref<10xf32>, %out: memref<6xf32>, %last: memref<3xf32>) {
  %t = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %x = affine.load %a[%i] : memref<10xf32>
    %y = arith.mulf %x, %x : f32
    affine.store %y, %t[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 6 {
    %p = affine.load %t[%i + 1] : memref<10xf32>
    %q = affine.load %t[%i] : memref<10xf32>
    %s = arith.addf %p, %q : f32
    affine.store %s, %out[%i] : memref<6xf32>
  }
  %zero = arith.constant 0.0 : f32
  %sum = affine.for %i = 0 to 3 iter_args(%acc = %zero) -> (f32) {
    %v = affine.load %t[(%i * 5) mod 7] : memref<10xf32>
    %n = arith.addf %acc, %v : f32
    affine.yield %n : f32
  }
  affine.store %sum, %last[0] : memref<3xf32>
  memref.dealloc %t : memref<10xf32>
  return
}

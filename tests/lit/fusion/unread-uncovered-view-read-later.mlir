// The counterpart of unread-uncovered-through-views.mlir: the nest after
// the consumer reads %v[1, i mod 2] (%t[4], %t[5]) through a 2x4 view of
// %t, which no slice writes (they run source iterations 0..3). Removing the
// producer would leave them unwritten, so the fusion is refused (mlir-opt
// 22 makes it: its source removal does not ask what later reads read).
//
// RUN: affine-opt %s -affine-loop-fusion | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion=mode=producer --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT

// SEM: semantic check: @view_reads_uncovered: same results on 5 of 5 random inputs

// REPORT: depth 1: slice %i0 <= %i0' < %i0 + 2; 2 source iterations per slice
// REPORT: not fused: fusing would change what the program computes: the source would be removed but not every iteration is fused

// CHECK-LABEL: func.func @view_reads_uncovered
// CHECK:         affine.for %{{.*}} = 0 to 8 {
// CHECK:         affine.for %{{.*}} = 0 to 3 {
// CHECK:         affine.for %{{.*}} = 0 to 4 {
func.func @view_reads_uncovered(%a: memref<8xf32>, %out: memref<3xf32>, %last: memref<4xf32>) {
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
    %u = affine.load %v[1, %i mod 2] : memref<2x4xf32>
    affine.store %u, %last[%i] : memref<4xf32>
  }
  memref.dealloc %t : memref<8xf32>
  return
}

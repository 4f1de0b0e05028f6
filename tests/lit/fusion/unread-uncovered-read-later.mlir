// The counterpart of unread-uncovered-same-memref.mlir: the reduction after
// the consumer reads %t[4 i] for i < 3, and %t[8] is written by a source
// iteration no slice runs (they run 0..6). Removing the producer would
// leave %t[8] unwritten, so the fusion is refused (mlir-opt 22 makes it:
// its dependence graph sees the later reader but its source removal does
// not ask what it reads).
//
// RUN: affine-opt %s -affine-loop-fusion | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT

// SEM: semantic check: @rest_read_later: same results on 5 of 5 random inputs

// REPORT: depth 1: slice %i0 <= %i0' < %i0 + 2; 2 source iterations per slice
// REPORT: not fused: fusing would change what the program computes: the source would be removed but not every iteration is fused

// CHECK-LABEL: func.func @rest_read_later
// CHECK:         affine.for %[[I:.*]] = 0 to 10 {
// CHECK:         affine.for %{{.*}} = 0 to 6 {
// CHECK:         affine.for %{{.*}} = 0 to 3 iter_args
func.func @rest_read_later(%a: memref<10xf32>, %out: memref<6xf32>, %last: memref<3xf32>) {
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
    %v = affine.load %t[%i * 4] : memref<10xf32>
    %n = arith.addf %acc, %v : f32
    affine.yield %n : f32
  }
  affine.store %sum, %last[0] : memref<3xf32>
  memref.dealloc %t : memref<10xf32>
  return
}

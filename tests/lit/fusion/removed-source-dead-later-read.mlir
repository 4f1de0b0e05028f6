// A removed source whose slices do not run all of its iterations, where the
// only later read of what the missed iterations write feeds a running
// minimum (iter_args) whose loop result nothing uses (fusion-mix seed 2583,
// reduced). The producer fills rows 0..4 of %t; the consumer reads rows %j
// and %j + 2 for %j < 2, so its slices write rows 0..3. The reduction after
// it reads row 4, but its value reaches only the yield of a loop whose
// result is unused: no later read needs the row. Liveness used to stop at
// any terminator ("the source would be removed but not every iteration is
// fused"); it follows an affine.yield to the loop's result and iteration
// argument now. Identical to mlir-opt 22 (with a compute tolerance that
// lets it fuse); where the minimum is used, the fusion is refused.
//
// RUN: affine-opt %s -split-input-file -affine-loop-fusion=compute-tolerance=2.0 > %t.ours
// RUN: %mlir_opt %s -split-input-file -affine-loop-fusion=compute-tolerance=2.0 > %t.ref
// RUN: FileCheck %s < %t.ours
// RUN: FileCheck %s --check-prefix=REF < %t.ref
// RUN: affine-opt %s -split-input-file -affine-loop-fusion=compute-tolerance=2.0 --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -split-input-file -affine-loop-fusion=compute-tolerance=2.0 --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT

// Dead minimum: the producer is fused into the consumer and removed.
// CHECK-LABEL: func.func @dead_min
// CHECK:         affine.for %[[J:.*]] = 0 to 2 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 4 {
// CHECK-NEXT:        affine.for %{{.*}} = #{{.*}}(%[[J]]) to #{{.*}}(%[[J]]) {
// CHECK:         affine.for %{{.*}} = 0 to 5 iter_args
// CHECK-NOT:     affine.for %{{.*}} = 0 to 5 {

// Live minimum (stored): left alone.
// CHECK-LABEL: func.func @live_min
// CHECK:         affine.for %{{.*}} = 0 to 5 {
// CHECK:         affine.for %{{.*}} = 0 to 2 {
// CHECK:         affine.for %{{.*}} = 0 to 5 iter_args

// mlir-opt 22 fuses both; the second then reads row 4 of %t, which
// nothing wrote.
// REF-LABEL: func.func @dead_min
// REF-NOT:     affine.for %{{.*}} = 0 to 5 {
// REF-LABEL: func.func @live_min
// REF-NOT:     affine.for %{{.*}} = 0 to 5 {

// SEM-COUNT-2: semantic check: @{{.*}}: same results

// REPORT: fused at depth 2
// REPORT: not fused: fusing would change what the program computes: the source would be removed but not every iteration is fused

func.func @dead_min(%A: memref<5x4xf32>, %B: memref<2x4xf32>) {
  %c0 = arith.constant 0.0 : f32
  %t = memref.alloc() : memref<5x4xf32>
  affine.for %i = 0 to 5 {
    affine.for %k = 0 to 4 {
      %x = affine.load %A[%i, %k] : memref<5x4xf32>
      affine.store %x, %t[%i, %k] : memref<5x4xf32>
    }
  }
  affine.for %j = 0 to 2 {
    affine.for %k = 0 to 4 {
      %a = affine.load %t[%j, %k] : memref<5x4xf32>
      %b = affine.load %t[%j + 2, %k] : memref<5x4xf32>
      %s = arith.addf %a, %b : f32
      affine.store %s, %B[%j, %k] : memref<2x4xf32>
    }
  }
  %r = affine.for %i = 0 to 5 iter_args(%acc = %c0) -> (f32) {
    %v = affine.load %t[%i, 3] : memref<5x4xf32>
    %m = arith.minimumf %acc, %v : f32
    affine.yield %m : f32
  }
  memref.dealloc %t : memref<5x4xf32>
  return
}

// -----

func.func @live_min(%A: memref<5x4xf32>, %B: memref<2x4xf32>, %R: memref<1xf32>) {
  %c0 = arith.constant 0.0 : f32
  %t = memref.alloc() : memref<5x4xf32>
  affine.for %i = 0 to 5 {
    affine.for %k = 0 to 4 {
      %x = affine.load %A[%i, %k] : memref<5x4xf32>
      affine.store %x, %t[%i, %k] : memref<5x4xf32>
    }
  }
  affine.for %j = 0 to 2 {
    affine.for %k = 0 to 4 {
      %a = affine.load %t[%j, %k] : memref<5x4xf32>
      %b = affine.load %t[%j + 2, %k] : memref<5x4xf32>
      %s = arith.addf %a, %b : f32
      affine.store %s, %B[%j, %k] : memref<2x4xf32>
    }
  }
  %r = affine.for %i = 0 to 5 iter_args(%acc = %c0) -> (f32) {
    %v = affine.load %t[%i, 3] : memref<5x4xf32>
    %m = arith.minimumf %acc, %v : f32
    affine.yield %m : f32
  }
  affine.store %r, %R[0] : memref<1xf32>
  memref.dealloc %t : memref<5x4xf32>
  return
}

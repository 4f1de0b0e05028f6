// sinkSequentialLoops (run on each destination before fusing into it;
// here the copy of %T into %S is then fused in) moves the parallel loop %j outside the sequential %i (%A[%i, %j] reads
// %A[0, %j] written at %i = 0). A load through a reinterpret_cast view of
// %A reads %A flat [%j + 3], which the store writes at a later %i and an
// earlier %j: the interchange reverses that pair, which the dependence
// components (one memref at a time) do not see. But the loaded value feeds
// only dead arithmetic: what it reads does not matter, and the loops are
// interchanged as mlir-opt 22 does (fusion-mix seed 2564, reduced). Where
// the value is used the interchange is still refused
// (upstream-bugs/loop-fusion-sink-hidden-dependence.mlir).
//
// RUN: affine-opt %s -affine-loop-fusion > %t.ours
// RUN: %mlir_opt %s -affine-loop-fusion > %t.ref
// RUN: diff %t.ref %t.ours
// RUN: FileCheck %s < %t.ours
// RUN: affine-opt %s -affine-loop-fusion=mode=producer > %t.ours.producer
// RUN: %mlir_opt %s -affine-loop-fusion=mode=producer > %t.ref.producer
// RUN: diff %t.ref.producer %t.ours.producer
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT

// CHECK-LABEL: func.func @kernel
// CHECK:       affine.for %[[J:.*]] = 0 to 4 {
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 2 {
// CHECK:           affine.load %{{.*}}[%[[J]] + 3] : memref<8xf32>
// CHECK:           affine.store %{{.*}}, %arg0[%[[I]], %[[J]]] : memref<2x4xf32>

// SEM: semantic check: @kernel: same results

// REPORT-NOT: not interchanged

func.func @kernel(%A: memref<2x4xf32>, %S: memref<2xf32>, %T: memref<2xf32>) {
  %v = memref.reinterpret_cast %A to offset: [0], sizes: [8], strides: [1] : memref<2x4xf32> to memref<8xf32>
  affine.for %i = 0 to 2 {
    %x = affine.load %T[%i] : memref<2xf32>
    affine.store %x, %S[%i] : memref<2xf32>
  }
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 4 {
      %d = affine.load %v[%j + 3] : memref<8xf32>
      %dead = arith.addf %d, %d : f32
      %x = affine.load %S[%i] : memref<2xf32>
      %y = affine.load %A[0, %j] : memref<2x4xf32>
      %z = arith.addf %x, %y : f32
      affine.store %z, %A[%i, %j] : memref<2x4xf32>
    }
  }
  return
}

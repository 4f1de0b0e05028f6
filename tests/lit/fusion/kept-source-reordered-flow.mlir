// A kept source whose slices run its iterations in another order, or an
// iteration twice (fusion-mix seeds 2485 and 2763, reduced). The producer
// writes %t[%i] and reads it back in the same iteration (its only
// dependence through %t: no element is written twice or read before it is
// written), and stays because the last nest reads %t and %u. The consumer
// reads %u[(%j - 1) mod 5, (%j - 1) mod 4] for %j < 10: each slice runs one
// source iteration, iteration 1 at %j = 0 and again at %j = 5, after
// iteration 4 at %j = 3. The check that dependent source instances keep
// their order refused it (the write of %t[1] at %j = 5 comes after its
// read at %j = 0); but the kept producer ran whole before the fused nest,
// every element of %t already holds its final value, and the slices store
// that value again: their order changes nothing. Identical to mlir-opt 22
// in the three modes. (A source that writes an element twice, or reads it
// before writing it, is still refused when its slices rerun or reorder
// iterations: soundness/recomputed-update.mlir,
// soundness/kept-source-non-injective-store.mlir.)
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
// RUN: affine-opt %s -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT

// CHECK-LABEL: func.func @kernel
// CHECK:       affine.for %{{.*}} = 0 to 5 {
// CHECK:       affine.for %[[J:.*]] = 0 to 10 {
// CHECK-NEXT:    %[[S:.*]] = affine.apply #{{.*}}(%[[J]])
// CHECK-NEXT:    affine.load %arg0[%[[S]]]
// CHECK-NEXT:    affine.store %{{.*}}, %{{.*}}[%[[S]]]

// SEM: semantic check: @kernel: same results

// REPORT: source nest kept
// REPORT-NOT: opposite order

func.func @kernel(%A: memref<5xf32>, %B: memref<10xf32>, %C: memref<5x4xf32>) {
  %t = memref.alloc() : memref<5xf32>
  %u = memref.alloc() : memref<5x4xf32>
  affine.for %i = 0 to 5 {
    %x = affine.load %A[%i] : memref<5xf32>
    affine.store %x, %t[%i] : memref<5xf32>
    affine.for %k = 0 to 4 {
      %y = affine.load %t[%i] : memref<5xf32>
      %z = arith.addf %y, %y : f32
      affine.store %z, %u[%i, %k] : memref<5x4xf32>
    }
  }
  affine.for %j = 0 to 10 {
    %v = affine.load %u[(%j - 1) mod 5, (%j - 1) mod 4] : memref<5x4xf32>
    affine.store %v, %B[%j] : memref<10xf32>
  }
  affine.for %i = 0 to 5 {
    affine.for %k = 0 to 4 {
      %v = affine.load %t[%i] : memref<5xf32>
      %w = affine.load %u[%i, %k] : memref<5x4xf32>
      %s = arith.subf %v, %w : f32
      affine.store %s, %C[%i, %k] : memref<5x4xf32>
    }
  }
  memref.dealloc %t : memref<5xf32>
  memref.dealloc %u : memref<5x4xf32>
  return
}

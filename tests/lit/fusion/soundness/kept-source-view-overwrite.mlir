// Sound where mlir-opt 22 is not: a kept producer copies %A[0, %i floordiv 2]
// into %flat[(%i + 4) mod 8], a view of %A. Instance 7 writes %A[0, 3] back
// onto itself, but instance 6 overwrites %A[0, 2], which instances 4 and 5
// read before: the slices run instances 4..7 again (those writing
// %flat[0..3]) after the whole producer, and the reruns of 4 and 5 read
// the new value. mlir-opt 22 fuses and its %B is wrong; we
// refuse (a store of the same instance writing back what it loaded is
// left out of the question, a later instance's store is not: see
// ../kept-source-write-back-view.mlir).
//
// RUN: affine-opt %s -affine-loop-fusion | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion=mode=producer | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: affine-opt %s --run=kernel --run-inputs='[[[1, 2, 3, 4], [5, 6, 7, 8]], [[0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -affine-loop-fusion | affine-opt --run=kernel --run-inputs='[[[1, 2, 3, 4], [5, 6, 7, 8]], [[0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]]]' | FileCheck %s --check-prefix=MLIR-WRONG

// CHECK-LABEL: func.func @kernel
// CHECK-NOT:     memref.alloc
// CHECK:         affine.for %[[I:.*]] = 0 to 8 {
// CHECK-NEXT:      affine.load %arg0[0, %[[I]] floordiv 2]
// CHECK-NEXT:      affine.store
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %[[J:.*]] = 0 to 4 {
// CHECK-NEXT:      affine.for %[[K:.*]] = 0 to 3 {
// CHECK-NEXT:        affine.load %{{.*}}[%[[J]]]

// SEM: semantic check: @kernel: same results

// REPORT: not fused: fusing would change what the program computes: the source accesses the buffer of %arg0 through two memrefs (views) and one of them writes it; source iterations that update memory they read would run more than once

// CORRECT: arg1: memref<4x3xf32> = {{\[}}[3, 3, 3], [3, 3, 3], [4, 4, 4], [4, 4, 4]]
// MLIR-WRONG: arg1: memref<4x3xf32> = {{\[}}[4, 4, 4], [4, 4, 4], [4, 4, 4], [4, 4, 4]]

func.func @kernel(%A: memref<2x4xf32>, %B: memref<4x3xf32>) {
  %flat = memref.reinterpret_cast %A to offset: [0], sizes: [8], strides: [1] : memref<2x4xf32> to memref<8xf32>
  affine.for %i = 0 to 8 {
    %v = affine.load %A[0, %i floordiv 2] : memref<2x4xf32>
    affine.store %v, %flat[(%i + 4) mod 8] : memref<8xf32>
  }
  affine.for %j = 0 to 4 {
    affine.for %k = 0 to 3 {
      %w = affine.load %flat[%j] : memref<8xf32>
      affine.store %w, %B[%j, %k] : memref<4x3xf32>
    }
  }
  return
}

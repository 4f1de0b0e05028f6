// Sound where mlir-opt 22 is not: a source nest that updates memory in
// place is not fused when the fused slice would run some of its iterations
// a second time.
//
// The producer increments every element of A; the consumer copies A[0..1]
// to B. mlir-opt 22 fuses a slice of the producer into the consumer and
// keeps the producer (A escapes), so A[0] and A[1] are incremented once by
// the producer and once more by the slice before being copied: B gets
// A + 2 instead of A + 1. Our pass finds that the slice re-runs
// iterations whose accesses another iteration of the source overwrote
// (`RecomputedInstances` in affine_analysis::fusion_legality) and leaves
// the nests alone.
//
// RUN: affine-opt %s -affine-loop-fusion | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// What the program computes, and what mlir-opt's output computes:
// RUN: affine-opt %s --run=kernel --run-inputs='[[0, 1, 2, 3, 4, 5, 6, 7], [0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -affine-loop-fusion | affine-opt --run=kernel --run-inputs='[[0, 1, 2, 3, 4, 5, 6, 7], [0, 0]]' | FileCheck %s --check-prefix=MLIR-WRONG

// CHECK-LABEL: func.func @kernel
// CHECK:         affine.for %{{.*}} = 0 to 8 {
// CHECK:           affine.store %{{.*}}, %arg0[%{{.*}}] : memref<8xf32>
// CHECK:         affine.for %{{.*}} = 0 to 2 {
// CHECK-NEXT:      affine.load %arg0
// CHECK-NEXT:      affine.store %{{.*}}, %arg1
// CHECK-NEXT:    }
// CHECK-NEXT:    return

// SEM: semantic check: @kernel: same results

// CORRECT: arg1: memref<2xf32> = [1, 2]
// MLIR-WRONG: arg1: memref<2xf32> = [2, 3]

func.func @kernel(%A: memref<8xf32>, %B: memref<2xf32>) {
  affine.for %i = 0 to 8 {
    %a = affine.load %A[%i] : memref<8xf32>
    %one = arith.constant 1.0 : f32
    %n = arith.addf %a, %one : f32
    affine.store %n, %A[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 2 {
    %a = affine.load %A[%i] : memref<8xf32>
    affine.store %a, %B[%i] : memref<2xf32>
  }
  return
}

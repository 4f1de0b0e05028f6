// Sound where mlir-opt 22 is not: a loop carrying values (iter_args) is not
// split by a fusion slice.
//
// The producer computes running sums along each row (the sum is carried in
// iter_args and stored at every step); the consumer copies them. mlir-opt 22
// fuses at depth 2 with the slice `%j' = %j`: each slice runs one iteration
// of the reduction loop starting from the initial value 0, so T[i, j] gets
// A[i, j] instead of A[i, 0] + ... + A[i, j]. Our pass refuses slices that
// restrict a loop with iter_args to part of its range (`SplitCarriedValues`)
// and leaves the nests alone.
//
// RUN: affine-opt %s -affine-loop-fusion | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s --run=kernel --run-inputs='[[[1, 2, 3], [4, 5, 6]], [[0, 0, 0], [0, 0, 0]]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -affine-loop-fusion | affine-opt --run=kernel --run-inputs='[[[1, 2, 3], [4, 5, 6]], [[0, 0, 0], [0, 0, 0]]]' | FileCheck %s --check-prefix=MLIR-WRONG

// CHECK-LABEL: func.func @kernel
// CHECK:         affine.for %{{.*}} = 0 to 2 {
// CHECK:           affine.for %{{.*}} = 0 to 3 iter_args
// CHECK:         affine.for %{{.*}} = 0 to 2 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 3 {
// CHECK-NEXT:        affine.load %alloc

// SEM: semantic check: @kernel: same results

// CORRECT: arg1: memref<2x3xf32> = {{\[\[}}1, 3, 6], [4, 9, 15]]
// MLIR-WRONG: arg1: memref<2x3xf32> = {{\[\[}}1, 2, 3], [4, 5, 6]]

func.func @kernel(%A: memref<2x3xf32>, %B: memref<2x3xf32>) {
  %T = memref.alloc() : memref<2x3xf32>
  affine.for %i = 0 to 2 {
    %z = arith.constant 0.0 : f32
    %s = affine.for %j = 0 to 3 iter_args(%acc = %z) -> (f32) {
      %a = affine.load %A[%i, %j] : memref<2x3xf32>
      %n = arith.addf %acc, %a : f32
      affine.store %n, %T[%i, %j] : memref<2x3xf32>
      affine.yield %n : f32
    }
  }
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %t = affine.load %T[%i, %j] : memref<2x3xf32>
      affine.store %t, %B[%i, %j] : memref<2x3xf32>
    }
  }
  memref.dealloc %T : memref<2x3xf32>
  return
}

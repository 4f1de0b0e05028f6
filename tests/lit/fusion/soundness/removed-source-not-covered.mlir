// Sound where mlir-opt 22 is not: a source nest whose results are visible
// after the function is removed only if the fused slices run all of its
// iterations.
//
// The producer fills all of A (a function argument); the consumer reads the
// diagonal. mlir-opt 22 fuses the producer at depth 1 with the slice
// `%j' = %i`, deletes the producer, and so writes only the diagonal of A:
// the other elements keep their old values. Our pass checks that the
// slices cover every source iteration before removing a source whose
// writes escape (`SourceNotCovered`) and leaves the nests alone.
//
// RUN: affine-opt %s -affine-loop-fusion | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s --run=kernel --run-inputs='[[[0, 0, 0], [0, 0, 0], [0, 0, 0]], [0, 0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -affine-loop-fusion | affine-opt --run=kernel --run-inputs='[[[0, 0, 0], [0, 0, 0], [0, 0, 0]], [0, 0, 0]]' | FileCheck %s --check-prefix=MLIR-WRONG

// CHECK-LABEL: func.func @kernel
// CHECK:         affine.for %[[I:.*]] = 0 to 3 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 3 {
// CHECK:             affine.store %{{.*}}, %arg0[%[[I]], %[[J]]]
// CHECK:         affine.for %[[K:.*]] = 0 to 3 {
// CHECK-NEXT:      affine.load %arg0[%[[K]], %[[K]]]

// SEM: semantic check: @kernel: same results

// CORRECT: arg0: memref<3x3xf32> = {{\[\[}}4, 4, 4], [4, 4, 4], [4, 4, 4]]
// MLIR-WRONG: arg0: memref<3x3xf32> = {{\[\[}}4, 0, 0], [0, 4, 0], [0, 0, 4]]

func.func @kernel(%A: memref<3x3xf32>, %T: memref<3xf32>) {
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 3 {
      %c = arith.constant 4.0 : f32
      affine.store %c, %A[%i, %j] : memref<3x3xf32>
    }
  }
  affine.for %i = 0 to 3 {
    %v = affine.load %A[%i, %i] : memref<3x3xf32>
    affine.store %v, %T[%i] : memref<3xf32>
  }
  return
}

// RUN: affine-opt %s -split-input-file -test-loop-permutation="permutation-map=1,2,0" | FileCheck %s
// RUN: affine-opt %s -split-input-file -test-loop-permutation="permutation-map=1,2,0" --check-semantics=3 > /dev/null
// RUN: %mlir_opt %s -split-input-file -test-loop-permutation="permutation-map=1,2,0" | FileCheck %s
// RUN: affine-opt %s -split-input-file -test-loop-permutation="permutation-map=1,0 check-validity" | FileCheck %s --check-prefix=VALID
// RUN: %mlir_opt %s -split-input-file -test-loop-permutation="permutation-map=1,0 check-validity" | FileCheck %s --check-prefix=VALID
// RUN: affine-opt %s -split-input-file -test-loop-permutation="permutation-map=1,0 check-validity" --check-semantics=3 > /dev/null
// RUN: not affine-opt %s -split-input-file -test-loop-permutation="permutation-map=0,0" 2>&1 | FileCheck %s --check-prefix=BAD

// Loop i goes to depth 1, j to depth 2 and k to depth 0.
// CHECK-LABEL: func.func @permute_3d
// CHECK-NEXT:    affine.for %[[K:.*]] = 0 to 4 {
// CHECK-NEXT:      affine.for %[[I:.*]] = 0 to 2 {
// CHECK-NEXT:        affine.for %[[J:.*]] = 0 to 3 {
// CHECK-NEXT:          affine.load %arg0[%[[I]], %[[J]], %[[K]]]
func.func @permute_3d(%A: memref<2x3x4xf32>, %B: memref<2x3x4xf32>) {
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      affine.for %k = 0 to 4 {
        %v = affine.load %A[%i, %j, %k] : memref<2x3x4xf32>
        affine.store %v, %B[%i, %j, %k] : memref<2x3x4xf32>
      }
    }
  }
  return
}

// -----

// The transposition in place carries a dependence from (i, j) to (j, i):
// interchanging the loops is invalid and check-validity refuses it; the
// copy between two buffers is interchanged.
// VALID-LABEL: func.func @transpose_in_place
// VALID-NEXT:    affine.for %[[I:.*]] = 0 to 8 {
// VALID-NEXT:      affine.for %[[J:.*]] = 0 to 8 {
// VALID-NEXT:        affine.load %arg0[%[[I]], %[[J]]]
// BAD: error: 'permutation-map' [0, 0] is not a permutation of 0 to 1
func.func @transpose_in_place(%A: memref<8x8xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %v = affine.load %A[%i, %j] : memref<8x8xf32>
      affine.store %v, %A[%j, %i] : memref<8x8xf32>
    }
  }
  return
}

// VALID-LABEL: func.func @copy
// VALID-NEXT:    affine.for %[[J:.*]] = 0 to 8 {
// VALID-NEXT:      affine.for %[[I:.*]] = 0 to 8 {
// VALID-NEXT:        affine.load %arg0[%[[I]], %[[J]]]
func.func @copy(%A: memref<8x8xf32>, %B: memref<8x8xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %v = affine.load %A[%i, %j] : memref<8x8xf32>
      affine.store %v, %B[%j, %i] : memref<8x8xf32>
    }
  }
  return
}

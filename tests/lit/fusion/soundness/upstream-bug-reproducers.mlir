// Our fusion on the mlir-opt 22 fusion bugs kept in tests/lit/upstream-bugs/
// (each of those files shows what mlir-opt does). Each chunk: what we do
// instead, and why.
//
// RUN: affine-opt %s -split-input-file -affine-loop-fusion | FileCheck %s
// RUN: affine-opt %s -split-input-file -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM

// SEM-COUNT-3: semantic check: @kernel: same results

// loop-fusion-ignores-war-dependence.mlir: slicing the producer into the
// consumer would make later slices read elements of %A the consumer has
// already overwritten (`SliceAfterDestinationWrite`): left alone.
//
// CHECK-LABEL: func.func @kernel
// CHECK:         affine.for %{{.*}} = 0 to 5 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 3 {
// CHECK:         affine.for %{{.*}} = 1 to 4 {
// CHECK-NEXT:      affine.load %arg1
// CHECK-NEXT:      affine.store %{{.*}}, %arg0
func.func @kernel(%A: memref<5xf32>, %B: memref<5x3xf32>) {
  affine.for %i = 0 to 5 {
    affine.for %j = 0 to 3 {
      %v = affine.load %A[%j] : memref<5xf32>
      affine.store %v, %B[%i, %j] : memref<5x3xf32>
    }
  }
  affine.for %i = 1 to 4 {
    %v = affine.load %B[%i, %i - 1] : memref<5x3xf32>
    affine.store %v, %A[%i] : memref<5xf32>
  }
  return
}

// -----

// loop-fusion-invalid-dominance.mlir: mlir-opt interchanges the consumer's
// loops although the inner loop's lower bound is the outer loop's
// induction variable. We interchange only when every bound stays valid:
// the consumer keeps its order, and no depth allows fusion.
//
// CHECK-LABEL: func.func @kernel
// CHECK:         affine.for %[[I:.*]] = 0 to 4 {
// CHECK-NEXT:      affine.for %{{.*}} = #map(%[[I]]) to 3 {
func.func @kernel(%A: memref<10xi32>, %B: memref<7xi32>) {
  %t = memref.alloc() : memref<10xi32>
  affine.for %i = 0 to 10 {
    %a = affine.load %A[%i] : memref<10xi32>
    affine.store %a, %t[%i] : memref<10xi32>
  }
  affine.for %i = 0 to 4 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 3 {
      %v = affine.load %t[%i] : memref<10xi32>
      affine.store %v, %B[%j + 4] : memref<7xi32>
    }
  }
  memref.dealloc %t : memref<10xi32>
  return
}

// -----

// loop-fusion-private-memref-too-small.mlir: the consumer reads rows of B
// the producer never writes; a private buffer holding only the producer's
// row would be read out of bounds (`PrivateBufferMissesReads`, and the
// slice would not cover the reads): left alone.
//
// CHECK-LABEL: func.func @kernel
// CHECK:         affine.for %{{.*}} = 0 to 1 {
// CHECK:         affine.for %{{.*}} = 0 to 8 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 10 {
// CHECK-NEXT:        affine.load %arg1
// CHECK-NOT:     memref.alloc
func.func @kernel(%A: memref<6xi32>, %B: memref<4x6xi32>) {
  affine.for %i = 0 to 1 {
    affine.for %j = 0 to 6 {
      %v = affine.load %A[%j] : memref<6xi32>
      affine.store %v, %B[%i, %j] : memref<4x6xi32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %k = 0 to 10 {
      %w = affine.load %B[%i floordiv 2, %k floordiv 2] : memref<4x6xi32>
      %c9 = arith.constant 9 : i32
      %r = arith.remsi %w, %c9 : i32
    }
  }
  return
}

// Coalescing multiplies trip counts: affine-opt coalesces a band unless the
// product may be positive where the nest runs no iteration (an even number
// of the counts negative, the others positive, checked exactly on the
// domain around the band), and then its output is mlir-opt 22's. Two index
// parameters can both be negative, so that band is left alone
// (tests/lit/upstream-bugs/loop-coalescing-negative-trip-counts.mlir); three
// loops to the same %n cannot have an even number of negative counts.
// RUN: affine-opt %s -split-input-file -affine-loop-coalescing | FileCheck %s
// RUN: affine-opt %s -split-input-file -affine-loop-coalescing --check-semantics > /dev/null
// RUN: affine-opt %s -split-input-file -affine-loop-coalescing | FileCheck %s --check-prefix=SAME
// RUN: %mlir_opt %s -split-input-file -affine-loop-coalescing | FileCheck %s --check-prefix=SAME

// One count may be negative, the other is a memref size: coalesced.
// SAME-LABEL: func.func @one_parameter
// SAME: affine.for %{{.*}} = 0 to %{{.*}} {
// SAME-NEXT: affine.apply
// SAME-NEXT: affine.apply
// SAME-NEXT: affine.load
func.func @one_parameter(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  %m = memref.dim %A, %c1 : memref<?x?xf32>
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      %v = affine.load %A[%i, %j] : memref<?x?xf32>
      affine.store %v, %B[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// -----

// Both bounds are sizes of the memref (never negative): coalesced.
// SAME-LABEL: func.func @two_sizes
// SAME: affine.for %{{.*}} = 0 to %{{.*}} {
// SAME-NEXT: affine.apply
// SAME-NEXT: affine.apply
// SAME-NEXT: affine.load
func.func @two_sizes(%A: memref<?x?xf32>, %B: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %A, %c0 : memref<?x?xf32>
  %m = memref.dim %A, %c1 : memref<?x?xf32>
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      %v = affine.load %A[%i, %j] : memref<?x?xf32>
      affine.store %v, %B[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// -----

// Two index parameters: left alone (mlir-opt 22 coalesces).
// CHECK-LABEL: func.func @two_parameters
// CHECK: affine.for %[[I:.*]] = 0 to %arg2 {
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to %arg3 {
// CHECK-NEXT: affine.load %arg0[%[[I]], %[[J]]]
func.func @two_parameters(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %n: index, %m: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      %v = affine.load %A[%i, %j] : memref<?x?xf32>
      affine.store %v, %B[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// -----

// Two parameters, but an enclosing affine.if shows both positive: coalesced.
// SAME-LABEL: func.func @guarded_parameters
// SAME: affine.if
// SAME-NEXT: affine.apply
// SAME-NEXT: affine.apply
// SAME-NEXT: affine.apply
// SAME-NEXT: affine.for
func.func @guarded_parameters(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %n: index, %m: index) {
  affine.if affine_set<()[s0, s1] : (s0 - 1 >= 0, s1 - 1 >= 0)>()[%n, %m] {
    affine.for %i = 0 to %n {
      affine.for %j = 0 to %m {
        %v = affine.load %A[%i, %j] : memref<?x?xf32>
        affine.store %v, %B[%i, %j] : memref<?x?xf32>
      }
    }
  }
  return
}

// -----

// Three counts equal to %n (PolyBench's floyd-warshall): when %n < 0 all
// three are negative and so is their product: coalesced.
// SAME-LABEL: func.func @cube
// SAME: affine.for %{{.*}} = 0 to %{{.*}} {
// SAME-COUNT-4: affine.apply
// SAME-NEXT: affine.load
func.func @cube(%A: memref<?x?xi32>, %n: index) {
  affine.for %k = 0 to %n {
    affine.for %i = 0 to %n {
      affine.for %j = 0 to %n {
        %v = affine.load %A[%i, %j] : memref<?x?xi32>
        %w = affine.load %A[%k, %j] : memref<?x?xi32>
        %x = arith.addi %v, %w : i32
        affine.store %x, %A[%i, %j] : memref<?x?xi32>
      }
    }
  }
  return
}

// -----

// Two counts equal to %n: %n * %n is positive for %n < 0: left alone.
// CHECK-LABEL: func.func @square
// CHECK: affine.for %[[I:.*]] = 0 to %arg1 {
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to %arg1 {
func.func @square(%A: memref<?x?xi32>, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      %v = affine.load %A[%i, %j] : memref<?x?xi32>
      affine.store %v, %A[%j, %i] : memref<?x?xi32>
    }
  }
  return
}

// -----

// A min bound: the count min(%n, 8) is negative exactly when %n is, so with
// a second count %n the product can be positive: left alone. With 8 - %n as
// the second count, both are negative only if %n < 0 and %n > 8: coalesced.
// CHECK-LABEL: func.func @min_bound
// CHECK: affine.for %{{.*}} = 0 to min
// CHECK-NEXT: affine.for %{{.*}} = 0 to %arg1 {
// SAME-LABEL: func.func @complementary
// SAME: affine.min
// SAME-NEXT: affine.apply
// SAME-NEXT: affine.apply
// SAME-NEXT: affine.for
func.func @min_bound(%A: memref<?x?xi32>, %n: index) {
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 8)>()[%n] {
    affine.for %j = 0 to %n {
      %v = affine.load %A[%i, %j] : memref<?x?xi32>
      affine.store %v, %A[%j, %i] : memref<?x?xi32>
    }
  }
  return
}
func.func @complementary(%A: memref<?x?xi32>, %n: index) {
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 8)>()[%n] {
    affine.for %j = 0 to affine_map<()[s0] -> (8 - s0)>()[%n] {
      %v = affine.load %A[%i, %j] : memref<?x?xi32>
      affine.store %v, %A[%j, %i] : memref<?x?xi32>
    }
  }
  return
}

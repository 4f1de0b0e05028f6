// RUN: affine-opt %s -split-input-file -affine-loop-invariant-code-motion | FileCheck %s
// RUN: affine-opt %s -split-input-file -affine-loop-invariant-code-motion --check-semantics=3 > /dev/null
// RUN: %mlir_opt %s -split-input-file -affine-loop-invariant-code-motion | FileCheck %s --check-prefix=MLIR

// Pure ops and a load of a memref nothing in the loop writes move before
// the loop, in their order; ops using the induction variable or a
// loop-carried value stay.
// CHECK-LABEL: func.func @pure_and_loads
// CHECK-NEXT:    arith.constant
// CHECK-NEXT:    %[[L:.*]] = affine.load %arg0[3]
// CHECK-NEXT:    %[[D:.*]] = arith.addf %[[L]], %[[L]]
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 10 iter_args(%[[A:.*]] = %{{.*}}) -> (f32) {
// CHECK-NEXT:      affine.load %arg0[%[[I]]]
// CHECK-NEXT:      arith.addf %[[A]], %[[D]]
// MLIR-LABEL: func.func @pure_and_loads
// MLIR-NEXT:    arith.constant
// MLIR-NEXT:    affine.load %arg0[3]
func.func @pure_and_loads(%A: memref<100xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 iter_args(%a = %z) -> f32 {
    %w = affine.load %A[3] : memref<100xf32>
    %t = arith.addf %w, %w : f32
    %v = affine.load %A[%i] : memref<100xf32>
    %s = arith.addf %a, %t : f32
    %u = arith.addf %s, %v : f32
    affine.yield %u : f32
  }
  return %r : f32
}

// -----

// A loop nest whose body does not depend on the outer loop moves out as a
// whole, and so does a load of a memref the loop does not write; a load of
// a memref the loop writes stays.
// CHECK-LABEL: func.func @nested
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 10 {
// CHECK-NEXT:      affine.load %arg0
// CHECK-NEXT:      affine.store
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.load %arg0[5]
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 10 {
// CHECK-NEXT:      affine.load %arg2[6]
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      affine.store
func.func @nested(%A: memref<100xf32>, %B: memref<100xf32>, %C: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %A[%j] : memref<100xf32>
      affine.store %v, %B[%j] : memref<100xf32>
    }
    %w = affine.load %A[5] : memref<100xf32>
    %x = affine.load %C[6] : memref<100xf32>
    %y = arith.addf %w, %x : f32
    affine.store %y, %C[%i] : memref<100xf32>
  }
  return
}

// -----

// mlir-opt 22 moves the store out of a loop that runs zero times when %n
// is 0 (the program then writes A[0], which it never did), and the
// division, which is undefined when %n is 0. They stay here; the pure
// constant-divisor division moves.
// CHECK-LABEL: func.func @may_not_run
// CHECK:         arith.divsi %arg1, %[[C:.*]] : index
// CHECK-NEXT:    affine.for
// CHECK-NEXT:      affine.store
// CHECK-NEXT:      arith.divsi %arg1, %arg1
// MLIR-LABEL: func.func @may_not_run
// MLIR:          affine.store
// MLIR-NEXT:     arith.divsi %arg1, %arg1
// MLIR-NEXT:     arith.divsi
// MLIR-NEXT:     affine.for
func.func @may_not_run(%A: memref<100xindex>, %n: index) {
  %c = arith.constant 7 : index
  affine.for %i = 0 to %n {
    affine.store %n, %A[0] : memref<100xindex>
    %d = arith.divsi %n, %n : index
    %e = arith.divsi %n, %c : index
  }
  return
}

// -----

// A loop that runs at least once wherever it is reached (its bounds differ
// by 4): the store moves.
// CHECK-LABEL: func.func @runs_at_least_once
// CHECK:         affine.for %[[I:.*]] = 0 to %arg1 {
// CHECK-NEXT:      affine.store %arg1, %arg0[0]
// CHECK-NEXT:      affine.for %{{.*}} = #{{.*}}(%[[I]]) to #{{.*}}(%[[I]]) {
// CHECK-NEXT:      }
func.func @runs_at_least_once(%A: memref<100xindex>, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 4)>(%i) {
      affine.store %n, %A[0] : memref<100xindex>
    }
  }
  return
}

// -----

// A store through a view of the loaded buffer: mlir-opt 22 looks only at
// users of the same memref value and moves the load; it stays here.
// CHECK-LABEL: func.func @aliasing_view
// CHECK-NEXT:    memref.cast
// CHECK-NEXT:    affine.for
// CHECK-NEXT:      affine.load
// MLIR-LABEL: func.func @aliasing_view
// MLIR-NEXT:     memref.cast
// MLIR-NEXT:     affine.load
func.func @aliasing_view(%A: memref<8xf32>, %B: memref<8xf32>) {
  %V = memref.cast %A : memref<8xf32> to memref<?xf32>
  affine.for %i = 0 to 8 {
    %v = affine.load %A[0] : memref<8xf32>
    affine.store %v, %V[%i] : memref<?xf32>
  }
  return
}

// -----

// A load from a dynamic-size buffer out of a loop that may run zero times
// moves when the same element was accessed just before the loop (so it is
// in bounds wherever the loop is reached), as in PolyBench's atax; mlir-opt
// 22 moves it too. With a dealloc in between, or without the earlier
// access, it stays (mlir-opt moves both).
// CHECK-LABEL: func.func @accessed_before
// CHECK:         affine.for %[[I:.*]] = 0 to %arg2 {
// CHECK-NEXT:      affine.store %{{.*}}, %arg0[%[[I]]]
// CHECK-NEXT:      affine.load %arg0[%[[I]]]
// CHECK-NEXT:      affine.for
// CHECK-NEXT:        affine.load %arg1[%[[I]]]
// CHECK-NEXT:        arith.addf
// CHECK-NEXT:        affine.store
// CHECK-LABEL: func.func @not_accessed_before
// CHECK:         affine.for
// CHECK-NEXT:      affine.for
// CHECK-NEXT:        affine.load %arg0
// CHECK-LABEL: func.func @freed_between
// CHECK:         memref.dealloc
// CHECK-NEXT:    affine.for
// CHECK-NEXT:      affine.load
// MLIR-LABEL: func.func @accessed_before
// MLIR:          affine.store
// MLIR-NEXT:     affine.load %arg0
// MLIR-NEXT:     affine.for
func.func @accessed_before(%y: memref<?xf64>, %x: memref<?xf64>, %n: index, %m: index) {
  %zero = arith.constant 0.0 : f64
  affine.for %i = 0 to %n {
    affine.store %zero, %y[%i] : memref<?xf64>
    affine.for %j = 0 to %m {
      %a = affine.load %y[%i] : memref<?xf64>
      %b = affine.load %x[%i] : memref<?xf64>
      %c = arith.addf %a, %b : f64
      affine.store %c, %x[%j] : memref<?xf64>
    }
  }
  return
}

func.func @not_accessed_before(%y: memref<?xf64>, %x: memref<?xf64>, %n: index, %m: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      %a = affine.load %y[%i] : memref<?xf64>
      affine.store %a, %x[%j] : memref<?xf64>
    }
  }
  return
}

func.func @freed_between(%x: memref<?xf64>, %m: index) {
  %y = memref.alloc(%m) : memref<?xf64>
  %zero = arith.constant 0.0 : f64
  affine.store %zero, %y[0] : memref<?xf64>
  memref.dealloc %y : memref<?xf64>
  affine.for %j = 0 to %m {
    %a = affine.load %y[0] : memref<?xf64>
    affine.store %a, %x[%j] : memref<?xf64>
  }
  return
}

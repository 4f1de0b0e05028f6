// Our output is mlir-opt 22's byte for byte, and it computes what the input
// computes.
//
// RUN: affine-opt %s -split-input-file -affine-loop-normalize > %t
// RUN: %mlir_opt %s -split-input-file -affine-loop-normalize | diff %t -
// RUN: FileCheck %s < %t
// RUN: affine-opt %s -split-input-file -affine-loop-normalize --check-semantics=3 > /dev/null
// RUN: affine-opt %s -split-input-file -affine-loop-normalize=promote-single-iter > %t.p
// RUN: %mlir_opt %s -split-input-file -affine-loop-normalize=promote-single-iter | diff %t.p -
// RUN: FileCheck %s --check-prefix=PROMOTE < %t.p
// RUN: affine-opt %s -split-input-file -affine-loop-normalize=promote-single-iter --check-semantics=3 > /dev/null

// Lower bound 0, step 1; the original induction variable is recomputed at
// the start of the body.
// CHECK-LABEL: func.func @strided
// CHECK:         affine.for %[[I:.*]] = 0 to 6 {
// CHECK-NEXT:      %[[OLD:.*]] = affine.apply #{{.*}}(%[[I]])
// CHECK-NEXT:      affine.load %arg0[%[[OLD]]]
func.func @strided(%A: memref<100xf32>) {
  affine.for %i = 2 to 20 step 3 {
    %v = affine.load %A[%i] : memref<100xf32>
    affine.store %v, %A[%i + 1] : memref<100xf32>
  }
  return
}

// -----

// Symbolic bounds with a min: each upper bound minus the lower bound,
// divided by the step.
// CHECK-LABEL: func.func @symbolic
// CHECK:         affine.for %{{.*}} = 0 to min #{{.*}}()[%arg1, %arg2] {
func.func @symbolic(%A: memref<100xf32>, %n: index, %m: index) {
  affine.for %i = %n to min affine_map<()[s0, s1] -> (s0 + 10, s1)>()[%n, %m] step 2 {
    %v = affine.load %A[%i] : memref<100xf32>
    affine.store %v, %A[%i + 1] : memref<100xf32>
  }
  return
}

// -----

// Bounds depending on an outer loop; a loop carrying a value; a loop with
// a max lower bound stays as it is.
// CHECK-LABEL: func.func @nested
// CHECK:         affine.for %{{.*}} = 0 to 10 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 4 {
// CHECK:         affine.for %{{.*}} = 0 to 3 iter_args
// CHECK:         affine.for %{{.*}} = max
func.func @nested(%A: memref<100xf32>, %n: index) -> f32 {
  affine.for %i = 0 to 10 {
    affine.for %j = affine_map<(d0) -> (d0 * 2)>(%i) to affine_map<(d0) -> (d0 * 2 + 7)>(%i) step 2 {
      %v = affine.load %A[%j] : memref<100xf32>
      affine.store %v, %A[%j + 1] : memref<100xf32>
    }
  }
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 4 to 10 step 2 iter_args(%acc = %z) -> (f32) {
    %v = affine.load %A[%i] : memref<100xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  affine.for %i = max affine_map<()[s0] -> (1, s0)>()[%n] to 50 step 2 {
    affine.store %r, %A[%i] : memref<100xf32>
  }
  return %r : f32
}

// -----

// A loop running once is normalized, or replaced by its body with
// promote-single-iter.
// CHECK-LABEL: func.func @single
// CHECK:         affine.for %{{.*}} = 0 to 1 {
// PROMOTE-LABEL: func.func @single
// PROMOTE-NOT:   affine.for
// PROMOTE:       return
func.func @single(%A: memref<100xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 5 to 6 {
    affine.store %c, %A[%i] : memref<100xf32>
  }
  return
}

// -----

// affine.parallel: every loop of the band; bands with min/max bounds stay.
// CHECK-LABEL: func.func @parallel
// CHECK:         affine.parallel (%{{.*}}, %{{.*}}) = (0, 0) to (4, {{.*}} ceildiv 3) {
// CHECK:         affine.parallel (%{{.*}}) = (max
func.func @parallel(%A: memref<100xf32>, %n: index, %m: index) {
  affine.parallel (%x, %y) = (2, %n) to (10, %m) step (2, 3) {
    %v = affine.load %A[%x + %y] : memref<100xf32>
    affine.store %v, %A[%x] : memref<100xf32>
  }
  affine.parallel (%x) = (max(%n, 1)) to (20) step (2) {
    %v = affine.load %A[%x] : memref<100xf32>
    affine.store %v, %A[%x + 1] : memref<100xf32>
  }
  return
}

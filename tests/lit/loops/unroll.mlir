// Each configuration: our output is mlir-opt 22's byte for byte, and it
// computes what the input computes.
//
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))" > %t.4
// RUN: %mlir_opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))" | diff %t.4 -
// RUN: FileCheck %s --check-prefix=BY4 < %t.4
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))" --check-semantics=3 > /dev/null
//
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=-1}))" > %t.full
// RUN: %mlir_opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=-1}))" | diff %t.full -
// RUN: FileCheck %s --check-prefix=FULL < %t.full
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=-1}))" --check-semantics=3 > /dev/null
//
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=-1 unroll-full-threshold=2}))" > %t.thr
// RUN: %mlir_opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=-1 unroll-full-threshold=2}))" | diff %t.thr -
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=-1 unroll-full-threshold=2}))" --check-semantics=3 > /dev/null
//
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=8 unroll-up-to-factor}))" > %t.upto
// RUN: %mlir_opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=8 unroll-up-to-factor}))" | diff %t.upto -
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=8 unroll-up-to-factor}))" --check-semantics=3 > /dev/null
//
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=3 cleanup-unroll=true}))" > %t.clean
// RUN: %mlir_opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=3 cleanup-unroll=true}))" | diff %t.clean -
// RUN: FileCheck %s --check-prefix=CLEANUP < %t.clean
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=3 cleanup-unroll=true}))" --check-semantics=3 > /dev/null
//
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=2 unroll-num-reps=3}))" > %t.reps
// RUN: %mlir_opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=2 unroll-num-reps=3}))" | diff %t.reps -
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=2 unroll-num-reps=3}))" --check-semantics=3 > /dev/null
//
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=1}))" > %t.1
// RUN: %mlir_opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=1}))" | diff %t.1 -

// A trip count the factor divides: no cleanup loop; copy k uses iv + k.
// BY4-LABEL: func.func @divisible
// BY4:         affine.for %[[I:.*]] = 0 to 8 step 4 {
// BY4-NEXT:      affine.load %arg0[%[[I]]]
// BY4:           %[[I1:.*]] = affine.apply #{{.*}}(%[[I]])
// BY4-NEXT:      affine.load %arg0[%[[I1]]]
// FULL-LABEL: func.func @divisible
// FULL-NOT:    affine.for
// FULL:        return
func.func @divisible(%A: memref<8xf32>, %B: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %v = affine.load %A[%i] : memref<8xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %B[%i] : memref<8xf32>
  }
  return
}

// -----

// 10 iterations by 4: the unrolled loop runs 8 of them, a cleanup loop the
// last 2. With cleanup-unroll, the whole loop is unrolled instead.
// BY4-LABEL: func.func @with_cleanup
// BY4:         affine.for %{{.*}} = 0 to 8 step 4 {
// BY4:         affine.for %{{.*}} = 8 to 10 {
// CLEANUP-LABEL: func.func @with_cleanup
// CLEANUP-NOT:   affine.for
// CLEANUP:       return
func.func @with_cleanup(%A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i] : memref<10xf32>
    %w = arith.mulf %v, %v : f32
    affine.store %w, %A[%i] : memref<10xf32>
  }
  return
}

// -----

// Loop-carried values thread through the copies; the cleanup loop starts
// from the unrolled loop's result (here promoted: it runs once).
// BY4-LABEL: func.func @reduction
// BY4-COUNT-3: arith.addf
// BY4:         %[[R:.*]] = arith.addf %{{.*}}, %[[L:.*]] : f32
// BY4-NEXT:    affine.for %{{.*}} = 4 to 7 iter_args(%{{.*}} = %[[R]]) -> (f32)
func.func @reduction(%A: memref<7xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 7 iter_args(%acc = %z) -> (f32) {
    %v = affine.load %A[%i] : memref<7xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// -----

// A symbolic trip count: the cleanup loop starts at the last multiple of
// the factor. A memref.dim is never negative, so the trip count is not
// either and the bounds are mlir-opt's (see upstream-bugs/ for the case
// where it may be).
// BY4-LABEL: func.func @symbolic
// BY4:         affine.for %{{.*}} = 0 to #{{.*}}()[%[[N:.*]]] step 4 {
// BY4:         affine.for %{{.*}} = #{{.*}}()[%[[N]]] to %[[N]] {
func.func @symbolic(%A: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %A, %c0 : memref<?xf32>
  affine.for %i = 0 to %n {
    %v = affine.load %A[%i] : memref<?xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %A[%i] : memref<?xf32>
  }
  return
}

// -----

// Nested loops: only innermost loops are unrolled, except with
// unroll-num-reps, which unrolls the loops innermost after each round, and
// unroll-full-threshold, which unrolls every short loop.
func.func @nest(%A: memref<4x6xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 6 step 2 {
      %v = affine.load %A[%i, %j] : memref<4x6xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %A[%i, %j] : memref<4x6xf32>
    }
  }
  affine.for %k = 0 to 2 {
    %v = affine.load %A[%k, 0] : memref<4x6xf32>
    affine.store %v, %A[%k, 1] : memref<4x6xf32>
  }
  return
}

// -----

// A single iteration is promoted with unroll-factor=1 and with full
// unrolling; a loop with a max lower bound and no constant trip count
// stays.
func.func @single_and_max(%A: memref<16xf32>, %n: index) {
  affine.for %i = 3 to 4 {
    %v = affine.load %A[%i] : memref<16xf32>
    affine.store %v, %A[%i + 1] : memref<16xf32>
  }
  affine.for %i = max affine_map<()[s0] -> (0, s0)>()[%n] to 16 {
    %v = affine.load %A[%i] : memref<16xf32>
    affine.store %v, %A[%i] : memref<16xf32>
  }
  return
}

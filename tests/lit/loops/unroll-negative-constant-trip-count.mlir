// Loops whose trip count is a negative constant never run. mlir-opt 22
// counts a loop with constant bounds (`10 to 2`) as 0 and leaves it alone
// in every unroll mode; a loop with symbolic bounds whose count folds to a
// negative constant c (`%n + 6 to %n`) it reads as the uint64_t 2^64 + c.
// That unrolling is sound when 2^64 + c is a multiple of the factor (only
// the step and the body change: the loop still never runs) or when c is
// (the cleanup loop then starts at lb + c * step, where the loop ends, and
// never runs either); we unroll those cases exactly as 22 does. Other
// factors give a cleanup loop that runs iterations the original never
// runs (tests/lit/upstream-bugs/loop-unroll-negative-constant-trip-count.mlir):
// there we leave the loop alone (the BY4 run below).
//
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=2}))" > %t.2
// RUN: %mlir_opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=2}))" | diff %t.2 -
// RUN: FileCheck %s --check-prefix=BY2 < %t.2
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=2}))" --check-semantics=3 > /dev/null
//
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))" > %t.3
// RUN: %mlir_opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))" | diff %t.3 -
// RUN: FileCheck %s --check-prefix=BY3 < %t.3
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))" --check-semantics=3 > /dev/null
//
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=6}))" > %t.6
// RUN: %mlir_opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=6}))" | diff %t.6 -
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=6}))" --check-semantics=3 > /dev/null
//
// (mlir-opt 22 crashes with unroll-up-to-factor on the constant-bound
// chunk: it unrolls by the trip count 0.)
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=3 unroll-up-to-factor}))" --check-semantics=3 > /dev/null
//
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=2 cleanup-unroll}))" > %t.clean
// RUN: %mlir_opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=2 cleanup-unroll}))" | diff %t.clean -
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=2 cleanup-unroll}))" --check-semantics=3 > /dev/null
//
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=-1}))" > %t.full
// RUN: %mlir_opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=-1 unroll-full-threshold=8}))" | diff %t.full -
//
// By 4 (the default factor), c = -6 is not sound in mlir-opt 22 (its
// cleanup loop would run 2 iterations): left alone.
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll))" | FileCheck %s --check-prefix=BY4
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll))" --check-semantics=3 > /dev/null

// Constant bounds: the trip count is 0, every mode leaves the loops alone.
// BY2-LABEL: func.func @constant_bounds
// BY2: affine.for %{{.*}} = 10 to 2 {
// BY2-NEXT: affine.store
// BY2-NEXT: }
// BY2: affine.for %{{.*}} = 5 to 1 step 2 {
// BY2-NEXT: affine.store
// BY2-NEXT: }
func.func @constant_bounds(%A: memref<16xf32>) {
  %one = arith.constant 1.0 : f32
  affine.for %i = 10 to 2 {
    affine.store %one, %A[%i] : memref<16xf32>
  }
  affine.for %i = 5 to 1 step 2 {
    affine.store %one, %A[%i] : memref<16xf32>
  }
  return
}

// -----

// c = -4: 2^64 - 4 is a multiple of 2 (and of 3 and 6): no cleanup loop.
// BY2-LABEL: func.func @minus_four
// BY2: affine.for %{{.*}} = #{{.*}}()[%arg1] to %arg1 step 2 {
// BY2-NEXT: affine.store
// BY2-NEXT: affine.apply
// BY2-NEXT: affine.store
// BY2-NEXT: }
// BY2-NEXT: return
// BY3-LABEL: func.func @minus_four
// BY3: affine.for %{{.*}} = #{{.*}}()[%arg1] to %arg1 step 3 {
// BY4-LABEL: func.func @minus_four
// BY4: affine.for %{{.*}} = #{{.*}}()[%arg1] to %arg1 step 4 {
func.func @minus_four(%A: memref<16xf32>, %n: index) {
  %one = arith.constant 1.0 : f32
  affine.for %i = affine_map<()[s0] -> (s0 + 4)>()[%n] to %n {
    affine.store %one, %A[%i] : memref<16xf32>
  }
  return
}

// -----

// c = -6 (step 2): 2^64 - 6 is not a multiple of 3, so 22 adds a cleanup
// loop; it starts at lb + (-6 - (-6 mod 3)) * 2 = %n, where the loop ends,
// and never runs; the unrolled loop ends there too.
// BY3-LABEL: func.func @minus_six_step_two
// BY3: affine.for %{{.*}} = #{{.*}}()[%arg1] to %arg1 step 6 {
// BY3: affine.for %{{.*}} = %arg1 to %arg1 step 2 {
// BY3-NEXT: affine.store
// BY3-NEXT: }
// BY3-NEXT: return
// BY4-LABEL: func.func @minus_six_step_two
// BY4: affine.for %{{.*}} = #{{.*}}()[%arg1] to %arg1 step 2 {
// BY4-NEXT: affine.store
// BY4-NEXT: }
// BY4-NEXT: return
func.func @minus_six_step_two(%A: memref<32xf32>, %n: index) {
  %one = arith.constant 1.0 : f32
  affine.for %i = affine_map<()[s0] -> (s0 + 12)>()[%n] to %n step 2 {
    affine.store %one, %A[%i] : memref<32xf32>
  }
  return
}

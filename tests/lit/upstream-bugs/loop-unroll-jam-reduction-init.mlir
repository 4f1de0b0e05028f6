// mlir-opt 22 BUG (miscompile): -affine-loop-unroll-jam of a loop carrying a
// sum starts every partial sum from the initial value, so the result counts
// it `factor` times.
//
// The loop adds A[0..8) to %init = 3. Jammed by 2, it keeps two partial sums,
// each starting at %init, and adds them after the loop: 2 * 3 + sum(A)
// instead of 3 + sum(A). affine-opt starts the extra partial sums at 0 (the
// neutral element; -0.0 for floats, 1 for products); when the initial value
// already is the neutral element, the output is mlir-opt's.
//
// The WRONG lines check what mlir-opt's output computes, so this test fails
// once upstream fixes the pass.
//
// RUN: affine-opt %s --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], 3]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))' --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], 3]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))' | FileCheck %s --check-prefix=OURS
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))' --check-semantics=5 > /dev/null
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))' | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], 3]' | FileCheck %s --check-prefix=WRONG

// CORRECT: ret0: i32 = 39
// WRONG: ret0: i32 = 42
// OURS: %[[ZERO:.*]] = arith.constant 0 : i32
// OURS: affine.for %{{.*}} = 0 to 8 step 2 iter_args(%{{.*}} = %arg1, %{{.*}} = %[[ZERO]]) -> (i32, i32) {

func.func @kernel(%A: memref<8xi32>, %init: i32) -> i32 {
  %r = affine.for %i = 0 to 8 iter_args(%acc = %init) -> (i32) {
    %a = affine.load %A[%i] : memref<8xi32>
    %s = arith.addi %acc, %a : i32
    affine.yield %s : i32
  }
  return %r : i32
}

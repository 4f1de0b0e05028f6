// mlir-opt 22 BUG (miscompile): -affine-loop-unroll runs iterations of an
// empty loop in its cleanup loop when the loop's upper bound is a symbol
// that can be below the lower bound.
//
// Unrolling `affine.for %i = 0 to %n` by 4 gives the main loop
// `0 to (%n floordiv 4) * 4 step 4` and the cleanup loop
// `(%n floordiv 4) * 4 to %n`. For %n = -1 the original runs no iteration,
// but the cleanup loop runs %i = -4, -3, -2: the unrolled kernel writes
// A[0], A[1], A[2]. This is the same bug as loop-unroll-empty-loop-cleanup
// (there the trip count is negative for an outer IV value); here nothing in
// the function bounds %n, so mlir-opt's output for this loop is wrong for
// every negative %n. affine-opt's cleanup loop starts at
// max((%n floordiv 4) * 4, 0). It keeps mlir-opt's bounds when the trip count
// provably cannot be negative (bounds of enclosing loops and affine.if,
// memref.dim sizes, gpu ids): see tests/lit/loops/unroll.mlir. Upstream's
// Dialect/Affine/unroll.mlir has two such loops (its unroll-factor=4 run):
// scripts/conformance-known-diff.py lists them as our only differences there.
//
// The WRONG lines check what mlir-opt's output computes, so this test fails
// once upstream fixes the pass.
//
// RUN: affine-opt %s --run=kernel --run-inputs='[[0, 0, 0, 0, 0, 0, 0, 0], -1]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))' --run=kernel --run-inputs='[[0, 0, 0, 0, 0, 0, 0, 0], -1]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))' | FileCheck %s --check-prefix=OURS
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))' --check-semantics=5 > /dev/null
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))' | affine-opt --run=kernel --run-inputs='[[0, 0, 0, 0, 0, 0, 0, 0], -1]' | FileCheck %s --check-prefix=WRONG
// RUN: %mlir_opt %s %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-CORRECT
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))' | %mlir_opt %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-WRONG

// The original stores nothing (`--run` prints only the memrefs a run wrote).
// CORRECT: @kernel:
// CORRECT-NOT: arg0
// OURS: affine.for %{{.*}} = 0 to #{{.*}}()[%arg1] step 4 {
// OURS: affine.for %{{.*}} = max #{{.*}}()[%arg1] to %arg1 {
// WRONG: arg0: memref<8xf32> = [1, 1, 1, 0, 0, 0, 0, 0]
// RUNNER-CORRECT: data =
// RUNNER-CORRECT-NEXT: [0, 0, 0, 0, 0, 0, 0, 0]
// RUNNER-WRONG: data =
// RUNNER-WRONG-NEXT: [1, 1, 1, 0, 0, 0, 0, 0]

func.func private @printMemrefF32(memref<*xf32>)

func.func @kernel(%A: memref<8xf32>, %n: index) {
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to %n {
    affine.store %one, %A[%i + 4] : memref<8xf32>
  }
  return
}

// A zero; prints A after the kernel with %n = -1.
func.func @main() {
  %A = memref.alloc() : memref<8xf32>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 8 {
    affine.store %z, %A[%i] : memref<8xf32>
  }
  %n = arith.constant -1 : index
  call @kernel(%A, %n) : (memref<8xf32>, index) -> ()
  %u = memref.cast %A : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<8xf32>
  return
}

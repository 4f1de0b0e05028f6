// mlir-opt 22 BUG (miscompile): -affine-loop-unroll runs iterations of a
// loop whose trip count is a negative constant, in its cleanup loop.
//
// `affine.for %i = %n + 1 to %n` never runs: its trip count map folds to
// the constant -1. mlir-opt's getConstantTripCount casts it to uint64_t and
// reads 2^64 - 1, which is at least the factor, so the loop is unrolled by
// 4; 2^64 - 1 is not a multiple of 4, so a cleanup loop is added, from
// lb + (tc - tc mod 4) = %n + 1 + (-1 - 3) = %n - 3 to %n. That loop runs
// three iterations the original never runs: with %n = 4 the unrolled
// kernel writes A[1], A[2] and A[3]. (By 3 the same reading divides 2^64 -
// 1, no cleanup loop is made, and the unrolled loop stays empty, as it
// should.) Found by differential_loops on a loops_mix program (mix seed
// 166, where the compatibility mode had read the count as 0), reduced by
// hand.
//
// affine-opt leaves the loop as it is wherever mlir-opt's reading makes a
// cleanup loop that runs (by 4 here); where it does not (by 3 here, or by
// any factor dividing 2^64 + c, or with c mod f = 0), it unrolls as
// mlir-opt does (tests/lit/loops/unroll-negative-constant-trip-count.mlir).
// Its differential compatibility mode reads the count as mlir-opt does.
// The WRONG lines check what mlir-opt's output computes, so this test fails
// once upstream fixes the pass.
//
// RUN: affine-opt %s --run=kernel --run-inputs='[[0, 0, 0, 0, 0, 0, 0, 0], 4]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))' --run=kernel --run-inputs='[[0, 0, 0, 0, 0, 0, 0, 0], 4]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))' | FileCheck %s --check-prefix=OURS
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))' --check-semantics=5 > /dev/null
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))' | affine-opt --run=kernel --run-inputs='[[0, 0, 0, 0, 0, 0, 0, 0], 4]' | FileCheck %s --check-prefix=WRONG
// RUN: %mlir_opt %s %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-CORRECT
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))' | %mlir_opt %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-WRONG

// The original stores nothing (`--run` prints only the memrefs a run wrote).
// CORRECT: @kernel:
// CORRECT-NOT: arg0
// OURS-LABEL: func.func @kernel
// OURS: affine.for %{{.*}} = #{{.*}}()[%arg1] to %arg1 {
// OURS-NEXT: affine.store
// OURS-NEXT: }
// OURS-NEXT: return
// WRONG: arg0: memref<8xf32> = [0, 1, 1, 1, 0, 0, 0, 0]
// RUNNER-CORRECT: data =
// RUNNER-CORRECT-NEXT: [0, 0, 0, 0, 0, 0, 0, 0]
// RUNNER-WRONG: data =
// RUNNER-WRONG-NEXT: [0, 1, 1, 1, 0, 0, 0, 0]

func.func private @printMemrefF32(memref<*xf32>)

func.func @kernel(%A: memref<8xf32>, %n: index) {
  %one = arith.constant 1.0 : f32
  affine.for %i = affine_map<()[s0] -> (s0 + 1)>()[%n] to %n {
    affine.store %one, %A[%i] : memref<8xf32>
  }
  return
}

// A zero; prints A after the kernel with %n = 4.
func.func @main() {
  %A = memref.alloc() : memref<8xf32>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 8 {
    affine.store %z, %A[%i] : memref<8xf32>
  }
  %n = arith.constant 4 : index
  call @kernel(%A, %n) : (memref<8xf32>, index) -> ()
  %u = memref.cast %A : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<8xf32>
  return
}

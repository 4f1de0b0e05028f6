// mlir-opt 22 BUG (miscompile): -affine-loop-unroll runs iterations of an
// empty loop in its cleanup loop.
//
// Unrolling `affine.for %i = 1 to %j` by 3, where the upper bound comes from
// an outer IV and the loop is empty while %j <= 1, gives the main loop
// `1 to ((%j - 1) floordiv 3) * 3 + 1 step 3` and a cleanup loop from that
// bound to %j. For %j = 0 the cleanup loop runs %i = -2 and -1, iterations the
// original never executes: the unrolled kernel writes A[2] and A[3]. In
// generated programs (Exec seeds 2002, 2010, 2022) this became an
// out-of-bounds store.
//
// The WRONG lines check what mlir-opt's output computes, so this test fails
// once upstream fixes the pass.
//
// RUN: affine-opt %s --run=kernel --run-inputs='[[0, 0, 0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))' --run=kernel --run-inputs='[[0, 0, 0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))' | FileCheck %s --check-prefix=OURS
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))' | affine-opt --run=kernel --run-inputs='[[0, 0, 0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=WRONG
// RUN: %mlir_opt %s %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-CORRECT
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))' | %mlir_opt %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-WRONG

// affine-opt unrolls too (the RUN lines with our pass), but the cleanup
// loop starts at max(lb + (tc - tc mod 3), lb): never below the original
// lower bound.
// OURS: affine.for %{{.*}} = max #{{.*}}(%{{.*}}) to #{{.*}}(%{{.*}}) {

// The original stores nothing (`--run` prints only the memrefs a run wrote).
// CORRECT: @kernel:
// CORRECT-NOT: arg0
// WRONG: arg0: memref<8xf32> = [0, 0, 1, 1, 0, 0, 0, 0]
// RUNNER-CORRECT: data =
// RUNNER-CORRECT-NEXT: [0, 0, 0, 0, 0, 0, 0, 0]
// RUNNER-WRONG: data =
// RUNNER-WRONG-NEXT: [0, 0, 1, 1, 0, 0, 0, 0]

func.func private @printMemrefF32(memref<*xf32>)

func.func @kernel(%A: memref<8xf32>) {
  %one = arith.constant 1.0 : f32
  affine.for %j = 0 to 2 {
    affine.for %i = 1 to affine_map<(d0) -> (d0)>(%j) {
      affine.store %one, %A[%i + 4] : memref<8xf32>
    }
  }
  return
}

// A zero; prints A after the kernel.
func.func @main() {
  %A = memref.alloc() : memref<8xf32>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 8 {
    affine.store %z, %A[%i] : memref<8xf32>
  }
  call @kernel(%A) : (memref<8xf32>) -> ()
  %u = memref.cast %A : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<8xf32>
  return
}

// mlir-opt 22 BUG (miscompile): -affine-loop-invariant-code-motion moves an
// invariant store out of a loop that may run zero times. For %n = 0 the loop
// body never runs, but the output stores to A[0] before the loop. affine-opt
// moves ops with effects (and ops that may be undefined, such as a division
// by %n) only out of loops that run at least once.
//
// The WRONG lines check what mlir-opt's output computes, so this test fails
// once upstream fixes the pass.
//
// RUN: affine-opt %s --run=kernel --run-inputs='[[0, 0, 0, 0], 0]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s -affine-loop-invariant-code-motion --run=kernel --run-inputs='[[0, 0, 0, 0], 0]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -affine-loop-invariant-code-motion | affine-opt --run=kernel --run-inputs='[[0, 0, 0, 0], 0]' | FileCheck %s --check-prefix=WRONG
// RUN: %mlir_opt %s %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-CORRECT
// RUN: %mlir_opt %s -affine-loop-invariant-code-motion | %mlir_opt %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-WRONG

// The original stores nothing (`--run` prints only the memrefs a run wrote).
// CORRECT: @kernel:
// CORRECT-NOT: arg0
// WRONG: arg0: memref<4xf32> = [1, 0, 0, 0]
// RUNNER-CORRECT: data =
// RUNNER-CORRECT-NEXT: [0, 0, 0, 0]
// RUNNER-WRONG: data =
// RUNNER-WRONG-NEXT: [1, 0, 0, 0]

func.func private @printMemrefF32(memref<*xf32>)

func.func @kernel(%A: memref<4xf32>, %n: index) {
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to %n {
    affine.store %one, %A[0] : memref<4xf32>
  }
  return
}

func.func @main() {
  %A = memref.alloc() : memref<4xf32>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %z, %A[%i] : memref<4xf32>
  }
  %n = arith.constant 0 : index
  call @kernel(%A, %n) : (memref<4xf32>, index) -> ()
  %u = memref.cast %A : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<4xf32>
  return
}

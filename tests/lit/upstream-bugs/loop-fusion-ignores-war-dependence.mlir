// mlir-opt 22 BUG (miscompile): -affine-loop-fusion ignores a write-after-read
// dependence.
//
// The producer nest reads A[%j] and writes B[%i, %j]; the consumer
// (%i = 1 to 4) reads B[%i, %i - 1] and writes A[%i]. Fusion slices the
// producer into the consumer, so a later slice reads elements of A that the
// consumer has already overwritten. With A = [0, 1, 2, 3, 4] the program
// leaves A = [0, 0, 1, 2, 4]; the fused program leaves A = [0, 0, 0, 0, 4].
// Found by the generator (Fusion seeds 2016, 2029 and others; see
// crates/affine-testing/upstream-bugs/README.md).
//
// This test documents the miscompile: the WRONG lines check what mlir-opt's
// output computes, so the test fails once upstream fixes the pass; then
// delete this file (or turn it into a regression test).
//
// Our interpreter, on the original and on mlir-opt's output:
// RUN: affine-opt %s --run=kernel --run-inputs='[[0, 1, 2, 3, 4], [[0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-fusion))' | affine-opt --run=kernel --run-inputs='[[0, 1, 2, 3, 4], [[0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]]]' | FileCheck %s --check-prefix=WRONG
// mlir-runner (JIT) confirms both results:
// RUN: %mlir_opt %s %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-CORRECT
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-fusion))' | %mlir_opt %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-WRONG
// Our fusion (sound here) computes what the input computes:
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-fusion))' --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=OURS-SEM
// OURS-SEM: @kernel: same results on

// CORRECT: arg0: memref<5xf32> = [0, 0, 1, 2, 4]
// WRONG: arg0: memref<5xf32> = [0, 0, 0, 0, 4]
// RUNNER-CORRECT: data =
// RUNNER-CORRECT-NEXT: [0, 0, 1, 2, 4]
// RUNNER-WRONG: data =
// RUNNER-WRONG-NEXT: [0, 0, 0, 0, 4]

func.func private @printMemrefF32(memref<*xf32>)

func.func @kernel(%A: memref<5xf32>, %B: memref<5x3xf32>) {
  affine.for %i = 0 to 5 {
    affine.for %j = 0 to 3 {
      %v = affine.load %A[%j] : memref<5xf32>
      affine.store %v, %B[%i, %j] : memref<5x3xf32>
    }
  }
  affine.for %i = 1 to 4 {
    %v = affine.load %B[%i, %i - 1] : memref<5x3xf32>
    affine.store %v, %A[%i] : memref<5xf32>
  }
  return
}

// A = [0, 1, 2, 3, 4], B zero; prints A after the kernel.
func.func @main() {
  %A = memref.alloc() : memref<5xf32>
  %B = memref.alloc() : memref<5x3xf32>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 5 {
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    affine.store %f, %A[%i] : memref<5xf32>
    affine.for %j = 0 to 3 {
      affine.store %z, %B[%i, %j] : memref<5x3xf32>
    }
  }
  call @kernel(%A, %B) : (memref<5xf32>, memref<5x3xf32>) -> ()
  %u = memref.cast %A : memref<5xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<5xf32>
  memref.dealloc %B : memref<5x3xf32>
  return
}

// mlir-opt 22 BUG (miscompile): -affine-loop-fusion ignores a write-after-read
// dependence when the consumer writes the buffer through a view.
//
// The producer copies A[0..3] into a temporary %t; the consumer copies %t[%i]
// into A[%i + 2] through a subview of A. Fused at depth 1, the slice of
// iteration 2 reads A[2], which the consumer wrote through the view at
// iteration 0. Its dependence graph keys accesses by SSA value: the store
// through %v is no access of %A, so no edge sees the pair. With
// A = [0, 1, 2, 3, 4] the program leaves A = [0, 1, 0, 1, 2]; the fused
// program leaves A = [0, 1, 0, 1, 0]. Found by the differential test
// (fusion-mix seed 2746: the consumer writes rows of a temporary through a
// subview, the slice reads them; the wrong value reaches an argument only
// for inputs outside the generator's range), reduced by hand.
//
// This test documents the miscompile: the WRONG lines check what mlir-opt's
// output computes, so the test fails once upstream fixes the pass; then
// delete this file (or turn it into a regression test).
//
// Our interpreter, on the original and on mlir-opt's output:
// RUN: affine-opt %s --run=kernel --run-inputs='[[0, 1, 2, 3, 4]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-fusion))' | affine-opt --run=kernel --run-inputs='[[0, 1, 2, 3, 4]]' | FileCheck %s --check-prefix=WRONG
// mlir-runner (JIT) confirms both results:
// RUN: %mlir_opt %s %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-CORRECT
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-fusion))' | %mlir_opt %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-WRONG
// Our fusion leaves the nests alone and says why:
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-fusion))' --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=OURS-SEM
// RUN: affine-opt %s -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=OURS-REPORT
// OURS-SEM: @kernel: same results on
// OURS-REPORT: not fused: fusing would change what the program computes: the two nests access the buffer of %arg0 through different memrefs (views) and one of them writes it; in the fused nest, the slice would access memory after the destination wrote it

// CORRECT: arg0: memref<5xf32> = [0, 1, 0, 1, 2]
// WRONG: arg0: memref<5xf32> = [0, 1, 0, 1, 0]
// RUNNER-CORRECT: data =
// RUNNER-CORRECT-NEXT: [0, 1, 0, 1, 2]
// RUNNER-WRONG: data =
// RUNNER-WRONG-NEXT: [0, 1, 0, 1, 0]

func.func private @printMemrefF32(memref<*xf32>)

func.func @kernel(%A: memref<5xf32>) {
  %t = memref.alloc() : memref<4xf32>
  %v = memref.subview %A[2] [3] [1] : memref<5xf32> to memref<3xf32, strided<[1], offset: 2>>
  affine.for %i = 0 to 4 {
    %x = affine.load %A[%i] : memref<5xf32>
    affine.store %x, %t[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 3 {
    %x = affine.load %t[%i] : memref<4xf32>
    affine.store %x, %v[%i] : memref<3xf32, strided<[1], offset: 2>>
  }
  memref.dealloc %t : memref<4xf32>
  return
}

// A = [0, 1, 2, 3, 4]; prints A after the kernel.
func.func @main() {
  %A = memref.alloc() : memref<5xf32>
  affine.for %i = 0 to 5 {
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    affine.store %f, %A[%i] : memref<5xf32>
  }
  call @kernel(%A) : (memref<5xf32>) -> ()
  %u = memref.cast %A : memref<5xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<5xf32>
  return
}

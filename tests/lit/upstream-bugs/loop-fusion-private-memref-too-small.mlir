// mlir-opt 22 BUG (miscompile, out-of-bounds access): -affine-loop-fusion
// privatizes a producer's output into a buffer smaller than what the
// consumer reads.
//
// The producer writes row 0 of B (`%i = 0 to 1`); the consumer reads
// B[%i floordiv 2, %k floordiv 2] for %i < 8, %k < 10: rows 0..3 and
// columns 0..4, mostly elements the producer never writes. Fusion moves a
// slice of the producer into the consumer, writing a private
// `memref<1x5xi32>`, and redirects the consumer's load to it with unchanged
// subscripts: the fused program reads row 1..3 of a 1-row buffer (out of
// bounds), and would read the private copy instead of B's own rows anyway.
// Found by the differential test (Fusion seed 121), reduced by line deletion
// and by hand. The WRONG lines check the out-of-bounds error, so this test
// fails once upstream fixes the pass.
//
// Our interpreter: the original runs, mlir-opt's output is undefined.
// RUN: affine-opt %s --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6], [[0, 0, 0, 0, 0, 0], [7, 7, 7, 7, 7, 7], [8, 8, 8, 8, 8, 8], [9, 9, 9, 9, 9, 9]]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-fusion))' | not affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6], [[0, 0, 0, 0, 0, 0], [7, 7, 7, 7, 7, 7], [8, 8, 8, 8, 8, 8], [9, 9, 9, 9, 9, 9]]]' 2>&1 | FileCheck %s --check-prefix=WRONG
// mlir-runner with MLIR's runtime verification (bounds checks) agrees: the
// original runs to the end, mlir-opt's output aborts.
// RUN: %mlir_opt %s -lower-affine -generate-runtime-verification %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-CORRECT
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-fusion))' | %mlir_opt -lower-affine -generate-runtime-verification %lower_to_llvm | not --crash %mlir_runner
// Our fusion (sound here) computes what the input computes:
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-fusion))' --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=OURS-SEM
// OURS-SEM: @kernel: same results on

// CORRECT: arg1: memref<4x6xi32> = {{\[\[}}1, 2, 3, 4, 5, 6], [7, 7, 7, 7, 7, 7], [8, 8, 8, 8, 8, 8], [9, 9, 9, 9, 9, 9]]
// WRONG: error: 'affine.load' op undefined behaviour (out-of-bounds): index [1, 0] out of bounds for memref of shape [1, 5] (dimension 0)
// RUNNER-CORRECT: sizes = [4, 6]

func.func private @printMemrefI32(memref<*xi32>)

func.func @kernel(%A: memref<6xi32>, %B: memref<4x6xi32>) {
  affine.for %i = 0 to 1 {
    affine.for %j = 0 to 6 {
      %v = affine.load %A[%j] : memref<6xi32>
      affine.store %v, %B[%i, %j] : memref<4x6xi32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %k = 0 to 10 {
      %w = affine.load %B[%i floordiv 2, %k floordiv 2] : memref<4x6xi32>
      %c9 = arith.constant 9 : i32
      %r = arith.remsi %w, %c9 : i32
    }
  }
  return
}

func.func @main() {
  %A = memref.alloc() : memref<6xi32>
  %B = memref.alloc() : memref<4x6xi32>
  call @kernel(%A, %B) : (memref<6xi32>, memref<4x6xi32>) -> ()
  %u = memref.cast %B : memref<4x6xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %A : memref<6xi32>
  memref.dealloc %B : memref<4x6xi32>
  return
}

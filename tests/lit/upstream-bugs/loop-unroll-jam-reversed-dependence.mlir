// mlir-opt 22 BUG (miscompile): -affine-loop-unroll-jam jams iterations of
// the outer loop without checking the dependences between them.
//
// Iteration (i, j) stores A[i + 1][j]; iteration (i + 1, j - 1) loads it as
// A[i + 1][(j - 1) + 1]. The original runs the store first (i is outer).
// Unroll-and-jam by 2 runs iterations i and i + 1 together inside one j
// loop, so the load of (i + 1, j - 1) now runs at j - 1, before the store
// of (i, j): A[2][0] becomes 2 * 5 instead of 2 * 4. affine-opt checks every
// dependence between the jammed iterations exactly and leaves this nest
// alone.
//
// The WRONG lines check what mlir-opt's output computes, so this test fails
// once upstream fixes the pass.
//
// RUN: affine-opt %s --run=kernel --run-inputs='[[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))' --run=kernel --run-inputs='[[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))' | affine-opt --run=kernel --run-inputs='[[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]]' | FileCheck %s --check-prefix=WRONG
// RUN: %mlir_opt %s %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-CORRECT
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))' | %mlir_opt %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-WRONG

// CORRECT: arg0: memref<4x4xi64> = {{\[\[}}0, 1, 2, 3], [2, 4, 6, 7], [8, 12, 14, 11], [12, 13, 14, 15]]
// WRONG: arg0: memref<4x4xi64> = {{\[\[}}0, 1, 2, 3], [2, 4, 6, 7], [10, 12, 14, 11], [12, 13, 14, 15]]
// RUNNER-CORRECT: data =
// RUNNER-CORRECT: [8,   12,   14,   11]
// RUNNER-WRONG: data =
// RUNNER-WRONG: [10,   12,   14,   11]

func.func private @printMemrefI64(memref<*xi64>)

func.func @kernel(%A: memref<4x4xi64>) {
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %v = affine.load %A[%i, %j + 1] : memref<4x4xi64>
      %w = arith.addi %v, %v : i64
      affine.store %w, %A[%i + 1, %j] : memref<4x4xi64>
    }
  }
  return
}

func.func @main() {
  %A = memref.alloc() : memref<4x4xi64>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %l = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %j)
      %v = arith.index_cast %l : index to i64
      affine.store %v, %A[%i, %j] : memref<4x4xi64>
    }
  }
  call @kernel(%A) : (memref<4x4xi64>) -> ()
  %u = memref.cast %A : memref<4x4xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %A : memref<4x4xi64>
  return
}

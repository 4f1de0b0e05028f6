// mlir-opt 22 BUG (miscompile): -affine-loop-tile, -test-loop-permutation
// with check-validity=true and -affine-loop-unroll-jam reorder the
// iterations of a nest whose dependences go through memref.load /
// memref.store: their legality checks look only at affine loads and stores.
//
// Iteration (%i, %j) stores A[%i, %j] = 2 * A[%i - 1, %j + 1]: a dependence
// of distance (1, -1). Tiling by 2 runs (2, 1) before (1, 2), interchange
// and unroll-and-jam of %i run (2, 0) before (1, 1): the loads read the old
// values.
//
// affine-opt treats a memory access it cannot model as conflicting (an
// unmodeled write, or an unmodeled read of memory the nest writes) and
// leaves such nests alone: affine_analysis::loop_dependences::has_unmodeled_conflict.
// A nest whose only unmodeled accesses read memory nothing in it writes is
// still transformed (tests/lit/loops/tile-non-affine-access.mlir).
//
// The WRONG lines check what mlir-opt's output computes, so this test fails
// once upstream fixes the passes.
//
// RUN: affine-opt %s --run=kernel --run-inputs='[[[0, 7, 1, 8], [2, 9, 3, 10], [4, 11, 5, 12], [6, 0, 7, 1]]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=2}))' --run=kernel --run-inputs='[[[0, 7, 1, 8], [2, 9, 3, 10], [4, 11, 5, 12], [6, 0, 7, 1]]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(test-loop-permutation{permutation-map=1,0 check-validity=true}))' --run=kernel --run-inputs='[[[0, 7, 1, 8], [2, 9, 3, 10], [4, 11, 5, 12], [6, 0, 7, 1]]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))' --run=kernel --run-inputs='[[[0, 7, 1, 8], [2, 9, 3, 10], [4, 11, 5, 12], [6, 0, 7, 1]]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=2}))' | FileCheck %s --check-prefix=UNCHANGED
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=2}))' | affine-opt --run=kernel --run-inputs='[[[0, 7, 1, 8], [2, 9, 3, 10], [4, 11, 5, 12], [6, 0, 7, 1]]]' | FileCheck %s --check-prefix=TILE-WRONG
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(test-loop-permutation{permutation-map=1,0 check-validity=true}))' | affine-opt --run=kernel --run-inputs='[[[0, 7, 1, 8], [2, 9, 3, 10], [4, 11, 5, 12], [6, 0, 7, 1]]]' | FileCheck %s --check-prefix=PERM-WRONG
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))' | affine-opt --run=kernel --run-inputs='[[[0, 7, 1, 8], [2, 9, 3, 10], [4, 11, 5, 12], [6, 0, 7, 1]]]' | FileCheck %s --check-prefix=JAM-WRONG
// RUN: %mlir_opt %s %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-CORRECT
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=2}))' | %mlir_opt %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-WRONG

// CORRECT: arg0: memref<4x4xi64> = {{\[\[}}0, 7, 1, 8], [14, 2, 16, 10], [4, 32, 20, 12], [64, 40, 24, 1]]
// TILE-WRONG: arg0: memref<4x4xi64> = {{\[\[}}0, 7, 1, 8], [14, 2, 16, 10], [4, 6, 20, 12], [12, 40, 24, 1]]
// PERM-WRONG: arg0: memref<4x4xi64> = {{\[\[}}0, 7, 1, 8], [14, 2, 16, 10], [18, 6, 20, 12], [22, 10, 24, 1]]
// JAM-WRONG: arg0: memref<4x4xi64> = {{\[\[}}0, 7, 1, 8], [14, 2, 16, 10], [18, 6, 20, 12], [12, 40, 24, 1]]
// RUNNER-CORRECT: data =
// RUNNER-CORRECT: [4, 32, 20, 12]
// RUNNER-WRONG: data =
// RUNNER-WRONG: [4, 6, 20, 12]

// UNCHANGED-LABEL: func.func @kernel
// UNCHANGED-NEXT: affine.for %{{.*}} = 1 to 4 {
// UNCHANGED-NEXT: affine.for %{{.*}} = 0 to 3 {

func.func private @printMemrefI64(memref<*xi64>)

func.func @kernel(%arg0: memref<4x4xi64>) {
  affine.for %i = 1 to 4 {
    affine.for %j = 0 to 3 {
      %im1 = affine.apply affine_map<(d0) -> (d0 - 1)>(%i)
      %jp1 = affine.apply affine_map<(d0) -> (d0 + 1)>(%j)
      %v = memref.load %arg0[%im1, %jp1] : memref<4x4xi64>
      %w = arith.addi %v, %v : i64
      memref.store %w, %arg0[%i, %j] : memref<4x4xi64>
    }
  }
  return
}

func.func @main() {
  %m = memref.alloc() : memref<4x4xi64>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %l = affine.apply affine_map<(d0, d1) -> (((d0 * 4 + d1) * 7) mod 13)>(%i, %j)
      %v = arith.index_cast %l : index to i64
      affine.store %v, %m[%i, %j] : memref<4x4xi64>
    }
  }
  call @kernel(%m) : (memref<4x4xi64>) -> ()
  %u = memref.cast %m : memref<4x4xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %m : memref<4x4xi64>
  return
}

// mlir-opt 22 BUG (invalid output): -affine-super-vectorize (without
// `vectorize-reductions`) produces a `vector.transfer_write` with a broadcast
// dimension, which the verifier rejects.
//
// A store of a value invariant in the innermost loop, at a `mod` subscript
// of the outer IV, under `max`/symbolic bounds. The most common failure of
// the pass on generated programs (Exec seed 4 and about 6% of the programs),
// reduced automatically by line deletion. The test fails once upstream fixes
// the pass.
//
// RUN: not %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-super-vectorize{virtual-vector-size=4}))' -o /dev/null 2>&1 | FileCheck %s
// RUN: affine-opt %s --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6], [[[0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]], [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]], [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]], [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]], [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]]], 1, 2]' | FileCheck %s --check-prefix=INTERP
//
// affine-opt keeps the nest scalar: the store does not vary along the loop a
// transfer would vectorize (every lane would write one element), and the
// valid output computes what the input computes:
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-super-vectorize{virtual-vector-size=4}))' 2>/dev/null | FileCheck %s --check-prefix=OURS
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-super-vectorize{virtual-vector-size=4}))' 2>/dev/null | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6], [[[0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]], [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]], [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]], [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]], [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]]], 1, 2]' | FileCheck %s --check-prefix=INTERP
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-super-vectorize{virtual-vector-size=4}))' --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// OURS-NOT: vector.transfer_write
// OURS: affine.store
// SEM: @kernel: same results on 3 of 3

// CHECK: error: 'vector.transfer_write' op should not have broadcast dimensions
// INTERP: arg0: memref<6xi32> = [0, 2, 0, 4, 0, 6]
func.func @kernel(%arg0: memref<6xi32>, %arg1: memref<5x6x2xi32>, %sym0: index, %sym1: index) {
  %c0 = arith.constant 0 : index
  %dim1 = memref.dim %arg0, %c0 : memref<6xi32>
  %sa2 = affine.apply affine_map<()[s0] -> ((((s0 * 2) + 1) floordiv 2))>()[%sym0]
  affine.for %i3 = 2 to affine_map<()[s0] -> ((s0 + 4))>()[%dim1] {
    %v5 = affine.load %arg1[(((%i3 + symbol(%sa2)) + 1) mod 5), (((((%i3 * 3) + 1) ceildiv 3) + -3) floordiv 2), (1 + -1)] : memref<5x6x2xi32>
    %a6 = affine.apply affine_map<(d0)[s0] -> ((d0 + s0))>(%i3)[%sa2]
    affine.for %i8 = 0 to 1 {
      affine.for %i9 = max affine_map<()[s0] -> (s0, 2)>()[%sym1] to affine_map<()[s0] -> ((s0 + 8))>()[%sym1] step 3 {
        %v20 = arith.minsi %v5, %v5 : i32
        affine.store %v20, %arg0[(((%i3 + %a6) + 1) mod 6)] : memref<6xi32>
      }
    }
  }
  return
}

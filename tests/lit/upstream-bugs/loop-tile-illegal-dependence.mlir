// mlir-opt 22 BUG (miscompile): -affine-loop-tile tiles a band whose
// dependences forbid rectangular tiling.
//
// The 2-d band %i = 4 to 7 (after simplification) x %j = 0 to 5 stores
// A[%j, %j floordiv 2] (the first subscript simplifies to %j for sym1 = 6)
// and loads A[%i - 3, (%j + 1) mod 4]. The store at (%i, %j) = (4, 3) feeds
// the load at (6, 0): a dependence with distance (+2, -3), so the tiled
// order runs the load first. The pass tiles anyway, without a remark.
// Found by the generator (Fusion seed 2023), reduced.
//
// affine-opt's dependence check is exact and leaves the band alone (the
// RUN line with our pass computes the CORRECT result).
//
// The WRONG lines check what mlir-opt's output computes, so this test fails
// once upstream fixes the pass. Inputs: element l of A is ((7 l) mod 13) - 6,
// sym0 = 3, sym1 = 6 (what @main passes).
//
// RUN: affine-opt %s --run=kernel --run-inputs='[[[-6, 1, -5, 2], [-4, 3, -3, 4], [-2, 5, -1, 6], [0, -6, 1, -5], [2, -4, 3, -3], [4, -2, 5, -1], [6, 0, -6, 1]], 3, 6]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=3}))' --run=kernel --run-inputs='[[[-6, 1, -5, 2], [-4, 3, -3, 4], [-2, 5, -1, 6], [0, -6, 1, -5], [2, -4, 3, -3], [4, -2, 5, -1], [6, 0, -6, 1]], 3, 6]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=3}))' | affine-opt --run=kernel --run-inputs='[[[-6, 1, -5, 2], [-4, 3, -3, 4], [-2, 5, -1, 6], [0, -6, 1, -5], [2, -4, 3, -3], [4, -2, 5, -1], [6, 0, -6, 1]], 3, 6]' | FileCheck %s --check-prefix=WRONG
// RUN: %mlir_opt %s %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-CORRECT
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=3}))' | %mlir_opt %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-WRONG

// CORRECT: arg0: memref<7x4xi64> = {{\[\[}}-2, 1, -5, 2], [1, 3, -3, 4], [-2, -5, -1, 6], [0, 0, 1, -5], [2, -4, 0, -3], [4, -2, 5, -1], [6, 0, -6, 1]]
// WRONG: arg0: memref<7x4xi64> = {{\[\[}}-6, 1, -5, 2], [1, 3, -3, 4], [-2, -5, -1, 6], [0, 0, 1, -5], [2, -4, 0, -3], [4, -2, 5, -1], [6, 0, -6, 1]]
// RUNNER-CORRECT: data =
// RUNNER-CORRECT-NEXT: {{\[\[}}-2, 1, -5, 2],
// RUNNER-WRONG: data =
// RUNNER-WRONG-NEXT: {{\[\[}}-6, 1, -5, 2],

func.func private @printMemrefI64(memref<*xi64>)

func.func @kernel(%arg0: memref<7x4xi64>, %sym0: index, %sym1: index) {
  %sa0 = affine.apply affine_map<()[s0] -> ((s0 + 2))>()[%sym1]
  affine.for %i17 = affine_map<()[s0] -> ((s0 floordiv 2))>()[%sa0] to affine_map<()[s0] -> (((s0 floordiv 2) + 3))>()[%sa0] {
    affine.for %i18 = 0 to 5 {
      %v19 = affine.load %arg0[(%i17 + -3), ((%i18 + 1) mod 4)] : memref<7x4xi64>
      affine.store %v19, %arg0[(((((%i18 * 2) + (symbol(%sa0) * -1)) + -1) + 9) floordiv 2), (%i18 floordiv 2)] : memref<7x4xi64>
    }
  }
  return
}

func.func @main() {
  %m0 = memref.alloc() : memref<7x4xi64>
  affine.for %m0_i0 = 0 to 7 {
    affine.for %m0_i1 = 0 to 4 {
      %m0_l = affine.apply affine_map<(d0, d1) -> ((((d0 * 4 + d1) * 7 + 0) mod 13) - 6)>(%m0_i0, %m0_i1)
      %m0_v = arith.index_cast %m0_l : index to i64
      affine.store %m0_v, %m0[%m0_i0, %m0_i1] : memref<7x4xi64>
    }
  }
  %sym0 = arith.constant 3 : index
  %sym1 = arith.constant 6 : index
  call @kernel(%m0, %sym0, %sym1) : (memref<7x4xi64>, index, index) -> ()
  %m0_u = memref.cast %m0 : memref<7x4xi64> to memref<*xi64>
  call @printMemrefI64(%m0_u) : (memref<*xi64>) -> ()
  memref.dealloc %m0 : memref<7x4xi64>
  return
}

// Sound where mlir-opt 22 is not: fusion of tiled nests keeps every loop
// bound valid.
//
// After `affine-loop-tile{tile-size=8}`, the point loops' bounds use the
// tile loops' induction variables. mlir-opt 22's fusion interchanges the
// consumer's loops to sink the sequential one (sinkSequentialLoops) without
// checking that the moved loops' bounds stay defined, and its output fails
// its own verifier. Our fusion interchanges only when every bound stays
// valid (and the output computes the same). Generated program (Exec seed
// 58), as generated; affine-opt has no tiling pass yet, so mlir-opt tiles.
//
// RUN: not %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=8},affine-loop-fusion))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=MLIR-INVALID
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=8}))' | affine-opt -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=8}))' | affine-opt -affine-loop-fusion | %mlir_opt -o /dev/null

// MLIR-INVALID: error: operand #0 does not dominate this use
// SEM: semantic check: @kernel: same results

func.func @kernel(%arg0: memref<6xi64>, %arg1: memref<7x5x8xf32>, %arg2: memref<7x3x7xf32>) {
  %tmp0 = memref.alloc() : memref<6x8x9xf32>
  affine.for %i1 = 0 to 6 {
    affine.for %i2 = 0 to 8 {
      affine.for %i3 = 0 to 9 {
        %v4 = affine.load %arg1[((((%i2 + %i2) + 1) + -1) floordiv 3), (((%i3 * 2) + 2) mod 5), (%i1 + 1)] : memref<7x5x8xf32>
        %v5 = arith.mulf %v4, %v4 : f32
        %cst6 = arith.constant 0 : i64
        %cst8 = arith.constant 6 : i64
        %v7 = arith.divsi %cst6, %cst8 : i64
        %cst9 = arith.constant 1000.0 : f32
        %cst10 = arith.constant -1000.0 : f32
        %v11 = arith.minimumf %v5, %cst9 : f32
        %v12 = arith.maximumf %v11, %cst10 : f32
        affine.store %v12, %tmp0[%i1, %i2, %i3] : memref<6x8x9xf32>
      }
    }
  }
  affine.for %i13 = max affine_map<() -> (0, 0)>() to 5 step 3 {
    %v14 = affine.load %tmp0[((%i13 + -2) ceildiv 4), (((%i13 + 1) floordiv 4) + 3), (4 + -4)] : memref<6x8x9xf32>
    %a15 = affine.apply affine_map<(d0) -> (((d0 + (d0 * 2)) + 3))>(%i13)
    %v16 = arith.fptosi %v14 : f32 to i64
    %red19 = affine.for %i17 = affine_map<(d0) -> (d0)>(%i13) to min affine_map<() -> (5, 9)>() step 3 iter_args(%acc18 = %v16) -> (i64) {
      %v20 = affine.load %tmp0[((((%i13 * -1) + (%a15 * 3)) + -1) mod 6), (((%i17 + (%a15 * 2)) + -6) floordiv 4), (((%i17 + %i13) + 1) + -1)] : memref<6x8x9xf32>
      %v21 = affine.load %tmp0[(((%i17 * -1) floordiv 3) + 2), ((((%i13 + (%i13 * 2)) + -1) floordiv 4) + 4), ((((%i17 + (%i17 * -1)) + 2) floordiv 3) + 1)] : memref<6x8x9xf32>
      %v22 = arith.fptosi %v21 : f32 to i64
      %v23 = arith.addi %acc18, %v22 : i64
      affine.yield %v23 : i64
    }
    affine.store %v14, %arg2[0, (1 + 1), ((%i13 * 2) floordiv 2)] : memref<7x3x7xf32>
    affine.store %v14, %arg1[(((%i13 + %i13) + 1) ceildiv 2), ((%i13 + 2) + -2), (7 + -7)] : memref<7x5x8xf32>
  }
  memref.dealloc %tmp0 : memref<6x8x9xf32>
  return
}

// mlir-opt 22 BUG (miscompile, out-of-bounds access):
// -affine-data-copy-generate copies the box its region analysis gives for a
// division subscript, which is looser than the accesses: the copy loop
// reads past the memref's start at parameter values where every access of
// the loop nest is inside the memref.
//
// A[(3 * %j - 3) floordiv 2] with %j from %i floordiv 2 and %i from
// max(%s + 1, 0): the region bounds the quotient rationally and its box
// starts at max((3 * %s - 5) floordiv 4, -2). With %s = 1 the loops read
// A[0 .. 3] only (%i = 2, 4, 6, %j >= 1), but mlir-opt's copy loop starts
// at -1 and reads A[-1]. Found by the data-copy differential (default seed
// 68: `%arg1` copied from column -2; loops_mix seeds 117, 163, 175, and
// 24, 105, 190 with `fast-mem-capacity=1` or `skip-non-unit-stride-loops`),
// reduced by hand.
//
// Ours: the box of a memref with a division subscript is clamped to the
// memref where some parameter values put it outside while no access of
// the range is outside (tests/lit/data-copy/division-box-clamped.mlir):
// the copy loop starts at max((3 * %s - 5) floordiv 4, 0).
// The WRONG lines fail once upstream fixes the pass.
//
// RUN: affine-opt %s --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], [0, 0, 0, 0, 0, 0, 0, 0], 1]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s -affine-data-copy-generate | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], [0, 0, 0, 0, 0, 0, 0, 0], 1]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -affine-data-copy-generate | FileCheck %s --check-prefix=UPSTREAM
// RUN: %mlir_opt %s -affine-data-copy-generate | not affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], [0, 0, 0, 0, 0, 0, 0, 0], 1]' 2>&1 | FileCheck %s --check-prefix=WRONG

// CORRECT: arg1: memref<8xf32> = [0, 1, 4, 12, 0, 0, 0, 0]
// WRONG: index [-1] out of bounds for memref of shape [8]

// UPSTREAM: #[[LB:.*]] = affine_map<()[s0] -> ((s0 * 3 - 5) floordiv 4, -2)>
// UPSTREAM-LABEL: func.func @kernel
// UPSTREAM:       %[[BUF:.*]] = memref.alloc() : memref<4xf32, 1>
// UPSTREAM-NEXT:  affine.for %[[K:.*]] = max #[[LB]]()[%arg2] to 4 {
// UPSTREAM-NEXT:    %[[V:.*]] = affine.load %arg0[%[[K]]] : memref<8xf32>
// UPSTREAM-NEXT:    affine.store %[[V]], %[[BUF]][%[[K]]] : memref<4xf32, 1>
func.func @kernel(%A: memref<8xf32>, %B: memref<8xf32>, %s: index) {
  affine.for %i = max affine_map<()[s0] -> (s0 + 1, 0)>()[%s] to 7 step 2 {
    affine.for %j = affine_map<(d0) -> (d0 floordiv 2)>(%i) to 4 {
      %v = affine.load %A[(%j * 3 - 3) floordiv 2] : memref<8xf32>
      %w = affine.load %B[%j] : memref<8xf32>
      %x = arith.addf %v, %w : f32
      affine.store %x, %B[%j] : memref<8xf32>
    }
  }
  return
}

// mlir-opt 22 BUG (miscompile): -affine-data-copy-generate copies out a
// write-only region without copying it in, although the store does not
// write the whole box: the loop runs `n mod 4` times, the region's upper
// bound has a local variable (the `mod`), so the copy loops take the
// constant bounding box (3 elements) and write back elements the loop
// never wrote, from a fresh buffer. With n = 5 the loop writes arg0[0]
// only, and mlir-opt's output also overwrites arg0[1] and arg0[2] (zeros
// in our interpreter). Ours copies the box in first
// (tests/lit/data-copy/write-only-mod-trip-count.mlir).
//
// RUN: affine-opt %s --run=kernel --run-inputs='[[1, 2, 3, 4], 5]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s -affine-data-copy-generate="generate-dma=false fast-mem-space=0" | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4], 5]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -affine-data-copy-generate="generate-dma=false fast-mem-space=0" | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4], 5]' | FileCheck %s --check-prefix=MLIR-WRONG
// CORRECT: arg0: memref<4xf32> = [7, 2, 3, 4]
// MLIR-WRONG: arg0: memref<4xf32> = [7, 0, 0, 4]

func.func @kernel(%b: memref<4xf32>, %n: index) {
  %c = arith.constant 7.0 : f32
  affine.for %r = 0 to affine_map<()[s0] -> (s0 mod 4)>()[%n] {
    affine.store %c, %b[%r] : memref<4xf32>
  }
  return
}

// mlir-opt 22 BUG (miscompile, out-of-bounds access):
// -affine-data-copy-generate=generate-dma transfers the whole constant-size
// bounding box of a region, also for a partial tile whose upper bound is a
// `min`: the last tile's DMAs read and write past the end of the memref
// (here elements 10..11 of a memref<10xf32>, for a 4-element tile at 8).
//
// Ours: a DMA is generated only when the box provably stays inside the
// memref wherever the covered accesses do; otherwise the region is not
// copied (as mlir-opt does for regions it cannot copy).
//
// RUN: affine-opt %s -affine-data-copy-generate="generate-dma skip-non-unit-stride-loops" | FileCheck %s
// RUN: affine-opt %s -affine-data-copy-generate="generate-dma skip-non-unit-stride-loops" --check-semantics=3 -o /dev/null
// RUN: %mlir_opt %s -affine-data-copy-generate="generate-dma skip-non-unit-stride-loops" | not affine-opt --run=partial --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]' 2>&1 | FileCheck %s --check-prefix=WRONG

// CHECK-LABEL: func.func @partial
// CHECK-NOT:     affine.dma_start
// CHECK:         return
// WRONG: out of bounds
func.func @partial(%A: memref<10xf32>) -> memref<10xf32> {
  affine.for %i = 0 to 10 step 4 {
    affine.for %ii = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0) -> (10, d0 + 4)>(%i) {
      %v = affine.load %A[%ii] : memref<10xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %A[%ii] : memref<10xf32>
    }
  }
  return %A : memref<10xf32>
}

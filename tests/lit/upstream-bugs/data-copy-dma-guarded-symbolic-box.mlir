// mlir-opt 22 BUG (miscompile, out-of-bounds access):
// -affine-data-copy-generate=generate-dma computes a region from the loop
// bounds only, without the `affine.if` around the access, and transfers its
// whole box: here A[%i + %s] for %i in 0 .. 3 under `%i + %s <= 9` gives
// the box A[%s .. %s + 3], so for %s = 8 the DMAs read and write A[10] and
// A[11] of a memref<10xf32> although the guarded accesses touch only A[8]
// and A[9]. Reduced from the data-copy differential (seed 199, a guarded
// store at a symbolic offset).
//
// Ours: a DMA of a region with a guarded access is generated only when no
// value of the symbols puts its box outside the memref (the guard may be
// what keeps the accesses inside); otherwise the region is not copied.
//
// RUN: affine-opt %s -affine-data-copy-generate="generate-dma" | FileCheck %s
// RUN: affine-opt %s -affine-data-copy-generate="generate-dma" | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 8]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s -affine-data-copy-generate="generate-dma" --check-semantics=3 -o /dev/null
// RUN: %mlir_opt %s -affine-data-copy-generate="generate-dma" | not affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 8]' 2>&1 | FileCheck %s --check-prefix=WRONG

// CHECK-LABEL: func.func @kernel
// CHECK-NOT:     affine.dma_start
// CHECK:         return
// CORRECT: arg0: memref<10xf32> = [1, 2, 3, 4, 5, 6, 7, 8, 18, 20]
// WRONG: DMA source element 10 out of bounds
func.func @kernel(%A: memref<10xf32>, %s: index) {
  affine.for %i = 0 to 4 {
    affine.if affine_set<(d0)[s0] : (-d0 - s0 + 9 >= 0)>(%i)[%s] {
      %v = affine.load %A[%i + symbol(%s)] : memref<10xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %A[%i + symbol(%s)] : memref<10xf32>
    }
  }
  return
}

// mlir-opt 22 BUG (miscompile): -affine-data-copy-generate=generate-dma
// computes the DMA strides of a box from the memref's static sizes
// (`getMultiLevelStrides`), multiplying in the sentinel of a dynamic size:
// the 2x1x2 box A[0..1, 1, 0..1] of a memref<2x2x?xi32> gets the stride
// 2 * kDynamic, which wraps to 0, so its DMA copies the first row twice
// and B[1] gets A[0, 1] instead of A[1, 1] (here [4, 5] instead of
// [10, 11]). Found by data-copy mix seed 31.
//
// Ours: a DMA is generated only when no dynamic dimension lies inside a
// box dimension of more than one element; otherwise the region is not
// copied (tests/lit/data-copy/dma-dynamic-inner-dim.mlir).
//
// RUN: affine-opt %s -affine-data-copy-generate=generate-dma | FileCheck %s
// RUN: affine-opt %s -affine-data-copy-generate=generate-dma | affine-opt --run=rows --run-inputs='[[[[1, 2, 3], [4, 5, 6]], [[7, 8, 9], [10, 11, 12]]], [[0, 0], [0, 0]]]' | FileCheck %s --check-prefix=RIGHT
// RUN: %mlir_opt %s -affine-data-copy-generate=generate-dma | FileCheck %s --check-prefix=UPSTREAM
// RUN: %mlir_opt %s -affine-data-copy-generate=generate-dma | affine-opt --run=rows --run-inputs='[[[[1, 2, 3], [4, 5, 6]], [[7, 8, 9], [10, 11, 12]]], [[0, 0], [0, 0]]]' | FileCheck %s --check-prefix=WRONG

// CHECK-LABEL: func.func @rows
// CHECK-NOT:     affine.dma_start %arg0
// CHECK:         affine.load %arg0[%{{.*}}, 1, %{{.*}}] : memref<2x2x?xi32>
// RIGHT: arg1: memref<2x2xi32> = {{\[}}[4, 5], [10, 11]]
// The stride operand is the constant 0:
// UPSTREAM:      %c0_1 = arith.constant 0 : index
// UPSTREAM:      affine.dma_start %arg0[%{{.*}}, %{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}], %{{.*}}, %c0_1, %{{.*}} : memref<2x2x?xi32>, memref<2x1x2xi32, 1>
// WRONG: arg1: memref<2x2xi32> = {{\[}}[4, 5], [4, 5]]
func.func @rows(%A: memref<2x2x?xi32>, %B: memref<2x2xi32>) {
  affine.for %i = 0 to 2 {
    affine.for %k = 0 to 2 {
      %v = affine.load %A[%i, 1, %k] : memref<2x2x?xi32>
      affine.store %v, %B[%i, %k] : memref<2x2xi32>
    }
  }
  return
}

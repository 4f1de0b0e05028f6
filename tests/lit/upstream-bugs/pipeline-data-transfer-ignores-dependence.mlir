// mlir-opt 22 BUG (miscompile): -affine-pipeline-data-transfer moves the
// DMA of iteration i + 1 before the rest of iteration i without checking
// memory dependences. Here iteration i stores A[i + 1], which the DMA of
// iteration i + 1 reads: after the pass that DMA reads A[i + 1] before it
// is written (A[k] should be 2^k A[0]; mlir-opt's output leaves zeros from
// A[2] on). Found while writing the pass from MLIR's sources, reduced by
// hand. The test fails once upstream fixes the pass.
//
// affine-opt pipelines only when no op run one iteration later may write
// memory a moved DMA reads, and leaves this loop unchanged.
//
// RUN: affine-opt %s --run=kernel --run-inputs='[[1, 0, 0, 0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s -affine-pipeline-data-transfer --run=kernel --run-inputs='[[1, 0, 0, 0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s -affine-pipeline-data-transfer --check-semantics=3 -o /dev/null
// RUN: affine-opt %s -affine-pipeline-data-transfer | FileCheck %s
// RUN: %mlir_opt %s -affine-pipeline-data-transfer | affine-opt --run=kernel --run-inputs='[[1, 0, 0, 0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=WRONG
// RUN: %mlir_opt %s -affine-pipeline-data-transfer | FileCheck %s --check-prefix=MLIR

// CORRECT: arg0: memref<9xf32> = [1, 2, 4, 8, 16, 32, 64, 128, 256]
// WRONG: arg0: memref<9xf32> = [1, 2, 0, 0, 0, 0, 0, 0, 0]

// CHECK-LABEL: func.func @kernel
// CHECK:         affine.for %{{.*}} = 0 to 8 {
// CHECK-NEXT:      affine.dma_start
// CHECK-NEXT:      affine.dma_wait

// MLIR-LABEL: func.func @kernel
// MLIR:         affine.for %{{.*}} = 1 to 8 {
// MLIR-NEXT:      affine.dma_start

func.func @kernel(%A: memref<9xf32>) {
  %buf = memref.alloc() : memref<1xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  affine.for %i = 0 to 8 {
    affine.dma_start %A[%i], %buf[%c0], %tag[%c0], %c1 : memref<9xf32>, memref<1xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[%c0], %c1 : memref<1xi32>
    %v = affine.load %buf[0] : memref<1xf32, 1>
    %w = arith.addf %v, %v : f32
    affine.store %w, %A[%i + 1] : memref<9xf32>
  }
  memref.dealloc %tag : memref<1xi32>
  memref.dealloc %buf : memref<1xf32, 1>
  return
}

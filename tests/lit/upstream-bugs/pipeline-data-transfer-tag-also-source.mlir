// mlir-opt 22 BUG (wrong output): -affine-pipeline-data-transfer on a
// dma_start that uses one memref both as its source and as its tag. The
// tag cannot be double-buffered in that dma_start (MLIR's
// replaceAllMemRefUsesWith refuses an op using the memref twice, and the
// pass treats that as unreachable), yet mlir-opt 22 goes on: the dma_wait
// waits on the new double-buffered tag while the dma_start still signals
// the old one, so the wait no longer matches its DMA. The test fails once
// upstream fixes the pass.
//
// affine-opt stops when the tag cannot be replaced everywhere: the data
// buffer is double-buffered, the DMA and its wait keep the same tag, and
// the loop is not skewed.
//
// RUN: affine-opt %s -affine-pipeline-data-transfer | FileCheck %s
// RUN: affine-opt %s -affine-pipeline-data-transfer --check-semantics=3 -o /dev/null
// RUN: %mlir_opt %s -affine-pipeline-data-transfer | FileCheck %s --check-prefix=MLIR

// CHECK-LABEL: func.func @kernel
// CHECK:         affine.for
// CHECK:           affine.dma_start %[[SRC:.*]][%{{.*}}], %{{.*}}[%{{.*}} mod 2, {{.*}}], %[[SRC]][%{{.*}}], %{{.*}}
// CHECK-NEXT:      affine.dma_wait %[[SRC]][%{{.*}}], %{{.*}} : memref<1xf32>

// MLIR-LABEL: func.func @kernel
// MLIR:         affine.dma_start %[[SRC:.*]][%{{.*}}], %{{.*}}[%{{.*}} mod 2, {{.*}}], %[[SRC]][%{{.*}}], %{{.*}}
// MLIR-NEXT:    affine.dma_wait %[[NEWTAG:.*]][%{{.*}} mod 2, 0], %{{.*}} : memref<2x1xf32>

func.func @kernel(%i0: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %alloc = memref.alloc() : memref<1xf32>
  %fast = memref.alloc() : memref<4x4xf32, 2>
  affine.for %i = 0 to 1 {
    affine.dma_start %alloc[%c0], %fast[%c0, %c0], %alloc[%c0], %c1 : memref<1xf32>, memref<4x4xf32, 2>, memref<1xf32>
    affine.dma_wait %alloc[%c0], %c1 : memref<1xf32>
  }
  return
}

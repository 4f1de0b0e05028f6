// -affine-data-copy-generate=generate-dma on memrefs with dynamic
// dimensions: a DMA describes its box by constant strides, which a dynamic
// dimension inside the box (below a box dimension of more than one
// element) makes unknown. Such a region is not copied (mlir-opt 22 folds
// the dynamic size's sentinel into the stride and transfers other
// elements: tests/lit/upstream-bugs/data-copy-dma-dynamic-dim-stride.mlir).
// Found by data-copy mix seed 31 (a 4x1x6 box of a memref<4x8x?xi32>).
// A dynamic outermost dimension, or one the box enters with single-element
// dimensions around it, keeps the DMA as mlir-opt 22 makes it.
//
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate="generate-dma" | FileCheck %s
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate="generate-dma" --check-semantics=4 -o /dev/null
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate="generate-dma fast-mem-capacity=1" --check-semantics=4 -o /dev/null

// The rows of the 4x1x6 box are 8 * size(2) elements apart.
// CHECK-LABEL: func.func @strided_past_dynamic_dim
// CHECK-NOT:     memref<4x1x6xi32, 1>
// CHECK:         affine.load %arg0[%{{.*}}, 1, %{{.*}}] : memref<4x8x?xi32>
// CHECK:         affine.dma_start %{{.*}}, %arg1[
// CHECK:         return
func.func @strided_past_dynamic_dim(%A: memref<4x8x?xi32>, %B: memref<4x6xi32>) {
  affine.for %i = 0 to 4 {
    affine.for %k = 0 to 6 {
      %v = affine.load %A[%i, 1, %k] : memref<4x8x?xi32>
      affine.store %v, %B[%i, %k] : memref<4x6xi32>
    }
  }
  return
}

// -----

// A 2x3 box of a memref<5x?xf32> is contiguous only if size(1) is 3.
// CHECK-LABEL: func.func @contiguous_unless_dynamic
// CHECK-NOT:     affine.dma_start %arg0
// CHECK:         affine.load %arg0[%{{.*}}, %{{.*}}] : memref<5x?xf32>
// CHECK:         return
func.func @contiguous_unless_dynamic(%A: memref<5x?xf32>, %B: memref<2x3xf32>) {
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %v = affine.load %A[%i, %j] : memref<5x?xf32>
      affine.store %v, %B[%i, %j] : memref<2x3xf32>
    }
  }
  return
}

// -----

// The dynamic dimension is the outermost: the stride is 8.
// CHECK-LABEL: func.func @dynamic_outer_dim
// CHECK:         %[[C8:.*]] = arith.constant 8 : index
// CHECK:         affine.dma_start %arg0[%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}], %{{.*}}, %[[C8]], %{{.*}} : memref<?x8xf32>, memref<2x3xf32, 1>, memref<1xi32>
// CHECK:         affine.load %{{.*}} : memref<2x3xf32, 1>
func.func @dynamic_outer_dim(%A: memref<?x8xf32>, %B: memref<2x3xf32>) {
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %v = affine.load %A[%i, %j] : memref<?x8xf32>
      affine.store %v, %B[%i, %j] : memref<2x3xf32>
    }
  }
  return
}

// -----

// One row of a dynamic dimension: contiguous whatever its size.
// CHECK-LABEL: func.func @one_row_of_dynamic_dim
// CHECK:         affine.dma_start %arg0[%{{.*}}, %{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}], %{{.*}} : memref<4x?x?xf32>, memref<1x1x6xf32, 1>, memref<1xi32>
// CHECK:         affine.load %{{.*}} : memref<1x1x6xf32, 1>
func.func @one_row_of_dynamic_dim(%A: memref<4x?x?xf32>, %B: memref<6xf32>) {
  affine.for %k = 0 to 6 {
    %v = affine.load %A[2, 1, %k] : memref<4x?x?xf32>
    affine.store %v, %B[%k] : memref<6xf32>
  }
  return
}

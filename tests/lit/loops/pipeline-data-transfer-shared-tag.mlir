// -affine-pipeline-data-transfer with two DMAs signalling one tag memref at
// different indices. mlir-opt 22 crashes here (it double-buffers the tag
// for the first pair, which recreates the second dma_wait, then reads the
// erased op of the second pair), so there is no reference output: the tag
// is double-buffered once per pair (a 2x2x2 tag), and the result computes
// what the input computes.
//
// RUN: affine-opt %s -affine-pipeline-data-transfer | FileCheck %s
// RUN: affine-opt %s -affine-pipeline-data-transfer --check-semantics=3 -o /dev/null

// CHECK-LABEL: func.func @kernel
// CHECK:         %[[TAG:.*]] = memref.alloc() : memref<2x2x2xi32>
// CHECK:         affine.for %[[I:.*]] = 1 to 6 {
// CHECK-NEXT:      affine.dma_start %{{.*}}[%[[I]]], %{{.*}}[%[[I]] mod 2, 0], %[[TAG]][%[[I]] mod 2, %[[I]] mod 2, 0]
// CHECK-NEXT:      affine.dma_start %{{.*}}[%[[I]] + 1], %{{.*}}[%[[I]] mod 2, 0], %[[TAG]][%[[I]] mod 2, %[[I]] mod 2, 1]
func.func @kernel(%A: memref<8xf32>, %B: memref<6xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %buf = memref.alloc() : memref<1xf32, 1>
  %buf2 = memref.alloc() : memref<1xf32, 2>
  %tag = memref.alloc() : memref<2xi32>
  affine.for %i = 0 to 6 {
    affine.dma_start %A[%i], %buf[%c0], %tag[%c0], %c1 : memref<8xf32>, memref<1xf32, 1>, memref<2xi32>
    affine.dma_start %A[%i + 1], %buf2[%c0], %tag[%c1], %c1 : memref<8xf32>, memref<1xf32, 2>, memref<2xi32>
    affine.dma_wait %tag[%c0], %c1 : memref<2xi32>
    affine.dma_wait %tag[%c1], %c1 : memref<2xi32>
    %x = affine.load %buf[0] : memref<1xf32, 1>
    %y = affine.load %buf2[0] : memref<1xf32, 2>
    %p = arith.mulf %x, %y : f32
    affine.store %p, %B[%i] : memref<6xf32>
  }
  memref.dealloc %tag : memref<2xi32>
  memref.dealloc %buf2 : memref<1xf32, 2>
  memref.dealloc %buf : memref<1xf32, 1>
  return
}

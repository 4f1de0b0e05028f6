// mlir-opt 22 BUG (miscompile): -affine-data-copy-generate=generate-dma
// copies a region that is only written (%A[%i] for %i from %lb to %ub) out
// with one DMA of its constant-size bounding box: the bounds depend on
// symbols, so the box is as large as the memref (%A[0 .. 3]), while the
// loop writes only %A[%lb .. %ub - 1]. Without a copy-in, the DMA writes
// back undefined values for the other elements (our interpreter reads a
// fresh buffer as zeros: [0, 5, 5, 0] instead of [1, 5, 5, 4] for %lb = 1,
// %ub = 3). Found by the data-copy differential (seed 682, configs with
// generate-dma), reduced by hand.
//
// Ours: with DMAs, a single store covers its copy-out box only when its
// subscript loops have a constant trip count (then the box is the loop's
// range); otherwise the box is also copied in, so the copy-out writes back
// what it read where the loop did not write. (The point-wise copy loops
// without generate-dma run over the region's own bounds and are right in
// both tools.)
//
// RUN: affine-opt %s -affine-data-copy-generate=generate-dma | FileCheck %s
// RUN: affine-opt %s -affine-data-copy-generate=generate-dma | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4], 1, 3]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s -affine-data-copy-generate=generate-dma --check-semantics=5 -o /dev/null
// RUN: %mlir_opt %s -affine-data-copy-generate=generate-dma | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4], 1, 3]' | FileCheck %s --check-prefix=WRONG

// The copy-in DMA of the box precedes the loop.
// CHECK-LABEL: func.func @kernel
// CHECK:         %[[BUF:.*]] = memref.alloc() : memref<4xf32, 1>
// CHECK:         affine.dma_start %arg0[%{{.*}}], %[[BUF]][%{{.*}}], %{{.*}}[%{{.*}}], %{{.*}} : memref<4xf32>, memref<4xf32, 1>, memref<1xi32>
// CHECK:         affine.for %{{.*}} = %arg1 to %arg2 {
// CHECK:           affine.store %{{.*}}, %[[BUF]][%{{.*}}] : memref<4xf32, 1>
// CHECK:         }
// CHECK-NEXT:    affine.dma_start %[[BUF]][%{{.*}}], %arg0[%{{.*}}], %{{.*}}[%{{.*}}], %{{.*}} : memref<4xf32, 1>, memref<4xf32>, memref<1xi32>
// CORRECT: arg0: memref<4xf32> = [1, 5, 5, 4]
// WRONG: arg0: memref<4xf32> = [0, 5, 5, 0]
func.func @kernel(%A: memref<4xf32>, %lb: index, %ub: index) {
  affine.for %i = %lb to %ub {
    %c = arith.constant 5.0 : f32
    affine.store %c, %A[%i] : memref<4xf32>
  }
  return
}

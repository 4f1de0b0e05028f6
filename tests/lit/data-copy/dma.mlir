// -affine-data-copy-generate=generate-dma: affine.dma_start / dma_wait with
// a tag memref per transfer, strided when the box is a sub-block of the
// memref, byte-identical to mlir-opt 22; every option is accepted.
//
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate="generate-dma fast-mem-space=2 tag-mem-space=3 min-dma-transfer=64 skip-non-unit-stride-loops" | FileCheck %s
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate="generate-dma fast-mem-space=2 tag-mem-space=3 min-dma-transfer=64 skip-non-unit-stride-loops" > %t.ours
// RUN: %mlir_opt %s -split-input-file -affine-data-copy-generate="generate-dma fast-mem-space=2 tag-mem-space=3 min-dma-transfer=64 skip-non-unit-stride-loops" > %t.ref
// RUN: diff %t.ours %t.ref
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate="generate-dma fast-mem-space=2 tag-mem-space=3 skip-non-unit-stride-loops" --check-semantics=3 -o /dev/null
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate="generate-dma slow-mem-space=0 fast-mem-space=1" --check-semantics=3 -o /dev/null

// CHECK-LABEL: func.func @tiles
// CHECK:         %[[BUF:.*]] = memref.alloc() : memref<8x8xf32, 2>
// CHECK-NEXT:    %[[TAG:.*]] = memref.alloc() : memref<1xi32, 3>
// CHECK-NEXT:    affine.dma_start %{{.*}}[%{{.*}}, %{{.*}}], %[[BUF]][%{{.*}}, %{{.*}}], %[[TAG]][%{{.*}}], %{{.*}}, %{{.*}}, %{{.*}} : memref<64x64xf32>, memref<8x8xf32, 2>, memref<1xi32, 3>
// CHECK-NEXT:    affine.dma_wait %[[TAG]][%{{.*}}], %{{.*}} : memref<1xi32, 3>
// CHECK:         affine.dma_start %[[BUF]]
// CHECK:         memref.dealloc %[[TAG]] : memref<1xi32, 3>
func.func @tiles(%A: memref<64x64xf32>) {
  affine.for %i = 0 to 64 step 8 {
    affine.for %j = 0 to 64 step 8 {
      affine.for %ii = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 8)>(%i) {
        affine.for %jj = affine_map<(d0) -> (d0)>(%j) to affine_map<(d0) -> (d0 + 8)>(%j) {
          %v = affine.load %A[%ii, %jj] : memref<64x64xf32>
          %w = arith.addf %v, %v : f32
          affine.store %w, %A[%ii, %jj] : memref<64x64xf32>
        }
      }
    }
  }
  return
}

// -----

// Whole rows: no stride needed.
// CHECK-LABEL: func.func @rows
// CHECK:         affine.dma_start %{{.*}}[%{{.*}}, 0], %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}], %{{.*}} : memref<16x32xf32>, memref<2x32xf32, 2>, memref<1xi32, 3>
func.func @rows(%A: memref<16x32xf32>, %B: memref<16xf32>) {
  affine.for %i = 0 to 16 step 2 {
    affine.for %ii = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 2)>(%i) {
      affine.for %j = 0 to 32 {
        %v = affine.load %A[%ii, %j] : memref<16x32xf32>
        affine.store %v, %B[%ii] : memref<16xf32>
      }
    }
  }
  return
}

// A region only written in the range is copied out without a copy-in (as
// mlir-opt 22 does) when its stores, together, provably write every
// element of the box the copy-out writes back: the set of elements they
// write over the range's iterations (with the conditions of the
// `affine.if`s around them as constraints) must contain the box, at every
// point of the loops around the range (Presburger: box minus written set
// is empty). Byte-identical to mlir-opt 22, with and without DMAs: a store
// under an `affine.if` that always holds in the loop (pg-raw-before-canon
// in tests/frontends), under an equality on an outer IV
// (hls-matmul-tile-iterargs), two point stores that write both elements
// (pg-omp-minmax-reduce), transposed tile subscripts under DMAs
// (pg-scratch-alloca). Where some element of the box is not written, the
// box is still copied in: tests/lit/data-copy/write-cover-partial.mlir.
//
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate="generate-dma=false fast-mem-space=1" > %t.ours
// RUN: %mlir_opt %s -split-input-file -affine-data-copy-generate="generate-dma=false fast-mem-space=1" > %t.ref
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s < %t.ours
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate="generate-dma fast-mem-space=2 tag-mem-space=1" > %t.ours.dma
// RUN: %mlir_opt %s -split-input-file -affine-data-copy-generate="generate-dma fast-mem-space=2 tag-mem-space=1" > %t.ref.dma
// RUN: diff %t.ours.dma %t.ref.dma
// RUN: FileCheck %s --check-prefix=DMA < %t.ours.dma
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate="generate-dma=false fast-mem-space=1" --check-semantics=5 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate="generate-dma fast-mem-space=2 tag-mem-space=1" --check-semantics=5 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM

// SEM-COUNT-4: same results on 5 of 5 random inputs

// Every function: no read of the memref (no copy-in), one copy-out.
// CHECK-LABEL: func.func @guard_always_holds
// CHECK-NOT:   affine.load %arg0
// CHECK:       affine.store %{{.*}}, %arg0[
// CHECK-LABEL: func.func @guard_outer_equality
// CHECK-NOT:   affine.load %arg0
// CHECK:       affine.store %{{.*}}, %arg0[
// CHECK-LABEL: func.func @two_point_stores
// CHECK-NOT:   affine.load %arg0
// CHECK:       affine.store %{{.*}}, %arg0[
// CHECK-LABEL: func.func @transposed_tiles
// CHECK-NOT:   affine.load %arg0
// CHECK:       affine.store %{{.*}}, %arg0[
// CHECK-NOT:   affine.load %arg0

// DMA-LABEL: func.func @guard_always_holds
// DMA-COUNT-1: affine.dma_start
// DMA-NOT:     affine.dma_start
// DMA-LABEL: func.func @guard_outer_equality
// DMA-COUNT-1: affine.dma_start
// DMA-NOT:     affine.dma_start
// DMA-LABEL: func.func @two_point_stores
// DMA-COUNT-1: affine.dma_start
// DMA-NOT:     affine.dma_start
// DMA-LABEL: func.func @transposed_tiles
// DMA:         affine.dma_start %alloc[%c0, %c0], %arg0[%c0, %c0]
// DMA-NOT:     affine.dma_start

#always = affine_set<(d0) : (d0 >= 0, -d0 + 63 >= 0)>
func.func @guard_always_holds(%a: memref<64xf32>, %v: f32) {
  affine.for %i = 0 to 64 {
    affine.if #always(%i) {
      affine.store %v, %a[%i] : memref<64xf32>
    }
  }
  return
}

// -----

func.func @guard_outer_equality(%a: memref<30xf32>, %v: f32) {
  affine.for %k = 0 to 3 {
    affine.for %i = 0 to 30 {
      affine.if affine_set<(d0) : (d0 - 2 == 0)>(%k) {
        affine.store %v, %a[%i] : memref<30xf32>
      }
    }
  }
  return
}

// -----

func.func @two_point_stores(%a: memref<2xf32>, %v: f32, %w: f32) {
  affine.store %v, %a[0] : memref<2xf32>
  affine.store %w, %a[1] : memref<2xf32>
  return
}

// -----

func.func @transposed_tiles(%a: memref<16x16xf32>, %v: f32) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      affine.for %ii = 0 to 4 {
        affine.for %jj = 0 to 4 {
          affine.store %v, %a[%j * 4 + %jj, %i * 4 + %ii] : memref<16x16xf32>
        }
      }
    }
  }
  return
}

// A region only written in the range whose stores do not write some
// element of the box its copy-out writes back is copied in first (a
// deliberate difference from mlir-opt 22, which writes back the buffer's
// undefined contents there: tests/lit/upstream-bugs/data-copy-write-only-strided.mlir),
// as decided by the exact coverage check of
// tests/lit/data-copy/write-cover-exact.mlir: a guard that skips elements,
// point stores with a gap, a store in an `else` branch (whose condition
// the written set does not model, so it proves nothing), and with DMAs a
// loop whose symbolic trip count can be smaller than the transferred box
// (the point-wise copy loops follow the region's bounds, so without DMAs
// that store covers its box and nothing is copied in).
//
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate="generate-dma=false fast-mem-space=1" | FileCheck %s
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate="generate-dma fast-mem-space=2 tag-mem-space=1" | FileCheck %s --check-prefix=DMA
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate="generate-dma=false fast-mem-space=1" --check-semantics=5 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate="generate-dma fast-mem-space=2 tag-mem-space=1" --check-semantics=5 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM

// SEM-COUNT-4: same results on 5 of 5 random inputs

// CHECK-LABEL: func.func @guard_partial
// CHECK:       affine.load %arg0[
// CHECK-LABEL: func.func @point_stores_gap
// CHECK:       affine.load %arg0[
// CHECK-LABEL: func.func @else_branch
// CHECK:       affine.load %arg0[
// CHECK-LABEL: func.func @symbolic_trip
// CHECK-NOT:   affine.load %arg0[
// CHECK:       affine.store %{{.*}}, %arg0[
// CHECK-NOT:   affine.load %arg0[

// DMA-LABEL: func.func @guard_partial
// DMA:       affine.dma_start %arg0[
// DMA:       affine.dma_start %alloc[%c0], %arg0[
// DMA-LABEL: func.func @point_stores_gap
// DMA:       affine.dma_start %arg0[
// DMA:       affine.dma_start %alloc[%c0], %arg0[
// DMA-LABEL: func.func @else_branch
// DMA:       affine.dma_start %arg0[
// DMA:       affine.dma_start %alloc[%c0], %arg0[
// DMA-LABEL: func.func @symbolic_trip
// DMA:       affine.dma_start %arg0[
// DMA:       affine.dma_start %alloc[%c0], %arg0[

func.func @guard_partial(%a: memref<64xf32>, %v: f32) {
  affine.for %i = 0 to 64 {
    affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%i) {
      affine.store %v, %a[%i] : memref<64xf32>
    }
  }
  return
}

// -----

func.func @point_stores_gap(%a: memref<3xf32>, %v: f32, %w: f32) {
  affine.store %v, %a[0] : memref<3xf32>
  affine.store %w, %a[2] : memref<3xf32>
  return
}

// -----

func.func @else_branch(%a: memref<64xf32>, %v: f32) {
  affine.for %i = 0 to 64 {
    affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%i) {
    } else {
      affine.store %v, %a[%i] : memref<64xf32>
    }
  }
  return
}

// -----

func.func @symbolic_trip(%a: memref<8xf32>, %v: f32, %n: index) {
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 8)>()[%n] {
    affine.store %v, %a[%i] : memref<8xf32>
  }
  return
}

// The copy loops of a box that can reach past the end of a dynamic memref
// dimension where no access of the range does (some sizes and parameter
// values put a point of the box at or past the size while every access is
// inside the memref) also stop at the size: `min(ub, memref.dim)`. The
// region analysis adds no bound for a dynamic size, so a box looser than
// the accesses (after the union of two accesses' regions here) would read
// and write past the memref's end: mlir-opt 22 does
// (tests/lit/upstream-bugs/data-copy-dynamic-box-past-memref-end.mlir).
// With `generate-dma` such a region is not copied (a DMA moves the whole
// box). Elsewhere the box is mlir-opt 22's, byte for byte.
//
// @clamped: A[%i] for %i < min(%n, 8) and A[0]: the box is A[0 .. 7], the
// accesses stop at %n - 1.
// @clamped_2d: the same in the dynamic dimension of a 4x? memref.
// Boxes that cannot leave the memref where the accesses do not are
// mlir-opt's: tests/lit/data-copy/dynamic-box-as-upstream.mlir.
//
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate | FileCheck %s
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate --check-semantics=8 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate=generate-dma | FileCheck %s --check-prefix=DMA
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate=generate-dma --check-semantics=8 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate > %t.ours
// RUN: %mlir_opt %s -split-input-file -affine-data-copy-generate > %t.ref
// RUN: not diff %t.ours %t.ref | FileCheck %s --check-prefix=DIFF

// SEM-COUNT-2: semantic check: @{{.*}}: same results on
// DIFF: memref.dim

// CHECK-DAG: #[[UB:.*]] = affine_map<()[s0] -> (8, s0)>
// CHECK-LABEL: func.func @clamped
// CHECK:       %[[BUF:.*]] = memref.alloc() : memref<8xf32, 1>
// CHECK-NEXT:  %[[DIM:.*]] = memref.dim %arg0, %{{.*}} : memref<?xf32>
// CHECK-NEXT:  affine.for %[[K:.*]] = 0 to min #[[UB]]()[%[[DIM]]] {
// CHECK-NEXT:    %[[V:.*]] = affine.load %arg0[%[[K]]] : memref<?xf32>
// CHECK-NEXT:    affine.store %[[V]], %[[BUF]][%[[K]]] : memref<8xf32, 1>
// CHECK:       %[[DIM2:.*]] = memref.dim %arg0, %{{.*}} : memref<?xf32>
// CHECK-NEXT:  affine.for %[[K2:.*]] = 0 to min #[[UB]]()[%[[DIM2]]] {
// CHECK-NEXT:    %[[W:.*]] = affine.load %[[BUF]][%[[K2]]] : memref<8xf32, 1>
// CHECK-NEXT:    affine.store %[[W]], %arg0[%[[K2]]] : memref<?xf32>
// DMA-LABEL: func.func @clamped
// DMA-NOT:   affine.dma_start
// DMA:       return
func.func @clamped(%A: memref<?xf32>, %n: index) {
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 8)>()[%n] {
    %v = affine.load %A[%i] : memref<?xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %A[0] : memref<?xf32>
  }
  return
}

// -----

// CHECK-DAG: #[[UB:.*]] = affine_map<()[s0] -> (6, s0)>
// CHECK-LABEL: func.func @clamped_2d
// CHECK:       %[[BUF:.*]] = memref.alloc() : memref<4x6xf32, 1>
// CHECK-NEXT:  %[[DIM:.*]] = memref.dim %arg0, %{{.*}} : memref<4x?xf32>
// CHECK-NEXT:  affine.for %{{.*}} = 0 to 4 {
// CHECK-NEXT:    affine.for %{{.*}} = 0 to min #[[UB]]()[%[[DIM]]] {
// CHECK:       memref.dim %arg0
// CHECK-NEXT:  affine.for %{{.*}} = 0 to 4 {
// CHECK-NEXT:    affine.for %{{.*}} = 0 to min #[[UB]]()[%{{.*}}] {
// DMA-LABEL: func.func @clamped_2d
// DMA-NOT:   affine.dma_start
// DMA:       return
func.func @clamped_2d(%A: memref<4x?xf32>, %n: index) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to min affine_map<()[s0] -> (s0, 6)>()[%n] {
      %v = affine.load %A[%i, %j] : memref<4x?xf32>
      affine.store %v, %A[%i, 0] : memref<4x?xf32>
    }
  }
  return
}

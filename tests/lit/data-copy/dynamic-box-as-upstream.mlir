// Copy boxes of memrefs with a dynamic dimension that cannot leave the
// memref where the accesses do not stay mlir-opt 22's, byte for byte (the
// others are bounded by the size too: dynamic-box-clamped.mlir).
//
// @exact: the box is what the accesses touch.
// @tight_loop_bound: the box keeps the loop's bound min(%n, 8) (with
// `generate-dma` it is not copied: a DMA of 8 elements could leave the
// memref, data-copy-dma-*.mlir in upstream-bugs).
//
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate | FileCheck %s
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate > %t.ours
// RUN: %mlir_opt %s -split-input-file -affine-data-copy-generate > %t.ref
// RUN: diff %t.ours %t.ref

// CHECK-LABEL: func.func @exact
// CHECK-NOT:   memref.dim
// CHECK:       affine.for %{{.*}} = 0 to 8 {
// CHECK-NOT:   memref.dim
func.func @exact(%A: memref<?xf32>) {
  affine.for %i = 0 to 8 {
    %v = affine.load %A[%i] : memref<?xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %A[%i] : memref<?xf32>
  }
  return
}

// -----

// CHECK-DAG: #[[UB:.*]] = affine_map<()[s0] -> (s0, 8)>
// CHECK-LABEL: func.func @tight_loop_bound
// CHECK-NOT:   memref.dim
// CHECK:       affine.for %{{.*}} = 0 to min #[[UB]]()[%arg1] {
// CHECK-NOT:   memref.dim
func.func @tight_loop_bound(%A: memref<?xf32>, %n: index) {
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 8)>()[%n] {
    %v = affine.load %A[%i] : memref<?xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %A[%i] : memref<?xf32>
  }
  return
}

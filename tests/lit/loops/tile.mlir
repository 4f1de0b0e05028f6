// Our output is mlir-opt 22's byte for byte, and it computes what the input
// computes.
//
// RUN: affine-opt %s -split-input-file -affine-loop-tile="tile-size=4" > %t.4
// RUN: %mlir_opt %s -split-input-file -affine-loop-tile="tile-size=4" | diff %t.4 -
// RUN: FileCheck %s < %t.4
// RUN: affine-opt %s -split-input-file -affine-loop-tile="tile-size=4" --check-semantics=3 > /dev/null
// RUN: affine-opt %s -split-input-file -affine-loop-tile="tile-sizes=2,3" > %t.23
// RUN: %mlir_opt %s -split-input-file -affine-loop-tile="tile-sizes=2,3" | diff %t.23 -
// RUN: FileCheck %s --check-prefix=SIZES < %t.23
// RUN: affine-opt %s -split-input-file -affine-loop-tile="tile-sizes=2,3" --check-semantics=3 > /dev/null
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-tile{tile-sizes=5,1,2,7 tile-size=3}))" > %t.3
// RUN: %mlir_opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-tile{tile-sizes=5,1,2,7 tile-size=3}))" | diff %t.3 -
// RUN: not affine-opt %s -split-input-file -affine-loop-tile="tile-sizes=2,0" 2>&1 | FileCheck %s --check-prefix=ZERO

// ZERO: error: invalid option: 'tile-sizes' must be positive

// A 2-d band: tile-space loops step by the size, intra-tile loops run from
// the tile start; 10 is not a multiple of 4, so the intra-tile upper bound
// is a min.
// CHECK-LABEL: func.func @band_2d
// CHECK:         affine.for %[[I:.*]] = 0 to 8 step 4 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 10 step 4 {
// CHECK-NEXT:        affine.for %{{.*}} = #{{.*}}(%[[I]]) to #{{.*}}(%[[I]]) {
// CHECK-NEXT:          affine.for %{{.*}} = #{{.*}}(%[[J]]) to min #{{.*}}(%[[J]]) {
// SIZES-LABEL: func.func @band_2d
// SIZES:         affine.for %{{.*}} = 0 to 8 step 2 {
// SIZES-NEXT:      affine.for %{{.*}} = 0 to 10 step 3 {
func.func @band_2d(%A: memref<8x10xf32>, %B: memref<8x10xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 10 {
      %v = affine.load %A[%i, %j] : memref<8x10xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %B[%i, %j] : memref<8x10xf32>
    }
  }
  return
}

// -----

// A matrix product: its dependences are carried forward only, so the 3-d
// band tiles; a trip count below the size gives `iv + tc` bounds.
// CHECK-LABEL: func.func @matmul
// CHECK:         affine.for %{{.*}} = 0 to 6 step 4 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 6 step 4 {
// CHECK-NEXT:        affine.for %{{.*}} = 0 to 3 step 4 {
func.func @matmul(%A: memref<6x3xf32>, %B: memref<3x6xf32>, %C: memref<6x6xf32>) {
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 6 {
      affine.for %k = 0 to 3 {
        %a = affine.load %A[%i, %k] : memref<6x3xf32>
        %b = affine.load %B[%k, %j] : memref<3x6xf32>
        %c = affine.load %C[%i, %j] : memref<6x6xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<6x6xf32>
      }
    }
  }
  return
}

// -----

// Symbolic and strided bounds.
// CHECK-LABEL: func.func @symbolic
// CHECK:         affine.for %{{.*}} = 0 to %[[N:.*]] step 8 {
// CHECK-NEXT:      affine.for %{{.*}} = #{{.*}}(%{{.*}}) to min #{{.*}}(%{{.*}})[%[[N]]] step 2 {
func.func @symbolic(%A: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %A, %c0 : memref<?xf32>
  affine.for %i = 0 to %n step 2 {
    %v = affine.load %A[%i] : memref<?xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %A[%i] : memref<?xf32>
  }
  return
}

// -----

// Not tiled: a loop carrying values, a bound depending on an outer loop of
// the band, and a dependence with negative distances (A[i][j] is read by
// iteration (i + 1, j - 1) or (i + 1, j - 2)). For a dependence with one
// negative distance mlir-opt tiles anyway (upstream-bugs/).
// CHECK-LABEL: func.func @untiled
// CHECK:         affine.for %{{.*}} = 0 to 8 iter_args
// CHECK:         affine.for %[[I:.*]] = 0 to 8 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to #{{.*}}(%[[I]]) {
// CHECK:         affine.for %{{.*}} = 1 to 7 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 6 {
func.func @untiled(%A: memref<8x8xf32>, %init: f32) -> f32 {
  %r = affine.for %i = 0 to 8 iter_args(%acc = %init) -> (f32) {
    %v = affine.load %A[%i, 0] : memref<8x8xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %v = affine.load %A[%i, %j] : memref<8x8xf32>
      affine.store %v, %A[%j, %i] : memref<8x8xf32>
    }
  }
  affine.for %i = 1 to 7 {
    affine.for %j = 0 to 6 {
      %v = affine.load %A[%i - 1, %j + 1 + %i mod 2] : memref<8x8xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %A[%i, %j] : memref<8x8xf32>
    }
  }
  return %r : f32
}

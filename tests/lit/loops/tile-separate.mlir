// -affine-loop-tile with `separate`: after tiling, an affine.if runs the
// full tiles with constant trip counts and the partial ones in the else
// branch. Our output is mlir-opt 22's byte for byte, and it computes what
// the input computes.
//
// RUN: affine-opt %s -split-input-file -affine-loop-tile="tile-size=4 separate" > %t
// RUN: %mlir_opt %s -split-input-file -affine-loop-tile="tile-size=4 separate" | diff %t -
// RUN: FileCheck %s < %t
// RUN: affine-opt %s -split-input-file -affine-loop-tile="tile-size=4 separate" --check-semantics=3 > /dev/null
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-tile{tile-sizes=3,5 separate=true}))" > %t.35
// RUN: %mlir_opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-tile{tile-sizes=3,5 separate=true}))" | diff %t.35 -
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-tile{tile-sizes=3,5 separate=true}))" --check-semantics=3 > /dev/null

// A symbolic 2-d band: the condition compares the tile start with both
// upper bounds.
// CHECK-DAG: #[[$COND:.*]] = affine_set<(d0, d1)[s0, s1] : (-d0 + s0 - 4 >= 0, -d1 + s1 - 4 >= 0)>
// CHECK-DAG: #[[$FULL:.*]] = affine_map<(d0) -> (d0 + 4)>
// CHECK-LABEL: func.func @symbolic_2d
// CHECK:         affine.for %[[I:.*]] = 0 to %{{.*}} step 4 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to %{{.*}} step 4 {
// CHECK-NEXT:        affine.if #[[$COND]](%[[I]], %[[J]])[%{{.*}}, %{{.*}}] {
// CHECK-NEXT:          affine.for %{{.*}} = #{{.*}}(%[[I]]) to #[[$FULL]](%[[I]]) {
// CHECK-NEXT:            affine.for %{{.*}} = #{{.*}}(%[[J]]) to #[[$FULL]](%[[J]]) {
// CHECK:             } else {
// CHECK-NEXT:          affine.for %{{.*}} = #{{.*}}(%[[I]]) to min #{{.*}}(%[[I]])[%{{.*}}] {
func.func @symbolic_2d(%A: memref<?x?xf32>, %M: index, %N: index) {
  %c1 = arith.constant 1.0 : f32
  affine.for %i = 0 to %M {
    affine.for %j = 0 to %N {
      %v = affine.load %A[%i, %j] : memref<?x?xf32>
      %w = arith.addf %v, %c1 : f32
      affine.store %w, %A[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// -----

// A constant trip count that is not a multiple of the size: the condition
// holds for every tile but the last.
// CHECK-LABEL: func.func @constant_partial
// CHECK:         affine.for %[[I:.*]] = 0 to 10 step 4 {
// CHECK-NEXT:      affine.if #{{.*}}(%[[I]]) {
// CHECK:           } else {
func.func @constant_partial(%A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i] : memref<10xf32>
    %w = arith.mulf %v, %v : f32
    affine.store %w, %A[%i] : memref<10xf32>
  }
  return
}

// -----

// Every tile is full: mlir-opt 22 still separates, under the always-true
// condition `0 == 0`.
// CHECK-LABEL: func.func @all_full
// CHECK:         affine.for %[[I:.*]] = 0 to 16 step 4 {
// CHECK-NEXT:      affine.if #{{.*}}() {
func.func @all_full(%A: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %v = affine.load %A[%i] : memref<16xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %A[%i] : memref<16xf32>
  }
  return
}

// -----

// Max/min bounds: the partial tiles keep every original bound.
// CHECK-LABEL: func.func @max_min
// CHECK:         affine.if
// CHECK:         } else {
// CHECK-NEXT:      affine.for %{{.*}} = #{{.*}}(%{{.*}}) to min #{{.*}}(%{{.*}})[%{{.*}}, %{{.*}}] {
func.func @max_min(%A: memref<64xf32>, %M: index, %N: index, %P: index) {
  affine.for %i = max affine_map<()[s0] -> (s0, 0)>()[%P] to min affine_map<()[s0, s1] -> (s0, s1, 64)>()[%M, %N] {
    %v = affine.load %A[%i] : memref<64xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %A[%i] : memref<64xf32>
  }
  return
}

// Nests with memory accesses the dependence analysis does not model
// (memref.load / memref.store, vector transfers, calls): tiling, interchange
// and unroll-and-jam transform them only when no such access may conflict
// with another access of the nest. Here every unmodeled access reads memory
// nothing in the nest writes, so the nests are transformed exactly as
// mlir-opt 22 transforms them. The refused cases, where mlir-opt 22
// miscompiles, are in tests/lit/upstream-bugs/loop-tile-non-affine-access.mlir.
//
// RUN: affine-opt %s -split-input-file -affine-loop-tile="tile-size=2" > %t
// RUN: %mlir_opt %s -split-input-file -affine-loop-tile="tile-size=2" | diff %t -
// RUN: FileCheck %s < %t
// RUN: affine-opt %s -split-input-file -affine-loop-tile="tile-size=2" --check-semantics=3 > /dev/null
// RUN: affine-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))' > %t.jam
// RUN: %mlir_opt %s -split-input-file --pass-pipeline='builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))' | diff %t.jam -
// RUN: affine-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))' --check-semantics=3 > /dev/null

// A non-affine load of a memref only read: tiled.
// CHECK-LABEL: func.func @read_only_non_affine
// CHECK: affine.for %{{.*}} = 0 to 8 step 2 {
// CHECK-NEXT: affine.for %{{.*}} = 0 to 8 step 2 {
func.func @read_only_non_affine(%A: memref<8x8xf32>, %B: memref<8x8xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %k = affine.apply affine_map<(d0) -> (7 - d0)>(%j)
      %v = memref.load %A[%i, %k] : memref<8x8xf32>
      affine.store %v, %B[%j, %i] : memref<8x8xf32>
    }
  }
  return
}

// -----

// A non-affine load of a memref the nest writes, but not through the same
// buffer: distinct function arguments, as mlir-opt assumes (views of one
// buffer would count).
// CHECK-LABEL: func.func @distinct_arguments
// CHECK: affine.for %{{.*}} = 0 to 8 step 2 {
func.func @distinct_arguments(%A: memref<8x8xf32>, %B: memref<8x8xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %v = memref.load %A[%j, %i] : memref<8x8xf32>
      %w = affine.load %B[%i, %j] : memref<8x8xf32>
      %s = arith.addf %v, %w : f32
      affine.store %s, %B[%i, %j] : memref<8x8xf32>
    }
  }
  return
}

// -----

// Unroll-and-jam of a loop without nested loops is unrolling: a non-affine
// store does not stop it.
// CHECK-LABEL: func.func @jam_without_inner_loops
func.func @jam_without_inner_loops(%A: memref<16xf32>, %x: f32) {
  affine.for %i = 0 to 16 {
    memref.store %x, %A[%i] : memref<16xf32>
  }
  return
}

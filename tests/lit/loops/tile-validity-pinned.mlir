// Tiling validity when both accesses of a pair subscript one memref
// dimension with a band loop's induction variable itself: no dependence is
// carried by that loop, and the check skips the dependence polyhedron at
// that depth. The decisions stay mlir-opt 22's (byte-identical output) and
// the tiled code computes what the input computes; the other depths and
// dimensions are still checked (the last band is refused; a band refused
// by us only, where mlir-opt's rule misses the dependence, is in
// upstream-bugs/loop-tile-illegal-dependence.mlir).
//
// RUN: affine-opt %s -split-input-file -affine-loop-tile="tile-size=2" > %t
// RUN: %mlir_opt %s -split-input-file -affine-loop-tile="tile-size=2" | diff %t -
// RUN: FileCheck %s < %t
// RUN: affine-opt %s -split-input-file -affine-loop-tile="tile-size=2" --check-semantics=3 > /dev/null

// Same row at depth 1 (the first subscript is %i in both): tiled.
// CHECK-LABEL: func.func @same_row
// CHECK:         affine.for %{{.*}} = 0 to 6 step 2 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 5 step 2 {
func.func @same_row(%A: memref<6x6xf32>) {
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 5 {
      %v = affine.load %A[%i, %j + 1] : memref<6x6xf32>
      affine.store %v, %A[%i, %j] : memref<6x6xf32>
    }
  }
  return
}

// A matrix product: the load and store of C are pinned at depths 1 and 2.
// CHECK-LABEL: func.func @matmul
// CHECK:         affine.for %{{.*}} = 0 to 4 step 2 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 4 step 2 {
// CHECK-NEXT:        affine.for %{{.*}} = 0 to 3 step 2 {
func.func @matmul(%A: memref<4x3xf32>, %B: memref<3x4xf32>, %C: memref<4x4xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      affine.for %k = 0 to 3 {
        %a = affine.load %A[%i, %k] : memref<4x3xf32>
        %b = affine.load %B[%k, %j] : memref<3x4xf32>
        %c = affine.load %C[%i, %j] : memref<4x4xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<4x4xf32>
      }
    }
  }
  return
}

// The loop variables in different dimensions (a transpose): nothing is
// pinned, the dependence (+d, -d) forbids tiling.
// CHECK-LABEL: func.func @transposed
// CHECK:         affine.for %{{.*}} = 0 to 6 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 6 {
// CHECK-NEXT:        affine.load
func.func @transposed(%A: memref<6x6xf32>) {
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 6 {
      %v = affine.load %A[%j, %i] : memref<6x6xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %A[%i, %j] : memref<6x6xf32>
    }
  }
  return
}

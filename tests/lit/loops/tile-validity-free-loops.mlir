// Tiling validity on imperfect nests (a band of one loop with deeper
// loops inside, the `deep` shape of bench/passes-scan): mlir-opt 22's rule
// reads the dependence component of every common loop inside the carrying
// depth. A common loop whose induction variable one access of the pair
// does not subscript (constant bounds, no affine.if) can always take the
// other side's value, so its component reaches 0 and is never negative;
// a loop whose induction variable plus a constant subscripts one dimension
// in both accesses has a single distance, which the rule (lb < ub < 0)
// never rejects. The check skips the dependence polyhedron of a pair when
// every inner common loop is of these kinds. The decisions stay mlir-opt 22's
// (byte-identical output), the tiled code computes what the input
// computes, and a loop subscripted by both accesses is still checked
// (@inner_negative is refused).
//
// RUN: affine-opt %s -split-input-file -affine-loop-tile="tile-size=2" > %t
// RUN: %mlir_opt %s -split-input-file -affine-loop-tile="tile-size=2" | diff %t -
// RUN: FileCheck %s < %t
// RUN: affine-opt %s -split-input-file -affine-loop-tile="tile-size=2" --check-semantics=3 > /dev/null
// RUN: affine-opt %s -split-input-file -affine-loop-tile > %t.default
// RUN: %mlir_opt %s -split-input-file -affine-loop-tile | diff %t.default -

// Every level reads and writes the memref: the inner loops' components
// are free for every pair of different levels, at a constant distance for
// the load and store of one level. Tiled.
// CHECK-LABEL: func.func @deep
// CHECK:         affine.for %[[T:.*]] = 0 to 2 step 2 {
// CHECK-NEXT:      affine.for %{{.*}} = #{{.*}}(%[[T]]) to #{{.*}}(%[[T]]) {
func.func @deep(%A: memref<4xf32>) {
  affine.for %i0 = 0 to 2 {
    %v0 = affine.load %A[%i0 + 1] : memref<4xf32>
    affine.store %v0, %A[%i0] : memref<4xf32>
    affine.for %i1 = 0 to 2 {
      %v1 = affine.load %A[%i1 + 1] : memref<4xf32>
      affine.store %v1, %A[%i1] : memref<4xf32>
      affine.for %i2 = 0 to 3 {
        %v2 = affine.load %A[%i2 + 1] : memref<4xf32>
        affine.store %v2, %A[%i2] : memref<4xf32>
        affine.for %i3 = 0 to 2 {
          %v3 = affine.load %A[%i3 + 1] : memref<4xf32>
          affine.store %v3, %A[%i3] : memref<4xf32>
        }
      }
    }
  }
  return
}

// -----

// The store's second subscript is %j, the load's is %j + %k + 1: along %j
// the distance is -%k - 1, a range of negative values that mlir-opt's rule
// rejects (the %k component is free and does not matter). Not tiled.
// CHECK-LABEL: func.func @inner_negative
// CHECK:         affine.for %{{.*}} = 0 to 8 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 4 {
func.func @inner_negative(%A: memref<9x16xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 4 {
      affine.for %k = 0 to 4 {
        %v = affine.load %A[%i, %j + %k + 1] : memref<9x16xf32>
        affine.store %v, %A[%i + 1, %j] : memref<9x16xf32>
      }
    }
    affine.store %c, %A[0, 0] : memref<9x16xf32>
  }
  return
}

// -----

// A subscript computed in the nest (affine.apply): no shortcut for the
// pair, the full check runs. Tiled.
// CHECK-LABEL: func.func @computed_subscript
// CHECK:         affine.for %{{.*}} = 0 to 4 step 2 {
func.func @computed_subscript(%A: memref<8xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 2 {
      %x = affine.apply affine_map<(d0) -> (d0 * 2)>(%j)
      %v = affine.load %A[%x] : memref<8xf32>
      affine.store %v, %A[%j + 4] : memref<8xf32>
    }
    %w = affine.load %A[%i] : memref<8xf32>
    affine.store %w, %A[%i + 4] : memref<8xf32>
  }
  return
}

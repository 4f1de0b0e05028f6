// Bands whose dependences on a temporary do forbid tiling, and which
// -affine-loop-tile therefore leaves alone: a read of the temporary is
// upward-exposed to its iteration (it may read what an earlier iteration
// wrote), or the temporary is read after the band and tiling changes which
// iteration writes an element last. The tiled forms are in
// tile-private-temporaries.mlir. mlir-opt 22 tiles all of them, and its
// output computes something else on random inputs for the first four (the
// last one: where %n <= 0, as the one before it): its rule only rejects a
// distance range strictly inside the negative numbers (the bug class of
// upstream-bugs/loop-tile-illegal-dependence.mlir).
//
// RUN: affine-opt %s -split-input-file -affine-loop-tile="tile-size=2" | FileCheck %s
// RUN: affine-opt %s -split-input-file -affine-loop-tile="tile-size=2" --check-semantics=3 > /dev/null

// The first read of each iteration reads what the previous iteration
// wrote (the first one: what was stored before the band).
// CHECK-LABEL: func.func @exposed_first_read
// CHECK:         affine.for %{{.*}} = 0 to 6 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 7 {
// CHECK-NEXT:        affine.load %alloca[0]
func.func @exposed_first_read(%A: memref<6x7xi64>, %C: memref<6x7xi64>) {
  %c0 = arith.constant 0 : i64
  %t = memref.alloca() : memref<1xi64>
  affine.store %c0, %t[0] : memref<1xi64>
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 7 {
      %prev = affine.load %t[0] : memref<1xi64>
      affine.store %prev, %C[%i, %j] : memref<6x7xi64>
      %a = affine.load %A[%i, %j] : memref<6x7xi64>
      affine.store %a, %t[0] : memref<1xi64>
    }
  }
  return
}

// -----

// The write is conditional (i >= j): where it does not run, the read sees
// the value of an earlier iteration.
// CHECK-LABEL: func.func @conditional_write
// CHECK:         affine.for %{{.*}} = 0 to 6 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 7 {
// CHECK-NEXT:        affine.if
func.func @conditional_write(%A: memref<6x7xi64>, %C: memref<6x7xi64>) {
  %t = memref.alloca() : memref<1xi64>
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 7 {
      affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%i, %j) {
        %a = affine.load %A[%i, %j] : memref<6x7xi64>
        affine.store %a, %t[0] : memref<1xi64>
      }
      %v = affine.load %t[0] : memref<1xi64>
      affine.store %v, %C[%i, %j] : memref<6x7xi64>
    }
  }
  return
}

// -----

// Reads are covered, but t is copied out after the band: t[e] is written
// by (0, e) and then (1, e - 1); with 2x2 tiles (1, e - 1) runs first for
// even e, so the value left in t[e] would change.
// CHECK-LABEL: func.func @live_out
// CHECK:         affine.for %{{.*}} = 0 to 2 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 7 {
// CHECK-NEXT:        affine.load
func.func @live_out(%A: memref<2x7xi64>, %C: memref<2x7xi64>, %out: memref<8xi64>) {
  %t = memref.alloca() : memref<8xi64>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 7 {
      %a = affine.load %A[%i, %j] : memref<2x7xi64>
      affine.store %a, %t[%i + %j] : memref<8xi64>
      %v = affine.load %t[%i + %j] : memref<8xi64>
      %w = arith.addi %v, %v : i64
      affine.store %w, %C[%i, %j] : memref<2x7xi64>
    }
  }
  affine.for %k = 0 to 8 {
    %v = affine.load %t[%k] : memref<8xi64>
    affine.store %v, %out[%k] : memref<8xi64>
  }
  return
}

// -----

// The loop that writes the temporary runs i times: at i = 0 it runs not
// at all, and the read sees the previous iteration's value.
// CHECK-LABEL: func.func @written_by_a_loop_that_may_not_run
// CHECK:         affine.for %{{.*}} = 0 to 6 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 7 {
func.func @written_by_a_loop_that_may_not_run(%A: memref<6x7xf64>, %C: memref<6x7xf64>) {
  %t = memref.alloca() : memref<1xf64>
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 7 {
      affine.for %k = 0 to affine_map<(d0) -> (d0)>(%i) {
        %a = affine.load %A[%k, %j] : memref<6x7xf64>
        affine.store %a, %t[0] : memref<1xf64>
      }
      %v = affine.load %t[0] : memref<1xf64>
      affine.store %v, %C[%i, %j] : memref<6x7xf64>
    }
  }
  return
}

// -----

// The same with a symbolic trip count, which may be 0.
// CHECK-LABEL: func.func @written_by_a_loop_of_symbolic_count
// CHECK:         affine.for %{{.*}} = 0 to 6 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 7 {
func.func @written_by_a_loop_of_symbolic_count(%A: memref<6x7xf64>, %C: memref<6x7xf64>, %n: index) {
  %t = memref.alloca() : memref<1xf64>
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 7 {
      affine.for %k = 0 to %n {
        %a = affine.load %A[%i, %j] : memref<6x7xf64>
        affine.store %a, %t[0] : memref<1xf64>
      }
      %v = affine.load %t[0] : memref<1xf64>
      affine.store %v, %C[%i, %j] : memref<6x7xf64>
    }
  }
  return
}

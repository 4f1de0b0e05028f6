// Tiling a band whose only loop-carried dependences are on a temporary
// private to its iterations: every iteration writes each element of the
// temporary it reads before reading it (no read is upward-exposed), and
// nothing reads the temporary after the band. Iterations run whole in any
// tiled order, so these dependences do not forbid tiling
// (affine_analysis::last_writer); the output is mlir-opt 22's byte for
// byte, and computes what the input computes. The refusals are in
// tile-private-temporaries-refused.mlir.
//
// RUN: affine-opt %s -split-input-file -affine-loop-tile="tile-size=2" > %t
// RUN: %mlir_opt %s -split-input-file -affine-loop-tile="tile-size=2" | diff %t -
// RUN: FileCheck %s < %t
// RUN: affine-opt %s -split-input-file -affine-loop-tile="tile-size=2" --check-semantics=3 > /dev/null

// A scalar accumulator reset at the start of each (i, j) iteration (as in
// PolyBench symm): the dependences (+1, -6) between iterations are on it.
// CHECK-LABEL: func.func @scalar_temp
// CHECK:         affine.for %{{.*}} = 0 to 6 step 2 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 7 step 2 {
// CHECK-NEXT:        affine.for %{{.*}} = #{{.*}}(%{{.*}}) to #{{.*}}(%{{.*}}) {
// CHECK-NEXT:          affine.for %{{.*}} = #{{.*}}(%{{.*}}) to min #{{.*}}(%{{.*}}) {
// CHECK-NEXT:            affine.store %{{.*}}, %alloca[0]
func.func @scalar_temp(%A: memref<6x5xf64>, %B: memref<5x7xf64>, %C: memref<6x7xf64>) {
  %zero = arith.constant 0.0 : f64
  %t = memref.alloca() : memref<1xf64>
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 7 {
      affine.store %zero, %t[0] : memref<1xf64>
      affine.for %k = 0 to 5 {
        %a = affine.load %A[%i, %k] : memref<6x5xf64>
        %b = affine.load %B[%k, %j] : memref<5x7xf64>
        %p = arith.mulf %a, %b : f64
        %s = affine.load %t[0] : memref<1xf64>
        %n = arith.addf %s, %p : f64
        affine.store %n, %t[0] : memref<1xf64>
      }
      %r = affine.load %t[0] : memref<1xf64>
      affine.store %r, %C[%i, %j] : memref<6x7xf64>
    }
  }
  return
}

// -----

// A row of sums (as in PolyBench doitgen): the reads in the second inner
// loop are covered by the writes of the first one, element by element.
// CHECK-LABEL: func.func @row_temp
// CHECK:         affine.for %{{.*}} = 0 to 4 step 2 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 5 step 2 {
func.func @row_temp(%A: memref<4x5x6xf64>, %W: memref<6x6xf64>) {
  %zero = arith.constant 0.0 : f64
  %sum = memref.alloca() : memref<6xf64>
  affine.for %r = 0 to 4 {
    affine.for %q = 0 to 5 {
      affine.for %p = 0 to 6 {
        affine.store %zero, %sum[%p] : memref<6xf64>
        affine.for %s = 0 to 6 {
          %a = affine.load %A[%r, %q, %s] : memref<4x5x6xf64>
          %w = affine.load %W[%s, %p] : memref<6x6xf64>
          %m = arith.mulf %a, %w : f64
          %o = affine.load %sum[%p] : memref<6xf64>
          %n = arith.addf %o, %m : f64
          affine.store %n, %sum[%p] : memref<6xf64>
        }
      }
      affine.for %p = 0 to 6 {
        %v = affine.load %sum[%p] : memref<6xf64>
        affine.store %v, %A[%r, %q, %p] : memref<4x5x6xf64>
      }
    }
  }
  return
}

// -----

// Each iteration writes t[i + j] and reads it back: the write-after-write
// dependence (+1, -1) reverses under tiling, but no read sees it and the
// temporary is dead after the band (when it is not, the band is refused:
// @live_out in tile-private-temporaries-refused.mlir).
// CHECK-LABEL: func.func @diagonal_temp
// CHECK:         affine.for %{{.*}} = 0 to 2 step 2 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 7 step 2 {
func.func @diagonal_temp(%A: memref<2x7xi64>, %C: memref<2x7xi64>) {
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
  return
}

// -----

// The temporary is written by the last iteration of a loop that runs at
// least once (i + 1 times): the read after it is covered.
// CHECK-LABEL: func.func @written_by_a_loop
// CHECK:         affine.for %{{.*}} = 0 to 6 step 2 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 7 step 2 {
func.func @written_by_a_loop(%A: memref<6x7xf64>, %C: memref<6x7xf64>) {
  %t = memref.alloca() : memref<1xf64>
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 7 {
      affine.for %k = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
        %a = affine.load %A[%k, %j] : memref<6x7xf64>
        affine.store %a, %t[0] : memref<1xf64>
      }
      %v = affine.load %t[0] : memref<1xf64>
      affine.store %v, %C[%i, %j] : memref<6x7xf64>
    }
  }
  return
}

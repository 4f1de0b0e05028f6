// Our output is mlir-opt 22's byte for byte, and it computes what the input
// computes.
//
// RUN: affine-opt %s -split-input-file -affine-loop-coalescing > %t
// RUN: %mlir_opt %s -split-input-file -affine-loop-coalescing | diff %t -
// RUN: FileCheck %s < %t
// RUN: affine-opt %s -split-input-file -affine-loop-coalescing --check-semantics=3 > /dev/null

// Three normalized loops become one over the product of their trip counts;
// the original induction variables are the quotients and remainders.
// CHECK-LABEL: func.func @three
// CHECK-COUNT-5: affine.apply
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to %{{.*}} {
// CHECK-NEXT:      affine.apply #{{.*}}(%[[I]])
// CHECK-NOT:     affine.for
// CHECK:         return
func.func @three(%A: memref<100x100x100xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 20 {
      affine.for %k = 0 to 30 {
        %v = affine.load %A[%i, %j, %k] : memref<100x100x100xf32>
        affine.store %v, %A[%k, %j, %i] : memref<100x100x100xf32>
      }
    }
  }
  return
}

// -----

// The band starts below a loop whose body holds more than the nest, and
// stops above a loop whose bound depends on the band.
// CHECK-LABEL: func.func @bands
// CHECK:         affine.for %{{.*}} = 0 to 10 {
// CHECK:           affine.for %[[L:.*]] = 0 to %{{.*}} {
// CHECK:             affine.for %{{.*}} = 0 to #{{.*}}(%{{.*}}) {
func.func @bands(%A: memref<100x100x100xf32>) {
  affine.for %i = 0 to 10 {
    %c = arith.constant 1.0 : f32
    affine.for %j = 0 to 20 {
      affine.for %k = 0 to 30 {
        affine.for %l = 0 to affine_map<(d0) -> (d0)>(%k) {
          affine.store %c, %A[%k, %j, %l] : memref<100x100x100xf32>
        }
      }
    }
  }
  return
}

// -----

// Not normalized, or a symbolic trip count with a min: the first stays, the
// second becomes one loop (affine.min of its bounds). (With a second
// symbolic count, both may be negative: see coalescing-trip-count-signs.mlir.)
// CHECK-LABEL: func.func @others
// CHECK:         affine.for %{{.*}} = 1 to 10 {
// CHECK:         affine.min
func.func @others(%A: memref<100x100xf32>, %n: index) {
  affine.for %i = 1 to 10 {
    affine.for %j = 0 to 20 {
      %v = affine.load %A[%i, %j] : memref<100x100xf32>
      affine.store %v, %A[%j, %i] : memref<100x100xf32>
    }
  }
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 50)>()[%n] {
    affine.for %j = 0 to 20 {
      %v = affine.load %A[%i, %j] : memref<100x100xf32>
      affine.store %v, %A[%j, %i] : memref<100x100xf32>
    }
  }
  return
}

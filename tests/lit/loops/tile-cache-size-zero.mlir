// -affine-loop-tile="cache-size=0": mlir-opt 22 tiles every loop of a band
// with size 1 before looking at the footprint, so the size is 1 whether the
// footprint is 4 KiB, 256 KiB or unknown (a dynamic shape, which with any
// other cache size gives the default size 4), and no footprint warning is
// emitted.
//
// RUN: affine-opt %s -split-input-file -affine-loop-tile="cache-size=0" > %t
// RUN: %mlir_opt %s -split-input-file -affine-loop-tile="cache-size=0" | diff %t -
// RUN: FileCheck %s < %t
// RUN: affine-opt %s -split-input-file -affine-loop-tile="cache-size=0" --check-semantics=2 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM

// CHECK-LABEL: func.func @small
// CHECK:         affine.for %{{.*}} = 0 to 256 {
// CHECK-NEXT:      affine.for %{{.*}} = #{{.*}}(%{{.*}}) to #{{.*}}(%{{.*}}) {
// SEM: @small: same results
func.func @small(%A: memref<1024xi32>) {
  affine.for %i = 0 to 256 {
    %c = arith.constant 1 : i32
    affine.store %c, %A[%i * 4] : memref<1024xi32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @large
// CHECK:         affine.for %{{.*}} = 0 to 32 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 32 {
// CHECK-NEXT:        affine.for %{{.*}} = 0 to 32 {
// SEM: @large: same results
func.func @large(%A: memref<32x32x32xf32>, %B: memref<32x32x32xf32>) {
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 32 {
      affine.for %k = 0 to 32 {
        %v = affine.load %A[%i, %j, %k] : memref<32x32x32xf32>
        affine.store %v, %B[%k, %j, %i] : memref<32x32x32xf32>
      }
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @unknown_footprint
// CHECK:         affine.for %[[I:.*]] = 0 to %{{.*}} {
// CHECK-NEXT:      affine.for %{{.*}} = #{{.*}}(%[[I]]) to #{{.*}}(%[[I]]) {
// SEM: @unknown_footprint: same results
func.func @unknown_footprint(%A: memref<?xi32>, %n: index) {
  affine.for %i = 0 to %n {
    %c = arith.constant 1 : i32
    affine.store %c, %A[%i] : memref<?xi32>
  }
  return
}

// -affine-loop-tile without explicit sizes: the cache model picks sizes so
// that a tile's memory footprint fits in `cache-size` KiB (512 by
// default), then lowers each to a divisor of its loop's constant trip
// count. Our output (and warnings) are mlir-opt 22's byte for byte, and
// the tiled code computes what the input computes.
//
// RUN: affine-opt %s -split-input-file -affine-loop-tile="cache-size=4" > %t 2>&1
// RUN: %mlir_opt %s -split-input-file -affine-loop-tile="cache-size=4" 2>&1 | diff %t -
// RUN: FileCheck %s < %t
// RUN: FileCheck %s --check-prefix=WARN < %t
// RUN: affine-opt %s -split-input-file -affine-loop-tile="cache-size=4" --check-semantics=2 > /dev/null 2>&1
// RUN: affine-opt %s -split-input-file -affine-loop-tile > %t.default 2>&1
// RUN: %mlir_opt %s -split-input-file -affine-loop-tile 2>&1 | diff %t.default -
// RUN: FileCheck %s --check-prefix=DEFAULT < %t.default
// RUN: affine-opt %s -split-input-file --mlir-print-op-on-diagnostic=false -affine-loop-tile="cache-size=1" > %t.1 2>&1
// RUN: %mlir_opt %s -split-input-file --mlir-print-op-on-diagnostic=false -affine-loop-tile="cache-size=1" 2>&1 | diff %t.1 -
// RUN: affine-opt %s -split-input-file -affine-loop-tile="cache-size=1" --check-semantics=2 > /dev/null 2>&1

// Three 64x64 f32 buffers (48 KiB) against a 4 KiB cache: 12 times too
// large, so sizes 2 x 2 x 3 (the last loop takes the balance), each a
// divisor of the trip counts.
// CHECK-LABEL: func.func @matmul
// CHECK:         affine.for %{{.*}} = 0 to 64 step 2 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 64 step 2 {
// CHECK-NEXT:        affine.for %{{.*}} = 0 to 60 step 3 {
// With the default 512 KiB everything fits: sizes of 1.
// DEFAULT-LABEL: func.func @matmul
// DEFAULT:         affine.for %{{.*}} = 0 to 64 {
// DEFAULT-NEXT:      affine.for %{{.*}} = 0 to 64 {
// DEFAULT-NEXT:        affine.for %{{.*}} = 0 to 60 {
func.func @matmul(%A: memref<64x64xf32>, %B: memref<64x64xf32>, %C: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      affine.for %k = 0 to 60 {
        %a = affine.load %A[%i, %k] : memref<64x64xf32>
        %b = affine.load %B[%k, %j] : memref<64x64xf32>
        %c = affine.load %C[%i, %j] : memref<64x64xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<64x64xf32>
      }
    }
  }
  return
}

// -----

// A 1-d band over a buffer of vectors: its footprint (elements 0 to 233,
// 16 bytes each) fits in 4 KiB (size 1); in 1 KiB it is 4 times too large,
// and the size 4 becomes 3, a divisor of the trip count 30.
// CHECK-LABEL: func.func @vectors
// DEFAULT-LABEL: func.func @vectors
func.func @vectors(%A: memref<256xvector<4xf32>>) {
  affine.for %i = 0 to 30 {
    %v = affine.load %A[%i * 8] : memref<256xvector<4xf32>>
    %w = arith.addf %v, %v : vector<4xf32>
    affine.store %w, %A[%i * 8 + 1] : memref<256xvector<4xf32>>
  }
  return
}

// -----

// Unknown footprint (a dynamic size and regions that cannot be merged):
// mlir-opt warns and uses the default size 4, adjusted to the trip counts.
// WARN: warning: getMemoryFootprintBytes: unable to perform a union on a memory region
// WARN-NEXT: %b = affine.load %A[%j + %n, %i]
// WARN: note: see current operation: %1 = affine.load
// CHECK-LABEL: func.func @unknown
// CHECK:         affine.for %{{.*}} = 0 to 12 step 4 {
func.func @unknown(%A: memref<?x?xf32>, %B: memref<12x8xf32>, %n: index) {
  affine.for %i = 0 to 12 {
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%i, %j] : memref<?x?xf32>
      %b = affine.load %A[%j + %n, %i] : memref<?x?xf32>
      %s = arith.addf %a, %b : f32
      affine.store %s, %B[%i, %j] : memref<12x8xf32>
    }
  }
  return
}

// `-test-loop-fusion=test-loop-fusion-utilities`: nests are fused with the
// fusion utilities until nothing changes; the output is mlir-opt 22's, and
// the fused program computes what the original does.
// RUN: affine-opt %s -test-loop-fusion=test-loop-fusion-utilities | FileCheck %s
// RUN: %mlir_opt %s -test-loop-fusion=test-loop-fusion-utilities | FileCheck %s
// RUN: affine-opt %s -test-loop-fusion=test-loop-fusion-utilities --check-semantics=3 -o /dev/null

func.func @producer_consumer(%in: memref<16xf32>, %out: memref<16xf32>) {
  %t = memref.alloc() : memref<16xf32>
  %cst = arith.constant 2.0 : f32
  affine.for %i = 0 to 16 {
    %v = affine.load %in[%i] : memref<16xf32>
    %m = arith.mulf %v, %cst : f32
    affine.store %m, %t[%i] : memref<16xf32>
  }
  affine.for %i = 0 to 16 {
    %v = affine.load %t[%i] : memref<16xf32>
    %a = arith.addf %v, %cst : f32
    affine.store %a, %out[%i] : memref<16xf32>
  }
  memref.dealloc %t : memref<16xf32>
  return
}

func.func @two_deep(%in: memref<8x8xf32>, %out: memref<8x8xf32>) {
  %t = memref.alloc() : memref<8x8xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %v = affine.load %in[%i, %j] : memref<8x8xf32>
      affine.store %v, %t[%i, %j] : memref<8x8xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %v = affine.load %t[%j, %i] : memref<8x8xf32>
      affine.store %v, %out[%i, %j] : memref<8x8xf32>
    }
  }
  memref.dealloc %t : memref<8x8xf32>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @producer_consumer(%arg0: memref<16xf32>, %arg1: memref<16xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<16xf32>
// CHECK-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     affine.for %arg2 = 0 to 16 {
// CHECK-NEXT:       %0 = affine.load %arg0[%arg2] : memref<16xf32>
// CHECK-NEXT:       %1 = arith.mulf %0, %cst : f32
// CHECK-NEXT:       affine.store %1, %alloc[%arg2] : memref<16xf32>
// CHECK-NEXT:       %2 = affine.load %alloc[%arg2] : memref<16xf32>
// CHECK-NEXT:       %3 = arith.addf %2, %cst : f32
// CHECK-NEXT:       affine.store %3, %arg1[%arg2] : memref<16xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.dealloc %alloc : memref<16xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @two_deep(%arg0: memref<8x8xf32>, %arg1: memref<8x8xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<8x8xf32>
// CHECK-NEXT:     affine.for %arg2 = 0 to 8 {
// CHECK-NEXT:       affine.for %arg3 = 0 to 8 {
// CHECK-NEXT:         %0 = affine.load %arg0[%arg3, %arg2] : memref<8x8xf32>
// CHECK-NEXT:         affine.store %0, %alloc[%arg3, %arg2] : memref<8x8xf32>
// CHECK-NEXT:         %1 = affine.load %alloc[%arg3, %arg2] : memref<8x8xf32>
// CHECK-NEXT:         affine.store %1, %arg1[%arg2, %arg3] : memref<8x8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.dealloc %alloc : memref<8x8xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

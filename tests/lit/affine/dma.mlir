// RUN: affine-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s

// affine.dma_start / affine.dma_wait.

func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32, 2>, %n: index) {
  %c0 = arith.constant 0 : index
  %num = arith.constant 256 : index
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.dma_start %src[%i + 3, %j], %dst[%i floordiv 8, %j + symbol(%n)], %tag[%c0], %num : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
      affine.dma_wait %tag[%c0], %num : memref<1xi32, 2>
    }
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @dma(%arg0: memref<40x128xf32>, %arg1: memref<2x1024xf32, 1>, %arg2: memref<1xi32, 2>, %arg3: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c256 = arith.constant 256 : index
// CHECK-NEXT:     affine.for %arg4 = 0 to 10 {
// CHECK-NEXT:       affine.for %arg5 = 0 to 10 {
// CHECK-NEXT:         affine.dma_start %arg0[%arg4 + 3, %arg5], %arg1[%arg4 floordiv 8, %arg5 + symbol(%arg3)], %arg2[%c0], %c256 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
// CHECK-NEXT:         affine.dma_wait %arg2[%c0], %c256 : memref<1xi32, 2>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----

func.func @dma_strided(%src: memref<64x64xf32>, %dst: memref<64xf32, 2>, %tag: memref<2xi32>) {
  %num = arith.constant 64 : index
  %stride = arith.constant 32 : index
  %per = arith.constant 16 : index
  affine.for %i = 0 to 4 {
    affine.dma_start %src[%i, 0], %dst[0], %tag[%i mod 2], %num, %stride, %per : memref<64x64xf32>, memref<64xf32, 2>, memref<2xi32>
    affine.dma_wait %tag[%i mod 2], %num : memref<2xi32>
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @dma_strided(%arg0: memref<64x64xf32>, %arg1: memref<64xf32, 2>, %arg2: memref<2xi32>) {
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     affine.for %arg3 = 0 to 4 {
// CHECK-NEXT:       affine.dma_start %arg0[%arg3, 0], %arg1[0], %arg2[%arg3 mod 2], %c64, %c32, %c16 : memref<64x64xf32>, memref<64xf32, 2>, memref<2xi32>
// CHECK-NEXT:       affine.dma_wait %arg2[%arg3 mod 2], %c64 : memref<2xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

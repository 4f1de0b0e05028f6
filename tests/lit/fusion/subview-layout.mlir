// The cost model sizes the region a producer writes only for memrefs whose
// layout is the identity map, as MLIR 22's getRegionSize does: a subview of
// a whole 1-D memref has `strided<[1]>`, whose map is the identity, and is
// fused as mlir-opt 22 fuses it (fusion-mix seed 375); a rank-2
// `strided<[4, 1]>` maps to one linear result, not the identity, and is not.
//
// RUN: affine-opt %s -split-input-file -affine-loop-fusion | FileCheck %s
// RUN: affine-opt %s -split-input-file -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM

// SEM: semantic check: @kernel: same results
// SEM: semantic check: @kernel: same results

// CHECK-LABEL: func.func @kernel
// CHECK:         memref.subview
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 4 {
// CHECK-NEXT:      %[[B:.*]] = affine.load %arg1[%[[I]]]
// CHECK-NEXT:      affine.store %[[B]], %subview[%[[I]]] : memref<4xf32, strided<[1]>>
// CHECK-NEXT:      affine.load %subview[%[[I]]]
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      affine.store
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @kernel(%A: memref<4xf32>, %B: memref<4xf32>, %C: memref<4xf32>) {
  %s = memref.subview %A[0] [4] [1] : memref<4xf32> to memref<4xf32, strided<[1]>>
  affine.for %i = 0 to 4 {
    %b = affine.load %B[%i] : memref<4xf32>
    affine.store %b, %s[%i] : memref<4xf32, strided<[1]>>
  }
  affine.for %i = 0 to 4 {
    %a = affine.load %s[%i] : memref<4xf32, strided<[1]>>
    %c = arith.addf %a, %a : f32
    affine.store %c, %C[%i] : memref<4xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @kernel
// CHECK:         memref.subview
// CHECK-NEXT:    affine.for
// CHECK-NEXT:      affine.for
// CHECK-NEXT:        affine.load %arg1
// CHECK-NEXT:        affine.store
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for
func.func @kernel(%A: memref<2x4xf32>, %B: memref<2x4xf32>, %C: memref<2x4xf32>) {
  %s = memref.subview %A[0, 0] [2, 4] [1, 1] : memref<2x4xf32> to memref<2x4xf32, strided<[4, 1]>>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 4 {
      %b = affine.load %B[%i, %j] : memref<2x4xf32>
      affine.store %b, %s[%i, %j] : memref<2x4xf32, strided<[4, 1]>>
    }
  }
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 4 {
      %a = affine.load %s[%i, %j] : memref<2x4xf32, strided<[4, 1]>>
      %c = arith.addf %a, %a : f32
      affine.store %c, %C[%i, %j] : memref<2x4xf32>
    }
  }
  return
}

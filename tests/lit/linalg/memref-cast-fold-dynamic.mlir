// The folder of linalg ops takes the source of any memref.cast of a ranked
// memref, a cast to a more static type included (mlir-opt 22's
// memref::foldMemRefCast, not CastOp::canFoldIntoConsumerOp); a cast of an
// unranked memref stays.
// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @to_static
// CHECK: %[[U:.*]] = memref.cast %arg2 : memref<*xf32> to memref<4x8xf32>
// CHECK-NEXT: linalg.copy ins(%arg0 : memref<?x?xf32>) outs(%arg1 : memref<?x8xf32>)
// CHECK-NEXT: linalg.copy ins(%[[U]] : memref<4x8xf32>) outs(%arg1 : memref<?x8xf32>)
func.func @to_static(%d: memref<?x?xf32>, %e: memref<?x8xf32>, %u: memref<*xf32>) {
  %cd = memref.cast %d : memref<?x?xf32> to memref<4x8xf32>
  %ce = memref.cast %e : memref<?x8xf32> to memref<4x8xf32>
  %cu = memref.cast %u : memref<*xf32> to memref<4x8xf32>
  linalg.copy ins(%cd : memref<4x8xf32>) outs(%ce : memref<4x8xf32>)
  linalg.copy ins(%cu : memref<4x8xf32>) outs(%ce : memref<4x8xf32>)
  return
}

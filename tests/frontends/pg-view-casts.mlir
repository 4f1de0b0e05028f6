// Polygeist shape: pointer arithmetic on a flat `float *` viewed as rows:
// memref.reinterpret_cast to a 2-D view, memref.cast between static and
// dynamic shapes, and memref.subview of one row passed to a helper.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func private @row_sum(%arg0: memref<16xf32, strided<[1], offset: ?>>) -> f32 attributes {llvm.linkage = #llvm.linkage<internal>} {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = affine.for %arg1 = 0 to 16 iter_args(%arg2 = %cst) -> (f32) {
      %1 = affine.load %arg0[%arg1] : memref<16xf32, strided<[1], offset: ?>>
      %2 = arith.addf %arg2, %1 : f32
      affine.yield %2 : f32
    }
    return %0 : f32
  }
  func.func @row_sums(%arg0: memref<?xf32>, %arg1: memref<8xf32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [8, 16], strides: [16, 1] : memref<?xf32> to memref<8x16xf32>
    %cast = memref.cast %arg1 : memref<8xf32> to memref<?xf32>
    affine.for %arg2 = 0 to 8 {
      %subview = memref.subview %reinterpret_cast[%arg2, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1], offset: ?>>
      %0 = func.call @row_sum(%subview) : (memref<16xf32, strided<[1], offset: ?>>) -> f32
      affine.store %0, %cast[%arg2] : memref<?xf32>
    }
    return
  }
}

// Polygeist shape: a 2-D array passed to a function taking a flat pointer
// (`float (*)[16]` used as `float *`): memref.reinterpret_cast to a 1-D
// view, memref.cast to a dynamic shape at the call boundary, and loops on
// both views.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func private @scale_flat(%arg0: memref<?xf32>, %arg1: i32) attributes {llvm.linkage = #llvm.linkage<internal>} {
    %cst = arith.constant 2.000000e+00 : f32
    %0 = arith.index_cast %arg1 : i32 to index
    affine.for %arg2 = 0 to %0 {
      %1 = affine.load %arg0[%arg2] : memref<?xf32>
      %2 = arith.mulf %1, %cst : f32
      affine.store %2, %arg0[%arg2] : memref<?xf32>
    }
    return
  }
  func.func @caller(%arg0: memref<4x16xf32>) -> f32 attributes {llvm.linkage = #llvm.linkage<external>} {
    %c64_i32 = arith.constant 64 : i32
    %cst = arith.constant 0.000000e+00 : f32
    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [64], strides: [1] : memref<4x16xf32> to memref<64xf32>
    %cast = memref.cast %reinterpret_cast : memref<64xf32> to memref<?xf32>
    call @scale_flat(%cast, %c64_i32) : (memref<?xf32>, i32) -> ()
    %0 = affine.for %arg1 = 0 to 4 iter_args(%arg2 = %cst) -> (f32) {
      %1 = affine.load %arg0[%arg1, %arg1 * 4] : memref<4x16xf32>
      %2 = affine.load %reinterpret_cast[%arg1 * 17] : memref<64xf32>
      %3 = arith.addf %1, %2 : f32
      %4 = arith.addf %arg2, %3 : f32
      affine.yield %4 : f32
    }
    return %0 : f32
  }
}

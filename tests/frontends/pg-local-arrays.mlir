// Polygeist shape: function-scope local arrays (`float tmp[8][8]; int
// idx[8];`) as memref.alloca at the top of the function, filled, used as a
// transpose buffer and a permutation, and the result reduced.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @transpose_perm(%arg0: memref<8x8xf32>, %arg1: memref<8x8xf32>) -> f32 attributes {llvm.linkage = #llvm.linkage<external>} {
    %c7_i32 = arith.constant 7 : i32
    %cst = arith.constant 0.000000e+00 : f32
    %alloca = memref.alloca() : memref<8x8xf32>
    %alloca_0 = memref.alloca() : memref<8xi32>
    %alloca_1 = memref.alloca() : memref<1xf32>
    affine.store %cst, %alloca_1[0] : memref<1xf32>
    affine.for %arg2 = 0 to 8 {
      %2 = arith.index_cast %arg2 : index to i32
      %3 = arith.subi %c7_i32, %2 : i32
      affine.store %3, %alloca_0[%arg2] : memref<8xi32>
    }
    affine.for %arg2 = 0 to 8 {
      affine.for %arg3 = 0 to 8 {
        %2 = affine.load %arg0[%arg3, %arg2] : memref<8x8xf32>
        affine.store %2, %alloca[%arg2, %arg3] : memref<8x8xf32>
      }
    }
    affine.for %arg2 = 0 to 8 {
      %2 = affine.load %alloca_0[%arg2] : memref<8xi32>
      %3 = arith.index_cast %2 : i32 to index
      affine.for %arg3 = 0 to 8 {
        %4 = memref.load %alloca[%3, %arg3] : memref<8x8xf32>
        affine.store %4, %arg1[%arg2, %arg3] : memref<8x8xf32>
        %5 = affine.load %alloca_1[0] : memref<1xf32>
        %6 = arith.addf %5, %4 : f32
        affine.store %6, %alloca_1[0] : memref<1xf32>
      }
    }
    %1 = affine.load %alloca_1[0] : memref<1xf32>
    return %1 : f32
  }
}

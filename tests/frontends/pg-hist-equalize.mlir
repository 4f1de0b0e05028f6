// Polygeist shape: histogram equalization of an 8-bit image: a local
// histogram (memref.alloca of 256 i32) cleared, filled with indirect
// increments, a prefix sum (cdf) carried in iter_args, a lookup table
// computed with sitofp/fptoui, then the image remapped through the table.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @equalize(%arg0: memref<16x16xi8>, %arg1: memref<16x16xi8>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant 2.550000e+02 : f32
    %cst_0 = arith.constant 2.560000e+02 : f32
    %alloca = memref.alloca() : memref<256xi32>
    %alloca_1 = memref.alloca() : memref<256xi8>
    affine.for %arg2 = 0 to 256 {
      affine.store %c0_i32, %alloca[%arg2] : memref<256xi32>
    }
    affine.for %arg2 = 0 to 16 {
      affine.for %arg3 = 0 to 16 {
        %1 = affine.load %arg0[%arg2, %arg3] : memref<16x16xi8>
        %2 = arith.extui %1 : i8 to i32
        %3 = arith.index_cast %2 : i32 to index
        %4 = memref.load %alloca[%3] : memref<256xi32>
        %5 = arith.addi %4, %c1_i32 : i32
        memref.store %5, %alloca[%3] : memref<256xi32>
      }
    }
    %0 = affine.for %arg2 = 0 to 256 iter_args(%arg3 = %c0_i32) -> (i32) {
      %1 = affine.load %alloca[%arg2] : memref<256xi32>
      %2 = arith.addi %arg3, %1 : i32
      %3 = arith.sitofp %2 : i32 to f32
      %4 = arith.mulf %3, %cst : f32
      %5 = arith.divf %4, %cst_0 : f32
      %6 = arith.fptoui %5 : f32 to i8
      affine.store %6, %alloca_1[%arg2] : memref<256xi8>
      affine.yield %2 : i32
    }
    affine.for %arg2 = 0 to 16 {
      affine.for %arg3 = 0 to 16 {
        %1 = affine.load %arg0[%arg2, %arg3] : memref<16x16xi8>
        %2 = arith.index_castui %1 : i8 to index
        %3 = memref.load %alloca_1[%2] : memref<256xi8>
        affine.store %3, %arg1[%arg2, %arg3] : memref<16x16xi8>
      }
    }
    return
  }
}

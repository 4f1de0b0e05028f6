// Polygeist shape: image resampling. A 2x2 box downsample reading
// [2*i + a, 2*j + b], a nearest-neighbour 2x upsample reading [i floordiv 2,
// j floordiv 2], and a checkerboard pass (`if ((i + j) % 2 == 0)`) raised to
// an affine.if with a mod constraint and an else branch.
#set = affine_set<(d0, d1) : ((d0 + d1) mod 2 == 0)>
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @down2(%arg0: memref<64x64xf32>, %arg1: memref<32x32xf32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 2.500000e-01 : f32
    affine.for %arg2 = 0 to 32 {
      affine.for %arg3 = 0 to 32 {
        %0 = affine.load %arg0[%arg2 * 2, %arg3 * 2] : memref<64x64xf32>
        %1 = affine.load %arg0[%arg2 * 2, %arg3 * 2 + 1] : memref<64x64xf32>
        %2 = affine.load %arg0[%arg2 * 2 + 1, %arg3 * 2] : memref<64x64xf32>
        %3 = affine.load %arg0[%arg2 * 2 + 1, %arg3 * 2 + 1] : memref<64x64xf32>
        %4 = arith.addf %0, %1 : f32
        %5 = arith.addf %2, %3 : f32
        %6 = arith.addf %4, %5 : f32
        %7 = arith.mulf %6, %cst : f32
        affine.store %7, %arg1[%arg2, %arg3] : memref<32x32xf32>
      }
    }
    return
  }
  func.func @up2(%arg0: memref<32x32xf32>, %arg1: memref<64x64xf32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    affine.for %arg2 = 0 to 64 {
      affine.for %arg3 = 0 to 64 {
        %0 = affine.load %arg0[%arg2 floordiv 2, %arg3 floordiv 2] : memref<32x32xf32>
        affine.store %0, %arg1[%arg2, %arg3] : memref<64x64xf32>
      }
    }
    return
  }
  func.func @checker(%arg0: memref<64x64xf32>, %arg1: f32) attributes {llvm.linkage = #llvm.linkage<external>} {
    affine.for %arg2 = 0 to 64 {
      affine.for %arg3 = 0 to 64 {
        %0 = affine.load %arg0[%arg2, %arg3] : memref<64x64xf32>
        affine.if #set(%arg2, %arg3) {
          %1 = arith.addf %0, %arg1 : f32
          affine.store %1, %arg0[%arg2, %arg3] : memref<64x64xf32>
        } else {
          %1 = arith.subf %0, %arg1 : f32
          affine.store %1, %arg0[%arg2, %arg3] : memref<64x64xf32>
        }
      }
    }
    return
  }
}

// Polygeist shape: `out[i][j] += in[S*i + D*ki][S*j + D*kj] * w[ki][kj]`
// from C with stride 2 and dilation 2 folded into the subscripts, the output
// zeroed first, and a 1-D strided decimation filter whose taps run in a
// reversed order (`x[2*i - k + 4]`), sizes from #define constants.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @conv_sd(%arg0: memref<37x37xf32>, %arg1: memref<3x3xf32>, %arg2: memref<16x16xf32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 0.000000e+00 : f32
    affine.for %arg3 = 0 to 16 {
      affine.for %arg4 = 0 to 16 {
        affine.store %cst, %arg2[%arg3, %arg4] : memref<16x16xf32>
        affine.for %arg5 = 0 to 3 {
          affine.for %arg6 = 0 to 3 {
            %0 = affine.load %arg0[%arg3 * 2 + %arg5 * 2, %arg4 * 2 + %arg6 * 2] : memref<37x37xf32>
            %1 = affine.load %arg1[%arg5, %arg6] : memref<3x3xf32>
            %2 = arith.mulf %0, %1 : f32
            %3 = affine.load %arg2[%arg3, %arg4] : memref<16x16xf32>
            %4 = arith.addf %3, %2 : f32
            affine.store %4, %arg2[%arg3, %arg4] : memref<16x16xf32>
          }
        }
      }
    }
    return
  }
  func.func @decimate(%arg0: memref<132xi16>, %arg1: memref<5xi16>, %arg2: memref<64xi32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %c0_i32 = arith.constant 0 : i32
    %c15_i32 = arith.constant 15 : i32
    affine.for %arg3 = 0 to 64 {
      %0 = affine.for %arg4 = 0 to 5 iter_args(%arg5 = %c0_i32) -> (i32) {
        %2 = affine.load %arg0[%arg3 * 2 - %arg4 + 4] : memref<132xi16>
        %3 = affine.load %arg1[%arg4] : memref<5xi16>
        %4 = arith.extsi %2 : i16 to i32
        %5 = arith.extsi %3 : i16 to i32
        %6 = arith.muli %4, %5 : i32
        %7 = arith.addi %arg5, %6 : i32
        affine.yield %7 : i32
      }
      %1 = arith.shrsi %0, %c15_i32 : i32
      affine.store %1, %arg2[%arg3] : memref<64xi32>
    }
    return
  }
}

// Polygeist shape: a producer-consumer chain whose nests have different
// shapes (C written as three loops): tmp[i][k] = A[i][k] * s for an 8x16
// block, D[i][j] = sum_k tmp[i][k] * B[k][j] (8x4, reduction innermost
// through a scalar alloca), and a row maximum over D (8), with the
// intermediate as a function-local alloc.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @chain(%arg0: memref<8x16xf32>, %arg1: memref<16x4xf32>, %arg2: memref<8x4xf32>, %arg3: memref<8xf32>, %arg4: f32) attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %alloc = memref.alloc() : memref<8x16xf32>
    %alloca = memref.alloca() : memref<1xf32>
    affine.for %arg5 = 0 to 8 {
      affine.for %arg6 = 0 to 16 {
        %0 = affine.load %arg0[%arg5, %arg6] : memref<8x16xf32>
        %1 = arith.mulf %0, %arg4 : f32
        affine.store %1, %alloc[%arg5, %arg6] : memref<8x16xf32>
      }
    }
    affine.for %arg5 = 0 to 8 {
      affine.for %arg6 = 0 to 4 {
        affine.store %cst, %alloca[0] : memref<1xf32>
        affine.for %arg7 = 0 to 16 {
          %1 = affine.load %alloc[%arg5, %arg7] : memref<8x16xf32>
          %2 = affine.load %arg1[%arg7, %arg6] : memref<16x4xf32>
          %3 = arith.mulf %1, %2 : f32
          %4 = affine.load %alloca[0] : memref<1xf32>
          %5 = arith.addf %4, %3 : f32
          affine.store %5, %alloca[0] : memref<1xf32>
        }
        %0 = affine.load %alloca[0] : memref<1xf32>
        affine.store %0, %arg2[%arg5, %arg6] : memref<8x4xf32>
      }
    }
    affine.for %arg5 = 0 to 8 {
      %0 = affine.for %arg6 = 0 to 4 iter_args(%arg7 = %cst_0) -> (f32) {
        %1 = affine.load %arg2[%arg5, %arg6] : memref<8x4xf32>
        %2 = arith.maximumf %arg7, %1 : f32
        affine.yield %2 : f32
      }
      affine.store %0, %arg3[%arg5] : memref<8xf32>
    }
    memref.dealloc %alloc : memref<8x16xf32>
    return
  }
}

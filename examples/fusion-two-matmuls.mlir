// Two batched matrix products in a row: C = A x B, then E += C x D.
// `affine-opt examples/fusion-two-matmuls.mlir -affine-loop-fusion --fusion-report`
// fuses the first product into the second at the depth the cost model
// picks and explains each step (see README.md).
func.func @two_matmuls(%A: memref<8x128x384xf32>, %B: memref<8x384x512xf32>, %C: memref<8x128x512xf32>,
                       %D: memref<8x512x64xf32>, %E: memref<8x128x64xf32>) {
  affine.for %b = 0 to 8 {
    affine.for %i = 0 to 128 {
      affine.for %j = 0 to 512 {
        affine.for %k = 0 to 384 {
          %a = affine.load %A[%b, %i, %k] : memref<8x128x384xf32>
          %x = affine.load %B[%b, %k, %j] : memref<8x384x512xf32>
          %c = affine.load %C[%b, %i, %j] : memref<8x128x512xf32>
          %p = arith.mulf %a, %x : f32
          %s = arith.addf %c, %p : f32
          affine.store %s, %C[%b, %i, %j] : memref<8x128x512xf32>
        }
      }
    }
  }
  affine.for %b = 0 to 8 {
    affine.for %i = 0 to 128 {
      affine.for %j = 0 to 64 {
        affine.for %k = 0 to 512 {
          %c = affine.load %C[%b, %i, %k] : memref<8x128x512xf32>
          %d = affine.load %D[%b, %k, %j] : memref<8x512x64xf32>
          %e = affine.load %E[%b, %i, %j] : memref<8x128x64xf32>
          %p = arith.mulf %c, %d : f32
          %s = arith.addf %e, %p : f32
          affine.store %s, %E[%b, %i, %j] : memref<8x128x64xf32>
        }
      }
    }
  }
  return
}

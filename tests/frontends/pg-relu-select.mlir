// Polygeist shape: `out[i][j] = in[i][j] > 0 ? in[i][j] : alpha * in[i][j]`
// (leaky ReLU) becomes arith.cmpf + arith.select; constant sizes.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @leaky_relu(%arg0: memref<16x24xf32>, %arg1: memref<16x24xf32>, %arg2: f32) attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 0.000000e+00 : f32
    affine.for %arg3 = 0 to 16 {
      affine.for %arg4 = 0 to 24 {
        %0 = affine.load %arg0[%arg3, %arg4] : memref<16x24xf32>
        %1 = arith.cmpf ogt, %0, %cst : f32
        %2 = arith.mulf %arg2, %0 : f32
        %3 = arith.select %1, %0, %2 : f32
        affine.store %3, %arg1[%arg3, %arg4] : memref<16x24xf32>
      }
    }
    return
  }
}

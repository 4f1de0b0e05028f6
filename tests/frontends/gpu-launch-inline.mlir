// -convert-affine-for-to-gpu shape: an inline gpu.launch whose body holds the
// mapped loop's iteration (block and thread ids as indices) and an inner
// sequential affine.for; index arithmetic with affine.apply on the ids.
#map = affine_map<(d0, d1) -> (d0 * 32 + d1)>
module {
  func.func @rowsum(%arg0: memref<128x64xf32>, %arg1: memref<128xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %cst = arith.constant 0.000000e+00 : f32
    gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %c4, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c32, %arg12 = %c1, %arg13 = %c1) {
      %0 = affine.apply #map(%arg2, %arg5)
      %1 = affine.for %arg14 = 0 to 64 iter_args(%arg15 = %cst) -> (f32) {
        %2 = memref.load %arg0[%0, %arg14] : memref<128x64xf32>
        %3 = arith.addf %arg15, %2 : f32
        affine.yield %3 : f32
      }
      memref.store %1, %arg1[%0] : memref<128xf32>
      gpu.terminator
    }
    return
  }
}

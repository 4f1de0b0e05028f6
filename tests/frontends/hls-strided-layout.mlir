// ScaleHLS shape: sub-arrays passed with a strided layout (an offset row
// view of a larger buffer) and a padded affine_map layout; saturating
// arith.select and math.absf in a pipelined loop (sum of absolute differences).
#layout = affine_map<(d0, d1) -> (d0 * 20 + d1)>
module {
  func.func @sad(%arg0: memref<8x16xf32, strided<[32, 1], offset: 64>>, %arg1: memref<8x16xf32, #layout>, %arg2: memref<8xf32>) attributes {hls.top_func} {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+02 : f32
    affine.for %arg3 = 0 to 8 {
      %0 = affine.for %arg4 = 0 to 16 iter_args(%arg5 = %cst) -> (f32) {
        %3 = affine.load %arg0[%arg3, %arg4] : memref<8x16xf32, strided<[32, 1], offset: 64>>
        %4 = affine.load %arg1[%arg3, %arg4] : memref<8x16xf32, #layout>
        %5 = arith.subf %3, %4 : f32
        %6 = math.absf %5 : f32
        %7 = arith.addf %arg5, %6 : f32
        affine.yield %7 : f32
      } {hls.pipeline, hls.ii = 2 : i64}
      %1 = arith.cmpf olt, %0, %cst_0 : f32
      %2 = arith.select %1, %0, %cst_0 : f32
      affine.store %2, %arg2[%arg3] : memref<8xf32>
    }
    return
  }
}

// ScaleHLS shape: an array cyclically partitioned by 4 (`#pragma HLS
// array_partition cyclic factor=4`) expressed as a layout map (d0 mod 4,
// d0 floordiv 4), the consumer loop unrolled by 4 by hand into four
// accesses per iteration with step 4, hls.* attributes on the loops.
#map = affine_map<(d0) -> (d0 mod 4, d0 floordiv 4)>
module {
  func.func @vadd_partitioned(%arg0: memref<64xf32, #map>, %arg1: memref<64xf32, #map>, %arg2: memref<64xf32, #map>) attributes {hls.top_func} {
    affine.for %arg3 = 0 to 64 step 4 {
      %0 = affine.load %arg0[%arg3] : memref<64xf32, #map>
      %1 = affine.load %arg1[%arg3] : memref<64xf32, #map>
      %2 = arith.addf %0, %1 : f32
      affine.store %2, %arg2[%arg3] : memref<64xf32, #map>
      %3 = affine.load %arg0[%arg3 + 1] : memref<64xf32, #map>
      %4 = affine.load %arg1[%arg3 + 1] : memref<64xf32, #map>
      %5 = arith.addf %3, %4 : f32
      affine.store %5, %arg2[%arg3 + 1] : memref<64xf32, #map>
      %6 = affine.load %arg0[%arg3 + 2] : memref<64xf32, #map>
      %7 = affine.load %arg1[%arg3 + 2] : memref<64xf32, #map>
      %8 = arith.addf %6, %7 : f32
      affine.store %8, %arg2[%arg3 + 2] : memref<64xf32, #map>
      %9 = affine.load %arg0[%arg3 + 3] : memref<64xf32, #map>
      %10 = affine.load %arg1[%arg3 + 3] : memref<64xf32, #map>
      %11 = arith.addf %9, %10 : f32
      affine.store %11, %arg2[%arg3 + 3] : memref<64xf32, #map>
    } {hls.pipeline, hls.ii = 1 : i64, hls.unroll_factor = 4 : i64}
    return
  }
}

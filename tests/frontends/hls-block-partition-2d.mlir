// ScaleHLS shape: a GEMM whose operands are block-partitioned on one
// dimension and cyclic on the other (layout maps with four results:
// bank indices then in-bank offsets), a reduction loop with iter_args
// moved innermost and pipelined, and an accumulate into C.
#map = affine_map<(d0, d1) -> (d0 floordiv 8, d1 mod 2, d0 mod 8, d1 floordiv 2)>
#map1 = affine_map<(d0, d1) -> (d0 mod 2, d1 floordiv 8, d0 floordiv 2, d1 mod 8)>
module {
  func.func @gemm_partitioned(%arg0: memref<16x16xf32, #map>, %arg1: memref<16x16xf32, #map1>, %arg2: memref<16x16xf32>) attributes {hls.top_func} {
    affine.for %arg3 = 0 to 16 {
      affine.for %arg4 = 0 to 16 {
        %0 = affine.load %arg2[%arg3, %arg4] : memref<16x16xf32>
        %1 = affine.for %arg5 = 0 to 16 iter_args(%arg6 = %0) -> (f32) {
          %2 = affine.load %arg0[%arg3, %arg5] : memref<16x16xf32, #map>
          %3 = affine.load %arg1[%arg5, %arg4] : memref<16x16xf32, #map1>
          %4 = arith.mulf %2, %3 : f32
          %5 = arith.addf %arg6, %4 : f32
          affine.yield %5 : f32
        } {hls.pipeline, hls.ii = 1 : i64}
        affine.store %1, %arg2[%arg3, %arg4] : memref<16x16xf32>
      }
    }
    return
  }
}

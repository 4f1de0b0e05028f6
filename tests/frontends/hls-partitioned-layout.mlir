// ScaleHLS shape after array partitioning: buffers whose layout map splits an
// index into (bank, offset) (cyclic partition by 4 and block partition by 2),
// memory space 1, accessed by a pipelined vector-add with an unrolled inner loop.
#cyclic = affine_map<(d0) -> (d0 mod 4, d0 floordiv 4)>
#block = affine_map<(d0, d1) -> (d0 floordiv 8, d1, d0 mod 8)>
module {
  func.func @vadd(%arg0: memref<64xf32, #cyclic, 1>, %arg1: memref<64xf32, #cyclic, 1>, %arg2: memref<16x4xf32, #block, 1>) attributes {hls.top_func} {
    affine.for %arg3 = 0 to 16 {
      affine.for %arg4 = 0 to 4 {
        %0 = affine.load %arg0[%arg3 * 4 + %arg4] : memref<64xf32, #cyclic, 1>
        %1 = affine.load %arg1[%arg3 * 4 + %arg4] : memref<64xf32, #cyclic, 1>
        %2 = arith.addf %0, %1 : f32
        affine.store %2, %arg2[%arg3, %arg4] : memref<16x4xf32, #block, 1>
      } {hls.unroll}
    } {hls.pipeline, hls.ii = 1 : i64}
    return
  }
}

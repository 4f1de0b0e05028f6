// ScaleHLS shape after loop tiling and parallelization: affine.parallel over
// 2-D tiles (processing elements) with an inner pipelined affine.for
// accumulating a dot product per output, a tile-local accumulator buffer,
// and hls.* attributes on the parallel op.
module {
  func.func @matvec_pe(%arg0: memref<32x32xf32>, %arg1: memref<32xf32>, %arg2: memref<32xf32>) attributes {hls.top_func} {
    %cst = arith.constant 0.000000e+00 : f32
    affine.parallel (%arg3) = (0) to (32) step (8) {
      %alloc = memref.alloc() {hls.partition = "complete"} : memref<8xf32, 1>
      affine.for %arg4 = 0 to 8 {
        affine.store %cst, %alloc[%arg4] : memref<8xf32, 1>
      } {hls.unroll}
      affine.for %arg4 = 0 to 32 {
        %0 = affine.load %arg1[%arg4] : memref<32xf32>
        affine.for %arg5 = 0 to 8 {
          %1 = affine.load %arg0[%arg3 + %arg5, %arg4] : memref<32x32xf32>
          %2 = arith.mulf %1, %0 : f32
          %3 = affine.load %alloc[%arg5] : memref<8xf32, 1>
          %4 = arith.addf %3, %2 : f32
          affine.store %4, %alloc[%arg5] : memref<8xf32, 1>
        } {hls.unroll}
      } {hls.pipeline, hls.ii = 1 : i64}
      affine.for %arg4 = 0 to 8 {
        %0 = affine.load %alloc[%arg4] : memref<8xf32, 1>
        affine.store %0, %arg2[%arg3 + %arg4] : memref<32xf32>
      }
      memref.dealloc %alloc : memref<8xf32, 1>
    } {hls.pe = 4 : i64}
    return
  }
}

// ScaleHLS / Vitis shape: a GEMM top function after loop-directive insertion:
// the innermost affine.for carries pipeline and II discardable attributes,
// arrays in on-chip memory space 1, the function marked as the top.
module {
  func.func @gemm(%arg0: f32, %arg1: memref<16x16xf32, 1>, %arg2: memref<16x16xf32, 1>, %arg3: memref<16x16xf32, 1>) attributes {hls.top_func, hls.func_directive = {pipeline = false, dataflow = false}} {
    affine.for %arg4 = 0 to 16 {
      affine.for %arg5 = 0 to 16 {
        affine.for %arg6 = 0 to 16 {
          %0 = affine.load %arg2[%arg4, %arg6] : memref<16x16xf32, 1>
          %1 = affine.load %arg3[%arg6, %arg5] : memref<16x16xf32, 1>
          %2 = arith.mulf %0, %1 : f32
          %3 = arith.mulf %arg0, %2 : f32
          %4 = affine.load %arg1[%arg4, %arg5] : memref<16x16xf32, 1>
          %5 = arith.addf %4, %3 : f32
          affine.store %5, %arg1[%arg4, %arg5] : memref<16x16xf32, 1>
        } {hls.pipeline, hls.ii = 1 : i64, hls.loop_name = "k"}
      } {hls.loop_name = "j", hls.flatten = false}
    } {hls.loop_name = "i"}
    return
  }
}

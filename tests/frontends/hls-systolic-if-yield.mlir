// ScaleHLS shape: a 1-D systolic accumulation where the processing element's
// choice is an affine.if that yields a value (first PE loads the input,
// others take the neighbour's register); registers as a partitioned alloca.
#set = affine_set<(d0) : (d0 == 0)>
module {
  func.func @systolic(%arg0: memref<32xf32>, %arg1: memref<4xf32>, %arg2: memref<32xf32>) attributes {hls.top_func} {
    %cst = arith.constant 0.000000e+00 : f32
    %alloca = memref.alloca() {hls.partition = "complete"} : memref<4xf32>
    affine.for %arg3 = 0 to 4 {
      affine.store %cst, %alloca[%arg3] : memref<4xf32>
    } {hls.unroll}
    affine.for %arg3 = 0 to 32 {
      %0 = affine.for %arg4 = 0 to 4 iter_args(%arg5 = %cst) -> (f32) {
        %1 = affine.if #set(%arg4) -> f32 {
          %5 = affine.load %arg0[%arg3] : memref<32xf32>
          affine.yield %5 : f32
        } else {
          %5 = affine.load %alloca[%arg4 - 1] : memref<4xf32>
          affine.yield %5 : f32
        }
        %2 = affine.load %arg1[%arg4] : memref<4xf32>
        %3 = arith.mulf %1, %2 : f32
        %4 = arith.addf %arg5, %3 : f32
        affine.yield %4 : f32
      } {hls.unroll}
      affine.for %arg4 = 0 to 3 {
        %1 = affine.load %alloca[-%arg4 + 2] : memref<4xf32>
        affine.store %1, %alloca[-%arg4 + 3] : memref<4xf32>
      } {hls.unroll}
      %2 = affine.load %arg0[%arg3] : memref<32xf32>
      affine.store %2, %alloca[0] : memref<4xf32>
      affine.store %0, %arg2[%arg3] : memref<32xf32>
    } {hls.pipeline, hls.ii = 1 : i64}
    return
  }
}

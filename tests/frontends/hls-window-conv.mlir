// Vitis HLS shape: a 3x3 convolution over a streamed image with a line
// buffer (2 rows) and a 3x3 window register array, both on-chip
// (memory space 1) and fully partitioned (hls.partition); the window shifts
// left each column and takes a new column from the line buffer.
#set = affine_set<(d0, d1) : (d0 - 2 >= 0, d1 - 2 >= 0)>
module {
  func.func @conv3x3(%arg0: memref<16x16xf32>, %arg1: memref<3x3xf32>, %arg2: memref<14x14xf32>) attributes {hls.top_func} {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {hls.partition = "complete", hls.dim = 1 : i64} : memref<2x16xf32, 1>
    %alloc_0 = memref.alloc() {hls.partition = "complete"} : memref<3x3xf32, 1>
    affine.for %arg3 = 0 to 16 {
      affine.for %arg4 = 0 to 16 {
        %0 = affine.load %arg0[%arg3, %arg4] : memref<16x16xf32>
        %1 = affine.load %alloc[0, %arg4] : memref<2x16xf32, 1>
        %2 = affine.load %alloc[1, %arg4] : memref<2x16xf32, 1>
        affine.store %2, %alloc[0, %arg4] : memref<2x16xf32, 1>
        affine.store %0, %alloc[1, %arg4] : memref<2x16xf32, 1>
        affine.for %arg5 = 0 to 3 {
          %6 = affine.load %alloc_0[%arg5, 1] : memref<3x3xf32, 1>
          affine.store %6, %alloc_0[%arg5, 0] : memref<3x3xf32, 1>
          %7 = affine.load %alloc_0[%arg5, 2] : memref<3x3xf32, 1>
          affine.store %7, %alloc_0[%arg5, 1] : memref<3x3xf32, 1>
        } {hls.unroll}
        affine.store %1, %alloc_0[0, 2] : memref<3x3xf32, 1>
        affine.store %2, %alloc_0[1, 2] : memref<3x3xf32, 1>
        affine.store %0, %alloc_0[2, 2] : memref<3x3xf32, 1>
        affine.if #set(%arg3, %arg4) {
          %3 = affine.for %arg5 = 0 to 3 iter_args(%arg6 = %cst) -> (f32) {
            %5 = affine.for %arg7 = 0 to 3 iter_args(%arg8 = %arg6) -> (f32) {
              %6 = affine.load %alloc_0[%arg5, %arg7] : memref<3x3xf32, 1>
              %7 = affine.load %arg1[%arg5, %arg7] : memref<3x3xf32>
              %8 = arith.mulf %6, %7 : f32
              %9 = arith.addf %arg8, %8 : f32
              affine.yield %9 : f32
            } {hls.unroll}
            affine.yield %5 : f32
          } {hls.unroll}
          affine.store %3, %arg2[%arg3 - 2, %arg4 - 2] : memref<14x14xf32>
        }
      } {hls.pipeline, hls.ii = 1 : i64}
    }
    memref.dealloc %alloc_0 : memref<3x3xf32, 1>
    memref.dealloc %alloc : memref<2x16xf32, 1>
    return
  }
}

// HLS stencil shape: a 1-D heat equation with a time loop, ping-pong buffers
// on chip (memory space 1) copied in and out, boundary elements kept by
// affine.if guards in the update loop, and pipelining attributes.
#set = affine_set<(d0) : (d0 - 1 >= 0, -d0 + 62 >= 0)>
module {
  func.func @heat1d(%arg0: memref<64xf32>, %arg1: memref<64xf32>) attributes {hls.top_func} {
    %cst = arith.constant 2.500000e-01 : f32
    %cst_0 = arith.constant 5.000000e-01 : f32
    %alloc = memref.alloc() : memref<64xf32, 1>
    %alloc_1 = memref.alloc() : memref<64xf32, 1>
    affine.for %arg2 = 0 to 64 {
      %0 = affine.load %arg0[%arg2] : memref<64xf32>
      affine.store %0, %alloc[%arg2] : memref<64xf32, 1>
    } {hls.pipeline}
    affine.for %arg2 = 0 to 4 {
      affine.for %arg3 = 0 to 64 {
        %0 = affine.load %alloc[%arg3] : memref<64xf32, 1>
        affine.if #set(%arg3) {
          %1 = affine.load %alloc[%arg3 - 1] : memref<64xf32, 1>
          %2 = affine.load %alloc[%arg3 + 1] : memref<64xf32, 1>
          %3 = arith.addf %1, %2 : f32
          %4 = arith.mulf %3, %cst : f32
          %5 = arith.mulf %0, %cst_0 : f32
          %6 = arith.addf %4, %5 : f32
          affine.store %6, %alloc_1[%arg3] : memref<64xf32, 1>
        } else {
          affine.store %0, %alloc_1[%arg3] : memref<64xf32, 1>
        }
      } {hls.pipeline, hls.ii = 1 : i64}
      affine.for %arg3 = 0 to 64 {
        %0 = affine.load %alloc_1[%arg3] : memref<64xf32, 1>
        affine.store %0, %alloc[%arg3] : memref<64xf32, 1>
      } {hls.pipeline, hls.ii = 1 : i64}
    }
    affine.for %arg2 = 0 to 64 {
      %0 = affine.load %alloc[%arg2] : memref<64xf32, 1>
      affine.store %0, %arg1[%arg2] : memref<64xf32>
    } {hls.pipeline}
    memref.dealloc %alloc_1 : memref<64xf32, 1>
    memref.dealloc %alloc : memref<64xf32, 1>
    return
  }
}

// ScaleHLS dataflow shape after function splitting: a top function marked
// hls.dataflow calling three stage functions (hls.stage) through func.call,
// with ping-pong intermediate buffers (memref.alloc in memory space 1)
// between them; each stage is a pipelined affine nest.
module {
  func.func @stage_scale(%arg0: memref<8x8xf32>, %arg1: memref<8x8xf32, 1>) attributes {hls.stage} {
    %cst = arith.constant 1.250000e-01 : f32
    affine.for %arg2 = 0 to 8 {
      affine.for %arg3 = 0 to 8 {
        %0 = affine.load %arg0[%arg2, %arg3] : memref<8x8xf32>
        %1 = arith.mulf %0, %cst : f32
        affine.store %1, %arg1[%arg2, %arg3] : memref<8x8xf32, 1>
      } {hls.pipeline, hls.ii = 1 : i64}
    }
    return
  }
  func.func @stage_rowsum(%arg0: memref<8x8xf32, 1>, %arg1: memref<8xf32, 1>) attributes {hls.stage} {
    %cst = arith.constant 0.000000e+00 : f32
    affine.for %arg2 = 0 to 8 {
      %0 = affine.for %arg3 = 0 to 8 iter_args(%arg4 = %cst) -> (f32) {
        %1 = affine.load %arg0[%arg2, %arg3] : memref<8x8xf32, 1>
        %2 = arith.addf %arg4, %1 : f32
        affine.yield %2 : f32
      } {hls.pipeline, hls.ii = 1 : i64}
      affine.store %0, %arg1[%arg2] : memref<8xf32, 1>
    }
    return
  }
  func.func @stage_normalize(%arg0: memref<8x8xf32, 1>, %arg1: memref<8xf32, 1>, %arg2: memref<8x8xf32>) attributes {hls.stage} {
    affine.for %arg3 = 0 to 8 {
      %0 = affine.load %arg1[%arg3] : memref<8xf32, 1>
      affine.for %arg4 = 0 to 8 {
        %1 = affine.load %arg0[%arg3, %arg4] : memref<8x8xf32, 1>
        %2 = arith.divf %1, %0 : f32
        affine.store %2, %arg2[%arg3, %arg4] : memref<8x8xf32>
      } {hls.pipeline, hls.ii = 1 : i64}
    }
    return
  }
  func.func @top(%arg0: memref<8x8xf32>, %arg1: memref<8x8xf32>) attributes {hls.top_func, hls.dataflow} {
    %alloc = memref.alloc() {hls.buffer_depth = 2 : i64} : memref<8x8xf32, 1>
    %alloc_0 = memref.alloc() {hls.buffer_depth = 2 : i64} : memref<8xf32, 1>
    call @stage_scale(%arg0, %alloc) : (memref<8x8xf32>, memref<8x8xf32, 1>) -> ()
    call @stage_rowsum(%alloc, %alloc_0) : (memref<8x8xf32, 1>, memref<8xf32, 1>) -> ()
    call @stage_normalize(%alloc, %alloc_0, %arg1) : (memref<8x8xf32, 1>, memref<8xf32, 1>, memref<8x8xf32>) -> ()
    memref.dealloc %alloc_0 : memref<8xf32, 1>
    memref.dealloc %alloc : memref<8x8xf32, 1>
    return
  }
}

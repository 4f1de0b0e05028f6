// Vitis HLS dataflow shape: three stages (load, compute, store) connected by
// local buffers (memref.alloc with a memory space), the function marked
// dataflow; the compute stage uses math.sqrt and an affine.if on parity.
#set = affine_set<(d0) : (d0 mod 2 == 0)>
module {
  func.func @stages(%arg0: memref<128xf32>, %arg1: memref<128xf32>) attributes {hls.top_func, hls.dataflow} {
    %cst = arith.constant 5.000000e-01 : f32
    %alloc = memref.alloc() {hls.stream_depth = 2 : i64} : memref<128xf32, 1>
    %alloc_0 = memref.alloc() : memref<128xf32, 1>
    affine.for %arg2 = 0 to 128 {
      %0 = affine.load %arg0[%arg2] : memref<128xf32>
      affine.store %0, %alloc[%arg2] : memref<128xf32, 1>
    } {hls.pipeline, hls.stage = "load"}
    affine.for %arg2 = 0 to 128 {
      %0 = affine.load %alloc[%arg2] : memref<128xf32, 1>
      %1 = math.absf %0 : f32
      %2 = math.sqrt %1 : f32
      affine.if #set(%arg2) {
        affine.store %2, %alloc_0[%arg2] : memref<128xf32, 1>
      } else {
        %3 = arith.mulf %2, %cst : f32
        affine.store %3, %alloc_0[%arg2] : memref<128xf32, 1>
      }
    } {hls.pipeline, hls.stage = "compute"}
    affine.for %arg2 = 0 to 128 {
      %0 = affine.load %alloc_0[%arg2] : memref<128xf32, 1>
      affine.store %0, %arg1[%arg2] : memref<128xf32>
    } {hls.pipeline, hls.stage = "store"}
    memref.dealloc %alloc_0 : memref<128xf32, 1>
    memref.dealloc %alloc : memref<128xf32, 1>
    return
  }
}

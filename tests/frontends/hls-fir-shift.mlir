// Vitis HLS shape: a FIR filter with a shift register: the shift loop runs
// backwards through affine.apply, the first tap is guarded by affine.if,
// taps are i16 with i32 accumulation; the sample loop is pipelined.
#map = affine_map<(d0) -> (-d0 + 7)>
#set = affine_set<(d0) : (d0 - 7 == 0)>
module {
  func.func @fir(%arg0: memref<64xi16>, %arg1: memref<64xi32>, %arg2: memref<8xi16>) attributes {hls.top_func} {
    %c0_i32 = arith.constant 0 : i32
    %alloca = memref.alloca() {hls.array_partition = "complete"} : memref<8xi16>
    affine.for %arg3 = 0 to 8 {
      %c0_i16 = arith.constant 0 : i16
      affine.store %c0_i16, %alloca[%arg3] : memref<8xi16>
    }
    affine.for %arg3 = 0 to 64 {
      %0 = affine.load %arg0[%arg3] : memref<64xi16>
      %1 = affine.for %arg4 = 0 to 8 iter_args(%arg5 = %c0_i32) -> (i32) {
        %2 = affine.apply #map(%arg4)
        affine.if #set(%arg4) {
          affine.store %0, %alloca[0] : memref<8xi16>
        } else {
          %8 = affine.load %alloca[-%arg4 + 6] : memref<8xi16>
          affine.store %8, %alloca[%2] : memref<8xi16>
        }
        %3 = affine.load %alloca[%2] : memref<8xi16>
        %4 = affine.load %arg2[%2] : memref<8xi16>
        %5 = arith.extsi %3 : i16 to i32
        %6 = arith.extsi %4 : i16 to i32
        %7 = arith.muli %5, %6 : i32
        %9 = arith.addi %arg5, %7 : i32
        affine.yield %9 : i32
      } {hls.unroll}
      affine.store %1, %arg1[%arg3] : memref<64xi32>
    } {hls.pipeline, hls.ii = 1 : i64}
    return
  }
}

// Vitis HLS shape: a vertical-then-horizontal 3-tap filter over a streamed
// 16x20 image with a circular line buffer of three rows indexed by `row mod
// 3` (the row being written and the two before it in rotation), the
// horizontal taps taken from the line buffer at column offsets, the first
// two rows only filling the buffer (affine.if on the row), and the output
// row `i - 2` written from the rotated rows.
#set = affine_set<(d0) : (d0 - 2 >= 0)>
module {
  func.func @filter(%arg0: memref<16x20xi16>, %arg1: memref<14x18xi32>) attributes {hls.top_func, hls.func_directive = {pipeline = false, dataflow = false}} {
    %c2_i32 = arith.constant 2 : i32
    %alloc = memref.alloc() {hls.partition = "complete dim=1"} : memref<3x20xi16, 1>
    affine.for %arg2 = 0 to 16 {
      affine.for %arg3 = 0 to 20 {
        %0 = affine.load %arg0[%arg2, %arg3] : memref<16x20xi16>
        affine.store %0, %alloc[%arg2 mod 3, %arg3] : memref<3x20xi16, 1>
      } {hls.pipeline = 1 : i64}
      affine.if #set(%arg2) {
        affine.for %arg3 = 0 to 18 {
          %0 = affine.load %alloc[(%arg2 + 1) mod 3, %arg3 + 1] : memref<3x20xi16, 1>
          %1 = affine.load %alloc[(%arg2 + 2) mod 3, %arg3 + 1] : memref<3x20xi16, 1>
          %2 = affine.load %alloc[%arg2 mod 3, %arg3 + 1] : memref<3x20xi16, 1>
          %3 = affine.load %alloc[(%arg2 + 2) mod 3, %arg3] : memref<3x20xi16, 1>
          %4 = affine.load %alloc[(%arg2 + 2) mod 3, %arg3 + 2] : memref<3x20xi16, 1>
          %5 = arith.extsi %0 : i16 to i32
          %6 = arith.extsi %1 : i16 to i32
          %7 = arith.extsi %2 : i16 to i32
          %8 = arith.extsi %3 : i16 to i32
          %9 = arith.extsi %4 : i16 to i32
          %10 = arith.muli %6, %c2_i32 : i32
          %11 = arith.addi %5, %10 : i32
          %12 = arith.addi %11, %7 : i32
          %13 = arith.addi %12, %8 : i32
          %14 = arith.addi %13, %9 : i32
          affine.store %14, %arg1[%arg2 - 2, %arg3] : memref<14x18xi32>
        } {hls.pipeline = 1 : i64}
      }
    }
    memref.dealloc %alloc : memref<3x20xi16, 1>
    return
  }
}

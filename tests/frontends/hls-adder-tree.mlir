// Vitis HLS shape: a dot product of 32 lanes reduced by a balanced adder
// tree: the products stored into a completely partitioned register array,
// then the tree written as one affine.for per level (16, 8, 4, 2, 1 adds)
// reading [2 * i] and [2 * i + 1] of the previous level's array, the last
// two partial sums added outside a loop; the loop over 8 rows is pipelined.
module {
  func.func @dot_tree(%arg0: memref<8x32xi32>, %arg1: memref<32xi32>, %arg2: memref<8xi32>) attributes {hls.top_func, hls.func_directive = {pipeline = false, dataflow = false}} {
    %alloca = memref.alloca() {hls.partition = "complete"} : memref<32xi32, 1>
    %alloca_0 = memref.alloca() {hls.partition = "complete"} : memref<16xi32, 1>
    %alloca_1 = memref.alloca() {hls.partition = "complete"} : memref<8xi32, 1>
    %alloca_2 = memref.alloca() {hls.partition = "complete"} : memref<4xi32, 1>
    %alloca_3 = memref.alloca() {hls.partition = "complete"} : memref<2xi32, 1>
    affine.for %arg3 = 0 to 8 {
      affine.for %arg4 = 0 to 32 {
        %1 = affine.load %arg0[%arg3, %arg4] : memref<8x32xi32>
        %2 = affine.load %arg1[%arg4] : memref<32xi32>
        %3 = arith.muli %1, %2 : i32
        affine.store %3, %alloca[%arg4] : memref<32xi32, 1>
      } {hls.unroll = 0 : i64}
      affine.for %arg4 = 0 to 16 {
        %1 = affine.load %alloca[%arg4 * 2] : memref<32xi32, 1>
        %2 = affine.load %alloca[%arg4 * 2 + 1] : memref<32xi32, 1>
        %3 = arith.addi %1, %2 : i32
        affine.store %3, %alloca_0[%arg4] : memref<16xi32, 1>
      } {hls.unroll = 0 : i64}
      affine.for %arg4 = 0 to 8 {
        %1 = affine.load %alloca_0[%arg4 * 2] : memref<16xi32, 1>
        %2 = affine.load %alloca_0[%arg4 * 2 + 1] : memref<16xi32, 1>
        %3 = arith.addi %1, %2 : i32
        affine.store %3, %alloca_1[%arg4] : memref<8xi32, 1>
      } {hls.unroll = 0 : i64}
      affine.for %arg4 = 0 to 4 {
        %1 = affine.load %alloca_1[%arg4 * 2] : memref<8xi32, 1>
        %2 = affine.load %alloca_1[%arg4 * 2 + 1] : memref<8xi32, 1>
        %3 = arith.addi %1, %2 : i32
        affine.store %3, %alloca_2[%arg4] : memref<4xi32, 1>
      } {hls.unroll = 0 : i64}
      affine.for %arg4 = 0 to 2 {
        %1 = affine.load %alloca_2[%arg4 * 2] : memref<4xi32, 1>
        %2 = affine.load %alloca_2[%arg4 * 2 + 1] : memref<4xi32, 1>
        %3 = arith.addi %1, %2 : i32
        affine.store %3, %alloca_3[%arg4] : memref<2xi32, 1>
      } {hls.unroll = 0 : i64}
      %0 = affine.load %alloca_3[0] : memref<2xi32, 1>
      %4 = affine.load %alloca_3[1] : memref<2xi32, 1>
      %5 = arith.addi %0, %4 : i32
      affine.store %5, %arg2[%arg3] : memref<8xi32>
    } {hls.pipeline = 1 : i64}
    return
  }
}

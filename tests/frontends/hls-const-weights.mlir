// Vitis HLS shape: constant weights as a memref.global "private" constant in
// a ROM (memory space 3) read by a pipelined dense layer with i8 inputs, i32
// accumulation and a requantizing shift; an affine.if skips the bias on padding rows.
#set = affine_set<(d0) : (-d0 + 9 >= 0)>
module {
  memref.global "private" constant @weights : memref<12x16xi8, 3> = dense<3>
  memref.global "private" constant @bias : memref<12xi32, 3> = dense<[1, -2, 3, -4, 5, -6, 7, -8, 9, -10, 11, -12]>
  func.func @dense(%arg0: memref<16xi8>, %arg1: memref<12xi8>) attributes {hls.top_func} {
    %c0_i32 = arith.constant 0 : i32
    %c4_i32 = arith.constant 4 : i32
    %0 = memref.get_global @weights : memref<12x16xi8, 3>
    %1 = memref.get_global @bias : memref<12xi32, 3>
    affine.for %arg2 = 0 to 12 {
      %2 = affine.for %arg3 = 0 to 16 iter_args(%arg4 = %c0_i32) -> (i32) {
        %5 = affine.load %0[%arg2, %arg3] : memref<12x16xi8, 3>
        %6 = affine.load %arg0[%arg3] : memref<16xi8>
        %7 = arith.extsi %5 : i8 to i32
        %8 = arith.extsi %6 : i8 to i32
        %9 = arith.muli %7, %8 : i32
        %10 = arith.addi %arg4, %9 : i32
        affine.yield %10 : i32
      } {hls.pipeline, hls.ii = 1 : i64}
      %3 = affine.if #set(%arg2) -> i32 {
        %5 = affine.load %1[%arg2] : memref<12xi32, 3>
        %6 = arith.addi %2, %5 : i32
        affine.yield %6 : i32
      } else {
        affine.yield %2 : i32
      }
      %4 = arith.shrsi %3, %c4_i32 : i32
      %7 = arith.trunci %4 : i32 to i8
      affine.store %7, %arg1[%arg2] : memref<12xi8>
    }
    return
  }
}

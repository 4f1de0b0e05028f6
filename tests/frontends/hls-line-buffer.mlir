// ScaleHLS shape: a 3x3 box filter with border guards: affine.if on the
// (row, col) pair selects interior pixels, borders copy the input; u8 pixels
// widened to i32 and divided back; buffers in memory space 2 (BRAM).
#set = affine_set<(d0, d1) : (d0 - 1 >= 0, -d0 + 14 >= 0, d1 - 1 >= 0, -d1 + 14 >= 0)>
module {
  func.func @box3(%arg0: memref<16x16xi8, 2>, %arg1: memref<16x16xi8, 2>) attributes {hls.top_func} {
    %c9_i32 = arith.constant 9 : i32
    affine.for %arg2 = 0 to 16 {
      affine.for %arg3 = 0 to 16 {
        affine.if #set(%arg2, %arg3) {
          %c0_i32 = arith.constant 0 : i32
          %0 = affine.for %arg4 = -1 to 2 iter_args(%arg5 = %c0_i32) -> (i32) {
            %3 = affine.for %arg6 = -1 to 2 iter_args(%arg7 = %arg5) -> (i32) {
              %4 = affine.load %arg0[%arg2 + %arg4, %arg3 + %arg6] : memref<16x16xi8, 2>
              %5 = arith.extui %4 : i8 to i32
              %6 = arith.addi %arg7, %5 : i32
              affine.yield %6 : i32
            }
            affine.yield %3 : i32
          }
          %1 = arith.divui %0, %c9_i32 : i32
          %2 = arith.trunci %1 : i32 to i8
          affine.store %2, %arg1[%arg2, %arg3] : memref<16x16xi8, 2>
        } else {
          %0 = affine.load %arg0[%arg2, %arg3] : memref<16x16xi8, 2>
          affine.store %0, %arg1[%arg2, %arg3] : memref<16x16xi8, 2>
        }
      } {hls.pipeline, hls.ii = 1 : i64}
    }
    return
  }
}

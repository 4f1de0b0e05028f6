// ScaleHLS shape after its own tiling: a 2-D stencil with tile loops and
// point loops bounded by max/min maps, the point loops unrolled by
// directive; integer arithmetic with shifts, arith.select saturation.
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 4, 30)>
#map2 = affine_map<(d0) -> (d0, 1)>
module {
  func.func @sharpen(%arg0: memref<32x32xi32>, %arg1: memref<32x32xi32>) attributes {hls.top_func} {
    %c255_i32 = arith.constant 255 : i32
    %c0_i32 = arith.constant 0 : i32
    %c2_i32 = arith.constant 2 : i32
    affine.for %arg2 = 0 to 30 step 4 {
      affine.for %arg3 = 0 to 30 step 4 {
        affine.for %arg4 = max #map2(%arg2) to min #map1(%arg2) {
          affine.for %arg5 = max #map2(%arg3) to min #map1(%arg3) {
            %0 = affine.load %arg0[%arg4, %arg5] : memref<32x32xi32>
            %1 = arith.shli %0, %c2_i32 : i32
            %2 = affine.load %arg0[%arg4 - 1, %arg5] : memref<32x32xi32>
            %3 = affine.load %arg0[%arg4 + 1, %arg5] : memref<32x32xi32>
            %4 = affine.load %arg0[%arg4, %arg5 - 1] : memref<32x32xi32>
            %5 = affine.load %arg0[%arg4, %arg5 + 1] : memref<32x32xi32>
            %6 = arith.addi %2, %3 : i32
            %7 = arith.addi %4, %5 : i32
            %8 = arith.addi %6, %7 : i32
            %9 = arith.subi %1, %8 : i32
            %10 = arith.addi %9, %0 : i32
            %11 = arith.cmpi sgt, %10, %c255_i32 : i32
            %12 = arith.select %11, %c255_i32, %10 : i32
            %13 = arith.cmpi slt, %12, %c0_i32 : i32
            %14 = arith.select %13, %c0_i32, %12 : i32
            affine.store %14, %arg1[%arg4, %arg5] : memref<32x32xi32>
          } {hls.unroll}
        } {hls.unroll}
      } {hls.pipeline}
    }
    return
  }
}

// Vitis HLS shape: a bitonic sorting network on 16 keys with its stage and
// step loops fully unrolled into straight-line stage nests (constant strides
// 1, 2, 4, 8), each compare-exchange guarded by an affine.if on the lane's
// bit (mod / floordiv constraints) and the direction bit, swapping with
// arith.select; values in a cyclically partitioned register file.
#set = affine_set<(d0) : (d0 mod 2 == 0, (d0 floordiv 2) mod 2 == 0)>
#set1 = affine_set<(d0) : (d0 mod 2 == 0, (d0 floordiv 2) mod 2 - 1 == 0)>
#set2 = affine_set<(d0) : (-(d0 mod 4) + 1 >= 0, (d0 floordiv 4) mod 2 == 0)>
#set3 = affine_set<(d0) : (-(d0 mod 4) + 1 >= 0)>
module {
  func.func @bitonic(%arg0: memref<16xi32>) attributes {hls.top_func} {
    %alloca = memref.alloca() {hls.array_partition = [true]} : memref<16xi32>
    affine.for %arg1 = 0 to 16 {
      %0 = affine.load %arg0[%arg1] : memref<16xi32>
      affine.store %0, %alloca[%arg1] : memref<16xi32>
    } {hls.unroll}
    affine.for %arg1 = 0 to 16 {
      affine.if #set(%arg1) {
        %0 = affine.load %alloca[%arg1] : memref<16xi32>
        %1 = affine.load %alloca[%arg1 + 1] : memref<16xi32>
        %2 = arith.minsi %0, %1 : i32
        %3 = arith.maxsi %0, %1 : i32
        affine.store %2, %alloca[%arg1] : memref<16xi32>
        affine.store %3, %alloca[%arg1 + 1] : memref<16xi32>
      }
      affine.if #set1(%arg1) {
        %0 = affine.load %alloca[%arg1] : memref<16xi32>
        %1 = affine.load %alloca[%arg1 + 1] : memref<16xi32>
        %2 = arith.cmpi sgt, %0, %1 : i32
        %3 = arith.select %2, %0, %1 : i32
        %4 = arith.select %2, %1, %0 : i32
        affine.store %3, %alloca[%arg1] : memref<16xi32>
        affine.store %4, %alloca[%arg1 + 1] : memref<16xi32>
      }
    } {hls.unroll}
    affine.for %arg1 = 0 to 16 {
      affine.if #set2(%arg1) {
        %0 = affine.load %alloca[%arg1] : memref<16xi32>
        %1 = affine.load %alloca[%arg1 + 2] : memref<16xi32>
        %2 = arith.minsi %0, %1 : i32
        %3 = arith.maxsi %0, %1 : i32
        affine.store %2, %alloca[%arg1] : memref<16xi32>
        affine.store %3, %alloca[%arg1 + 2] : memref<16xi32>
      } else {
        affine.if #set3(%arg1) {
          %0 = affine.load %alloca[%arg1] : memref<16xi32>
          %1 = affine.load %alloca[%arg1 + 2] : memref<16xi32>
          %2 = arith.maxsi %0, %1 : i32
          %3 = arith.minsi %0, %1 : i32
          affine.store %2, %alloca[%arg1] : memref<16xi32>
          affine.store %3, %alloca[%arg1 + 2] : memref<16xi32>
        }
      }
    } {hls.unroll}
    affine.for %arg1 = 0 to 16 {
      %0 = affine.load %alloca[%arg1] : memref<16xi32>
      affine.store %0, %arg0[%arg1] : memref<16xi32>
    } {hls.unroll}
    return
  }
}

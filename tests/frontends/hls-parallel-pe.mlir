// HLS shape with explicit parallelism: affine.parallel over processing
// elements (each PE reduces one row with an affine.for iter_args), an
// affine.parallel reduction ("addf") over the PE results into a scalar.
module {
  func.func @pe_array(%arg0: memref<8x32xi32>, %arg1: memref<8xi32>) -> i32 attributes {hls.top_func} {
    %c0_i32 = arith.constant 0 : i32
    affine.parallel (%arg2) = (0) to (8) {
      %1 = affine.for %arg3 = 0 to 32 iter_args(%arg4 = %c0_i32) -> (i32) {
        %2 = affine.load %arg0[%arg2, %arg3] : memref<8x32xi32>
        %3 = arith.muli %2, %2 : i32
        %4 = arith.addi %arg4, %3 : i32
        affine.yield %4 : i32
      } {hls.pipeline}
      affine.store %1, %arg1[%arg2] : memref<8xi32>
    } {hls.pe_count = 8 : i64}
    %0 = affine.parallel (%arg2) = (0) to (8) reduce ("addi") -> (i32) {
      %1 = affine.load %arg1[%arg2] : memref<8xi32>
      affine.yield %1 : i32
    }
    return %0 : i32
  }
}

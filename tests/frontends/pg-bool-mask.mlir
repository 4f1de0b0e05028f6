// Polygeist shape: `bool` arrays as memref<?xi8> (C's _Bool stored as a byte):
// comparisons give i1, widened with arith.extui to i8 for the store,
// narrowed back with arith.trunci on load; counting set flags.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @threshold(%arg0: i32, %arg1: memref<?xf64>, %arg2: memref<?xi8>, %arg3: f64) -> i32 attributes {llvm.linkage = #llvm.linkage<external>} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.index_cast %arg0 : i32 to index
    affine.for %arg4 = 0 to %0 {
      %2 = affine.load %arg1[%arg4] : memref<?xf64>
      %3 = arith.cmpf oge, %2, %arg3 : f64
      %4 = arith.extui %3 : i1 to i8
      affine.store %4, %arg2[%arg4] : memref<?xi8>
    }
    %1 = affine.for %arg4 = 0 to %0 iter_args(%arg5 = %c0_i32) -> (i32) {
      %2 = affine.load %arg2[%arg4] : memref<?xi8>
      %3 = arith.trunci %2 : i8 to i1
      %4 = arith.addi %arg5, %c1_i32 : i32
      %5 = arith.select %3, %4, %arg5 : i32
      affine.yield %5 : i32
    }
    return %1 : i32
  }
}

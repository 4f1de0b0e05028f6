// Polygeist shape: a `static inline` helper kept as a private func.func
// (llvm.linkage internal) called in a loop; a `long` accumulator (i64) with
// sign extension of `int` elements; the function returns the sum.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func private @weight(%arg0: i32) -> i64 attributes {llvm.linkage = #llvm.linkage<internal>} {
    %c3_i64 = arith.constant 3 : i64
    %0 = arith.extsi %arg0 : i32 to i64
    %1 = arith.muli %0, %c3_i64 : i64
    %2 = arith.remsi %1, %c3_i64 : i64
    %3 = arith.addi %1, %2 : i64
    return %3 : i64
  }
  func.func @weighted_sum(%arg0: i32, %arg1: memref<?xi32>) -> i64 attributes {llvm.linkage = #llvm.linkage<external>} {
    %c0_i64 = arith.constant 0 : i64
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = affine.for %arg2 = 0 to %0 iter_args(%arg3 = %c0_i64) -> (i64) {
      %2 = affine.load %arg1[%arg2] : memref<?xi32>
      %3 = func.call @weight(%2) : (i32) -> i64
      %4 = arith.addi %arg3, %3 : i64
      affine.yield %4 : i64
    }
    return %1 : i64
  }
}

// Polygeist shape: a binary search `while (lo < hi)` over a sorted i32 array
// as scf.while with two index carries and the found flag, non-affine
// memref.load at the midpoint (lo + hi) >> 1, then a count of the matches.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @lower_bound(%arg0: memref<?xi32>, %arg1: i32, %arg2: i32) -> i32 attributes {llvm.linkage = #llvm.linkage<external>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.index_cast %arg1 : i32 to index
    %1:2 = scf.while (%arg3 = %c0, %arg4 = %0) : (index, index) -> (index, index) {
      %4 = arith.cmpi slt, %arg3, %arg4 : index
      scf.condition(%4) %arg3, %arg4 : index, index
    } do {
    ^bb0(%arg3: index, %arg4: index):
      %4 = arith.addi %arg3, %arg4 : index
      %5 = arith.shrui %4, %c1 : index
      %6 = memref.load %arg0[%5] : memref<?xi32>
      %7 = arith.cmpi slt, %6, %arg2 : i32
      %8 = arith.addi %5, %c1 : index
      %9 = arith.select %7, %8, %arg3 : index
      %10 = arith.select %7, %arg4, %5 : index
      scf.yield %9, %10 : index, index
    }
    %2 = scf.for %arg3 = %1#0 to %0 step %c1 iter_args(%arg4 = %c0_i32) -> (i32) {
      %4 = memref.load %arg0[%arg3] : memref<?xi32>
      %5 = arith.cmpi eq, %4, %arg2 : i32
      %6 = arith.extui %5 : i1 to i32
      %7 = arith.addi %arg4, %6 : i32
      scf.yield %7 : i32
    }
    %3 = arith.index_cast %1#0 : index to i32
    %4 = arith.muli %2, %c1_i32 : i32
    %5 = arith.addi %3, %4 : i32
    return %5 : i32
  }
}

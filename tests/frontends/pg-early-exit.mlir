// Polygeist shape: `if (n <= 0) return -1;` before the loops gives a
// multi-block function (cf.cond_br, block arguments for the return value);
// the loops compute a running maximum with arith.maxsi and an index_cast IV.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @argmax(%arg0: i32, %arg1: memref<?xi32>) -> i32 attributes {llvm.linkage = #llvm.linkage<external>} {
    %c0_i32 = arith.constant 0 : i32
    %c-1_i32 = arith.constant -1 : i32
    %0 = arith.cmpi sle, %arg0, %c0_i32 : i32
    cf.cond_br %0, ^bb2(%c-1_i32 : i32), ^bb1
  ^bb1:
    %1 = arith.index_cast %arg0 : i32 to index
    %2 = affine.load %arg1[0] : memref<?xi32>
    %3:2 = affine.for %arg2 = 1 to %1 iter_args(%arg3 = %2, %arg4 = %c0_i32) -> (i32, i32) {
      %4 = affine.load %arg1[%arg2] : memref<?xi32>
      %5 = arith.cmpi sgt, %4, %arg3 : i32
      %6 = arith.index_cast %arg2 : index to i32
      %7 = arith.select %5, %6, %arg4 : i32
      %8 = arith.maxsi %4, %arg3 : i32
      affine.yield %8, %7 : i32, i32
    }
    cf.br ^bb2(%3#1 : i32)
  ^bb2(%9: i32):
    return %9 : i32
  }
}

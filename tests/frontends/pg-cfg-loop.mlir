// Polygeist shape of a loop with `break`: the search loop is lowered to a
// CFG (cf.br / cf.cond_br with block arguments for the index), while the
// preceding initialization loop stays affine.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @find_first(%arg0: i32, %arg1: memref<?xi32>, %arg2: i32) -> i32 attributes {llvm.linkage = #llvm.linkage<external>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-1_i32 = arith.constant -1 : i32
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.index_cast %arg0 : i32 to index
    affine.for %arg3 = 0 to %0 {
      %1 = affine.load %arg1[%arg3] : memref<?xi32>
      %2 = arith.divsi %1, %c2_i32 : i32
      affine.store %2, %arg1[%arg3] : memref<?xi32>
    }
    cf.br ^bb1(%c0 : index)
  ^bb1(%3: index):
    %4 = arith.cmpi slt, %3, %0 : index
    cf.cond_br %4, ^bb2, ^bb4(%c-1_i32 : i32)
  ^bb2:
    %5 = memref.load %arg1[%3] : memref<?xi32>
    %6 = arith.cmpi eq, %5, %arg2 : i32
    cf.cond_br %6, ^bb3, ^bb5
  ^bb3:
    %7 = arith.index_cast %3 : index to i32
    cf.br ^bb4(%7 : i32)
  ^bb5:
    %8 = arith.addi %3, %c1 : index
    cf.br ^bb1(%8 : index)
  ^bb4(%9: i32):
    return %9 : i32
  }
}

// Polygeist shape: `unsigned` loop bounds and indices: arith.index_castui,
// arith.divui / remui to split a flat index into (row, col) for a transpose
// written with one loop, then an affine copy back with index_cast of the IV.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @flat_transpose(%arg0: i32, %arg1: memref<?xf64>, %arg2: memref<?xf64>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %c16_i32 = arith.constant 16 : i32
    %0 = arith.muli %arg0, %c16_i32 : i32
    %1 = arith.index_castui %0 : i32 to index
    affine.for %arg3 = 0 to %1 {
      %2 = arith.index_castui %arg3 : index to i32
      %3 = arith.divui %2, %c16_i32 : i32
      %4 = arith.remui %2, %c16_i32 : i32
      %5 = arith.muli %4, %arg0 : i32
      %6 = arith.addi %5, %3 : i32
      %7 = arith.index_castui %6 : i32 to index
      %8 = affine.load %arg1[%arg3] : memref<?xf64>
      memref.store %8, %arg2[%7] : memref<?xf64>
    }
    return
  }
}

// Polygeist shape: `long` and `int` index arithmetic mixed in C: i32 loop
// bounds cast to index, the induction variable cast back to i32 and i64,
// extsi/trunci chains, index_castui, and an address computed in i64 then
// cast to index for a non-affine memref.load.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @gather(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %arg2: i32, %arg3: i64) attributes {llvm.linkage = #llvm.linkage<external>} {
    %c7_i64 = arith.constant 7 : i64
    %c3_i32 = arith.constant 3 : i32
    %c1_i64 = arith.constant 1 : i64
    %0 = arith.index_cast %arg2 : i32 to index
    %1 = arith.trunci %arg3 : i64 to i32
    affine.for %arg4 = 0 to %0 {
      %2 = arith.index_cast %arg4 : index to i32
      %3 = arith.muli %2, %c3_i32 : i32
      %4 = arith.extsi %3 : i32 to i64
      %5 = arith.addi %4, %c7_i64 : i64
      %6 = arith.remsi %5, %arg3 : i64
      %7 = arith.index_cast %6 : i64 to index
      %8 = memref.load %arg0[%7] : memref<?xf32>
      %9 = arith.index_castui %arg4 : index to i64
      %10 = arith.addi %9, %c1_i64 : i64
      %11 = arith.trunci %10 : i64 to i32
      %12 = arith.addi %11, %1 : i32
      %13 = arith.sitofp %12 : i32 to f32
      %14 = arith.mulf %8, %13 : f32
      affine.store %14, %arg1[%arg4] : memref<?xf32>
    }
    return
  }
}

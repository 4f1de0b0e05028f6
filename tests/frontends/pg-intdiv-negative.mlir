// Polygeist shape: C integer division and remainder on signed values that can
// be negative (`a[i] / 3`, `a[i] % 3`, `(a[i] - 7) >> 1`), unsigned
// division, and index arithmetic with floordiv/ceildiv/mod in affine maps.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @divrem(%arg0: memref<64xi32>, %arg1: memref<64xi32>, %arg2: memref<64xi32>, %arg3: memref<32xi32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %c3_i32 = arith.constant 3 : i32
    %c-7_i32 = arith.constant -7 : i32
    %c1_i32 = arith.constant 1 : i32
    %c5_i32 = arith.constant 5 : i32
    %c-4_i32 = arith.constant -4 : i32
    affine.for %arg4 = 0 to 64 {
      %0 = affine.load %arg0[%arg4] : memref<64xi32>
      %1 = arith.addi %0, %c-7_i32 : i32
      %2 = arith.divsi %1, %c3_i32 : i32
      %3 = arith.remsi %1, %c3_i32 : i32
      %4 = arith.shrsi %1, %c1_i32 : i32
      %5 = arith.floordivsi %1, %c-4_i32 : i32
      %6 = arith.ceildivsi %1, %c5_i32 : i32
      %7 = arith.addi %2, %3 : i32
      %8 = arith.addi %4, %5 : i32
      %9 = arith.addi %7, %8 : i32
      %10 = arith.addi %9, %6 : i32
      affine.store %10, %arg1[%arg4] : memref<64xi32>
      %11 = arith.divui %0, %c5_i32 : i32
      %12 = arith.remui %0, %c5_i32 : i32
      %13 = arith.xori %11, %12 : i32
      affine.store %13, %arg2[%arg4] : memref<64xi32>
    }
    affine.for %arg4 = 0 to 32 {
      %0 = affine.load %arg0[%arg4 floordiv 2 + (%arg4 mod 2) * 32] : memref<64xi32>
      %1 = affine.load %arg1[(%arg4 * 3) mod 64] : memref<64xi32>
      %2 = affine.load %arg2[%arg4 ceildiv 3] : memref<64xi32>
      %3 = arith.subi %0, %1 : i32
      %4 = arith.muli %3, %2 : i32
      affine.store %4, %arg3[%arg4] : memref<32xi32>
    }
    return
  }
}

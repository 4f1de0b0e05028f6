// Polygeist shape: bit manipulation from C (`__builtin_popcount`,
// `__builtin_clz`, rotates, masks, a parity fold in a while-free form):
// math.ctpop / ctlz / cttz, shifts by loop-variant amounts, and/or/xor.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @bits(%arg0: memref<128xi32>, %arg1: memref<128xi32>, %arg2: memref<128xi64>) -> i32 attributes {llvm.linkage = #llvm.linkage<external>} {
    %c0_i32 = arith.constant 0 : i32
    %c31_i32 = arith.constant 31 : i32
    %c32_i32 = arith.constant 32 : i32
    %c255_i32 = arith.constant 255 : i32
    %c16_i32 = arith.constant 16 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c32_i64 = arith.constant 32 : i64
    %0 = affine.for %arg3 = 0 to 128 iter_args(%arg4 = %c0_i32) -> (i32) {
      %1 = affine.load %arg0[%arg3] : memref<128xi32>
      %2 = math.ctpop %1 : i32
      %3 = math.ctlz %1 : i32
      %4 = math.cttz %1 : i32
      %5 = arith.index_cast %arg3 : index to i32
      %6 = arith.andi %5, %c31_i32 : i32
      %7 = arith.shli %1, %6 : i32
      %8 = arith.subi %c32_i32, %6 : i32
      %9 = arith.shrui %1, %8 : i32
      %10 = arith.ori %7, %9 : i32
      %11 = arith.shrui %1, %c16_i32 : i32
      %12 = arith.xori %1, %11 : i32
      %13 = arith.andi %12, %c255_i32 : i32
      %14 = arith.xori %13, %c-1_i32 : i32
      %15 = arith.addi %2, %3 : i32
      %16 = arith.subi %15, %4 : i32
      %17 = arith.xori %10, %14 : i32
      %18 = arith.addi %17, %16 : i32
      affine.store %18, %arg1[%arg3] : memref<128xi32>
      %19 = arith.extui %1 : i32 to i64
      %20 = arith.extsi %10 : i32 to i64
      %21 = arith.shli %19, %c32_i64 : i64
      %22 = arith.ori %21, %20 : i64
      affine.store %22, %arg2[%arg3] : memref<128xi64>
      %23 = arith.xori %arg4, %2 : i32
      affine.yield %23 : i32
    }
    return %0 : i32
  }
}

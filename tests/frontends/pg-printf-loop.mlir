// Polygeist shape: a C loop that sums an array and prints the sum with printf;
// the format string is an llvm.mlir.global, reached through llvm.mlir.addressof
// and llvm.getelementptr, and printf is a variadic llvm.func.
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>>, llvm.data_layout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.mlir.global internal constant @str0("sum = %f\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  func.func @report(%arg0: i32, %arg1: memref<?xf64>) -> i32 attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 0.000000e+00 : f64
    %c0_i32 = arith.constant 0 : i32
    %alloca = memref.alloca() : memref<1xf64>
    affine.store %cst, %alloca[0] : memref<1xf64>
    %0 = arith.index_cast %arg0 : i32 to index
    affine.for %arg2 = 0 to %0 {
      %5 = affine.load %arg1[%arg2] : memref<?xf64>
      %6 = affine.load %alloca[0] : memref<1xf64>
      %7 = arith.addf %6, %5 : f64
      affine.store %7, %alloca[0] : memref<1xf64>
    }
    %1 = llvm.mlir.addressof @str0 : !llvm.ptr
    %2 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<10 x i8>
    %3 = affine.load %alloca[0] : memref<1xf64>
    %4 = llvm.call @printf(%2, %3) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64) -> i32
    return %c0_i32 : i32
  }
}

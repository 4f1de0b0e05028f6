// Polygeist (cgeist) shape: a C file with a file-scope `static double coeffs[3]`
// and a 1-D three-point stencil over `int n` elements; module data layout as cgeist writes it.
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>>, llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu", "polygeist.target-cpu" = "x86-64", "polygeist.target-features" = "+cx8,+fxsr,+mmx,+sse,+sse2,+x87", "polygeist.tune-cpu" = "generic"} {
  memref.global "private" @coeffs : memref<3xf64> = dense<[2.500000e-01, 5.000000e-01, 2.500000e-01]>
  func.func @smooth(%arg0: i32, %arg1: memref<?xf64>, %arg2: memref<?xf64>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %0 = memref.get_global @coeffs : memref<3xf64>
    %c1_i32 = arith.constant 1 : i32
    %1 = arith.subi %arg0, %c1_i32 : i32
    %2 = arith.index_cast %1 : i32 to index
    affine.for %arg3 = 1 to %2 {
      %3 = affine.load %0[0] : memref<3xf64>
      %4 = affine.load %arg1[%arg3 - 1] : memref<?xf64>
      %5 = arith.mulf %3, %4 : f64
      %6 = affine.load %0[1] : memref<3xf64>
      %7 = affine.load %arg1[%arg3] : memref<?xf64>
      %8 = arith.mulf %6, %7 : f64
      %9 = arith.addf %5, %8 : f64
      %10 = affine.load %0[2] : memref<3xf64>
      %11 = affine.load %arg1[%arg3 + 1] : memref<?xf64>
      %12 = arith.mulf %10, %11 : f64
      %13 = arith.addf %9, %12 : f64
      affine.store %13, %arg2[%arg3] : memref<?xf64>
    }
    return
  }
}

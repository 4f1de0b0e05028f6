// Polygeist shape: PolyBench-style jacobi-2d written in C with `int tsteps, n`
// parameters: an outer time loop over two in-place affine sweeps (A -> B,
// B -> A) with i32 sizes cast to index and symbolic bounds n - 1.
#map = affine_map<()[s0] -> (s0 - 1)>
module attributes {llvm.data_layout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @kernel_jacobi_2d(%arg0: i32, %arg1: i32, %arg2: memref<?x40xf64>, %arg3: memref<?x40xf64>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 2.000000e-01 : f64
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = arith.index_cast %arg0 : i32 to index
    affine.for %arg4 = 0 to %1 {
      affine.for %arg5 = 1 to #map()[%0] {
        affine.for %arg6 = 1 to #map()[%0] {
          %2 = affine.load %arg2[%arg5, %arg6] : memref<?x40xf64>
          %3 = affine.load %arg2[%arg5, %arg6 - 1] : memref<?x40xf64>
          %4 = arith.addf %2, %3 : f64
          %5 = affine.load %arg2[%arg5, %arg6 + 1] : memref<?x40xf64>
          %6 = arith.addf %4, %5 : f64
          %7 = affine.load %arg2[%arg5 + 1, %arg6] : memref<?x40xf64>
          %8 = arith.addf %6, %7 : f64
          %9 = affine.load %arg2[%arg5 - 1, %arg6] : memref<?x40xf64>
          %10 = arith.addf %8, %9 : f64
          %11 = arith.mulf %10, %cst : f64
          affine.store %11, %arg3[%arg5, %arg6] : memref<?x40xf64>
        }
      }
      affine.for %arg5 = 1 to #map()[%0] {
        affine.for %arg6 = 1 to #map()[%0] {
          %2 = affine.load %arg3[%arg5, %arg6] : memref<?x40xf64>
          %3 = affine.load %arg3[%arg5, %arg6 - 1] : memref<?x40xf64>
          %4 = arith.addf %2, %3 : f64
          %5 = affine.load %arg3[%arg5, %arg6 + 1] : memref<?x40xf64>
          %6 = arith.addf %4, %5 : f64
          %7 = affine.load %arg3[%arg5 + 1, %arg6] : memref<?x40xf64>
          %8 = arith.addf %6, %7 : f64
          %9 = affine.load %arg3[%arg5 - 1, %arg6] : memref<?x40xf64>
          %10 = arith.addf %8, %9 : f64
          %11 = arith.mulf %10, %cst : f64
          affine.store %11, %arg2[%arg5, %arg6] : memref<?x40xf64>
        }
      }
    }
    return
  }
}

// Polygeist shape: Gauss-Seidel 2-D with a fixed size: a time loop around an
// in-place 9-point update (reads and writes the same array, so no loop can be
// reordered freely), the division by 9 as arith.divf.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @kernel_seidel_2d(%arg0: memref<20x20xf64>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 9.000000e+00 : f64
    affine.for %arg1 = 0 to 3 {
      affine.for %arg2 = 1 to 19 {
        affine.for %arg3 = 1 to 19 {
          %0 = affine.load %arg0[%arg2 - 1, %arg3 - 1] : memref<20x20xf64>
          %1 = affine.load %arg0[%arg2 - 1, %arg3] : memref<20x20xf64>
          %2 = arith.addf %0, %1 : f64
          %3 = affine.load %arg0[%arg2 - 1, %arg3 + 1] : memref<20x20xf64>
          %4 = arith.addf %2, %3 : f64
          %5 = affine.load %arg0[%arg2, %arg3 - 1] : memref<20x20xf64>
          %6 = arith.addf %4, %5 : f64
          %7 = affine.load %arg0[%arg2, %arg3] : memref<20x20xf64>
          %8 = arith.addf %6, %7 : f64
          %9 = affine.load %arg0[%arg2, %arg3 + 1] : memref<20x20xf64>
          %10 = arith.addf %8, %9 : f64
          %11 = affine.load %arg0[%arg2 + 1, %arg3 - 1] : memref<20x20xf64>
          %12 = arith.addf %10, %11 : f64
          %13 = affine.load %arg0[%arg2 + 1, %arg3] : memref<20x20xf64>
          %14 = arith.addf %12, %13 : f64
          %15 = affine.load %arg0[%arg2 + 1, %arg3 + 1] : memref<20x20xf64>
          %16 = arith.addf %14, %15 : f64
          %17 = arith.divf %16, %cst : f64
          affine.store %17, %arg0[%arg2, %arg3] : memref<20x20xf64>
        }
      }
    }
    return
  }
}

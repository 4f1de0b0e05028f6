// Polygeist shape: `static double A[10][10][10], B[10][10][10];` as 3-D
// memref.globals reached with memref.get_global, a heat-3d time loop
// ping-ponging between them, and a checksum loop returning a double.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  memref.global "private" @A : memref<10x10x10xf64> = uninitialized
  memref.global "private" @B : memref<10x10x10xf64> = uninitialized
  func.func @heat_3d(%arg0: memref<10x10x10xf64>) -> f64 attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 1.250000e-01 : f64
    %cst_0 = arith.constant 2.000000e+00 : f64
    %cst_1 = arith.constant 0.000000e+00 : f64
    %0 = memref.get_global @A : memref<10x10x10xf64>
    %1 = memref.get_global @B : memref<10x10x10xf64>
    affine.for %arg1 = 0 to 10 {
      affine.for %arg2 = 0 to 10 {
        affine.for %arg3 = 0 to 10 {
          %3 = affine.load %arg0[%arg1, %arg2, %arg3] : memref<10x10x10xf64>
          affine.store %3, %0[%arg1, %arg2, %arg3] : memref<10x10x10xf64>
          affine.store %3, %1[%arg1, %arg2, %arg3] : memref<10x10x10xf64>
        }
      }
    }
    affine.for %arg1 = 1 to 3 {
      affine.for %arg2 = 1 to 9 {
        affine.for %arg3 = 1 to 9 {
          affine.for %arg4 = 1 to 9 {
            %3 = affine.load %0[%arg2 + 1, %arg3, %arg4] : memref<10x10x10xf64>
            %4 = affine.load %0[%arg2, %arg3, %arg4] : memref<10x10x10xf64>
            %5 = arith.mulf %4, %cst_0 : f64
            %6 = arith.subf %3, %5 : f64
            %7 = affine.load %0[%arg2 - 1, %arg3, %arg4] : memref<10x10x10xf64>
            %8 = arith.addf %6, %7 : f64
            %9 = arith.mulf %8, %cst : f64
            %10 = affine.load %0[%arg2, %arg3 + 1, %arg4] : memref<10x10x10xf64>
            %11 = arith.subf %10, %5 : f64
            %12 = affine.load %0[%arg2, %arg3 - 1, %arg4] : memref<10x10x10xf64>
            %13 = arith.addf %11, %12 : f64
            %14 = arith.mulf %13, %cst : f64
            %15 = arith.addf %9, %14 : f64
            %16 = affine.load %0[%arg2, %arg3, %arg4 + 1] : memref<10x10x10xf64>
            %17 = arith.subf %16, %5 : f64
            %18 = affine.load %0[%arg2, %arg3, %arg4 - 1] : memref<10x10x10xf64>
            %19 = arith.addf %17, %18 : f64
            %20 = arith.mulf %19, %cst : f64
            %21 = arith.addf %15, %20 : f64
            %22 = arith.addf %21, %4 : f64
            affine.store %22, %1[%arg2, %arg3, %arg4] : memref<10x10x10xf64>
          }
        }
      }
      affine.for %arg2 = 1 to 9 {
        affine.for %arg3 = 1 to 9 {
          affine.for %arg4 = 1 to 9 {
            %3 = affine.load %1[%arg2, %arg3, %arg4] : memref<10x10x10xf64>
            affine.store %3, %0[%arg2, %arg3, %arg4] : memref<10x10x10xf64>
          }
        }
      }
    }
    %2 = affine.for %arg1 = 0 to 10 iter_args(%arg2 = %cst_1) -> (f64) {
      %3 = affine.for %arg3 = 0 to 10 iter_args(%arg4 = %arg2) -> (f64) {
        %4 = affine.for %arg5 = 0 to 10 iter_args(%arg6 = %arg4) -> (f64) {
          %5 = affine.load %0[%arg1, %arg3, %arg5] : memref<10x10x10xf64>
          %6 = arith.addf %arg6, %5 : f64
          affine.yield %6 : f64
        }
        affine.yield %4 : f64
      }
      affine.yield %3 : f64
    }
    return %2 : f64
  }
}

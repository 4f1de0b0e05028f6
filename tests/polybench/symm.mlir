// PolyBench/C 4.2 kernel_symm, written by us in the shape a C frontend (Polygeist) emits: i32 sizes cast to index, memref<?xNxf64> arguments. Checked by scripts/polybench-diff.py.
module {
  func.func @kernel_symm(%arg0: i32, %arg1: i32, %arg2: f64, %arg3: f64, %arg4: memref<?x30xf64>, %arg5: memref<?x20xf64>, %arg6: memref<?x30xf64>) {
    %cst = arith.constant 0.000000e+00 : f64
    %alloca = memref.alloca() : memref<1xf64>
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %arg1 : i32 to index
    affine.for %arg7 = 0 to %0 {
      affine.for %arg8 = 0 to %1 {
        affine.store %cst, %alloca[0] : memref<1xf64>
        affine.for %arg9 = 0 to affine_map<(d0) -> (d0)>(%arg7) {
          %10 = affine.load %arg6[%arg7, %arg8] : memref<?x30xf64>
          %11 = arith.mulf %arg2, %10 : f64
          %12 = affine.load %arg5[%arg7, %arg9] : memref<?x20xf64>
          %13 = arith.mulf %11, %12 : f64
          %14 = affine.load %arg4[%arg9, %arg8] : memref<?x30xf64>
          %15 = arith.addf %14, %13 : f64
          affine.store %15, %arg4[%arg9, %arg8] : memref<?x30xf64>
          %16 = affine.load %arg6[%arg9, %arg8] : memref<?x30xf64>
          %17 = affine.load %arg5[%arg7, %arg9] : memref<?x20xf64>
          %18 = arith.mulf %16, %17 : f64
          %19 = affine.load %alloca[0] : memref<1xf64>
          %20 = arith.addf %19, %18 : f64
          affine.store %20, %alloca[0] : memref<1xf64>
        }
        %2 = affine.load %arg4[%arg7, %arg8] : memref<?x30xf64>
        %3 = arith.mulf %arg3, %2 : f64
        %4 = affine.load %arg6[%arg7, %arg8] : memref<?x30xf64>
        %5 = arith.mulf %arg2, %4 : f64
        %6 = affine.load %arg5[%arg7, %arg7] : memref<?x20xf64>
        %7 = arith.mulf %5, %6 : f64
        %8 = arith.addf %3, %7 : f64
        %9 = affine.load %alloca[0] : memref<1xf64>
        %21 = arith.mulf %arg2, %9 : f64
        %22 = arith.addf %8, %21 : f64
        affine.store %22, %arg4[%arg7, %arg8] : memref<?x30xf64>
      }
    }
    return
  }
}

// PolyBench/C 4.2 kernel_bicg, written by us in the shape a C frontend (Polygeist) emits: sizes as #define constants (M 10, N 12), so constant loop bounds and static memref arguments. Checked by scripts/polybench-diff.py.
module {
  func.func @kernel_bicg(%arg0: i32, %arg1: i32, %arg2: memref<12x10xf64>, %arg3: memref<10xf64>, %arg4: memref<12xf64>, %arg5: memref<10xf64>, %arg6: memref<12xf64>) {
    %cst = arith.constant 0.000000e+00 : f64
    affine.for %arg7 = 0 to 10 {
      affine.store %cst, %arg3[%arg7] : memref<10xf64>
    }
    affine.for %arg7 = 0 to 12 {
      affine.store %cst, %arg4[%arg7] : memref<12xf64>
      affine.for %arg8 = 0 to 10 {
        %0 = affine.load %arg3[%arg8] : memref<10xf64>
        %1 = affine.load %arg6[%arg7] : memref<12xf64>
        %2 = affine.load %arg2[%arg7, %arg8] : memref<12x10xf64>
        %3 = arith.mulf %1, %2 : f64
        %4 = arith.addf %0, %3 : f64
        affine.store %4, %arg3[%arg8] : memref<10xf64>
        %5 = affine.load %arg4[%arg7] : memref<12xf64>
        %6 = affine.load %arg2[%arg7, %arg8] : memref<12x10xf64>
        %7 = affine.load %arg5[%arg8] : memref<10xf64>
        %8 = arith.mulf %6, %7 : f64
        %9 = arith.addf %5, %8 : f64
        affine.store %9, %arg4[%arg7] : memref<12xf64>
      }
    }
    return
  }
}

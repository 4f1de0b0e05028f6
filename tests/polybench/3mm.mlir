// PolyBench/C 4.2 kernel_3mm, written by us in the shape a C frontend (Polygeist) emits: sizes as #define constants (NI 6, NJ 7, NK 8, NL 9, NM 10), so constant loop bounds and static memref arguments. Checked by scripts/polybench-diff.py.
module {
  func.func @kernel_3mm(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: memref<6x7xf64>, %arg6: memref<6x8xf64>, %arg7: memref<8x7xf64>, %arg8: memref<7x9xf64>, %arg9: memref<7x10xf64>, %arg10: memref<10x9xf64>, %arg11: memref<6x9xf64>) {
    %cst = arith.constant 0.000000e+00 : f64
    affine.for %arg12 = 0 to 6 {
      affine.for %arg13 = 0 to 7 {
        affine.store %cst, %arg5[%arg12, %arg13] : memref<6x7xf64>
        affine.for %arg14 = 0 to 8 {
          %0 = affine.load %arg6[%arg12, %arg14] : memref<6x8xf64>
          %1 = affine.load %arg7[%arg14, %arg13] : memref<8x7xf64>
          %2 = arith.mulf %0, %1 : f64
          %3 = affine.load %arg5[%arg12, %arg13] : memref<6x7xf64>
          %4 = arith.addf %3, %2 : f64
          affine.store %4, %arg5[%arg12, %arg13] : memref<6x7xf64>
        }
      }
    }
    affine.for %arg12 = 0 to 7 {
      affine.for %arg13 = 0 to 9 {
        affine.store %cst, %arg8[%arg12, %arg13] : memref<7x9xf64>
        affine.for %arg14 = 0 to 10 {
          %0 = affine.load %arg9[%arg12, %arg14] : memref<7x10xf64>
          %1 = affine.load %arg10[%arg14, %arg13] : memref<10x9xf64>
          %2 = arith.mulf %0, %1 : f64
          %3 = affine.load %arg8[%arg12, %arg13] : memref<7x9xf64>
          %4 = arith.addf %3, %2 : f64
          affine.store %4, %arg8[%arg12, %arg13] : memref<7x9xf64>
        }
      }
    }
    affine.for %arg12 = 0 to 6 {
      affine.for %arg13 = 0 to 9 {
        affine.store %cst, %arg11[%arg12, %arg13] : memref<6x9xf64>
        affine.for %arg14 = 0 to 7 {
          %0 = affine.load %arg5[%arg12, %arg14] : memref<6x7xf64>
          %1 = affine.load %arg8[%arg14, %arg13] : memref<7x9xf64>
          %2 = arith.mulf %0, %1 : f64
          %3 = affine.load %arg11[%arg12, %arg13] : memref<6x9xf64>
          %4 = arith.addf %3, %2 : f64
          affine.store %4, %arg11[%arg12, %arg13] : memref<6x9xf64>
        }
      }
    }
    return
  }
}

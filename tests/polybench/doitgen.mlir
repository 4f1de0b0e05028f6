// PolyBench/C 4.2 kernel_doitgen, written by us in the shape a C frontend (Polygeist) emits: sizes as #define constants (NQ 6, NR 5, NP 7), constant loop bounds, static memref arguments, and sum as a C local array (a memref.alloca). Checked by scripts/polybench-diff.py.
module {
  func.func @kernel_doitgen(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<5x6x7xf64>, %arg4: memref<7x7xf64>) {
    %cst = arith.constant 0.000000e+00 : f64
    %alloca = memref.alloca() : memref<7xf64>
    affine.for %arg5 = 0 to 5 {
      affine.for %arg6 = 0 to 6 {
        affine.for %arg7 = 0 to 7 {
          affine.store %cst, %alloca[%arg7] : memref<7xf64>
          affine.for %arg8 = 0 to 7 {
            %0 = affine.load %arg3[%arg5, %arg6, %arg8] : memref<5x6x7xf64>
            %1 = affine.load %arg4[%arg8, %arg7] : memref<7x7xf64>
            %2 = arith.mulf %0, %1 : f64
            %3 = affine.load %alloca[%arg7] : memref<7xf64>
            %4 = arith.addf %3, %2 : f64
            affine.store %4, %alloca[%arg7] : memref<7xf64>
          }
        }
        affine.for %arg7 = 0 to 7 {
          %0 = affine.load %alloca[%arg7] : memref<7xf64>
          affine.store %0, %arg3[%arg5, %arg6, %arg7] : memref<5x6x7xf64>
        }
      }
    }
    return
  }
}

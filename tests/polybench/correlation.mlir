// PolyBench/C 4.2 kernel_correlation, written by us in the shape a C frontend (Polygeist) emits: i32 sizes cast to index, memref<?xNxf64> arguments. Checked by scripts/polybench-diff.py.
module {
  func.func @kernel_correlation(%arg0: i32, %arg1: i32, %arg2: f64, %arg3: memref<?x28xf64>, %arg4: memref<?x28xf64>, %arg5: memref<?xf64>, %arg6: memref<?xf64>) {
    %cst = arith.constant 1.000000e-01 : f64
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 1.000000e+00 : f64
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %arg1 : i32 to index
    affine.for %arg7 = 0 to %0 {
      affine.store %cst_0, %arg5[%arg7] : memref<?xf64>
      affine.for %arg8 = 0 to %1 {
        %2 = affine.load %arg3[%arg8, %arg7] : memref<?x28xf64>
        %3 = affine.load %arg5[%arg7] : memref<?xf64>
        %4 = arith.addf %3, %2 : f64
        affine.store %4, %arg5[%arg7] : memref<?xf64>
      }
      %5 = affine.load %arg5[%arg7] : memref<?xf64>
      %6 = arith.divf %5, %arg2 : f64
      affine.store %6, %arg5[%arg7] : memref<?xf64>
    }
    affine.for %arg7 = 0 to %0 {
      affine.store %cst_0, %arg6[%arg7] : memref<?xf64>
      affine.for %arg8 = 0 to %1 {
        %2 = affine.load %arg3[%arg8, %arg7] : memref<?x28xf64>
        %3 = affine.load %arg5[%arg7] : memref<?xf64>
        %4 = arith.subf %2, %3 : f64
        %5 = arith.mulf %4, %4 : f64
        %6 = affine.load %arg6[%arg7] : memref<?xf64>
        %7 = arith.addf %6, %5 : f64
        affine.store %7, %arg6[%arg7] : memref<?xf64>
      }
      %8 = affine.load %arg6[%arg7] : memref<?xf64>
      %9 = arith.divf %8, %arg2 : f64
      %10 = math.sqrt %9 : f64
      %11 = arith.cmpf ole, %10, %cst : f64
      %12 = arith.select %11, %cst_1, %10 : f64
      affine.store %12, %arg6[%arg7] : memref<?xf64>
    }
    affine.for %arg7 = 0 to %1 {
      affine.for %arg8 = 0 to %0 {
        %2 = affine.load %arg5[%arg8] : memref<?xf64>
        %3 = affine.load %arg3[%arg7, %arg8] : memref<?x28xf64>
        %4 = arith.subf %3, %2 : f64
        %5 = math.sqrt %arg2 : f64
        %6 = affine.load %arg6[%arg8] : memref<?xf64>
        %7 = arith.mulf %5, %6 : f64
        %8 = arith.divf %4, %7 : f64
        affine.store %8, %arg3[%arg7, %arg8] : memref<?x28xf64>
      }
    }
    affine.for %arg7 = 0 to affine_map<()[s0] -> (s0 - 1)>()[%0] {
      affine.store %cst_1, %arg4[%arg7, %arg7] : memref<?x28xf64>
      affine.for %arg8 = affine_map<(d0) -> (d0 + 1)>(%arg7) to %0 {
        affine.store %cst_0, %arg4[%arg7, %arg8] : memref<?x28xf64>
        affine.for %arg9 = 0 to %1 {
          %2 = affine.load %arg3[%arg9, %arg7] : memref<?x28xf64>
          %3 = affine.load %arg3[%arg9, %arg8] : memref<?x28xf64>
          %4 = arith.mulf %2, %3 : f64
          %5 = affine.load %arg4[%arg7, %arg8] : memref<?x28xf64>
          %6 = arith.addf %5, %4 : f64
          affine.store %6, %arg4[%arg7, %arg8] : memref<?x28xf64>
        }
        %2 = affine.load %arg4[%arg7, %arg8] : memref<?x28xf64>
        affine.store %2, %arg4[%arg8, %arg7] : memref<?x28xf64>
      }
    }
    %13 = affine.apply affine_map<()[s0] -> (s0 - 1)>()[%0]
    affine.store %cst_1, %arg4[%13, %13] : memref<?x28xf64>
    return
  }
}

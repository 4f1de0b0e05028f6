// PolyBench/C 4.2 kernel_gramschmidt, written by us in the shape a C frontend (Polygeist) emits: i32 sizes cast to index, memref<?xNxf64> arguments, the local nrm as a memref<1xf64> alloca. Checked by scripts/polybench-diff.py.
#map = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @kernel_gramschmidt(%arg0: i32, %arg1: i32, %arg2: memref<?x10xf64>, %arg3: memref<?x10xf64>, %arg4: memref<?x10xf64>) {
    %cst = arith.constant 0.000000e+00 : f64
    %alloca = memref.alloca() : memref<1xf64>
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = arith.index_cast %arg0 : i32 to index
    affine.for %arg5 = 0 to %0 {
      affine.store %cst, %alloca[0] : memref<1xf64>
      affine.for %arg6 = 0 to %1 {
        %5 = affine.load %arg2[%arg6, %arg5] : memref<?x10xf64>
        %6 = arith.mulf %5, %5 : f64
        %7 = affine.load %alloca[0] : memref<1xf64>
        %8 = arith.addf %7, %6 : f64
        affine.store %8, %alloca[0] : memref<1xf64>
      }
      %2 = affine.load %alloca[0] : memref<1xf64>
      %3 = math.sqrt %2 : f64
      affine.store %3, %arg3[%arg5, %arg5] : memref<?x10xf64>
      affine.for %arg6 = 0 to %1 {
        %5 = affine.load %arg2[%arg6, %arg5] : memref<?x10xf64>
        %6 = affine.load %arg3[%arg5, %arg5] : memref<?x10xf64>
        %7 = arith.divf %5, %6 : f64
        affine.store %7, %arg4[%arg6, %arg5] : memref<?x10xf64>
      }
      affine.for %arg6 = #map(%arg5) to %0 {
        affine.store %cst, %arg3[%arg5, %arg6] : memref<?x10xf64>
        affine.for %arg7 = 0 to %1 {
          %5 = affine.load %arg4[%arg7, %arg5] : memref<?x10xf64>
          %6 = affine.load %arg2[%arg7, %arg6] : memref<?x10xf64>
          %7 = arith.mulf %5, %6 : f64
          %8 = affine.load %arg3[%arg5, %arg6] : memref<?x10xf64>
          %9 = arith.addf %8, %7 : f64
          affine.store %9, %arg3[%arg5, %arg6] : memref<?x10xf64>
        }
        affine.for %arg7 = 0 to %1 {
          %5 = affine.load %arg2[%arg7, %arg6] : memref<?x10xf64>
          %6 = affine.load %arg4[%arg7, %arg5] : memref<?x10xf64>
          %7 = affine.load %arg3[%arg5, %arg6] : memref<?x10xf64>
          %8 = arith.mulf %6, %7 : f64
          %9 = arith.subf %5, %8 : f64
          affine.store %9, %arg2[%arg7, %arg6] : memref<?x10xf64>
        }
      }
    }
    return
  }
}

// PolyBench/C 4.2 kernel_trmm, written by us in the shape a C frontend (Polygeist) emits: i32 sizes cast to index, memref<?xNxf64> arguments. Checked by scripts/polybench-diff.py.
module {
  func.func @kernel_trmm(%arg0: i32, %arg1: i32, %arg2: f64, %arg3: memref<?x12xf64>, %arg4: memref<?x10xf64>) {
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %arg1 : i32 to index
    affine.for %arg5 = 0 to %0 {
      affine.for %arg6 = 0 to %1 {
        affine.for %arg7 = affine_map<(d0) -> (d0 + 1)>(%arg5) to %0 {
          %5 = affine.load %arg3[%arg7, %arg5] : memref<?x12xf64>
          %6 = affine.load %arg4[%arg7, %arg6] : memref<?x10xf64>
          %7 = arith.mulf %5, %6 : f64
          %8 = affine.load %arg4[%arg5, %arg6] : memref<?x10xf64>
          %9 = arith.addf %8, %7 : f64
          affine.store %9, %arg4[%arg5, %arg6] : memref<?x10xf64>
        }
        %2 = affine.load %arg4[%arg5, %arg6] : memref<?x10xf64>
        %3 = arith.mulf %arg2, %2 : f64
        affine.store %3, %arg4[%arg5, %arg6] : memref<?x10xf64>
      }
    }
    return
  }
}

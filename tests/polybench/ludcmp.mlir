// PolyBench/C 4.2 kernel_ludcmp, written by us in the shape a C frontend (Polygeist) emits: i32 sizes cast to index, memref<?xNxf64> arguments, the local w as a memref<1xf64> alloca, the backward loop as an upward loop over -i + n - 1. Checked by scripts/polybench-diff.py.
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0)[s0] -> (-d0 + s0)>
module {
  func.func @kernel_ludcmp(%arg0: i32, %arg1: memref<?x10xf64>, %arg2: memref<?xf64>, %arg3: memref<?xf64>, %arg4: memref<?xf64>) {
    %alloca = memref.alloca() : memref<1xf64>
    %0 = arith.index_cast %arg0 : i32 to index
    affine.for %arg5 = 0 to %0 {
      affine.for %arg6 = 0 to #map(%arg5) {
        %1 = affine.load %arg1[%arg5, %arg6] : memref<?x10xf64>
        affine.store %1, %alloca[0] : memref<1xf64>
        affine.for %arg7 = 0 to #map(%arg6) {
          %6 = affine.load %arg1[%arg5, %arg7] : memref<?x10xf64>
          %7 = affine.load %arg1[%arg7, %arg6] : memref<?x10xf64>
          %8 = arith.mulf %6, %7 : f64
          %9 = affine.load %alloca[0] : memref<1xf64>
          %10 = arith.subf %9, %8 : f64
          affine.store %10, %alloca[0] : memref<1xf64>
        }
        %2 = affine.load %alloca[0] : memref<1xf64>
        %3 = affine.load %arg1[%arg6, %arg6] : memref<?x10xf64>
        %4 = arith.divf %2, %3 : f64
        affine.store %4, %arg1[%arg5, %arg6] : memref<?x10xf64>
      }
      affine.for %arg6 = #map(%arg5) to %0 {
        %1 = affine.load %arg1[%arg5, %arg6] : memref<?x10xf64>
        affine.store %1, %alloca[0] : memref<1xf64>
        affine.for %arg7 = 0 to #map(%arg5) {
          %3 = affine.load %arg1[%arg5, %arg7] : memref<?x10xf64>
          %4 = affine.load %arg1[%arg7, %arg6] : memref<?x10xf64>
          %5 = arith.mulf %3, %4 : f64
          %6 = affine.load %alloca[0] : memref<1xf64>
          %7 = arith.subf %6, %5 : f64
          affine.store %7, %alloca[0] : memref<1xf64>
        }
        %2 = affine.load %alloca[0] : memref<1xf64>
        affine.store %2, %arg1[%arg5, %arg6] : memref<?x10xf64>
      }
    }
    affine.for %arg5 = 0 to %0 {
      %1 = affine.load %arg2[%arg5] : memref<?xf64>
      affine.store %1, %alloca[0] : memref<1xf64>
      affine.for %arg6 = 0 to #map(%arg5) {
        %3 = affine.load %arg1[%arg5, %arg6] : memref<?x10xf64>
        %4 = affine.load %arg4[%arg6] : memref<?xf64>
        %5 = arith.mulf %3, %4 : f64
        %6 = affine.load %alloca[0] : memref<1xf64>
        %7 = arith.subf %6, %5 : f64
        affine.store %7, %alloca[0] : memref<1xf64>
      }
      %2 = affine.load %alloca[0] : memref<1xf64>
      affine.store %2, %arg4[%arg5] : memref<?xf64>
    }
    affine.for %arg5 = 0 to %0 {
      %1 = affine.load %arg4[-%arg5 + symbol(%0) - 1] : memref<?xf64>
      affine.store %1, %alloca[0] : memref<1xf64>
      affine.for %arg6 = #map1(%arg5)[%0] to %0 {
        %5 = affine.load %arg1[-%arg5 + symbol(%0) - 1, %arg6] : memref<?x10xf64>
        %6 = affine.load %arg3[%arg6] : memref<?xf64>
        %7 = arith.mulf %5, %6 : f64
        %8 = affine.load %alloca[0] : memref<1xf64>
        %9 = arith.subf %8, %7 : f64
        affine.store %9, %alloca[0] : memref<1xf64>
      }
      %2 = affine.load %alloca[0] : memref<1xf64>
      %3 = affine.load %arg1[-%arg5 + symbol(%0) - 1, -%arg5 + symbol(%0) - 1] : memref<?x10xf64>
      %4 = arith.divf %2, %3 : f64
      affine.store %4, %arg3[-%arg5 + symbol(%0) - 1] : memref<?xf64>
    }
    return
  }
}

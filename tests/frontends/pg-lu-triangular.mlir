// Polygeist shape of PolyBench-style LU and Cholesky written in C with a
// fixed N: triangular loops whose bounds are maps of the outer IVs
// (`for (j = 0; j < i; j++)` as `affine.for %j = 0 to #map(%i)`,
// `for (j = i; j < N; j++)` as `affine.for %j = #map(%i) to 24`), inner
// dot products as iter_args reductions, the division by the pivot and
// math.sqrt on the diagonal.
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 1)>
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @lu(%arg0: memref<24x24xf64>) attributes {llvm.linkage = #llvm.linkage<external>} {
    affine.for %arg1 = 0 to 24 {
      affine.for %arg2 = 0 to #map(%arg1) {
        %0 = affine.load %arg0[%arg1, %arg2] : memref<24x24xf64>
        %1 = affine.for %arg3 = 0 to #map(%arg2) iter_args(%arg4 = %0) -> (f64) {
          %4 = affine.load %arg0[%arg1, %arg3] : memref<24x24xf64>
          %5 = affine.load %arg0[%arg3, %arg2] : memref<24x24xf64>
          %6 = arith.mulf %4, %5 : f64
          %7 = arith.subf %arg4, %6 : f64
          affine.yield %7 : f64
        }
        %2 = affine.load %arg0[%arg2, %arg2] : memref<24x24xf64>
        %3 = arith.divf %1, %2 : f64
        affine.store %3, %arg0[%arg1, %arg2] : memref<24x24xf64>
      }
      affine.for %arg2 = #map(%arg1) to 24 {
        %0 = affine.load %arg0[%arg1, %arg2] : memref<24x24xf64>
        %1 = affine.for %arg3 = 0 to #map(%arg1) iter_args(%arg4 = %0) -> (f64) {
          %2 = affine.load %arg0[%arg1, %arg3] : memref<24x24xf64>
          %3 = affine.load %arg0[%arg3, %arg2] : memref<24x24xf64>
          %4 = arith.mulf %2, %3 : f64
          %5 = arith.subf %arg4, %4 : f64
          affine.yield %5 : f64
        }
        affine.store %1, %arg0[%arg1, %arg2] : memref<24x24xf64>
      }
    }
    return
  }
  func.func @cholesky(%arg0: memref<16x16xf64>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst0 = arith.constant 0.000000e+00 : f64
    affine.for %arg1 = 0 to 16 {
      affine.for %arg2 = 0 to #map(%arg1) {
        affine.for %arg3 = 0 to #map(%arg2) {
          %4 = affine.load %arg0[%arg1, %arg3] : memref<16x16xf64>
          %5 = affine.load %arg0[%arg2, %arg3] : memref<16x16xf64>
          %6 = arith.mulf %4, %5 : f64
          %7 = affine.load %arg0[%arg1, %arg2] : memref<16x16xf64>
          %8 = arith.subf %7, %6 : f64
          affine.store %8, %arg0[%arg1, %arg2] : memref<16x16xf64>
        }
        %0 = affine.load %arg0[%arg2, %arg2] : memref<16x16xf64>
        %1 = affine.load %arg0[%arg1, %arg2] : memref<16x16xf64>
        %2 = arith.divf %1, %0 : f64
        affine.store %2, %arg0[%arg1, %arg2] : memref<16x16xf64>
      }
      affine.for %arg2 = 0 to #map(%arg1) {
        %0 = affine.load %arg0[%arg1, %arg2] : memref<16x16xf64>
        %1 = arith.mulf %0, %0 : f64
        %2 = affine.load %arg0[%arg1, %arg1] : memref<16x16xf64>
        %3 = arith.subf %2, %1 : f64
        affine.store %3, %arg0[%arg1, %arg1] : memref<16x16xf64>
      }
      %0 = affine.load %arg0[%arg1, %arg1] : memref<16x16xf64>
      %1 = math.sqrt %0 : f64
      affine.store %1, %arg0[%arg1, %arg1] : memref<16x16xf64>
      affine.for %arg2 = #map1(%arg1) to 16 {
        affine.store %cst0, %arg0[%arg1, %arg2] : memref<16x16xf64>
      }
    }
    return
  }
}

// PolyBench/C 4.2 kernel_adi, written by us in the shape a C frontend (Polygeist) emits: i32 sizes cast to index, memref<?xNxf64> arguments, the coefficients computed from sitofp of the sizes, backward loops as upward loops over -j + n - 1. Checked by scripts/polybench-diff.py.
#map = affine_map<()[s0] -> (s0 - 1)>
#map1 = affine_map<()[s0] -> (s0 + 1)>
module {
  func.func @kernel_adi(%arg0: i32, %arg1: i32, %arg2: memref<?x10xf64>, %arg3: memref<?x10xf64>, %arg4: memref<?x10xf64>, %arg5: memref<?x10xf64>) {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 1.000000e+00 : f64
    %cst_1 = arith.constant 2.000000e+00 : f64
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = arith.index_cast %arg0 : i32 to index
    %2 = arith.sitofp %arg1 : i32 to f64
    %3 = arith.divf %cst_0, %2 : f64
    %4 = arith.divf %cst_0, %2 : f64
    %5 = arith.sitofp %arg0 : i32 to f64
    %6 = arith.divf %cst_0, %5 : f64
    %7 = arith.mulf %cst_1, %6 : f64
    %8 = arith.mulf %3, %3 : f64
    %9 = arith.divf %7, %8 : f64
    %10 = arith.mulf %cst_0, %6 : f64
    %11 = arith.mulf %4, %4 : f64
    %12 = arith.divf %10, %11 : f64
    %13 = arith.negf %9 : f64
    %14 = arith.divf %13, %cst_1 : f64
    %15 = arith.addf %9, %cst_0 : f64
    %16 = arith.negf %12 : f64
    %17 = arith.divf %16, %cst_1 : f64
    %18 = arith.addf %12, %cst_0 : f64
    affine.for %arg6 = 1 to #map1()[%1] {
      affine.for %arg7 = 1 to #map()[%0] {
        affine.store %cst_0, %arg3[0, %arg7] : memref<?x10xf64>
        affine.store %cst, %arg4[%arg7, 0] : memref<?x10xf64>
        %19 = affine.load %arg3[0, %arg7] : memref<?x10xf64>
        affine.store %19, %arg5[%arg7, 0] : memref<?x10xf64>
        affine.for %arg8 = 1 to #map()[%0] {
          %20 = affine.load %arg4[%arg7, %arg8 - 1] : memref<?x10xf64>
          %21 = arith.mulf %14, %20 : f64
          %22 = arith.addf %21, %15 : f64
          %23 = arith.negf %14 : f64
          %24 = arith.divf %23, %22 : f64
          affine.store %24, %arg4[%arg7, %arg8] : memref<?x10xf64>
          %25 = arith.negf %17 : f64
          %26 = affine.load %arg2[%arg8, %arg7 - 1] : memref<?x10xf64>
          %27 = arith.mulf %25, %26 : f64
          %28 = arith.mulf %cst_1, %17 : f64
          %29 = arith.addf %28, %cst_0 : f64
          %30 = affine.load %arg2[%arg8, %arg7] : memref<?x10xf64>
          %31 = arith.mulf %29, %30 : f64
          %32 = arith.addf %27, %31 : f64
          %33 = affine.load %arg2[%arg8, %arg7 + 1] : memref<?x10xf64>
          %34 = arith.mulf %17, %33 : f64
          %35 = arith.subf %32, %34 : f64
          %36 = affine.load %arg5[%arg7, %arg8 - 1] : memref<?x10xf64>
          %37 = arith.mulf %14, %36 : f64
          %38 = arith.subf %35, %37 : f64
          %39 = affine.load %arg4[%arg7, %arg8 - 1] : memref<?x10xf64>
          %40 = arith.mulf %14, %39 : f64
          %41 = arith.addf %40, %15 : f64
          %42 = arith.divf %38, %41 : f64
          affine.store %42, %arg5[%arg7, %arg8] : memref<?x10xf64>
        }
        affine.store %cst_0, %arg3[symbol(%0) - 1, %arg7] : memref<?x10xf64>
        affine.for %arg8 = 1 to #map()[%0] {
          %20 = affine.load %arg4[%arg7, -%arg8 + symbol(%0) - 1] : memref<?x10xf64>
          %21 = affine.load %arg3[-%arg8 + symbol(%0), %arg7] : memref<?x10xf64>
          %22 = arith.mulf %20, %21 : f64
          %23 = affine.load %arg5[%arg7, -%arg8 + symbol(%0) - 1] : memref<?x10xf64>
          %24 = arith.addf %22, %23 : f64
          affine.store %24, %arg3[-%arg8 + symbol(%0) - 1, %arg7] : memref<?x10xf64>
        }
      }
      affine.for %arg7 = 1 to #map()[%0] {
        affine.store %cst_0, %arg2[%arg7, 0] : memref<?x10xf64>
        affine.store %cst, %arg4[%arg7, 0] : memref<?x10xf64>
        %19 = affine.load %arg2[%arg7, 0] : memref<?x10xf64>
        affine.store %19, %arg5[%arg7, 0] : memref<?x10xf64>
        affine.for %arg8 = 1 to #map()[%0] {
          %20 = affine.load %arg4[%arg7, %arg8 - 1] : memref<?x10xf64>
          %21 = arith.mulf %17, %20 : f64
          %22 = arith.addf %21, %18 : f64
          %23 = arith.negf %17 : f64
          %24 = arith.divf %23, %22 : f64
          affine.store %24, %arg4[%arg7, %arg8] : memref<?x10xf64>
          %25 = arith.negf %14 : f64
          %26 = affine.load %arg3[%arg7 - 1, %arg8] : memref<?x10xf64>
          %27 = arith.mulf %25, %26 : f64
          %28 = arith.mulf %cst_1, %14 : f64
          %29 = arith.addf %28, %cst_0 : f64
          %30 = affine.load %arg3[%arg7, %arg8] : memref<?x10xf64>
          %31 = arith.mulf %29, %30 : f64
          %32 = arith.addf %27, %31 : f64
          %33 = affine.load %arg3[%arg7 + 1, %arg8] : memref<?x10xf64>
          %34 = arith.mulf %14, %33 : f64
          %35 = arith.subf %32, %34 : f64
          %36 = affine.load %arg5[%arg7, %arg8 - 1] : memref<?x10xf64>
          %37 = arith.mulf %17, %36 : f64
          %38 = arith.subf %35, %37 : f64
          %39 = affine.load %arg4[%arg7, %arg8 - 1] : memref<?x10xf64>
          %40 = arith.mulf %17, %39 : f64
          %41 = arith.addf %40, %18 : f64
          %42 = arith.divf %38, %41 : f64
          affine.store %42, %arg5[%arg7, %arg8] : memref<?x10xf64>
        }
        affine.store %cst_0, %arg2[%arg7, symbol(%0) - 1] : memref<?x10xf64>
        affine.for %arg8 = 1 to #map()[%0] {
          %20 = affine.load %arg4[%arg7, -%arg8 + symbol(%0) - 1] : memref<?x10xf64>
          %21 = affine.load %arg2[%arg7, -%arg8 + symbol(%0)] : memref<?x10xf64>
          %22 = arith.mulf %20, %21 : f64
          %23 = affine.load %arg5[%arg7, -%arg8 + symbol(%0) - 1] : memref<?x10xf64>
          %24 = arith.addf %22, %23 : f64
          affine.store %24, %arg2[%arg7, -%arg8 + symbol(%0) - 1] : memref<?x10xf64>
        }
      }
    }
    return
  }
}

// PolyBench/C 4.2 kernel_deriche (DATA_TYPE float), written by us in the shape a C frontend (Polygeist) emits: i32 sizes cast to index, memref<?xNxf32> arguments, math.exp/math.powf for expf/powf, the recursive filter's scalar locals as loop-carried iter_args (after mem2reg), backward loops as upward loops over -j + h - 1. Checked by scripts/polybench-diff.py.
module {
  func.func @kernel_deriche(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: memref<?x10xf32>, %arg4: memref<?x10xf32>, %arg5: memref<?x10xf32>, %arg6: memref<?x10xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 2.000000e+00 : f32
    %cst_2 = arith.constant -2.000000e+00 : f32
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = arith.negf %arg2 : f32
    %3 = math.exp %2 : f32
    %4 = arith.subf %cst_0, %3 : f32
    %5 = arith.mulf %4, %4 : f32
    %6 = arith.mulf %cst_1, %arg2 : f32
    %7 = arith.mulf %6, %3 : f32
    %8 = arith.addf %7, %cst_0 : f32
    %9 = math.exp %6 : f32
    %10 = arith.subf %8, %9 : f32
    %11 = arith.divf %5, %10 : f32
    %12 = arith.mulf %11, %3 : f32
    %13 = arith.subf %arg2, %cst_0 : f32
    %14 = arith.mulf %12, %13 : f32
    %15 = arith.addf %arg2, %cst_0 : f32
    %16 = arith.mulf %12, %15 : f32
    %17 = arith.negf %11 : f32
    %18 = arith.mulf %cst_2, %arg2 : f32
    %19 = math.exp %18 : f32
    %20 = arith.mulf %17, %19 : f32
    %21 = math.powf %cst_1, %2 : f32
    %22 = arith.negf %19 : f32
    affine.for %arg7 = 0 to %0 {
      %23:3 = affine.for %arg8 = 0 to %1 iter_args(%arg9 = %cst, %arg10 = %cst, %arg11 = %cst) -> (f32, f32, f32) {
        %24 = affine.load %arg3[%arg7, %arg8] : memref<?x10xf32>
        %25 = arith.mulf %11, %24 : f32
        %26 = arith.mulf %14, %arg11 : f32
        %27 = arith.addf %25, %26 : f32
        %28 = arith.mulf %21, %arg9 : f32
        %29 = arith.addf %27, %28 : f32
        %30 = arith.mulf %22, %arg10 : f32
        %31 = arith.addf %29, %30 : f32
        affine.store %31, %arg5[%arg7, %arg8] : memref<?x10xf32>
        affine.yield %31, %arg9, %24 : f32, f32, f32
      }
    }
    affine.for %arg7 = 0 to %0 {
      %23:4 = affine.for %arg8 = 0 to %1 iter_args(%arg9 = %cst, %arg10 = %cst, %arg11 = %cst, %arg12 = %cst) -> (f32, f32, f32, f32) {
        %24 = arith.mulf %16, %arg11 : f32
        %25 = arith.mulf %20, %arg12 : f32
        %26 = arith.addf %24, %25 : f32
        %27 = arith.mulf %21, %arg9 : f32
        %28 = arith.addf %26, %27 : f32
        %29 = arith.mulf %22, %arg10 : f32
        %30 = arith.addf %28, %29 : f32
        affine.store %30, %arg6[%arg7, -%arg8 + symbol(%1) - 1] : memref<?x10xf32>
        %31 = affine.load %arg3[%arg7, -%arg8 + symbol(%1) - 1] : memref<?x10xf32>
        affine.yield %30, %arg9, %31, %arg11 : f32, f32, f32, f32
      }
    }
    affine.for %arg7 = 0 to %0 {
      affine.for %arg8 = 0 to %1 {
        %23 = affine.load %arg5[%arg7, %arg8] : memref<?x10xf32>
        %24 = affine.load %arg6[%arg7, %arg8] : memref<?x10xf32>
        %25 = arith.addf %23, %24 : f32
        %26 = arith.mulf %25, %cst_0 : f32
        affine.store %26, %arg4[%arg7, %arg8] : memref<?x10xf32>
      }
    }
    affine.for %arg7 = 0 to %1 {
      %23:3 = affine.for %arg8 = 0 to %0 iter_args(%arg9 = %cst, %arg10 = %cst, %arg11 = %cst) -> (f32, f32, f32) {
        %24 = affine.load %arg4[%arg8, %arg7] : memref<?x10xf32>
        %25 = arith.mulf %11, %24 : f32
        %26 = arith.mulf %14, %arg9 : f32
        %27 = arith.addf %25, %26 : f32
        %28 = arith.mulf %21, %arg10 : f32
        %29 = arith.addf %27, %28 : f32
        %30 = arith.mulf %22, %arg11 : f32
        %31 = arith.addf %29, %30 : f32
        affine.store %31, %arg5[%arg8, %arg7] : memref<?x10xf32>
        affine.yield %24, %31, %arg10 : f32, f32, f32
      }
    }
    affine.for %arg7 = 0 to %1 {
      %23:4 = affine.for %arg8 = 0 to %0 iter_args(%arg9 = %cst, %arg10 = %cst, %arg11 = %cst, %arg12 = %cst) -> (f32, f32, f32, f32) {
        %24 = arith.mulf %16, %arg9 : f32
        %25 = arith.mulf %20, %arg10 : f32
        %26 = arith.addf %24, %25 : f32
        %27 = arith.mulf %21, %arg11 : f32
        %28 = arith.addf %26, %27 : f32
        %29 = arith.mulf %22, %arg12 : f32
        %30 = arith.addf %28, %29 : f32
        affine.store %30, %arg6[-%arg8 + symbol(%0) - 1, %arg7] : memref<?x10xf32>
        %31 = affine.load %arg4[-%arg8 + symbol(%0) - 1, %arg7] : memref<?x10xf32>
        affine.yield %31, %arg9, %30, %arg11 : f32, f32, f32, f32
      }
    }
    affine.for %arg7 = 0 to %0 {
      affine.for %arg8 = 0 to %1 {
        %23 = affine.load %arg5[%arg7, %arg8] : memref<?x10xf32>
        %24 = affine.load %arg6[%arg7, %arg8] : memref<?x10xf32>
        %25 = arith.addf %23, %24 : f32
        %26 = arith.mulf %25, %cst_0 : f32
        affine.store %26, %arg4[%arg7, %arg8] : memref<?x10xf32>
      }
    }
    return
  }
}

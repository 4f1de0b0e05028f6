// Polygeist shape of nested C reductions kept in registers: `double s = 0;
// for (i) { double r = 0; for (j) r += fabs(A[i][j]); s = fmax(s, r); }`
// (the matrix infinity norm) as an affine.for iter_args nest whose inner
// reduction starts from a constant and feeds the outer carry, a 3-level
// nest summing a 3-D block into an i64 with sign extension, and a pair of
// carries (sum and sum of squares) updated together.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @inf_norm(%arg0: memref<?x32xf64>, %arg1: i32) -> f64 attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 0.000000e+00 : f64
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = affine.for %arg2 = 0 to %0 iter_args(%arg3 = %cst) -> (f64) {
      %2 = affine.for %arg4 = 0 to 32 iter_args(%arg5 = %cst) -> (f64) {
        %4 = affine.load %arg0[%arg2, %arg4] : memref<?x32xf64>
        %5 = math.absf %4 : f64
        %6 = arith.addf %arg5, %5 : f64
        affine.yield %6 : f64
      }
      %3 = arith.maxnumf %arg3, %2 : f64
      affine.yield %3 : f64
    }
    return %1 : f64
  }
  func.func @block_sum(%arg0: memref<4x8x8xi32>) -> i64 attributes {llvm.linkage = #llvm.linkage<external>} {
    %c0_i64 = arith.constant 0 : i64
    %0 = affine.for %arg1 = 0 to 4 iter_args(%arg2 = %c0_i64) -> (i64) {
      %1 = affine.for %arg3 = 0 to 8 iter_args(%arg4 = %arg2) -> (i64) {
        %2 = affine.for %arg5 = 0 to 8 iter_args(%arg6 = %arg4) -> (i64) {
          %3 = affine.load %arg0[%arg1, %arg3, %arg5] : memref<4x8x8xi32>
          %4 = arith.extsi %3 : i32 to i64
          %5 = arith.addi %arg6, %4 : i64
          affine.yield %5 : i64
        }
        affine.yield %2 : i64
      }
      affine.yield %1 : i64
    }
    return %0 : i64
  }
  func.func @moments(%arg0: memref<16x16xf32>, %arg1: memref<16xf32>, %arg2: memref<16xf32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 6.250000e-02 : f32
    affine.for %arg3 = 0 to 16 {
      %0:2 = affine.for %arg4 = 0 to 16 iter_args(%arg5 = %cst, %arg6 = %cst) -> (f32, f32) {
        %5 = affine.load %arg0[%arg4, %arg3] : memref<16x16xf32>
        %6 = arith.addf %arg5, %5 : f32
        %7 = arith.mulf %5, %5 : f32
        %8 = arith.addf %arg6, %7 : f32
        affine.yield %6, %8 : f32, f32
      }
      %1 = arith.mulf %0#0, %cst_0 : f32
      %2 = arith.mulf %0#1, %cst_0 : f32
      %3 = arith.mulf %1, %1 : f32
      %4 = arith.subf %2, %3 : f32
      affine.store %1, %arg1[%arg3] : memref<16xf32>
      affine.store %4, %arg2[%arg3] : memref<16xf32>
    }
    return
  }
}

// Polygeist shape: C library calls (sqrt, exp, pow, fabs, floor) on `float`
// arrays become math ops; `(double)` conversions are arith.extf / truncf.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @transform(%arg0: i32, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: f32) attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 2.000000e+00 : f64
    %0 = arith.index_cast %arg0 : i32 to index
    affine.for %arg4 = 0 to %0 {
      %1 = affine.load %arg1[%arg4] : memref<?xf32>
      %2 = math.absf %1 : f32
      %3 = math.sqrt %2 : f32
      %4 = arith.extf %1 : f32 to f64
      %5 = math.powf %4, %cst_0 : f64
      %6 = arith.truncf %5 : f64 to f32
      %7 = arith.addf %3, %6 : f32
      %8 = arith.negf %arg3 : f32
      %9 = arith.mulf %8, %2 : f32
      %10 = math.exp %9 : f32
      %11 = arith.addf %10, %cst : f32
      %12 = arith.divf %7, %11 : f32
      %13 = math.floor %12 : f32
      affine.store %13, %arg2[%arg4] : memref<?xf32>
    }
    return
  }
}

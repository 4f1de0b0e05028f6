// Polygeist shape: libm calls on float and double as math ops (fmaf, powf,
// exp2, rsqrt via 1/sqrt, copysign, fpowi from `pow(x, n)` with int n),
// float <-> double promotion, and a Horner polynomial with math.fma.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @poly(%arg0: memref<100xf32>, %arg1: memref<100xf32>, %arg2: memref<100xf64>, %arg3: i32) attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 1.500000e+00 : f32
    %cst_0 = arith.constant -2.500000e-01 : f32
    %cst_1 = arith.constant 3.000000e+00 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 2.500000e+00 : f32
    affine.for %arg4 = 0 to 100 {
      %0 = affine.load %arg0[%arg4] : memref<100xf32>
      %1 = math.fma %0, %cst_0, %cst : f32
      %2 = math.fma %1, %0, %cst_1 : f32
      %3 = math.fma %2, %0, %cst_2 : f32
      %4 = math.absf %0 : f32
      %5 = math.powf %4, %cst_3 : f32
      %6 = math.exp2 %0 : f32
      %7 = math.rsqrt %3 : f32
      %8 = math.copysign %5, %0 : f32
      %9 = arith.addf %6, %7 : f32
      %10 = arith.addf %9, %8 : f32
      affine.store %10, %arg1[%arg4] : memref<100xf32>
      %11 = arith.extf %3 : f32 to f64
      %12 = math.fpowi %11, %arg3 : f64, i32
      %13 = math.log1p %11 : f64
      %14 = math.cbrt %12 : f64
      %15 = arith.addf %13, %14 : f64
      affine.store %15, %arg2[%arg4] : memref<100xf64>
    }
    return
  }
}

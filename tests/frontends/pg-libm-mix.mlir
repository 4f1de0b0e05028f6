// Polygeist shape: more libm calls: fma, copysign, fmod (arith.remf), atan2,
// log1p, rsqrt-style 1/sqrt, integer pow (math.ipowi) and count-leading-zeros
// (math.ctlz) on `unsigned` inputs.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @libm_mix(%arg0: i32, %arg1: memref<?xf64>, %arg2: memref<?xf64>, %arg3: memref<?xi32>, %arg4: memref<?xf64>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 1.000000e+00 : f64
    %cst_0 = arith.constant 3.000000e+00 : f64
    %c3_i32 = arith.constant 3 : i32
    %0 = arith.index_cast %arg0 : i32 to index
    affine.for %arg5 = 0 to %0 {
      %1 = affine.load %arg1[%arg5] : memref<?xf64>
      %2 = affine.load %arg2[%arg5] : memref<?xf64>
      %3 = math.fma %1, %2, %cst : f64
      %4 = math.copysign %3, %2 : f64
      %5 = arith.remf %4, %cst_0 : f64
      %6 = math.atan2 %1, %2 : f64
      %7 = math.absf %5 : f64
      %8 = math.log1p %7 : f64
      %9 = math.sqrt %7 : f64
      %10 = arith.divf %cst, %9 : f64
      %11 = arith.addf %6, %8 : f64
      %12 = arith.addf %11, %10 : f64
      affine.store %12, %arg4[%arg5] : memref<?xf64>
      %13 = affine.load %arg3[%arg5] : memref<?xi32>
      %14 = math.ctlz %13 : i32
      %15 = math.ipowi %14, %c3_i32 : i32
      affine.store %15, %arg3[%arg5] : memref<?xi32>
    }
    return
  }
}

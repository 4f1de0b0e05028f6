// Polygeist shape: Newton iterations `do { y = 0.5 * (y + x / y); it++; }
// while (fabs(y * y - x) > eps && it < 50)` per array element: an
// scf.while inside an affine.for whose before-region computes the next
// iterate and the condition, an scf.if for non-positive inputs, and the
// iteration count stored as i32.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @sqrt_newton(%arg0: memref<32xf64>, %arg1: memref<32xf64>, %arg2: memref<32xi32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 5.000000e-01 : f64
    %cst_0 = arith.constant 1.000000e-10 : f64
    %cst_1 = arith.constant 0.000000e+00 : f64
    %cst_2 = arith.constant 1.000000e+00 : f64
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c50_i32 = arith.constant 50 : i32
    affine.for %arg3 = 0 to 32 {
      %0 = affine.load %arg0[%arg3] : memref<32xf64>
      %1 = arith.cmpf ole, %0, %cst_1 : f64
      %2:2 = scf.if %1 -> (f64, i32) {
        scf.yield %cst_1, %c0_i32 : f64, i32
      } else {
        %3 = arith.addf %0, %cst_2 : f64
        %4 = arith.mulf %3, %cst : f64
        %5:2 = scf.while (%arg4 = %4, %arg5 = %c0_i32) : (f64, i32) -> (f64, i32) {
          %6 = arith.divf %0, %arg4 : f64
          %7 = arith.addf %arg4, %6 : f64
          %8 = arith.mulf %7, %cst : f64
          %9 = arith.addi %arg5, %c1_i32 : i32
          %10 = arith.mulf %8, %8 : f64
          %11 = arith.subf %10, %0 : f64
          %12 = math.absf %11 : f64
          %13 = arith.cmpf ogt, %12, %cst_0 : f64
          %14 = arith.cmpi slt, %9, %c50_i32 : i32
          %15 = arith.andi %13, %14 : i1
          scf.condition(%15) %8, %9 : f64, i32
        } do {
        ^bb0(%arg4: f64, %arg5: i32):
          scf.yield %arg4, %arg5 : f64, i32
        }
        scf.yield %5#0, %5#1 : f64, i32
      }
      affine.store %2#0, %arg1[%arg3] : memref<32xf64>
      affine.store %2#1, %arg2[%arg3] : memref<32xi32>
    }
    return
  }
}

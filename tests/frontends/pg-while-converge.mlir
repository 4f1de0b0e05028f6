// Polygeist shape: a `while (err > tol && it < maxit)` loop (scf.while with an
// i32 counter) around affine Jacobi sweeps over a fixed-size grid.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @jacobi(%arg0: memref<34xf64>, %arg1: memref<34xf64>, %arg2: i32, %arg3: f64) -> i32 attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 5.000000e-01 : f64
    %cst_0 = arith.constant 0.000000e+00 : f64
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %alloca = memref.alloca() : memref<1xf64>
    %0:2 = scf.while (%arg4 = %c0_i32, %arg5 = %arg3) : (i32, f64) -> (i32, f64) {
      %1 = arith.cmpf ogt, %arg5, %arg3 : f64
      %2 = arith.cmpi slt, %arg4, %arg2 : i32
      %3 = arith.cmpi eq, %arg4, %c0_i32 : i32
      %4 = arith.andi %1, %2 : i1
      %5 = arith.ori %4, %3 : i1
      scf.condition(%5) %arg4, %arg5 : i32, f64
    } do {
    ^bb0(%arg4: i32, %arg5: f64):
      affine.store %cst_0, %alloca[0] : memref<1xf64>
      affine.for %arg6 = 1 to 33 {
        %3 = affine.load %arg0[%arg6 - 1] : memref<34xf64>
        %4 = affine.load %arg0[%arg6 + 1] : memref<34xf64>
        %5 = arith.addf %3, %4 : f64
        %6 = arith.mulf %5, %cst : f64
        affine.store %6, %arg1[%arg6] : memref<34xf64>
        %7 = affine.load %arg0[%arg6] : memref<34xf64>
        %8 = arith.subf %6, %7 : f64
        %9 = math.absf %8 : f64
        %10 = affine.load %alloca[0] : memref<1xf64>
        %11 = arith.maximumf %10, %9 : f64
        affine.store %11, %alloca[0] : memref<1xf64>
      }
      affine.for %arg6 = 1 to 33 {
        %3 = affine.load %arg1[%arg6] : memref<34xf64>
        affine.store %3, %arg0[%arg6] : memref<34xf64>
      }
      %1 = arith.addi %arg4, %c1_i32 : i32
      %2 = affine.load %alloca[0] : memref<1xf64>
      scf.yield %1, %2 : i32, f64
    }
    return %0#0 : i32
  }
}

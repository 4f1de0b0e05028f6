// Polygeist shape of a C `do { ... } while (cond);`: the body is in the
// scf.while before region (an affine sweep over the array and a max-change
// reduction with iter_args), the condition computed after it from the
// reduction and an i32 counter; the after region only forwards the carries.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @smooth_until(%arg0: memref<34xf32>, %arg1: memref<34xf32>, %arg2: f32) -> i32 attributes {llvm.linkage = #llvm.linkage<external>} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c20_i32 = arith.constant 20 : i32
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 3.000000e+00 : f32
    %0 = scf.while (%arg3 = %c0_i32) : (i32) -> i32 {
      %1 = affine.for %arg4 = 1 to 33 iter_args(%arg5 = %cst) -> (f32) {
        %6 = affine.load %arg0[%arg4 - 1] : memref<34xf32>
        %7 = affine.load %arg0[%arg4] : memref<34xf32>
        %8 = affine.load %arg0[%arg4 + 1] : memref<34xf32>
        %9 = arith.addf %6, %7 : f32
        %10 = arith.addf %9, %8 : f32
        %11 = arith.divf %10, %cst_0 : f32
        affine.store %11, %arg1[%arg4] : memref<34xf32>
        %12 = arith.subf %11, %7 : f32
        %13 = math.absf %12 : f32
        %14 = arith.maximumf %arg5, %13 : f32
        affine.yield %14 : f32
      }
      affine.for %arg4 = 1 to 33 {
        %6 = affine.load %arg1[%arg4] : memref<34xf32>
        affine.store %6, %arg0[%arg4] : memref<34xf32>
      }
      %2 = arith.addi %arg3, %c1_i32 : i32
      %3 = arith.cmpf ogt, %1, %arg2 : f32
      %4 = arith.cmpi slt, %2, %c20_i32 : i32
      %5 = arith.andi %3, %4 : i1
      scf.condition(%5) %2 : i32
    } do {
    ^bb0(%arg3: i32):
      scf.yield %arg3 : i32
    }
    return %0 : i32
  }
}

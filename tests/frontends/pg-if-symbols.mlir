// Polygeist shape: a banded update `if (j >= i - k && j <= i + k && i < m)`
// raised to affine.if with an integer set over dims and symbols (n, m, k
// from i32 arguments), an else branch, and a guard on a symbol alone.
#set = affine_set<(d0, d1)[s0, s1] : (d1 - d0 + s1 >= 0, d0 - d1 + s1 >= 0, s0 - d0 - 1 >= 0)>
#set1 = affine_set<()[s0] : (s0 - 2 >= 0)>
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @band(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<?x32xf32>, %arg4: memref<?x32xf32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 2.000000e+00 : f32
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = arith.index_cast %arg2 : i32 to index
    affine.for %arg5 = 0 to %0 {
      affine.for %arg6 = 0 to 32 {
        affine.if #set(%arg5, %arg6)[%1, %2] {
          %3 = affine.load %arg3[%arg5, %arg6] : memref<?x32xf32>
          %4 = arith.mulf %3, %cst_0 : f32
          affine.store %4, %arg4[%arg5, %arg6] : memref<?x32xf32>
        } else {
          affine.store %cst, %arg4[%arg5, %arg6] : memref<?x32xf32>
        }
      }
    }
    affine.if #set1()[%2] {
      affine.for %arg5 = 1 to %0 {
        %3 = affine.load %arg4[%arg5 - 1, 0] : memref<?x32xf32>
        %4 = affine.load %arg4[%arg5, 0] : memref<?x32xf32>
        %5 = arith.addf %3, %4 : f32
        affine.store %5, %arg4[%arg5, 0] : memref<?x32xf32>
      }
    }
    return
  }
}

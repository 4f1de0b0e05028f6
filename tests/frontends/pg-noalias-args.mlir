// Polygeist shape of `restrict`-qualified parameters: argument attributes
// (llvm.noalias) on memref arguments, a result attribute, private helper
// visibility, and a 3-D stencil with i64 sizes (`long n`).
#map = affine_map<()[s0] -> (s0 - 1)>
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @heat3d(%arg0: i64, %arg1: memref<?x10x10xf32> {llvm.noalias}, %arg2: memref<?x10x10xf32> {llvm.noalias, llvm.readonly}) -> (i32 {llvm.noundef}) attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 1.250000e-01 : f32
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.index_cast %arg0 : i64 to index
    affine.for %arg3 = 1 to #map()[%0] {
      affine.for %arg4 = 1 to 9 {
        affine.for %arg5 = 1 to 9 {
          %1 = affine.load %arg2[%arg3 - 1, %arg4, %arg5] : memref<?x10x10xf32>
          %2 = affine.load %arg2[%arg3 + 1, %arg4, %arg5] : memref<?x10x10xf32>
          %3 = affine.load %arg2[%arg3, %arg4 - 1, %arg5] : memref<?x10x10xf32>
          %4 = affine.load %arg2[%arg3, %arg4 + 1, %arg5] : memref<?x10x10xf32>
          %5 = affine.load %arg2[%arg3, %arg4, %arg5 - 1] : memref<?x10x10xf32>
          %6 = affine.load %arg2[%arg3, %arg4, %arg5 + 1] : memref<?x10x10xf32>
          %7 = arith.addf %1, %2 : f32
          %8 = arith.addf %3, %4 : f32
          %9 = arith.addf %5, %6 : f32
          %10 = arith.addf %7, %8 : f32
          %11 = arith.addf %10, %9 : f32
          %12 = arith.mulf %11, %cst : f32
          affine.store %12, %arg1[%arg3, %arg4, %arg5] : memref<?x10x10xf32>
        }
      }
    }
    return %c0_i32 : i32
  }
}

// Polygeist shape of C with `float *` parameters and uninitialized locals:
// pointer arguments as memref<?xf32>, `float best; int arg;` as
// llvm.mlir.undef values carried through affine.for iter_args and stored to
// alloca'd scalars, an scf.if choosing between the carried and the new value
// (argmax with a first-iteration flag), and a saxpy on the same pointers.
module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @argmax(%arg0: memref<?xf32>, %arg1: i32, %arg2: memref<?xi32>) -> f32 attributes {llvm.linkage = #llvm.linkage<external>} {
    %c0_i32 = arith.constant 0 : i32
    %true = arith.constant true
    %false = arith.constant false
    %0 = llvm.mlir.undef : f32
    %1 = llvm.mlir.undef : i32
    %alloca = memref.alloca() : memref<1xf32>
    %alloca_0 = memref.alloca() : memref<1xi32>
    affine.store %0, %alloca[0] : memref<1xf32>
    affine.store %1, %alloca_0[0] : memref<1xi32>
    %2 = arith.index_cast %arg1 : i32 to index
    %3:3 = affine.for %arg3 = 0 to %2 iter_args(%arg4 = %0, %arg5 = %1, %arg6 = %true) -> (f32, i32, i1) {
      %5 = affine.load %arg0[%arg3] : memref<?xf32>
      %6 = arith.index_cast %arg3 : index to i32
      %7:2 = scf.if %arg6 -> (f32, i32) {
        scf.yield %5, %6 : f32, i32
      } else {
        %8 = arith.cmpf ogt, %5, %arg4 : f32
        %9 = arith.select %8, %5, %arg4 : f32
        %10 = arith.select %8, %6, %arg5 : i32
        scf.yield %9, %10 : f32, i32
      }
      affine.yield %7#0, %7#1, %false : f32, i32, i1
    }
    affine.store %3#0, %alloca[0] : memref<1xf32>
    affine.store %3#1, %alloca_0[0] : memref<1xi32>
    %4 = affine.load %alloca_0[0] : memref<1xi32>
    affine.store %4, %arg2[0] : memref<?xi32>
    %5 = arith.cmpi sgt, %arg1, %c0_i32 : i32
    %6 = affine.load %alloca[0] : memref<1xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %7 = arith.select %5, %6, %cst : f32
    return %7 : f32
  }
  func.func @saxpy(%arg0: i32, %arg1: f32, %arg2: memref<?xf32>, %arg3: memref<?xf32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %0 = arith.index_cast %arg0 : i32 to index
    affine.for %arg4 = 0 to %0 {
      %1 = affine.load %arg2[%arg4] : memref<?xf32>
      %2 = arith.mulf %arg1, %1 : f32
      %3 = affine.load %arg3[%arg4] : memref<?xf32>
      %4 = arith.addf %2, %3 : f32
      affine.store %4, %arg3[%arg4] : memref<?xf32>
    }
    return
  }
}

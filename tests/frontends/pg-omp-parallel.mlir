// Polygeist shape: `#pragma omp parallel for` over a 2-D update becomes
// affine.parallel; a reduction loop stays affine.for with iter_args; the
// sum is stored into an alloca'd scalar.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @scale_rows(%arg0: i32, %arg1: memref<?x48xf32>, %arg2: memref<?xf32>, %arg3: memref<1xf32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = arith.index_cast %arg0 : i32 to index
    affine.parallel (%arg4, %arg5) = (0, 0) to (symbol(%0), 48) {
      %2 = affine.load %arg1[%arg4, %arg5] : memref<?x48xf32>
      %3 = affine.load %arg2[%arg4] : memref<?xf32>
      %4 = arith.mulf %2, %3 : f32
      affine.store %4, %arg1[%arg4, %arg5] : memref<?x48xf32>
    }
    %1 = affine.for %arg4 = 0 to %0 iter_args(%arg5 = %cst) -> (f32) {
      %2 = affine.for %arg6 = 0 to 48 iter_args(%arg7 = %arg5) -> (f32) {
        %3 = affine.load %arg1[%arg4, %arg6] : memref<?x48xf32>
        %4 = arith.addf %arg7, %3 : f32
        affine.yield %4 : f32
      }
      affine.yield %2 : f32
    }
    affine.store %1, %arg3[0] : memref<1xf32>
    return
  }
}

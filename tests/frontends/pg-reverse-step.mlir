// Polygeist shape: `for (i = n - 1; i >= 0; i--)` is emitted as a forward
// affine.for with the index reversed through affine.apply; a strided loop (i += 2)
// keeps its step. Back substitution on an upper-triangular system.
#map = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
#map1 = affine_map<(d0)[s0] -> (-d0 + s0)>
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @backsub(%arg0: i32, %arg1: memref<?x20xf64>, %arg2: memref<?xf64>, %arg3: memref<?xf64>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %0 = arith.index_cast %arg0 : i32 to index
    affine.for %arg4 = 0 to %0 {
      %1 = affine.apply #map(%arg4)[%0]
      %2 = affine.load %arg2[%1] : memref<?xf64>
      %3 = affine.for %arg5 = #map1(%arg4)[%0] to %0 iter_args(%arg6 = %2) -> (f64) {
        %6 = affine.load %arg1[%1, %arg5] : memref<?x20xf64>
        %7 = affine.load %arg3[%arg5] : memref<?xf64>
        %8 = arith.mulf %6, %7 : f64
        %9 = arith.subf %arg6, %8 : f64
        affine.yield %9 : f64
      }
      %4 = affine.load %arg1[%1, %1] : memref<?x20xf64>
      %5 = arith.divf %3, %4 : f64
      affine.store %5, %arg3[%1] : memref<?xf64>
    }
    affine.for %arg4 = 0 to %0 step 2 {
      %1 = affine.load %arg3[%arg4] : memref<?xf64>
      %2 = arith.negf %1 : f64
      affine.store %2, %arg3[%arg4] : memref<?xf64>
    }
    return
  }
}

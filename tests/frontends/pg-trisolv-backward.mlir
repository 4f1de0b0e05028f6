// Polygeist shape: back substitution U x = b for an upper-triangular U
// (`for (i = n-1; i >= 0; i--)`): the reversed loop normalized to an
// ascending IV with the row computed by an affine map, the inner loop's
// lower bound depending on it, the running sum carried in iter_args, then a
// forward substitution L y = b whose inner loop's upper bound is the outer IV.
#map = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
#map1 = affine_map<(d0)[s0] -> (-d0 + s0)>
#map2 = affine_map<(d0) -> (d0)>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 64 : i64>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @back_subst(%arg0: i32, %arg1: memref<?x64xf64>, %arg2: memref<?xf64>, %arg3: memref<?xf64>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 0.000000e+00 : f64
    %0 = arith.index_cast %arg0 : i32 to index
    affine.for %arg4 = 0 to %0 {
      %1 = affine.apply #map(%arg4)[%0]
      %2 = affine.load %arg2[-%arg4 + symbol(%0) - 1] : memref<?xf64>
      %3 = affine.for %arg5 = #map1(%arg4)[%0] to %0 iter_args(%arg6 = %cst) -> (f64) {
        %7 = affine.load %arg1[-%arg4 + symbol(%0) - 1, %arg5] : memref<?x64xf64>
        %8 = affine.load %arg3[%arg5] : memref<?xf64>
        %9 = arith.mulf %7, %8 : f64
        %10 = arith.addf %arg6, %9 : f64
        affine.yield %10 : f64
      }
      %4 = arith.subf %2, %3 : f64
      %5 = memref.load %arg1[%1, %1] : memref<?x64xf64>
      %6 = arith.divf %4, %5 : f64
      affine.store %6, %arg3[-%arg4 + symbol(%0) - 1] : memref<?xf64>
    }
    return
  }
  func.func @forward_subst(%arg0: memref<32x32xf32>, %arg1: memref<32xf32>, %arg2: memref<32xf32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    affine.for %arg3 = 0 to 32 {
      %0 = affine.load %arg1[%arg3] : memref<32xf32>
      affine.store %0, %arg2[%arg3] : memref<32xf32>
      affine.for %arg4 = 0 to #map2(%arg3) {
        %4 = affine.load %arg0[%arg3, %arg4] : memref<32x32xf32>
        %5 = affine.load %arg2[%arg4] : memref<32xf32>
        %6 = arith.mulf %4, %5 : f32
        %7 = affine.load %arg2[%arg3] : memref<32xf32>
        %8 = arith.subf %7, %6 : f32
        affine.store %8, %arg2[%arg3] : memref<32xf32>
      }
      %1 = affine.load %arg2[%arg3] : memref<32xf32>
      %2 = affine.load %arg0[%arg3, %arg3] : memref<32x32xf32>
      %3 = arith.divf %1, %2 : f32
      affine.store %3, %arg2[%arg3] : memref<32xf32>
    }
    return
  }
}

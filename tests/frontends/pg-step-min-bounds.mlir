// Polygeist shape: a hand-blocked C loop `for (i = 0; i < n; i += 16) for
// (ii = i; ii < min(i + 16, n); ii += 2)` as affine.for with step 16 and
// step 2, affine.min upper bounds with a symbol, and a strided store.
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0)[s0] -> (d0 + 16, s0)>
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @blocked_pairs(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %arg2: i32) attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 5.000000e-01 : f32
    %0 = arith.index_cast %arg2 : i32 to index
    affine.for %arg3 = 0 to %0 step 16 {
      affine.for %arg4 = #map(%arg3) to min #map1(%arg3)[%0] step 2 {
        %1 = affine.load %arg0[%arg4] : memref<?xf32>
        %2 = affine.load %arg0[%arg4 + 1] : memref<?xf32>
        %3 = arith.addf %1, %2 : f32
        %4 = arith.mulf %3, %cst : f32
        affine.store %4, %arg1[%arg4 floordiv 2] : memref<?xf32>
      }
    }
    return
  }
}

// Polygeist shape: a hand-blocked C loop `for (ii = 0; ii < n; ii += 8) for (i = ii; i < min(ii + 8, n); i++)`
// becomes affine.for with a step and a min upper bound; a prefix sum inside.
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0)[s0] -> (d0 + 8, s0)>
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @blocked_scale(%arg0: i32, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: f32) attributes {llvm.linkage = #llvm.linkage<external>} {
    %0 = arith.index_cast %arg0 : i32 to index
    affine.for %arg4 = 0 to %0 step 8 {
      affine.for %arg5 = #map(%arg4) to min #map1(%arg4)[%0] {
        %1 = affine.load %arg1[%arg5] : memref<?xf32>
        %2 = arith.mulf %1, %arg3 : f32
        affine.store %2, %arg2[%arg5] : memref<?xf32>
      }
    }
    return
  }
}

// Polygeist shape of C loops whose bounds divide: `for (b = 0; b < n / 4;
// b++) for (k = 0; k < 4; k++) out[b][k] = in[4 * b + k]` (packing into
// blocks, the bound `n floordiv 4` on a symbol), a ceildiv tile count
// whose last tile is clipped by `min(4 * t + 4, n)`, and an unpack reading
// `[i floordiv 4, i mod 4]` with signed division and remainder by 3.
#map = affine_map<()[s0] -> (s0 floordiv 4)>
#map2 = affine_map<()[s0] -> (s0 ceildiv 4)>
#map3 = affine_map<(d0)[s0] -> (d0 * 4 + 4, s0)>
#map4 = affine_map<(d0) -> (d0 * 4)>
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @pack4(%arg0: memref<?xf32>, %arg1: memref<?x4xf32>, %arg2: i32) attributes {llvm.linkage = #llvm.linkage<external>} {
    %0 = arith.index_cast %arg2 : i32 to index
    affine.for %arg4 = 0 to #map()[%0] {
      affine.for %arg5 = 0 to 4 {
        %1 = affine.load %arg0[%arg4 * 4 + %arg5] : memref<?xf32>
        affine.store %1, %arg1[%arg4, %arg5] : memref<?x4xf32>
      }
    }
    return
  }
  func.func @tile_sums(%arg0: memref<?xi32>, %arg1: memref<?xi32>, %arg2: i32) attributes {llvm.linkage = #llvm.linkage<external>} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.index_cast %arg2 : i32 to index
    affine.for %arg3 = 0 to #map2()[%0] {
      %1 = affine.for %arg4 = #map4(%arg3) to min #map3(%arg3)[%0] iter_args(%arg5 = %c0_i32) -> (i32) {
        %2 = affine.load %arg0[%arg4] : memref<?xi32>
        %3 = arith.addi %arg5, %2 : i32
        affine.yield %3 : i32
      }
      affine.store %1, %arg1[%arg3] : memref<?xi32>
    }
    return
  }
  func.func @unpack(%arg0: memref<8x4xi32>, %arg1: memref<32xi32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %c3_i32 = arith.constant 3 : i32
    affine.for %arg2 = 0 to 32 {
      %0 = affine.load %arg0[%arg2 floordiv 4, %arg2 mod 4] : memref<8x4xi32>
      %1 = arith.divsi %0, %c3_i32 : i32
      %2 = arith.remsi %0, %c3_i32 : i32
      %3 = arith.addi %1, %2 : i32
      affine.store %3, %arg1[%arg2] : memref<32xi32>
    }
    return
  }
}

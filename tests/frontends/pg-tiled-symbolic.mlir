// Polygeist + tiling shape: a C matmul on `int n` sizes as it comes out of
// a tiling flow before the user's next passes: tile loops with step 32 on
// symbolic bounds, point loops `affine.for %i = #lb(%ii) to min #ub(%ii)[%n]`
// (the ragged last tile), a skewed time-space loop whose lower bound is
// `max(1, t - n + 1)` and upper bound `min(t, n)` (a diagonal wavefront).
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0)[s0] -> (d0 + 32, s0)>
#map2 = affine_map<(d0)[s0] -> (1, d0 - s0 + 1)>
#map3 = affine_map<(d0)[s0] -> (d0, s0)>
#map4 = affine_map<()[s0] -> (s0 * 2 - 1)>
#map5 = affine_map<(d0, d1) -> (d0 - d1)>
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @matmul_tiled(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>, %arg3: i32) attributes {llvm.linkage = #llvm.linkage<external>} {
    %0 = arith.index_cast %arg3 : i32 to index
    affine.for %arg4 = 0 to %0 step 32 {
      affine.for %arg5 = 0 to %0 step 32 {
        affine.for %arg6 = 0 to %0 step 32 {
          affine.for %arg7 = #map(%arg4) to min #map1(%arg4)[%0] {
            affine.for %arg8 = #map(%arg5) to min #map1(%arg5)[%0] {
              affine.for %arg9 = #map(%arg6) to min #map1(%arg6)[%0] {
                %1 = affine.load %arg0[%arg7, %arg9] : memref<?x?xf32>
                %2 = affine.load %arg1[%arg9, %arg8] : memref<?x?xf32>
                %3 = arith.mulf %1, %2 : f32
                %4 = affine.load %arg2[%arg7, %arg8] : memref<?x?xf32>
                %5 = arith.addf %4, %3 : f32
                affine.store %5, %arg2[%arg7, %arg8] : memref<?x?xf32>
              }
            }
          }
        }
      }
    }
    return
  }
  func.func @wavefront(%arg0: memref<?x?xi32>, %arg1: i32) attributes {llvm.linkage = #llvm.linkage<external>} {
    %0 = arith.index_cast %arg1 : i32 to index
    affine.for %arg2 = 2 to #map4()[%0] {
      affine.for %arg3 = max #map2(%arg2)[%0] to min #map3(%arg2)[%0] {
        %1 = affine.apply #map5(%arg2, %arg3)
        %2 = affine.load %arg0[%arg3, %1 - 1] : memref<?x?xi32>
        %3 = affine.load %arg0[%arg3 - 1, %1] : memref<?x?xi32>
        %4 = arith.maxsi %2, %3 : i32
        %5 = affine.load %arg0[%arg3, %1] : memref<?x?xi32>
        %6 = arith.addi %4, %5 : i32
        affine.store %6, %arg0[%arg3, %1] : memref<?x?xi32>
      }
    }
    return
  }
}

// IREE shape after tiling and bufferization: scf.for tile loops over a
// dynamically sized buffer, memref.subview tiles with strided layouts,
// affine.min for the tile sizes, and a linalg.generic on the tiles.
#map = affine_map<(d0)[s0] -> (-d0 + s0, 8)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @tiled_add(%arg0: memref<?x32xf32>, %arg1: memref<?x32xf32>, %arg2: memref<?x32xf32>) {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %dim = memref.dim %arg0, %c0 : memref<?x32xf32>
    scf.for %arg3 = %c0 to %dim step %c8 {
      %0 = affine.min #map(%arg3)[%dim]
      scf.for %arg4 = %c0 to %c32 step %c8 {
        %subview = memref.subview %arg0[%arg3, %arg4] [%0, 8] [1, 1] : memref<?x32xf32> to memref<?x8xf32, strided<[32, 1], offset: ?>>
        %subview_0 = memref.subview %arg1[%arg3, %arg4] [%0, 8] [1, 1] : memref<?x32xf32> to memref<?x8xf32, strided<[32, 1], offset: ?>>
        %subview_1 = memref.subview %arg2[%arg3, %arg4] [%0, 8] [1, 1] : memref<?x32xf32> to memref<?x8xf32, strided<[32, 1], offset: ?>>
        linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%subview, %subview_0 : memref<?x8xf32, strided<[32, 1], offset: ?>>, memref<?x8xf32, strided<[32, 1], offset: ?>>) outs(%subview_1 : memref<?x8xf32, strided<[32, 1], offset: ?>>) {
        ^bb0(%in: f32, %in_2: f32, %out: f32):
          %1 = arith.addf %in, %in_2 : f32
          linalg.yield %1 : f32
        }
      }
    }
    return
  }
}

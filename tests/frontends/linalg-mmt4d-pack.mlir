// IREE data-tiling shape on buffers: operands already packed into 4-D tiles
// (M1 x K1 x M0 x K0 and N1 x K1 x N0 x K0) multiplied by linalg.mmt4d into
// an accumulator filled first, a batch_mmt4d over two batches, and the
// unpack written as a linalg.generic reading the tiled result through a
// (d0, d1) -> (d0 floordiv 4, d1 floordiv 4, d0 mod 4, d1 mod 4) map.
#map = affine_map<(d0, d1) -> (d0 floordiv 4, d1 floordiv 4, d0 mod 4, d1 mod 4)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @mmt4d(%arg0: memref<2x3x4x2xf32>, %arg1: memref<2x3x4x2xf32>, %arg2: memref<2x2x4x4xf32>, %arg3: memref<8x8xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%arg2 : memref<2x2x4x4xf32>)
    linalg.mmt4d ins(%arg0, %arg1 : memref<2x3x4x2xf32>, memref<2x3x4x2xf32>) outs(%arg2 : memref<2x2x4x4xf32>)
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2 : memref<2x2x4x4xf32>) outs(%arg3 : memref<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    return
  }
  func.func @batch_mmt4d(%arg0: memref<2x1x2x4x4xi32>, %arg1: memref<2x2x2x4x4xi32>, %arg2: memref<2x1x2x4x4xi32>) {
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%arg2 : memref<2x1x2x4x4xi32>)
    linalg.batch_mmt4d ins(%arg0, %arg1 : memref<2x1x2x4x4xi32>, memref<2x2x2x4x4xi32>) outs(%arg2 : memref<2x1x2x4x4xi32>)
    return
  }
}

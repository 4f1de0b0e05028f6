// IREE shape of a dynamic-size matmul + elementwise dispatch on buffers
// after tiling: scf.for tile loops with affine.min sizes for the ragged
// last tile, memref.subview tiles with strided layouts and dynamic offsets,
// linalg.fill / linalg.matmul / linalg.generic on the tiles, and
// memref.assume_alignment on the dispatch bindings.
#map = affine_map<(d0)[s0] -> (-d0 + s0, 8)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @dispatch(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?xf32>, %arg3: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = memref.assume_alignment %arg0, 64 : memref<?x?xf32>
    %1 = memref.assume_alignment %arg3, 64 : memref<?x?xf32>
    %dim = memref.dim %0, %c0 : memref<?x?xf32>
    %dim_0 = memref.dim %0, %c1 : memref<?x?xf32>
    %dim_1 = memref.dim %arg1, %c1 : memref<?x?xf32>
    scf.for %arg4 = %c0 to %dim step %c8 {
      %2 = affine.min #map(%arg4)[%dim]
      scf.for %arg5 = %c0 to %dim_1 step %c8 {
        %3 = affine.min #map(%arg5)[%dim_1]
        %subview = memref.subview %1[%arg4, %arg5] [%2, %3] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
        %subview_2 = memref.subview %0[%arg4, 0] [%2, %dim_0] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
        %subview_3 = memref.subview %arg1[0, %arg5] [%dim_0, %3] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
        %subview_4 = memref.subview %arg2[%arg5] [%3] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
        linalg.fill ins(%cst : f32) outs(%subview : memref<?x?xf32, strided<[?, 1], offset: ?>>)
        linalg.matmul ins(%subview_2, %subview_3 : memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>) outs(%subview : memref<?x?xf32, strided<[?, 1], offset: ?>>)
        linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%subview_4 : memref<?xf32, strided<[1], offset: ?>>) outs(%subview : memref<?x?xf32, strided<[?, 1], offset: ?>>) {
        ^bb0(%in: f32, %out: f32):
          %4 = arith.addf %out, %in : f32
          %5 = arith.maximumf %4, %cst : f32
          linalg.yield %5 : f32
        }
      }
    }
    return
  }
}

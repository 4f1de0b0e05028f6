// IREE shape on dynamic shapes: a 3-D elementwise op with a 1-D operand
// broadcast along the first two dimensions and a 2-D operand along the
// last, output sizes from memref.dim, and a dynamic linalg.fill; the
// body mixes arith.select and math.exp.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @bcast3d(%arg0: memref<?x?x?xf32>, %arg1: memref<?xf32>, %arg2: memref<?x?xf32>, %arg3: memref<?x?x?xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    linalg.generic {indexing_maps = [#map, #map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : memref<?x?x?xf32>, memref<?xf32>, memref<?x?xf32>) outs(%arg3 : memref<?x?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
      %0 = arith.addf %in, %in_0 : f32
      %1 = arith.cmpf ogt, %0, %in_1 : f32
      %2 = math.exp %in_1 : f32
      %3 = arith.select %1, %0, %2 : f32
      linalg.yield %3 : f32
    }
    return
  }
}

// torch-mlir shape: argmax over the middle dimension of a 3-D tensor as one
// linalg.generic with iterator_types ["parallel", "reduction", "parallel"]
// and two outputs (the max value and its index from linalg.index), both
// initialized by linalg.fill.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
module attributes {torch.debug_module_name = "ArgMax"} {
  func.func @forward(%arg0: memref<2x5x3xf32>, %arg1: memref<2x3xi64>) {
    %cst = arith.constant 0xFF800000 : f32
    %c0_i64 = arith.constant 0 : i64
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<2x3xf32>)
    linalg.fill ins(%c0_i64 : i64) outs(%arg1 : memref<2x3xi64>)
    linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg0 : memref<2x5x3xf32>) outs(%alloc, %arg1 : memref<2x3xf32>, memref<2x3xi64>) {
    ^bb0(%in: f32, %out: f32, %out_0: i64):
      %0 = linalg.index 1 : index
      %1 = arith.index_cast %0 : index to i64
      %2 = arith.maximumf %in, %out : f32
      %3 = arith.cmpf ogt, %in, %out : f32
      %4 = arith.select %3, %1, %out_0 : i64
      linalg.yield %2, %4 : f32, i64
    }
    memref.dealloc %alloc : memref<2x3xf32>
    return
  }
}

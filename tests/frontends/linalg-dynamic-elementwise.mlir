// IREE shape: a dynamically shaped elementwise dispatch on memrefs: memref.dim
// for the sizes, a generic with linalg.index (iota-like), arith.select and math.tanh,
// then linalg.copy into the output.
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @dispatch(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
    %alloc = memref.alloc(%dim, %dim_0) : memref<?x?xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<?x?xf32>) outs(%alloc : memref<?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = linalg.index 0 : index
      %1 = linalg.index 1 : index
      %2 = arith.cmpi ule, %1, %0 : index
      %3 = math.tanh %in : f32
      %4 = arith.select %2, %3, %in : f32
      linalg.yield %4 : f32
    }
    linalg.copy ins(%alloc : memref<?x?xf32>) outs(%arg1 : memref<?x?xf32>)
    memref.dealloc %alloc : memref<?x?xf32>
    return
  }
}

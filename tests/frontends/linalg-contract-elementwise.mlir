// IREE shape with the category ops of recent MLIR: a linalg.contract for a
// matmul with a transposed right operand (A * B^T, as attention's Q K^T), a
// linalg.elementwise exp and a binary add with a broadcast map, a
// batch_reduce_matmul accumulating over the batch, and a vecmat.
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @scores(%arg0: memref<8x16xf32>, %arg1: memref<12x16xf32>, %arg2: memref<12xf32>, %arg3: memref<8x12xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x12xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<8x12xf32>)
    linalg.contract indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1 : memref<8x16xf32>, memref<12x16xf32>) outs(%alloc : memref<8x12xf32>)
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8x12xf32>
    linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [#map3, #map4, #map3] ins(%alloc, %arg2 : memref<8x12xf32>, memref<12xf32>) outs(%alloc_0 : memref<8x12xf32>)
    linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%alloc_0 : memref<8x12xf32>) outs(%arg3 : memref<8x12xf32>)
    memref.dealloc %alloc_0 : memref<8x12xf32>
    memref.dealloc %alloc : memref<8x12xf32>
    return
  }
  func.func @accumulate(%arg0: memref<4x6x10xf32>, %arg1: memref<4x10x5xf32>, %arg2: memref<6xf32>, %arg3: memref<6x5xf32>, %arg4: memref<5xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%arg3 : memref<6x5xf32>)
    linalg.batch_reduce_matmul ins(%arg0, %arg1 : memref<4x6x10xf32>, memref<4x10x5xf32>) outs(%arg3 : memref<6x5xf32>)
    linalg.fill ins(%cst : f32) outs(%arg4 : memref<5xf32>)
    linalg.vecmat ins(%arg2, %arg3 : memref<6xf32>, memref<6x5xf32>) outs(%arg4 : memref<5xf32>)
    return
  }
}

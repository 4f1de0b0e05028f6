// torch-mlir shape (BatchNorm-style statistics on a dynamic batch): a
// linalg.generic with two inputs (the activations read through a transposed
// map, a per-channel weight) and two outputs (sum and sum of squares)
// reducing over two of three loops; then a generic normalizing with four
// inputs (x, mean/var as 1-D broadcasts, a 0-d epsilon), sizes from memref.dim.
#map = affine_map<(d0, d1, d2) -> (d1, d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d1)>
#map4 = affine_map<(d0, d1, d2) -> ()>
module attributes {torch.debug_module_name = "BatchStats"} {
  func.func @stats(%arg0: memref<?x6x10xf32>, %arg1: memref<6xf32>, %arg2: memref<6xf32>, %arg3: memref<6xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x6x10xf32>
    linalg.fill ins(%cst : f32) outs(%arg2 : memref<6xf32>)
    linalg.fill ins(%cst : f32) outs(%arg3 : memref<6xf32>)
    linalg.generic {indexing_maps = [#map, #map1, #map1, #map1], iterator_types = ["parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<?x6x10xf32>, memref<6xf32>) outs(%arg2, %arg3 : memref<6xf32>, memref<6xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32, %out_1: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      %2 = arith.mulf %0, %0 : f32
      %3 = arith.addf %out_1, %2 : f32
      linalg.yield %1, %3 : f32, f32
    }
    return
  }
  func.func @normalize(%arg0: memref<?x6x10xf32>, %arg1: memref<6xf32>, %arg2: memref<6xf32>, %arg3: memref<f32>, %arg4: memref<?x6x10xf32>) {
    linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2, %arg3 : memref<?x6x10xf32>, memref<6xf32>, memref<6xf32>, memref<f32>) outs(%arg4 : memref<?x6x10xf32>) {
    ^bb0(%in: f32, %in_0: f32, %in_1: f32, %in_2: f32, %out: f32):
      %0 = arith.subf %in, %in_0 : f32
      %1 = arith.addf %in_1, %in_2 : f32
      %2 = math.rsqrt %1 : f32
      %3 = arith.mulf %0, %2 : f32
      linalg.yield %3 : f32
    }
    return
  }
}

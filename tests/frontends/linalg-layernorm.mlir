// torch-mlir shape: LayerNorm over the last dimension of a 2x4x16 tensor on
// buffers: reductions as linalg.generic with ["parallel", "parallel",
// "reduction"] into 2x4 buffers (sum, then sum of squared deviations), and a
// normalizing generic with broadcasting maps for mean, variance, weight, bias.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
module attributes {torch.debug_module_name = "LayerNorm"} {
  func.func @forward(%arg0: memref<2x4x16xf32>, %arg1: memref<16xf32>, %arg2: memref<16xf32>, %arg3: memref<2x4x16xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.600000e+01 : f32
    %cst_1 = arith.constant 9.99999974E-6 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<2x4xf32>)
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : memref<2x4x16xf32>) outs(%alloc : memref<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.addf %in, %out : f32
      linalg.yield %0 : f32
    }
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_2 : memref<2x4xf32>)
    linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %alloc : memref<2x4x16xf32>, memref<2x4xf32>) outs(%alloc_2 : memref<2x4xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %0 = arith.divf %in_3, %cst_0 : f32
      %1 = arith.subf %in, %0 : f32
      %2 = arith.mulf %1, %1 : f32
      %3 = arith.addf %2, %out : f32
      linalg.yield %3 : f32
    }
    linalg.generic {indexing_maps = [#map, #map1, #map1, #map2, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %alloc, %alloc_2, %arg1, %arg2 : memref<2x4x16xf32>, memref<2x4xf32>, memref<2x4xf32>, memref<16xf32>, memref<16xf32>) outs(%arg3 : memref<2x4x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %in_4: f32, %in_5: f32, %in_6: f32, %out: f32):
      %0 = arith.divf %in_3, %cst_0 : f32
      %1 = arith.divf %in_4, %cst_0 : f32
      %2 = arith.addf %1, %cst_1 : f32
      %3 = math.rsqrt %2 : f32
      %4 = arith.subf %in, %0 : f32
      %5 = arith.mulf %4, %3 : f32
      %6 = arith.mulf %5, %in_5 : f32
      %7 = arith.addf %6, %in_6 : f32
      linalg.yield %7 : f32
    }
    memref.dealloc %alloc_2 : memref<2x4xf32>
    memref.dealloc %alloc : memref<2x4xf32>
    return
  }
}

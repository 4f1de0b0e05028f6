// torch-mlir / IREE shape: softmax over the last dim decomposed into
// generics on memrefs: max reduction, exp(x - max), sum reduction, divide.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module attributes {torch.debug_module_name = "Softmax"} {
  func.func @forward(%arg0: memref<3x8xf32>, %arg1: memref<3x8xf32>) {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<3xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<3xf32>)
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : memref<3x8xf32>) outs(%alloc : memref<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %out : f32
      linalg.yield %0 : f32
    }
    %alloc_1 = memref.alloc() : memref<3x8xf32>
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %alloc : memref<3x8xf32>, memref<3xf32>) outs(%alloc_1 : memref<3x8xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %0 = arith.subf %in, %in_3 : f32
      %1 = math.exp %0 : f32
      linalg.yield %1 : f32
    }
    %alloc_2 = memref.alloc() : memref<3xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_2 : memref<3xf32>)
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%alloc_1 : memref<3x8xf32>) outs(%alloc_2 : memref<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.addf %in, %out : f32
      linalg.yield %0 : f32
    }
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_1, %alloc_2 : memref<3x8xf32>, memref<3xf32>) outs(%arg1 : memref<3x8xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %0 = arith.divf %in, %in_3 : f32
      linalg.yield %0 : f32
    }
    memref.dealloc %alloc : memref<3xf32>
    memref.dealloc %alloc_1 : memref<3x8xf32>
    memref.dealloc %alloc_2 : memref<3xf32>
    return
  }
}

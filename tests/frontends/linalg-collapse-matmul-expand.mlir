// torch-mlir shape: a Linear applied to a 3-D input: memref.collapse_shape
// flattens the batch and sequence dimensions, linalg.matmul on the 2-D view,
// memref.expand_shape restores the shape, and a residual add reads the
// original input through its own collapse.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module attributes {torch.debug_module_name = "FlattenLinear"} {
  func.func @forward(%arg0: memref<2x3x8xf32>, %arg1: memref<8x8xf32>, %arg2: memref<2x3x8xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<2x3x8xf32> into memref<6x8xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<6x8xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<6x8xf32>)
    linalg.matmul ins(%collapse_shape, %arg1 : memref<6x8xf32>, memref<8x8xf32>) outs(%alloc : memref<6x8xf32>)
    %expand_shape = memref.expand_shape %alloc [[0, 1], [2]] output_shape [2, 3, 8] : memref<6x8xf32> into memref<2x3x8xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape, %arg0 : memref<2x3x8xf32>, memref<2x3x8xf32>) outs(%arg2 : memref<2x3x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.addf %in, %in_0 : f32
      linalg.yield %0 : f32
    }
    memref.dealloc %alloc : memref<6x8xf32>
    return
  }
}

// torch-mlir shape (3-D CNN on video / volumes, after bufferization): a
// conv_3d_ndhwc_dhwcf with a bias broadcast in first by a generic, a ReLU in
// place, and a 2x2x2 max pooling_ndhwc_max with stride 2 whose output is
// filled with -inf first.
#map = affine_map<(d0, d1, d2, d3, d4) -> (d4)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
module attributes {torch.debug_module_name = "C3D"} {
  func.func @forward(%arg0: memref<1x6x6x6x2xf32>, %arg1: memref<3x3x3x2x4xf32>, %arg2: memref<4xf32>, %arg3: memref<1x2x2x2x4xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x4x4xf32>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : memref<4xf32>) outs(%alloc : memref<1x4x4x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%arg0, %arg1 : memref<1x6x6x6x2xf32>, memref<3x3x3x2x4xf32>) outs(%alloc : memref<1x4x4x4x4xf32>)
    linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%alloc : memref<1x4x4x4x4xf32>) {
    ^bb0(%out: f32):
      %0 = arith.maximumf %out, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_1 = memref.alloc() : memref<2x2x2xf32>
    linalg.fill ins(%cst_0 : f32) outs(%arg3 : memref<1x2x2x2x4xf32>)
    linalg.pooling_ndhwc_max {dilations = dense<1> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%alloc, %alloc_1 : memref<1x4x4x4x4xf32>, memref<2x2x2xf32>) outs(%arg3 : memref<1x2x2x2x4xf32>)
    memref.dealloc %alloc_1 : memref<2x2x2xf32>
    memref.dealloc %alloc : memref<1x4x4x4x4xf32>
    return
  }
}

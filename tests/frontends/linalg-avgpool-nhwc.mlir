// torch-mlir shape: AvgPool2d (NHWC after layout propagation) as
// linalg.pooling_nhwc_sum with a 3x3 window buffer and stride 1, followed by
// a division by the window size in linalg.generic, then a global max pool via
// linalg.pooling_nhwc_max with the full spatial window.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module attributes {torch.debug_module_name = "AvgPool"} {
  func.func @forward(%arg0: memref<1x6x6x2xf32>, %arg1: memref<1x4x4x2xf32>, %arg2: memref<1x1x1x2xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 9.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %alloc = memref.alloc() : memref<3x3xf32>
    linalg.fill ins(%cst : f32) outs(%arg1 : memref<1x4x4x2xf32>)
    linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%arg0, %alloc : memref<1x6x6x2xf32>, memref<3x3xf32>) outs(%arg1 : memref<1x4x4x2xf32>)
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%arg1 : memref<1x4x4x2xf32>) {
    ^bb0(%out: f32):
      %0 = arith.divf %out, %cst_0 : f32
      linalg.yield %0 : f32
    }
    %alloc_2 = memref.alloc() : memref<4x4xf32>
    linalg.fill ins(%cst_1 : f32) outs(%arg2 : memref<1x1x1x2xf32>)
    linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%arg1, %alloc_2 : memref<1x4x4x2xf32>, memref<4x4xf32>) outs(%arg2 : memref<1x1x1x2xf32>)
    memref.dealloc %alloc_2 : memref<4x4xf32>
    memref.dealloc %alloc : memref<3x3xf32>
    return
  }
}

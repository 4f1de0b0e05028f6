// torch-mlir shape: Conv1d in NWC layout as linalg.conv_1d_nwc_wcf with a
// stride of 1 and dilation 2, the bias broadcast along the width by a
// linalg.generic, and ReLU as arith.maximumf against zero.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2)>
module attributes {torch.debug_module_name = "Conv1dRelu"} {
  func.func @forward(%arg0: memref<1x12x3xf32>, %arg1: memref<3x3x4xf32>, %arg2: memref<4xf32>, %arg3: memref<1x8x4xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x8x4xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<1x8x4xf32>)
    linalg.conv_1d_nwc_wcf {dilations = dense<2> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%arg0, %arg1 : memref<1x12x3xf32>, memref<3x3x4xf32>) outs(%alloc : memref<1x8x4xf32>)
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc, %arg2 : memref<1x8x4xf32>, memref<4xf32>) outs(%arg3 : memref<1x8x4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.addf %in, %in_0 : f32
      %1 = arith.maximumf %0, %cst : f32
      linalg.yield %1 : f32
    }
    memref.dealloc %alloc : memref<1x8x4xf32>
    return
  }
}

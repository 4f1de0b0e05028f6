// TFLite / IREE shape: NHWC convolution with stride 2 (linalg.conv_2d_nhwc_hwcf),
// a sum pooling (linalg.pooling_nhwc_sum) and an elementwise clamp written as
// a generic with arith.minimumf / maximumf (ReLU6).
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @block(%arg0: memref<1x9x9x2xf32>, %arg1: memref<3x3x2x4xf32>, %arg2: memref<1x2x2x4xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 6.000000e+00 : f32
    %alloc = memref.alloc() : memref<1x4x4x4xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<1x4x4x4xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x9x9x2xf32>, memref<3x3x2x4xf32>) outs(%alloc : memref<1x4x4x4xf32>)
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc : memref<1x4x4x4xf32>) {
    ^bb0(%out: f32):
      %0 = arith.maximumf %out, %cst : f32
      %1 = arith.minimumf %0, %cst_0 : f32
      linalg.yield %1 : f32
    }
    %alloc_1 = memref.alloc() : memref<2x2xf32>
    linalg.fill ins(%cst : f32) outs(%arg2 : memref<1x2x2x4xf32>)
    linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%alloc, %alloc_1 : memref<1x4x4x4xf32>, memref<2x2xf32>) outs(%arg2 : memref<1x2x2x4xf32>)
    memref.dealloc %alloc_1 : memref<2x2xf32>
    memref.dealloc %alloc : memref<1x4x4x4xf32>
    return
  }
}

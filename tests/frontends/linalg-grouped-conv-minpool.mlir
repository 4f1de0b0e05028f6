// torch-mlir / IREE shape on buffers: a grouped convolution (groups = 2) as
// linalg.conv_2d_ngchw_fgchw, an NHWC convolution with filters in FHWC
// layout (linalg.conv_2d_nhwc_fhwc, stride 2), an NCHW depthwise
// convolution (linalg.depthwise_conv_2d_nchw_chw) and a min pooling
// (linalg.pooling_nhwc_min) into a buffer filled with +inf.
module attributes {torch.debug_module_name = "GroupedNet"} {
  func.func @grouped(%arg0: memref<1x2x3x8x8xf32>, %arg1: memref<4x2x3x3x3xf32>, %arg2: memref<1x2x4x6x6xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%arg2 : memref<1x2x4x6x6xf32>)
    linalg.conv_2d_ngchw_fgchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x2x3x8x8xf32>, memref<4x2x3x3x3xf32>) outs(%arg2 : memref<1x2x4x6x6xf32>)
    return
  }
  func.func @nhwc_fhwc(%arg0: memref<1x9x9x3xf32>, %arg1: memref<4x3x3x3xf32>, %arg2: memref<1x4x4x4xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%arg2 : memref<1x4x4x4xf32>)
    linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x9x9x3xf32>, memref<4x3x3x3xf32>) outs(%arg2 : memref<1x4x4x4xf32>)
    return
  }
  func.func @depthwise_nchw(%arg0: memref<1x4x6x6xf32>, %arg1: memref<4x3x3xf32>, %arg2: memref<1x4x4x4xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%arg2 : memref<1x4x4x4xf32>)
    linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%arg0, %arg1 : memref<1x4x6x6xf32>, memref<4x3x3xf32>) outs(%arg2 : memref<1x4x4x4xf32>)
    return
  }
  func.func @min_pool(%arg0: memref<1x8x8x2xf32>, %arg1: memref<1x4x4x2xf32>) {
    %cst = arith.constant 0x7F800000 : f32
    %alloc = memref.alloc() : memref<2x2xf32>
    linalg.fill ins(%cst : f32) outs(%arg1 : memref<1x4x4x2xf32>)
    linalg.pooling_nhwc_min {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%arg0, %alloc : memref<1x8x8x2xf32>, memref<2x2xf32>) outs(%arg1 : memref<1x4x4x2xf32>)
    memref.dealloc %alloc : memref<2x2xf32>
    return
  }
}

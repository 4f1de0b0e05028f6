// torch-mlir shape: Conv2d (NCHW, padded input already materialized) as
// linalg.conv_2d_nchw_fchw with strides/dilations, then a 2x2 max pool as
// linalg.pooling_nchw_max with a window memref, on memrefs.
module attributes {torch.debug_module_name = "ConvPool"} {
  func.func @forward(%arg0: memref<1x2x10x10xf32>, %arg1: memref<3x2x3x3xf32>, %arg2: memref<1x3x4x4xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant -3.40282347E+38 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x3x8x8xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<1x3x8x8xf32>)
    linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%arg0, %arg1 : memref<1x2x10x10xf32>, memref<3x2x3x3xf32>) outs(%alloc : memref<1x3x8x8xf32>)
    %alloc_1 = memref.alloc() : memref<2x2xf32>
    linalg.fill ins(%cst_0 : f32) outs(%arg2 : memref<1x3x4x4xf32>)
    linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%alloc, %alloc_1 : memref<1x3x8x8xf32>, memref<2x2xf32>) outs(%arg2 : memref<1x3x4x4xf32>)
    memref.dealloc %alloc_1 : memref<2x2xf32>
    memref.dealloc %alloc : memref<1x3x8x8xf32>
    return
  }
}

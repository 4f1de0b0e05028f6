// torch-mlir shape: a depthwise 1-D convolution (linalg.depthwise_conv_1d_nwc_wc)
// followed by linalg.matvec and linalg.dot on memrefs (a tiny 1-D CNN head).
module attributes {torch.debug_module_name = "Head"} {
  func.func @forward(%arg0: memref<1x12x4xf32>, %arg1: memref<3x4xf32>, %arg2: memref<5x40xf32>, %arg3: memref<5xf32>, %arg4: memref<f32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<1x10x4xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<1x10x4xf32>)
    linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%arg0, %arg1 : memref<1x12x4xf32>, memref<3x4xf32>) outs(%alloc : memref<1x10x4xf32>)
    %collapse = memref.collapse_shape %alloc [[0, 1, 2]] : memref<1x10x4xf32> into memref<40xf32>
    %alloc_0 = memref.alloc() : memref<5xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_0 : memref<5xf32>)
    linalg.matvec ins(%arg2, %collapse : memref<5x40xf32>, memref<40xf32>) outs(%alloc_0 : memref<5xf32>)
    linalg.fill ins(%cst : f32) outs(%arg4 : memref<f32>)
    linalg.dot ins(%alloc_0, %arg3 : memref<5xf32>, memref<5xf32>) outs(%arg4 : memref<f32>)
    memref.dealloc %alloc_0 : memref<5xf32>
    memref.dealloc %alloc : memref<1x10x4xf32>
    return
  }
}

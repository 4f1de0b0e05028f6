// torch-mlir / IREE shape on memrefs: layer-norm statistics with linalg.reduce
// (sum over the last dim), linalg.broadcast of the mean back to rows and
// linalg.map for the centered squares.
module attributes {torch.debug_module_name = "LayerNormStats"} {
  func.func @forward(%arg0: memref<4x16xf32>, %arg1: memref<4xf32>, %arg2: memref<4x16xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 6.250000e-02 : f32
    linalg.fill ins(%cst : f32) outs(%arg1 : memref<4xf32>)
    linalg.reduce ins(%arg0 : memref<4x16xf32>) outs(%arg1 : memref<4xf32>) dimensions = [1]
      (%in: f32, %init: f32) {
        %0 = arith.addf %in, %init : f32
        linalg.yield %0 : f32
      }
    %alloc = memref.alloc() : memref<4x16xf32>
    linalg.broadcast ins(%arg1 : memref<4xf32>) outs(%alloc : memref<4x16xf32>) dimensions = [1]
    linalg.map ins(%arg0, %alloc : memref<4x16xf32>, memref<4x16xf32>) outs(%arg2 : memref<4x16xf32>)
      (%in: f32, %in_1: f32, %init: f32) {
        %0 = arith.mulf %in_1, %cst_0 : f32
        %1 = arith.subf %in, %0 : f32
        %2 = arith.mulf %1, %1 : f32
        linalg.yield %2 : f32
      }
    memref.dealloc %alloc : memref<4x16xf32>
    return
  }
}

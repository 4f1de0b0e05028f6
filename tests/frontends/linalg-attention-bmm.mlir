// torch-mlir shape: scaled dot-product attention scores on buffers: K
// transposed with linalg.transpose, linalg.batch_matmul for Q*K^T, a
// per-batch scale spread to 2x4x4 by linalg.broadcast and applied in place
// by a linalg.generic, and a second batch_matmul with V.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module attributes {torch.debug_module_name = "Attention"} {
  func.func @forward(%arg0: memref<2x4x8xf32>, %arg1: memref<2x4x8xf32>, %arg2: memref<2x4x8xf32>, %arg3: memref<2xf32>, %arg4: memref<2x4x8xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x8x4xf32>
    linalg.transpose ins(%arg1 : memref<2x4x8xf32>) outs(%alloc : memref<2x8x4xf32>) permutation = [0, 2, 1]
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x4x4xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_0 : memref<2x4x4xf32>)
    linalg.batch_matmul ins(%arg0, %alloc : memref<2x4x8xf32>, memref<2x8x4xf32>) outs(%alloc_0 : memref<2x4x4xf32>)
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<2x4x4xf32>
    linalg.broadcast ins(%arg3 : memref<2xf32>) outs(%alloc_1 : memref<2x4x4xf32>) dimensions = [1, 2]
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_1 : memref<2x4x4xf32>) outs(%alloc_0 : memref<2x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.mulf %out, %in : f32
      linalg.yield %0 : f32
    }
    linalg.fill ins(%cst : f32) outs(%arg4 : memref<2x4x8xf32>)
    linalg.batch_matmul ins(%alloc_0, %arg2 : memref<2x4x4xf32>, memref<2x4x8xf32>) outs(%arg4 : memref<2x4x8xf32>)
    memref.dealloc %alloc_1 : memref<2x4x4xf32>
    memref.dealloc %alloc_0 : memref<2x4x4xf32>
    memref.dealloc %alloc : memref<2x8x4xf32>
    return
  }
}

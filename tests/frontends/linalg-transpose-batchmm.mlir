// torch-mlir shape: attention scores q @ k^T: linalg.transpose of k into a
// buffer, then linalg.batch_matmul, then a scale with linalg.index-free generic.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module attributes {torch.debug_module_name = "Scores"} {
  func.func @forward(%arg0: memref<2x4x8xf32>, %arg1: memref<2x6x8xf32>, %arg2: memref<2x4x6xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.353553385 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x8x6xf32>
    linalg.transpose ins(%arg1 : memref<2x6x8xf32>) outs(%alloc : memref<2x8x6xf32>) permutation = [0, 2, 1]
    linalg.fill ins(%cst : f32) outs(%arg2 : memref<2x4x6xf32>)
    linalg.batch_matmul ins(%arg0, %alloc : memref<2x4x8xf32>, memref<2x8x6xf32>) outs(%arg2 : memref<2x4x6xf32>)
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel"]} outs(%arg2 : memref<2x4x6xf32>) {
    ^bb0(%out: f32):
      %0 = arith.mulf %out, %cst_0 : f32
      linalg.yield %0 : f32
    }
    memref.dealloc %alloc : memref<2x8x6xf32>
    return
  }
}

// torch-mlir (after one-shot bufferization) shape: nn.Linear + ReLU on
// memrefs: linalg.fill, linalg.matmul, then a broadcast bias add and a ReLU
// as linalg.generic with parallel iterators, a memref.alloc for the result.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module attributes {torch.debug_module_name = "Linear"} {
  func.func @forward(%arg0: memref<4x16xf32>, %arg1: memref<16x8xf32>, %arg2: memref<8xf32>) -> memref<4x8xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4x8xf32>)
    linalg.matmul ins(%arg0, %arg1 : memref<4x16xf32>, memref<16x8xf32>) outs(%alloc : memref<4x8xf32>)
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc, %arg2 : memref<4x8xf32>, memref<8xf32>) outs(%alloc_0 : memref<4x8xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %0 = arith.addf %in, %in_1 : f32
      %1 = arith.maximumf %0, %cst : f32
      linalg.yield %1 : f32
    }
    memref.dealloc %alloc : memref<4x8xf32>
    return %alloc_0 : memref<4x8xf32>
  }
}

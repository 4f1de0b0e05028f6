// torch-mlir shape: torch.mean(x, dim=1) on memrefs: a linalg.fill of the
// accumulator, a reduction linalg.generic (parallel, reduction), then a
// division by the reduced size in a second generic.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0) -> (d0)>
module attributes {torch.debug_module_name = "Mean"} {
  func.func @forward(%arg0: memref<6x10xf32>, %arg1: memref<6xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+01 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<6xf32>)
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : memref<6x10xf32>) outs(%alloc : memref<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.addf %in, %out : f32
      linalg.yield %0 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%alloc : memref<6xf32>) outs(%arg1 : memref<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.divf %in, %cst_0 : f32
      linalg.yield %0 : f32
    }
    memref.dealloc %alloc : memref<6xf32>
    return
  }
}

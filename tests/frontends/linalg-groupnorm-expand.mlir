// torch-mlir shape: GroupNorm statistics on buffers: the NxC input viewed as
// N x G x C/G through memref.expand_shape, per-group sums as linalg.reduce
// over the last dimension, the mean as linalg.map with a constant divisor,
// and the normalized output written through the expanded view of the
// result by a generic broadcasting the mean over the group.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
module attributes {torch.debug_module_name = "GroupNorm"} {
  func.func @forward(%arg0: memref<2x12xf32>, %arg1: memref<2x12xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 4.000000e+00 : f32
    %expand_shape = memref.expand_shape %arg0 [[0], [1, 2]] output_shape [2, 3, 4] : memref<2x12xf32> into memref<2x3x4xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<2x3xf32>)
    linalg.reduce ins(%expand_shape : memref<2x3x4xf32>) outs(%alloc : memref<2x3xf32>) dimensions = [2]
      (%in: f32, %init: f32) {
        %0 = arith.addf %in, %init : f32
        linalg.yield %0 : f32
      }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
    linalg.map ins(%alloc : memref<2x3xf32>) outs(%alloc_1 : memref<2x3xf32>)
      (%in: f32, %init: f32) {
        %0 = arith.divf %in, %cst_0 : f32
        linalg.yield %0 : f32
      }
    %expand_shape_2 = memref.expand_shape %arg1 [[0], [1, 2]] output_shape [2, 3, 4] : memref<2x12xf32> into memref<2x3x4xf32>
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape, %alloc_1 : memref<2x3x4xf32>, memref<2x3xf32>) outs(%expand_shape_2 : memref<2x3x4xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %0 = arith.subf %in, %in_3 : f32
      linalg.yield %0 : f32
    }
    memref.dealloc %alloc_1 : memref<2x3xf32>
    memref.dealloc %alloc : memref<2x3xf32>
    return
  }
}

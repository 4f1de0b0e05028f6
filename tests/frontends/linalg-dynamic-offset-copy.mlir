// IREE shape: slicing with run-time offsets (`x[:, off:off+4]` and a row
// window) as memref.subview with dynamic offsets and static sizes,
// linalg.copy into a contiguous buffer, and a linalg.generic on the
// strided views writing into a subview of the output.
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @slice_scale(%arg0: memref<8x16xf32>, %arg1: index, %arg2: index, %arg3: memref<4x4xf32>, %arg4: memref<8x16xf32>) {
    %cst = arith.constant 3.000000e+00 : f32
    %subview = memref.subview %arg0[%arg2, %arg1] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
    linalg.copy ins(%subview : memref<4x4xf32, strided<[16, 1], offset: ?>>) outs(%arg3 : memref<4x4xf32>)
    %subview_0 = memref.subview %arg4[%arg2, %arg1] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg3 : memref<4x4xf32>) outs(%subview_0 : memref<4x4xf32, strided<[16, 1], offset: ?>>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.mulf %in, %cst : f32
      %1 = arith.addf %0, %out : f32
      linalg.yield %1 : f32
    }
    return
  }
}

// IREE shape of a flattened dispatch: one affine.for over a linear index
// split with affine.delinearize_index into (n, c, hw), a gather through
// affine.linearize_index, and an affine.apply'd offset into a 1-D buffer.
module {
  func.func @flat_dispatch(%arg0: memref<2x3x16xf32>, %arg1: memref<96xf32>, %arg2: memref<3xf32>) {
    affine.for %arg3 = 0 to 96 {
      %0:3 = affine.delinearize_index %arg3 into (2, 3, 16) : index, index, index
      %1 = memref.load %arg0[%0#0, %0#1, %0#2] : memref<2x3x16xf32>
      %2 = memref.load %arg2[%0#1] : memref<3xf32>
      %3 = arith.mulf %1, %2 : f32
      %4 = affine.linearize_index [%0#0, %0#1, %0#2] by (2, 3, 16) : index
      memref.store %3, %arg1[%4] : memref<96xf32>
    }
    return
  }
}

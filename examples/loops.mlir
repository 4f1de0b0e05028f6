// A store and a load two iterations of the outer loop apart: the load reads
// what the store wrote at %arg0 - 2. `affine-opt -test-memref-dependence-check`
// reports the dependence from the store to the load at depth 1 as [2, 2][0, 0].
func.func @kernel() {
  %0 = memref.alloc() : memref<10x10xf32>
  %cst = arith.constant 7.000000e+00 : f32
  affine.for %arg0 = 0 to 9 {
    affine.for %arg1 = 0 to 9 {
      affine.store %cst, %0[%arg0, %arg1] : memref<10x10xf32>
      %5 = affine.load %0[%arg0 - 2, %arg1] : memref<10x10xf32>
    }
  }
  return
}

// C += A * B on small static matrices, with symbols, steps and a guard:
// a compact tour of what affine-opt reads and prints.
#tile_start = affine_map<(d0) -> (d0)>
#tile_end = affine_map<(d0) -> (d0 + 4, 16)>
func.func @matmul(%A: memref<16x8xf32>, %B: memref<8x16xf32>, %C: memref<16x16xf32>) {
  affine.for %i = 0 to 16 step 4 {
    affine.for %ii = #tile_start(%i) to min #tile_end(%i) {
      affine.for %j = 0 to 16 {
        %acc0 = affine.load %C[%ii, %j] : memref<16x16xf32>
        %acc = affine.for %k = 0 to 8 iter_args(%sum = %acc0) -> (f32) {
          %a = affine.load %A[%ii, %k] : memref<16x8xf32>
          %b = affine.load %B[%k, %j] : memref<8x16xf32>
          %p = arith.mulf %a, %b : f32
          %s = arith.addf %sum, %p : f32
          affine.yield %s : f32
        }
        affine.store %acc, %C[%ii, %j] : memref<16x16xf32>
      }
    }
  }
  return
}

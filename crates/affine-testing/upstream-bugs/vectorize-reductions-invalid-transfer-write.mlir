func.func @f(%A: memref<16xi32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %x = affine.load %A[%j] : memref<16xi32>
      %r = affine.for %k = 0 to 1 iter_args(%acc = %x) -> (i32) {
        %v = affine.load %A[%i] : memref<16xi32>
        affine.store %v, %A[%i + 8] : memref<16xi32>
        %m = arith.minsi %acc, %v : i32
        affine.yield %m : i32
      }
    }
  }
  return
}

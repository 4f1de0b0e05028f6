// 1-D three-point stencil with an affine.if boundary guard, repeated over
// time steps, plus an iter_args reduction: exercises maps with offsets,
// integer sets and loop-carried values.
func.func @main(%A: memref<4096xf64>, %B: memref<4096xf64>) -> f64 {
  %zero = arith.constant 0.0 : f64
  %third = arith.constant 0.3333333333333333 : f64
  %r = affine.for %t = 0 to 64 iter_args(%acc = %zero) -> (f64) {
    affine.for %i = 0 to 4096 {
      affine.if affine_set<(d0) : (d0 - 1 >= 0, 4094 - d0 >= 0)>(%i) {
        %l = affine.load %A[%i - 1] : memref<4096xf64>
        %c = affine.load %A[%i] : memref<4096xf64>
        %h = affine.load %A[%i + 1] : memref<4096xf64>
        %s0 = arith.addf %l, %c : f64
        %s1 = arith.addf %s0, %h : f64
        %m = arith.mulf %s1, %third : f64
        affine.store %m, %B[%i] : memref<4096xf64>
      }
    }
    %sum = affine.for %i = 0 to 4096 iter_args(%s = %acc) -> (f64) {
      %v = affine.load %B[%i] : memref<4096xf64>
      affine.store %v, %A[%i] : memref<4096xf64>
      %n = arith.addf %s, %v : f64
      affine.yield %n : f64
    }
    affine.yield %sum : f64
  }
  return %r : f64
}

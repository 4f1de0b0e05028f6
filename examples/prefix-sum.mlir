// Running sums of a vector, and their total through an iter_args reduction.
// `affine-opt examples/prefix-sum.mlir --run=prefix_sum --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], 0]'`
func.func @prefix_sum(%A: memref<8xi32>, %unused: index) -> i32 {
  %zero = arith.constant 0 : i32
  %total = affine.for %i = 0 to 8 iter_args(%acc = %zero) -> (i32) {
    %v = affine.load %A[%i] : memref<8xi32>
    %s = arith.addi %acc, %v : i32
    affine.store %s, %A[%i] : memref<8xi32>
    affine.yield %s : i32
  }
  return %total : i32
}

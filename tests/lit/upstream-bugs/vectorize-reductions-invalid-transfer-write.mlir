// mlir-opt 22 BUG (invalid output): -affine-super-vectorize with
// `vectorize-reductions=true` produces a `vector.transfer_write` with a
// broadcast dimension, which the verifier rejects.
//
// A store inside an `iter_args` loop, nested in the vectorized loop, whose
// subscript is invariant in the vectorized loop. Found by the generator,
// reduced. The test fails once upstream fixes the pass.
//
// RUN: not %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-super-vectorize{virtual-vector-size=4 vectorize-reductions=true}))' -o /dev/null 2>&1 | FileCheck %s
// RUN: affine-opt %s --run=f --run-inputs='[[5, 1, 2, 3, 4, 5, 6, 7, 0, 0, 0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=INTERP
//
// affine-opt vectorizes the outer loop %i (the store varies along it) into
// valid transfers that compute the same:
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-super-vectorize{virtual-vector-size=4 vectorize-reductions=true}))' | FileCheck %s --check-prefix=OURS
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-super-vectorize{virtual-vector-size=4 vectorize-reductions=true}))' | affine-opt --run=f --run-inputs='[[5, 1, 2, 3, 4, 5, 6, 7, 0, 0, 0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=INTERP
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-super-vectorize{virtual-vector-size=4 vectorize-reductions=true}))' --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// OURS: affine.for %{{.*}} = 0 to 4 step 4 {
// OURS: vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}] : vector<4xi32>, memref<16xi32>
// SEM: @f: same results on 3 of 3

// CHECK: error: 'vector.transfer_write' op should not have broadcast dimensions
// INTERP: arg0: memref<16xi32> = [5, 1, 2, 3, 4, 5, 6, 7, 5, 1, 2, 3, 0, 0, 0, 0]
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

// mlir-opt 22 BUG (crash): -affine-super-vectorize with
// `vectorize-reductions=true` segfaults.
//
// The outer loop is vectorized; inside it an `iter_args` reduction of a
// loop-invariant value, with a load whose subscript uses an `affine.apply` of
// the outer IV defined outside the reduction loop. Found by the generator,
// reduced. The test fails once upstream fixes the crash.
//
// RUN: not --crash %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-super-vectorize{virtual-vector-size=4 vectorize-reductions=true}))' -o /dev/null
// RUN: affine-opt %s --run=f --run-inputs='[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], 3]' | FileCheck %s
//
// affine-opt fails to vectorize the nest where mlir-opt does (a load with a
// non-identity map over an affine.apply result), but then erases what it
// built, including the vector.reduction that uses the erased vector loop
// (mlir-opt leaves it and crashes), and keeps the IR valid and unchanged:
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-super-vectorize{virtual-vector-size=4 vectorize-reductions=true}))' | FileCheck %s --check-prefix=OURS
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-super-vectorize{virtual-vector-size=4 vectorize-reductions=true}))' --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// OURS-NOT: vector
// OURS: affine.load %{{.*}}[%{{.*}} - %{{.*}}]
// SEM: @f: same results on 3 of 3

// The kernel only reads: `--run` prints no memref (it prints those a run wrote).
// CHECK: @f:
// CHECK-NOT: arg0
func.func @f(%A: memref<16xf32>, %s: index) {
  affine.for %i = 0 to 8 {
    %x = affine.load %A[0] : memref<16xf32>
    %a = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%i)[%s]
    %r = affine.for %k = 0 to 4 iter_args(%acc = %x) -> (f32) {
      %v = affine.load %A[(%a - %i)] : memref<16xf32>
      %n = arith.addf %acc, %x : f32
      affine.yield %n : f32
    }
  }
  return
}

// mlir-opt 22 BUG (crash): -affine-super-vectorize segfaults on an
// `iter_args` loop whose bound depends on the IV of the loop it vectorizes.
//
// The outer loop is vectorized; the inner reduction loop's upper bound is
// `%i`. Happens without `vectorize-reductions` (generated Exec seeds 82 and
// 132, reduced by hand). The test fails once upstream fixes the crash.
//
// RUN: not --crash %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-super-vectorize{virtual-vector-size=4}))' -o /dev/null
// RUN: affine-opt %s --run=kernel --run-inputs='[1.5]' | FileCheck %s
//
// affine-opt leaves the nest scalar: each lane of the vectorized %i would
// need its own trip count for %k. The report says so.
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-super-vectorize{virtual-vector-size=4}))' | FileCheck %s --check-prefix=OURS
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-super-vectorize{virtual-vector-size=4}))' --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-super-vectorize{virtual-vector-size=4}))' --vectorization-report 2>&1 >/dev/null | FileCheck %s --check-prefix=REPORT
// OURS-NOT: vector
// SEM: @kernel: same results on 3 of 3
// REPORT: remark: not vectorized: the bounds of the loop at `affine.for` (line 23) depend on the vectorized induction variable

// CHECK: @kernel:
func.func @kernel(%x: f32) {
  affine.for %i = 0 to 8 {
    %r = affine.for %k = 0 to affine_map<(d0) -> (d0)>(%i) iter_args(%acc = %x) -> (f32) {
      %s = arith.addf %acc, %x : f32
      affine.yield %s : f32
    }
  }
  return
}

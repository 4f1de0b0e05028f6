// mlir-opt 22 BUG (crash): -affine-loop-unroll with unroll-up-to-factor
// crashes (SIGFPE) on a loop whose constant trip count is 0.
//
// `loopUnrollUpToFactor` unrolls by the trip count when it is below the
// factor, so a loop that never runs (here `%n to %n`: the trip count map
// folds to 0 whatever %n is) is handed to `loopUnrollByFactor` with factor
// 0, which takes the trip count modulo the factor: an integer division by
// zero. Found by the loops differential (loops_mix seed 472, reduced by
// hand). The test fails once upstream fixes the pass.
//
// RUN: not --crash %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=4 unroll-up-to-factor=true}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=CRASH
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=4 unroll-up-to-factor=true}))' --check-semantics 2>&1 | FileCheck %s

// CRASH: loopUnrollByFactor

// affine-opt leaves the loop that never runs alone and unrolls its
// sibling (trip count 6: by 4, the one iteration of the unrolled loop
// promoted, and a cleanup loop of 2 iterations).
// CHECK: semantic check: @kernel: same results on 5 of 5 random inputs
// CHECK: affine.for %[[I:.*]] = 0 to 3 {
// CHECK: affine.for %[[J:.*]] = %[[N:.*]] to %[[N]] step 3 {
// CHECK-NEXT: affine.store %{{.*}}, %{{.*}}[%[[J]] mod 8]
// CHECK-NEXT: }
// CHECK-COUNT-4: affine.store %{{.*}}, %{{.*}}[%{{.*}} + 2]
// CHECK-NEXT: affine.for %{{.*}} = 4 to 6 {

func.func @kernel(%A: memref<8xf32>, %n: index) {
  affine.for %i = 0 to 3 {
    %v = affine.load %A[%i] : memref<8xf32>
    affine.for %j = %n to %n step 3 {
      affine.store %v, %A[%j mod 8] : memref<8xf32>
    }
    affine.for %k = 0 to 6 {
      %w = arith.addf %v, %v : f32
      affine.store %w, %A[%k + 2] : memref<8xf32>
    }
  }
  return
}

// mlir-opt 22 BUG (race): -affine-parallelize turns a loop with a
// loop-carried dependence into an affine.parallel when the dependent
// accesses are in the `else` region of an affine.if.
//
// For %i = 0..7 the else branch runs and copies A[%i] to A[%i + 1]: each
// iteration reads what the previous one wrote (A[0] travels to A[8]), so
// the iterations must run in order. mlir-opt's dependence analysis gives
// the else-region accesses the `then` condition (%i >= 8) as their domain,
// a single iteration without any carried dependence, and calls the loop
// parallel. Ours keeps the affine.for. (Our interpreter runs
// affine.parallel sequentially, so this race does not show up as a
// different result; the dependence is plain from the subscripts.)
//
// RUN: %mlir_opt %s -affine-parallelize | FileCheck %s --check-prefix=MLIR
// RUN: affine-opt %s -affine-parallelize | FileCheck %s
// RUN: affine-opt %s -affine-parallelize --check-semantics 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM

// MLIR: affine.parallel (%{{.*}}) = (0) to (9)
// CHECK: affine.for %{{.*}} = 0 to 9 {
// CHECK-NOT: affine.parallel
// SEM: @else_carried: same results
func.func @else_carried(%A: memref<10xf32>) {
  affine.for %i = 0 to 9 {
    affine.if affine_set<(d0) : (d0 - 8 >= 0)>(%i) {
    } else {
      %v = affine.load %A[%i] : memref<10xf32>
      affine.store %v, %A[%i + 1] : memref<10xf32>
    }
  }
  return
}

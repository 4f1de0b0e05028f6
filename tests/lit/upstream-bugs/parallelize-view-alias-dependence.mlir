// mlir-opt 22 BUG (race): -affine-parallelize turns a loop with a
// loop-carried dependence into an affine.parallel when the dependent
// accesses go through different views of one buffer.
//
// %V is %A shifted by one element, so iteration %i stores A[%i + 1], which
// iteration %i + 1 loads: A[0] travels to A[15] only when the iterations
// run in order. mlir-opt's dependence analysis compares only accesses to
// the same memref value, finds none between the load of %A and the store
// to %V, and calls the loop parallel. Ours sees through the subview (its
// offset is static) and keeps the affine.for. (Our interpreter runs
// affine.parallel sequentially, so this race does not show up as a
// different result; the dependence is plain from the subscripts.)
// Found by running -affine-parallelize over the project's dependence
// tests (tests/lit/dependences/differences.mlir lists the remarks).
//
// RUN: %mlir_opt %s -affine-parallelize | FileCheck %s --check-prefix=MLIR
// RUN: affine-opt %s -affine-parallelize | FileCheck %s
// RUN: affine-opt %s -affine-parallelize --check-semantics 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM

// MLIR: affine.parallel (%{{.*}}) = (0) to (15)
// CHECK: affine.for %{{.*}} = 0 to 15 {
// CHECK-NOT: affine.parallel
// SEM: @shift_through_view: same results
func.func @shift_through_view(%A: memref<16xf32>) {
  %V = memref.subview %A[1] [15] [1] : memref<16xf32> to memref<15xf32, strided<[1], offset: 1>>
  affine.for %i = 0 to 15 {
    %v = affine.load %A[%i] : memref<16xf32>
    affine.store %v, %V[%i] : memref<15xf32, strided<[1], offset: 1>>
  }
  return
}

// -test-affine-data-copy=for-memref-region copies the load's region around
// the nest with the pass's safeguard: a box that can reach past the end of
// a dynamic dimension where the accesses do not (here A[0 .. 3] is copied
// out of the %i loop, which may run zero times: then no access runs, A may
// be shorter than 4, and mlir-opt 22's copy loop reads past its end,
// tests/lit/upstream-bugs/data-copy-dynamic-box-zero-trip.mlir) stops at
// the size. The only difference from mlir-opt 22's output is that bound.
//
// RUN: affine-opt %s -test-affine-data-copy=for-memref-region | FileCheck %s
// RUN: affine-opt %s -test-affine-data-copy=for-memref-region --check-semantics=8 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -test-affine-data-copy=for-memref-region | affine-opt --run=kernel --run-inputs='[[1, 2], [0, 0, 0, 0], 0]' | FileCheck %s --check-prefix=RUNS
// RUN: affine-opt %s -test-affine-data-copy=for-memref-region > %t.ours
// RUN: %mlir_opt %s -test-affine-data-copy=for-memref-region > %t.ref
// RUN: not diff %t.ours %t.ref | FileCheck %s --check-prefix=DIFF

// SEM: semantic check: @kernel: same results on
// RUNS: @kernel:
// RUNS-NOT: out of bounds
// DIFF: > affine.for %arg3 = 0 to 4 {

// CHECK-DAG:  #[[UB:.*]] = affine_map<()[s0] -> (4, s0)>
// CHECK-LABEL: func.func @kernel
// CHECK:        %[[BUF:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:   %[[DIM:.*]] = memref.dim %arg0, %{{.*}} : memref<?xf32>
// CHECK-NEXT:   affine.for %[[K:.*]] = 0 to min #[[UB]]()[%[[DIM]]] {
// CHECK-NEXT:     %[[V:.*]] = affine.load %arg0[%[[K]]] : memref<?xf32>
// CHECK-NEXT:     affine.store %[[V]], %[[BUF]][%[[K]]] : memref<4xf32>
// CHECK:        affine.for %{{.*}} = 0 to %arg2 {
// CHECK:          affine.load %[[BUF]]
func.func @kernel(%A: memref<?xf32>, %B: memref<4xf32>, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 4 {
      %v = affine.load %A[%j] : memref<?xf32>
      affine.store %v, %B[%j] : memref<4xf32>
    }
  }
  return
}

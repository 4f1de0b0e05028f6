// RUN: affine-opt %s --explain-dependences | FileCheck %s
// RUN: affine-opt %s --explain-dependences=json | FileCheck %s --check-prefix=JSON
// RUN: affine-opt %s --dump-dependence-polyhedra | FileCheck %s --check-prefix=DUMP

// The load reads what the store wrote two iterations of the outer loop earlier.
// CHECK: RAW dependence from `affine.store`
// CHECK: carried by the loop of `%arg0` (depth 1)
// CHECK: [2, 2][0, 0]
// CHECK: 2 iterations earlier of `%arg0`, the same iteration of `%arg1`
// JSON: "kind": "RAW"
// DUMP: Domain: 0, Range: 4, Symbols: 0, Locals: 0
func.func @kernel() {
  %0 = memref.alloc() : memref<10x10xf32>
  %cst = arith.constant 7.000000e+00 : f32
  affine.for %i = 0 to 9 {
    affine.for %j = 0 to 9 {
      affine.store %cst, %0[%i, %j] : memref<10x10xf32>
      %v = affine.load %0[%i - 2, %j] : memref<10x10xf32>
    }
  }
  return
}

// A dependence in the same iteration: the access equality and the ordering
// equality coincide, and the report states the constraint once.
// CHECK-LABEL: RAW dependence from `affine.store` #2
// CHECK: loop-independent (not carried by any loop)
// CHECK: the load reads what the store wrote in the same iteration of every common loop
// CHECK: polyhedron: { [%arg2, %arg2'] : %arg2' = %arg2 and 0 <= %arg2 and %arg2 <= 9 and 0 <= %arg2' and %arg2' <= 9 }
func.func @same_iteration(%A: memref<10xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    affine.store %x, %A[%i] : memref<10xf32>
    %v = affine.load %A[%i] : memref<10xf32>
  }
  return
}

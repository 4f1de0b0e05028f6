// Where a pass may run, as mlir-opt 22 decides it. A pass restricted to
// `func.func` (affine-loop-tile) given as a flag runs on every function
// (implicit nesting); placed by --pass-pipeline on another op it is refused
// before the input is read, naming every enclosing pipeline. A pass on any
// function-like op (affine-loop-unroll) runs on func.func and gpu.func, and
// is refused on a module, flag or not.

// RUN: affine-opt %s -affine-loop-tile="tile-size=4" | FileCheck %s --check-prefix=FLAG
// FLAG: affine.for %{{.*}} = 0 to 8 step 4 {
// FLAG: affine.for %{{.*}} = #map(%{{.*}}) to #map1(%{{.*}}) {

// RUN: not affine-opt %s --pass-pipeline="builtin.module(affine-loop-tile{tile-size=4})" 2>&1 | FileCheck %s --check-prefix=MODULE
// MODULE: <unknown>:0: error: Can't add pass 'AffineLoopTiling' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?
// MODULE-NEXT: failed to add `affine-loop-tile` with options `tile-size=4`
// MODULE-EMPTY:

// RUN: not affine-opt %s --pass-pipeline="builtin.module(gpu.module(gpu.func(affine-loop-tile)))" 2>&1 | FileCheck %s --check-prefix=GPU
// GPU: <unknown>:0: error: Can't add pass 'AffineLoopTiling' restricted to 'func.func' on a PassManager intended to run on 'gpu.func', did you intend to nest?
// GPU-NEXT: failed to add `affine-loop-tile` with options ``
// GPU-NEXT: failed to add `gpu.func` with options `` to inner pipeline
// GPU-NEXT: failed to add `gpu.module` with options `` to inner pipeline

// RUN: not affine-opt %s -affine-loop-unroll 2>&1 | FileCheck %s --check-prefix=UNROLL
// RUN: not affine-opt %s --pass-pipeline="builtin.module(func.func(affine-loop-normalize),affine-loop-unroll)" 2>&1 | FileCheck %s --check-prefix=UNROLL
// UNROLL: <unknown>:0: error: unable to schedule pass 'AffineLoopUnroll' on a PassManager intended to run on 'builtin.module'!
// UNROLL-NOT: func.func

// RUN: affine-opt %s --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=2}))" --check-semantics | FileCheck %s --check-prefix=NESTED
// NESTED: affine.for %{{.*}} = 0 to 8 step 2 {

func.func @f(%A: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %v = affine.load %A[%i] : memref<8xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %A[%i] : memref<8xf32>
  }
  return
}

// RUN: not affine-opt %s --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=0}))" 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=0}))" 2>&1 | FileCheck %s
// RUN: not affine-opt %s --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=-2}))" 2>&1 | FileCheck %s
// RUN: not affine-opt %s --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-full=true}))" 2>&1 | FileCheck %s --check-prefix=GONE
// RUN: not %mlir_opt %s --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-full=true}))" 2>&1 | FileCheck %s --check-prefix=GONE

// CHECK: <unknown>:0: error: Invalid option: 'unroll-factor' should be greater than 0 or equal to -1

// LLVM 22 has no unroll-full option any more (unroll-factor=-1 replaces it).
// GONE: <unknown>:0: error: <Pass-Options-Parser>: no such option unroll-full
// GONE-EMPTY:
// GONE-NEXT: failed to add `affine-loop-unroll` with options `unroll-full=true`
// GONE-NEXT: failed to add `func.func` with options `` to inner pipeline

func.func @f() {
  return
}

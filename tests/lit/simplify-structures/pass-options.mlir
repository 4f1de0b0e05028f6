// The four passes take no option, and -affine-simplify-structures runs on
// func.func only; the errors are mlir-opt 22's.
//
// RUN: not affine-opt %s -affine-simplify-structures=foo=1 2>&1 | FileCheck %s --check-prefix=OPT
// RUN: not %mlir_opt %s -affine-simplify-structures=foo=1 2>&1 | FileCheck %s --check-prefix=OPT
// RUN: not affine-opt %s -affine-expand-index-ops=foo=1 2>&1 | FileCheck %s --check-prefix=OPT
// RUN: not affine-opt %s -affine-expand-index-ops-as-affine=foo=1 2>&1 | FileCheck %s --check-prefix=OPT
// RUN: not affine-opt %s -test-memref-bound-check=foo=1 2>&1 | FileCheck %s --check-prefix=OPT
// RUN: not affine-opt %s --pass-pipeline='builtin.module(affine-simplify-structures)' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not %mlir_opt %s --pass-pipeline='builtin.module(affine-simplify-structures)' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// The other three run on any op.
// RUN: affine-opt %s --pass-pipeline='builtin.module(affine-expand-index-ops,func.func(affine-expand-index-ops-as-affine,test-memref-bound-check))' | FileCheck %s

// OPT: <Pass-Options-Parser>: no such option foo
// ANCHOR: error: Can't add pass 'SimplifyAffineStructures' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?
// CHECK: arith.floordivsi

func.func @f(%l: index) -> (index, index) {
  %0:2 = affine.delinearize_index %l into (4, 8) : index, index
  return %0#0, %0#1 : index, index
}

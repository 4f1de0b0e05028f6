// mlir-opt 22 BUG (miscompile): rebuilding a simplified semi-affine
// expression (getSemiAffineExprFromFlatForm) sorts its terms by a key that
// is (dim position, symbol position) for `d floordiv s`, `d mod s` and
// `d * s` alike. Two such terms over the same dim and symbol collide: the
// key map keeps the first term and its coefficient, and the sorted key list
// emits it once per duplicate. So composing
//   d0 * 2 + d1 + d2 * 8 - (d1 floordiv 2) * 2
// over (%i floordiv %n, %i, %i mod %n) gives, from
//   %i mod 2 + (%i floordiv %n) * 2 + (%i mod %n) * 8,
// mlir-opt's
//   affine_map<(d0)[s0] -> (d0 mod 2 + (d0 floordiv s0) * 4)>
// whose `(d0 floordiv s0) * 4` is the floordiv term twice and the mod term
// lost: it is off by 2 * (%i floordiv %n) - 8 * (%i mod %n), e.g. for
// %n = 3 it stores 0, 1, 0, 5, 4, 5, 8, 9 instead of 0, 9, 16, 3, 10, 19, 4, 13.
// affine-opt keeps every term. The WRONG lines check what mlir-opt's output
// computes, so this test fails once upstream fixes it.
//
// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: affine-opt %s -canonicalize --check-semantics=3 > /dev/null
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-expand-index-ops-as-affine,affine-simplify-structures))' | FileCheck %s
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-expand-index-ops-as-affine,affine-simplify-structures))' --check-semantics=3 > /dev/null
// RUN: affine-opt %s -canonicalize --run=kernel --run-inputs='[[0, 0, 0, 0, 0, 0, 0, 0], 3]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -canonicalize | affine-opt --run=kernel --run-inputs='[[0, 0, 0, 0, 0, 0, 0, 0], 3]' | FileCheck %s --check-prefix=WRONG
// RUN: %mlir_opt %s -canonicalize | FileCheck %s --check-prefix=MLIR

// CHECK: #[[MAP:.*]] = affine_map<(d0)[s0] -> (d0 mod 2 + (d0 floordiv s0) * 2 + (d0 mod s0) * 8)>
// CHECK: affine.apply #[[MAP]](%{{.*}})[%{{.*}}]
// CORRECT: arg0: memref<8xindex> = [0, 9, 16, 3, 10, 19, 4, 13]
// WRONG: arg0: memref<8xindex> = [0, 1, 0, 5, 4, 5, 8, 9]
// MLIR: affine_map<(d0)[s0] -> (d0 mod 2 + (d0 floordiv s0) * 4)>

func.func @kernel(%A: memref<8xindex>, %n: index) {
  affine.for %i = 0 to 8 {
    %q = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%i)[%n]
    %r = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%i)[%n]
    %v = affine.apply affine_map<(d0, d1, d2) -> (d0 * 2 + d1 + d2 * 8 - (d1 floordiv 2) * 2)>(%q, %i, %r)
    memref.store %v, %A[%i] : memref<8xindex>
  }
  return
}

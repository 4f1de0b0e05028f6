// Every block referenced but never defined in a region is reported, in
// source order, as mlir-opt 22 does.
// RUN: not affine-opt %s 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s 2>&1 | FileCheck %s

// CHECK: 9:24: error: reference to an undefined block
// CHECK: 11:9: error: reference to an undefined block
func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3
}

// The README's examples, run as a user would. (This file itself has no IR.)
// RUN: affine-opt %S/../../../examples/prefix-sum.mlir --run=prefix_sum --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], 0]' | FileCheck %s --check-prefix=PREFIX
// RUN: affine-opt %S/../../../examples/matmul.mlir --run=matmul --run-inputs='[1, 2, 0]' | FileCheck %s --check-prefix=MATMUL
// RUN: affine-opt %S/../../../examples/loops.mlir -test-memref-dependence-check -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEPS
// RUN: affine-opt %S/../../../examples/matmul.mlir | %mlir_opt | diff - <(affine-opt %S/../../../examples/matmul.mlir)

// PREFIX: ret0: i32 = 36
// PREFIX: arg0: memref<8xi32> = [1, 3, 6, 10, 15, 21, 28, 36]
// MATMUL: arg2: memref<16x16xf32> = {{\[\[}}16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16],
// DEPS: dependence from 0 to 1 at depth 1 = [2, 2][0, 0]

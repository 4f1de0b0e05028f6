// mlir-opt 22 BUG (false diagnostic): -test-memref-bound-check reports every
// access to a dynamic memref dimension as "out of upper bound": it skips
// dynamic dimensions by comparing their size with -1, while MLIR 22 marks
// them with ShapedType::kDynamic (INT64_MIN), and so checks `index >=
// INT64_MIN`, which always holds. affine-opt checks no upper bound for a
// dynamic dimension (its size is unknown) and still checks its lower bound.
//
// The MLIR lines check mlir-opt's diagnostics, so this test fails once
// upstream fixes the check.
//
// RUN: affine-opt %s -test-memref-bound-check -verify-diagnostics > /dev/null
// RUN: %mlir_opt %s -test-memref-bound-check 2>&1 >/dev/null | FileCheck %s --check-prefix=MLIR

// MLIR: error: 'affine.load' op memref out of upper bound access along dimension #1
// MLIR: error: 'affine.store' op memref out of upper bound access along dimension #1
// MLIR: error: 'affine.store' op memref out of lower bound access along dimension #1

func.func @dynamic(%A: memref<?x8xf32>, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 8 {
      %v = affine.load %A[%i, %j] : memref<?x8xf32>
      // expected-error@+1 {{'affine.store' op memref out of lower bound access along dimension #1}}
      affine.store %v, %A[%i - 1, %j] : memref<?x8xf32>
    }
  }
  return
}

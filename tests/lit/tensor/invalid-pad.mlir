// A tensor.pad body without a terminator gets the implicit tensor.yield
// (no operands), rejected as mlir-opt 22 rejects it (found by
// scripts/mutation-diff.py --seed 1).
// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @pad_without_yield(%t: tensor<4x4xf32>) -> tensor<6x6xf32> {
  // expected-error @+1 {{'tensor.yield' op requires a single operand}}
  %p = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
  } : tensor<4x4xf32> to tensor<6x6xf32>
  return %p : tensor<6x6xf32>
}

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

// -----

// The block checks are PadOp::verifyRegions, after the nested ops: the
// implicit tensor.yield is reported before the block argument count
// (found by mutation-diff seed 2).
func.func @pad_without_yield_bad_args(%t: tensor<4xf32>) -> tensor<6xf32> {
  // expected-error @+1 {{'tensor.yield' op requires a single operand}}
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index, %j: index):
  } : tensor<4xf32> to tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

func.func @pad_bad_args(%t: tensor<4xf32>, %p: f32) -> tensor<6xf32> {
  // expected-error @+1 {{expected the block to have 1 arguments}}
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f32
  } : tensor<4xf32> to tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

func.func @pad_yield_type(%t: tensor<4xf32>) -> tensor<6xf32> {
  // expected-error @+1 {{'tensor.pad' op expected yield type to match shape element type}}
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    %c = arith.constant 0 : i32
    tensor.yield %c : i32
  } : tensor<4xf32> to tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

// The source and result types must be ranked tensors; the error is at the
// type, before the operand's type is resolved.
func.func @pad_scalar_source(%t: tensor<4xf32>, %p: f32) -> tensor<6xf32> {
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %p : f32
  // expected-error @+1 {{custom op 'tensor.pad' invalid kind of type specified: expected builtin.tensor, but found 'f32'}}
  } : f32 to tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

func.func @pad_unranked_source(%t: tensor<*xf32>, %p: f32) -> tensor<6xf32> {
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %p : f32
  // expected-error @+1 {{custom op 'tensor.pad' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  } : tensor<*xf32> to tensor<6xf32>
  return %0 : tensor<6xf32>
}

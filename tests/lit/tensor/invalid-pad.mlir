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

// -----

// PadOp::verify: the result type against the one inferred from the source
// and the static pads (a plain error, not an op error).
func.func @pad_wrong_size(%t: tensor<4xf32>, %p: f32) -> tensor<7xf32> {
  // expected-error @+1 {{specified type 'tensor<7xf32>' does not match the inferred type 'tensor<6xf32>'}}
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %p : f32
  } : tensor<4xf32> to tensor<7xf32>
  return %0 : tensor<7xf32>
}

// -----

// The rank is checked before the block arguments.
func.func @pad_wrong_rank(%t: tensor<4xf32>, %p: f32) -> tensor<6x1xf32> {
  // expected-error @+1 {{specified type 'tensor<6x1xf32>' does not match the inferred type 'tensor<6xf32>'}}
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %p : f32
  } : tensor<4xf32> to tensor<6x1xf32>
  return %0 : tensor<6x1xf32>
}

// -----

// A dynamic pad makes the inferred size dynamic, which matches anything;
// the static one is still checked. Negative pads count.
func.func @pad_dynamic_and_negative(%t: tensor<4x?xf32>, %p: f32, %n: index) -> tensor<5x7xf32> {
  // expected-error @+1 {{specified type 'tensor<5x7xf32>' does not match the inferred type 'tensor<3x?xf32>'}}
  %0 = tensor.pad %t low[-2, %n] high[1, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f32
  } : tensor<4x?xf32> to tensor<5x7xf32>
  return %0 : tensor<5x7xf32>
}

// -----

// A size that comes out negative is printed as it is.
func.func @pad_negative_size(%t: tensor<1xf32>, %p: f32) -> tensor<2xf32> {
  // expected-error @+1 {{specified type 'tensor<2xf32>' does not match the inferred type 'tensor<-2xf32>'}}
  %0 = tensor.pad %t low[-3] high[0] {
  ^bb0(%i: index):
    tensor.yield %p : f32
  } : tensor<1xf32> to tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @pad_list_length(%t: tensor<4xf32>, %p: f32) -> tensor<6xf32> {
  // expected-error @+1 {{failed to infer expectedType from sourceType 'tensor<4xf32>', specified resultType is 'tensor<6xf32>'}}
  %0 = tensor.pad %t low[1] high[1, 3] {
  ^bb0(%i: index):
    tensor.yield %p : f32
  } : tensor<4xf32> to tensor<6xf32>
  return %0 : tensor<6xf32>
}

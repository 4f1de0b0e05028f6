// The verifiers of the whole-tensor ops (bitcast, concat, generate, rank,
// reshape, expand_shape / collapse_shape, splat, gather, scatter) with
// mlir-opt 22's messages, in its order of checks.
// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @bitcast_width(%a: tensor<2x3xi16>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tensor.bitcast' op operand type 'tensor<2x3xi16>' and result type 'tensor<2x3xf32>' are cast incompatible}}
  %0 = tensor.bitcast %a : tensor<2x3xi16> to tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @bitcast_index(%a: tensor<2xindex>) -> tensor<2xi64> {
  // expected-error @+1 {{'tensor.bitcast' op operand #0 must be tensor of signless integer or unsigned integer or signed integer or floating-point values, but got 'tensor<2xindex>'}}
  %0 = tensor.bitcast %a : tensor<2xindex> to tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

func.func @bitcast_memref(%a: tensor<2xi32>) {
  // expected-error @+1 {{custom op 'tensor.bitcast' invalid kind of type specified}}
  %0 = tensor.bitcast %a : tensor<2xi32> to memref<2xf32>
  return
}

// -----

func.func @concat_none() -> tensor<2xf32> {
  // expected-error @+1 {{'tensor.concat' op requires at least one input}}
  %0 = tensor.concat dim(0) : () -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// Ranks are checked for all inputs before element types.
func.func @concat_rank_before_type(%a: tensor<2xi8>, %b: tensor<2x2xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tensor.concat' op rank of concatenated inputs must match result rank}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<2xi8>, tensor<2x2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @concat_type(%a: tensor<2xi8>, %b: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tensor.concat' op inputs and result element type must match}}
  %0 = tensor.concat dim(0) %b, %a : (tensor<2xf32>, tensor<2xi8>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @concat_dim(%a: tensor<2x2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %0 = tensor.concat dim(2) %a : (tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @concat_sizes(%a: tensor<2x3xf32>, %b: tensor<?x4xf32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<?x4xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @concat_result(%a: tensor<2x3xf32>, %b: tensor<5x?xf32>) -> tensor<8x3xf32> {
  // expected-error @+1 {{'tensor.concat' op result type 'tensor<8x3xf32>'does not match inferred shape 'tensor<7x3xf32>' static sizes}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<5x?xf32>) -> tensor<8x3xf32>
  return %0 : tensor<8x3xf32>
}

// -----

func.func @generate_extents(%n: index, %x: i8) -> tensor<?x?xi8> {
  // expected-error @+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : i8
  } : tensor<?x?xi8>
  return %0 : tensor<?x?xi8>
}

// -----

// The argument types are checked before their number.
func.func @generate_arg_type(%x: i8) -> tensor<4x4xi8> {
  // expected-error @+1 {{all body arguments must be index}}
  %0 = tensor.generate {
  ^bb0(%i: i32):
    tensor.yield %x : i8
  } : tensor<4x4xi8>
  return %0 : tensor<4x4xi8>
}

// -----

func.func @generate_arg_count(%x: i8) -> tensor<4x4xi8> {
  // expected-error @+1 {{must have one body argument per input dimension}}
  %0 = tensor.generate {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %x : i8
  } : tensor<4x4xi8>
  return %0 : tensor<4x4xi8>
}

// -----

func.func @generate_yield(%x: i8) -> tensor<4xi16> {
  // expected-error @+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %0 = tensor.generate {
  ^bb0(%i: index):
    tensor.yield %x : i8
  } : tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

func.func @rank_memref(%m: memref<4xf32>) -> index {
  // expected-error @+1 {{custom op 'tensor.rank' invalid kind of type specified}}
  %0 = tensor.rank %m : memref<4xf32>
  return %0 : index
}

// -----

func.func @reshape_elements(%t: tensor<2x6xf32>, %s: tensor<2xindex>) -> tensor<5x2xf32> {
  // expected-error @+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %0 = tensor.reshape %t(%s) : (tensor<2x6xf32>, tensor<2xindex>) -> tensor<5x2xf32>
  return %0 : tensor<5x2xf32>
}

// -----

func.func @reshape_dynamic_shape(%t: tensor<?xf32>, %s: tensor<?xi64>) -> tensor<?x2xf32> {
  // expected-error @+1 {{'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
  %0 = tensor.reshape %t(%s) : (tensor<?xf32>, tensor<?xi64>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}

// -----

func.func @reshape_shape_length(%t: tensor<?xf32>, %s: tensor<3xi64>) -> tensor<?x2xf32> {
  // expected-error @+1 {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  %0 = tensor.reshape %t(%s) : (tensor<?xf32>, tensor<3xi64>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}

// -----

func.func @reshape_shape_type(%t: tensor<?xf32>, %s: tensor<2xui8>) -> tensor<?x2xf32> {
  // expected-error @+1 {{'tensor.reshape' op operand #1 must be 1D tensor of signless integer or index values, but got 'tensor<2xui8>'}}
  %0 = tensor.reshape %t(%s) : (tensor<?xf32>, tensor<2xui8>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}

// -----

func.func @expand_static_count(%t: tensor<12xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (2) but found 3 inputs instead}}
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [3, 4, 1] : tensor<12xf32> into tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @expand_map_size(%t: tensor<12x2xf32>) -> tensor<3x4x2xf32> {
  // expected-error @+1 {{'tensor.expand_shape' op expected reassociation map #0 to have size equal to the expanded rank (3), but it is  5.}}
  %0 = tensor.expand_shape %t [[0, 1], [4]] output_shape [3, 4, 2] : tensor<12x2xf32> into tensor<3x4x2xf32>
  return %0 : tensor<3x4x2xf32>
}

// -----

func.func @expand_not_contiguous(%t: tensor<12x2xf32>) -> tensor<3x4x2xf32> {
  // expected-error @+1 {{'tensor.expand_shape' op expected reassociation map #0 to be valid and contiguous.}}
  %0 = tensor.expand_shape %t [[1, 0], [2]] output_shape [3, 4, 2] : tensor<12x2xf32> into tensor<3x4x2xf32>
  return %0 : tensor<3x4x2xf32>
}

// -----

func.func @expand_group_count(%t: tensor<12x2xf32>) -> tensor<3x4x2xf32> {
  // expected-error @+1 {{'tensor.expand_shape' op expected collapsed rank (2) to equal the number of reassociation maps (1).}}
  %0 = tensor.expand_shape %t [[0, 1, 2]] output_shape [3, 4, 2] : tensor<12x2xf32> into tensor<3x4x2xf32>
  return %0 : tensor<3x4x2xf32>
}

// -----

func.func @expand_static_size(%t: tensor<12x2xf32>) -> tensor<3x5x2xf32> {
  // expected-error @+1 {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 15}}
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [3, 5, 2] : tensor<12x2xf32> into tensor<3x5x2xf32>
  return %0 : tensor<3x5x2xf32>
}

// -----

func.func @expand_element(%t: tensor<12xf32>) -> tensor<3x4xf16> {
  // expected-error @+1 {{'tensor.expand_shape' op expected collapsed type to be 'tensor<12xf16>', but got 'tensor<12xf32>'}}
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [3, 4] : tensor<12xf32> into tensor<3x4xf16>
  return %0 : tensor<3x4xf16>
}

// -----

func.func @collapse_rank(%t: tensor<12xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{'tensor.collapse_shape' op expected the expanded type, 'tensor<12xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<3x4xf32>'.}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<12xf32> into tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @collapse_dynamic(%t: tensor<3x?xf32>) -> tensor<12xf32> {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<3x?xf32> into tensor<12xf32>
  return %0 : tensor<12xf32>
}

// -----

func.func @splat_sizes(%x: f32, %n: index) -> tensor<?x?xf32> {
  // expected-error @+1 {{'tensor.splat' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = tensor.splat %x[%n] : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @splat_unranked(%x: f32) {
  // expected-error @+1 {{custom op 'tensor.splat' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = tensor.splat %x : tensor<*xf32>
  return
}

// -----

func.func @splat_generic(%x: i8) -> tensor<2xi16> {
  // expected-error @+1 {{'tensor.splat' op failed to verify that operand type matches element type of result}}
  %0 = "tensor.splat"(%x) : (i8) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// -----

func.func @gather_empty(%s: tensor<4x5xf32>, %i: tensor<3x1xindex>) -> tensor<3x1x5xf32> {
  // expected-error @+1 {{'tensor.gather' op gather_dims must be non-empty}}
  %0 = tensor.gather %s[%i] gather_dims([]) : (tensor<4x5xf32>, tensor<3x1xindex>) -> tensor<3x1x5xf32>
  return %0 : tensor<3x1x5xf32>
}

// -----

func.func @gather_overflow(%s: tensor<4xf32>, %i: tensor<3x2xindex>) -> tensor<3x1x1xf32> {
  // expected-error @+1 {{'tensor.gather' op gather_dims overflow source rank}}
  %0 = tensor.gather %s[%i] gather_dims([0, 1]) : (tensor<4xf32>, tensor<3x2xindex>) -> tensor<3x1x1xf32>
  return %0 : tensor<3x1x1xf32>
}

// -----

func.func @gather_last_dim(%s: tensor<4x5xf32>, %i: tensor<3x3xi32>) -> tensor<3x1x5xf32> {
  // expected-error @+1 {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5xf32>, tensor<3x3xi32>) -> tensor<3x1x5xf32>
  return %0 : tensor<3x1x5xf32>
}

// -----

func.func @gather_negative(%s: tensor<4x5xf32>, %i: tensor<3x1xindex>) -> tensor<3x1x5xf32> {
  // expected-error @+1 {{'tensor.gather' op gather_dims value must be non-negative}}
  %0 = tensor.gather %s[%i] gather_dims([-2]) : (tensor<4x5xf32>, tensor<3x1xindex>) -> tensor<3x1x5xf32>
  return %0 : tensor<3x1x5xf32>
}

// -----

func.func @gather_order(%s: tensor<4x5xf32>, %i: tensor<3x2xindex>) -> tensor<3x1x1xf32> {
  // expected-error @+1 {{'tensor.gather' op gather_dims values must be strictly increasing}}
  %0 = tensor.gather %s[%i] gather_dims([1, 1]) : (tensor<4x5xf32>, tensor<3x2xindex>) -> tensor<3x1x1xf32>
  return %0 : tensor<3x1x1xf32>
}

// -----

func.func @gather_result(%s: tensor<4x5xf32>, %i: tensor<3x1xindex>) -> tensor<3x5x1xf32> {
  // expected-error @+1 {{'tensor.gather' op result type mismatch: expected 'tensor<3x1x5xf32>' or its rank-reduced variant 'tensor<3x5xf32>' (got: 'tensor<3x5x1xf32>')}}
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5xf32>, tensor<3x1xindex>) -> tensor<3x5x1xf32>
  return %0 : tensor<3x5x1xf32>
}

// -----

func.func @scatter_unique(%v: tensor<3x5xf32>, %d: tensor<4x5xf32>, %i: tensor<3x1xindex>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'tensor.scatter' op requires 'unique' attribute to be set}}
  %0 = tensor.scatter %v into %d[%i] scatter_dims([0]) : (tensor<3x5xf32>, tensor<4x5xf32>, tensor<3x1xindex>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// The dims are checked before `unique`.
func.func @scatter_dims_first(%v: tensor<3x5xf32>, %d: tensor<4x5xf32>, %i: tensor<3x1xindex>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'tensor.scatter' op scatter_dims value must be smaller than dest rank}}
  %0 = tensor.scatter %v into %d[%i] scatter_dims([2]) : (tensor<3x5xf32>, tensor<4x5xf32>, tensor<3x1xindex>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @scatter_source(%v: tensor<3x4xf32>, %d: tensor<4x5xf32>, %i: tensor<3x1xindex>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'tensor.scatter' op source type mismatch: expected 'tensor<3x1x5xf32>' or its rank-reduced variant 'tensor<3x5xf32>' (got: 'tensor<3x4xf32>')}}
  %0 = tensor.scatter %v into %d[%i] scatter_dims([0]) unique : (tensor<3x4xf32>, tensor<4x5xf32>, tensor<3x1xindex>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// A non-tensor reshape type gets 22's short message (found by
// mutation-diff seed 2).
func.func @collapse_into_scalar(%a: tensor<6xf32>) {
  // expected-error @+1 {{custom op 'tensor.collapse_shape' invalid kind of type specified}}
  %0 = tensor.collapse_shape %a [[0]] : tensor<6xf32> into i32
  return
}

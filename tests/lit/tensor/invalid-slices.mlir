// The verifiers of tensor.extract_slice, tensor.insert_slice and
// tensor.parallel_insert_slice, and of the other tensor ops, with
// mlir-opt 22's messages and order: ODS operand / result types, the
// number of dynamic entries of each list, the list ranks, the result (or
// source) type against the inferred slice type up to rank reduction, then
// the slice inside its tensor.
// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @extract_size_mismatch(%t: tensor<8x16xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{expected type to be 'tensor<4x5xf32>' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.extract_slice %t[0, 0] [4, 5] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @extract_rank_too_large(%t: tensor<8x16xf32>) -> tensor<1x4x4xf32> {
  // expected-error @+1 {{expected rank to be smaller or equal to the other rank. }}
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<1x4x4xf32>
  return %0 : tensor<1x4x4xf32>
}

// -----

func.func @extract_element_type(%t: tensor<8x16xf32>) -> tensor<4xi32> {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %0 = tensor.extract_slice %t[0, 0] [1, 4] [1, 1] : tensor<8x16xf32> to tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// The type check comes before the bounds check.
func.func @extract_type_before_bounds(%t: tensor<8xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{expected type to be 'tensor<4xf32>' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.extract_slice %t[9] [4] [1] : tensor<8xf32> to tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @extract_offset_out_of_bounds(%t: tensor<8x16xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{offset 0 is out-of-bounds: 9 >= 8}}
  %0 = tensor.extract_slice %t[9, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @extract_slice_out_of_bounds(%t: tensor<8x16xf32>, %o: index) -> tensor<4x4xf32> {
  // expected-error @+1 {{slice along dimension 1 runs out-of-bounds: 18 >= 16}}
  %0 = tensor.extract_slice %t[%o, 3] [4, 4] [1, 5] : tensor<8x16xf32> to tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// An empty slice still needs its offset inside the dimension.
func.func @extract_empty_at_end(%t: tensor<8xf32>) -> tensor<0xf32> {
  // expected-error @+1 {{offset 0 is out-of-bounds: 8 >= 8}}
  %0 = tensor.extract_slice %t[8] [0] [1] : tensor<8xf32> to tensor<0xf32>
  return %0 : tensor<0xf32>
}

// -----

func.func @extract_list_ranks(%t: tensor<8x16xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = tensor.extract_slice %t[0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @extract_too_many_entries(%t: tensor<8x16xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{expected 2 offset values, got 3}}
  %0 = tensor.extract_slice %t[0, 0, 0] [4, 4, 1] [1, 1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @extract_negative_size(%t: tensor<8x16xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{expected sizes to be non-negative, but got -1}}
  %0 = tensor.extract_slice %t[0, 0] [4, -1] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// The dynamic entries of each list are counted first.
func.func @extract_dynamic_count(%t: tensor<8xf32>, %i: index) {
  // expected-error @+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
  %0 = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<8xf32>, index) -> tensor<4xf32>
  return
}

// -----

func.func @extract_dynamic_count_strides(%t: tensor<8xf32>, %i: index) {
  // expected-error @+1 {{expected the number of 'strides' to match the number of dynamic entries in 'static_strides' (1 vs 0)}}
  %0 = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_offsets = array<i64: 0>, static_sizes = array<i64: -1>, static_strides = array<i64: 1>}> : (tensor<8xf32>, index) -> tensor<4xf32>
  return
}

// -----

func.func @extract_result_kind(%t: tensor<8xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract_slice' op result #0 must be ranked tensor of any type values, but got 'memref<4xi32>'}}
  %0 = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<8xf32>, index) -> memref<4xi32>
  return
}

// -----

func.func @extract_index_operand(%t: tensor<8xf32>, %i: i32) {
  // expected-error @+1 {{'tensor.extract_slice' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<8xf32>, i32) -> tensor<4xf32>
  return
}

// -----

func.func @insert_size_mismatch(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>) -> tensor<8x16xf32> {
  // expected-error @+1 {{expected type to be 'tensor<4x5xf32>' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.insert_slice %s into %t[0, 0] [4, 5] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

// A dynamic source dimension does not match a static size.
func.func @insert_dynamic_source(%t: tensor<8x?xf32>, %s: tensor<4x?xf32>) -> tensor<8x?xf32> {
  // expected-error @+1 {{expected type to be 'tensor<4x4xf32>' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.insert_slice %s into %t[0, 0] [4, 4] [1, 1] : tensor<4x?xf32> into tensor<8x?xf32>
  return %0 : tensor<8x?xf32>
}

// -----

func.func @insert_out_of_bounds(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>) -> tensor<8x16xf32> {
  // expected-error @+1 {{slice along dimension 1 runs out-of-bounds: 17 >= 16}}
  %0 = tensor.insert_slice %s into %t[0, 14] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

func.func @insert_element_type(%t: tensor<8x16xf32>, %s: tensor<4x4xi32>) -> tensor<8x16xf32> {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %0 = tensor.insert_slice %s into %t[0, 0] [4, 4] [1, 1] : tensor<4x4xi32> into tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

func.func @insert_result_type(%t: tensor<8xf32>, %s: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.insert_slice' op failed to verify that expected result type to match dest type}}
  %0 = "tensor.insert_slice"(%s, %t) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, tensor<8xf32>) -> tensor<9xf32>
  return
}

// -----

func.func @insert_source_kind(%t: tensor<8xf32>, %s: memref<4xf32>) {
  // expected-error @+1 {{'tensor.insert_slice' op operand #0 must be ranked tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "tensor.insert_slice"(%s, %t) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<4xf32>, tensor<8xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @parallel_insert_size_mismatch(%t: tensor<8xf32>, %s: tensor<2xf32>) {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
      // expected-error @+1 {{expected type to be 'tensor<3xf32>' or a rank-reduced version. (size mismatch) }}
      tensor.parallel_insert_slice %s into %o[%i] [3] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return
}

// -----

func.func @parallel_insert_out_of_bounds(%t: tensor<8xf32>, %s: tensor<2xf32>) {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
      // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 8 >= 8}}
      tensor.parallel_insert_slice %s into %o[7] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return
}

// -----

func.func @cast_incompatible(%t: tensor<8xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<8xf32>' and result type 'tensor<4xf32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<8xf32> to tensor<4xf32>
  return
}

// -----

func.func @cast_element_type(%t: tensor<8xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<8xf32>' and result type 'tensor<*xi32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<8xf32> to tensor<*xi32>
  return
}

// -----

func.func @cast_to_memref(%t: tensor<8xf32>) {
  // expected-error @+1 {{'tensor.cast' op result #0 must be tensor of any type values, but got 'memref<8xf32>'}}
  %0 = "tensor.cast"(%t) : (tensor<8xf32>) -> memref<8xf32>
  return
}

// -----

func.func @extract_indices(%t: tensor<8xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = "tensor.extract"(%t, %i, %i) : (tensor<8xf32>, index, index) -> f32
  return
}

// -----

func.func @extract_result_type(%t: tensor<8xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op failed to verify that result type matches element type of tensor}}
  %0 = "tensor.extract"(%t, %i) : (tensor<8xf32>, index) -> i32
  return
}

// -----

func.func @insert_indices(%t: tensor<8xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'tensor.insert' op incorrect number of indices}}
  %0 = "tensor.insert"(%f, %t, %i, %i) : (f32, tensor<8xf32>, index, index) -> tensor<8xf32>
  return
}

// -----

func.func @insert_result(%t: tensor<8xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'tensor.insert' op failed to verify that result type matches type of dest}}
  %0 = "tensor.insert"(%f, %t, %i) : (f32, tensor<8xf32>, index) -> tensor<9xf32>
  return
}

// -----

func.func @insert_scalar(%t: tensor<8xf32>, %i: index, %f: i32) {
  // expected-error @+1 {{'tensor.insert' op failed to verify that scalar type matches element type of dest}}
  %0 = "tensor.insert"(%f, %t, %i) : (i32, tensor<8xf32>, index) -> tensor<8xf32>
  return
}

// -----

func.func @empty_sizes(%i: index) {
  // expected-error @+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = "tensor.empty"(%i) : (index) -> tensor<8xf32>
  return
}

// -----

func.func @from_elements_count(%i: index) {
  // expected-error @+1 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  %0 = "tensor.from_elements"(%i) : (index) -> tensor<2xindex>
  return
}

// -----

func.func @from_elements_dynamic(%f: f32) {
  // expected-error @+1 {{'tensor.from_elements' op result #0 must be statically shaped tensor of any type values, but got 'tensor<?xf32>'}}
  %0 = "tensor.from_elements"(%f) : (f32) -> tensor<?xf32>
  return
}

// -----

func.func @dim_of_0d(%i: index, %t: tensor<f32>) {
  // expected-error @+1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  %0 = "tensor.dim"(%t, %i) : (tensor<f32>, index) -> index
  return
}

// -----

func.func @dim_result(%i: index, %t: tensor<?xf32>) {
  // expected-error @+1 {{'tensor.dim' op result #0 must be index, but got 'i32'}}
  %0 = "tensor.dim"(%t, %i) : (tensor<?xf32>, index) -> i32
  return
}

// RUN: affine-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @load_rank(%m: memref<4x8xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %0 = memref.load %m[%i] : memref<4x8xf32>
  return
}

// -----

func.func @store_rank(%m: memref<4x8xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%i] : memref<4x8xf32>
  return
}

// -----

func.func @store_type(%m: memref<4xf32>, %i: index, %v: i32) {
  // expected-error @+1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%v, %m, %i) : (i32, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @load_result_type(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> i32
  return
}

// -----

func.func @load_index_type(%m: memref<4xf32>, %i: i32) {
  // expected-error @+1 {{'memref.load' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, i32) -> f32
  return
}

// -----

func.func @load_not_memref(%t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op operand #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.load"(%t, %i) : (tensor<4xf32>, index) -> f32
  return
}

// -----

func.func @alloc_dyn_count(%n: index) {
  // expected-error @+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.alloc(%n) : memref<4xf32>
  return
}

// -----

func.func @alloc_missing_dyn() {
  // expected-error @+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.alloc() : memref<?xf32>
  return
}

// -----

func.func @alloc_symbols(%n: index) {
  // expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %0 = memref.alloc()[%n] : memref<4xf32>
  return
}

// -----

func.func @alloc_bad_alignment() {
  // expected-error @+1 {{custom op 'memref.alloc' 'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.alloc() {alignment = 3 : i64} : memref<4xf32>
  return
}

// -----

func.func @alloca_not_memref() {
  // expected-error @+1 {{'memref.alloca' op result #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> tensor<4xf32>
  return
}

// -----

func.func @dealloc_not_memref(%t: tensor<4xf32>) {
  // expected-error @+1 {{'memref.dealloc' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  "memref.dealloc"(%t) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @dim_not_index(%m: memref<?xf32>, %i: i32) {
  // expected-error @+1 {{'memref.dim' op operand #1 must be index, but got 'i32'}}
  %0 = "memref.dim"(%m, %i) : (memref<?xf32>, i32) -> index
  return
}

// -----

func.func @cast_incompatible(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<8xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @cast_elem(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @cast_rank(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4x1xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4x1xf32>
  return
}

// -----

func.func @copy_elem(%a: memref<4xf32>, %b: memref<4xi32>) {
  // expected-error @+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @copy_shape(%a: memref<4xf32>, %b: memref<8xf32>) {
  // expected-error @+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @get_global_missing() {
  // expected-error @+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<4xf32>
  return
}

// -----

memref.global @g : memref<4xf32>
func.func @get_global_type() {
  // expected-error @+1 {{'memref.get_global' op result type 'memref<8xf32>' does not match type 'memref<4xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<8xf32>
  return
}

// -----

// expected-error @+1 {{custom op 'memref.global' type should be static shaped memref, but got 'tensor<4xf32>'}}
memref.global @not_memref : tensor<4xf32>

// -----

func.func @subview_result_type(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32>
  return
}

// -----

func.func @subview_rank(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected 2 offset values, got 1}}
  %0 = memref.subview %m[0] [4] [1] : memref<8x16xf32> to memref<4xf32>
  return
}

// -----

func.func @subview_out_of_bounds(%m: memref<8x16xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 9 >= 8}}
  %0 = memref.subview %m[6, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 96>>
  return
}

// -----

func.func @subview_elem(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result element type to be 'f32', but got 'memref<4x4xi32, strided<[16, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xi32, strided<[16, 1]>>
  return
}

// -----

func.func @reinterpret_bad(%m: memref<?xf32>) {
  // expected-error @+1 {{expected result type with stride = 10 instead of 20 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10, 10], strides: [10, 1] : memref<?xf32> to memref<10x10xf32, strided<[20, 1]>>
  return
}

// -----

func.func @load_unranked(%m: memref<*xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op operand #0 must be memref of any type values, but got 'memref<*xf32>'}}
  %0 = "memref.load"(%m, %i) : (memref<*xf32>, index) -> f32
  return
}

// -----

func.func @collapse_bad(%c: memref<2x2x8xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim size (8) must equal reassociation group size (4)}}
  %0 = memref.collapse_shape %c [[0, 1], [2]] : memref<2x2x8xf32> into memref<8x4xf32>
  return
}

// -----

// The result layout of collapse_shape / expand_shape is the one the
// reshape gives the source's: none for an identity source, else strided.

func.func @collapse_rows_with_gap(%m: memref<3x5xf32, strided<[10, 1]>>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<3x5xf32, strided<[10, 1]>> into memref<15xf32>
  return
}

// -----

func.func @collapse_drops_offset(%m: memref<3x5xf32, strided<[5, 1], offset: 7>>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<15xf32, strided<[1], offset: 7>>' but found 'memref<15xf32>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<3x5xf32, strided<[5, 1], offset: 7>> into memref<15xf32>
  return
}

// -----

func.func @collapse_identity_gains_layout(%m: memref<3x5xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<15xf32>' but found 'memref<15xf32, strided<[1]>>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<3x5xf32> into memref<15xf32, strided<[1]>>
  return
}

// -----

func.func @collapse_changes_space(%m: memref<3x5xi8, 1>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<15xi8, 1>' but found 'memref<15xi8, 2>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<3x5xi8, 1> into memref<15xi8, 2>
  return
}

// -----

func.func @collapse_dynamic_inner(%m: memref<3x?xf32, strided<[?, 1]>>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<?xf32, strided<[?]>>' but found 'memref<?xf32, strided<[1]>>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<3x?xf32, strided<[?, 1]>> into memref<?xf32, strided<[1]>>
  return
}

// -----

func.func @collapse_skips_unit_stride(%m: memref<4x1x2xf32, strided<[4, 99, 2], offset: 1>>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<8xf32, strided<[2], offset: 1>>' but found 'memref<8xf32, strided<[1], offset: 1>>'}}
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<4x1x2xf32, strided<[4, 99, 2], offset: 1>> into memref<8xf32, strided<[1], offset: 1>>
  return
}

// -----

func.func @collapse_to_rank0_keeps_offset(%m: memref<1x1xi32, strided<[4, 4], offset: 2>>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<i32, strided<[], offset: 2>>' but found 'memref<i32>'}}
  %0 = memref.collapse_shape %m [] : memref<1x1xi32, strided<[4, 4], offset: 2>> into memref<i32>
  return
}

// -----

func.func @collapse_map_layout(%m: memref<3x5xf32, affine_map<(d0, d1) -> (d0 * 5 + d1 + 2)>>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<15xf32, strided<[1], offset: 2>>' but found 'memref<15xf32, affine_map<(d0) -> (d0 + 2)>>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<3x5xf32, affine_map<(d0, d1) -> (d0 * 5 + d1 + 2)>> into memref<15xf32, affine_map<(d0) -> (d0 + 2)>>
  return
}

// -----

func.func @collapse_not_strided(%m: memref<3x5xf32, affine_map<(d0, d1) -> (d1 mod 3, d0)>>) {
  // expected-error @+1 {{'memref.collapse_shape' op operand #0 must be strided memref of any type values, but got 'memref<3x5xf32, affine_map<(d0, d1) -> (d1 mod 3, d0)>>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<3x5xf32, affine_map<(d0, d1) -> (d1 mod 3, d0)>> into memref<15xf32>
  return
}

// -----

func.func @expand_strided_source(%m: memref<15xf32, strided<[3]>>) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<3x5xf32, strided<[15, 3]>>' but found 'memref<3x5xf32>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [3, 5] : memref<15xf32, strided<[3]>> into memref<3x5xf32>
  return
}

// -----

func.func @expand_element_type(%m: memref<15xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<3x5xf32>' but found 'memref<3x5xf64>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [3, 5] : memref<15xf32> into memref<3x5xf64>
  return
}

// -----

func.func @expand_dynamic_stride(%m: memref<?x6xf32, strided<[?, 1], offset: ?>>, %n: index) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<?x2x3xf32, strided<[?, 3, 1], offset: ?>>' but found 'memref<?x2x3xf32, strided<[?, 3, 1]>>'}}
  %0 = memref.expand_shape %m [[0], [1, 2]] output_shape [%n, 2, 3] : memref<?x6xf32, strided<[?, 1], offset: ?>> into memref<?x2x3xf32, strided<[?, 3, 1]>>
  return
}

// -----

func.func @expand_from_rank0(%m: memref<f32, strided<[], offset: 4>>) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<1xf32, strided<[1], offset: 4>>' but found 'memref<1xf32>'}}
  %0 = memref.expand_shape %m [] output_shape [1] : memref<f32, strided<[], offset: 4>> into memref<1xf32>
  return
}

// -----

func.func @expand_lowers_rank(%m: memref<3x5xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op has source rank 2 and result rank 1. This is not an expansion (2 > 1).}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [15] : memref<3x5xf32> into memref<15xf32>
  return
}

// -----

func.func @collapse_raises_rank(%m: memref<15xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op has source rank 1 and result rank 2. This is not a collapse (1 < 2).}}
  %0 = memref.collapse_shape %m [[0], [1]] : memref<15xf32> into memref<3x5xf32>
  return
}

// -----

func.func @collapse_skipping_dim(%m: memref<3x5x7xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  %0 = memref.collapse_shape %m [[0], [2, 1]] : memref<3x5x7xf32> into memref<3x35xf32>
  return
}

// -----

func.func @collapse_missing_dim(%m: memref<3x5x7xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op expanded rank (3) inconsistent with number of reassociation indices (2)}}
  %0 = memref.collapse_shape %m [[0], [1]] : memref<3x5x7xf32> into memref<3x5xf32>
  return
}

// -----

func.func @collapse_index_past_rank(%m: memref<3x5xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op reassociation index 2 is out of bounds}}
  %0 = memref.collapse_shape %m [[0], [1, 2]] : memref<3x5xf32> into memref<3x5xf32>
  return
}

// -----

func.func @collapse_static_to_dynamic(%m: memref<3x5xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<3x5xf32> into memref<?xf32>
  return
}

// -----

func.func @expand_wrong_output_shape(%m: memref<15xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op invalid output shape provided at pos 0}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [5, 3] : memref<15xf32> into memref<3x5xf32>
  return
}

// -----

func.func @expand_short_output_shape(%m: memref<15xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (2) but found 3 inputs instead}}
  %0 = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 3, 5, 1>}> : (memref<15xf32>) -> memref<3x5xf32>
  return
}

// -----

func.func @expand_dynamic_count(%m: memref<?xf32>, %n: index) {
  // expected-error @+1 {{'memref.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 0 dynamic dims while output_shape has 1 values}}
  %0 = "memref.expand_shape"(%m, %n) <{reassociation = [[0, 1]], static_output_shape = array<i64: 3, 5>}> : (memref<?xf32>, index) -> memref<?x5xf32>
  return
}

// -----

func.func @store_missing_indices(%m: memref<4xf32>, %v: f32) {
  // expected-error @+1 {{expected '['}}
  memref.store %v, %m : memref<4xf32>
  return
}

// -----

func.func @load_nontemporal_type(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.load' 'memref.load' op attribute 'nontemporal' failed to satisfy constraint: bool attribute}}
  %0 = memref.load %m[%i] {nontemporal = 1 : i32} : memref<4xf32>
  return
}

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
memref.global @bad_init : memref<4xf32> = dense<1>

// -----

func.func @a(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 1 but got 0}}
  %0 = "memref.load"(%m) : (memref<4xf32>) -> f32
  return
}

// -----
func.func @b(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'extra' is unknown (tried 'func.extra' as well)}}
  %0 = memref.load %m[%i] : memref<4xf32> extra
  return
}

// -----
func.func @c(%t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'memref.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  %0 = memref.load %t[] : tensor<4xf32>
  return
}

// -----
func.func @q(%m: memref<4xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<2xf32, strided<[1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2xf32, strided<[1], offset: 1>>'}}
  %0 = memref.subview %m[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  return
}

// -----
func.func @r(%m: memref<4x4xf32>) {
  %0 = memref.subview %m[0, 0] [1, 4] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1]>>
  %1 = memref.subview %m[0, 0] [1, 4] [1, 1] : memref<4x4xf32> to memref<4xf32>
  return
}

// -----
func.func @s(%m: memref<4xf32>) {
  // expected-error @+1 {{expected result type with offset = 1 instead of 0}}
  %0 = memref.reinterpret_cast %m to offset: [1], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32>
  return
}

// -----
func.func @t(%m: memref<4xf32>, %i: index) {
  %0 = memref.dim %m, %i : memref<4xf32>
  %c5 = arith.constant 5 : index
  %1 = memref.dim %m, %c5 : memref<4xf32>
  return
}

// -----

// A dynamic stride times a static 1 is dynamic: the result may not claim `?` where the inferred stride is 1.
func.func @subview_dynamic_stride_vs_static(%m: memref<?x?xf32>, %c: index, %s: index) {
  // expected-error @+1 {{expected result type to be 'memref<?x?xf32, strided<[?, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<?x?xf32, strided<[?, ?], offset: ?>>'}}
  %0 = memref.subview %m[%c, 0][%s, %s][%c, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return
}

// -----

// Zero offsets times dynamic strides give a static offset 0, not `?`.
func.func @subview_zero_offsets_dynamic_strides(%m: memref<?x?xf32>, %s: index) {
  // expected-error @+1 {{expected result type to be 'memref<?x?xf32, strided<[?, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<?x?xf32, strided<[?, 1], offset: ?>>'}}
  %0 = memref.subview %m[0, 0][%s, %s][1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return
}

// -----

func.func @subview_dynamic_offset_vs_static(%m: memref<8x16xf32>, %c: index) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[16, 1]>>'}}
  %0 = memref.subview %m[%c, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @subview_static_offset_vs_dynamic(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<1x4xf32, strided<[16, 1], offset: 3>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4xf32, strided<[1], offset: ?>>'}}
  %0 = memref.subview %m[0, 3][1, 4][1, 1] : memref<8x16xf32> to memref<4xf32, strided<[1], offset: ?>>
  return
}

// -----

func.func @subview_dynamic_stride_operand_vs_static(%m: memref<8x16xf32>, %c: index) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[?, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[16, 1]>>'}}
  %0 = memref.subview %m[0, 0][4, 4][%c, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @subview_rank_reduced_dynamic_stride(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<1x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4xf32, strided<[?]>>'}}
  %0 = memref.subview %m[0, 0][1, 4][1, 1] : memref<8x16xf32> to memref<4xf32, strided<[?]>>
  return
}

// -----

// Two unit dims, one dropped: the kept stride must be one of the original strides.
func.func @subview_rank_reduced_unit_dims_stride(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<1x1xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<1xf32, strided<[2]>>'}}
  %0 = memref.subview %m[0, 0][1, 1][1, 1] : memref<8x16xf32> to memref<1xf32, strided<[2]>>
  return
}

// -----

func.func @subview_rank_reduced_wrong_kept_stride(%m: memref<8x1x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<1x1x4xf32, strided<[16, 16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<1x4xf32, strided<[128, 1]>>'}}
  %0 = memref.subview %m[0, 0, 0][1, 1, 4][1, 1, 1] : memref<8x1x16xf32> to memref<1x4xf32, strided<[128, 1]>>
  return
}

// -----

// An empty slice still needs an in-bounds offset; the message names the dimension.
func.func @subview_empty_slice_offset_out_of_bounds(%m: memref<8x16xf32>) {
  // expected-error @+1 {{offset 0 is out-of-bounds: 8 >= 8}}
  %0 = memref.subview %m[8, 0][0, 4][1, 1] : memref<8x16xf32> to memref<0x4xf32, strided<[16, 1], offset: 128>>
  return
}

// -----

func.func @subview_offset_out_of_bounds_dim1(%m: memref<8x16xf32>) {
  // expected-error @+1 {{offset 1 is out-of-bounds: 20 >= 16}}
  %0 = memref.subview %m[0, 20][1, 4][1, 1] : memref<8x16xf32> to memref<1x4xf32, strided<[16, 1], offset: 20>>
  return
}

// -----

// The initial value is parsed as any attribute of the tensor type, then
// must be an elements attribute (error at the op name).
// expected-error @+1 {{custom op 'memref.global' initial value should be a unit or elements attribute}}
memref.global "private" constant @c : memref<2xf32> = "x" dense<[1.0, 2.0]>

// -----

// The alignment is an I32Attr: any attribute is read with type i32, then
// must be an integer.
func.func @assume_kind(%m: memref<4xf32>) {
  // expected-error @+1 {{custom op 'memref.assume_alignment' invalid kind of attribute specified}}
  %0 = memref.assume_alignment %m, [16] : memref<4xf32>
  return
}

// -----

func.func @assume_not_attr(%m: memref<4xf32>) {
  // expected-error @+1 {{expected attribute value}}
  %0 = memref.assume_alignment %m, ]16 : memref<4xf32>
  return
}

// -----

func.func @assume_type(%m: memref<4xf32>) {
  // The type is a ranked memref's, reported at the type.
  // expected-error @+1 {{custom op 'memref.assume_alignment' invalid kind of type specified: expected builtin.memref, but found 'i64'}}
  %0 = memref.assume_alignment %m, 16 : i64
  return
}

// -----

func.func @assume_positive(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %0 = memref.assume_alignment %m, 0 : memref<4xf32>
  return
}

// -----

func.func @subview_lexer_error(%m: memref<8x8xf32>, %i: index) {
  // A lexer error in an index list is the only diagnostic.
  // expected-error @+1 {{invalid SSA name}}
  %1 = memref.subview %m[%(i, 0] [3, 4] [1, 1] : memref<8x8xf32> to memref<3x4xf32, strided<[8, 1], offset: ?>>
  return
}

// -----

// memref.alloca_scope's region-branch edge from its return to the results
// (found by mutation-diff seed 512).
func.func @alloca_scope_missing_value(%m: memref<4xf32>) {
  // The implicit terminator has the op's location.
  // expected-error @+2 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  // expected-note @+1 {{region branch point}}
  %r = memref.alloca_scope -> (f32) {
    %c0 = arith.constant 0 : index
    %v = memref.load %m[%c0] : memref<4xf32>
  }
  return
}

// -----

func.func @alloca_scope_value_type(%x: i32) {
  // expected-error @+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = memref.alloca_scope -> (f32) {
    // expected-note @+1 {{region branch point}}
    memref.alloca_scope.return %x : i32
  }
  return
}

// -----

// Static offsets are checked before sizes (OffsetSizeAndStrideOpInterface).
func.func @subview_negative_offset(%m: memref<64xf32>) {
  // expected-error @+1 {{expected offsets to be non-negative, but got -10}}
  %0 = memref.subview %m[-10] [-4] [1] : memref<64xf32> to memref<4xf32, strided<[1], offset: -10>>
  return
}

// -----

func.func @reinterpret_cast_negative_offset(%m: memref<64xf32>) {
  // expected-error @+1 {{expected offsets to be non-negative, but got -3}}
  %0 = memref.reinterpret_cast %m to offset: [-3], sizes: [4], strides: [1] : memref<64xf32> to memref<4xf32, strided<[1], offset: -3>>
  return
}

// -----

// The reshapes' types are memref types: another kind is reported at the
// type, before the operand's type is compared with its prior uses.
func.func @collapse_source_not_memref(%m: memref<2x3xf32>) {
  // expected-error @+1 {{custom op 'memref.collapse_shape' invalid kind of type specified: expected builtin.memref, but found 'i32'}}
  %0 = memref.collapse_shape %m [] : i32 into memref<6xf32>
  return
}

// -----

func.func @expand_result_not_memref(%m: memref<6xf32>) {
  // expected-error @+1 {{custom op 'memref.expand_shape' invalid kind of type specified: expected builtin.memref, but found 'i32'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 3] : memref<6xf32> into i32
  return
}

// -----

// memref.prefetch's specifiers are bare keywords, its hint an integer
// attribute and its type a memref type, each checked by the parser where it
// is read.
func.func @prefetch_specifier_not_keyword(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' expected valid keyword}}
  memref.prefetch %m[%i], read, locality<3>, ] data : memref<4xf32>
  return
}

// -----

func.func @prefetch_rw_not_keyword(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' expected valid keyword}}
  memref.prefetch %m[%i], "read", locality<3>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_hint_not_integer(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' invalid kind of attribute specified}}
  memref.prefetch %m[%i], write, locality<[1]>, instr : memref<4xf32>
  return
}

// -----

func.func @prefetch_type_not_memref(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  memref.prefetch %m[%i], read, locality<3>, data : tensor<4xf32>
  return
}

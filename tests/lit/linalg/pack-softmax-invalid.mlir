// linalg.pack, linalg.unpack and linalg.softmax diagnostics as mlir-opt 22
// words them, in its order: the ODS invariants (operand, result and
// attribute kinds, result type of dest, same element type), then the ops'
// verifiers (pack/unpack: zero tile, inner_dims_pos, outer_dims_perm, tile
// counts, packed rank, tile sizes, packed type, padding; softmax: shape,
// dimension), then softmax's destination-style checks. A tile constant
// from an arith.constant operand counts as MLIR's getConstantIntValue sees it.
// RUN: affine-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics

func.func @f(%s: tensor<16x32xf32>, %d: tensor<2x1x8x32xf32>) -> tensor<2x1x8x32xf32> {
  // expected-error @+1 {{invalid zero tile factor}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 0] into %d : tensor<16x32xf32> -> tensor<2x1x8x32xf32>
  return %0 : tensor<2x1x8x32xf32>
}

// -----

func.func @f(%s: tensor<16x32xf32>, %d: tensor<2x1x8x32xf32>) -> tensor<2x1x8x32xf32> {
  // expected-error @+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.pack %s inner_dims_pos = [0, 0] inner_tiles = [8, 32] into %d : tensor<16x32xf32> -> tensor<2x1x8x32xf32>
  return %0 : tensor<2x1x8x32xf32>
}

// -----

func.func @f(%s: tensor<16x32xf32>, %d: tensor<2x1x8x32xf32>) -> tensor<2x1x8x32xf32> {
  // expected-error @+1 {{invalid outer_dims_perm vector}}
  %0 = linalg.pack %s outer_dims_perm = [1, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<16x32xf32> -> tensor<2x1x8x32xf32>
  return %0 : tensor<2x1x8x32xf32>
}

// -----

func.func @f(%s: tensor<16x32xf32>, %d: tensor<2x1x8x32xf32>) -> tensor<2x1x8x32xf32> {
  // expected-error @+1 {{outer_dims_perm must be a permutation or empty}}
  %0 = linalg.pack %s outer_dims_perm = [0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<16x32xf32> -> tensor<2x1x8x32xf32>
  return %0 : tensor<2x1x8x32xf32>
}

// -----

func.func @f(%s: tensor<16x32xf32>, %d: tensor<2x1x8x32xf32>) -> tensor<2x1x8x32xf32> {
  // expected-error @+1 {{tiling factors must be less than or equal to the input rank for pack or output rank for unpack}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 32, 4] into %d : tensor<16x32xf32> -> tensor<2x1x8x32xf32>
  return %0 : tensor<2x1x8x32xf32>
}

// -----

func.func @f(%s: tensor<16x32xf32>, %d: tensor<2x1x8x32xf32>) -> tensor<2x1x8x32xf32> {
  // expected-error @+1 {{tiling factors must equal the number of dimensions to tile}}
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [8, 32] into %d : tensor<16x32xf32> -> tensor<2x1x8x32xf32>
  return %0 : tensor<2x1x8x32xf32>
}

// -----

func.func @f(%s: tensor<16x32xf32>, %d: tensor<2x1x8x32xf32>) -> tensor<2x1x8x32xf32> {
  // expected-error @+1 {{packed rank != (unpacked rank + num tiling factors), got 4 != 2}}
  %0 = linalg.pack %s inner_dims_pos = [] inner_tiles = [] into %d : tensor<16x32xf32> -> tensor<2x1x8x32xf32>
  return %0 : tensor<2x1x8x32xf32>
}

// -----

func.func @f(%s: tensor<16x32xf32>, %d: tensor<2x1x8x32xf32>) -> tensor<2x1x8x32xf32> {
  // expected-error @+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<16x32xf32> -> tensor<2x1x8x32xf32>
  return %0 : tensor<2x1x8x32xf32>
}

// -----

func.func @f(%s: tensor<16x32xf32>, %d: tensor<2x1x8x32xf32>) -> tensor<2x1x8x32xf32> {
  // expected-error @+1 {{expected 'tensor<1x2x8x32xf32>' for the packed domain value, got 'tensor<2x1x8x32xf32>'}}
  %0 = linalg.pack %s outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<16x32xf32> -> tensor<2x1x8x32xf32>
  return %0 : tensor<2x1x8x32xf32>
}

// -----

func.func @f(%s: tensor<15x32xf32>, %d: tensor<2x1x8x32xf32>) -> tensor<2x1x8x32xf32> {
  // expected-error @+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<15x32xf32> -> tensor<2x1x8x32xf32>
  return %0 : tensor<2x1x8x32xf32>
}

// -----

func.func @f(%s: tensor<15x32xf32>, %d: tensor<2x1x8x32xf32>, %p: f64) -> tensor<2x1x8x32xf32> {
  // expected-error @+1 {{'linalg.pack' op expected padding_value has 'f32' but got: 'f64'}}
  %0 = linalg.pack %s padding_value(%p : f64) inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<15x32xf32> -> tensor<2x1x8x32xf32>
  return %0 : tensor<2x1x8x32xf32>
}

// -----

func.func @f(%s: tensor<16x32xf32>, %d: tensor<2x1x8x32xf32>) -> tensor<2x1x8x32xf32> {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{invalid zero tile factor}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, %c0] into %d : tensor<16x32xf32> -> tensor<2x1x8x32xf32>
  return %0 : tensor<2x1x8x32xf32>
}

// -----

func.func @f(%s: tensor<16x32xf32>, %d: tensor<2x1x8x32xf32>, %n: index) -> tensor<2x1x8x32xf32> {
  // expected-error @+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, %n] into %d : tensor<16x32xf32> -> tensor<2x1x8x32xf32>
  return %0 : tensor<2x1x8x32xf32>
}

// -----

func.func @f(%s: memref<16x32xf32>, %d: memref<2x1x8x32xf32>) {
  // expected-error @+1 {{custom op 'linalg.pack' invalid kind of type specified: expected builtin.tensor, but found 'memref<16x32xf32>'}}
  linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : memref<16x32xf32> -> memref<2x1x8x32xf32>
  return
}

// -----

func.func @f(%s: memref<16x32xf32>, %d: tensor<2x1x8x32xf32>) {
  // expected-error @+1 {{'linalg.pack' op operand #0 must be ranked tensor of any type values, but got 'memref<16x32xf32>'}}
  %0 = "linalg.pack"(%s, %d) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, 32>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (memref<16x32xf32>, tensor<2x1x8x32xf32>) -> tensor<2x1x8x32xf32>
  return
}

// -----

func.func @f(%s: tensor<16x32xf32>, %d: tensor<2x1x8x32xf32>) {
  // expected-error @+1 {{'linalg.pack' op failed to verify that result type matches type of dest}}
  %0 = "linalg.pack"(%s, %d) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, 32>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<16x32xf32>, tensor<2x1x8x32xf32>) -> tensor<2x1x8x31xf32>
  return
}

// -----

func.func @f(%s: tensor<16x32xf32>, %d: tensor<2x1x8x32xf32>) {
  // expected-error @+1 {{'linalg.pack' op requires attribute 'inner_dims_pos'}}
  %0 = "linalg.pack"(%s, %d) <{static_inner_tiles = array<i64: 8, 32>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<16x32xf32>, tensor<2x1x8x32xf32>) -> tensor<2x1x8x32xf32>
  return
}

// -----

func.func @f(%s: tensor<16x32xf32>, %d: tensor<2x1x8x32xf32>, %i: i32) {
  // expected-error @+1 {{'linalg.pack' op operand #2 must be variadic of index, but got 'i32'}}
  %0 = "linalg.pack"(%s, %d, %i) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, -9223372036854775808>, operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (tensor<16x32xf32>, tensor<2x1x8x32xf32>, i32) -> tensor<2x1x8x32xf32>
  return
}

// -----

func.func @f(%s: tensor<16x32xf32>, %d: tensor<2x1x8x32xf32>) {
  // expected-error @+1 {{'linalg.pack' op expected 2 or more operands, but found 1}}
  %0 = "linalg.pack"(%s) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, 32>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (tensor<16x32xf32>) -> tensor<2x1x8x32xf32>
  return
}

// -----

func.func @f(%s: tensor<2x1x8x32xf32>, %d: tensor<16x32xf32>) -> tensor<16x32xf32> {
  // expected-error @+1 {{expected 'tensor<1x2x8x32xf32>' for the packed domain value, got 'tensor<2x1x8x32xf32>'}}
  %0 = linalg.unpack %s outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<2x1x8x32xf32> -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}

// -----

func.func @f(%s: tensor<2x1x8x32xf32>, %d: tensor<16x32xf32>) -> tensor<16x32xf32> {
  // expected-error @+1 {{invalid zero tile factor}}
  %0 = linalg.unpack %s inner_dims_pos = [0, 1] inner_tiles = [0, 32] into %d : tensor<2x1x8x32xf32> -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}

// -----

func.func @f(%s: tensor<2x1x8x32xf32>, %d: tensor<16x32xf32>, %p: f32) -> tensor<16x32xf32> {
  // expected-error @+1 {{custom op 'linalg.unpack' expected 'inner_dims_pos'}}
  %0 = linalg.unpack %s padding_value(%p : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<2x1x8x32xf32> -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}

// -----

func.func @f(%a: tensor<2x16xf32>, %b: tensor<2x16xf32>) {
  // expected-error @+1 {{'linalg.softmax' op incorrect dimension specified}}
  %0 = linalg.softmax dimension(2) ins(%a : tensor<2x16xf32>) outs(%b : tensor<2x16xf32>) -> tensor<2x16xf32>
  return
}

// -----

func.func @f(%a: tensor<2x16xf32>, %b: tensor<2x16xf32>) {
  // expected-error @+1 {{'linalg.softmax' op incorrect dimension specified}}
  %0 = linalg.softmax dimension(-1) ins(%a : tensor<2x16xf32>) outs(%b : tensor<2x16xf32>) -> tensor<2x16xf32>
  return
}

// -----

func.func @f(%a: tensor<2x16xf32>, %b: tensor<2x8xf32>) {
  // expected-error @+1 {{'linalg.softmax' op incompatible output shape}}
  %0 = linalg.softmax dimension(1) ins(%a : tensor<2x16xf32>) outs(%b : tensor<2x8xf32>) -> tensor<2x8xf32>
  return
}

// -----

func.func @f(%a: tensor<2x16xf32>, %b: tensor<2x16xf16>) {
  // expected-error @+1 {{'linalg.softmax' op failed to verify that input and output have same element type}}
  %0 = linalg.softmax dimension(1) ins(%a : tensor<2x16xf32>) outs(%b : tensor<2x16xf16>) -> tensor<2x16xf16>
  return
}

// -----

func.func @f(%a: tensor<2x16xf32>, %b: tensor<2x16xf32>) {
  // expected-error @+1 {{'linalg.softmax' op expected type of operand #1 ('tensor<2x16xf32>') to match type of corresponding result ('tensor<2x?xf32>')}}
  %0 = linalg.softmax dimension(1) ins(%a : tensor<2x16xf32>) outs(%b : tensor<2x16xf32>) -> tensor<2x?xf32>
  return
}

// -----

func.func @f(%a: tensor<2x16xf32>, %b: memref<2x16xf32>) {
  // expected-error @+1 {{'linalg.softmax' op expected the number of tensor results (1) to be equal to the number of output tensors (0)}}
  %0 = linalg.softmax dimension(1) ins(%a : tensor<2x16xf32>) outs(%b : memref<2x16xf32>) -> tensor<2x16xf32>
  return
}

// -----

func.func @f(%a: tensor<2x16xf32>, %b: tensor<2x16xf32>) {
  // expected-error @+1 {{'linalg.softmax' op result #0 must be variadic of ranked tensor of any type values, but got 'memref<2x16xf32>'}}
  %0 = linalg.softmax dimension(1) ins(%a : tensor<2x16xf32>) outs(%b : tensor<2x16xf32>) -> memref<2x16xf32>
  return
}

// -----

func.func @f(%a: tensor<2x16xf32>, %b: tensor<2x16xf32>) {
  // expected-error @+1 {{floating point value not valid for specified type}}
  %0 = linalg.softmax dimension(1.5) ins(%a : tensor<2x16xf32>) outs(%b : tensor<2x16xf32>) -> tensor<2x16xf32>
  return
}

// -----

func.func @f(%a: f32, %b: tensor<2x16xf32>) {
  // expected-error @+1 {{custom op 'linalg.softmax' invalid kind of type specified}}
  %0 = linalg.softmax dimension(1) ins(%a : f32) outs(%b : tensor<2x16xf32>) -> tensor<2x16xf32>
  return
}

// -----

func.func @f(%a: tensor<2x16xf32>, %b: tensor<2x16xf32>) {
  // expected-error @+1 {{'linalg.softmax' op attribute 'dimension' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "linalg.softmax"(%a, %b) <{dimension = 1 : i32}> : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
  return
}

// -----

func.func @f(%a: tensor<2x16xf32>, %b: tensor<2x16xf32>) {
  // expected-error @+1 {{'linalg.softmax' op requires attribute 'dimension'}}
  %0 = "linalg.softmax"(%a, %b) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
  return
}

// -----

func.func @f(%a: vector<2x16xf32>, %b: vector<2x16xf32>) {
  // expected-error @+1 {{'linalg.softmax' op expected that operand #1 is a tensor or a memref}}
  "linalg.softmax"(%a, %b) <{dimension = 1 : i64}> : (vector<2x16xf32>, vector<2x16xf32>) -> ()
  return
}

// -----

func.func @f(%a: tensor<2x16xf32>, %b: tensor<2x16xf32>) {
  // expected-error @+1 {{'linalg.softmax' op requires zero regions}}
  %0 = "linalg.softmax"(%a, %b) <{dimension = 1 : i64}> ({}) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
  return
}

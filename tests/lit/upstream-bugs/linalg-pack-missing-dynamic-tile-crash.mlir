// mlir-opt 22 BUG (crash): a generic-form `linalg.pack` whose
// `static_inner_tiles` marks a tile dynamic (the i64 minimum) with no
// `inner_tiles` operand for it segfaults in `PackOp::verify`, which reads
// the missing dynamic tile. Ours counts the dynamic tiles against the tile
// operands first and refuses the op. Found by the linalg-pack helper
// (session 36). The CRASH line fails once upstream fixes the verifier (it
// should then give an error; match its wording).
// roundtrip-diff: skip
//
// RUN: not --crash %mlir_opt %s -o /dev/null
// RUN: affine-opt %s -verify-diagnostics -o /dev/null

func.func @f(%s: tensor<16xf32>, %d: tensor<2x8xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'linalg.pack' op expected 1 dynamic inner tile operands, but found 0}}
  %0 = "linalg.pack"(%s, %d) <{inner_dims_pos = array<i64: 0>, outer_dims_perm = array<i64>, static_inner_tiles = array<i64: -9223372036854775808>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<16xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// After an affine map that fails to parse, the follow-up error of
// linalg.contract ("expected 'indexing_maps' attribute") is at the token
// where the map's parse stopped, as with MLIR's shared lexer, not at the
// start of the map (found by mutation-diff seed 3). The expected-error
// lines keep scripts/mutation-diff.py from sampling this chunk.
// RUN: affine-opt %s -verify-diagnostics
// RUN: %mlir_opt %s -verify-diagnostics
// RUN: not affine-opt %s 2> %t.ours
// RUN: not %mlir_opt %s 2> %t.ref
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s < %t.ours
// CHECK: :[[# @LINE + 7]]:56: error: expected affine expression
// CHECK: :[[# @LINE + 6]]:56: error: custom op 'linalg.contract' expected 'indexing_maps' attribute
// roundtrip-diff: skip (the input is invalid on purpose)

func.func @f(%a: memref<3x5xf32>, %b: memref<4x5xf32>, %c: memref<3x4xf32>) {
  // expected-error @+2 {{expected affine expression}}
  // expected-error @+1 {{custom op 'linalg.contract' expected 'indexing_maps' attribute}}
  linalg.contract indexing_maps = [affine_map<(d0) -> ({ ins(%a, %b : memref<3x5xf32>, memref<4x5xf32>) outs(%c : memref<3x4xf32>)
  return
}

// mlir-opt 22 BUG (crash): linalg.generic's parser casts every element of
// `iterator_types` to a string attribute without checking, so an integer
// element (`iterator_types = [1]`) crashes mlir-opt (segfault in
// GenericOp::parse, no diagnostic). affine-opt reports the element at the
// token after the attribute dictionary, where 22 reports an unknown
// iterator type name, and exits with an error. The test fails once upstream
// fixes the crash.
//
// The input is in the RUN lines so that this file stays a valid input for
// the round-trip and fuzzing corpora.
// RUN: echo '#map = affine_map<(d0) -> (d0)>' > %t.mlir
// RUN: echo 'func.func @f(%%a: memref<4xf32>, %%b: memref<4xf32>) {' >> %t.mlir
// RUN: echo '  linalg.generic {indexing_maps = [#map, #map], iterator_types = [1]} ins(%%a : memref<4xf32>) outs(%%b : memref<4xf32>) {' >> %t.mlir
// RUN: echo '  ^bb0(%%x: f32, %%y: f32):' >> %t.mlir
// RUN: echo '    linalg.yield %%x : f32' >> %t.mlir
// RUN: echo '  }' >> %t.mlir
// RUN: echo '  return' >> %t.mlir
// RUN: echo '}' >> %t.mlir
// RUN: not --crash %mlir_opt %t.mlir -o /dev/null
// RUN: not affine-opt %t.mlir 2>&1 | FileCheck %s
// CHECK: .mlir:3:71: error: custom op 'linalg.generic' expected a string iterator_type, got 1

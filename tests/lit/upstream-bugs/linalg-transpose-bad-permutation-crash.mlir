// mlir-opt 22 BUG (crash): when the `permutation = [..]` list of
// linalg.transpose (or `dimensions` of linalg.broadcast) fails to parse,
// mlir-opt reports the errors and then crashes (segfault in
// TransposeOp::parse: the failed attribute is stored anyway). affine-opt
// reports the same two errors, at the same columns, and exits with an
// error. The test fails once upstream fixes the crash.
//
// The input is in the RUN lines so that this file stays a valid input for
// the round-trip and fuzzing corpora.
// RUN: echo 'func.func @f(%%a: memref<2x3xf32>, %%b: memref<3x2xf32>) {' > %t.mlir
// RUN: echo '  linalg.transpose ins(%%a : memref<2x3xf32>) outs(%%b : memref<3x2xf32>) permutation = [1, x]' >> %t.mlir
// RUN: echo '  return' >> %t.mlir
// RUN: echo '}' >> %t.mlir
// RUN: not --crash %mlir_opt %t.mlir -o /dev/null 2>&1 | FileCheck %s
// RUN: not affine-opt %t.mlir 2>&1 | FileCheck %s
// CHECK: .mlir:2:91: error: custom op 'linalg.transpose' expected integer value
// CHECK: .mlir:2:90: error: expected ']'

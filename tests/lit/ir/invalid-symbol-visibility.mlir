// A symbol's visibility must be public, private or nested (the symbol
// trait's check, on any symbol op).
// RUN: not affine-opt %s 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s 2>&1 | FileCheck %s

// CHECK: error: 'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "secret"
memref.global "secret" @table : memref<2xi64> = dense<[1, 2]>

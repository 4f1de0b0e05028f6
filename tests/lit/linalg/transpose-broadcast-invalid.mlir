// linalg.transpose / linalg.broadcast diagnostics as mlir-opt 22 words
// them (the op's own checks come before the structured-op checks).
// RUN: not affine-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: error: 'linalg.transpose' op permutation is not valid
func.func @t1(%a: memref<4x8xf32>, %b: memref<8x4xf32>) {
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%b : memref<8x4xf32>) permutation = [0, 0]
  return
}

// -----

// CHECK: error: 'linalg.transpose' op size of permutation 1 does not match the argument rank 2
func.func @t2(%a: memref<4x8xf32>, %b: memref<8x4xf32>) {
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%b : memref<8x4xf32>) permutation = [0]
  return
}

// -----

// CHECK: error: 'linalg.transpose' op dim(result, 0) = 8 doesn't match dim(input, permutation[0]) = 4
func.func @t3(%a: memref<4x8xf32>, %b: memref<8x4xf32>) {
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%b : memref<8x4xf32>) permutation = [0, 1]
  return
}

// -----

// CHECK: error: custom op 'linalg.transpose' expected 'permutation'
func.func @t4(%a: memref<4x8xf32>, %b: memref<8x4xf32>) {
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%b : memref<8x4xf32>)
  return
}

// -----

// CHECK: error: 'linalg.broadcast' op input dim 0 should match init dim 1. input: 4, init: 8
func.func @b1(%v: memref<4xf32>, %c: memref<4x8xf32>) {
  linalg.broadcast ins(%v : memref<4xf32>) outs(%c : memref<4x8xf32>) dimensions = [0]
  return
}

// -----

// CHECK: error: 'linalg.broadcast' op input rank plus added dimensions does not match init rank. input rank: 1, dimensions size: 2, init rank: 2
func.func @b2(%v: memref<4xf32>, %c: memref<4x8xf32>) {
  linalg.broadcast ins(%v : memref<4xf32>) outs(%c : memref<4x8xf32>) dimensions = [1, 0]
  return
}

// -----

// CHECK: error: 'linalg.broadcast' op dimension 0 is out of range. expected range: [0, 1], got: 2
func.func @b3(%v: memref<4xf32>, %c: memref<4x8xf32>) {
  linalg.broadcast ins(%v : memref<4xf32>) outs(%c : memref<4x8xf32>) dimensions = [2]
  return
}

// -----

// CHECK: error: 'linalg.yield' op type of yield operand 1 ('f32') doesn't match the element type of the enclosing linalg.generic op ('f64')
func.func @b4(%v: memref<4xf32>, %c: memref<4x8xf64>) {
  linalg.broadcast ins(%v : memref<4xf32>) outs(%c : memref<4x8xf64>) dimensions = [1]
  return
}

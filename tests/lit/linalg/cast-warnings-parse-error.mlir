// The warnings of a region builder's casts come before the error of the
// op's parser that follows them (a contraction of complex operands into a
// float output: both operands are left as they are, and no binary function
// takes a float and a complex).
// RUN: not affine-opt %s 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s 2>&1 | FileCheck %s

// One warning per operand the contraction casts, then the binary
// function's error on the operands left as they were.
// CHECK: <unknown>:0: warning: could not cast operand of type 'complex<f32>' to 'f32'
// CHECK-NEXT: <unknown>:0: warning: could not cast operand of type 'complex<f32>' to 'f32'
// CHECK-NEXT: cast-warnings-parse-error.mlir:[[# @LINE + 3]]:17: error: custom op 'linalg.matmul' Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'f32' and 'complex<f32>'
// CHECK-NOT: warning
func.func @complex_to_float(%a: memref<4x4xcomplex<f32>>, %c: memref<4x4xf32>) {
  linalg.matmul ins(%a, %a : memref<4x4xcomplex<f32>>, memref<4x4xcomplex<f32>>) outs(%c : memref<4x4xf32>)
  return
}


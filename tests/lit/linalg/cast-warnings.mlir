// Casts a linalg region builder cannot make (mlir-opt 22's
// `convertScalarToDtype`: to an index, from an index to a float, from or
// to a vector, to a complex of integers from a complex) are warnings at the
// value's location (unknown: the builder makes the block there); the
// value is left as it is and the verifier then reports the region. The
// warning comes first and does not change the exit status.
// RUN: affine-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics
// RUN: not affine-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: <unknown>:0: warning: could not cast operand of type 'index' to 'f32'
// CHECK-NEXT: <unknown>:0: error: 'linalg.yield' op type of yield operand 1 ('index') doesn't match the element type of the enclosing linalg.generic op ('f32')
// CHECK-NEXT: <unknown>:0: note: see current operation: "linalg.yield"(%arg2) : (index) -> ()
// expected-warning@unknown {{could not cast operand of type 'index' to 'f32'}}
// expected-error@unknown {{'linalg.yield' op type of yield operand 1 ('index') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
func.func @index_to_float(%a: memref<4xindex>, %b: memref<4xf32>) {
  linalg.copy ins(%a : memref<4xindex>) outs(%b : memref<4xf32>)
  return
}

// -----

// Nothing casts to an index (an index casts to an integer, below).
// CHECK: <unknown>:0: warning: could not cast operand of type 'i32' to 'index'
// CHECK-NEXT: <unknown>:0: error: 'linalg.yield' op type of yield operand 1 ('i32')
// expected-warning@unknown {{could not cast operand of type 'i32' to 'index'}}
// expected-error@unknown {{'linalg.yield' op type of yield operand 1 ('i32') doesn't match}}
func.func @int_to_index(%a: memref<4xi32>, %b: memref<4xindex>) {
  linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%a : memref<4xi32>) outs(%b : memref<4xindex>)
  return
}

// -----

// A vector element is not a scalar the builder casts.
// CHECK: <unknown>:0: warning: could not cast operand of type 'vector<2xf32>' to 'f32'
// expected-warning@unknown {{could not cast operand of type 'vector<2xf32>' to 'f32'}}
// expected-error@unknown {{'linalg.yield' op type of yield operand 1 ('vector<2xf32>') doesn't match}}
func.func @vector_element(%a: memref<4xvector<2xf32>>, %b: memref<4xf32>) {
  linalg.copy ins(%a : memref<4xvector<2xf32>>) outs(%b : memref<4xf32>)
  return
}

// -----

// Floats of one width (f16, bf16) are left as they are, without a
// warning: the verifier reports the region.
// CHECK-NOT: warning
// CHECK: <unknown>:0: error: 'linalg.yield' op type of yield operand 1 ('f16') doesn't match the element type of the enclosing linalg.generic op ('bf16')
// expected-error@unknown {{'linalg.yield' op type of yield operand 1 ('f16') doesn't match}}
func.func @same_width_floats(%a: memref<4xf16>, %b: memref<4xbf16>) {
  linalg.copy ins(%a : memref<4xf16>) outs(%b : memref<4xbf16>)
  return
}

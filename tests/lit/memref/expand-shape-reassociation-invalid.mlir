// RUN: affine-opt %s --split-input-file --verify-diagnostics

// The reassociation is an array attribute read with MLIR's `none`
// expected type: numbers fail on the type, other kinds by kind, and an
// array of the wrong shape fails the attribute constraint.

func.func @integer(%m: memref<4x8xf32>) {
  // expected-error @+1 {{integer literal not valid for specified type}}
  %0 = memref.expand_shape %m 1 output_shape [2, 2, 8] : memref<4x8xf32> into memref<2x2x8xf32>
  return
}

// -----

func.func @string(%m: memref<4x8xf32>) {
  // expected-error @+1 {{custom op 'memref.expand_shape' invalid kind of attribute specified}}
  %0 = memref.expand_shape %m "a" output_shape [2, 2, 8] : memref<4x8xf32> into memref<2x2x8xf32>
  return
}

// -----

func.func @flat(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = memref.expand_shape %m [[0, 1], 2] output_shape [2, 2, 8] : memref<4x8xf32> into memref<2x2x8xf32>
  return
}

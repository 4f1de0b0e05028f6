// RUN: affine-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics

// The strides of an affine_map layout are checked like strided<> ones.
func.func @wrong_stride(%m: memref<6x24xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x5xf32, strided<[24, 1], offset: 27>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x5xf32, affine_map<(d0, d1) -> (d0 * 25 + d1 + 27)>>'}}
  %s = memref.subview %m[1, 3] [4, 5] [1, 1] : memref<6x24xf32> to memref<4x5xf32, affine_map<(d0, d1) -> (d0 * 25 + d1 + 27)>>
  return
}

// -----

// A modulo in the layout is not strided.
func.func @not_strided(%m: memref<6x24xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<6x24xf32>' and result type 'memref<6x24xf32, affine_map<(d0, d1) -> (d0 * 24 + d1 mod 7)>>' are cast incompatible}}
  %c = memref.cast %m : memref<6x24xf32> to memref<6x24xf32, affine_map<(d0, d1) -> (d0 * 24 + d1 mod 7)>>
  return
}

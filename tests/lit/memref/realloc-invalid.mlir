// Verifier messages of memref.realloc, as mlir-opt 22's.
// RUN: affine-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics

func.func @f0(%m: memref<4xf32>) {
  // expected-error @+1 {{different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf64>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf64>
  return
}

// -----

func.func @f1(%m: memref<4xf32>) {
  // expected-error @+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}

// -----

func.func @f2(%m: memref<4xf32>, %d: index) {
  // expected-error @+1 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
  %0 = memref.realloc %m(%d) : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @f3(%m: memref<4xf32>) {
  // expected-error @+1 {{different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, 1>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, 1>
  return
}

// -----

func.func @f4(%m: memref<4xf32, strided<[2]>>) {
  // expected-error @+1 {{unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}

// -----

func.func @f5(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.realloc' op operand #0 must be 1D memref of any type values, but got 'memref<4x4xf32>'}}
  %0 = memref.realloc %m : memref<4x4xf32> to memref<8xf32>
  return
}

// -----

func.func @f6(%m: memref<4xf32>) {
  // expected-error @+1 {{unsupported layout for result memref type 'memref<8xf32, strided<[2]>>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, strided<[2]>>
  return
}

// -----

func.func @f7(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.realloc' op result #0 must be 1D memref of any type values, but got 'f32'}}
  %0 = memref.realloc %m : memref<4xf32> to f32
  return
}

// -----

func.func @f_align(%m: memref<4xf32>) {
  // expected-error @+1 {{custom op 'memref.realloc' 'memref.realloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.realloc %m {alignment = 3} : memref<4xf32> to memref<8xf32>
  return
}

// RUN: affine-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics

// Reshapes to and from rank 0 take an empty reassociation; the other side
// must be all static ones.

func.func @non_unit(%m: memref<1x3xf16>) {
  // expected-error @+1 {{rank 0 memrefs can only be extended/collapsed with/from ones}}
  %0 = memref.collapse_shape %m [] : memref<1x3xf16> into memref<f16>
  return
}

// -----

func.func @dynamic(%m: memref<f16>) {
  // expected-error @+1 {{rank 0 memrefs can only be extended/collapsed with/from ones}}
  %0 = memref.expand_shape %m [] output_shape [1, 1] : memref<f16> into memref<?x1xf16>
  return
}

// -----

func.func @one_group(%m: memref<1x1xf16>) {
  // expected-error @+1 {{invalid number of reassociation groups: found 1, expected 0}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<1x1xf16> into memref<f16>
  return
}

// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -canonicalize | FileCheck %s
// RUN: affine-opt %s -canonicalize --check-semantics > /dev/null

// A collapse to rank 0 then an expand back cancel.
// CHECK-LABEL: func.func @round_trip(
// CHECK-NEXT: return %arg0 : memref<1x1x1xf16>
func.func @round_trip(%m: memref<1x1x1xf16>) -> memref<1x1x1xf16> {
  %0 = memref.collapse_shape %m [] : memref<1x1x1xf16> into memref<f16>
  %1 = memref.expand_shape %0 [] output_shape [1, 1, 1] : memref<f16> into memref<1x1x1xf16>
  return %1 : memref<1x1x1xf16>
}


// Function passes run on a private copy of each function (in parallel): a
// `memref.get_global` is verified against the module's symbol table, not
// against the copy (which has none), so vectorizing a function that reads a
// global works, as in mlir-opt 22, and a missing global is still an error.
//
// RUN: not affine-opt %s -split-input-file -affine-super-vectorize="virtual-vector-size=4" > %t.ours 2>&1
// RUN: not %mlir_opt %s -split-input-file -affine-super-vectorize="virtual-vector-size=4" > %t.ref 2>&1
// RUN: diff %t.ref %t.ours
// RUN: not affine-opt %s -split-input-file -affine-super-vectorize="virtual-vector-size=4" | FileCheck %s
// RUN: affine-opt %s -split-input-file -affine-super-vectorize="virtual-vector-size=4" --verify-diagnostics > /dev/null
// RUN: not affine-opt %s -split-input-file -affine-super-vectorize="virtual-vector-size=4" --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM

// CHECK-LABEL: func.func @scale
// CHECK:         memref.get_global @weights : memref<16xf32>
// CHECK:         vector.transfer_read
// SEM: @scale: same results on 3 of 3 random inputs
// SEM: @copy: same results on 3 of 3 random inputs
memref.global "private" constant @weights : memref<16xf32> = dense<2.0>

func.func @scale(%A: memref<16xf32>) {
  %w = memref.get_global @weights : memref<16xf32>
  affine.for %i = 0 to 16 {
    %a = affine.load %A[%i] : memref<16xf32>
    %b = affine.load %w[%i] : memref<16xf32>
    %c = arith.mulf %a, %b : f32
    affine.store %c, %A[%i] : memref<16xf32>
  }
  return
}

func.func @copy(%A: memref<16xf32>, %B: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %a = affine.load %A[%i] : memref<16xf32>
    affine.store %a, %B[%i] : memref<16xf32>
  }
  return
}

// -----

func.func @missing(%A: memref<4xf32>) {
  // expected-error @+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %w = memref.get_global @nope : memref<4xf32>
  return
}

func.func @other() {
  return
}

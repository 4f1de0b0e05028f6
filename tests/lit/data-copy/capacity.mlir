// fast-mem-capacity (KiB): a loop whose footprint exceeds it is not
// copied for as a whole, the pass recurses into its body; buffers that
// still exceed it get mlir-opt 22's warning (see test-pass.mlir).
//
// RUN: affine-opt %s -affine-data-copy-generate="fast-mem-space=0 fast-mem-capacity=1" 2>&1 | FileCheck %s
// RUN: affine-opt %s -affine-data-copy-generate="fast-mem-space=0 fast-mem-capacity=1" > %t.ours 2> %t.ours.err
// RUN: %mlir_opt %s -affine-data-copy-generate="fast-mem-space=0 fast-mem-capacity=1" > %t.ref 2> %t.ref.err
// RUN: diff %t.ours %t.ref
// RUN: diff %t.ours.err %t.ref.err
// RUN: affine-opt %s -affine-data-copy-generate="fast-mem-space=0 fast-mem-capacity=1" --check-semantics=3 -o /dev/null 2>/dev/null

// The 16 KiB of %A and %B do not fit, nor do their rows (2 KiB each):
// copies are made for single elements inside the innermost loop.
// CHECK-LABEL: func.func @rows
// CHECK:       affine.for %{{.*}} = 0 to 8 {
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 512 {
// CHECK:           %{{.*}} = memref.alloc() : memref<1x1xf32>
// CHECK:           affine.store %{{.*}}, %{{.*}}[0, 0] : memref<1x1xf32>
func.func @rows(%A: memref<8x512xf32>, %B: memref<8x512xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 512 {
      %v = affine.load %A[%i, %j] : memref<8x512xf32>
      affine.store %v, %B[%i, %j] : memref<8x512xf32>
    }
  }
  return
}

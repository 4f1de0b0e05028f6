// With DMAs, a copy whose box needs two levels of strides fails after its
// buffer is allocated (mlir-opt 22's generateCopy), leaving the buffer
// unused where the copies would have gone. Here the %i loop's footprint
// (1400 bytes) exceeds fast-mem-capacity=1, so copies are made for the
// ranges of its body; the write region of the two stores after the %j loop
// is a 6x3x7 box of %A: the DMA fails, and its unused buffer is placed
// outside the %i loop as mlir-opt places it. (For a copy that is made, our
// placement would not leave the %i loop, whose %j loop reads what the
// range writes: tests/lit/upstream-bugs/data-copy-hoist-past-other-accesses.mlir.)
// No write-only copy-in is added for such a region either. Byte-identical
// to mlir-opt 22 (data-copy differential seed 766).
//
// RUN: affine-opt %s -affine-data-copy-generate="generate-dma fast-mem-capacity=1 tag-mem-space=2" > %t.ours 2>&1
// RUN: %mlir_opt %s -affine-data-copy-generate="generate-dma fast-mem-capacity=1 tag-mem-space=2" > %t.ref 2>&1
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s < %t.ours
// RUN: affine-opt %s -affine-data-copy-generate="generate-dma fast-mem-capacity=1 tag-mem-space=2" --check-semantics=5 -o /dev/null 2>&1

// CHECK-LABEL: func.func @kernel
// CHECK:         memref.alloc() : memref<6x3x7xi32, 1>
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 4 {
// CHECK-NOT:     memref<6x3x7xi32, 1>
// CHECK:         return
func.func @kernel(%A: memref<7x5x10xi32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 10 {
      %v = affine.load %A[6, 4, 9] : memref<7x5x10xi32>
      affine.store %v, %A[0, 0, %j] : memref<7x5x10xi32>
      affine.store %v, %A[0, 2, %j] : memref<7x5x10xi32>
    }
    %c = arith.constant 1 : i32
    affine.store %c, %A[0, 0, 0] : memref<7x5x10xi32>
    affine.store %c, %A[5, 2, 6] : memref<7x5x10xi32>
  }
  return
}

// A rank-1 `strided<[1]>` layout (offset 0) is the identity layout, as
// MLIR 22's `MemRefLayoutAttrInterface::isIdentity` says: its regions are
// copied like those of a memref without a layout. Any other strided layout
// (an offset, or several dimensions) is not, and its accesses stay as they
// are. Byte-identical to mlir-opt 22.
//
// RUN: affine-opt %s -affine-data-copy-generate > %t.ours
// RUN: %mlir_opt %s -affine-data-copy-generate > %t.ref
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s < %t.ours
// RUN: affine-opt %s -affine-data-copy-generate --check-semantics=5 -o /dev/null
// RUN: affine-opt %s -affine-data-copy-generate=generate-dma > %t.dma.ours
// RUN: %mlir_opt %s -affine-data-copy-generate=generate-dma > %t.dma.ref
// RUN: diff %t.dma.ours %t.dma.ref

// CHECK-LABEL: func.func @unit_stride
// CHECK:         %[[IN:.*]] = memref.alloc() : memref<8xf32, 1>
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 8 {
// CHECK-NEXT:      affine.load %arg0[%{{.*}}] : memref<8xf32, strided<[1]>>
// CHECK-NEXT:      affine.store %{{.*}}, %[[IN]][%{{.*}}] : memref<8xf32, 1>
// CHECK:         %[[OUT:.*]] = memref.alloc() : memref<8xf32, 1>
// CHECK:         affine.load %[[IN]]
// CHECK:         affine.store %{{.*}}, %[[OUT]]
func.func @unit_stride(%A: memref<8xf32, strided<[1]>>, %B: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %v = affine.load %A[%i] : memref<8xf32, strided<[1]>>
    %w = arith.addf %v, %v : f32
    affine.store %w, %B[%i] : memref<8xf32>
  }
  return
}

// CHECK-LABEL: func.func @offset_and_rank_2
// CHECK-NOT:     memref.alloc
// CHECK:         affine.load %arg0[%{{.*}}] : memref<8xf32, strided<[1], offset: 2>>
// CHECK-NEXT:    affine.store %{{.*}}, %arg1[1, %{{.*}}] : memref<4x8xf32, strided<[8, 1]>>
func.func @offset_and_rank_2(%A: memref<8xf32, strided<[1], offset: 2>>, %B: memref<4x8xf32, strided<[8, 1]>>) {
  affine.for %i = 0 to 8 {
    %v = affine.load %A[%i] : memref<8xf32, strided<[1], offset: 2>>
    affine.store %v, %B[1, %i] : memref<4x8xf32, strided<[8, 1]>>
  }
  return
}

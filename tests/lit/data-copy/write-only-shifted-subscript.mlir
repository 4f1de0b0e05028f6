// A region only written, by one store whose subscript is a loop IV plus a
// value defined outside the loops (%i + %s - 2, a symbol of the region) and
// a constant: the store writes every element of the copied box, so the box
// is copied out only (no copy-in), as in mlir-opt 22, with point-wise copy
// loops and with one DMA. Byte-identical to mlir-opt 22 (data-copy
// differential seed 667, which our write-only safeguard used to copy in).
//
// RUN: affine-opt %s -affine-data-copy-generate > %t.ours
// RUN: %mlir_opt %s -affine-data-copy-generate > %t.ref
// RUN: diff %t.ours %t.ref
// RUN: affine-opt %s -affine-data-copy-generate=generate-dma > %t.dma.ours
// RUN: %mlir_opt %s -affine-data-copy-generate=generate-dma > %t.dma.ref
// RUN: diff %t.dma.ours %t.dma.ref
// RUN: FileCheck %s < %t.dma.ours
// RUN: affine-opt %s -affine-data-copy-generate=generate-dma --check-semantics=5 -o /dev/null
// RUN: affine-opt %s -affine-data-copy-generate --check-semantics=5 -o /dev/null

// CHECK:       %[[BUF:.*]] = memref.alloc() : memref<8x1xi64, 1>
// CHECK-NOT:   affine.dma_start %arg0
// CHECK:       affine.for
// CHECK:         affine.store %{{.*}}, %[[BUF]][%{{.*}}, 0] : memref<8x1xi64, 1>
// CHECK:       affine.dma_start %[[BUF]][%{{.*}}, %{{.*}}], %arg0[symbol(%arg1) - 2, 1]
func.func @kernel(%B: memref<10x4xi64>, %s: index) {
  affine.for %i = 0 to 8 {
    %c = arith.constant 7 : i64
    affine.store %c, %B[%i + symbol(%s) - 2, 1] : memref<10x4xi64>
  }
  return
}

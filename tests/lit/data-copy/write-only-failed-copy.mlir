// A region only written in the range whose copy mlir-opt 22 cannot make
// (generateCopy fails on the write region of the store as it is computed,
// %n being a symbol: no buffer, no copy) is left alone by us too, in every
// option set. Our write-only safeguard (copy the region in before it is
// copied out, over the box clamped to the memref) used to judge the copy on
// the clamped region, which succeeds: it then copied %A where mlir-opt does
// not, and with DMAs (where the clamped copy fails as well) tried one more
// copy, leaving one more `arith.constant 0` (data-copy differential seed
// 1158; seed 1067's DMA outputs likewise). Byte-identical to mlir-opt 22.
//
// RUN: affine-opt %s -affine-data-copy-generate > %t.ours
// RUN: %mlir_opt %s -affine-data-copy-generate | diff %t.ours -
// RUN: FileCheck %s < %t.ours
// RUN: affine-opt %s -affine-data-copy-generate="generate-dma" > %t.dma
// RUN: %mlir_opt %s -affine-data-copy-generate="generate-dma" | diff %t.dma -
// RUN: FileCheck %s --check-prefix=DMA < %t.dma
// RUN: affine-opt %s -affine-data-copy-generate="generate-dma fast-mem-capacity=1 tag-mem-space=2" > %t.dma1
// RUN: %mlir_opt %s -affine-data-copy-generate="generate-dma fast-mem-capacity=1 tag-mem-space=2" | diff %t.dma1 -
// RUN: affine-opt %s -affine-data-copy-generate="fast-mem-space=0 skip-non-unit-stride-loops" > %t.skip
// RUN: %mlir_opt %s -affine-data-copy-generate="fast-mem-space=0 skip-non-unit-stride-loops" | diff %t.skip -
// RUN: affine-opt %s -affine-data-copy-generate --check-semantics=5 -o /dev/null 2>&1

// The pass's own zero and one per attempted copy (the load's and the
// store's), before the function's constant.
// CHECK-LABEL: func.func @kernel
// CHECK-COUNT-3: arith.constant 0 : index
// CHECK-NEXT:    arith.constant 0 : index
// CHECK-NEXT:    memref.dim
// CHECK-NOT:     memref.alloc
// CHECK:         return
// DMA-LABEL: func.func @kernel
// DMA-COUNT-3: arith.constant 0 : index
// DMA-NEXT:    arith.constant 0 : index
// DMA-NEXT:    memref.dim
// DMA-NOT:     affine.dma_start
// DMA:         return
func.func @kernel(%A: memref<6x7x7xf32>, %B: memref<5x7x9xf32>) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %A, %c0 : memref<6x7x7xf32>
  affine.for %i = affine_map<()[s0] -> (s0 + 1)>()[%n] to affine_map<()[s0] -> (s0 + 4)>()[%n] {
    %v = affine.load %B[%i - 5, %i - 7, %i * 3 - 21] : memref<5x7x9xf32>
    affine.store %v, %A[%i * 2 - 13, %i - 7, -%i + 9] : memref<6x7x7xf32>
  }
  return
}

// mlir-opt 22 BUG (miscompile, out-of-bounds access):
// -affine-data-copy-generate computes the region of each access from the
// loop bounds only (MemRefRegion::compute with addMemRefDimBounds = false),
// ignoring the conditions of the enclosing affine.if. For an access the
// guard keeps inside the memref (%A[%i + 1] for %i <= 8 of a
// memref<10xf32>), the region is %A[1 .. 10] and the copy loop reads
// %A[10], one past the end (its buffer of 9 elements is also written at
// index 9).
//
// Ours: the region of an access under an affine.if that can reach outside
// the memref gets the memref's bounds (still every element the guarded
// access can touch), so the copy reads %A[1 .. 9] into a 9-element buffer,
// and a DMA of that box is in bounds too. Unguarded regions stay as
// mlir-opt computes them.
//
// RUN: affine-opt %s -affine-data-copy-generate="generate-dma=false" | FileCheck %s
// RUN: affine-opt %s -affine-data-copy-generate="generate-dma=false" --check-semantics=3 -o /dev/null
// RUN: affine-opt %s -affine-data-copy-generate="generate-dma" | FileCheck %s --check-prefix=DMA
// RUN: affine-opt %s -affine-data-copy-generate="generate-dma" --check-semantics=3 -o /dev/null
// RUN: %mlir_opt %s -affine-data-copy-generate="generate-dma=false" | not affine-opt --run=guarded --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' 2>&1 | FileCheck %s --check-prefix=WRONG

// CHECK-LABEL: func.func @guarded
// CHECK:         %[[BUF:.*]] = memref.alloc() : memref<9xf32, 1>
// CHECK-NEXT:    affine.for %[[I:.*]] = 1 to 10 {
// CHECK-NEXT:      %[[V:.*]] = affine.load %arg0[%[[I]]] : memref<10xf32>
// CHECK-NEXT:      affine.store %[[V]], %[[BUF]][%[[I]] - 1] : memref<9xf32, 1>
// CHECK:           affine.if
// CHECK:             affine.load %[[BUF]][%{{.*}}] : memref<9xf32, 1>

// DMA-LABEL: func.func @guarded
// DMA:         %[[BUF:.*]] = memref.alloc() : memref<9xf32, 1>
// DMA:         affine.dma_start %arg0[%c1], %[[BUF]][%{{.*}}], %{{.*}}[%{{.*}}], %c9 : memref<10xf32>, memref<9xf32, 1>, memref<1xi32>

// WRONG: out-of-bounds
func.func @guarded(%A: memref<10xf32>, %B: memref<10xf32>) -> memref<10xf32> {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (8 - d0 >= 0)>(%i) {
      %v = affine.load %A[%i + 1] : memref<10xf32>
      affine.store %v, %B[%i] : memref<10xf32>
    }
  }
  return %B : memref<10xf32>
}

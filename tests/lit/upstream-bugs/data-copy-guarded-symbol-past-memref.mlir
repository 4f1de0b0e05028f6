// mlir-opt 22 BUG (miscompile, out-of-bounds access):
// -affine-data-copy-generate computes the region of a guarded access from
// the loop bounds only, ignoring the affine.if. Here the guard keeps
// %A[%i + %s - 1] inside the memref<8xf32> for every %s, but the region is
// %A[%s - 1 .. %s + 6]: its copy loop reads %A[-1] at %s = 0 and %A[8],
// %A[9] at %s = 3. Unlike data-copy-guarded-past-memref-end.mlir, the
// region's symbol is a function argument, not a loop IV: nothing bounds it.
// Reduced from data-copy differential seeds 26, 33 and 36.
//
// Ours: the region of a memref with a guarded access gets the memref's
// bounds wherever some value of its symbols (a function argument is any
// value) puts it outside the memref: the copy loop runs from
// max(%s - 1, 0) to min(%s + 7, 8). A DMA of such a box is refused.
//
// RUN: affine-opt %s -affine-data-copy-generate | FileCheck %s
// RUN: affine-opt %s -affine-data-copy-generate --check-semantics=5 -o /dev/null
// RUN: affine-opt %s -affine-data-copy-generate=generate-dma | FileCheck %s --check-prefix=DMA
// RUN: affine-opt %s -affine-data-copy-generate=generate-dma --check-semantics=5 -o /dev/null
// RUN: %mlir_opt %s -affine-data-copy-generate | not affine-opt --run=guarded_param --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], [0, 0, 0, 0, 0, 0, 0, 0], 3]' 2>&1 | FileCheck %s --check-prefix=WRONG

// CHECK-DAG:   #[[LB:.*]] = affine_map<()[s0] -> (s0 - 1, 0)>
// CHECK-DAG:   #[[UB:.*]] = affine_map<()[s0] -> (s0 + 7, 8)>
// CHECK-LABEL: func.func @guarded_param
// CHECK:         %[[BUF:.*]] = memref.alloc() : memref<8xf32, 1>
// CHECK-NEXT:    affine.for %[[I:.*]] = max #[[LB]]()[%arg2] to min #[[UB]]()[%arg2] {
// CHECK-NEXT:      %[[V:.*]] = affine.load %arg0[%[[I]]] : memref<8xf32>
// CHECK-NEXT:      affine.store %[[V]], %[[BUF]][%[[I]] - symbol(%arg2) + 1] : memref<8xf32, 1>
// CHECK:         affine.if
// CHECK:           affine.load %[[BUF]][%{{.*}}] : memref<8xf32, 1>

// DMA-LABEL: func.func @guarded_param
// DMA-NOT:     affine.dma_start %arg0
// DMA:         affine.load %arg0[%{{.*}} + symbol(%arg2) - 1] : memref<8xf32>

// WRONG: out-of-bounds
func.func @guarded_param(%A: memref<8xf32>, %B: memref<8xf32>, %s: index) {
  affine.for %i = 0 to 8 {
    affine.if affine_set<(d0)[s0] : (d0 + s0 - 1 >= 0, 8 - d0 - s0 >= 0)>(%i)[%s] {
      %v = affine.load %A[%i + symbol(%s) - 1] : memref<8xf32>
      affine.store %v, %B[%i] : memref<8xf32>
    }
  }
  return
}

// mlir-opt 22 BUG (miscompile): -affine-data-copy-generate makes a fast
// buffer for a memref that the nest also passes to a func.call, cannot
// redirect the call's use to it (so it redirects none of the memref's
// accesses), but still emits the copy-out: after the nest, the buffer's
// never-written contents are copied over the memref, destroying what the
// nest stored there. Found on tests/frontends/pg-extern-calls.mlir (a row
// copied into a scratch array passed to a helper), where the scratch array
// is a dead alloca; here it is an argument, so the damage is visible.
//
// The nest copies each row of %a into %tmp and calls @row_max on %tmp. In
// mlir-opt's output %tmp ends up holding a fresh buffer's contents (zeros
// in our interpreter) instead of the last row. Ours makes no buffer for a
// memref that an op it cannot redirect (the call) uses, and leaves %tmp
// alone.
//
// RUN: affine-opt %s -affine-data-copy-generate="generate-dma=false fast-mem-space=1" | FileCheck %s
// RUN: affine-opt %s -affine-data-copy-generate="generate-dma=false fast-mem-space=1" --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s --run=kernel --run-inputs='[[[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17]], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s -affine-data-copy-generate="generate-dma=false fast-mem-space=1" | affine-opt --run=kernel --run-inputs='[[[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17]], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -affine-data-copy-generate="generate-dma=false fast-mem-space=1" | affine-opt --run=kernel --run-inputs='[[[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17]], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0]]' | FileCheck %s --check-prefix=MLIR-WRONG

// CHECK-LABEL: func.func @kernel
// CHECK-NOT:     memref<16xf32, 1>
// CHECK:         call @row_max(%arg1)
// CHECK-NOT:     memref<16xf32, 1>
// CHECK:         return
// SEM: semantic check: @kernel: same results on 5 of 5 random inputs
// CORRECT: arg1: memref<16xf32> = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17]
// CORRECT-NEXT: arg2: memref<4xf32> = [16, 16, 16, 17]
// MLIR-WRONG: arg1: memref<16xf32> = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
func.func private @row_max(%arg0: memref<16xf32>) -> f32 {
  %cst = arith.constant 0xFF800000 : f32
  %0 = affine.for %i = 0 to 16 iter_args(%m = %cst) -> (f32) {
    %1 = affine.load %arg0[%i] : memref<16xf32>
    %2 = arith.maximumf %m, %1 : f32
    affine.yield %2 : f32
  }
  return %0 : f32
}
func.func @kernel(%a: memref<4x16xf32>, %tmp: memref<16xf32>, %out: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 16 {
      %0 = affine.load %a[%i, %j] : memref<4x16xf32>
      affine.store %0, %tmp[%j] : memref<16xf32>
    }
    %m = func.call @row_max(%tmp) : (memref<16xf32>) -> f32
    affine.store %m, %out[%i] : memref<4xf32>
  }
  return
}

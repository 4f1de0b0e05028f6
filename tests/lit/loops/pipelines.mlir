// The loop passes together in one --pass-pipeline, nested under func.func
// and under gpu.module(gpu.func(...)) (where mlir-opt 22 allows the passes
// anchored on any function: unrolling and unroll-and-jam). Our output is
// mlir-opt 22's byte for byte, and it computes what the input computes.
//
// RUN: affine-opt %s --pass-pipeline="builtin.module(func.func(affine-pipeline-data-transfer,affine-loop-invariant-code-motion,affine-loop-tile{tile-sizes=4,8},affine-loop-normalize,affine-loop-unroll{unroll-factor=2},affine-loop-unroll-jam{unroll-jam-factor=2},affine-loop-coalescing),gpu.module(gpu.func(affine-loop-unroll-jam{unroll-jam-factor=2},affine-loop-unroll{unroll-factor=-1})))" > %t
// RUN: %mlir_opt %s --pass-pipeline="builtin.module(func.func(affine-pipeline-data-transfer,affine-loop-invariant-code-motion,affine-loop-tile{tile-sizes=4,8},affine-loop-normalize,affine-loop-unroll{unroll-factor=2},affine-loop-unroll-jam{unroll-jam-factor=2},affine-loop-coalescing),gpu.module(gpu.func(affine-loop-unroll-jam{unroll-jam-factor=2},affine-loop-unroll{unroll-factor=-1})))" | diff %t -
// RUN: affine-opt %s --pass-pipeline="builtin.module(func.func(affine-pipeline-data-transfer,affine-loop-invariant-code-motion,affine-loop-tile{tile-sizes=4,8},affine-loop-normalize,affine-loop-unroll{unroll-factor=2},affine-loop-unroll-jam{unroll-jam-factor=2},affine-loop-coalescing),gpu.module(gpu.func(affine-loop-unroll-jam{unroll-jam-factor=2},affine-loop-unroll{unroll-factor=-1})))" --check-semantics=3 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// SEM-DAG: semantic check: @kernels::kernel: same results on 3 of 3 random inputs
// SEM-DAG: semantic check: @matmul: same results on 3 of 3 random inputs
// RUN: FileCheck %s < %t
// RUN: affine-opt %s --pass-pipeline="builtin.module(func.func(affine-pipeline-data-transfer,affine-loop-invariant-code-motion,affine-loop-tile{tile-sizes=4,8},affine-loop-normalize,affine-loop-unroll{unroll-factor=2},affine-loop-unroll-jam{unroll-jam-factor=2},affine-loop-coalescing))" --check-semantics=3 > /dev/null
// RUN: affine-opt %s -affine-loop-invariant-code-motion -affine-loop-tile="tile-size=3" -affine-loop-normalize="promote-single-iter" -affine-pipeline-data-transfer > %t.flags
// RUN: %mlir_opt %s -affine-loop-invariant-code-motion -affine-loop-tile="tile-size=3" -affine-loop-normalize="promote-single-iter" -affine-pipeline-data-transfer | diff %t.flags -
// RUN: affine-opt %s -affine-loop-invariant-code-motion -affine-loop-tile="tile-size=3" -affine-loop-normalize="promote-single-iter" -affine-pipeline-data-transfer --check-semantics=3 > /dev/null

// CHECK-LABEL: func.func @matmul
// CHECK-LABEL: func.func @stream
// CHECK:         memref.alloc() : memref<2x4xf32, 1>
// CHECK-LABEL: gpu.func @kernel
// CHECK:         affine.for %{{.*}} = 0 to 4 step 2 {
// CHECK-NOT:       affine.for
// CHECK:         gpu.return

module attributes {gpu.container_module} {
  func.func @matmul(%A: memref<16x12xf32>, %B: memref<12x10xf32>, %C: memref<16x10xf32>, %s: f32) {
    affine.for %i = 0 to 16 {
      affine.for %j = 0 to 10 {
        affine.for %k = 0 to 12 {
          %t = arith.mulf %s, %s : f32
          %a = affine.load %A[%i, %k] : memref<16x12xf32>
          %b = affine.load %B[%k, %j] : memref<12x10xf32>
          %c = affine.load %C[%i, %j] : memref<16x10xf32>
          %p = arith.mulf %a, %b : f32
          %q = arith.mulf %p, %t : f32
          %r = arith.addf %c, %q : f32
          affine.store %r, %C[%i, %j] : memref<16x10xf32>
        }
      }
    }
    return
  }

  func.func @stream(%A: memref<24xf32>, %B: memref<6xf32>) {
    %buf = memref.alloc() : memref<4xf32, 1>
    %tag = memref.alloc() : memref<1xi32>
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    affine.for %i = 0 to 6 {
      affine.dma_start %A[%i * 4], %buf[%c0], %tag[%c0], %c4 : memref<24xf32>, memref<4xf32, 1>, memref<1xi32>
      affine.dma_wait %tag[%c0], %c4 : memref<1xi32>
      %v = affine.load %buf[3] : memref<4xf32, 1>
      affine.store %v, %B[%i] : memref<6xf32>
    }
    memref.dealloc %tag : memref<1xi32>
    memref.dealloc %buf : memref<4xf32, 1>
    return
  }

  gpu.module @kernels {
    gpu.func @kernel(%A: memref<4x6xf32>) kernel {
      affine.for %i = 0 to 4 {
        affine.for %j = 0 to 6 {
          %v = affine.load %A[%i, %j] : memref<4x6xf32>
          %w = arith.addf %v, %v : f32
          affine.store %w, %A[%i, %j] : memref<4x6xf32>
        }
      }
      gpu.return
    }
  }
}

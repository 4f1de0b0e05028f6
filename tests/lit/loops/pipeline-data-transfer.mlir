// -affine-pipeline-data-transfer: DMAs into a faster memory space run one
// iteration ahead of the computation, on double buffers indexed by the
// iteration parity. Our output is mlir-opt 22's byte for byte, and it
// computes what the input computes (our interpreter runs DMAs as immediate
// copies).
//
// RUN: affine-opt %s -split-input-file -affine-pipeline-data-transfer > %t
// RUN: %mlir_opt %s -split-input-file -affine-pipeline-data-transfer | diff %t -
// RUN: FileCheck %s < %t
// RUN: affine-opt %s -split-input-file -affine-pipeline-data-transfer --check-semantics=3 > /dev/null
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-pipeline-data-transfer))" | diff %t -

// The prologue starts the first DMA; the steady-state loop starts the DMA
// of iteration i and computes iteration i - 1; the epilogue computes the
// last iteration. The old buffer and tag (and their deallocs) are gone.
// CHECK-DAG: #[[$MINUS_1:.*]] = affine_map<(d0) -> (d0 - 1)>
// CHECK-DAG: #[[$PARITY:.*]] = affine_map<(d0) -> (d0 mod 2)>
// CHECK-LABEL: func.func @stream
// CHECK:         %[[BUF:.*]] = memref.alloc() : memref<2x4xf32, 1>
// CHECK-NEXT:    %[[TAG:.*]] = memref.alloc() : memref<2x1xi32>
// CHECK-NEXT:    affine.dma_start %{{.*}}[%{{.*}} * 4], %[[BUF]][%{{.*}} mod 2, 0], %[[TAG]][%{{.*}} mod 2, 0], %{{.*}}
// CHECK-NEXT:    affine.for %[[I:.*]] = 1 to 6 {
// CHECK-NEXT:      affine.dma_start %{{.*}}[%[[I]] * 4], %[[BUF]][%[[I]] mod 2, 0], %[[TAG]][%[[I]] mod 2, 0], %{{.*}}
// CHECK-NEXT:      %[[PREV:.*]] = affine.apply #[[$MINUS_1]](%[[I]])
// CHECK-NEXT:      affine.apply #[[$PARITY]](%[[PREV]])
// CHECK-NEXT:      affine.apply #[[$PARITY]](%[[PREV]])
// CHECK-NEXT:      affine.dma_wait %[[TAG]][%[[PREV]] mod 2, 0], %{{.*}}
// CHECK:         }
// CHECK:         affine.dma_wait
// CHECK:         memref.dealloc %[[TAG]] : memref<2x1xi32>
// CHECK-NEXT:    memref.dealloc %[[BUF]] : memref<2x4xf32, 1>
// CHECK-NEXT:    return
func.func @stream(%A: memref<24xf32>, %B: memref<6xf32>) {
  %buf = memref.alloc() : memref<4xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 6 {
    affine.dma_start %A[%i * 4], %buf[%c0], %tag[%c0], %c4 : memref<24xf32>, memref<4xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[%c0], %c4 : memref<1xi32>
    %s = affine.for %k = 0 to 4 iter_args(%acc = %zero) -> (f32) {
      %v = affine.load %buf[%k] : memref<4xf32, 1>
      %n = arith.addf %acc, %v : f32
      affine.yield %n : f32
    }
    affine.store %s, %B[%i] : memref<6xf32>
  }
  memref.dealloc %tag : memref<1xi32>
  memref.dealloc %buf : memref<4xf32, 1>
  return
}

// -----

// A step of 4: the parity is (i floordiv 4) mod 2 and the computation is
// shifted back by one step. The buffers allocated in the loop move out of
// it.
// CHECK-LABEL: func.func @step
// CHECK:         memref.alloc() : memref<2x4xf32, 1>
// CHECK:         affine.for %[[I:.*]] = 4 to 32 step 4 {
// CHECK-NEXT:      affine.dma_start %{{.*}}[%[[I]]], %{{.*}}[(%[[I]] floordiv 4) mod 2, 0], %{{.*}}[(%[[I]] floordiv 4) mod 2, 0]
func.func @step(%A: memref<32xf32>, %B: memref<32xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  affine.for %i = 0 to 32 step 4 {
    %buf = memref.alloc() : memref<4xf32, 1>
    %tag = memref.alloc() : memref<1xi32>
    affine.dma_start %A[%i], %buf[%c0], %tag[%c0], %c4 : memref<32xf32>, memref<4xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[%c0], %c4 : memref<1xi32>
    affine.for %k = 0 to 4 {
      %v = affine.load %buf[%k] : memref<4xf32, 1>
      %w = arith.mulf %v, %v : f32
      affine.store %w, %B[%i + %k] : memref<32xf32>
    }
    memref.dealloc %tag : memref<1xi32>
    memref.dealloc %buf : memref<4xf32, 1>
  }
  return
}

// -----

// Nested pipelines: the inner loop is pipelined first, then the outer one
// (whose body, the inner pipeline included, is cloned into the prologue,
// steady state and epilogue). The index computations of the DMAs get their
// own applies when they are shared with other ops.
// CHECK-LABEL: func.func @nested
// CHECK:         affine.for %{{.*}} = 1 to 3 {
// CHECK:           affine.for %{{.*}} = 1 to 4 {
func.func @nested(%A: memref<12x8xf32>, %B: memref<12x8xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %row = memref.alloc() : memref<8xf32, 1>
  %pair = memref.alloc() : memref<2xf32, 1>
  %t0 = memref.alloc() : memref<1xi32>
  %t1 = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 3 {
    affine.dma_start %A[%i * 4, %c0], %row[%c0], %t0[%c0], %c8 : memref<12x8xf32>, memref<8xf32, 1>, memref<1xi32>
    affine.dma_wait %t0[%c0], %c8 : memref<1xi32>
    affine.for %j = 0 to 4 {
      %r = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %j)
      affine.dma_start %A[%r, %c0], %pair[%c0], %t1[%c0], %c2 : memref<12x8xf32>, memref<2xf32, 1>, memref<1xi32>
      affine.dma_wait %t1[%c0], %c2 : memref<1xi32>
      %a = affine.load %pair[1] : memref<2xf32, 1>
      %b = affine.load %row[%j] : memref<8xf32, 1>
      %s = arith.addf %a, %b : f32
      affine.store %s, %B[%r, %j] : memref<12x8xf32>
    }
  }
  memref.dealloc %t1 : memref<1xi32>
  memref.dealloc %t0 : memref<1xi32>
  memref.dealloc %pair : memref<2xf32, 1>
  memref.dealloc %row : memref<8xf32, 1>
  return
}

// -----

// A buffer of dynamic shape: the double buffer takes its sizes from the
// buffer's alloc (mlir-opt folds the memref.dim ops, not the index
// constants they take).
// CHECK-LABEL: func.func @dynamic
// CHECK:         memref.alloc(%{{.*}}) : memref<2x?xf32, 1>
func.func @dynamic(%A: memref<64xf32>, %B: memref<8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %buf = memref.alloc(%n) : memref<?xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 8 {
    affine.dma_start %A[%i], %buf[%c0], %tag[%c0], %c1 : memref<64xf32>, memref<?xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[%c0], %c1 : memref<1xi32>
    %v = affine.load %buf[0] : memref<?xf32, 1>
    affine.store %v, %B[%i] : memref<8xf32>
  }
  return
}

// -----

// Nothing to pipeline: a buffer read after the loop, a non-constant trip
// count, a DMA to slower memory, and a buffer both filled and written back
// to the same memref in one iteration.
// CHECK-LABEL: func.func @unchanged
// CHECK-NOT:     memref<2x
// CHECK:         return
func.func @unchanged(%A: memref<64xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %buf = memref.alloc() : memref<1xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 8 {
    affine.dma_start %A[%i], %buf[%c0], %tag[%c0], %c1 : memref<64xf32>, memref<1xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[%c0], %c1 : memref<1xi32>
  }
  %live = affine.load %buf[0] : memref<1xf32, 1>
  %buf2 = memref.alloc() : memref<1xf32, 1>
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 8)>()[%n] {
    affine.dma_start %A[%i], %buf2[%c0], %tag[%c0], %c1 : memref<64xf32>, memref<1xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[%c0], %c1 : memref<1xi32>
  }
  affine.for %i = 0 to 8 {
    affine.dma_start %buf2[%c0], %A[%i], %tag[%c0], %c1 : memref<1xf32, 1>, memref<64xf32>, memref<1xi32>
    affine.dma_wait %tag[%c0], %c1 : memref<1xi32>
  }
  %buf3 = memref.alloc() : memref<1xf32, 1>
  affine.for %i = 0 to 8 {
    affine.dma_start %A[%i], %buf3[%c0], %tag[%c0], %c1 : memref<64xf32>, memref<1xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[%c0], %c1 : memref<1xi32>
    affine.dma_start %buf3[%c0], %A[%i + 8], %tag[%c0], %c1 : memref<1xf32, 1>, memref<64xf32>, memref<1xi32>
    affine.dma_wait %tag[%c0], %c1 : memref<1xi32>
  }
  return %live : f32
}

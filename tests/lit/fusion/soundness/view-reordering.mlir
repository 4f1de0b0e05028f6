// Fusion through views: accesses to one buffer through different memrefs
// (here `memref.cast`) are not edges of mlir-opt 22's dependence graph, and
// ours is mlir-opt's; fusion checks them before each fusion.
//
// 1. The destination writes %t through the view while the source (kept)
//    writes %t: in the fused nest, the slice of a later iteration
//    overwrites what the destination wrote through the view (mlir-opt 22
//    fuses: B = [1, 2, 3, 6] instead of [1, 2, 4, 8]).
// 2. A nest between the producer and the consumer reads %t through the
//    view; the producer is removed after fusion, so that nest would read
//    %t before anything wrote it (mlir-opt 22 fuses: C = [0, 0], the
//    never-written buffer, instead of [3, 4]).
// 3. The same nest between them, with a consumer of part of %t only: the
//    producer is kept, the reader still sees its values and the slice
//    writes the same values again. mlir-opt 22 fuses, soundly, and so do we
//    (differential view seeds 88 and 270).
// 4. The producer reads what it writes through a subview of its output: its
//    iterations, run again in the slices, read values the producer wrote
//    after them (mlir-opt 22 fuses: C = [32, 16] instead of [8, 6];
//    differential fusion-mix seed 27).
//
// RUN: affine-opt %s -split-input-file -affine-loop-fusion | FileCheck %s
// RUN: affine-opt %s -split-input-file -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -split-input-file -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: affine-opt %s -split-input-file --run=kernel --run-inputs='[[1, 2, 3, 4], [0, 0, 0, 0], [7, 7]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -split-input-file -affine-loop-fusion | affine-opt -split-input-file --run=kernel --run-inputs='[[1, 2, 3, 4], [0, 0, 0, 0], [7, 7]]' | FileCheck %s --check-prefix=MLIR-WRONG

// SEM: semantic check: @kernel: same results
// SEM: semantic check: @kernel: same results
// SEM: semantic check: @kernel: same results
// SEM: semantic check: @kernel: same results

// REPORT: not fused: fusing would change what the program computes: the two nests access the buffer of the memref.alloc at line 63 through different memrefs (views) and one of them writes it
// REPORT: not fused: fusing would change what the program computes: the affine.for at line 69 between the nests accesses the buffer of the memref.alloc at line 63 through another memref (a view) and one of them writes it; fusing would move a nest across it
// REPORT: not fused: fusing would change what the program computes: the affine.for at line 101 between the nests accesses the buffer of the memref.alloc at line 95 through another memref (a view)
// REPORT: fused at depth 1: {{.*}}; source nest kept
// REPORT: not fused: fusing would change what the program computes: the source accesses the buffer of %arg0 through two memrefs (views) and one of them writes it; source iterations that update memory they read would run more than once

// CORRECT:      arg1: memref<4xf32> = [1, 2, 4, 8]
// CORRECT:      arg1: memref<4xf32> = [2, 4, 6, 8]
// CORRECT-NEXT: arg2: memref<2xf32> = [3, 4]
// CORRECT:      arg1: memref<4xf32> = [2, 4, 0, 0]
// CORRECT-NEXT: arg2: memref<2xf32> = [3, 4]
// CORRECT:      arg2: memref<2xf32> = [8, 6]
// MLIR-WRONG:      arg1: memref<4xf32> = [1, 2, 3, 6]
// MLIR-WRONG:      arg1: memref<4xf32> = [2, 4, 6, 8]
// MLIR-WRONG-NEXT: arg2: memref<2xf32> = [0, 0]
// MLIR-WRONG:      arg1: memref<4xf32> = [2, 4, 0, 0]
// MLIR-WRONG-NEXT: arg2: memref<2xf32> = [3, 4]
// MLIR-WRONG:      arg2: memref<2xf32> = [32, 16]

// CHECK-LABEL: func.func @kernel
// CHECK:         memref.cast
// CHECK-NEXT:    affine.for
// CHECK-NEXT:      affine.load %arg0
// CHECK-NEXT:      affine.store
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for
// CHECK-NEXT:      affine.load %alloc
// CHECK:         affine.for
// CHECK-NEXT:      affine.load %alloc
func.func @kernel(%A: memref<4xf32>, %B: memref<4xf32>, %C: memref<2xf32>) {
  %t = memref.alloc() : memref<4xf32>
  %u = memref.cast %t : memref<4xf32> to memref<?xf32>
  affine.for %i = 0 to 4 {
    %a = affine.load %A[%i] : memref<4xf32>
    affine.store %a, %t[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 3 {
    %a = affine.load %t[%i] : memref<4xf32>
    %c = arith.addf %a, %a : f32
    affine.store %c, %u[%i + 1] : memref<?xf32>
  }
  affine.for %i = 0 to 4 {
    %a = affine.load %t[%i] : memref<4xf32>
    affine.store %a, %B[%i] : memref<4xf32>
  }
  memref.dealloc %t : memref<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @kernel
// CHECK:         memref.cast
// CHECK-NEXT:    affine.for
// CHECK-NEXT:      affine.load %arg0
// CHECK-NEXT:      affine.store
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for
// CHECK-NEXT:      affine.load %cast
// CHECK:         affine.for
// CHECK-NEXT:      affine.load %alloc
func.func @kernel(%A: memref<4xf32>, %B: memref<4xf32>, %C: memref<2xf32>) {
  %t = memref.alloc() : memref<4xf32>
  %u = memref.cast %t : memref<4xf32> to memref<?xf32>
  affine.for %i = 0 to 4 {
    %a = affine.load %A[%i] : memref<4xf32>
    affine.store %a, %t[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 2 {
    %a = affine.load %u[%i + 2] : memref<?xf32>
    affine.store %a, %C[%i] : memref<2xf32>
  }
  affine.for %i = 0 to 4 {
    %a = affine.load %t[%i] : memref<4xf32>
    %c = arith.addf %a, %a : f32
    affine.store %c, %B[%i] : memref<4xf32>
  }
  memref.dealloc %t : memref<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @kernel
// CHECK:         memref.cast
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 4 {
// CHECK-NEXT:      affine.load %arg0
// CHECK-NEXT:      affine.store
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 2 {
// CHECK-NEXT:      affine.load %cast
// CHECK-NEXT:      affine.store
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 2 {
// CHECK-NEXT:      %[[A:.*]] = affine.load %arg0[%[[I]]]
// CHECK-NEXT:      affine.store %[[A]], %alloc[%[[I]]]
// CHECK-NEXT:      affine.load %alloc[%[[I]]]
func.func @kernel(%A: memref<4xf32>, %B: memref<4xf32>, %C: memref<2xf32>) {
  %t = memref.alloc() : memref<4xf32>
  %u = memref.cast %t : memref<4xf32> to memref<?xf32>
  affine.for %i = 0 to 4 {
    %a = affine.load %A[%i] : memref<4xf32>
    affine.store %a, %t[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 2 {
    %a = affine.load %u[%i + 2] : memref<?xf32>
    affine.store %a, %C[%i] : memref<2xf32>
  }
  affine.for %i = 0 to 2 {
    %a = affine.load %t[%i] : memref<4xf32>
    %c = arith.addf %a, %a : f32
    affine.store %c, %B[%i] : memref<4xf32>
  }
  memref.dealloc %t : memref<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @kernel
// CHECK:         memref.subview
// CHECK-NEXT:    affine.for
// CHECK-NEXT:      affine.load %subview
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      affine.store
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for
// CHECK-NEXT:      affine.load %arg0
func.func @kernel(%A: memref<4xf32>, %B: memref<4xf32>, %C: memref<2xf32>) {
  %s = memref.subview %A[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
  affine.for %i = 0 to 4 {
    %a = affine.load %s[(%i + 1) mod 2] : memref<2xf32, strided<[1], offset: 2>>
    %c = arith.addf %a, %a : f32
    affine.store %c, %A[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 2 {
    %a = affine.load %A[%i] : memref<4xf32>
    affine.store %a, %C[%i] : memref<2xf32>
  }
  return
}

// Fusion through views, decided element by element: accesses to one buffer
// through different memrefs (`memref.cast`, `memref.subview`,
// `memref.reinterpret_cast`) are mapped to the buffer's elements (the view's
// strides and offset applied to the subscripts), and a fusion is refused
// only if it reorders two of them that touch a common element, one writing
// (see tests/lit/fusion/soundness/view-reordering.mlir for refusals).
// mlir-opt 22 makes each fusion below, soundly; we make the same ones.
//
// 1. The consumer reads the producer's buffer through a cast at the very
//    element the same fused iteration has just written (differential view
//    seed 55).
// 2. A nest between producer and consumer reads the upper half of the
//    buffer through a subview; the producer, removed, writes the lower
//    half only.
// 3. As 2, with the buffer's second row read through a reinterpret_cast to
//    one dimension and the producer writing the first row.
// 4. A nest between producer and consumer reads the producer's buffer
//    through a cast before the producer (removed) writes it, but only stores
//    what it reads where the consumer writes again, with nothing reading it
//    in between: the values it reads do not matter (differential view
//    seed 270).
// 5. A nest reads its buffer through a cast and writes it directly, each
//    iteration at its own element; fused into the consumer, each of its
//    iterations runs once, in order (differential fusion-mix seed 18).
// 6. The (kept) producer reads its argument at elements the consumer
//    writes through a reinterpret_cast at earlier iterations, but nothing
//    uses the values read (differential fusion-mix seed 68).
//
// RUN: affine-opt %s -split-input-file -affine-loop-fusion | FileCheck %s
// RUN: %mlir_opt %s -split-input-file -affine-loop-fusion | FileCheck %s
// RUN: affine-opt %s -split-input-file -affine-loop-fusion > %t.ours
// RUN: %mlir_opt %s -split-input-file -affine-loop-fusion > %t.ref
// RUN: diff %t.ref %t.ours
// RUN: affine-opt %s -split-input-file -affine-loop-fusion=mode=producer > %t.ours.producer
// RUN: %mlir_opt %s -split-input-file -affine-loop-fusion=mode=producer > %t.ref.producer
// RUN: diff %t.ref.producer %t.ours.producer
// RUN: affine-opt %s -split-input-file -affine-loop-fusion=mode=sibling > %t.ours.sibling
// RUN: %mlir_opt %s -split-input-file -affine-loop-fusion=mode=sibling > %t.ref.sibling
// RUN: diff %t.ref.sibling %t.ours.sibling
// RUN: affine-opt %s -split-input-file -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -split-input-file -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT --implicit-check-not='fusing would change'

// SEM: semantic check: @kernel: same results
// SEM: semantic check: @kernel: same results
// SEM: semantic check: @kernel: same results
// SEM: semantic check: @kernel: same results
// SEM: semantic check: @kernel: same results
// SEM: semantic check: @kernel: same results

// REPORT:      fused at depth 1: {{.*}}; source nest removed
// REPORT:      fused at depth 1: {{.*}}; source nest removed
// REPORT:      fused at depth 1: {{.*}}; source nest removed
// REPORT:      fused at depth 1: {{.*}}; source nest removed
// REPORT:      fused at depth 1: {{.*}}; source nest removed
// REPORT:      fused at depth 1: {{.*}}; source nest removed
// REPORT:      fused at depth 1: {{.*}}; source nest removed
// REPORT:      fused at depth 1: {{.*}}; source nest kept

// CHECK-LABEL: func.func @kernel
// CHECK:         affine.for %[[I:.*]] = 0 to 4 {
// CHECK-NEXT:      affine.load %arg0[%[[I]]]
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      affine.store %{{.*}}, %alloc[%[[I]]]
// CHECK-NEXT:      affine.load %cast[%[[I]]]
// CHECK-NEXT:      arith.mulf
// CHECK-NEXT:      affine.store %{{.*}}, %arg0[%[[I]]]
// CHECK-NEXT:      affine.load %arg0[%[[I]]]
// CHECK-NEXT:      affine.load %alloc[%[[I]]]
// CHECK-NEXT:      arith.subf
// CHECK-NEXT:      affine.store %{{.*}}, %arg1[%[[I]]]
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.dealloc
func.func @kernel(%A: memref<4xf32>, %B: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  %u = memref.cast %t : memref<4xf32> to memref<?xf32>
  affine.for %i = 0 to 4 {
    %a = affine.load %A[%i] : memref<4xf32>
    %c = arith.addf %a, %a : f32
    affine.store %c, %t[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 4 {
    %a = affine.load %u[%i] : memref<?xf32>
    %c = arith.mulf %a, %a : f32
    affine.store %c, %A[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 4 {
    %a = affine.load %A[%i] : memref<4xf32>
    %b = affine.load %t[%i] : memref<4xf32>
    %c = arith.subf %a, %b : f32
    affine.store %c, %B[%i] : memref<4xf32>
  }
  memref.dealloc %t : memref<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @kernel
// CHECK:         memref.subview
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 4 {
// CHECK-NEXT:      affine.load %arg0[%[[I]]]
// CHECK-NEXT:      affine.store %{{.*}}, %subview[%[[I]]]
// CHECK-NEXT:      affine.load %arg0[%[[I]]]
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      affine.store %{{.*}}, %alloc[%[[I]]]
// CHECK-NEXT:      affine.load %alloc[%[[I]]]
// CHECK-NEXT:      arith.mulf
// CHECK-NEXT:      affine.store %{{.*}}, %arg1[%[[I]]]
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %[[J:.*]] = 0 to 4 {
// CHECK-NEXT:      affine.load %subview[%[[J]]]
// CHECK-NEXT:      affine.store %{{.*}}, %arg2[%[[J]]]
// CHECK-NEXT:    }
func.func @kernel(%A: memref<4xf32>, %B: memref<4xf32>, %C: memref<4xf32>) {
  %t = memref.alloc() : memref<8xf32>
  %s = memref.subview %t[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  affine.for %i = 0 to 4 {
    %a = affine.load %A[%i] : memref<4xf32>
    affine.store %a, %s[%i] : memref<4xf32, strided<[1], offset: 4>>
  }
  affine.for %i = 0 to 4 {
    %a = affine.load %A[%i] : memref<4xf32>
    %c = arith.addf %a, %a : f32
    affine.store %c, %t[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 4 {
    %a = affine.load %s[%i] : memref<4xf32, strided<[1], offset: 4>>
    affine.store %a, %C[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 4 {
    %a = affine.load %t[%i] : memref<8xf32>
    %c = arith.mulf %a, %a : f32
    affine.store %c, %B[%i] : memref<4xf32>
  }
  memref.dealloc %t : memref<8xf32>
  return
}

// -----

// CHECK-LABEL: func.func @kernel
// CHECK:         memref.reinterpret_cast
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 4 {
// CHECK-NEXT:      affine.load %arg0[%[[I]]]
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      affine.store %{{.*}}, %alloc[0, %[[I]]]
// CHECK-NEXT:      affine.load %arg0[%[[I]]]
// CHECK-NEXT:      affine.store %{{.*}}, %reinterpret_cast[%[[I]] + 4]
// CHECK-NEXT:      affine.load %reinterpret_cast[%[[I]] + 4]
// CHECK-NEXT:      affine.store %{{.*}}, %arg2[%[[I]]]
// CHECK-NEXT:      affine.load %alloc[0, %[[I]]]
// CHECK-NEXT:      arith.mulf
// CHECK-NEXT:      affine.store %{{.*}}, %arg1[%[[I]]]
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.dealloc
func.func @kernel(%A: memref<4xf32>, %B: memref<4xf32>, %C: memref<4xf32>) {
  %t = memref.alloc() : memref<2x4xf32>
  %r = memref.reinterpret_cast %t to offset: [0], sizes: [8], strides: [1] : memref<2x4xf32> to memref<8xf32>
  affine.for %i = 0 to 4 {
    %a = affine.load %A[%i] : memref<4xf32>
    affine.store %a, %r[%i + 4] : memref<8xf32>
  }
  affine.for %i = 0 to 4 {
    %a = affine.load %A[%i] : memref<4xf32>
    %c = arith.addf %a, %a : f32
    affine.store %c, %t[0, %i] : memref<2x4xf32>
  }
  affine.for %i = 0 to 4 {
    %a = affine.load %r[%i + 4] : memref<8xf32>
    affine.store %a, %C[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 4 {
    %a = affine.load %t[0, %i] : memref<2x4xf32>
    %c = arith.mulf %a, %a : f32
    affine.store %c, %B[%i] : memref<4xf32>
  }
  memref.dealloc %t : memref<2x4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @kernel
// CHECK:         memref.cast
// CHECK-NEXT:    affine.for %[[J:.*]] = 0 to 4 {
// CHECK-NEXT:      affine.load %cast[%[[J]]]
// CHECK-NEXT:      affine.store %{{.*}}, %arg1[%[[J]]]
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 4 {
// CHECK-NEXT:      affine.load %arg0[%[[I]]]
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      affine.store %{{.*}}, %alloc[%[[I]]]
// CHECK-NEXT:      affine.load %alloc[%[[I]]]
// CHECK-NEXT:      arith.mulf
// CHECK-NEXT:      affine.store %{{.*}}, %arg1[%[[I]]]
// CHECK-NEXT:    }
func.func @kernel(%A: memref<4xf32>, %B: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  %u = memref.cast %t : memref<4xf32> to memref<?xf32>
  affine.for %i = 0 to 4 {
    %a = affine.load %A[%i] : memref<4xf32>
    %c = arith.addf %a, %a : f32
    affine.store %c, %t[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 4 {
    %a = affine.load %u[%i] : memref<?xf32>
    affine.store %a, %B[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 4 {
    %a = affine.load %t[%i] : memref<4xf32>
    %c = arith.mulf %a, %a : f32
    affine.store %c, %B[%i] : memref<4xf32>
  }
  memref.dealloc %t : memref<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @kernel
// CHECK:         memref.cast
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 4 {
// CHECK-NEXT:      affine.load %arg0[%[[I]]]
// CHECK-NEXT:      affine.store %{{.*}}, %alloc[%[[I]]]
// CHECK-NEXT:      affine.load %cast[%[[I]]]
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      affine.store %{{.*}}, %alloc[%[[I]]]
// CHECK-NEXT:      affine.load %alloc[%[[I]]]
// CHECK-NEXT:      arith.mulf
// CHECK-NEXT:      affine.store %{{.*}}, %arg1[%[[I]]]
// CHECK-NEXT:    }
func.func @kernel(%A: memref<4xf32>, %B: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  %u = memref.cast %t : memref<4xf32> to memref<?xf32>
  affine.for %i = 0 to 4 {
    %a = affine.load %A[%i] : memref<4xf32>
    affine.store %a, %t[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 4 {
    %a = affine.load %u[%i] : memref<?xf32>
    %c = arith.addf %a, %a : f32
    affine.store %c, %t[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 4 {
    %a = affine.load %t[%i] : memref<4xf32>
    %c = arith.mulf %a, %a : f32
    affine.store %c, %B[%i] : memref<4xf32>
  }
  memref.dealloc %t : memref<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @kernel
// CHECK:         memref.alloc
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 4 {
// CHECK:         }
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 3 {
// CHECK-NEXT:      affine.load %arg0[0, %[[I]]]
// CHECK-NEXT:      affine.load %arg1[%[[I]]]
// CHECK-NEXT:      affine.store %{{.*}}, %alloc[%[[I]]]
// CHECK-NEXT:      affine.load %alloc[%[[I]]]
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      affine.store %{{.*}}, %reinterpret_cast[%[[I]] + 1]
// CHECK-NEXT:    }
func.func @kernel(%A: memref<2x4xf32>, %B: memref<4xf32>) {
  %r = memref.reinterpret_cast %A to offset: [0], sizes: [8], strides: [1] : memref<2x4xf32> to memref<8xf32>
  %t = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 4 {
    %unused = affine.load %A[0, %i] : memref<2x4xf32>
    %b = affine.load %B[%i] : memref<4xf32>
    affine.store %b, %t[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 3 {
    %a = affine.load %t[%i] : memref<4xf32>
    %c = arith.addf %a, %a : f32
    affine.store %c, %r[%i + 1] : memref<8xf32>
  }
  memref.dealloc %t : memref<4xf32>
  return
}

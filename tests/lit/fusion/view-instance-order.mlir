// Fusion through views, decided instance by instance: two accesses to one
// buffer through different memrefs (or a memref.load / memref.store, which
// mlir-opt 22's dependence components do not see) stop a fusion or the
// loop interchange before it only if a pair of their instances that touch
// one element, one writing, would run in the other order. mlir-opt 22
// makes each transformation below, soundly, and we make the same ones
// (tests/lit/fusion/soundness/view-reordering.mlir and
// upstream-bugs/loop-fusion-sink-hidden-dependence.mlir hold refusals).
//
// 1. The source reads its row through a flat reinterpret_cast and writes
//    it through the 2-D argument; the two accesses meet only within one
//    iteration (and the load of column 7 reads an element no iteration
//    writes). The source is not perfectly nested, so its slices were not
//    recognised as running in order; they run each iteration once, in
//    order, and the source is removed (differential fusion-mix seed 364).
// 2. A sibling after the destination writes, through the argument, the
//    element the destination wrote through a cast at the same iteration:
//    fused, each pair of writes keeps its order (fusion-mix seed 254).
// 3. The destination's outer loop carries a dependence, so
//    sinkSequentialLoops moves its parallel loop outside. A memref.store
//    into %c[%j] writes one element at every %i, in increasing %i; the
//    interchange keeps that order for each %j (fusion-mix seeds 516, 611),
//    and the producer's slice goes inside both loops.
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
// RUN: affine-opt %s -split-input-file -affine-loop-fusion=mode=sibling --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -split-input-file -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT --implicit-check-not='would change'

// SEM: semantic check: @source_two_views: same results
// SEM: semantic check: @sibling_after: same results
// SEM: semantic check: @interchange: same results

// REPORT: fused at depth 2: {{.*}}; source nest removed
// REPORT: fusion candidate (sibling)
// REPORT: fused at depth 1: {{.*}}; sibling nest removed
// REPORT: fused at depth 2: {{.*}}; source nest kept

// CHECK-LABEL: func.func @source_two_views
// CHECK:         affine.for %[[I:.*]] = 0 to 4 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 7 {
// CHECK-NEXT:        affine.load %arg0[%[[I]], 7]
// CHECK-NEXT:        affine.load %reinterpret_cast[%[[I]] * 8 + %[[J]]]
// CHECK-NEXT:        arith.addf
// CHECK-NEXT:        affine.store %{{.*}}, %arg0[%[[I]], %[[J]]]
// CHECK-NEXT:        affine.load %arg0[%[[I]], %[[J]]]
// CHECK-NEXT:        affine.store %{{.*}}, %arg1[%[[I]], %[[J]]]
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @source_two_views(%a: memref<4x8xf32>, %out: memref<4x7xf32>) {
  %v = memref.reinterpret_cast %a to offset: [0], sizes: [32], strides: [1] : memref<4x8xf32> to memref<32xf32>
  affine.for %i = 0 to 4 {
    %s = affine.load %a[%i, 7] : memref<4x8xf32>
    affine.for %j = 0 to 7 {
      %x = affine.load %v[%i * 8 + %j] : memref<32xf32>
      %y = arith.addf %x, %s : f32
      affine.store %y, %a[%i, %j] : memref<4x8xf32>
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 7 {
      %x = affine.load %a[%i, %j] : memref<4x8xf32>
      affine.store %x, %out[%i, %j] : memref<4x7xf32>
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @sibling_after
// CHECK:         affine.for %[[I:.*]] = 0 to 8 {
// CHECK-NEXT:      affine.load %arg0[%[[I]]]
// CHECK-NEXT:      affine.store %{{.*}}, %cast[%[[I]]]
// CHECK-NEXT:      affine.load %arg0[%[[I]]]
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      affine.store %{{.*}}, %arg1[%[[I]]]
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @sibling_after(%a: memref<8xf32>, %b: memref<8xf32>) {
  %v = memref.cast %b : memref<8xf32> to memref<?xf32>
  affine.for %i = 0 to 8 {
    %x = affine.load %a[%i] : memref<8xf32>
    affine.store %x, %v[%i] : memref<?xf32>
  }
  affine.for %i = 0 to 8 {
    %x = affine.load %a[%i] : memref<8xf32>
    %y = arith.addf %x, %x : f32
    affine.store %y, %b[%i] : memref<8xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @interchange
// The source nest (row 0 of %t is read by no slice) stays as it is.
// CHECK:         affine.for %{{.*}} = 0 to 10 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 10 {
// CHECK-NEXT:        affine.load
// CHECK-NEXT:        affine.store
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %[[J:.*]] = 0 to 10 {
// CHECK-NEXT:      affine.for %[[I:.*]] = 1 to 10 {
// CHECK-NEXT:        affine.load %arg0[%[[I]], %[[J]]]
// CHECK-NEXT:        affine.store %{{.*}}, %alloc[%[[I]], %[[J]]]
// CHECK-NEXT:        affine.load %arg1[%[[I]] - 1, %[[J]]]
// CHECK-NEXT:        affine.load %alloc[%[[I]], %[[J]]]
// CHECK-NEXT:        %[[S:.*]] = arith.addf
// CHECK-NEXT:        affine.store %[[S]], %arg1[%[[I]], %[[J]]]
// CHECK-NEXT:        memref.store %[[S]], %arg2[%[[J]]]
func.func @interchange(%a: memref<10x10xf32>, %b: memref<10x10xf32>, %c: memref<10xf32>) {
  %t = memref.alloc() : memref<10x10xf32>
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %a[%i, %j] : memref<10x10xf32>
      affine.store %v, %t[%i, %j] : memref<10x10xf32>
    }
  }
  affine.for %i = 1 to 10 {
    affine.for %j = 0 to 10 {
      %x = affine.load %b[%i - 1, %j] : memref<10x10xf32>
      %y = affine.load %t[%i, %j] : memref<10x10xf32>
      %s = arith.addf %x, %y : f32
      affine.store %s, %b[%i, %j] : memref<10x10xf32>
      memref.store %s, %c[%j] : memref<10xf32>
    }
  }
  memref.dealloc %t : memref<10x10xf32>
  return
}

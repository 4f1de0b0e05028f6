// MLIR's sinkSequentialLoops as -affine-loop-fusion uses it: before
// fusing into a destination nest, the loops of its perfect band that carry
// a dependence move inside the parallel ones (each group keeping its
// order) when the interchange preserves every dependence, so that a
// producer's slice can go deeper. Output identical to mlir-opt 22.
//
// RUN: affine-opt %s -affine-loop-fusion | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion > %t.ours
// RUN: %mlir_opt %s -affine-loop-fusion > %t.ref
// RUN: diff %t.ref %t.ours
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM

// SEM-COUNT-3: same results

// CHECK-LABEL: func.func @sink_outer_sequential
// The parallel loop (j, 0 to 10) is now outermost, the sequential one
// (i, 1 to 10) inside it, and the slice is at depth 2.
// The source nest comes first, as it was.
// CHECK:      affine.for %{{.*}} = 0 to 10 {
// CHECK-NEXT:   affine.for %{{.*}} = 0 to 10 {
// CHECK-NEXT:     affine.load
// CHECK-NEXT:     affine.store
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to 10 {
// CHECK-NEXT:   affine.for %[[I:.*]] = 1 to 10 {
// CHECK-NEXT:     %[[V:.*]] = affine.load %{{.*}}[%[[I]], %[[J]]]
// CHECK-NEXT:     affine.store %[[V]], %[[T:.*]][%[[I]], %[[J]]]
// CHECK-NEXT:     affine.load %{{.*}}[%[[I]] - 1, %[[J]]]
// CHECK-NEXT:     affine.load %[[T]][%[[I]], %[[J]]]
// The destination's outer loop carries a dependence (row i reads row
// i - 1 of %b) and its inner loop is parallel: the sink moves the
// parallel loop outside, and the producer's slice lands inside it.
func.func @sink_outer_sequential(%a: memref<10x10xf32>, %b: memref<10x10xf32>) {
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
    }
  }
  memref.dealloc %t : memref<10x10xf32>
  return
}

// CHECK-LABEL: func.func @sink_inner_sequential
// The source nest comes first, as it was.
// CHECK:      affine.for %{{.*}} = 0 to 10 {
// CHECK-NEXT:   affine.for %{{.*}} = 0 to 10 {
// CHECK-NEXT:     affine.load
// CHECK-NEXT:     affine.store
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:   affine.for %[[J:.*]] = 1 to 10 {
// CHECK-NEXT:     %[[V:.*]] = affine.load %{{.*}}[%[[I]], %[[J]]]
// CHECK-NEXT:     affine.store %[[V]], %{{.*}}[%[[I]], %[[J]]]
// CHECK-NEXT:     affine.load %{{.*}}[%[[I]], %[[J]] - 1]
// The sequential loop is already innermost: nothing moves.
func.func @sink_inner_sequential(%a: memref<10x10xf32>, %b: memref<10x10xf32>) {
  %t = memref.alloc() : memref<10x10xf32>
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %a[%i, %j] : memref<10x10xf32>
      affine.store %v, %t[%i, %j] : memref<10x10xf32>
    }
  }
  affine.for %i = 0 to 10 {
    affine.for %j = 1 to 10 {
      %x = affine.load %b[%i, %j - 1] : memref<10x10xf32>
      %y = affine.load %t[%i, %j] : memref<10x10xf32>
      %s = arith.addf %x, %y : f32
      affine.store %s, %b[%i, %j] : memref<10x10xf32>
    }
  }
  memref.dealloc %t : memref<10x10xf32>
  return
}

// CHECK-LABEL: func.func @sink_invalid_interchange
// The source nest comes first, as it was.
// CHECK:      affine.for %{{.*}} = 0 to 10 {
// CHECK-NEXT:   affine.for %{{.*}} = 0 to 10 {
// CHECK-NEXT:     affine.load
// CHECK-NEXT:     affine.store
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %[[I:.*]] = 1 to 10 {
// CHECK-NEXT:   affine.for %[[J:.*]] = 0 to 9 {
// CHECK-NEXT:     %[[V:.*]] = affine.load %{{.*}}[%[[I]], %[[J]]]
// CHECK-NEXT:     affine.store %[[V]], %{{.*}}[%[[I]], %[[J]]]
// CHECK-NEXT:     affine.load %{{.*}}[%[[I]] - 1, %[[J]] + 1]
// Both loops carry a dependence with a (1, -1) distance: moving the inner
// loop outside would reverse it, so the nest keeps its order.
func.func @sink_invalid_interchange(%a: memref<10x10xf32>, %b: memref<10x10xf32>) {
  %t = memref.alloc() : memref<10x10xf32>
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %a[%i, %j] : memref<10x10xf32>
      affine.store %v, %t[%i, %j] : memref<10x10xf32>
    }
  }
  affine.for %i = 1 to 10 {
    affine.for %j = 0 to 9 {
      %x = affine.load %b[%i - 1, %j + 1] : memref<10x10xf32>
      %y = affine.load %t[%i, %j] : memref<10x10xf32>
      %s = arith.addf %x, %y : f32
      affine.store %s, %b[%i, %j] : memref<10x10xf32>
    }
  }
  memref.dealloc %t : memref<10x10xf32>
  return
}

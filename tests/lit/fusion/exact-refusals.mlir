// Fusions our soundness checks used to refuse conservatively and now decide
// exactly (issue #10). mlir-opt 22 makes each one soundly; we make the same
// ones, byte for byte, in the three modes.
//
// 1. An affine.min index of a memref.store is one of the min's results at
//    each instance (here always %j), not any value: the interchange that
//    sinkSequentialLoops makes before fusing keeps each element's writes in
//    order, as mlir-opt's dependence components (which do not see the
//    memref.store) assume.
// 2. A store that writes back, through the argument, the value just loaded
//    from the same element through a reinterpret_cast of it changes nothing:
//    the kept source's iterations run again in the slices are harmless
//    (differential fusion-mix seed 18). The fused nest stores into a private
//    buffer instead; the load stays.
// 3. The same through one memref (fusion-mix seed 792).
// 4. As 2, then the grown nest, whose private buffer is written at the
//    slice's depth and read in the inner loop, is fused into the next nest:
//    the private buffer carries nothing between iterations (fusion-mix
//    seed 45).
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
// RUN: affine-opt %s -split-input-file -affine-loop-fusion=mode=producer --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -split-input-file -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT --implicit-check-not='would change'

// SEM: semantic check: @interchange_min: same results
// SEM: semantic check: @store_back_view: same results
// SEM: semantic check: @store_back_same: same results
// SEM: semantic check: @private_read_deeper: same results

// REPORT: fused at depth 2: {{.*}}; source nest kept; 0 private buffer(s)
// REPORT: fused at depth 2: {{.*}}; source nest kept; 1 private buffer(s)
// REPORT: fused at depth 1: {{.*}}; source nest kept; 1 private buffer(s)
// REPORT: fused at depth 1: {{.*}}; source nest kept; 1 private buffer(s)
// REPORT: fused at depth 1: {{.*}}; source nest kept; 0 private buffer(s)

// CHECK-LABEL: func.func @interchange_min
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
// CHECK:             %[[K:.*]] = affine.min #{{.*}}(%[[J]])
// CHECK-NEXT:        memref.store %{{.*}}, %arg2[%[[K]]]
func.func @interchange_min(%a: memref<10x10xf32>, %b: memref<10x10xf32>, %c: memref<10xf32>) {
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
      %k = affine.min affine_map<(d0) -> (d0 mod 10, 12)>(%j)
      memref.store %s, %c[%k] : memref<10xf32>
    }
  }
  memref.dealloc %t : memref<10x10xf32>
  return
}

// -----

// CHECK-LABEL: func.func @store_back_view
// CHECK:         %[[P:.*]] = memref.alloc() : memref<1xf32>
// CHECK:         affine.for %{{.*}} = 0 to 4 {
// CHECK-NEXT:      affine.load %reinterpret_cast
// CHECK-NEXT:      affine.store %{{.*}}, %arg0
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 2 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 4 {
// CHECK-NEXT:        %[[X:.*]] = affine.load %reinterpret_cast[%[[I]]]
// CHECK-NEXT:        affine.store %[[X]], %[[P]][0]
// CHECK-NEXT:        affine.load %[[P]][0]
func.func @store_back_view(%a: memref<4xf32>, %b: memref<4x4xf32>) {
  %v = memref.reinterpret_cast %a to offset: [0], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32>
  affine.for %i = 0 to 4 {
    %x = affine.load %v[%i] : memref<4xf32>
    affine.store %x, %a[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 4 {
      %y = affine.load %a[%i] : memref<4xf32>
      %z = arith.addf %y, %y : f32
      affine.store %z, %b[%i, %j] : memref<4x4xf32>
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @store_back_same
// CHECK:         %[[P:.*]] = memref.alloc() : memref<1xf32>
// CHECK:         affine.for %[[I:.*]] = 0 to 2 {
// CHECK-NEXT:      %[[X:.*]] = affine.load %arg0[%[[I]]]
// CHECK-NEXT:      arith.mulf
// CHECK-NEXT:      affine.store %[[X]], %[[P]][0]
// CHECK-NEXT:      affine.for
// CHECK-NEXT:        affine.load %[[P]][0]
func.func @store_back_same(%a: memref<4xf32>, %b: memref<4x4xf32>) {
  affine.for %i = 0 to 4 {
    %x = affine.load %a[%i] : memref<4xf32>
    %w = arith.mulf %x, %x : f32
    affine.store %x, %a[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 4 {
      %y = affine.load %a[%i] : memref<4xf32>
      %z = arith.addf %y, %y : f32
      affine.store %z, %b[%i, %j] : memref<4x4xf32>
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @private_read_deeper
// CHECK:         %[[P:.*]] = memref.alloc() : memref<1x1xi32>
// CHECK:         affine.for %{{.*}} = 0 to 4 {
// CHECK:           affine.store %{{.*}}, %[[P]][0, 0]
// CHECK:           affine.load %[[P]][0, 0]
// CHECK:           affine.store
// CHECK-NEXT:      affine.load %alloc_0
// CHECK-NEXT:      affine.store %{{.*}}, %arg1
func.func @private_read_deeper(%a: memref<2xi32>, %o2: memref<4xi32>) {
  %out = memref.alloc() : memref<3x8xi32>
  %v = memref.reinterpret_cast %a to offset: [0], sizes: [2, 1], strides: [1, 1] : memref<2xi32> to memref<2x1xi32>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 1 {
      %x = affine.load %a[%i] : memref<2xi32>
      affine.store %x, %v[%i, %j] : memref<2x1xi32>
    }
  }
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 8 {
      %y = affine.load %v[(%i + 1) mod 2, 0] : memref<2x1xi32>
      %z = arith.addi %y, %y : i32
      affine.store %z, %out[%i, %j] : memref<3x8xi32>
    }
  }
  affine.for %i = 0 to 4 {
    %w = affine.load %out[(%i * 2) mod 3, %i + 4] : memref<3x8xi32>
    affine.store %w, %o2[%i] : memref<4xi32>
  }
  memref.dealloc %out : memref<3x8xi32>
  return
}

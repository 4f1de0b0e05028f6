// A kept producer that copies through a view of its own buffer, where
// some instances write an element back onto itself (fusion-mix seeds
// 1987 and 1983, reduced). %flat[%i] is %A[0, %i] for %i < 4, so the
// instances the slices run again (%i = %j < 4) each store the value they
// just loaded into the element they loaded it from: nothing later writes
// what they read, and a rerun computes what the first run did. mlir-opt 22
// fuses (a one-element private buffer for the slice's store); we used to
// refuse, taking each of those write-backs for a later update of what the
// rerun reads. Only the write-back of the same instance is left out: a
// store of another instance to an element a rerun reads still refuses the
// fusion (soundness/kept-source-view-overwrite.mlir). The output is
// mlir-opt 22's, in the three modes.
//
// RUN: affine-opt %s -affine-loop-fusion > %t.ours
// RUN: %mlir_opt %s -affine-loop-fusion > %t.ref
// RUN: diff %t.ref %t.ours
// RUN: FileCheck %s < %t.ours
// RUN: affine-opt %s -affine-loop-fusion=mode=producer > %t.ours.producer
// RUN: %mlir_opt %s -affine-loop-fusion=mode=producer > %t.ref.producer
// RUN: diff %t.ref.producer %t.ours.producer
// RUN: affine-opt %s -affine-loop-fusion=mode=sibling > %t.ours.sibling
// RUN: %mlir_opt %s -affine-loop-fusion=mode=sibling > %t.ref.sibling
// RUN: diff %t.ref.sibling %t.ours.sibling
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion=mode=producer --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT

// CHECK-LABEL: func.func @kernel
// CHECK:         %[[P:.*]] = memref.alloc() : memref<1xf32>
// CHECK:         %[[F:.*]] = memref.reinterpret_cast %arg0
// CHECK:         affine.for %[[I:.*]] = 0 to 8 {
// CHECK-NEXT:      affine.load %arg0[0, %[[I]] mod 4]
// CHECK-NEXT:      affine.store %{{.*}}, %[[F]][%[[I]]]
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %[[J:.*]] = 0 to 4 {
// CHECK-NEXT:      affine.for %[[K:.*]] = 0 to 3 {
// CHECK-NEXT:        affine.load %arg0[0, %[[J]] mod 4]
// CHECK-NEXT:        affine.store %{{.*}}, %[[P]][0]
// CHECK-NEXT:        affine.load %[[P]][0]
// CHECK-NEXT:        affine.store %{{.*}}, %arg1[%[[J]], %[[K]]]

// SEM: semantic check: @kernel: same results

// REPORT: fused at depth 2: {{.*}}; source nest kept; 1 private buffer(s)

func.func @kernel(%A: memref<2x4xf32>, %B: memref<4x3xf32>) {
  %flat = memref.reinterpret_cast %A to offset: [0], sizes: [8], strides: [1] : memref<2x4xf32> to memref<8xf32>
  affine.for %i = 0 to 8 {
    %v = affine.load %A[0, %i mod 4] : memref<2x4xf32>
    affine.store %v, %flat[%i] : memref<8xf32>
  }
  affine.for %j = 0 to 4 {
    affine.for %k = 0 to 3 {
      %w = affine.load %flat[%j] : memref<8xf32>
      affine.store %w, %B[%j, %k] : memref<4x3xf32>
    }
  }
  return
}

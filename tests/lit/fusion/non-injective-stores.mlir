// Fusions of a producer whose lone store writes some elements more than
// once (`%i floordiv 2`, `%i + %k`) that mlir-opt 22 makes soundly, and
// that we make too, byte for byte, although such a store is now taken as
// self-dependent (tests/lit/fusion/soundness/kept-source-non-injective-store.mlir):
//
// 1. The consumer reads %t in reverse; each slice runs both writes of the
//    element it reads, in order, and no two slices share an instance: the
//    producer is removed (every instance runs once, each element's last
//    write last).
// 2. The same on rows of a 2-d memref.
// 3. The producer is kept (%t is an argument) and the slice writes a
//    private buffer: every write of an element the consumer reads is in
//    the slice, and nothing else reads the private buffer (maximal fusion).
//
// RUN: affine-opt %s -split-input-file -affine-loop-fusion > %t.ours
// RUN: %mlir_opt %s -split-input-file -affine-loop-fusion > %t.ref
// RUN: diff %t.ref %t.ours
// RUN: FileCheck %s < %t.ours
// RUN: affine-opt %s -split-input-file -affine-loop-fusion=mode=producer > %t.ours.producer
// RUN: %mlir_opt %s -split-input-file -affine-loop-fusion=mode=producer > %t.ref.producer
// RUN: diff %t.ref.producer %t.ours.producer
// RUN: affine-opt %s -split-input-file -affine-loop-fusion=maximal > %t.ours.maximal
// RUN: %mlir_opt %s -split-input-file -affine-loop-fusion=maximal > %t.ref.maximal
// RUN: diff %t.ref.maximal %t.ours.maximal
// RUN: FileCheck %s --check-prefix=MAXIMAL < %t.ours.maximal
// RUN: affine-opt %s -split-input-file -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -split-input-file -affine-loop-fusion=maximal --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM

// SEM: semantic check: @reversed_pairs: same results
// SEM: semantic check: @reversed_row_pairs: same results
// SEM: semantic check: @kept_source_private_slice: same results

// CHECK-LABEL: func.func @reversed_pairs
// CHECK-NEXT:    affine.for %[[J:.*]] = 0 to 8 {
// CHECK-NEXT:      affine.for %[[S:.*]] = #{{.*}}(%[[J]]) to #{{.*}}(%[[J]]) {
// CHECK-NEXT:        affine.load %arg0[%[[S]]]
// CHECK-NEXT:        affine.store %{{.*}}, %arg1[%[[S]] floordiv 2]
// CHECK-NEXT:      }
// CHECK-NEXT:      affine.load %arg1[-%[[J]] + 7]
// CHECK-NOT:     affine.for
func.func @reversed_pairs(%a: memref<16xf32>, %t: memref<8xf32>, %out: memref<8xf32>) {
  affine.for %i = 0 to 16 {
    %x = affine.load %a[%i] : memref<16xf32>
    affine.store %x, %t[%i floordiv 2] : memref<8xf32>
  }
  affine.for %j = 0 to 8 {
    %y = affine.load %t[7 - %j] : memref<8xf32>
    affine.store %y, %out[%j] : memref<8xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @reversed_row_pairs
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 4 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 4 {
// CHECK-NEXT:        affine.for
// CHECK:             affine.store %{{.*}}, %arg1[%{{.*}} floordiv 2, %{{.*}}]
func.func @reversed_row_pairs(%a: memref<8x4xf32>, %t: memref<4x4xf32>, %out: memref<4x4xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 4 {
      %x = affine.load %a[%i, %j] : memref<8x4xf32>
      affine.store %x, %t[%i floordiv 2, %j] : memref<4x4xf32>
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %y = affine.load %t[3 - %i, %j] : memref<4x4xf32>
      affine.store %y, %out[%i, %j] : memref<4x4xf32>
    }
  }
  return
}

// -----

// MAXIMAL-LABEL: func.func @kept_source_private_slice
// MAXIMAL:         %[[P:.*]] = memref.alloc() : memref<3xf32>
// MAXIMAL:         affine.store %{{.*}}, %arg1[%{{.*}} + %{{.*}}] : memref<7xf32>
// MAXIMAL:         affine.store %{{.*}}, %[[P]][%{{.*}} + %{{.*}}] : memref<3xf32>
// MAXIMAL:         affine.load %[[P]]
func.func @kept_source_private_slice(%a: memref<4x4xf32>, %t: memref<7xf32>, %out: memref<2xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %k = 0 to 4 {
      %x = affine.load %a[%i, %k] : memref<4x4xf32>
      affine.store %x, %t[%i + %k] : memref<7xf32>
    }
  }
  affine.for %j = 0 to 2 {
    %y = affine.load %t[%j] : memref<7xf32>
    affine.store %y, %out[%j] : memref<2xf32>
  }
  return
}

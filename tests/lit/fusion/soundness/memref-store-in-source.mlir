// Sound where mlir-opt 22 is not: a source nest that updates, with a plain
// memref.store, the memref it reads. The soundness check's questions about
// the source's own instances (run again by overlapping slices, reordered
// across slices) looked at affine accesses only, so the memref.store was
// invisible and such a fusion went through. A memref.load / memref.store now
// takes part as an access to the whole memref (its indices are not looked
// at): every two instances of it, and it with any access of the memref,
// may touch a common element.
//
// @rerun: the destination reads %B[%j] and %B[%j + 1], so the slice is
// `%j <= %i < %j + 2`: iteration %i + 1 runs in two slices and doubles
// %A[%i + 1] twice (and stores the doubled value into %B). mlir-opt 22
// fuses; we refuse.
// @once: the destination reads %B[%j] only, the slice is `%i = %j`: each
// source iteration runs once, in order: fused, as mlir-opt 22 does.
// @dst_store: the destination's memref.store writes %A[%j + 1], which the
// slice of the next destination iteration then reads (the source read it
// before any destination write). mlir-opt 22 fuses (and so did we: the
// check of slice accesses after destination writes saw affine stores
// only); a destination memref.store now counts as a write of any element.
//
// RUN: affine-opt %s -affine-loop-fusion="mode=producer maximal" | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion="mode=producer maximal" --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion="compute-tolerance=1.0" --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion="mode=producer maximal" --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: affine-opt %s -affine-loop-fusion="mode=producer maximal" | FileCheck %s --check-prefix=SAME22
// RUN: %mlir_opt %s -affine-loop-fusion="mode=producer maximal" | FileCheck %s --check-prefix=SAME22
// RUN: affine-opt %s --run=rerun --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=DST-REPORT
// RUN: affine-opt %s --run=dst_store --run-inputs='[[1, 2, 3, 4, 5], [0, 0, 0, 0]]' | FileCheck %s --check-prefix=DST-CORRECT
// RUN: %mlir_opt %s -affine-loop-fusion | affine-opt --run=dst_store --run-inputs='[[1, 2, 3, 4, 5], [0, 0, 0, 0]]' | FileCheck %s --check-prefix=DST-MLIR-WRONG
// RUN: %mlir_opt %s -affine-loop-fusion="mode=producer maximal" | affine-opt --run=rerun --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=MLIR-WRONG

// CHECK-LABEL: func.func @rerun
// CHECK:         affine.for %[[I:.*]] = 0 to 9 {
// CHECK-NEXT:      affine.load %arg0[%[[I]]]
// CHECK-NEXT:      affine.store %{{.*}}, %arg1[%[[I]]]
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      memref.store %{{.*}}, %arg0[%[[I]]]
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %[[J:.*]] = 0 to 8 {

// SEM: semantic check: @rerun: same results
// SEM: semantic check: @once: same results
// SEM: semantic check: @dst_store: same results

// REPORT: depth 1: slice %i0 <= %i0' < %i0 + 2
// REPORT-NEXT: not fused: fusing would change what the program computes: source iterations that update memory they read would run more than once
// REPORT: depth 1: slice %i0' = %i0
// REPORT-NEXT: fused at depth 1

// SAME22-LABEL: func.func @once
// SAME22-NEXT:    affine.for %[[J:.*]] = 0 to 9 {
// SAME22-NEXT:      affine.load %arg0[%[[J]]] : memref<9xf32>
// SAME22-NEXT:      affine.store %{{.*}}, %arg1[%[[J]]] : memref<9xf32>
// SAME22-NEXT:      arith.addf
// SAME22-NEXT:      memref.store %{{.*}}, %arg0[%[[J]]] : memref<9xf32>
// SAME22-NEXT:      affine.load %arg1[%[[J]]] : memref<9xf32>
// SAME22-NEXT:      affine.store %{{.*}}, %arg2[%[[J]]] : memref<9xf32>
// SAME22-NEXT:    }

// CHECK-LABEL: func.func @dst_store
// CHECK:         affine.for %[[I:.*]] = 0 to 4 {
// CHECK-NEXT:      affine.load %arg0[%[[I]]]
// CHECK-NEXT:      affine.store %{{.*}}, %arg1[%[[I]]]
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for

// DST-REPORT: compute cost: source 8, destination 12, fused 20
// DST-REPORT-NEXT: storage reduction: 1.00x
// DST-REPORT-NEXT: not fused: fusing would change what the program computes: the slice would access memory after the destination wrote it

// DST-CORRECT: arg0: memref<5xf32> = [1, 1, 2, 3, 4]
// DST-MLIR-WRONG: arg0: memref<5xf32> = [1, 1, 1, 1, 1]

// CORRECT: arg0: memref<9xf32> = [2, 4, 6, 8, 10, 12, 14, 16, 18]
// CORRECT: arg2: memref<8xf32> = [3, 5, 7, 9, 11, 13, 15, 17]
// MLIR-WRONG: arg0: memref<9xf32> = [2, 8, 12, 16, 20, 24, 28, 32, 18]
// MLIR-WRONG: arg2: memref<8xf32> = [3, 7, 10, 13, 16, 19, 22, 25]

func.func @rerun(%A: memref<9xf32>, %B: memref<9xf32>, %C: memref<8xf32>) {
  affine.for %i = 0 to 9 {
    %v = affine.load %A[%i] : memref<9xf32>
    affine.store %v, %B[%i] : memref<9xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %A[%i] : memref<9xf32>
  }
  affine.for %j = 0 to 8 {
    %u = affine.load %B[%j] : memref<9xf32>
    %x = affine.load %B[%j + 1] : memref<9xf32>
    %s = arith.addf %u, %x : f32
    affine.store %s, %C[%j] : memref<8xf32>
  }
  return
}

func.func @once(%A: memref<9xf32>, %B: memref<9xf32>, %C: memref<9xf32>) {
  affine.for %i = 0 to 9 {
    %v = affine.load %A[%i] : memref<9xf32>
    affine.store %v, %B[%i] : memref<9xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %A[%i] : memref<9xf32>
  }
  affine.for %j = 0 to 9 {
    %u = affine.load %B[%j] : memref<9xf32>
    affine.store %u, %C[%j] : memref<9xf32>
  }
  return
}

func.func @dst_store(%A: memref<5xf32>, %B: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  affine.for %i = 0 to 4 {
    %v = affine.load %A[%i] : memref<5xf32>
    affine.store %v, %B[%i] : memref<4xf32>
  }
  affine.for %j = 0 to 4 {
    %w = affine.load %B[%j] : memref<4xf32>
    %k = arith.addi %j, %c1 : index
    memref.store %w, %A[%k] : memref<5xf32>
  }
  return
}

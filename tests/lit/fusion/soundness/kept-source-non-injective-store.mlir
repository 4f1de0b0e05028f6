// Sound where mlir-opt 22 is not: a kept source whose lone store writes some
// elements more than once (`%t[%i + %k]`) is not fused when its slices rerun
// only some of the writes of an element.
//
// The producer writes %t[i + k] = A[i][k] for i, k in 0..3: the last write
// of %t[e] is the one with the largest i. The consumer reads %t[0] and %t[1];
// a third nest reads all of %t, so the producer is kept. mlir-opt 22 fuses a
// slice of it into the consumer (0 <= i', k' < 2, which writes %t[0..2]) and
// keeps the producer: after the fused nest %t[2] holds A[1][1], written last
// by the slice, instead of A[2][0], and the third nest copies that out. The
// consumer's own reads are right: only an element it does not read keeps a
// partial write. The source's accesses to %t were one store, so the check
// for reruns of self-dependent memory never looked at it; a lone store is
// now asked about as well unless its subscripts are an injective function of
// the loops (`store_is_injective` in affine_analysis::fusion_legality), and
// our pass finds that the slice reruns instances another source instance
// overwrites (`RecomputedInstances`), leaving the nests alone.
//
// RUN: affine-opt %s -affine-loop-fusion | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion=mode=producer | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion=maximal | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion=maximal --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// What the program computes, and what mlir-opt's output computes:
// RUN: affine-opt %s --run=kernel --run-inputs='[[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]], [0, 0], [0, 0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -affine-loop-fusion | affine-opt --run=kernel --run-inputs='[[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]], [0, 0], [0, 0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=MLIR-WRONG

// CHECK-LABEL: func.func @kernel
// CHECK:         affine.for %{{.*}} = 0 to 4 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 4 {
// CHECK:             affine.store %{{.*}}, %alloc[%{{.*}} + %{{.*}}] : memref<7xf32>
// CHECK:         affine.for %{{.*}} = 0 to 2 {
// CHECK-NEXT:      affine.load %alloc
// CHECK-NEXT:      affine.store %{{.*}}, %arg1
// CHECK-NEXT:    }
// CHECK:         affine.for %{{.*}} = 0 to 7 {

// SEM: semantic check: @kernel: same results

// REPORT: not fused: fusing would change what the program computes: source iterations that update memory they read would run more than once

// CORRECT: arg2: memref<7xf32> = [0, 4, 8, 12, 13, 14, 15]
// MLIR-WRONG: arg2: memref<7xf32> = [0, 4, 5, 12, 13, 14, 15]

func.func @kernel(%a: memref<4x4xf32>, %out: memref<2xf32>, %all: memref<7xf32>) {
  %t = memref.alloc() : memref<7xf32>
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
  affine.for %j = 0 to 7 {
    %y = affine.load %t[%j] : memref<7xf32>
    affine.store %y, %all[%j] : memref<7xf32>
  }
  memref.dealloc %t : memref<7xf32>
  return
}

// Sound where mlir-opt 22 is not: sibling fusion removes the sibling, so
// its slices, over all destination iterations, must run every one of its
// iterations (fusion-mix seed 1978, reduced).
//
// Both nests read %T. The second reads %T[%j + 1] for %j in 0..3, the first
// %T[%i floordiv 2] for %i in 0..8, so the sibling slice is
// `2 * %j + 2 <= %i < 2 * %j + 4`: iterations 0 and 1 of the first nest run
// in no slice. mlir-opt 22 takes the slice to be maximal (its maximality
// system names the slice's dim by %j and drops the bounds that name %j),
// fuses and deletes the first nest: %B[0] and %B[1] are never written. Our
// pass checks that the slices cover the sibling's domain (the destination
// IVs existentially quantified) and leaves the nests alone.
//
// RUN: affine-opt %s -affine-loop-fusion="mode=sibling" | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion="mode=sibling" --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion="mode=sibling" --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: affine-opt %s --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7], [0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -affine-loop-fusion="mode=sibling" | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7], [0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0]]' | FileCheck %s --check-prefix=MLIR-WRONG

// CHECK-LABEL: func.func @kernel
// CHECK:         affine.for %[[I:.*]] = 0 to 8 {
// CHECK-NEXT:      affine.load %arg0[%[[I]] floordiv 2]
// CHECK-NEXT:      affine.store %{{.*}}, %arg1[%[[I]]]
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %[[J:.*]] = 0 to 3 {
// CHECK-NEXT:      affine.load %arg0[%[[J]] + 1]

// SEM: semantic check: @kernel: same results

// REPORT: depth 1: slice %i0 * 2 + 2 <= %i0' < %i0 * 2 + 4
// REPORT: not fused: fusing would change what the program computes: the slices do not run every sibling iteration (sibling fusion removes the sibling)

// CORRECT: arg1: memref<8xf32> = [1, 1, 2, 2, 3, 3, 4, 4]
// MLIR-WRONG: arg1: memref<8xf32> = [0, 0, 2, 2, 3, 3, 4, 4]

func.func @kernel(%T: memref<7xf32>, %B: memref<8xf32>, %C: memref<3xf32>) {
  affine.for %i = 0 to 8 {
    %v = affine.load %T[%i floordiv 2] : memref<7xf32>
    affine.store %v, %B[%i] : memref<8xf32>
  }
  affine.for %j = 0 to 3 {
    %v = affine.load %T[%j + 1] : memref<7xf32>
    affine.store %v, %C[%j] : memref<3xf32>
  }
  return
}

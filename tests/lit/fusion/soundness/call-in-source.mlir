// Sound where mlir-opt 22 is not: a source nest that updates, through a
// call, the memref it reads. The soundness check's questions about the
// source's own instances looked at affine accesses only; a call (an op
// without regions whose memory effects are not known to be none) now reads
// and writes each of its memref operands whole, as a memref.store does
// (memref-store-in-source.mlir). What the callee touches is not looked at.
//
// The destination reads %B[%j] and %B[%j + 1], so the slice is
// `%j <= %i < %j + 2`: iteration %i + 1 runs in two slices and its call
// doubles %A[%i + 1] twice. mlir-opt 22 fuses; we refuse.
//
// RUN: affine-opt %s -affine-loop-fusion="mode=producer maximal" | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion="mode=producer maximal" --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion="mode=producer maximal" --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: affine-opt %s --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -affine-loop-fusion="mode=producer maximal" | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=MLIR-WRONG

// CHECK-LABEL: func.func @kernel
// CHECK:         affine.for %[[I:.*]] = 0 to 9 {
// CHECK-NEXT:      affine.load %arg0[%[[I]]]
// CHECK-NEXT:      affine.store %{{.*}}, %arg1[%[[I]]]
// CHECK-NEXT:      call @double_at(%arg0, %[[I]])
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %[[J:.*]] = 0 to 8 {

// SEM: semantic check: @kernel: same results

// REPORT: depth 1: slice %i0 <= %i0' < %i0 + 2
// REPORT-NEXT: not fused: fusing would change what the program computes: source iterations that update memory they read would run more than once

// CORRECT: arg0: memref<9xf32> = [2, 4, 6, 8, 10, 12, 14, 16, 18]
// CORRECT: arg2: memref<8xf32> = [3, 5, 7, 9, 11, 13, 15, 17]
// MLIR-WRONG: arg0: memref<9xf32> = [2, 8, 12, 16, 20, 24, 28, 32, 18]
// MLIR-WRONG: arg2: memref<8xf32> = [3, 7, 10, 13, 16, 19, 22, 25]

func.func @double_at(%A: memref<9xf32>, %i: index) {
  %v = memref.load %A[%i] : memref<9xf32>
  %w = arith.addf %v, %v : f32
  memref.store %w, %A[%i] : memref<9xf32>
  return
}

func.func @kernel(%A: memref<9xf32>, %B: memref<9xf32>, %C: memref<8xf32>) {
  affine.for %i = 0 to 9 {
    %v = affine.load %A[%i] : memref<9xf32>
    affine.store %v, %B[%i] : memref<9xf32>
    func.call @double_at(%A, %i) : (memref<9xf32>, index) -> ()
  }
  affine.for %j = 0 to 8 {
    %u = affine.load %B[%j] : memref<9xf32>
    %x = affine.load %B[%j + 1] : memref<9xf32>
    %s = arith.addf %u, %x : f32
    affine.store %s, %C[%j] : memref<8xf32>
  }
  return
}

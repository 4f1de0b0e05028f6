// A kept source whose slices rerun a store that writes some elements at
// several source iterations (fusion-mix seeds 2843 and 3000, main seeds 822
// and 847, reduced): sound where every rerun stores the value the element
// already holds, refused where one does not.
//
// The producer writes %t[%i mod 4] at %i and %i + 4 and reads it back; the
// consumer reads %B[%j + 2], so each slice reruns source iteration %j + 2
// after the kept producer ran whole (a later nest copies %t out). The
// rerun of %i = 2 writes %t[2] again after %i = 6 wrote it last, which
// `RecomputedInstances` refused until the stored value was proven to be a
// function of the element alone (`fusion_legality/replay.rs`): pure
// arithmetic on constants, values fixed for the run, loop IVs and affine
// loads of buffers no source op writes, whose leaves (IV values, load
// subscripts) are equal at any two store instances writing one element
// (exact emptiness questions), and every read of %t a slice runs follows a
// source write of its element. Then each instance writing %t[e] stores one
// value, in the source and in every slice, and every read sees it.
//
// same.mlir: %t[%i mod 4] = 2 * %A[(%i mod 4) floordiv 2], a function of
// the element: fused, identical to mlir-opt 22 in the three modes.
// address.mlir: %t[%i mod 4] = 2 * %A[%i floordiv 4]: %t[2] holds 2 * A[1]
// after the producer, the rerun at %j = 0 stores 2 * A[0], which the last
// nest copies out. Refused; mlir-opt 22 fuses it and computes
// D = [20, 20, 2, 2] instead of [20, 20, 20, 20] for A = [1, 10].
// early.mlir: the producer reads %t[(%i + 1) mod 4] before writing
// %t[%i mod 4]: at %i = 2 it reads %t[3] before the source writes it (the
// zero the first nest stored), the rerun at %j = 0 reads the 20 the kept
// producer left there. Refused; mlir-opt 22 computes C = [20, 2, 2, 20]
// instead of [0, 2, 2, 20].
//
// RUN: split-file %s %t
// RUN: affine-opt %t/same.mlir -affine-loop-fusion > %t/same.ours
// RUN: %mlir_opt %t/same.mlir -affine-loop-fusion > %t/same.ref
// RUN: diff %t/same.ref %t/same.ours
// RUN: FileCheck %s --check-prefix=SAME < %t/same.ours
// RUN: affine-opt %t/same.mlir -affine-loop-fusion=mode=producer > %t/same.ours.producer
// RUN: %mlir_opt %t/same.mlir -affine-loop-fusion=mode=producer > %t/same.ref.producer
// RUN: diff %t/same.ref.producer %t/same.ours.producer
// RUN: affine-opt %t/same.mlir -affine-loop-fusion=mode=sibling > %t/same.ours.sibling
// RUN: %mlir_opt %t/same.mlir -affine-loop-fusion=mode=sibling > %t/same.ref.sibling
// RUN: diff %t/same.ref.sibling %t/same.ours.sibling
// RUN: affine-opt %t/same.mlir -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %t/same.mlir -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=SAME-REPORT
//
// RUN: affine-opt %t/address.mlir -affine-loop-fusion | FileCheck %s --check-prefix=KEPT
// RUN: affine-opt %t/address.mlir -affine-loop-fusion=mode=producer | FileCheck %s --check-prefix=KEPT
// RUN: affine-opt %t/address.mlir -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %t/address.mlir -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REFUSED
// RUN: affine-opt %t/address.mlir --run=kernel --run-inputs='[[1, 10], [0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]' | FileCheck %s --check-prefix=ADDRESS-CORRECT
// RUN: %mlir_opt %t/address.mlir -affine-loop-fusion | affine-opt --run=kernel --run-inputs='[[1, 10], [0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]' | FileCheck %s --check-prefix=ADDRESS-MLIR-WRONG
//
// RUN: affine-opt %t/early.mlir -affine-loop-fusion | FileCheck %s --check-prefix=KEPT
// RUN: affine-opt %t/early.mlir -affine-loop-fusion=mode=producer | FileCheck %s --check-prefix=KEPT
// RUN: affine-opt %t/early.mlir -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %t/early.mlir -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REFUSED
// RUN: affine-opt %t/early.mlir --run=kernel --run-inputs='[[1, 10], [0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]' | FileCheck %s --check-prefix=EARLY-CORRECT
// RUN: %mlir_opt %t/early.mlir -affine-loop-fusion | affine-opt --run=kernel --run-inputs='[[1, 10], [0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]' | FileCheck %s --check-prefix=EARLY-MLIR-WRONG

// SAME-LABEL: func.func @kernel
// SAME:         affine.for %[[I:.*]] = 0 to 8 {
// SAME:           affine.store %{{.*}}, %[[T:.*]][%[[I]] mod 4] : memref<4xf32>
// SAME:         affine.for %[[J:.*]] = 0 to 4 {
// SAME-NEXT:      %[[S:.*]] = affine.apply #{{.*}}(%[[J]])
// SAME-NEXT:      affine.load %arg0[(%[[S]] mod 4) floordiv 2]
// SAME:           affine.store %{{.*}}, %[[T]][%[[S]] mod 4] : memref<4xf32>
// SAME:           affine.store %{{.*}}, %arg2[%[[J]]] : memref<4xf32>

// SAME-REPORT: source nest kept
// SAME-REPORT-NOT: would run more than once

// SEM: semantic check: @kernel: same results

// The consumer is left alone: it still reads %arg1.
// KEPT-LABEL: func.func @kernel
// KEPT:           affine.load %arg1[%[[J:.*]] + 2] : memref<8xf32>
// KEPT-NEXT:      affine.store %{{.*}}, %arg2[%[[J]]] : memref<4xf32>

// REFUSED: not fused: fusing would change what the program computes: source iterations that update memory they read would run more than once

// ADDRESS-CORRECT: arg3: memref<4xf32> = [20, 20, 20, 20]
// ADDRESS-MLIR-WRONG: arg3: memref<4xf32> = [20, 20, 2, 2]
// EARLY-CORRECT: arg2: memref<4xf32> = [0, 2, 2, 20]
// EARLY-MLIR-WRONG: arg2: memref<4xf32> = [20, 2, 2, 20]

//--- same.mlir
func.func @kernel(%A: memref<2xf32>, %B: memref<8xf32>, %C: memref<4xf32>, %D: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 8 {
    %x = affine.load %A[(%i mod 4) floordiv 2] : memref<2xf32>
    %c = arith.constant 2.0 : f32
    %y = arith.mulf %x, %c : f32
    affine.store %y, %t[%i mod 4] : memref<4xf32>
    %z = affine.load %t[%i mod 4] : memref<4xf32>
    affine.store %z, %B[%i] : memref<8xf32>
  }
  affine.for %j = 0 to 4 {
    %v = affine.load %B[%j + 2] : memref<8xf32>
    affine.store %v, %C[%j] : memref<4xf32>
  }
  affine.for %j = 0 to 4 {
    %v = affine.load %t[%j] : memref<4xf32>
    affine.store %v, %D[%j] : memref<4xf32>
  }
  memref.dealloc %t : memref<4xf32>
  return
}

//--- address.mlir
func.func @kernel(%A: memref<2xf32>, %B: memref<8xf32>, %C: memref<4xf32>, %D: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 8 {
    %x = affine.load %A[%i floordiv 4] : memref<2xf32>
    %c = arith.constant 2.0 : f32
    %y = arith.mulf %x, %c : f32
    affine.store %y, %t[%i mod 4] : memref<4xf32>
    %z = affine.load %t[%i mod 4] : memref<4xf32>
    affine.store %z, %B[%i] : memref<8xf32>
  }
  affine.for %j = 0 to 4 {
    %v = affine.load %B[%j + 2] : memref<8xf32>
    affine.store %v, %C[%j] : memref<4xf32>
  }
  affine.for %j = 0 to 4 {
    %v = affine.load %t[%j] : memref<4xf32>
    affine.store %v, %D[%j] : memref<4xf32>
  }
  memref.dealloc %t : memref<4xf32>
  return
}

//--- early.mlir
func.func @kernel(%A: memref<2xf32>, %B: memref<8xf32>, %C: memref<4xf32>, %D: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  %zero = arith.constant 0.0 : f32
  affine.for %k = 0 to 4 {
    affine.store %zero, %t[%k] : memref<4xf32>
  }
  affine.for %i = 0 to 8 {
    %z = affine.load %t[(%i + 1) mod 4] : memref<4xf32>
    affine.store %z, %B[%i] : memref<8xf32>
    %x = affine.load %A[(%i mod 4) floordiv 2] : memref<2xf32>
    %c = arith.constant 2.0 : f32
    %y = arith.mulf %x, %c : f32
    affine.store %y, %t[%i mod 4] : memref<4xf32>
  }
  affine.for %j = 0 to 4 {
    %v = affine.load %B[%j + 2] : memref<8xf32>
    affine.store %v, %C[%j] : memref<4xf32>
  }
  affine.for %j = 0 to 4 {
    %v = affine.load %t[%j] : memref<4xf32>
    affine.store %v, %D[%j] : memref<4xf32>
  }
  memref.dealloc %t : memref<4xf32>
  return
}

// A kept source with a load whose value nothing uses (fusion-mix seeds 3000
// and 3127, reduced): the load reads %t[(%i + 1) mod 8] before iteration
// %i + 1 writes it, a write-after-read pair inside the source, so the
// slices' reruns of the source were refused ("source iterations that update
// memory they read would run more than once"). A load whose value feeds only
// pure computations that end nowhere computes nothing, whatever it reads:
// the questions about the source's own instances leave it out (the
// questions about the destination's writes already did), and the fusion is
// identical to mlir-opt 22 in the three modes (dead.mlir).
//
// live.mlir is the same program with the loaded value stored to %B: each
// slice reruns iteration %j + 2, whose read of %t[%j + 3] saw the zero of
// the first nest in the source and sees what the kept producer wrote there
// in the fused nest. Refused; mlir-opt 22 fuses it and computes
// C = [8, 10, 12, 14] instead of [0, 0, 0, 0] for A = [1, ..., 8].
//
// RUN: split-file %s %t
// RUN: affine-opt %t/dead.mlir -affine-loop-fusion > %t/dead.ours
// RUN: %mlir_opt %t/dead.mlir -affine-loop-fusion > %t/dead.ref
// RUN: diff %t/dead.ref %t/dead.ours
// RUN: FileCheck %s --check-prefix=DEAD < %t/dead.ours
// RUN: affine-opt %t/dead.mlir -affine-loop-fusion=mode=producer > %t/dead.ours.producer
// RUN: %mlir_opt %t/dead.mlir -affine-loop-fusion=mode=producer > %t/dead.ref.producer
// RUN: diff %t/dead.ref.producer %t/dead.ours.producer
// RUN: affine-opt %t/dead.mlir -affine-loop-fusion=mode=sibling > %t/dead.ours.sibling
// RUN: %mlir_opt %t/dead.mlir -affine-loop-fusion=mode=sibling > %t/dead.ref.sibling
// RUN: diff %t/dead.ref.sibling %t/dead.ours.sibling
// RUN: affine-opt %t/dead.mlir -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
//
// RUN: affine-opt %t/live.mlir -affine-loop-fusion | FileCheck %s --check-prefix=LIVE
// RUN: affine-opt %t/live.mlir -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %t/live.mlir -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REFUSED
// RUN: affine-opt %t/live.mlir --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], [0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=LIVE-CORRECT
// RUN: %mlir_opt %t/live.mlir -affine-loop-fusion | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], [0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=LIVE-MLIR-WRONG

// DEAD-LABEL: func.func @kernel
// DEAD:         affine.for %[[J:.*]] = 0 to 4 {
// DEAD-NEXT:      %[[S:.*]] = affine.apply #{{.*}}(%[[J]])
// DEAD-NEXT:      affine.load %{{.*}}[(%[[S]] + 1) mod 8]
// DEAD:           affine.store %{{.*}}, %arg2[%[[J]]] : memref<4xf32>

// SEM: semantic check: @kernel: same results

// LIVE-LABEL: func.func @kernel
// LIVE:           affine.load %arg1[%[[J:.*]] + 2] : memref<8xf32>
// LIVE-NEXT:      affine.store %{{.*}}, %arg2[%[[J]]] : memref<4xf32>

// REFUSED: not fused: fusing would change what the program computes: source iterations that update memory they read would run more than once

// LIVE-CORRECT: arg2: memref<4xf32> = [0, 0, 0, 0]
// LIVE-MLIR-WRONG: arg2: memref<4xf32> = [8, 10, 12, 14]

//--- dead.mlir
func.func @kernel(%A: memref<8xf32>, %B: memref<8xf32>, %C: memref<4xf32>, %D: memref<8xf32>) {
  %t = memref.alloc() : memref<8xf32>
  %zero = arith.constant 0.0 : f32
  affine.for %k = 0 to 8 {
    affine.store %zero, %t[%k] : memref<8xf32>
  }
  affine.for %i = 0 to 8 {
    %d = affine.load %t[(%i + 1) mod 8] : memref<8xf32>
    %e = arith.addf %d, %d : f32
    %x = affine.load %A[%i] : memref<8xf32>
    affine.store %x, %t[%i] : memref<8xf32>
    affine.store %x, %B[%i] : memref<8xf32>
  }
  affine.for %j = 0 to 4 {
    %v = affine.load %B[%j + 2] : memref<8xf32>
    affine.store %v, %C[%j] : memref<4xf32>
  }
  affine.for %j = 0 to 8 {
    %v = affine.load %t[%j] : memref<8xf32>
    affine.store %v, %D[%j] : memref<8xf32>
  }
  memref.dealloc %t : memref<8xf32>
  return
}

//--- live.mlir
func.func @kernel(%A: memref<8xf32>, %B: memref<8xf32>, %C: memref<4xf32>, %D: memref<8xf32>) {
  %t = memref.alloc() : memref<8xf32>
  %zero = arith.constant 0.0 : f32
  affine.for %k = 0 to 8 {
    affine.store %zero, %t[%k] : memref<8xf32>
  }
  affine.for %i = 0 to 8 {
    %d = affine.load %t[(%i + 1) mod 8] : memref<8xf32>
    %e = arith.addf %d, %d : f32
    %x = affine.load %A[%i] : memref<8xf32>
    affine.store %x, %t[%i] : memref<8xf32>
    affine.store %e, %B[%i] : memref<8xf32>
  }
  affine.for %j = 0 to 4 {
    %v = affine.load %B[%j + 2] : memref<8xf32>
    affine.store %v, %C[%j] : memref<4xf32>
  }
  affine.for %j = 0 to 8 {
    %v = affine.load %t[%j] : memref<8xf32>
    affine.store %v, %D[%j] : memref<8xf32>
  }
  memref.dealloc %t : memref<8xf32>
  return
}

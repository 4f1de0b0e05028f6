// A slice that reads memory after the destination rewrote it is refused
// ("the slice would access memory after the destination wrote it"), unless
// what it reads only ends up in a buffer nothing observable reads: a
// temporary every load of which feeds only pure computations that end
// nowhere (or stores into such temporaries). Its writes and reads may then
// be reordered, repeated or lost (fusion-mix seed 2413, reduced).
//
// dead.mlir: the slice of iteration %i reads %A[3 - %i], which the
// destination set to 1 at iteration 3 - %i < %i; the value goes into %T,
// whose one read is dead. Fused, identical to mlir-opt 22 in the three
// modes.
//
// live.mlir: a third nest copies %T to %B: the stale values are seen.
// Refused; mlir-opt 22 fuses the three nests and computes
// B = [-3.5, -4.5, 2, 2] instead of [-3.5, -4.5, -6.75, -1.5].
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
// RUN: affine-opt %t/live.mlir -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %t/live.mlir -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REFUSED
// RUN: affine-opt %t/live.mlir -affine-loop-fusion | affine-opt --run=kernel --run-seed=1 | FileCheck %s --check-prefix=LIVE-CORRECT
// RUN: %mlir_opt %t/live.mlir -affine-loop-fusion | affine-opt --run=kernel --run-seed=1 | FileCheck %s --check-prefix=LIVE-MLIR-WRONG

// DEAD-LABEL: func.func @kernel
// DEAD:         affine.for %[[I:.*]] = 0 to 4 {
// DEAD-NEXT:      affine.load %arg0[-%[[I]] + 3]
// DEAD:           affine.store %{{.*}}, %arg0[%[[I]]] : memref<4xf32>
// DEAD-NOT:     affine.for

// SEM: semantic check: @kernel: same results

// REFUSED: not fused: fusing would change what the program computes: the slice would access memory after the destination wrote it

// LIVE-CORRECT: arg1: memref<4xf32> = [-3.5, -4.5, -6.75, -1.5]
// LIVE-MLIR-WRONG: arg1: memref<4xf32> = [-3.5, -4.5, 2, 2]

//--- dead.mlir
func.func @kernel(%A: memref<4xf32>) {
  %T = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 4 {
    %a = affine.load %A[3 - %i] : memref<4xf32>
    %s = arith.addf %a, %a : f32
    affine.store %s, %T[%i] : memref<4xf32>
  }
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    %t = affine.load %T[%i] : memref<4xf32>
    %d = arith.mulf %t, %t : f32
    affine.store %one, %A[%i] : memref<4xf32>
  }
  memref.dealloc %T : memref<4xf32>
  return
}

//--- live.mlir
func.func @kernel(%A: memref<4xf32>, %B: memref<4xf32>) {
  %T = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 4 {
    %a = affine.load %A[3 - %i] : memref<4xf32>
    %s = arith.addf %a, %a : f32
    affine.store %s, %T[%i] : memref<4xf32>
  }
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    %t = affine.load %T[%i] : memref<4xf32>
    %d = arith.mulf %t, %t : f32
    affine.store %one, %A[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 4 {
    %t = affine.load %T[%i] : memref<4xf32>
    affine.store %t, %B[%i] : memref<4xf32>
  }
  memref.dealloc %T : memref<4xf32>
  return
}

// mlir-opt 22 BUG (invalid output): -affine-loop-fusion produces IR where a
// loop bound operand does not dominate its use.
//
// The producer fills a temporary from A; the consumer reads it in
// `affine.for %j = %i to 3`, whose lower bound is the consumer's outer IV.
// Fusing the producer into the consumer's outer loop leaves the inner
// loop's bound referring to a value defined later: mlir-opt's verifier
// rejects its own output ("operand #0 does not dominate this use"). Found by
// the differential test (Fusion seed 139), reduced by line deletion and by
// hand. The test fails once upstream fixes the pass.
//
// RUN: not %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-fusion))' -o /dev/null 2>&1 | FileCheck %s
// RUN: affine-opt %s --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [0, 0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=INTERP
// Our fusion (sound here) computes what the input computes:
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-fusion))' --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=OURS-SEM
// OURS-SEM: @kernel: same results on

// CHECK: error: operand #0 does not dominate this use
// INTERP: arg1: memref<7xi32> = [0, 0, 0, 0, 1, 2, 3]

func.func @kernel(%A: memref<10xi32>, %B: memref<7xi32>) {
  %t = memref.alloc() : memref<10xi32>
  affine.for %i = 0 to 10 {
    %a = affine.load %A[%i] : memref<10xi32>
    affine.store %a, %t[%i] : memref<10xi32>
  }
  affine.for %i = 0 to 4 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 3 {
      %v = affine.load %t[%i] : memref<10xi32>
      affine.store %v, %B[%j + 4] : memref<7xi32>
    }
  }
  memref.dealloc %t : memref<10xi32>
  return
}

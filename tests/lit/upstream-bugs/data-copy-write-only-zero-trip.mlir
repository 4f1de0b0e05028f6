// mlir-opt 22 BUG (miscompile): -affine-data-copy-generate hoists the
// copy-out of a region that is only written (here %A[1], by the store of
// 5) out of a loop that may run no iteration, without a copy-in: for
// %n = 0 the buffer is never written and its copy-out after the loop
// stores an undefined value into %A[1] (our interpreter reads a fresh
// buffer as zeros: [1, 0, 3, 4] instead of [1, 2, 3, 4]). Found by the
// data-copy differential (seed 278 and, for inputs with an empty loop,
// seed 2, config `fast-mem-space=0 skip-non-unit-stride-loops`), reduced
// by hand.
//
// Ours: the copies of a region only written in the range are hoisted past
// a loop without a copy-in only if every loop they leave runs (constant
// trip count of at least 1); otherwise the box is also copied in, so an
// unwritten buffer copies back what it read.
//
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' | FileCheck %s
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4], 0]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4], 3]' | FileCheck %s --check-prefix=RUNS
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4], 0]' | FileCheck %s --check-prefix=WRONG

// The copy-in reads %A[1] into the buffer before the loop.
// CHECK-LABEL: func.func @kernel
// CHECK:         %[[BUF:.*]] = memref.alloc() : memref<1xf32>
// CHECK:         affine.load %arg0[%{{.*}}] : memref<4xf32>
// CHECK-NEXT:    affine.store %{{.*}}, %[[BUF]][%{{.*}}] : memref<1xf32>
// CHECK:         affine.for %{{.*}} = 0 to %arg1 step 2 {
// CHECK:           affine.store %{{.*}}, %[[BUF]][0] : memref<1xf32>
// CHECK:         }
// CHECK:         affine.store %{{.*}}, %arg0[%{{.*}}] : memref<4xf32>
// CORRECT: arg0: memref<4xf32> = [1, 2, 3, 4]
// RUNS: arg0: memref<4xf32> = [1, 5, 3, 4]
// WRONG: arg0: memref<4xf32> = [1, 0, 3, 4]
func.func @kernel(%A: memref<4xf32>, %n: index) {
  affine.for %i = 0 to %n step 2 {
    %c = arith.constant 5.0 : f32
    affine.store %c, %A[1] : memref<4xf32>
  }
  return
}

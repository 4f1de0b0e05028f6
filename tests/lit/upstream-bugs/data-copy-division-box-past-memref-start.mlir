// mlir-opt 22 BUG (miscompile, out-of-bounds access):
// -affine-data-copy-generate copies the bounding box of a region that
// bounds a division subscript rationally, so the box can reach elements no
// access touches, past the memref's ends.
//
// %i takes the single value 1, so A[%i mod 2 - 1] reads A[0] only. The
// region flattens the mod with a local q = %i floordiv 2, bounded only by
// 2q <= %i <= 2q + 1, and its box is A[-1 .. 0]: mlir-opt's copy loop runs
// from -1, reads A[-1] and writes its one-element buffer at index -1.
// Found by the data-copy differential on loops_mix programs (seeds 46 and
// 175 of 0..200, `fast-mem-capacity=1` and
// `fast-mem-space=0 skip-non-unit-stride-loops`; session 31), reduced by
// hand.
//
// Ours: the region of a memref with a division subscript in the range is
// clamped to the memref where it can reach outside it (as for guarded
// accesses, tests/lit/upstream-bugs/data-copy-guarded-past-memref-end.mlir),
// which keeps every element a valid program touches: the copy reads A[0].
// The WRONG lines fail once upstream fixes the pass.
//
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0}))' | FileCheck %s
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0}))' --check-semantics=3 -o /dev/null 2>&1 | FileCheck %s --check-prefix=OURS
// RUN: affine-opt %s --run=kernel --run-inputs='[[1, 2, 3, 4], [0, 0, 0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0}))' | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4], [0, 0, 0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0}))' | FileCheck %s --check-prefix=UPSTREAM
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0}))' | not affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4], [0, 0, 0, 0]]' 2>&1 | FileCheck %s --check-prefix=WRONG

// OURS: semantic check: @kernel: same results on 3 of 3 random inputs
// CORRECT: arg1: memref<4xf32> = [0, 1, 0, 0]
// WRONG: index [-1] out of bounds for memref of shape [4]

// CHECK-LABEL: func.func @kernel
// CHECK:       %[[BUF:.*]] = memref.alloc() : memref<1xf32>
// CHECK-NEXT:  %[[V:.*]] = affine.load %arg0[0] : memref<4xf32>
// CHECK-NEXT:  affine.store %[[V]], %[[BUF]][0] : memref<1xf32>

// UPSTREAM-LABEL: func.func @kernel
// UPSTREAM:       %[[BUF:.*]] = memref.alloc() : memref<1xf32>
// UPSTREAM-NEXT:  affine.for %[[K:.*]] = -1 to 1 {
// UPSTREAM-NEXT:    %[[V:.*]] = affine.load %arg0[%[[K]]] : memref<4xf32>
// UPSTREAM-NEXT:    affine.store %[[V]], %[[BUF]][%[[K]]] : memref<1xf32>
func.func @kernel(%A: memref<4xf32>, %B: memref<4xf32>) {
  affine.for %i = 1 to 2 {
    %v = affine.load %A[%i mod 2 - 1] : memref<4xf32>
    affine.store %v, %B[%i] : memref<4xf32>
  }
  return
}

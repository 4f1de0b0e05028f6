// mlir-opt 22 BUG (miscompile): -affine-data-copy-generate hoists the
// copies of two ranges of one loop body that write the same element out
// of the loop, and places the copy-out of each after the loop right
// behind it, so the copy-outs run in the reverse order of the ranges: the
// element ends up with the first range's value.
//
// The step-2 loop %i is skipped (skip-non-unit-stride-loops), so its body
// is copied in two ranges: the %j loop (reads %A[1], writes %A[0]) and the
// store of 5 into %A[0]. Neither region depends on %i; mlir-opt hoists
// both out of %i, into two buffers, and writes the one-element buffer of
// the second range back first, then the %j range's whole box over it.
// With %A = [1, 2] the program leaves [5, 2]; mlir-opt's output leaves
// [2, 2]. Found by the data-copy differential test (Exec seed 1058,
// config `fast-mem-space=0 skip-non-unit-stride-loops`, where the
// generated program only reads the wrong element into a dead value before
// overwriting it), reduced by hand.
//
// affine-opt keeps the %j range's copies inside %i: the store of 5 writes
// into the box its copy-out writes back (see
// data-copy-hoist-past-other-accesses.mlir). The WRONG line fails once
// upstream fixes the pass.
//
// RUN: affine-opt %s --run=kernel --run-inputs='[[1, 2]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' | affine-opt --run=kernel --run-inputs='[[1, 2]]' | FileCheck %s --check-prefix=WRONG
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' | affine-opt --run=kernel --run-inputs='[[1, 2]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' --check-semantics=3 -o /dev/null 2>&1 | FileCheck %s --check-prefix=OURS
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' | FileCheck %s --check-prefix=PLACE

// CORRECT: arg0: memref<2xi64> = [5, 2]
// WRONG: arg0: memref<2xi64> = [2, 2]
// OURS: semantic check: @kernel: same results on 3 of 3 random inputs

// The %j range's copies stay inside %i; the store's leave it.
// PLACE:      %[[ONE:.*]] = memref.alloc() : memref<1xi64>
// PLACE-NEXT: affine.for %{{.*}} = 0 to 4 step 2 {
// PLACE-NEXT:   %[[BOX:.*]] = memref.alloc() : memref<2xi64>
// PLACE:        memref.dealloc %[[BOX]] : memref<2xi64>
// PLACE:        affine.store %{{.*}}, %[[ONE]][0] : memref<1xi64>
// PLACE-NEXT: }
// PLACE-NEXT: %[[V:.*]] = affine.load %[[ONE]][0] : memref<1xi64>
// PLACE-NEXT: affine.store %[[V]], %arg0[0] : memref<2xi64>

func.func @kernel(%A: memref<2xi64>) {
  affine.for %i = 0 to 4 step 2 {
    affine.for %j = 0 to 2 {
      %v = affine.load %A[1] : memref<2xi64>
      affine.store %v, %A[0] : memref<2xi64>
    }
    %c = arith.constant 5 : i64
    affine.store %c, %A[0] : memref<2xi64>
  }
  return
}

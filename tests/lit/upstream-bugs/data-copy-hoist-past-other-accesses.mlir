// mlir-opt 22 BUG (miscompile): -affine-data-copy-generate with
// skip-non-unit-stride-loops hoists the copies of one part of a loop body
// out of the loop although the rest of the body accesses the same memref.
//
// The step-3 loop %i is skipped, so its body is copied in two ranges: the
// inner loop (reads %A[0 .. 1], writes %A[1 .. 2]) and the store of 5 into
// %A[0]. Neither region depends on %i, so mlir-opt hoists both copies out
// of %i, into two buffers of %A: the second iteration of the inner loop
// reads its buffer's stale %A[0] (the 5 went to the other buffer), and at
// the end the first buffer's copy-out overwrites %A[0] with its stale value.
// With %A = [1, 2, 3, 4] the program leaves [5, 10, 20, 4]; mlir-opt's
// output leaves [1, 2, 4, 4]. Found by the data-copy differential test
// (Exec seeds 112, 178, 262 of a wide run, config
// `fast-mem-space=0 skip-non-unit-stride-loops`), reduced by line deletion
// and by hand.
//
// affine-opt keeps both copies inside %i: before leaving a loop, the copies
// of a memref are checked against the loop's other accesses of it (exact
// dependences at the loop's depth and below: a write of the range read
// later outside it, a write outside read later by the range, a write
// outside into the box the copy-out writes back); here the store of 5 into
// %A[0] is read by the inner loop's next iteration. The WRONG line fails
// once upstream fixes the pass.
//
// RUN: affine-opt %s --run=kernel --run-inputs='[[1, 2, 3, 4]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4]]' | FileCheck %s --check-prefix=WRONG
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' --check-semantics=3 -o /dev/null 2>&1 | FileCheck %s --check-prefix=OURS
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' | FileCheck %s --check-prefix=PLACE

// CORRECT: arg0: memref<4xf32> = [5, 10, 20, 4]
// WRONG: arg0: memref<4xf32> = [1, 2, 4, 4]
// OURS: semantic check: @kernel: same results on 3 of 3 random inputs

// Both ranges' copies stay inside %i, each around its own range.
// PLACE:      affine.for %{{.*}} = 0 to 6 step 3 {
// PLACE-NEXT:   memref.alloc() : memref<3xf32>
// PLACE:        memref.dealloc %{{.*}} : memref<3xf32>
// PLACE:        memref.alloc() : memref<1xf32>
// PLACE:        memref.dealloc %{{.*}} : memref<1xf32>
// PLACE-NEXT: }
// PLACE-NEXT: return

func.func @kernel(%A: memref<4xf32>) {
  affine.for %i = 0 to 6 step 3 {
    affine.for %j = 0 to 2 {
      %v = affine.load %A[%j] : memref<4xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %A[%j + 1] : memref<4xf32>
    }
    %c = arith.constant 5.0 : f32
    affine.store %c, %A[0] : memref<4xf32>
  }
  return
}

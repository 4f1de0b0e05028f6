// mlir-opt 22 BUG (miscompile): -affine-data-copy-generate with
// skip-non-unit-stride-loops hoists the copy-out of a store's one-element
// buffer out of a loop in which another range reads that element, and the
// stale value read is stored where nothing overwrites it.
//
// The step-2 loops %i and %j are skipped; %j's body has two ranges: the %k
// loop (reads A[0], stores it into A[%k + 4]) and the store of %i into
// A[%i]. The store's box does not depend on %j, so mlir-opt writes its
// buffer back only after %j: at %j = 2 the %k range reads A[0] before the
// 0 stored at %j = 0 is there, and stores that stale value into A[6] and
// A[7]. %i runs once, so nothing overwrites them (with %i running three
// times, the next iteration rewrites both before any read and mlir-opt's
// output is right: tests/lit/data-copy/hoist-killed-stale-read.mlir, where
// affine-opt's output is mlir-opt's). With A = [1, ..., 8] the program
// leaves [0, 2, 3, 4, 1, 1, 0, 0]; mlir-opt's output leaves
// [0, 2, 3, 4, 1, 1, 1, 1].
//
// affine-opt keeps the store's copies inside %j: the read's last writer is
// the store of an earlier iteration of %j, and the instance-wise kill
// analysis finds stale store instances (A[6], A[7] at %j = 2) that no later
// store overwrites. The WRONG lines fail once upstream fixes the pass.
//
// RUN: affine-opt %s --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' --check-semantics=5 -o /dev/null 2>&1 | FileCheck %s --check-prefix=OURS
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8]]' | FileCheck %s --check-prefix=WRONG
// RUN: %mlir_opt %s %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-CORRECT
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' | %mlir_opt %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-WRONG
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' | FileCheck %s --check-prefix=PLACE

// CORRECT: arg0: memref<8xi32> = [0, 2, 3, 4, 1, 1, 0, 0]
// WRONG: arg0: memref<8xi32> = [0, 2, 3, 4, 1, 1, 1, 1]
// OURS: semantic check: @kernel: same results on 5 of 5 random inputs
// RUNNER-CORRECT: data =
// RUNNER-CORRECT-NEXT: [0,  2,  3,  4,  1,  1,  0,  0]
// RUNNER-WRONG: data =
// RUNNER-WRONG-NEXT: [0,  2,  3,  4,  1,  1,  1,  1]

// The store's buffer is written back inside %j.
// PLACE-LABEL: func.func @kernel
// PLACE:       affine.for %{{.*}} = 0 to 3 step 2 {
// PLACE:         %[[BUF:.*]] = memref.alloc() : memref<1xi32>
// PLACE-NEXT:    affine.store %{{.*}}, %[[BUF]][0] : memref<1xi32>
// PLACE:         memref.dealloc %[[BUF]] : memref<1xi32>
// PLACE-NEXT:  }

func.func private @printMemrefI32(memref<*xi32>)

func.func @kernel(%A: memref<8xi32>) {
  affine.for %i = 0 to 2 step 2 {
    affine.for %j = 0 to 3 step 2 {
      affine.for %k = affine_map<(d0) -> (d0)>(%j) to affine_map<(d0) -> (d0 + 2)>(%j) {
        %v = affine.load %A[0] : memref<8xi32>
        affine.store %v, %A[%k + 4] : memref<8xi32>
      }
      %c = arith.index_cast %i : index to i32
      affine.store %c, %A[%i] : memref<8xi32>
    }
  }
  return
}

func.func @main() {
  %m = memref.alloc() : memref<8xi32>
  affine.for %i = 0 to 8 {
    %k = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %v = arith.index_cast %k : index to i32
    affine.store %v, %m[%i] : memref<8xi32>
  }
  call @kernel(%m) : (memref<8xi32>) -> ()
  %u = memref.cast %m : memref<8xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<8xi32>
  return
}

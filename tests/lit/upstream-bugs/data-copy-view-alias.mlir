// mlir-opt 22 BUG (miscompile): -affine-data-copy-generate copies a memref
// that the range also writes through a view of the same buffer.
//
// The loop reads %A[%i] and writes %v[%i], which is %A[%i + 1] (a subview).
// The pass copies %A's read region [0, 3) into a fast buffer before the
// loop and reads the buffer in it; the store through the view (its layout is
// strided, so the pass leaves it alone) goes to %A, and the next
// iteration's load reads the stale element from the buffer instead of the
// value just stored. With %A = [1, 2, 3, 4] the program computes
// [1, 2, 4, 8] (each element doubles the one before it); mlir-opt's output
// computes [1, 2, 4, 6]. The same holds when both values are copied (each
// gets its own buffer; reinterpret_cast views of loops_mix programs, seeds
// 28, 60, 73 and 98 of the data-copy differential, reduced).
//
// affine-opt does not copy a memref accessed in the range through another
// value that may alias it when either is written there.
//
// RUN: affine-opt %s --run=kernel --run-inputs='[[1, 2, 3, 4]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate))' --run=kernel --run-inputs='[[1, 2, 3, 4]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate))' --check-semantics | FileCheck %s --check-prefix=OURS
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate))' | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4]]' | FileCheck %s --check-prefix=WRONG

// CORRECT: arg0: memref<4xf32> = [1, 2, 4, 8]
// WRONG: arg0: memref<4xf32> = [1, 2, 4, 6]
// OURS-NOT: memref.alloc
// OURS: affine.load %arg0[%arg1]
// OURS-NOT: memref.alloc

func.func @kernel(%A: memref<4xf32>) {
  %v = memref.subview %A[1] [3] [1] : memref<4xf32> to memref<3xf32, strided<[1], offset: 1>>
  affine.for %i = 0 to 3 {
    %x = affine.load %A[%i] : memref<4xf32>
    %y = arith.addf %x, %x : f32
    affine.store %y, %v[%i] : memref<3xf32, strided<[1], offset: 1>>
  }
  return
}

// mlir-opt 22 BUG (miscompile): -affine-loop-coalescing multiplies the trip
// counts of the band it coalesces, and two negative trip counts give a
// positive product.
//
// The nest `%i = 0 to %n`, `%j = 0 to %m` runs no iteration for %n = -2,
// %m = -3. mlir-opt's coalesced loop runs from 0 to %n * %m = 6 and splits
// its induction variable with `mod %m` and `floordiv %m`, by a negative
// value: the kernel writes A[0] six times where the original wrote nothing.
// This is the usual shape of code from a C frontend (PolyBench's gemm: loop
// bounds are `int` parameters, `arith.index_cast` to index), where nothing
// bounds the sizes below.
//
// affine-opt coalesces a band only when at most one of its trip counts may
// be negative (then the product is not positive whenever one is negative):
// here it leaves the nest alone; with %m = memref.dim (not negative) it
// coalesces as mlir-opt does (tests/lit/loops/coalescing-trip-count-signs.mlir).
//
// The WRONG lines check what mlir-opt's output computes, so this test fails
// once upstream fixes the pass.
//
// RUN: affine-opt %s --run=kernel --run-inputs='[[0, 0, 0, 0], -2, -3]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s -affine-loop-coalescing --run=kernel --run-inputs='[[0, 0, 0, 0], -2, -3]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s -affine-loop-coalescing | FileCheck %s --check-prefix=OURS
// RUN: %mlir_opt %s -affine-loop-coalescing | not affine-opt --run=kernel --run-inputs='[[0, 0, 0, 0], -2, -3]' 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: %mlir_opt %s %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-CORRECT
// RUN: %mlir_opt %s -affine-loop-coalescing | %mlir_opt %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-WRONG

// The original stores nothing (`--run` prints only the memrefs a run wrote).
// CORRECT: @kernel:
// CORRECT-NOT: arg0
// OURS: affine.for %{{.*}} = 0 to %arg1 {
// OURS-NEXT: affine.for %{{.*}} = 0 to %arg2 {
// Our interpreter stops at the first division by a negative value.
// WRONG: mod by non-positive value -3
// RUNNER-CORRECT: data =
// RUNNER-CORRECT-NEXT: [0, 0, 0, 0]
// RUNNER-WRONG: data =
// RUNNER-WRONG-NEXT: [1, 0, 0, 0]

func.func private @printMemrefF32(memref<*xf32>)

func.func @kernel(%A: memref<4xf32>, %n: index, %m: index) {
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      affine.store %one, %A[0] : memref<4xf32>
    }
  }
  return
}

func.func @main() {
  %A = memref.alloc() : memref<4xf32>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %z, %A[%i] : memref<4xf32>
  }
  %n = arith.constant -2 : index
  %m = arith.constant -3 : index
  call @kernel(%A, %n, %m) : (memref<4xf32>, index, index) -> ()
  %u = memref.cast %A : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<4xf32>
  return
}

// mlir-opt 22 BUG (miscompile): -affine-loop-unroll-jam of a loop whose
// loop-carried value is not a reduction.
//
// Unroll-and-jam by 2 gives the loop two carried values, one per jammed
// iteration, and combines them after the loop only for the reductions it
// recognizes (addf, addi, ...). Here the carried value is a running
// difference that is also stored: each copy now subtracts the value of
// two iterations back, and the loop returns one copy's value. affine-opt
// jams a loop with carried values only when every one of them is such a
// reduction.
//
// The WRONG lines check what mlir-opt's output computes, so this test fails
// once upstream fixes the pass.
//
// RUN: affine-opt %s --run=kernel --run-inputs='[[0, 1, 2, 3, 4, 5], 0]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))' --run=kernel --run-inputs='[[0, 1, 2, 3, 4, 5], 0]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))' | affine-opt --run=kernel --run-inputs='[[0, 1, 2, 3, 4, 5], 0]' | FileCheck %s --check-prefix=WRONG
// RUN: %mlir_opt %s %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-CORRECT
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))' | %mlir_opt %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-WRONG

// CORRECT: ret0: i64 = 3
// CORRECT-NEXT: arg0: memref<6xi64> = [0, 1, 1, 2, 2, 3]
// WRONG: ret0: i64 = 2
// WRONG-NEXT: arg0: memref<6xi64> = [0, 1, 2, 2, 2, 3]
// RUNNER-CORRECT: data =
// RUNNER-CORRECT-NEXT: [0,  1,  1,  2,  2,  3]
// RUNNER-WRONG: data =
// RUNNER-WRONG-NEXT: [0,  1,  2,  2,  2,  3]

func.func private @printMemrefI64(memref<*xi64>)

// The carried value is not a reduction (it is a running difference and it
// is stored each iteration): jamming splits it into two partial chains.
func.func @kernel(%A: memref<6xi64>, %c0: i64) -> i64 {
  %r = affine.for %i = 0 to 6 iter_args(%acc = %c0) -> (i64) {
    %v = affine.load %A[%i] : memref<6xi64>
    %d = arith.subi %v, %acc : i64
    affine.store %d, %A[%i] : memref<6xi64>
    affine.yield %d : i64
  }
  return %r : i64
}

func.func @main() {
  %A = memref.alloc() : memref<6xi64>
  affine.for %i = 0 to 6 {
    %v = arith.index_cast %i : index to i64
    affine.store %v, %A[%i] : memref<6xi64>
  }
  %c0 = arith.constant 0 : i64
  %r = call @kernel(%A, %c0) : (memref<6xi64>, i64) -> i64
  %u = memref.cast %A : memref<6xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %A : memref<6xi64>
  return
}

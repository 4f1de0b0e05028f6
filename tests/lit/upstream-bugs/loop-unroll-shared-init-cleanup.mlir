// mlir-opt 22 BUG (miscompile): the cleanup loop of -affine-loop-unroll
// (and -affine-loop-unroll-jam, which shares it) takes the wrong initial
// values when an init value of the loop's iter_args is used twice.
//
// MLIR's generateCleanupLoopForUnroll walks the iter_args k = 0, 1, ... and
// calls `cleanupForOp->replaceUsesOfWith(init_k, result_k)`, where init_k
// is read from the cleanup loop's current operands. That replaces every
// operand equal to init_k, not just iter_arg k:
// - @sums: both iter_args start from %z. Step 0 turns both inits into
//   %r#0, step 1 then reads %r#0 as init_1 and turns both into %r#1, so the
//   last iteration adds A[6] to the count (6) instead of the sum (21).
// - @count: the init %n is also the upper bound of the loop. The cleanup
//   loop's upper bound becomes the unrolled loop's result (8 for %n = 5),
//   so it runs from 3 to 8 instead of from 3 to 5.
// affine-opt gives iter_arg k of the cleanup loop result k, and nothing else.
// Found by running -affine-loop-unroll over the project's parallelize tests
// (a loop with five reductions, three of them starting from one constant).
//
// The WRONG lines check what mlir-opt's output computes, so this test fails
// once upstream fixes the pass.
//
// RUN: affine-opt %s --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], [0, 0, 0], 5]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))' --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], [0, 0, 0], 5]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))' | FileCheck %s --check-prefix=OURS
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))' --check-semantics=5 > /dev/null
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))' | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], [0, 0, 0], 5]' | FileCheck %s --check-prefix=WRONG
// RUN: %mlir_opt %s %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-CORRECT
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))' | %mlir_opt %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-WRONG

// The sum of A[0..6] is 28 and the loop runs 7 times; %n + %n = 10.
// CORRECT: arg1: memref<3xi64> = [28, 7, 10]
// WRONG: arg1: memref<3xi64> = [13, 7, 13]
// RUNNER-CORRECT: data =
// RUNNER-CORRECT-NEXT: [28, 7, 10]
// RUNNER-WRONG: data =
// RUNNER-WRONG-NEXT: [13, 7, 13]

// OURS-LABEL: func.func @sums
// OURS: %[[R:.*]]:2 = affine.for %{{.*}} = 0 to 6 step 3
// OURS: arith.addi %{{.*}}, %[[R]]#0 : i64
// OURS: arith.addi %[[R]]#1, %{{.*}} : i64
// OURS-LABEL: func.func @count
// OURS: %[[C:.*]] = affine.for %{{.*}} = 0 to #{{.*}}()[%[[N:.*]]] step 3 iter_args(%{{.*}} = %[[N]])
// OURS: affine.for %{{.*}} = max #{{.*}}()[%[[N]]] to %[[N]] iter_args(%{{.*}} = %[[C]])

func.func private @printMemrefI64(memref<*xi64>)

func.func @sums(%A: memref<8xi64>, %O: memref<3xi64>) {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:2 = affine.for %i = 0 to 7 iter_args(%s = %z, %c = %z) -> (i64, i64) {
    %v = affine.load %A[%i] : memref<8xi64>
    %s2 = arith.addi %v, %s : i64
    %c2 = arith.addi %c, %one : i64
    affine.yield %s2, %c2 : i64, i64
  }
  affine.store %r#0, %O[0] : memref<3xi64>
  affine.store %r#1, %O[1] : memref<3xi64>
  return
}

func.func @count(%O: memref<3xi64>, %n: index) {
  %c1 = arith.constant 1 : index
  %t = affine.for %i = 0 to %n iter_args(%acc = %n) -> index {
    %x = arith.addi %acc, %c1 : index
    affine.yield %x : index
  }
  %ti = arith.index_cast %t : index to i64
  affine.store %ti, %O[2] : memref<3xi64>
  return
}

func.func @kernel(%A: memref<8xi64>, %O: memref<3xi64>, %n: index) {
  call @sums(%A, %O) : (memref<8xi64>, memref<3xi64>) -> ()
  call @count(%O, %n) : (memref<3xi64>, index) -> ()
  return
}

// A = [1, ..., 8], O zero; prints O after the kernel with %n = 5.
func.func @main() {
  %A = memref.alloc() : memref<8xi64>
  affine.for %i = 0 to 8 {
    %k = arith.index_cast %i : index to i64
    %one = arith.constant 1 : i64
    %v = arith.addi %k, %one : i64
    affine.store %v, %A[%i] : memref<8xi64>
  }
  %O = memref.alloc() : memref<3xi64>
  %z = arith.constant 0 : i64
  affine.for %i = 0 to 3 {
    affine.store %z, %O[%i] : memref<3xi64>
  }
  %n = arith.constant 5 : index
  call @kernel(%A, %O, %n) : (memref<8xi64>, memref<3xi64>, index) -> ()
  %u = memref.cast %O : memref<3xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %A : memref<8xi64>
  memref.dealloc %O : memref<3xi64>
  return
}

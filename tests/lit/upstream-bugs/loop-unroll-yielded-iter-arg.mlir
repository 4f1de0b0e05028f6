// mlir-opt 22 BUG (miscompile): -affine-loop-unroll (also unroll-factor=-1)
// yields the wrong value when the loop yields one of its iter_args
// unchanged, as a rotation of carried values does (`yield %b, %a + %b`
// with %b an iter_arg; PolyBench's deriche carries ym2 = ym1 that way).
//
// MLIR's generateUnrolledLoop renames a yielded value to the last copy's
// only when the value is defined in the loop body. An iter_arg is a block
// argument, so the terminator keeps it: after unrolling by 2 the loop
// yields copy 0's %b where copy 1's (the first copy's sum) belongs.
// Here (a, b) = (0, 1) goes to (b, a + b) six times: (8, 13). mlir-opt's
// unrolled loop computes (b, a + 2b) three times: (5, 12).
// affine-opt yields, for an iter_arg (or the induction variable), what the
// last copy sees for it. Found by scripts/polybench-diff.py (deriche,
// unroll-2, failing --check-semantics), reduced.
//
// The WRONG lines check what mlir-opt's output computes, so this test fails
// once upstream fixes the pass.
//
// RUN: affine-opt %s --run=kernel --run-inputs='[[0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=2}))' --run=kernel --run-inputs='[[0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=-1}))' --run=kernel --run-inputs='[[0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=2}))' | FileCheck %s --check-prefix=OURS
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))' --check-semantics=5 > /dev/null
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=2}))' | affine-opt --run=kernel --run-inputs='[[0, 0]]' | FileCheck %s --check-prefix=WRONG
// RUN: %mlir_opt %s %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-CORRECT
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=2}))' | %mlir_opt %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-WRONG

// CORRECT: arg0: memref<2xi64> = [8, 13]
// WRONG: arg0: memref<2xi64> = [5, 12]
// RUNNER-CORRECT: data =
// RUNNER-CORRECT-NEXT: [8, 13]
// RUNNER-WRONG: data =
// RUNNER-WRONG-NEXT: [5, 12]

// OURS-LABEL: func.func @kernel
// OURS: affine.for %{{.*}} = 0 to 6 step 2 iter_args(%[[A:.*]] = %{{.*}}, %[[B:.*]] = %{{.*}})
// OURS-NEXT: %[[S0:.*]] = arith.addi %[[A]], %[[B]] : i64
// OURS-NEXT: %[[S1:.*]] = arith.addi %[[B]], %[[S0]] : i64
// OURS-NEXT: affine.yield %[[S0]], %[[S1]] : i64, i64

func.func private @printMemrefI64(memref<*xi64>)

func.func @kernel(%O: memref<2xi64>) {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:2 = affine.for %i = 0 to 6 iter_args(%a = %z, %b = %one) -> (i64, i64) {
    %s = arith.addi %a, %b : i64
    affine.yield %b, %s : i64, i64
  }
  affine.store %r#0, %O[0] : memref<2xi64>
  affine.store %r#1, %O[1] : memref<2xi64>
  return
}

// Prints O after the kernel.
func.func @main() {
  %O = memref.alloc() : memref<2xi64>
  call @kernel(%O) : (memref<2xi64>) -> ()
  %u = memref.cast %O : memref<2xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %O : memref<2xi64>
  return
}

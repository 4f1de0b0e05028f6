// mlir-opt 22 BUG (crash): sibling fusion of two nests reading %A, where the
// second uses (through an scf.for, as a warp reduction between the two
// passes of a softmax is written) the result of the first nest's iter_args
// reduction: the fused nest would use values before they are defined, and
// mlir-opt 22 crashes instead of leaving the nests alone. affine-opt leaves
// them unfused (loop-fusion-iter-args-init-crash.mlir is the same refusal
// without the scf.for). Found by tests/frontends/gpu-warp-softmax.mlir,
// reduced by hand. The test fails once upstream fixes the pass.
//
// RUN: not --crash %mlir_opt %s -affine-loop-fusion=mode=sibling -o /dev/null
// RUN: not --crash %mlir_opt %s -affine-loop-fusion -o /dev/null
// RUN: affine-opt %s -affine-loop-fusion --fusion-report --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=OURS
// RUN: affine-opt %s -affine-loop-fusion | FileCheck %s --check-prefix=IR

// OURS-DAG: not fused: the fused nest would use values before they are defined (mlir-opt 22 emits this invalid IR)
// OURS-DAG: semantic check: @softmax_passes: same results

// IR-LABEL: func.func @softmax_passes
// IR:         %[[M:.*]] = affine.for
// IR:         %[[R:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[M]])
// IR:         affine.for
// IR:           arith.subf %{{.*}}, %[[R]]

func.func @softmax_passes(%A: memref<4xf32>, %B: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %cst = arith.constant 0.0 : f32
  %0 = affine.for %i = 0 to 4 iter_args(%acc = %cst) -> (f32) {
    %v = affine.load %A[%i] : memref<4xf32>
    %s = arith.maximumf %acc, %v : f32
    affine.yield %s : f32
  }
  %1 = scf.for %k = %c0 to %c5 step %c1 iter_args(%x = %0) -> (f32) {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  affine.for %i = 0 to 4 {
    %v = affine.load %A[%i] : memref<4xf32>
    %d = arith.subf %v, %1 : f32
    affine.store %d, %B[%i] : memref<4xf32>
  }
  return
}

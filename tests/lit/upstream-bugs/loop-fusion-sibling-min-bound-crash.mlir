// mlir-opt 22 BUG (crash): -affine-loop-fusion (greedy and sibling modes)
// segfaults on two sibling nests reading %arg1 when the first one's lower
// bound is `s floordiv 2` of an `affine.min` over symbols
// (`min(%sym0 + 1, (2 * %sym0 + 1) floordiv 2, 2)`) and its upper bound
// `%sym0 + 2`: `canFuseLoops` -> `computeSliceUnion` ->
// `getComputationSliceState` -> `ComputationSliceState::isMaximal` ->
// `PresburgerSet::subtract` -> `Simplex::addInequality` ->
// `SimplexBase::addRow` crashes (deterministic, SIGSEGV). Found by the
// differential test (fusion-mix seed 3210), reduced by deleting lines
// while it still crashed. The test fails once upstream fixes it.
// affine-opt computes no valid slice for the pair and leaves the nests
// alone (the sibling reads a value nothing uses).
//
// RUN: not --crash %mlir_opt %s -affine-loop-fusion -o /dev/null
// RUN: not --crash %mlir_opt %s -affine-loop-fusion=mode=sibling -o /dev/null
// RUN: affine-opt %s -affine-loop-fusion=mode=sibling --fusion-report --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=OURS
// RUN: affine-opt %s -affine-loop-fusion | FileCheck %s --check-prefix=IR
// RUN: affine-opt %s -affine-loop-fusion=mode=sibling | FileCheck %s --check-prefix=IR

// OURS-DAG: not fused: no valid slice at any depth
// OURS-DAG: semantic check: @kernel: same results

// IR-LABEL: func.func @kernel
// IR:         %{{.*}} = affine.for %[[I:.*]] = #{{.*}}()[%{{.*}}] to #{{.*}}()[%arg3] iter_args
// IR:           affine.load %arg1[(%[[I]] - 1) mod 6]
// IR:         affine.for %[[J:.*]] = 0 to 6 {
// IR-NEXT:      affine.load %arg1[%[[J]]]

func.func @kernel(%arg0: memref<3xf32>, %arg1: memref<6xi32>, %arg2: memref<4x6xf32>, %sym0: index) {
  %sa0 = affine.apply affine_map<()[s0] -> ((((s0 * 2) + 1) floordiv 2))>()[%sym0]
  %mm1 = affine.min affine_map<()[s0, s1] -> ((s0 + 1), s1, 2)>()[%sym0, %sa0]
  %cst3 = arith.constant 0.0 : f32
  %cst22 = arith.constant 5.0 : f32
  %red25 = affine.for %i23 = affine_map<()[s0] -> ((s0 floordiv 2))>()[%mm1] to affine_map<()[s0] -> ((s0 + 2))>()[%sym0] iter_args(%acc24 = %cst22) -> (f32) {
    %v26 = affine.load %arg2[((%i23 + -1) floordiv 2), ((%i23 + 1) mod 6)] : memref<4x6xf32>
    %red29 = affine.for %i27 = 0 to 8 iter_args(%acc28 = %v26) -> (f32) {
      %v31 = affine.load %arg1[((%i23 + -1) mod 6)] : memref<6xi32>
      %v33 = arith.minimumf %acc28, %cst3 : f32
      affine.yield %v33 : f32
    }
    %v35 = arith.addf %acc24, %red29 : f32
    affine.yield %v35 : f32
  }
  affine.for %i36 = 0 to 6 {
    %v37 = affine.load %arg1[((((%i36 * 2) + -2) + 2) floordiv 2)] : memref<6xi32>
  }
  return
}
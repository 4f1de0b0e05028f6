// mlir-opt 22 BUG (miscompile): -affine-loop-fusion, on two nests inside
// an enclosing loop, fuses the producer into the consumer at depth 2 and
// deletes it, though the consumer reads only part of what the producer
// writes and writes what the producer reads.
//
// The shape is PolyBench's fdtd-2d inside its time loop: the producer
// updates ex[i][j] for i in 0..3, j in 1..3 from hz[i][j] and hz[i][j - 1];
// the consumer updates hz[i][j] for i, j in 0..2 from ex[i][j + 1] and
// ex[i][j]. mlir-opt's fused nest runs the whole producer row (the j loop)
// once per consumer (i, j), so ex[i][j] is updated twice; row 2 of ex,
// which the consumer never reads, is not updated at all; and the second
// copy of a row reads hz[i][j - 1] after the consumer has overwritten it.
// With ex zero and hz = [[1, 2, 3], [4, 5, 6], [7, 8, 9]] the program
// leaves ex = [[0, -1, -1], ...] and the fused program
// ex = [[0, -1, -2], [0, -1, -2], [0, 0, 0]].
// affine-opt's dependence checks leave these nests unfused. Found by
// scripts/polybench-diff.py (fdtd-2d, fusion: mlir-opt's output computes
// something else on every random input), reduced.
//
// The WRONG lines check what mlir-opt's output computes, so this test fails
// once upstream fixes the pass.
//
// RUN: affine-opt %s --run=kernel --run-inputs='[[[0, 0, 0], [0, 0, 0], [0, 0, 0]], [[1, 2, 3], [4, 5, 6], [7, 8, 9]]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s -affine-loop-fusion --run=kernel --run-inputs='[[[0, 0, 0], [0, 0, 0], [0, 0, 0]], [[1, 2, 3], [4, 5, 6], [7, 8, 9]]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s -affine-loop-fusion | FileCheck %s --check-prefix=OURS
// RUN: affine-opt %s -affine-loop-fusion --check-semantics=5 > /dev/null
// RUN: %mlir_opt %s -affine-loop-fusion | affine-opt --run=kernel --run-inputs='[[[0, 0, 0], [0, 0, 0], [0, 0, 0]], [[1, 2, 3], [4, 5, 6], [7, 8, 9]]]' | FileCheck %s --check-prefix=WRONG

// CORRECT: arg0: memref<3x3xi64> = {{\[\[}}0, -1, -1], [0, -1, -1], [0, -1, -1]]
// CORRECT-NEXT: arg1: memref<3x3xi64> = {{\[\[}}2, 2, 3], [5, 5, 6], [7, 8, 9]]
// WRONG: arg0: memref<3x3xi64> = {{\[\[}}0, -1, -2], [0, -1, -2], [0, 0, 0]]
// WRONG-NEXT: arg1: memref<3x3xi64> = {{\[\[}}2, 3, 3], [5, 6, 6], [7, 8, 9]]

// OURS-LABEL: func.func @kernel
// OURS:      affine.for %{{.*}} = 0 to 1 {
// OURS-NEXT:   affine.for %{{.*}} = 0 to 3 {
// OURS-NEXT:     affine.for %{{.*}} = 1 to 3 {
// OURS:        affine.for %{{.*}} = 0 to 2 {
// OURS-NEXT:     affine.for %{{.*}} = 0 to 2 {

func.func @kernel(%ex: memref<?x3xi64>, %hz: memref<?x3xi64>) {
  affine.for %t = 0 to 1 {
    affine.for %i = 0 to 3 {
      affine.for %j = 1 to 3 {
        %0 = affine.load %ex[%i, %j] : memref<?x3xi64>
        %1 = affine.load %hz[%i, %j] : memref<?x3xi64>
        %2 = affine.load %hz[%i, %j - 1] : memref<?x3xi64>
        %3 = arith.subi %1, %2 : i64
        %4 = arith.subi %0, %3 : i64
        affine.store %4, %ex[%i, %j] : memref<?x3xi64>
      }
    }
    affine.for %i = 0 to 2 {
      affine.for %j = 0 to 2 {
        %0 = affine.load %hz[%i, %j] : memref<?x3xi64>
        %1 = affine.load %ex[%i, %j + 1] : memref<?x3xi64>
        %2 = affine.load %ex[%i, %j] : memref<?x3xi64>
        %3 = arith.subi %1, %2 : i64
        %4 = arith.subi %0, %3 : i64
        affine.store %4, %hz[%i, %j] : memref<?x3xi64>
      }
    }
  }
  return
}

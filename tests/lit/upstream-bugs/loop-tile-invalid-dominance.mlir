// mlir-opt 22 BUG (invalid output): -affine-loop-tile produces IR where a
// loop bound operand does not dominate its use.
//
// The inner loop of the band has a `min` upper bound with a `ceildiv` of the
// outer IV and a symbol, and a step of 3. mlir-opt's verifier rejects the
// tiled output ("operand #0 does not dominate this use"). Found by the
// differential test (Exec seed 30), reduced by line deletion and by hand. The
// test fails once upstream fixes the pass. affine-opt does not tile a band
// whose bounds depend on an outer loop of the band (the ceildiv hides the
// dependence from MLIR's constraint check), and computes the right result.
//
// RUN: not %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=3}))' -o /dev/null 2>&1 | FileCheck %s
// RUN: affine-opt %s --run=kernel --run-inputs='[[[0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0]], 8]' | FileCheck %s --check-prefix=INTERP
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=3}))' --run=kernel --run-inputs='[[[0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0]], 8]' | FileCheck %s --check-prefix=INTERP

// CHECK: error: operand #0 does not dominate this use
// INTERP: arg0: memref<4x8xf32> = {{\[\[}}1, 0, 0, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0, 0, 0], [1, 0, 0, 1, 0, 0, 0, 0], [1, 0, 0, 1, 0, 0, 0, 0]]

func.func @kernel(%A: memref<4x8xf32>, %n: index) {
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to min affine_map<(d0)[s0] -> ((d0 + 5) ceildiv 2, s0)>(%i)[%n] step 3 {
      affine.store %one, %A[%i, %j] : memref<4x8xf32>
    }
  }
  return
}

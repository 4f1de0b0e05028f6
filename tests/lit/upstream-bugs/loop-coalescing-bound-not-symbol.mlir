// mlir-opt 22 BUG (invalid output): -affine-loop-coalescing coalesces a band
// whose upper bounds depend on the induction variable of an enclosing loop.
// The coalesced loop takes the product of the upper bounds as a symbol
// (`()[s0] -> (s0)`), and the `floordiv` / `mod` maps that rebuild the
// induction variables take them as symbols too, but a value computed from an
// enclosing loop's induction variable is not a valid symbol: mlir-opt's
// verifier rejects its own output. Found by the differential test (seed 59,
// after -affine-loop-normalize), reduced by hand. The test fails once
// upstream fixes the pass. affine-opt coalesces a band only if every upper
// bound operand is a valid symbol there, and leaves this nest unchanged.
//
// RUN: not %mlir_opt %s -affine-loop-coalescing -o /dev/null 2>&1 | FileCheck %s --check-prefix=MLIR
// RUN: affine-opt %s -affine-loop-coalescing | FileCheck %s
// RUN: affine-opt %s -affine-loop-coalescing --check-semantics -o /dev/null
// RUN: affine-opt %s --run=kernel --run-inputs='[[[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]]' | FileCheck %s --check-prefix=INTERP
// RUN: affine-opt %s -affine-loop-coalescing --run=kernel --run-inputs='[[[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]]' | FileCheck %s --check-prefix=INTERP

// MLIR: error: 'affine.for' op operand cannot be used as a symbol

// CHECK-LABEL: func.func @kernel
// CHECK:      affine.for %{{.*}} = 0 to 4 {
// CHECK-NEXT:   affine.for %{{.*}} = 0 to #map(%{{.*}}) {
// CHECK-NEXT:     affine.for %{{.*}} = 0 to 4 {

// INTERP: arg0: memref<4x4xf32> = {{\[\[}}4, 4, 4, 4], [3, 3, 3, 3], [2, 2, 2, 2], [1, 1, 1, 1]]

func.func @kernel(%A: memref<4x4xf32>) {
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      affine.for %k = 0 to 4 {
        %v = affine.load %A[%j, %k] : memref<4x4xf32>
        %w = arith.addf %v, %one : f32
        affine.store %w, %A[%j, %k] : memref<4x4xf32>
      }
    }
  }
  return
}

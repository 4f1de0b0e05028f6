// mlir-opt 22 BUG (invalid output): -test-loop-permutation moves a loop whose
// bound uses the induction variable of another loop of the nest outside that
// loop; the output does not verify. affine-opt leaves such a nest alone. The
// test fails once upstream fixes the utility.
//
// RUN: not %mlir_opt %s -test-loop-permutation="permutation-map=1,0" -o /dev/null 2>&1 | FileCheck %s
// RUN: affine-opt %s -test-loop-permutation="permutation-map=1,0" | FileCheck %s --check-prefix=OURS

// CHECK: error: operand #0 does not dominate this use
// OURS:      affine.for %[[I:.*]] = 0 to 8 {
// OURS-NEXT:   affine.for %{{.*}} = 0 to #{{.*}}(%[[I]]) {

func.func @triangle(%A: memref<8x8xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %v = affine.load %A[%i, %j] : memref<8x8xf32>
      affine.store %v, %A[%j, %i] : memref<8x8xf32>
    }
  }
  return
}

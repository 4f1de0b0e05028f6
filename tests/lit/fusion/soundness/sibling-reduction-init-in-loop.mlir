// Sound where mlir-opt 22 is not: sibling fusion of a row reduction
// (iter_args) with a column accumulation over the same input produces
// valid IR.
//
// Both nests read A. mlir-opt 22 fuses the reduction into the second nest
// at the innermost depth and promotes the single-iteration reduction loop
// into the destination's inner loop, whose new iter_args operand is the
// constant 0.0 defined in the source's outer loop body, now inside the
// fused loop: the output fails mlir-opt's own verifier ("operand #0 does
// not dominate this use"). Our pass does the same promotion (the fusion
// matches mlir-opt where the initial value is defined outside, see
// ../sibling-reduction.mlir) but keeps a fusion only if its result
// verifies; here it leaves the nests alone.
//
// RUN: affine-opt %s -affine-loop-fusion="mode=sibling" | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion="mode=sibling" --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: not %mlir_opt %s -affine-loop-fusion="mode=sibling" -o /dev/null 2>&1 | FileCheck %s --check-prefix=MLIR-INVALID

// CHECK-LABEL: func.func @kernel
// CHECK:         affine.for %{{.*}} = 0 to 4 {
// CHECK-NEXT:      arith.constant 0.0
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 8 iter_args
// CHECK:         affine.for %{{.*}} = 0 to 4 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 8 {
// CHECK-NEXT:        affine.load %arg0

// SEM: semantic check: @kernel: same results

// MLIR-INVALID: error: operand #0 does not dominate this use

func.func @kernel(%A: memref<4x8xf32>, %R: memref<4xf32>, %C: memref<8xf32>) {
  affine.for %i = 0 to 4 {
    %z = arith.constant 0.0 : f32
    %s = affine.for %j = 0 to 8 iter_args(%acc = %z) -> (f32) {
      %a = affine.load %A[%i, %j] : memref<4x8xf32>
      %n = arith.addf %acc, %a : f32
      affine.yield %n : f32
    }
    affine.store %s, %R[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%i, %j] : memref<4x8xf32>
      %c = affine.load %C[%j] : memref<8xf32>
      %n = arith.addf %c, %a : f32
      affine.store %n, %C[%j] : memref<8xf32>
    }
  }
  return
}

// `-test-loop-fusion=test-loop-fusion-dependence-check`: a remark on the
// source nest when no place in the block keeps the dependences of the ops
// between the two nests (checked against mlir-opt 22).
// RUN: affine-opt %s -test-loop-fusion=test-loop-fusion-dependence-check -split-input-file -verify-diagnostics > /dev/null
// RUN: %mlir_opt %s -test-loop-fusion=test-loop-fusion-dependence-check -split-input-file -verify-diagnostics > /dev/null

// x -> y -> z through %p and %q, and x -> z through %r: fusing x and z
// would put z before y or x after y.
func.func @chain_through_middle(%p: memref<8xi32>, %q: memref<8xi32>, %r: memref<8xi32>) {
  %c = arith.constant 3 : i32
  affine.for %i = 0 to 8 {
    // expected-remark@-1 {{block-level dependence preventing fusion of loop nest 0 into loop nest 2 at depth 0}}
    affine.store %c, %p[%i] : memref<8xi32>
    affine.store %c, %r[%i] : memref<8xi32>
  }
  affine.for %i = 0 to 8 {
    %v = affine.load %p[%i] : memref<8xi32>
    affine.store %v, %q[%i] : memref<8xi32>
  }
  affine.for %i = 0 to 8 {
    // expected-remark@-1 {{block-level dependence preventing fusion of loop nest 2 into loop nest 0 at depth 0}}
    %v = affine.load %q[%i] : memref<8xi32>
    %w = affine.load %r[%i] : memref<8xi32>
    %s = arith.addi %v, %w : i32
    affine.store %s, %r[%i] : memref<8xi32>
  }
  return
}

// -----

// Two-deep nests: the remark is emitted once per depth tried (1 and 2);
// one expectation matches both.
func.func @two_deep(%p: memref<4x4xf32>, %q: memref<4x4xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    // expected-remark@-1 {{block-level dependence preventing fusion of loop nest 0 into loop nest 2 at depth 0}}
    affine.for %j = 0 to 4 {
      affine.store %c, %p[%i, %j] : memref<4x4xf32>
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %v = affine.load %p[%i, %j] : memref<4x4xf32>
      affine.store %v, %q[%i, %j] : memref<4x4xf32>
    }
  }
  affine.for %i = 0 to 4 {
    // expected-remark@-1 {{block-level dependence preventing fusion of loop nest 2 into loop nest 0 at depth 0}}
    affine.for %j = 0 to 4 {
      %v = affine.load %q[%i, %j] : memref<4x4xf32>
      affine.store %v, %p[%i, %j] : memref<4x4xf32>
    }
  }
  return
}

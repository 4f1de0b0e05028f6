// RUN: affine-opt %s -split-input-file -test-scf-for-utils > %t.ours
// RUN: %mlir_opt %s -split-input-file -test-scf-for-utils > %t.ref
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s < %t.ours
// RUN: affine-opt %s -split-input-file -test-scf-for-utils --check-semantics=3 > /dev/null
// RUN: affine-opt %s -split-input-file -test-scf-for-utils=test-replace-with-new-yields > %t.ours2
// RUN: %mlir_opt %s -split-input-file -test-scf-for-utils=test-replace-with-new-yields > %t.ref2
// RUN: diff %t.ours2 %t.ref2
// RUN: FileCheck %s --check-prefix=YIELDS < %t.ours2
// RUN: affine-opt %s -split-input-file -test-scf-for-utils=test-replace-with-new-yields --check-semantics=3 > /dev/null

// Constant bounds and steps, in the width of the loop's type (index: i64).
// CHECK-LABEL: func.func @constant_bounds
// CHECK: "test.trip-count" = 4 : i64
// CHECK: "test.trip-count" = 0 : i64
// CHECK: "test.trip-count" = 0 : i32
// CHECK: "test.trip-count" = 0 : i32
// CHECK: "test.trip-count" = 3 : i32
func.func @constant_bounds() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %i0 = arith.constant 0 : i32
  %i4 = arith.constant 4 : i32
  %im2 = arith.constant -2 : i32
  %i9 = arith.constant 9 : i32
  scf.for %i = %c0 to %c10 step %c3 {
  }
  scf.for %i = %c10 to %c0 step %c3 {
  }
  // A negative step: the loop does not run.
  scf.for %i = %i0 to %i9 step %im2 : i32 {
  }
  // Unsigned: -2 is above 9.
  scf.for unsigned %i = %im2 to %i9 step %i4 : i32 {
  }
  scf.for %i = %im2 to %i9 step %i4 : i32 {
  }
  return
}

// -----

// Symbolic bounds: known only when the upper bound adds a constant to the
// lower bound with the overflow flag of the comparison.
// CHECK-LABEL: func.func @symbolic_bounds
// CHECK: "test.trip-count" = 3 : i32
// CHECK: "test.trip-count" = "none"
// CHECK: "test.trip-count" = 0 : i32
// CHECK: "test.trip-count" = "none"
// CHECK: "test.trip-count" = 0 : i32
func.func @symbolic_bounds(%lb: i32, %step: i32) {
  %c12 = arith.constant 12 : i32
  %cm3 = arith.constant -3 : i32
  %c5 = arith.constant 5 : i32
  %ub = arith.addi %lb, %c12 overflow<nsw> : i32
  %ub_plain = arith.addi %lb, %c12 : i32
  %ub_down = arith.addi %lb, %cm3 overflow<nuw> : i32
  scf.for %i = %lb to %ub step %c5 : i32 {
  }
  scf.for %i = %lb to %ub_plain step %c5 : i32 {
  }
  scf.for unsigned %i = %lb to %ub_down step %step : i32 {
  }
  scf.for %i = %lb to %ub step %step : i32 {
  }
  scf.for %i = %lb to %lb step %step : i32 {
  }
  return
}

// -----

// Other loop-like ops are not computed in LLVM 22 (affine.for included).
// CHECK-LABEL: func.func @other_loops
// CHECK-COUNT-2: "test.trip-count" = "none"
func.func @other_loops() {
  affine.for %i = 0 to 10 {
  }
  affine.parallel (%i) = (0) to (8) {
  }
  return
}

// -----

// YIELDS-LABEL: func.func @reduction
// YIELDS:       scf.for {{.*}} iter_args(%[[A:.*]] = %[[Z:.*]], %[[B:.*]] = %[[Z]]) -> (f32, f32) {
// YIELDS:         %[[S:.*]] = arith.addf %[[A]]
// YIELDS-NEXT:    %[[D:.*]] = arith.addf %[[S]], %[[S]] : f32
// YIELDS-NEXT:    scf.yield %[[S]], %[[D]] : f32, f32
func.func @reduction(%A: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %z) -> f32 {
    %v = memref.load %A[%i] : memref<8xf32>
    %s = arith.addf %a, %v : f32
    scf.yield %s : f32
  }
  return %r : f32
}

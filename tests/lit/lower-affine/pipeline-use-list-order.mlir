// `-lower-affine -cse -canonicalize` in one run: CSE's replacements leave
// use lists in MLIR's order (replaceAllUsesWith moves each use to the front
// of the new value's list, erasing a use leaves the others in place), and
// the canonicalizer visits the users of a replaced value in that order, so
// which of `0 - (x * -1)` and `x` survives in the last loop depends on it.
// A generated program (gen-affine --seed 874 --flavor exec, reduced).
// Separately run passes re-parse the IR and reset the order, so only the
// single pipeline shows it. Expected output: mlir-opt 22's.
// RUN: affine-opt %s -lower-affine -cse -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -lower-affine -cse -canonicalize | FileCheck %s
// RUN: affine-opt %s -lower-affine -cse -canonicalize > %t.ours
// RUN: %mlir_opt %s -lower-affine -cse -canonicalize > %t.ref
// RUN: diff %t.ref %t.ours

// CHECK: scf.for %arg2 = %c2 to %c7 step %c3 {
// CHECK: %[[NEG:.*]] = arith.muli %arg2, %c-1 overflow<nsw> : index
// CHECK: %[[M1:.*]] = arith.subi %c-1, %arg2 : index
// CHECK-NEXT: %[[LT:.*]] = arith.cmpi slt, %[[M1]], %c0 : index
// CHECK-NEXT: %[[SUB:.*]] = arith.subi %c0, %[[NEG]] : index
// CHECK-NEXT: arith.select %[[LT]], %[[SUB]], %[[M1]] : index
func.func @kernel(%arg0: memref<6xi32>, %arg1: memref<5xi32>) {
  %c0 = arith.constant 0 : index
  %dim1 = memref.dim %arg1, %c0 : memref<5xi32>
  %sa2 = affine.apply affine_map<()[s0] -> ((((s0 * 2) + 1) floordiv 2))>()[%dim1]
  affine.for %i3 = affine_map<()[s0] -> ((s0 + 2))>()[%sa2] to 8 step 3 {
  }
  affine.for %i6 = 1 to 6 {
    %v7 = affine.load %arg0[((((%i6 * 2) + 3) + -5) floordiv 2)] : memref<6xi32>
    %v10 = arith.index_cast %i6 : index to i64
    %red13 = affine.for %i11 = affine_map<(d0) -> (d0)>(%i6) to min affine_map<(d0) -> ((d0 + 6), (d0 + 8))>(%i6) iter_args(%acc12 = %v10) -> (i64) {
      %v14 = affine.load %arg1[(2 + -2)] : memref<5xi32>
      %v25 = arith.extsi %v14 : i32 to i64
      %v26 = arith.addi %acc12, %v25 : i64
      affine.yield %v26 : i64
    }
    affine.store %v7, %arg1[((%i6 + 3) + -4)] : memref<5xi32>
  }
  affine.for %i33 = max affine_map<() -> (2, 0)>() to affine_map<()[s0] -> ((s0 + 2))>()[%dim1] step 3 {
    %v34 = affine.load %arg0[((((%i33 + (%i33 * -1)) + 2) floordiv 4) + 3)] : memref<6xi32>
    %v35 = affine.load %arg0[((((%i33 + (%i33 * 3)) + -2) floordiv 4) + -1)] : memref<6xi32>
    %v36 = affine.load %arg1[(%i33 + -2)] : memref<5xi32>
    %sel39 = affine.if affine_set<(d0) : (((d0 * -1) + 2) >= 0)>(%i33) -> (i64) {
      %cst41 = arith.constant -4.0 : f32
      %v45 = arith.negf %cst41 : f32
      %v46 = arith.addf %v45, %v45 : f32
      %v47 = arith.mulf %v45, %v46 : f32
      %v48 = arith.extsi %v34 : i32 to i64
      %v50 = arith.fptosi %v47 : f32 to i64
      %v49 = arith.minsi %v48, %v50 : i64
      affine.yield %v49 : i64
    } else {
      %v52 = arith.extsi %v36 : i32 to i64
      %cst54 = arith.constant 9 : i64
      %v53 = arith.floordivsi %v52, %cst54 : i64
      %v55 = arith.andi %v53, %v53 : i64
      affine.yield %v55 : i64
    }
    affine.store %v36, %arg1[(((%i33 * -1) + 1) + 5)] : memref<5xi32>
    affine.store %v35, %arg1[((((%i33 * -1) + -1) floordiv 2) + 4)] : memref<5xi32>
  }
  return
}

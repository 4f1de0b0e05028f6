// Folds of the vector ops affine code carries: transfer dimensions that are
// statically in bounds (constant index + vector size within a static
// dimension) get `in_bounds`, broadcast dimensions too once all others are;
// memref.cast operands of transfers, vector.load and vector.store fold away;
// vector.broadcast to its own type is its source, of a constant a splat.
// The expected output is mlir-opt 22's (the second RUN line checks that).
// RUN: affine-opt %s -canonicalize --split-input-file | FileCheck %s
// RUN: %mlir_opt %s -canonicalize --split-input-file | FileCheck %s
// RUN: affine-opt %s -canonicalize --split-input-file --check-semantics=5 -o /dev/null

// CHECK: #map = affine_map<(d0, d1) -> (0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @transfer_in_bounds(%arg0: memref<8x16xf32>, %arg1: index) -> (vector<4xf32>, vector<8xf32>, vector<4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %c13 = arith.constant 13 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c12], %cst {in_bounds = [true]} : memref<8x16xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0, %c13], %cst : memref<8x16xf32>, vector<8xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%arg1, %c0], %cst {in_bounds = [true], permutation_map = #map} : memref<8x16xf32>, vector<4xf32>
// CHECK-NEXT: return %0, %1, %2 : vector<4xf32>, vector<8xf32>, vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @transfer_in_bounds(%m: memref<8x16xf32>, %i: index) -> (vector<4xf32>, vector<8xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c12 = arith.constant 12 : index
  %c13 = arith.constant 13 : index
  %p = arith.constant 0.0 : f32
  %a = vector.transfer_read %m[%c0, %c12], %p : memref<8x16xf32>, vector<4xf32>
  %b = vector.transfer_read %m[%c0, %c13], %p : memref<8x16xf32>, vector<8xf32>
  %c = vector.transfer_read %m[%i, %c0], %p {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<8x16xf32>, vector<4xf32>
  return %a, %b, %c : vector<4xf32>, vector<8xf32>, vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @transfer_write_in_bounds(%arg0: memref<8x16xf32>, %arg1: vector<2x4xf32>) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: vector.transfer_write %arg1, %arg0[%c6, %c4] {in_bounds = [true, true]} : vector<2x4xf32>, memref<8x16xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @transfer_write_in_bounds(%m: memref<8x16xf32>, %v: vector<2x4xf32>) {
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  vector.transfer_write %v, %m[%c6, %c4] : vector<2x4xf32>, memref<8x16xf32>
  return
}

// -----

// CHECK-LABEL: func.func @transfer_dynamic(%arg0: memref<?x16xf32>) -> vector<4x4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [false, true]} : memref<?x16xf32>, vector<4x4xf32>
// CHECK-NEXT: return %0 : vector<4x4xf32>
// CHECK-NEXT: }
func.func @transfer_dynamic(%m: memref<?x16xf32>) -> vector<4x4xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %a = vector.transfer_read %m[%c0, %c0], %p : memref<?x16xf32>, vector<4x4xf32>
  return %a : vector<4x4xf32>
}

// -----

// CHECK: #map = affine_map<(d0, d1) -> (0, d1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @broadcast_dims_wait_for_the_others(%arg0: memref<8x16xf32>, %arg1: index) -> vector<4x4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %arg1], %cst {permutation_map = #map} : memref<8x16xf32>, vector<4x4xf32>
// CHECK-NEXT: return %0 : vector<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @broadcast_dims_wait_for_the_others(%m: memref<8x16xf32>, %i: index) -> vector<4x4xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %a = vector.transfer_read %m[%c0, %i], %p {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<8x16xf32>, vector<4x4xf32>
  return %a : vector<4x4xf32>
}

// -----

// CHECK-LABEL: func.func @memref_cast(%arg0: memref<8x16xf32>, %arg1: vector<4xf32>, %arg2: index) -> (vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg2, %arg2], %cst : memref<8x16xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.load %arg0[%arg2, %arg2] : memref<8x16xf32>, vector<4xf32>
// CHECK-NEXT: vector.store %arg1, %arg0[%arg2, %arg2] : memref<8x16xf32>, vector<4xf32>
// CHECK-NEXT: vector.transfer_write %arg1, %arg0[%arg2, %arg2] : vector<4xf32>, memref<8x16xf32>
// CHECK-NEXT: return %0, %1 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: }
func.func @memref_cast(%m: memref<8x16xf32>, %v: vector<4xf32>, %i: index) -> (vector<4xf32>, vector<4xf32>) {
  %c = memref.cast %m : memref<8x16xf32> to memref<?x?xf32>
  %p = arith.constant 0.0 : f32
  %a = vector.transfer_read %c[%i, %i], %p : memref<?x?xf32>, vector<4xf32>
  %b = vector.load %c[%i, %i] : memref<?x?xf32>, vector<4xf32>
  vector.store %v, %c[%i, %i] : memref<?x?xf32>, vector<4xf32>
  vector.transfer_write %v, %c[%i, %i] : vector<4xf32>, memref<?x?xf32>
  return %a, %b : vector<4xf32>, vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast(%arg0: f32, %arg1: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<2x4xi32>, vector<4xi1>, vector<4xf32>, vector<2x4xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<3.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<2.500000e+00> : vector<4xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<7> : vector<2x4xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT: return %cst_0, %arg1, %cst_1, %cst_2, %0, %cst : vector<4xf32>, vector<4xf32>, vector<2x4xi32>, vector<4xi1>, vector<4xf32>, vector<2x4xf32>
// CHECK-NEXT: }
func.func @broadcast(%x: f32, %v: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<2x4xi32>, vector<4xi1>, vector<4xf32>, vector<2x4xf32>) {
  %c = arith.constant 2.5 : f32
  %i = arith.constant 7 : i32
  %t = arith.constant true
  %s = arith.constant dense<3.0> : vector<4xf32>
  %a = vector.broadcast %c : f32 to vector<4xf32>
  %b = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  %d = vector.broadcast %i : i32 to vector<2x4xi32>
  %e = vector.broadcast %t : i1 to vector<4xi1>
  %f = vector.broadcast %x : f32 to vector<4xf32>
  %g = vector.broadcast %s : vector<4xf32> to vector<2x4xf32>
  return %a, %b, %d, %e, %f, %g : vector<4xf32>, vector<4xf32>, vector<2x4xi32>, vector<4xi1>, vector<4xf32>, vector<2x4xf32>
}

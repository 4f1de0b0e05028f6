// RUN: affine-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | affine-opt --allow-unregistered-dialect | FileCheck %s

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>

// CHECK-LABEL: func.func @edge2(%arg0: index, %arg1: index, %arg2: memref<?x?xf32>, %arg3: f32, %arg4: i1, %arg5: vector<4x8xi1>, %arg6: tensor<?x?xf32>) -> f32 {
// CHECK-NEXT: %0:2 = scf.for %arg7 = %arg0 to %arg1 step %arg0 iter_args(%arg8 = %arg3, %arg9 = %arg3) -> (f32, f32) {
// CHECK-NEXT: %9 = scf.for %arg10 = %arg7 to %arg1 step %arg0 iter_args(%arg11 = %arg8) -> (f32) {
// CHECK-NEXT: %10 = memref.load %arg2[%arg7, %arg10] : memref<?x?xf32>
// CHECK-NEXT: %11 = arith.addf %arg11, %10 : f32
// CHECK-NEXT: scf.yield %11 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %9, %arg9 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.while (%arg7 = %arg0) : (index) -> index {
// CHECK-NEXT: %9 = arith.cmpi slt, %arg7, %arg1 : index
// CHECK-NEXT: scf.condition(%9) %arg7 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg7: index):
// CHECK-NEXT: scf.yield %arg7 : index
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg7, %arg8) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg0, %arg0) {
// CHECK-NEXT: memref.store %arg3, %arg2[%arg7, %arg8] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0
// CHECK-NEXT: case 0 {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: %2:2 = scf.execute_region -> (f32, i1) {
// CHECK-NEXT: scf.yield %arg3, %arg4 : f32, i1
// CHECK-NEXT: }
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %3 = vector.transfer_read %arg2[%arg0, %arg0], %cst, %arg5 {in_bounds = [true, false]} : memref<?x?xf32>, vector<4x8xf32>
// CHECK-NEXT: %4 = vector.transfer_read %arg2[%arg0, %arg0], %cst {permutation_map = #map} : memref<?x?xf32>, vector<8x4xf32>
// CHECK-NEXT: %5 = vector.create_mask %arg0, %arg1 : vector<8x4xi1>
// CHECK-NEXT: %6 = vector.transfer_read %arg2[%arg0, %arg0], %cst, %5 {permutation_map = #map} : memref<?x?xf32>, vector<4x8xf32>
// CHECK-NEXT: %7 = vector.transfer_write %3, %arg6[%arg0, %arg0] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<?x?xf32>
// CHECK-NEXT: %8 = vector.shape_cast %3 : vector<4x8xf32> to vector<32xf32>
// CHECK-NEXT: return %0#0 : f32
// CHECK-NEXT: }
func.func @edge2(%lb: index, %ub: index, %m: memref<?x?xf32>, %x: f32, %c: i1, %k: vector<4x8xi1>, %t: tensor<?x?xf32>) -> f32 {
  %r:2 = scf.for %i = %lb to %ub step %lb iter_args(%a = %x, %b = %x) -> (f32, f32) {
    %r2 = scf.for %j = %i to %ub step %lb iter_args(%acc = %a) -> (f32) {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      %s = arith.addf %acc, %v : f32
      scf.yield %s : f32
    }
    scf.yield %r2, %b : f32, f32
  }
  %w = scf.while (%q = %lb) : (index) -> index {
    %cc = arith.cmpi slt, %q, %ub : index
    scf.condition(%cc) %q : index
  } do {
  ^bb0(%z: index):
    scf.yield %z : index
  }
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%lb, %lb) {
    memref.store %x, %m[%i, %j] : memref<?x?xf32>
    scf.reduce
  }
  scf.index_switch %lb
  case 0 {
    scf.yield
  }
  default {
  }
  %e:2 = scf.execute_region -> (f32, i1) {
    scf.yield %x, %c : f32, i1
  }
  %p = arith.constant 0.0 : f32
  %tr = vector.transfer_read %m[%lb, %lb], %p, %k {in_bounds = [true, false]} : memref<?x?xf32>, vector<4x8xf32>
  %tp = vector.transfer_read %m[%lb, %lb], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<8x4xf32>
  %tk = vector.create_mask %lb, %ub : vector<8x4xi1>
  %tm = vector.transfer_read %m[%lb, %lb], %p, %tk {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x8xf32>
  %wt = vector.transfer_write %tr, %t[%lb, %lb] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<?x?xf32>
  %sc = vector.shape_cast %tr : vector<4x8xf32> to vector<32xf32>
  return %r#0 : f32
}

// GENERIC: #map = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (index, index, memref<?x?xf32>, f32, i1, vector<4x8xi1>, tensor<?x?xf32>) -> f32, sym_name = "edge2"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: index, %arg1: index, %arg2: memref<?x?xf32>, %arg3: f32, %arg4: i1, %arg5: vector<4x8xi1>, %arg6: tensor<?x?xf32>):
// GENERIC-NEXT:     %0:2 = "scf.for"(%arg0, %arg1, %arg0, %arg3, %arg3) ({
// GENERIC-NEXT:     ^bb0(%arg11: index, %arg12: f32, %arg13: f32):
// GENERIC-NEXT:       %11 = "scf.for"(%arg11, %arg1, %arg0, %arg12) ({
// GENERIC-NEXT:       ^bb0(%arg14: index, %arg15: f32):
// GENERIC-NEXT:         %12 = "memref.load"(%arg2, %arg11, %arg14) : (memref<?x?xf32>, index, index) -> f32
// GENERIC-NEXT:         %13 = "arith.addf"(%arg15, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:         "scf.yield"(%13) : (f32) -> ()
// GENERIC-NEXT:       }) : (index, index, index, f32) -> f32
// GENERIC-NEXT:       "scf.yield"(%11, %arg13) : (f32, f32) -> ()
// GENERIC-NEXT:     }) : (index, index, index, f32, f32) -> (f32, f32)
// GENERIC-NEXT:     %1 = "scf.while"(%arg0) ({
// GENERIC-NEXT:     ^bb0(%arg10: index):
// GENERIC-NEXT:       %10 = "arith.cmpi"(%arg10, %arg1) <{predicate = 2 : i64}> : (index, index) -> i1
// GENERIC-NEXT:       "scf.condition"(%10, %arg10) : (i1, index) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:     ^bb0(%arg9: index):
// GENERIC-NEXT:       "scf.yield"(%arg9) : (index) -> ()
// GENERIC-NEXT:     }) : (index) -> index
// GENERIC-NEXT:     "scf.parallel"(%arg0, %arg0, %arg1, %arg1, %arg0, %arg0) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
// GENERIC-NEXT:     ^bb0(%arg7: index, %arg8: index):
// GENERIC-NEXT:       "memref.store"(%arg3, %arg2, %arg7, %arg8) : (f32, memref<?x?xf32>, index, index) -> ()
// GENERIC-NEXT:       "scf.reduce"() : () -> ()
// GENERIC-NEXT:     }) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT:     "scf.index_switch"(%arg0) <{cases = array<i64: 0>}> ({
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }) : (index) -> ()
// GENERIC-NEXT:     %2:2 = "scf.execute_region"() ({
// GENERIC-NEXT:       "scf.yield"(%arg3, %arg4) : (f32, i1) -> ()
// GENERIC-NEXT:     }) : () -> (f32, i1)
// GENERIC-NEXT:     %3 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:     %4 = "vector.transfer_read"(%arg2, %arg0, %arg0, %3, %arg5) <{in_bounds = [true, false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = #map}> : (memref<?x?xf32>, index, index, f32, vector<4x8xi1>) -> vector<4x8xf32>
// GENERIC-NEXT:     %5 = "vector.transfer_read"(%arg2, %arg0, %arg0, %3) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map1}> : (memref<?x?xf32>, index, index, f32) -> vector<8x4xf32>
// GENERIC-NEXT:     %6 = "vector.create_mask"(%arg0, %arg1) : (index, index) -> vector<8x4xi1>
// GENERIC-NEXT:     %7 = "vector.transfer_read"(%arg2, %arg0, %arg0, %3, %6) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = #map1}> : (memref<?x?xf32>, index, index, f32, vector<8x4xi1>) -> vector<4x8xf32>
// GENERIC-NEXT:     %8 = "vector.transfer_write"(%4, %arg6, %arg0, %arg0) <{in_bounds = [true, true], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map}> : (vector<4x8xf32>, tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
// GENERIC-NEXT:     %9 = "vector.shape_cast"(%4) : (vector<4x8xf32>) -> vector<32xf32>
// GENERIC-NEXT:     "func.return"(%0#0) : (f32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:

// Folds and canonicalization patterns of the arith ops: constant folding
// with each type's semantics (wrapping, signed/unsigned division, float
// rounding), identities, constants moved right by commutative ops, the
// declarative patterns, and constants hoisted to the top and deduplicated.
// The expected output is mlir-opt 22's (the second RUN line checks that).
// RUN: affine-opt %s -canonicalize --split-input-file | FileCheck %s
// RUN: %mlir_opt %s -canonicalize --split-input-file | FileCheck %s
// RUN: affine-opt %s -canonicalize --split-input-file --check-semantics=5 -o /dev/null
// CHECK-LABEL: func.func @int_folds(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: return %arg0, %arg1, %c0_i32, %c2_i32, %c-1_i32, %c-1_i32, %c3_i32, %c0_i32 : i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
func.func @int_folds(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %c7 = arith.constant 7 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.muli %c1, %b : i32
  %2 = arith.subi %a, %a : i32
  %3 = arith.divsi %c7, %c3 : i32
  %4 = arith.remsi %cm1, %c3 : i32
  %5 = arith.floordivsi %cm1, %c3 : i32
  %6 = arith.ceildivsi %c7, %c3 : i32
  %7 = arith.xori %a, %a : i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @chains(%arg0: i32, %arg1: index) -> (i32, i32, i32, i32, index, index) {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c7_i32 : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %c5_i32 : i32
// CHECK-NEXT: %2 = arith.subi %c7_i32, %arg0 : i32
// CHECK-NEXT: %3 = arith.muli %arg0, %c10_i32 : i32
// CHECK-NEXT: %4 = arith.addi %arg1, %c4 : index
// CHECK-NEXT: %5 = arith.subi %arg1, %c8 : index
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, index, index
// CHECK-NEXT: }
func.func @chains(%a: i32, %b: index) -> (i32, i32, i32, i32, index, index) {
  %c5 = arith.constant 5 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %a, %c5 : i32
  %1 = arith.addi %0, %c2 : i32
  %2 = arith.subi %1, %c2 : i32
  %3 = arith.subi %c5, %a : i32
  %4 = arith.addi %3, %c2 : i32
  %5 = arith.muli %a, %c5 : i32
  %6 = arith.muli %5, %c2 : i32
  %i4 = arith.constant 4 : index
  %7 = arith.addi %i4, %b : index
  %8 = arith.subi %b, %i4 : index
  %9 = arith.subi %8, %i4 : index
  return %1, %2, %4, %6, %7, %9 : i32, i32, i32, i32, index, index
}

// -----

// CHECK-LABEL: func.func @cmp(%arg0: i32, %arg1: i1) -> (i1, i1, i1, i1, i1, i32) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %c5_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi sle, %arg0, %c5_i32 : i32
// CHECK-NEXT: %2 = arith.select %1, %c5_i32, %c0_i32 : i32
// CHECK-NEXT: return %0, %true, %true, %1, %arg1, %2 : i1, i1, i1, i1, i1, i32
// CHECK-NEXT: }
func.func @cmp(%a: i32, %x: i1) -> (i1, i1, i1, i1, i1, i32) {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.cmpi slt, %c5, %a : i32
  %1 = arith.cmpi eq, %a, %a : i32
  %2 = arith.cmpi ult, %c0, %c5 : i32
  %t = arith.constant true
  %3 = arith.xori %0, %t : i1
  %e = arith.extui %x : i1 to i32
  %4 = arith.cmpi ne, %e, %c0 : i32
  %5 = arith.select %x, %c5, %c5 : i32
  %6 = arith.select %3, %c5, %c0 : i32
  return %0, %1, %2, %3, %4, %6 : i1, i1, i1, i1, i1, i32
}

// -----

// CHECK-LABEL: func.func @floats(%arg0: f32) -> (f32, f32, f32, f32, f64, f32, i32, f32) {
// CHECK-NEXT: %cst = arith.constant 0.333333343 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.3333333432674408 : f64
// CHECK-NEXT: %cst_1 = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %cst_2 = arith.constant -3.000000e+00 : f32
// CHECK-NEXT: return %arg0, %arg0, %cst, %arg0, %cst_0, %cst_1, %c3_i32, %cst_2 : f32, f32, f32, f32, f64, f32, i32, f32
// CHECK-NEXT: }
func.func @floats(%a: f32) -> (f32, f32, f32, f32, f64, f32, i32, f32) {
  %c0 = arith.constant 0.0 : f32
  %n0 = arith.constant -0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %c3 = arith.constant 3.0 : f32
  %0 = arith.addf %a, %n0 : f32
  %1 = arith.mulf %a, %c1 : f32
  %2 = arith.divf %c1, %c3 : f32
  %3 = arith.subf %a, %c0 : f32
  %4 = arith.extf %2 : f32 to f64
  %5 = arith.maximumf %c1, %c3 : f32
  %6 = arith.fptosi %c3 : f32 to i32
  %7 = arith.negf %c3 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f64, f32, i32, f32
}

// -----

// CHECK-LABEL: func.func @casts(%arg0: i8, %arg1: i32, %arg2: index) -> (i32, i16, i64, index, i32, i8, f32) {
// CHECK-NEXT: %c1088421888_i32 = arith.constant 1088421888 : i32
// CHECK-NEXT: %cst = arith.constant 7.000000e+00 : f32
// CHECK-NEXT: %c44_i8 = arith.constant 44 : i8
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT: %2 = arith.extsi %arg1 : i32 to i64
// CHECK-NEXT: %3 = arith.index_cast %arg1 : i32 to index
// CHECK-NEXT: return %0, %1, %2, %3, %c1088421888_i32, %c44_i8, %cst : i32, i16, i64, index, i32, i8, f32
// CHECK-NEXT: }
func.func @casts(%a: i8, %b: i32, %c: index) -> (i32, i16, i64, index, i32, i8, f32) {
  %0 = arith.extui %a : i8 to i16
  %1 = arith.extui %0 : i16 to i32
  %2 = arith.extsi %a : i8 to i32
  %3 = arith.trunci %2 : i32 to i16
  %4 = arith.extsi %b : i32 to i64
  %5 = arith.index_cast %4 : i64 to index
  %c300 = arith.constant 300 : i32
  %6 = arith.trunci %c300 : i32 to i8
  %7 = arith.index_cast %c : index to i32
  %c7 = arith.constant 7 : i32
  %8 = arith.sitofp %c7 : i32 to f32
  %9 = arith.bitcast %8 : f32 to i32
  return %1, %3, %4, %5, %9, %6, %8 : i32, i16, i64, index, i32, i8, f32
}

// -----

// CHECK-LABEL: func.func @vec(%arg0: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<[3, 4, 5, 6]> : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[false, false, true, true]> : vector<4xi1>
// CHECK-NEXT: return %cst, %arg0, %cst_0 : vector<4xi32>, vector<4xi32>, vector<4xi1>
// CHECK-NEXT: }
func.func @vec(%v: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi1>) {
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %d = arith.constant dense<2> : vector<4xi32>
  %z = arith.constant dense<0> : vector<4xi32>
  %0 = arith.addi %c, %d : vector<4xi32>
  %1 = arith.addi %v, %z : vector<4xi32>
  %2 = arith.cmpi sgt, %c, %d : vector<4xi32>
  return %0, %1, %2 : vector<4xi32>, vector<4xi32>, vector<4xi1>
}

// -----

// CHECK-LABEL: func.func @select_patterns(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32, %arg4: i32) -> (i32, i32, i32, i1, i32, i32) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg4 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg4, %arg3 : i32
// CHECK-NEXT: %2 = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT: %3 = arith.xori %arg1, %true : i1
// CHECK-NEXT: %4 = arith.extui %arg1 : i1 to i32
// CHECK-NEXT: %5 = arith.xori %arg1, %true : i1
// CHECK-NEXT: %6 = arith.extui %5 : i1 to i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %6 : i32, i32, i32, i1, i32, i32
// CHECK-NEXT: }
func.func @select_patterns(%c: i1, %d: i1, %a: i32, %b: i32, %e: i32) -> (i32, i32, i32, i1, i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %s0 = arith.select %c, %a, %b : i32
  %0 = arith.select %c, %s0, %e : i32
  %s1 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %e, %s1 : i32
  %n = arith.xori %c, %t : i1
  %2 = arith.select %n, %a, %b : i32
  %3 = arith.select %d, %f, %t : i1
  %4 = arith.select %d, %c1, %c0 : i32
  %5 = arith.select %d, %c0, %c1 : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i1, i32, i32
}

// -----

// CHECK-LABEL: func.func @cmp_patterns(%arg0: i8, %arg1: i8, %arg2: i16) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c7_i16 = arith.constant 7 : i16
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c4_i16 = arith.constant 4 : i16
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %arg1 : i8
// CHECK-NEXT: %2 = arith.cmpi sle, %arg2, %c4_i16 : i16
// CHECK-NEXT: %3 = arith.cmpi eq, %arg2, %c7_i16 : i16
// CHECK-NEXT: return %0, %1, %2, %false, %3, %true : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @cmp_patterns(%x: i8, %y: i8, %i: i16) -> (i1, i1, i1, i1, i1, i1) {
  %a = arith.extsi %x : i8 to i32
  %b = arith.extsi %y : i8 to i32
  %0 = arith.cmpi eq, %a, %b : i32
  %c = arith.extui %x : i8 to i32
  %d = arith.extui %y : i8 to i32
  %1 = arith.cmpi ne, %c, %d : i32
  %f = arith.sitofp %i : i16 to f32
  %k = arith.constant 4.5 : f32
  %2 = arith.cmpf olt, %f, %k : f32
  %k2 = arith.constant 1.0e10 : f32
  %3 = arith.cmpf ogt, %f, %k2 : f32
  %k3 = arith.constant 7.0 : f32
  %4 = arith.cmpf oeq, %f, %k3 : f32
  %5 = arith.cmpf ord, %f, %k3 : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @ext_patterns(%arg0: i8, %arg1: i8, %arg2: i64, %arg3: i32) -> (i32, i32, i32, i32, i16, i8, i32, i32) {
// CHECK-NEXT: %c56_i64 = arith.constant 56 : i64
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i32
// CHECK-NEXT: %2 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT: %3 = arith.extui %2 : i8 to i32
// CHECK-NEXT: %4 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT: %5 = arith.extui %4 : i8 to i32
// CHECK-NEXT: %6 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %7 = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT: %8 = arith.shrui %arg2, %c56_i64 : i64
// CHECK-NEXT: %9 = arith.trunci %8 : i64 to i8
// CHECK-NEXT: %10 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: %11 = arith.muli %arg3, %arg3 : i32
// CHECK-NEXT: return %1, %3, %5, %6, %7, %9, %10, %11 : i32, i32, i32, i32, i16, i8, i32, i32
// CHECK-NEXT: }
func.func @ext_patterns(%x: i8, %y: i8, %z: i64, %w: i32) -> (i32, i32, i32, i32, i16, i8, i32, i32) {
  %a = arith.extui %x : i8 to i32
  %b = arith.extui %y : i8 to i32
  %0 = arith.andi %a, %b : i32
  %1 = arith.ori %a, %b : i32
  %2 = arith.xori %a, %b : i32
  %e = arith.extui %x : i8 to i16
  %3 = arith.extsi %e : i16 to i32
  %s = arith.extsi %x : i8 to i64
  %4 = arith.trunci %s : i64 to i16
  %c56 = arith.constant 56 : i64
  %sh = arith.shrsi %z, %c56 : i64
  %5 = arith.trunci %sh : i64 to i8
  %sum, %ov = arith.addui_extended %w, %w : i32, i1
  %lo, %hi = arith.mulsi_extended %w, %w : i32
  return %0, %1, %2, %3, %4, %5, %sum, %lo : i32, i32, i32, i32, i16, i8, i32, i32
}

// -----

// CHECK-LABEL: func.func @float_patterns(%arg0: f32, %arg1: f32, %arg2: i32) -> (f32, f32, f16) {
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.divf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %2 = arith.sitofp %arg2 : i32 to f16
// CHECK-NEXT: return %0, %1, %2 : f32, f32, f16
// CHECK-NEXT: }
func.func @float_patterns(%x: f32, %y: f32, %i: i32) -> (f32, f32, f16) {
  %nx = arith.negf %x : f32
  %ny = arith.negf %y : f32
  %0 = arith.mulf %nx, %ny : f32
  %1 = arith.divf %nx, %ny fastmath<fast> : f32
  %f = arith.sitofp %i : i32 to f32
  %2 = arith.truncf %f : f32 to f16
  return %0, %1, %2 : f32, f32, f16
}

// -----

// CHECK-LABEL: func.func @sub_patterns(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c14_i32 = arith.constant 14 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.subi %c0_i32, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %c4_i32, %arg0 : i32
// CHECK-NEXT: %2 = arith.addi %arg0, %c4_i32 : i32
// CHECK-NEXT: %3 = arith.subi %c14_i32, %arg0 : i32
// CHECK-NEXT: %4 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
// CHECK-NEXT: }
func.func @sub_patterns(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32) {
  %c5 = arith.constant 5 : i32
  %c9 = arith.constant 9 : i32
  %s = arith.subi %a, %b : i32
  %0 = arith.subi %s, %a : i32
  %t = arith.addi %a, %c5 : i32
  %1 = arith.subi %c9, %t : i32
  %u = arith.subi %c5, %a : i32
  %2 = arith.subi %c9, %u : i32
  %v = arith.subi %a, %c5 : i32
  %3 = arith.subi %c9, %v : i32
  %m = arith.constant -1 : i32
  %w = arith.muli %b, %m : i32
  %4 = arith.addi %w, %a : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}

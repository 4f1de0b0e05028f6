// Folders and canonicalization patterns of the scf ops: loops of zero or
// one iteration (constant bounds, or `lb + c` with nsw) replaced by their
// body; loop-carried values forwarded unchanged replaced, dead ones erased;
// scf.if on a constant or on `xori %c, true`, trivial ifs to arith.select,
// adjacent ifs on one condition combined, nested ifs on arith.andi, the
// condition known inside the branches, yields of the condition, empty else
// blocks; scf.parallel dimensions of one iteration and nested parallel
// loops; scf.execute_region and scf.index_switch on a constant inlined;
// scf.while conditions known in the after region and false conditions.
// The expected output is mlir-opt 22's (the second RUN line checks that).
// RUN: affine-opt %s -canonicalize --split-input-file | FileCheck %s
// RUN: %mlir_opt %s -canonicalize --split-input-file | FileCheck %s
// RUN: affine-opt %s -canonicalize --split-input-file --check-semantics=5 -o /dev/null

// CHECK-LABEL: func.func @for_zero_and_one_trip(%arg0: memref<8xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg1, %arg0[%c0] : memref<8xf32>
// CHECK-NEXT: %0 = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @for_zero_and_one_trip(%m: memref<8xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r0 = scf.for %i = %c4 to %c0 step %c1 iter_args(%a = %v) -> (f32) {
    %s = arith.addf %a, %a : f32
    scf.yield %s : f32
  }
  %r1 = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %r0) -> (f32) {
    memref.store %a, %m[%i] : memref<8xf32>
    %s = arith.mulf %a, %a : f32
    scf.yield %s : f32
  }
  return %r1 : f32
}

// -----

// CHECK-LABEL: func.func @for_forwarded_and_dead_iter_args(%arg0: memref<8xf32>, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %0:2 = scf.for %arg3 = %c0 to %c8 step %c1 iter_args(%arg4 = %arg2, %arg5 = %arg1) -> (f32, f32) {
// CHECK-NEXT: memref.store %arg1, %arg0[%arg3] : memref<8xf32>
// CHECK-NEXT: %1 = arith.addf %arg4, %arg1 : f32
// CHECK-NEXT: %2 = arith.addf %arg5, %arg5 : f32
// CHECK-NEXT: scf.yield %1, %2 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : f32
// CHECK-NEXT: }
func.func @for_forwarded_and_dead_iter_args(%m: memref<8xf32>, %v: f32, %w: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r:3 = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %v, %b = %w, %d = %v) -> (f32, f32, f32) {
    memref.store %a, %m[%i] : memref<8xf32>
    %s = arith.addf %b, %a : f32
    %t = arith.addf %d, %d : f32
    scf.yield %a, %s, %t : f32, f32, f32
  }
  return %r#1 : f32
}

// -----

// CHECK-LABEL: func.func @for_nsw_trip_count(%arg0: memref<8xi32>, %arg1: index, %arg2: i32) {
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1] : memref<8xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @for_nsw_trip_count(%m: memref<8xi32>, %lb: index, %x: i32) {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  scf.for %i = %lb to %ub step %c1 {
    memref.store %x, %m[%i] : memref<8xi32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @if_constant(%arg0: memref<4xi32>, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg1, %arg0[%c0] : memref<4xi32>
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @if_constant(%m: memref<4xi32>, %x: i32, %y: i32) -> i32 {
  %t = arith.constant true
  %f = arith.constant false
  %c0 = arith.constant 0 : index
  %r = scf.if %t -> (i32) {
    memref.store %x, %m[%c0] : memref<4xi32>
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  scf.if %f {
    memref.store %y, %m[%c0] : memref<4xi32>
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @if_xori_swaps(%arg0: i1, %arg1: memref<4xi32>, %arg2: i32, %arg3: i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg3, %arg1[%c0] : memref<4xi32>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %arg2, %arg1[%c0] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @if_xori_swaps(%c: i1, %m: memref<4xi32>, %x: i32, %y: i32) {
  %t = arith.constant true
  %c0 = arith.constant 0 : index
  %n = arith.xori %c, %t : i1
  scf.if %n {
    memref.store %x, %m[%c0] : memref<4xi32>
  } else {
    memref.store %y, %m[%c0] : memref<4xi32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @if_to_select(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: memref<4xi32>) -> (i32, i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg1, %arg3[%c0] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg2 : i32, i32
// CHECK-NEXT: }
func.func @if_to_select(%c: i1, %x: i32, %y: i32, %m: memref<4xi32>) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %r:2 = scf.if %c -> (i32, i32) {
    memref.store %x, %m[%c0] : memref<4xi32>
    scf.yield %x, %y : i32, i32
  } else {
    scf.yield %y, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @combine_ifs(%arg0: i1, %arg1: memref<4xi32>, %arg2: i32, %arg3: i32) -> (i32, i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: memref.store %arg2, %arg1[%c0] : memref<4xi32>
// CHECK-NEXT: %2 = arith.addi %0, %arg2 : i32
// CHECK-NEXT: memref.store %2, %arg1[%c0] : memref<4xi32>
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %arg3, %arg1[%c0] : memref<4xi32>
// CHECK-NEXT: memref.store %arg2, %arg1[%c0] : memref<4xi32>
// CHECK-NEXT: scf.yield %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @combine_ifs(%c: i1, %m: memref<4xi32>, %x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %a = scf.if %c -> (i32) {
    memref.store %x, %m[%c0] : memref<4xi32>
    scf.yield %x : i32
  } else {
    memref.store %y, %m[%c0] : memref<4xi32>
    scf.yield %y : i32
  }
  %b = scf.if %c -> (i32) {
    %s = arith.addi %a, %x : i32
    memref.store %s, %m[%c0] : memref<4xi32>
    scf.yield %s : i32
  } else {
    memref.store %x, %m[%c0] : memref<4xi32>
    scf.yield %a : i32
  }
  return %a, %b : i32, i32
}

// -----

// CHECK-LABEL: func.func @nested_ifs(%arg0: i1, %arg1: i1, %arg2: memref<4xi32>, %arg3: i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: memref.store %arg3, %arg2[%c0] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested_ifs(%c: i1, %d: i1, %m: memref<4xi32>, %x: i32) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    scf.if %d {
      memref.store %x, %m[%c0] : memref<4xi32>
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @condition_propagation(%arg0: i1, %arg1: memref<4xi1>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %true, %arg1[%c0] : memref<4xi1>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %false, %arg1[%c0] : memref<4xi1>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @condition_propagation(%c: i1, %m: memref<4xi1>) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    memref.store %c, %m[%c0] : memref<4xi1>
  } else {
    memref.store %c, %m[%c0] : memref<4xi1>
  }
  return
}

// -----

// CHECK-LABEL: func.func @yield_condition(%arg0: i1, %arg1: memref<4xi32>, %arg2: i32) -> (i1, i1) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg2, %arg1[%c0] : memref<4xi32>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %arg2, %arg1[%c0] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %0 : i1, i1
// CHECK-NEXT: }
func.func @yield_condition(%c: i1, %m: memref<4xi32>, %x: i32) -> (i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %c0 = arith.constant 0 : index
  %r:2 = scf.if %c -> (i1, i1) {
    memref.store %x, %m[%c0] : memref<4xi32>
    scf.yield %t, %f : i1, i1
  } else {
    memref.store %x, %m[%c0] : memref<4xi32>
    scf.yield %f, %t : i1, i1
  }
  return %r#0, %r#1 : i1, i1
}

// -----

// CHECK-LABEL: func.func @empty_else(%arg0: i1, %arg1: memref<4xi32>, %arg2: i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg2, %arg1[%c0] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @empty_else(%c: i1, %m: memref<4xi32>, %x: i32) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    memref.store %x, %m[%c0] : memref<4xi32>
  } else {
  }
  return
}

// -----

// CHECK-LABEL: func.func @parallel_single_iteration(%arg0: memref<8x8xf32>, %arg1: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%c8) step (%c1) {
// CHECK-NEXT: memref.store %arg1, %arg0[%arg2, %c0] : memref<8x8xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %arg1, %arg0[%c0, %c0] : memref<8x8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @parallel_single_iteration(%m: memref<8x8xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c1) step (%c1, %c1) {
    memref.store %v, %m[%i, %j] : memref<8x8xf32>
  }
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    memref.store %v, %m[%i, %i] : memref<8x8xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @merge_nested_parallel(%arg0: memref<8x8xf32>, %arg1: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) {
// CHECK-NEXT: memref.store %arg1, %arg0[%arg2, %arg3] : memref<8x8xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @merge_nested_parallel(%m: memref<8x8xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    scf.parallel (%j) = (%c0) to (%c8) step (%c1) {
      memref.store %v, %m[%i, %j] : memref<8x8xf32>
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @execute_region(%arg0: memref<4xi32>, %arg1: i32) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg1, %arg0[%c0] : memref<4xi32>
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @execute_region(%m: memref<4xi32>, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %r = scf.execute_region -> i32 {
    memref.store %x, %m[%c0] : memref<4xi32>
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @index_switch_constant(%arg0: memref<4xi32>, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg2, %arg0[%c0] : memref<4xi32>
// CHECK-NEXT: return %arg2 : i32
// CHECK-NEXT: }
func.func @index_switch_constant(%m: memref<4xi32>, %x: i32, %y: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %r = scf.index_switch %c2 -> i32
  case 1 {
    scf.yield %x : i32
  }
  case 2 {
    memref.store %y, %m[%c0] : memref<4xi32>
    scf.yield %y : i32
  }
  default {
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @while_loop(%arg0: i32, %arg1: memref<4xi32>) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.while (%arg2 = %c0_i32) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg0 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT: memref.store %1, %arg1[%c0] : memref<4xi32>
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @while_loop(%n: i32, %m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %i0 = arith.constant 0 : index
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i : i32
  } do {
  ^bb0(%j: i32):
    %k = arith.cmpi slt, %j, %n : i32
    %e = arith.extui %k : i1 to i32
    %s = arith.addi %j, %e : i32
    memref.store %s, %m[%i0] : memref<4xi32>
    scf.yield %s : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @while_false(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @while_false(%x: i32) -> i32 {
  %f = arith.constant false
  %r = scf.while (%i = %x) : (i32) -> i32 {
    scf.condition(%f) %i : i32
  } do {
  ^bb0(%j: i32):
    scf.yield %j : i32
  }
  return %r : i32
}

// -----

// A while whose condition is a constant false runs its before region once,
// but mlir-opt 22 does not inline it (its results and the store keep it);
// only one without results or effects goes, as trivially dead.
// CHECK-LABEL: func.func @while_false_kept(
// CHECK:         %[[R:.*]] = scf.while (%{{.*}} = %arg0) : (i32) -> i32 {
// CHECK:           memref.store
// CHECK:           scf.condition(%false)
// CHECK:         return %[[R]] : i32
// CHECK-LABEL: func.func @while_false_dead(
// CHECK-NEXT:    return
func.func @while_false_kept(%a: i32, %m: memref<i32>) -> i32 {
  %false = arith.constant false
  %c1 = arith.constant 1 : i32
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    %y = arith.addi %x, %c1 : i32
    memref.store %y, %m[] : memref<i32>
    scf.condition(%false) %y : i32
  } do {
  ^bb0(%x: i32):
    %z = arith.addi %x, %c1 : i32
    scf.yield %z : i32
  }
  return %0 : i32
}
func.func @while_false_dead() {
  %false = arith.constant false
  scf.while : () -> () {
    scf.condition(%false)
  } do {
    scf.yield
  }
  return
}

// RUN: affine-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | affine-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @for_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) {
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %0 = memref.load %arg3[%arg4] : memref<?xf32>
// CHECK-NEXT: memref.store %0, %arg3[%arg4] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: scf.for %arg5 = %arg4 to %arg1 step %arg2 {
// CHECK-NEXT: "test.op"(%arg4, %arg5) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @for_loops(%lb: index, %ub: index, %step: index, %m: memref<?xf32>) {
  scf.for %i = %lb to %ub step %step {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.store %v, %m[%i] : memref<?xf32>
  }
  scf.for %i = %lb to %ub step %step {
    scf.for %j = %i to %ub step %step {
      "test.op"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// CHECK-LABEL: func.func @for_iter_args(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (f32) {
// CHECK-NEXT: %2 = arith.addf %arg5, %arg5 : f32
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3, %arg6 = %arg0) -> (f32, index) {
// CHECK-NEXT: scf.yield %arg5, %arg6 : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @for_iter_args(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %sum = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %n = arith.addf %acc, %acc : f32
    scf.yield %n : f32
  }
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%a = %init, %b = %lb) -> (f32, index) {
    scf.yield %a, %b : f32, index
  }
  return %sum : f32
}

// CHECK-LABEL: func.func @for_int_iv(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %arg2  : i32 {
// CHECK-NEXT: "test.op"(%arg3) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = scf.for unsigned %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %c0_i64) -> (i64)  : i32 {
// CHECK-NEXT: scf.yield %arg4 : i64
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @for_int_iv(%lb: i32, %ub: i32, %step: i32) {
  scf.for %i = %lb to %ub step %step : i32 {
    "test.op"(%i) : (i32) -> ()
  }
  %c = arith.constant 0 : i64
  %r = scf.for unsigned %i = %lb to %ub step %step iter_args(%a = %c) -> (i64) : i32 {
    scf.yield %a : i64
  }
  return
}

// CHECK-LABEL: func.func @if_ops(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.op2"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.if %arg0 -> (f32, f32) {
// CHECK-NEXT: scf.yield %arg1, %arg2 : f32, f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2, %arg1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @if_ops(%c: i1, %x: f32, %y: f32) -> f32 {
  scf.if %c {
    "test.op"() : () -> ()
  }
  scf.if %c {
    "test.op"() : () -> ()
  } else {
    "test.op2"() : () -> ()
  }
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield %y : f32
  }
  %p:2 = scf.if %c -> (f32, f32) {
    scf.yield %x, %y : f32, f32
  } else {
    scf.yield %y, %x : f32, f32
  }
  scf.if %c {
  } else {
    "test.op"() : () -> ()
  }
  scf.if %c {
    scf.yield
  }
  return %r : f32
}

// CHECK-LABEL: func.func @while_ops(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %2 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%2) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %2 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i32) -> (i32, f32) {
// CHECK-NEXT: %2 = arith.cmpi slt, %arg2, %arg3 : i32
// CHECK-NEXT: %3 = arith.sitofp %arg2 : i32 to f32
// CHECK-NEXT: scf.condition(%2) %arg2, %3 : i32, f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: f32):
// CHECK-NEXT: scf.yield %arg2, %arg2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: %2 = "test.cond"() : () -> i1
// CHECK-NEXT: scf.condition(%2)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @while_ops(%init: i32, %n: i32) -> i32 {
  %r = scf.while (%a = %init) : (i32) -> i32 {
    %cond = arith.cmpi slt, %a, %n : i32
    scf.condition(%cond) %a : i32
  } do {
  ^bb0(%b: i32):
    %c1 = arith.constant 1 : i32
    %next = arith.addi %b, %c1 : i32
    scf.yield %next : i32
  }
  %r2:2 = scf.while (%a = %init, %b = %n) : (i32, i32) -> (i32, f32) {
    %cond = arith.cmpi slt, %a, %b : i32
    %f = arith.sitofp %a : i32 to f32
    scf.condition(%cond) %a, %f : i32, f32
  } do {
  ^bb0(%x: i32, %y: f32):
    scf.yield %x, %x : i32, i32
  }
  scf.while : () -> () {
    %cond = "test.cond"() : () -> i1
    scf.condition(%cond)
  } do {
    scf.yield
  }
  return %r : i32
}

// CHECK-LABEL: func.func @parallel_ops(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?x?xf32>) -> f32 {
// CHECK-NEXT: scf.parallel (%arg4, %arg5) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT: %2 = memref.load %arg3[%arg4, %arg5] : memref<?x?xf32>
// CHECK-NEXT: memref.store %2, %arg3[%arg5, %arg4] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) init (%cst) -> f32 {
// CHECK-NEXT: %2 = memref.load %arg3[%arg4, %arg4] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce(%2 : f32) {
// CHECK-NEXT: ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT: %3 = arith.addf %arg5, %arg6 : f32
// CHECK-NEXT: scf.reduce.return %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1:2 = scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) init (%cst, %c0) -> (f32, index) {
// CHECK-NEXT: scf.reduce(%cst, %arg4 : f32, index) {
// CHECK-NEXT: ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT: %2 = arith.addf %arg5, %arg6 : f32
// CHECK-NEXT: scf.reduce.return %2 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT: %2 = arith.addi %arg5, %arg6 : index
// CHECK-NEXT: scf.reduce.return %2 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @parallel_ops(%lb: index, %ub: index, %s: index, %m: memref<?x?xf32>) -> f32 {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
  }
  %init = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%init) -> f32 {
    %v = memref.load %m[%i, %i] : memref<?x?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %sum = arith.addf %a, %b : f32
      scf.reduce.return %sum : f32
    }
  }
  %c0 = arith.constant 0 : index
  %r2:2 = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%init, %c0) -> (f32, index) {
    scf.reduce(%init, %i : f32, index) {
    ^bb0(%a: f32, %b: f32):
      %sum = arith.addf %a, %b : f32
      scf.reduce.return %sum : f32
    }, {
    ^bb0(%a: index, %b: index):
      %sum = arith.addi %a, %b : index
      scf.reduce.return %sum : index
    }
  }
  return %r : f32
}

// CHECK-LABEL: func.func @execute_region_ops(%arg0: i1) -> i32 {
// CHECK-NEXT: %0 = scf.execute_region -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: scf.yield %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: scf.yield %c2_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @execute_region_ops(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    %c1 = arith.constant 1 : i32
    scf.yield %c1 : i32
  }
  scf.execute_region {
    "test.op"() : () -> ()
    scf.yield
  }
  %r2 = scf.execute_region -> i32 no_inline {
    %c2 = arith.constant 2 : i32
    scf.yield %c2 : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @index_switch_ops(%arg0: index) -> i32 {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 2 {
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: scf.yield %c10_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: case 5 {
// CHECK-NEXT: %c20_i32 = arith.constant 20 : i32
// CHECK-NEXT: scf.yield %c20_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %c30_i32 = arith.constant 30 : i32
// CHECK-NEXT: scf.yield %c30_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @index_switch_ops(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %c10 = arith.constant 10 : i32
    scf.yield %c10 : i32
  }
  case 5 {
    %c20 = arith.constant 20 : i32
    scf.yield %c20 : i32
  }
  default {
    %c30 = arith.constant 30 : i32
    scf.yield %c30 : i32
  }
  scf.index_switch %i
  default {
  }
  return %r : i32
}

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (index, index, index, memref<?xf32>) -> (), sym_name = "for_loops"}> ({
// GENERIC-NEXT:   ^bb0(%arg42: index, %arg43: index, %arg44: index, %arg45: memref<?xf32>):
// GENERIC-NEXT:     "scf.for"(%arg42, %arg43, %arg44) ({
// GENERIC-NEXT:     ^bb0(%arg48: index):
// GENERIC-NEXT:       %32 = "memref.load"(%arg45, %arg48) : (memref<?xf32>, index) -> f32
// GENERIC-NEXT:       "memref.store"(%32, %arg45, %arg48) : (f32, memref<?xf32>, index) -> ()
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }) : (index, index, index) -> ()
// GENERIC-NEXT:     "scf.for"(%arg42, %arg43, %arg44) ({
// GENERIC-NEXT:     ^bb0(%arg46: index):
// GENERIC-NEXT:       "scf.for"(%arg46, %arg43, %arg44) ({
// GENERIC-NEXT:       ^bb0(%arg47: index):
// GENERIC-NEXT:         "test.op"(%arg46, %arg47) : (index, index) -> ()
// GENERIC-NEXT:         "scf.yield"() : () -> ()
// GENERIC-NEXT:       }) : (index, index, index) -> ()
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }) : (index, index, index) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index, index, index, f32) -> f32, sym_name = "for_iter_args"}> ({
// GENERIC-NEXT:   ^bb0(%arg33: index, %arg34: index, %arg35: index, %arg36: f32):
// GENERIC-NEXT:     %29 = "scf.for"(%arg33, %arg34, %arg35, %arg36) ({
// GENERIC-NEXT:     ^bb0(%arg40: index, %arg41: f32):
// GENERIC-NEXT:       %31 = "arith.addf"(%arg41, %arg41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "scf.yield"(%31) : (f32) -> ()
// GENERIC-NEXT:     }) : (index, index, index, f32) -> f32
// GENERIC-NEXT:     %30:2 = "scf.for"(%arg33, %arg34, %arg35, %arg36, %arg33) ({
// GENERIC-NEXT:     ^bb0(%arg37: index, %arg38: f32, %arg39: index):
// GENERIC-NEXT:       "scf.yield"(%arg38, %arg39) : (f32, index) -> ()
// GENERIC-NEXT:     }) : (index, index, index, f32, index) -> (f32, index)
// GENERIC-NEXT:     "func.return"(%29) : (f32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, i32, i32) -> (), sym_name = "for_int_iv"}> ({
// GENERIC-NEXT:   ^bb0(%arg27: i32, %arg28: i32, %arg29: i32):
// GENERIC-NEXT:     "scf.for"(%arg27, %arg28, %arg29) ({
// GENERIC-NEXT:     ^bb0(%arg32: i32):
// GENERIC-NEXT:       "test.op"(%arg32) : (i32) -> ()
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }) : (i32, i32, i32) -> ()
// GENERIC-NEXT:     %27 = "arith.constant"() <{value = 0 : i64}> : () -> i64
// GENERIC-NEXT:     %28 = "scf.for"(%arg27, %arg28, %arg29, %27) <{unsignedCmp}> ({
// GENERIC-NEXT:     ^bb0(%arg30: i32, %arg31: i64):
// GENERIC-NEXT:       "scf.yield"(%arg31) : (i64) -> ()
// GENERIC-NEXT:     }) : (i32, i32, i32, i64) -> i64
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i1, f32, f32) -> f32, sym_name = "if_ops"}> ({
// GENERIC-NEXT:   ^bb0(%arg24: i1, %arg25: f32, %arg26: f32):
// GENERIC-NEXT:     "scf.if"(%arg24) ({
// GENERIC-NEXT:       "test.op"() : () -> ()
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:     }) : (i1) -> ()
// GENERIC-NEXT:     "scf.if"(%arg24) ({
// GENERIC-NEXT:       "test.op"() : () -> ()
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "test.op2"() : () -> ()
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }) : (i1) -> ()
// GENERIC-NEXT:     %25 = "scf.if"(%arg24) ({
// GENERIC-NEXT:       "scf.yield"(%arg25) : (f32) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "scf.yield"(%arg26) : (f32) -> ()
// GENERIC-NEXT:     }) : (i1) -> f32
// GENERIC-NEXT:     %26:2 = "scf.if"(%arg24) ({
// GENERIC-NEXT:       "scf.yield"(%arg25, %arg26) : (f32, f32) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "scf.yield"(%arg26, %arg25) : (f32, f32) -> ()
// GENERIC-NEXT:     }) : (i1) -> (f32, f32)
// GENERIC-NEXT:     "scf.if"(%arg24) ({
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "test.op"() : () -> ()
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }) : (i1) -> ()
// GENERIC-NEXT:     "scf.if"(%arg24) ({
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:     }) : (i1) -> ()
// GENERIC-NEXT:     "func.return"(%25) : (f32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "while_ops"}> ({
// GENERIC-NEXT:   ^bb0(%arg16: i32, %arg17: i32):
// GENERIC-NEXT:     %17 = "scf.while"(%arg16) ({
// GENERIC-NEXT:     ^bb0(%arg23: i32):
// GENERIC-NEXT:       %24 = "arith.cmpi"(%arg23, %arg17) <{predicate = 2 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:       "scf.condition"(%24, %arg23) : (i1, i32) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:     ^bb0(%arg22: i32):
// GENERIC-NEXT:       %22 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// GENERIC-NEXT:       %23 = "arith.addi"(%arg22, %22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       "scf.yield"(%23) : (i32) -> ()
// GENERIC-NEXT:     }) : (i32) -> i32
// GENERIC-NEXT:     %18:2 = "scf.while"(%arg16, %arg17) ({
// GENERIC-NEXT:     ^bb0(%arg20: i32, %arg21: i32):
// GENERIC-NEXT:       %20 = "arith.cmpi"(%arg20, %arg21) <{predicate = 2 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:       %21 = "arith.sitofp"(%arg20) : (i32) -> f32
// GENERIC-NEXT:       "scf.condition"(%20, %arg20, %21) : (i1, i32, f32) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:     ^bb0(%arg18: i32, %arg19: f32):
// GENERIC-NEXT:       "scf.yield"(%arg18, %arg18) : (i32, i32) -> ()
// GENERIC-NEXT:     }) : (i32, i32) -> (i32, f32)
// GENERIC-NEXT:     "scf.while"() ({
// GENERIC-NEXT:       %19 = "test.cond"() : () -> i1
// GENERIC-NEXT:       "scf.condition"(%19) : (i1) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "func.return"(%17) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index, index, index, memref<?x?xf32>) -> f32, sym_name = "parallel_ops"}> ({
// GENERIC-NEXT:   ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: memref<?x?xf32>):
// GENERIC-NEXT:     "scf.parallel"(%arg2, %arg2, %arg3, %arg3, %arg4, %arg4) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
// GENERIC-NEXT:     ^bb0(%arg14: index, %arg15: index):
// GENERIC-NEXT:       %16 = "memref.load"(%arg5, %arg14, %arg15) : (memref<?x?xf32>, index, index) -> f32
// GENERIC-NEXT:       "memref.store"(%16, %arg5, %arg15, %arg14) : (f32, memref<?x?xf32>, index, index) -> ()
// GENERIC-NEXT:       "scf.reduce"() : () -> ()
// GENERIC-NEXT:     }) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT:     %8 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:     %9 = "scf.parallel"(%arg2, %arg3, %arg4, %8) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg11: index):
// GENERIC-NEXT:       %14 = "memref.load"(%arg5, %arg11, %arg11) : (memref<?x?xf32>, index, index) -> f32
// GENERIC-NEXT:       "scf.reduce"(%14) ({
// GENERIC-NEXT:       ^bb0(%arg12: f32, %arg13: f32):
// GENERIC-NEXT:         %15 = "arith.addf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:         "scf.reduce.return"(%15) : (f32) -> ()
// GENERIC-NEXT:       }) : (f32) -> ()
// GENERIC-NEXT:     }) : (index, index, index, f32) -> f32
// GENERIC-NEXT:     %10 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     %11:2 = "scf.parallel"(%arg2, %arg3, %arg4, %8, %10) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
// GENERIC-NEXT:     ^bb0(%arg6: index):
// GENERIC-NEXT:       "scf.reduce"(%8, %arg6) ({
// GENERIC-NEXT:       ^bb0(%arg9: f32, %arg10: f32):
// GENERIC-NEXT:         %13 = "arith.addf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:         "scf.reduce.return"(%13) : (f32) -> ()
// GENERIC-NEXT:       }, {
// GENERIC-NEXT:       ^bb0(%arg7: index, %arg8: index):
// GENERIC-NEXT:         %12 = "arith.addi"(%arg7, %arg8) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GENERIC-NEXT:         "scf.reduce.return"(%12) : (index) -> ()
// GENERIC-NEXT:       }) : (f32, index) -> ()
// GENERIC-NEXT:     }) : (index, index, index, f32, index) -> (f32, index)
// GENERIC-NEXT:     "func.return"(%9) : (f32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i1) -> i32, sym_name = "execute_region_ops"}> ({
// GENERIC-NEXT:   ^bb0(%arg1: i1):
// GENERIC-NEXT:     %4 = "scf.execute_region"() ({
// GENERIC-NEXT:       %7 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// GENERIC-NEXT:       "scf.yield"(%7) : (i32) -> ()
// GENERIC-NEXT:     }) : () -> i32
// GENERIC-NEXT:     "scf.execute_region"() ({
// GENERIC-NEXT:       "test.op"() : () -> ()
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     %5 = "scf.execute_region"() <{no_inline}> ({
// GENERIC-NEXT:       %6 = "arith.constant"() <{value = 2 : i32}> : () -> i32
// GENERIC-NEXT:       "scf.yield"(%6) : (i32) -> ()
// GENERIC-NEXT:     }) : () -> i32
// GENERIC-NEXT:     "func.return"(%4) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index) -> i32, sym_name = "index_switch_ops"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: index):
// GENERIC-NEXT:     %0 = "scf.index_switch"(%arg0) <{cases = array<i64: 2, 5>}> ({
// GENERIC-NEXT:       %3 = "arith.constant"() <{value = 30 : i32}> : () -> i32
// GENERIC-NEXT:       "scf.yield"(%3) : (i32) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       %2 = "arith.constant"() <{value = 10 : i32}> : () -> i32
// GENERIC-NEXT:       "scf.yield"(%2) : (i32) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       %1 = "arith.constant"() <{value = 20 : i32}> : () -> i32
// GENERIC-NEXT:       "scf.yield"(%1) : (i32) -> ()
// GENERIC-NEXT:     }) : (index) -> i32
// GENERIC-NEXT:     "scf.index_switch"(%arg0) <{cases = array<i64>}> ({
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }) : (index) -> ()
// GENERIC-NEXT:     "func.return"(%0) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:

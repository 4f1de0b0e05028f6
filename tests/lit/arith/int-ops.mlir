// RUN: affine-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | affine-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @int_binary(%arg0: i32, %arg1: i32, %arg2: index, %arg3: index, %arg4: vector<4xi64>, %arg5: tensor<?x4xi8>) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %4 = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: %11 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT: %12 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT: %13 = arith.shli %arg0, %arg1 : i32
// CHECK-NEXT: %14 = arith.shrsi %arg0, %arg1 : i32
// CHECK-NEXT: %15 = arith.shrui %arg0, %arg1 : i32
// CHECK-NEXT: %16 = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT: %17 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT: %18 = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT: %19 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT: %20 = arith.addi %arg2, %arg3 : index
// CHECK-NEXT: %21 = arith.muli %arg2, %arg3 : index
// CHECK-NEXT: %22 = arith.floordivsi %arg2, %arg3 : index
// CHECK-NEXT: %23 = arith.addi %arg4, %arg4 : vector<4xi64>
// CHECK-NEXT: %24 = arith.remsi %arg5, %arg5 : tensor<?x4xi8>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @int_binary(%a: i32, %b: i32, %i: index, %j: index, %v: vector<4xi64>, %t: tensor<?x4xi8>) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %a, %b : i32
  %2 = arith.muli %a, %b : i32
  %3 = arith.divsi %a, %b : i32
  %4 = arith.divui %a, %b : i32
  %5 = arith.ceildivsi %a, %b : i32
  %6 = arith.ceildivui %a, %b : i32
  %7 = arith.floordivsi %a, %b : i32
  %8 = arith.remsi %a, %b : i32
  %9 = arith.remui %a, %b : i32
  %10 = arith.andi %a, %b : i32
  %11 = arith.ori %a, %b : i32
  %12 = arith.xori %a, %b : i32
  %13 = arith.shli %a, %b : i32
  %14 = arith.shrsi %a, %b : i32
  %15 = arith.shrui %a, %b : i32
  %16 = arith.minsi %a, %b : i32
  %17 = arith.maxsi %a, %b : i32
  %18 = arith.minui %a, %b : i32
  %19 = arith.maxui %a, %b : i32
  %20 = arith.addi %i, %j : index
  %21 = arith.muli %i, %j : index
  %22 = arith.floordivsi %i, %j : index
  %23 = arith.addi %v, %v : vector<4xi64>
  %24 = arith.remsi %t, %t : tensor<?x4xi8>
  return
}

// CHECK-LABEL: func.func @int_flags(%arg0: i32, %arg1: i32, %arg2: index) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %1 = arith.subi %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: %2 = arith.muli %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %3 = arith.muli %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %4 = arith.shli %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %5 = arith.addi %arg2, %arg2 : index
// CHECK-NEXT: %6 = arith.divsi %arg0, %arg1 exact : i32
// CHECK-NEXT: %7 = arith.divui %arg0, %arg1 exact : i32
// CHECK-NEXT: %8 = arith.shrsi %arg0, %arg1 exact : i32
// CHECK-NEXT: %9 = arith.shrui %arg0, %arg1 exact : i32
// CHECK-NEXT: %10 = arith.addi %arg0, %arg1 {some_attr = 1 : i64} : i32
// CHECK-NEXT: %11 = arith.addi %arg0, %arg1 overflow<nsw> {some_attr} : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @int_flags(%a: i32, %b: i32, %i: index) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.subi %a, %b overflow<nuw> : i32
  %2 = arith.muli %a, %b overflow<nsw, nuw> : i32
  %3 = arith.muli %a, %b overflow<nuw, nsw> : i32
  %4 = arith.shli %a, %b overflow<nsw> : i32
  %5 = arith.addi %i, %i overflow<none> : index
  %6 = arith.divsi %a, %b exact : i32
  %7 = arith.divui %a, %b exact : i32
  %8 = arith.shrsi %a, %b exact : i32
  %9 = arith.shrui %a, %b exact : i32
  %10 = arith.addi %a, %b {some_attr = 1 : i64} : i32
  %11 = arith.addi %a, %b overflow<nsw> {some_attr} : i32
  return
}

// CHECK-LABEL: func.func @int_extended(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>) {
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT: %sum_0, %overflow_1 = arith.addui_extended %arg2, %arg2 : vector<4xi32>, vector<4xi1>
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT: %low_2, %high_3 = arith.mului_extended %arg2, %arg2 : vector<4xi32>
// CHECK-NEXT: "test.use"(%sum, %overflow, %sum_0, %overflow_1, %low, %high, %high_3) : (i32, i1, vector<4xi32>, vector<4xi1>, i32, i32, vector<4xi32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @int_extended(%a: i32, %b: i32, %v: vector<4xi32>) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %vs:2 = arith.addui_extended %v, %v : vector<4xi32>, vector<4xi1>
  %l, %h = arith.mulsi_extended %a, %b : i32
  %ul:2 = arith.mului_extended %v, %v : vector<4xi32>
  "test.use"(%s, %o, %vs#0, %vs#1, %l, %h, %ul#1) : (i32, i1, vector<4xi32>, vector<4xi1>, i32, i32, vector<4xi32>) -> ()
  return
}

// CHECK-LABEL: func.func @muli_names(%arg0: i32) -> index {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %vscale = vector.vscale
// CHECK-NEXT: %c4_vscale = arith.muli %c4, %vscale : index
// CHECK-NEXT: %c4_vscale_0 = arith.muli %vscale, %c4 : index
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %0 = arith.muli %arg0, %c8_i32 : i32
// CHECK-NEXT: %1 = arith.addi %c4_vscale, %c4_vscale_0 : index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
func.func @muli_names(%a: i32) -> index {
  %c4 = arith.constant 4 : index
  %vs = vector.vscale
  %0 = arith.muli %c4, %vs : index
  %1 = arith.muli %vs, %c4 : index
  %c8 = arith.constant 8 : i32
  %2 = arith.muli %a, %c8 : i32
  %3 = arith.addi %0, %1 : index
  return %3 : index
}

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, i32, index, index, vector<4xi64>, tensor<?x4xi8>) -> (), sym_name = "int_binary"}> ({
// GENERIC-NEXT:   ^bb0(%arg7: i32, %arg8: i32, %arg9: index, %arg10: index, %arg11: vector<4xi64>, %arg12: tensor<?x4xi8>):
// GENERIC-NEXT:     %23 = "arith.addi"(%arg7, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:     %24 = "arith.subi"(%arg7, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:     %25 = "arith.muli"(%arg7, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:     %26 = "arith.divsi"(%arg7, %arg8) : (i32, i32) -> i32
// GENERIC-NEXT:     %27 = "arith.divui"(%arg7, %arg8) : (i32, i32) -> i32
// GENERIC-NEXT:     %28 = "arith.ceildivsi"(%arg7, %arg8) : (i32, i32) -> i32
// GENERIC-NEXT:     %29 = "arith.ceildivui"(%arg7, %arg8) : (i32, i32) -> i32
// GENERIC-NEXT:     %30 = "arith.floordivsi"(%arg7, %arg8) : (i32, i32) -> i32
// GENERIC-NEXT:     %31 = "arith.remsi"(%arg7, %arg8) : (i32, i32) -> i32
// GENERIC-NEXT:     %32 = "arith.remui"(%arg7, %arg8) : (i32, i32) -> i32
// GENERIC-NEXT:     %33 = "arith.andi"(%arg7, %arg8) : (i32, i32) -> i32
// GENERIC-NEXT:     %34 = "arith.ori"(%arg7, %arg8) : (i32, i32) -> i32
// GENERIC-NEXT:     %35 = "arith.xori"(%arg7, %arg8) : (i32, i32) -> i32
// GENERIC-NEXT:     %36 = "arith.shli"(%arg7, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:     %37 = "arith.shrsi"(%arg7, %arg8) : (i32, i32) -> i32
// GENERIC-NEXT:     %38 = "arith.shrui"(%arg7, %arg8) : (i32, i32) -> i32
// GENERIC-NEXT:     %39 = "arith.minsi"(%arg7, %arg8) : (i32, i32) -> i32
// GENERIC-NEXT:     %40 = "arith.maxsi"(%arg7, %arg8) : (i32, i32) -> i32
// GENERIC-NEXT:     %41 = "arith.minui"(%arg7, %arg8) : (i32, i32) -> i32
// GENERIC-NEXT:     %42 = "arith.maxui"(%arg7, %arg8) : (i32, i32) -> i32
// GENERIC-NEXT:     %43 = "arith.addi"(%arg9, %arg10) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GENERIC-NEXT:     %44 = "arith.muli"(%arg9, %arg10) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GENERIC-NEXT:     %45 = "arith.floordivsi"(%arg9, %arg10) : (index, index) -> index
// GENERIC-NEXT:     %46 = "arith.addi"(%arg11, %arg11) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
// GENERIC-NEXT:     %47 = "arith.remsi"(%arg12, %arg12) : (tensor<?x4xi8>, tensor<?x4xi8>) -> tensor<?x4xi8>
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, i32, index) -> (), sym_name = "int_flags"}> ({
// GENERIC-NEXT:   ^bb0(%arg4: i32, %arg5: i32, %arg6: index):
// GENERIC-NEXT:     %11 = "arith.addi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// GENERIC-NEXT:     %12 = "arith.subi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
// GENERIC-NEXT:     %13 = "arith.muli"(%arg4, %arg5) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
// GENERIC-NEXT:     %14 = "arith.muli"(%arg4, %arg5) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
// GENERIC-NEXT:     %15 = "arith.shli"(%arg4, %arg5) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// GENERIC-NEXT:     %16 = "arith.addi"(%arg6, %arg6) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GENERIC-NEXT:     %17 = "arith.divsi"(%arg4, %arg5) <{isExact}> : (i32, i32) -> i32
// GENERIC-NEXT:     %18 = "arith.divui"(%arg4, %arg5) <{isExact}> : (i32, i32) -> i32
// GENERIC-NEXT:     %19 = "arith.shrsi"(%arg4, %arg5) <{isExact}> : (i32, i32) -> i32
// GENERIC-NEXT:     %20 = "arith.shrui"(%arg4, %arg5) <{isExact}> : (i32, i32) -> i32
// GENERIC-NEXT:     %21 = "arith.addi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> {some_attr = 1 : i64} : (i32, i32) -> i32
// GENERIC-NEXT:     %22 = "arith.addi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<nsw>}> {some_attr} : (i32, i32) -> i32
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, i32, vector<4xi32>) -> (), sym_name = "int_extended"}> ({
// GENERIC-NEXT:   ^bb0(%arg1: i32, %arg2: i32, %arg3: vector<4xi32>):
// GENERIC-NEXT:     %7:2 = "arith.addui_extended"(%arg1, %arg2) : (i32, i32) -> (i32, i1)
// GENERIC-NEXT:     %8:2 = "arith.addui_extended"(%arg3, %arg3) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi1>)
// GENERIC-NEXT:     %9:2 = "arith.mulsi_extended"(%arg1, %arg2) : (i32, i32) -> (i32, i32)
// GENERIC-NEXT:     %10:2 = "arith.mului_extended"(%arg3, %arg3) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>)
// GENERIC-NEXT:     "test.use"(%7#0, %7#1, %8#0, %8#1, %9#0, %9#1, %10#1) : (i32, i1, vector<4xi32>, vector<4xi1>, i32, i32, vector<4xi32>) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i32) -> index, sym_name = "muli_names"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i32):
// GENERIC-NEXT:     %0 = "arith.constant"() <{value = 4 : index}> : () -> index
// GENERIC-NEXT:     %1 = "vector.vscale"() : () -> index
// GENERIC-NEXT:     %2 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GENERIC-NEXT:     %3 = "arith.muli"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GENERIC-NEXT:     %4 = "arith.constant"() <{value = 8 : i32}> : () -> i32
// GENERIC-NEXT:     %5 = "arith.muli"(%arg0, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:     %6 = "arith.addi"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GENERIC-NEXT:     "func.return"(%6) : (index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:

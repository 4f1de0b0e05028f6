// RUN: affine-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | affine-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @poison() {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : f32
// CHECK-NEXT: %2 = ub.poison : vector<4xf32>
// CHECK-NEXT: %3 = ub.poison : index
// CHECK-NEXT: %4 = ub.poison : i64
// CHECK-NEXT: "test.use"(%0, %1, %2, %3, %4) : (i32, f32, vector<4xf32>, index, i64) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @poison() {
  %0 = ub.poison : i32
  %1 = ub.poison : f32
  %2 = ub.poison : vector<4xf32>
  %3 = ub.poison : index
  %4 = ub.poison <#ub.poison> : i64
  "test.use"(%0, %1, %2, %3, %4) : (i32, f32, vector<4xf32>, index, i64) -> ()
  return
}

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "poison"}> ({
// GENERIC-NEXT:     %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32
// GENERIC-NEXT:     %1 = "ub.poison"() <{value = #ub.poison}> : () -> f32
// GENERIC-NEXT:     %2 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xf32>
// GENERIC-NEXT:     %3 = "ub.poison"() <{value = #ub.poison}> : () -> index
// GENERIC-NEXT:     %4 = "ub.poison"() <{value = #ub.poison}> : () -> i64
// GENERIC-NEXT:     "test.use"(%0, %1, %2, %3, %4) : (i32, f32, vector<4xf32>, index, i64) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:

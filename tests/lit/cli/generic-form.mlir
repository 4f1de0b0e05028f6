// RUN: affine-opt %s --mlir-print-op-generic | FileCheck %s
// RUN: affine-opt %s --mlir-print-op-generic | affine-opt | FileCheck %s --check-prefix=ROUNDTRIP

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT:     "func.return"(%0) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
// ROUNDTRIP: func.func @f(%arg0: i32) -> i32 {
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

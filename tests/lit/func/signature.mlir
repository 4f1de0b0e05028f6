// Signatures with argument/result attributes and locations, and a single
// result that is a function type through an alias (printed parenthesized).
// RUN: affine-opt %s | FileCheck %s
// RUN: affine-opt %s --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

!fn = (i32) -> i32

// CHECK: func.func private @function_result() -> ((i32) -> i32)
func.func private @function_result() -> !fn

// CHECK: func.func private @attrs(i32 {test.a}, f32) -> (f32 {test.r = 1 : i64}, i64)
func.func private @attrs(%a: i32 {test.a}, %b: f32 loc("x.mlir":1:2)) -> (f32 {test.r = 1}, i64)

// CHECK: func.func @body(%arg0: i32 {test.a}) -> i32 {
// LOC: func.func @body(%arg0: i32 {test.a} loc("y.mlir":3:4)) -> i32 {
func.func @body(%a: i32 {test.a} loc("y.mlir":3:4)) -> i32 {
  return %a : i32
}

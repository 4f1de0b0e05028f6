// RUN: affine-opt %s > %t.ours && %mlir_opt %s > %t.ref && diff %t.ref %t.ours
// RUN: affine-opt %s | FileCheck %s

// A native property (LLVM's overflowFlags / noWrapFlags, linearize_index's
// disjoint) is spelled by the custom syntax, but a discardable attribute of
// the same name is not the property: mlir-opt 22 prints it in the
// attribute dictionary.

// CHECK-LABEL: func.func @native
func.func @native(%a: i32, %p: !llvm.ptr, %i: index, %j: index) {
  // CHECK: llvm.add %arg0, %arg0 {overflowFlags = 1 : i32} : i32
  %0 = "llvm.add"(%a, %a) {overflowFlags = 1 : i32} : (i32, i32) -> i32
  // CHECK: llvm.mul %arg0, %arg0 overflow<nsw, nuw> {overflowFlags = 1 : i32} : i32
  %1 = "llvm.mul"(%a, %a) <{overflowFlags = 3 : i32}> {overflowFlags = 1 : i32} : (i32, i32) -> i32
  // CHECK: llvm.sub %arg0, %arg0 {foo, overflowFlags = 2 : i32} : i32
  %2 = "llvm.sub"(%a, %a) {overflowFlags = 2 : i32, foo} : (i32, i32) -> i32
  // CHECK: llvm.trunc %arg0 overflow<nsw> {a, overflowFlags = 2 : i32} : i32 to i16
  %3 = "llvm.trunc"(%a) <{overflowFlags = 1 : i32}> {overflowFlags = 2 : i32, a} : (i32) -> i16
  // CHECK: llvm.or disjoint %arg0, %arg0 : i32
  %4 = "llvm.or"(%a, %a) {isDisjoint} : (i32, i32) -> i32
  // CHECK: llvm.getelementptr %arg1[1] {noWrapFlags = 1 : i32} : (!llvm.ptr) -> !llvm.ptr, i8
  %5 = "llvm.getelementptr"(%p) <{elem_type = i8, rawConstantIndices = array<i32: 1>}> {noWrapFlags = 1 : i32} : (!llvm.ptr) -> !llvm.ptr
  // CHECK: affine.linearize_index [%arg2, %arg3] by (4, 5) {disjoint} : index
  %6 = "affine.linearize_index"(%i, %j) <{operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 4, 5>}> {disjoint} : (index, index) -> index
  // CHECK: affine.linearize_index disjoint [%arg2, %arg3] by (4, 5) {disjoint = false} : index
  %7 = "affine.linearize_index"(%i, %j) <{disjoint, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 4, 5>}> {disjoint = false} : (index, index) -> index
  // CHECK: affine.linearize_index disjoint [%arg2, %arg3] by (4, 5) : index
  %8 = affine.linearize_index disjoint [%i, %j] by (4, 5) : index
  return
}

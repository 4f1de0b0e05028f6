// mlir-opt 22's checks of llvm.* attributes on function results (of
// llvm.func and func.func): the attributes only arguments take are rejected,
// the others are checked as parameter attributes (kind of value, pointer or
// integer type); unknown llvm.* names pass.
// RUN: not affine-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: [[@LINE+1]]:1: error: "llvm.noundef" should be a unit attribute
llvm.func @noundef_value() -> (i32 {llvm.noundef = 1})
// CHECK-NEXT: llvm.func @noundef_value
// CHECK-NEXT: ^
// CHECK-NEXT: note: see current operation:

// -----

// CHECK: [[@LINE+1]]:1: error: "llvm.noalias" attribute attached to non-pointer LLVM type
llvm.func @noalias_int() -> (i32 {llvm.noalias})

// -----

// CHECK: [[@LINE+1]]:1: error: "llvm.signext" attribute attached to non-integer LLVM type
llvm.func @signext_float() -> (f32 {llvm.signext})

// -----

// CHECK: [[@LINE+1]]:1: error: "llvm.byval" is not a valid result attribute
llvm.func @byval() -> (!llvm.ptr {llvm.byval = i32})

// -----

// CHECK: [[@LINE+1]]:1: error: "llvm.nocapture" is not a valid result attribute
llvm.func @nocapture() -> (!llvm.ptr {llvm.nocapture})

// -----

// CHECK: [[@LINE+1]]:1: error: "llvm.alignstack" is not a valid result attribute
llvm.func @alignstack() -> (!llvm.ptr {llvm.alignstack = 8 : i64})

// -----

// CHECK: [[@LINE+1]]:1: error: "llvm.elementtype" should be a type attribute
llvm.func @elementtype() -> (!llvm.ptr {llvm.elementtype})

// -----

// CHECK: [[@LINE+1]]:1: error: "llvm.nonnull" should be a unit attribute
llvm.func @nonnull_value() -> (!llvm.ptr {llvm.nonnull = true})

// -----

// CHECK: [[@LINE+1]]:1: error: "llvm.dereferenceable" attribute attached to non-pointer LLVM type
func.func private @second_result() -> (!llvm.ptr {llvm.noalias}, i32 {llvm.dereferenceable = 8 : i64})

// -----

// CHECK: [[@LINE+1]]:1: error: "llvm.noalias" attribute attached to non-pointer LLVM type
func.func @func_result() -> (i32 {llvm.noalias}) {
  %c = arith.constant 0 : i32
  return %c : i32
}
// CHECK: note: see current operation:
// CHECK-NEXT: "func.func"() <{function_type = () -> i32, res_attrs = [{llvm.noalias}], sym_name = "func_result"}>

// -----

// CHECK: [[@LINE+1]]:1: error: "llvm.readonly" is not a valid result attribute
func.func private @func_decl() -> (memref<4xf32> {llvm.readonly})

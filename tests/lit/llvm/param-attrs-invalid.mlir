// MLIR 22's checks of llvm.* argument attributes (LLVMDialect::
// verifyParameterAttribute) on llvm.func, func.func and gpu.func: the kind
// of value (unit, type, integer) and, for LLVM-compatible types, pointer-
// or integer-only attributes; reported at the function with its dump.
// RUN: not affine-opt %s -split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

// CHECK: param-attrs-invalid.mlir:[[@LINE+2]]:1: error: "llvm.noalias" attribute attached to non-pointer LLVM type
// CHECK-NEXT: llvm.func @noalias_int
llvm.func @noalias_int(%a: i32 {llvm.noalias})
// CHECK: note: see current operation:

// -----

// CHECK: param-attrs-invalid.mlir:[[@LINE+1]]:1: error: "llvm.noalias" should be a unit attribute
llvm.func @noalias_value(%a: !llvm.ptr {llvm.noalias = 1})

// -----

// CHECK: param-attrs-invalid.mlir:[[@LINE+1]]:1: error: "llvm.zeroext" attribute attached to non-integer LLVM type
llvm.func @zeroext_float(%a: f32 {llvm.zeroext})

// -----

// CHECK: param-attrs-invalid.mlir:[[@LINE+1]]:1: error: "llvm.byval" should be a type attribute
llvm.func @byval_value(%a: !llvm.ptr {llvm.byval = 1})

// -----

// CHECK: param-attrs-invalid.mlir:[[@LINE+1]]:1: error: "llvm.dereferenceable" attribute attached to non-pointer LLVM type
llvm.func @dereferenceable_int(%a: i32 {llvm.dereferenceable = 8 : i64})

// -----

// CHECK: param-attrs-invalid.mlir:[[@LINE+1]]:1: error: "llvm.alignstack" should be an integer attribute
llvm.func @alignstack_float(%a: i32 {llvm.alignstack = 1.0})

// -----

// CHECK: param-attrs-invalid.mlir:[[@LINE+1]]:1: error: "llvm.nonnull" attribute attached to non-pointer LLVM type
func.func private @in_func(%a: i32 {llvm.nonnull})

// -----

// CHECK: param-attrs-invalid.mlir:[[@LINE+1]]:17: error: "llvm.noalias" attribute attached to non-pointer LLVM type
gpu.module @m { gpu.func @in_gpu_func(%a: i32 {llvm.noalias}) { gpu.return } }

// -----

// Types LLVM cannot represent are not checked; valid uses pass.
// CHECK-NOT: error
// CHECK: "t.end"
func.func private @not_llvm(%a: index {llvm.noalias}, %b: memref<4xf32> {llvm.noalias})
llvm.func @valid(%p: !llvm.ptr {llvm.noalias, llvm.align = 4 : i32, llvm.byval = i32}, %i: i32 {llvm.zeroext, llvm.noundef})
"t.end"() : () -> ()

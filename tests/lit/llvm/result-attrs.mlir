// llvm.* result attributes mlir-opt 22 accepts: unit ones on any type,
// pointer ones on pointers, integer ones on integers, names it does not
// know, and any llvm.* attribute on a type that is not an LLVM type.
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s

// CHECK: llvm.func @f() -> (i32 {llvm.noundef})
llvm.func @f() -> (i32 {llvm.noundef})
// CHECK: llvm.func @g() -> (!llvm.ptr {llvm.align = 16 : i64, llvm.dereferenceable = 8 : i64, llvm.noalias})
llvm.func @g() -> (!llvm.ptr {llvm.noalias, llvm.dereferenceable = 8 : i64, llvm.align = 16 : i64})
// CHECK: llvm.func @h() -> (i32 {llvm.inreg, llvm.signext, llvm.zeroext})
llvm.func @h() -> (i32 {llvm.signext, llvm.zeroext, llvm.inreg})
// CHECK: llvm.func @k() -> (i32 {llvm.bogus})
llvm.func @k() -> (i32 {llvm.bogus})
// CHECK: func.func private @m() -> (memref<4xf32> {llvm.noalias})
func.func private @m() -> (memref<4xf32> {llvm.noalias})

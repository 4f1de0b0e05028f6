// The llvm ops frontends leave in affine code (Polygeist: module data
// layout attributes, string globals, printf declarations and calls, GEPs,
// loads/stores, casts) read and print as in mlir-opt 22, generic form
// included (default-valued properties materialized).
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s -mlir-print-op-generic | affine-opt | FileCheck %s
// RUN: affine-opt %s -mlir-print-op-generic > %t.ours && %mlir_opt %s -mlir-print-op-generic > %t.ref && diff %t.ref %t.ours

// CHECK: module attributes {llvm.data_layout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu", "polygeist.target-cpu" = "x86-64"} {
// CHECK: llvm.mlir.global internal constant @str0("%d\0A\00") {addr_space = 0 : i32}
// CHECK: llvm.mlir.global external @g(3 : i32) {addr_space = 0 : i32} : i32
// CHECK: llvm.mlir.global private @arr() {addr_space = 0 : i32} : !llvm.array<10 x f32>
// CHECK: llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK: llvm.func @foo(%arg0: i32) -> i32 {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-LABEL: func.func @main() -> i32 attributes {llvm.linkage = #llvm.linkage<external>} {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = llvm.mlir.addressof @str0 : !llvm.ptr
// CHECK-NEXT: %1 = llvm.getelementptr %0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
// CHECK-NEXT: %2 = llvm.call @printf(%1, %c0_i32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: %3 = llvm.mlir.undef : i32
// CHECK-NEXT: %4 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %6 = llvm.mlir.poison : f32
// CHECK-NEXT: %7 = llvm.call @foo(%c0_i32) : (i32) -> i32
// CHECK-NEXT: %8 = llvm.getelementptr inbounds %0[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %9 = llvm.load %0 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.store %9, %0 : i32, !llvm.ptr
// CHECK-NEXT: %10 = llvm.alloca %5 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %11 = llvm.bitcast %3 : i32 to f32
// CHECK-NEXT: return %c0_i32 : i32

module attributes {llvm.data_layout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu", "polygeist.target-cpu" = "x86-64"} {
  llvm.mlir.global internal constant @str0("%d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global external @g(3 : i32) : i32
  llvm.mlir.global private @arr() : !llvm.array<10 x f32>
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @foo(%arg0: i32) -> i32 {
    llvm.return %arg0 : i32
  }
  func.func @main() -> i32 attributes {llvm.linkage = #llvm.linkage<external>} {
    %c0_i32 = arith.constant 0 : i32
    %0 = llvm.mlir.addressof @str0 : !llvm.ptr
    %1 = llvm.getelementptr %0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %2 = llvm.call @printf(%1, %c0_i32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    %3 = llvm.mlir.undef : i32
    %4 = llvm.mlir.zero : !llvm.ptr
    %5 = llvm.mlir.constant(1 : i64) : i64
    %6 = llvm.mlir.poison : f32
    %7 = llvm.call @foo(%c0_i32) : (i32) -> i32
    %8 = llvm.getelementptr inbounds %0[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %9 = llvm.load %0 : !llvm.ptr -> i32
    llvm.store %9, %0 : i32, !llvm.ptr
    %10 = llvm.alloca %5 x i32 : (i64) -> !llvm.ptr
    %11 = llvm.bitcast %3 : i32 to f32
    return %c0_i32 : i32
  }
}

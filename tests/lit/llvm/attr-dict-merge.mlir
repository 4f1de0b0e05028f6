// Inherent attributes written in the attribute dictionary of llvm ops'
// custom forms, as mlir-opt 22 merges them: an assembly format's
// dictionary overrides what the format read, a hand-written parser keeps
// one not set otherwise when it has the property's storage class and
// drops it when not; other names stay discardable.
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s

// CHECK-LABEL: llvm.comdat @c
// CHECK-NEXT: llvm.comdat_selector @t largest
llvm.comdat @c {
  llvm.comdat_selector @s any {comdat = 2, sym_name = "t"}
}

// `dso_local = 3` is not a unit attribute: dropped.
// CHECK: llvm.func @dropped_unit()
// CHECK-NOT: dso_local
llvm.func @dropped_unit() attributes {dso_local = 3}

// CHECK: llvm.func @kept(%arg0: i32 {llvm.noundef}) attributes {dso_local, foo = 1 : i64}
llvm.func @kept(%a: i32) attributes {arg_attrs = [{llvm.noundef}], dso_local, foo = 1} {
  llvm.return
}

// CHECK: llvm.mlir.global external thread_local @tls(1 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global @tls(1 : i32) {thread_local_} : i32

// CHECK: llvm.mlir.global external @not_tls(1 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global @not_tls(1 : i32) {thread_local_ = 1} : i32

// CHECK: llvm.mlir.global external @late_value(2 : i32) {addr_space = 1 : i32} : i32
llvm.mlir.global @late_value() {addr_space = 1 : i32, value = 2 : i32} : i32

// CHECK: llvm.mlir.global common @zeros(dense<0> : vector<2xi32>) {addr_space = 0 : i32} : vector<2xi32>
llvm.mlir.global common @zeros(dense<0> : vector<2xi32>) : vector<2xi32>

// CHECK: llvm.mlir.global appending @ctors(dense<0> : tensor<2xi32>) {addr_space = 0 : i32} : !llvm.array<2 x i32>
llvm.mlir.global appending @ctors(dense<0> : tensor<2xi32>) : !llvm.array<2 x i32>

// CHECK: llvm.mlir.global internal @from_region() {addr_space = 0 : i32} : !llvm.ptr {
// CHECK-NEXT: llvm.mlir.addressof @tls : !llvm.ptr
llvm.mlir.global internal @from_region() : !llvm.ptr {
  %0 = llvm.mlir.addressof @tls : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// CHECK-LABEL: llvm.func @ops
llvm.func @ops(%p: !llvm.ptr, %n: i32, %a: f32) {
  // The dictionary's `elem_type` replaces the trailing type.
  // CHECK: llvm.getelementptr %arg0[1] : (!llvm.ptr) -> !llvm.ptr, i64
  %0 = llvm.getelementptr %p[1] {elem_type = i64} : (!llvm.ptr) -> !llvm.ptr, i32
  // CHECK: llvm.alloca %arg1 x i32 : (i32) -> !llvm.ptr
  %1 = llvm.alloca %n x i32 {inalloca = 4 : i32} : (i32) -> !llvm.ptr
  // CHECK: llvm.alloca inalloca %arg1 x i32 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %2 = llvm.alloca %n x i32 {inalloca, alignment = 8} : (i32) -> !llvm.ptr
  // CHECK: llvm.fcmp "oeq" %arg2, %arg2 : f32
  %3 = llvm.fcmp "oeq" %a, %a {fastmathFlags = 3} : f32
  // CHECK: llvm.call @ops(%arg0, %arg1, %arg2) : (!llvm.ptr, i32, f32) -> ()
  llvm.call @ops(%p, %n, %a) {fastmathFlags = 3, no_inline = 3} : (!llvm.ptr, i32, f32) -> ()
  llvm.return
}

// llvm.mlir.alias and llvm.mlir.ifunc, with calls and addresses through
// them, as mlir-opt 22 prints them.
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s -mlir-print-op-generic > %t.ours && %mlir_opt %s -mlir-print-op-generic > %t.ref && diff %t.ref %t.ours

// CHECK: llvm.mlir.alias external @counter_alias {addr_space = 0 : i32} : i32 {
// CHECK-NEXT: %0 = llvm.mlir.addressof @counter : !llvm.ptr
// CHECK-NEXT: llvm.return %0 : !llvm.ptr
// CHECK: llvm.mlir.alias private hidden thread_local unnamed_addr @field : !llvm.struct<(i32)> {
// CHECK: llvm.mlir.ifunc external @dispatch : !llvm.func<void ()>, !llvm.ptr @resolve
// CHECK: llvm.mlir.ifunc internal hidden local_unnamed_addr @dispatch2 : !llvm.func<i32 (i32)>, !llvm.ptr @resolve_alias {note}
// CHECK: llvm.call @dispatch() : () -> ()
// CHECK-NEXT: %{{.*}} = llvm.call @dispatch2(%{{.*}}) : (i32) -> i32
// CHECK-NEXT: %{{.*}} = llvm.mlir.addressof @counter_alias : !llvm.ptr
// CHECK-NEXT: %{{.*}} = llvm.mlir.addressof @dispatch : !llvm.ptr
llvm.mlir.global external @counter() : i32
llvm.mlir.alias external @counter_alias {addr_space = 0 : i32} : i32 {
  %0 = llvm.mlir.addressof @counter : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.alias private hidden thread_local unnamed_addr @field : !llvm.struct<(i32)> {
  %0 = llvm.mlir.addressof @counter : !llvm.ptr
  %1 = llvm.getelementptr %0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32)>
  llvm.return %1 : !llvm.ptr
}
llvm.func @impl() {
  llvm.return
}
llvm.func @resolve() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @impl : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.alias external @resolve_alias : !llvm.func<ptr ()> {
  %0 = llvm.mlir.addressof @resolve : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc external @dispatch : !llvm.func<void ()>, !llvm.ptr @resolve
llvm.mlir.ifunc internal hidden local_unnamed_addr @dispatch2 : !llvm.func<i32 (i32)>, !llvm.ptr @resolve_alias {note}
llvm.func @user(%x: i32) -> i32 {
  llvm.call @dispatch() : () -> ()
  %r = llvm.call @dispatch2(%x) : (i32) -> i32
  %a = llvm.mlir.addressof @counter_alias : !llvm.ptr
  %b = llvm.mlir.addressof @dispatch : !llvm.ptr
  llvm.return %r : i32
}

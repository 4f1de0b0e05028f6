// Atomic and annotated llvm.load / llvm.store: `atomic`, `syncscope`, the
// ordering, `invariant`, `invariant_group` and `dereferenceable` clauses
// of mlir-opt 22's syntax, from the custom and the generic form.
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s -mlir-print-op-generic > %t.ours && %mlir_opt %s -mlir-print-op-generic > %t.ref && diff %t.ref %t.ours

// CHECK-LABEL: llvm.func @atomics(%arg0: !llvm.ptr, %arg1: i32) {
// CHECK-NEXT: %0 = llvm.load volatile %arg0 atomic syncscope("agent") acquire invariant invariant_group {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT: %1 = llvm.load %arg0 atomic monotonic invariant_group {alignment = 4 : i64, nontemporal} : !llvm.ptr -> i32
// CHECK-NEXT: %2 = llvm.load %arg0 dereferenceable<bytes = 8, mayBeNull = true> : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %3 = llvm.load %arg0 atomic unordered {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %4 = llvm.load %arg0 atomic seq_cst {alignment = 16 : i64} : !llvm.ptr -> f128
// CHECK-NEXT: llvm.store volatile %arg1, %arg0 atomic syncscope("agent") release invariant_group {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT: llvm.store %0, %arg0 atomic seq_cst {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT: llvm.store %arg1, %arg0 : i32, !llvm.ptr
llvm.func @atomics(%p: !llvm.ptr, %v: i32) {
  %0 = llvm.load volatile %p atomic syncscope("agent") acquire invariant invariant_group {alignment = 4 : i64} : !llvm.ptr -> i32
  %1 = "llvm.load"(%p) <{ordering = 2 : i64, alignment = 4 : i64, invariantGroup, nontemporal}> : (!llvm.ptr) -> i32
  %2 = llvm.load %p dereferenceable<mayBeNull = true, bytes = 8> : !llvm.ptr -> !llvm.ptr
  %3 = llvm.load %p atomic "unordered" {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %4 = llvm.load %p atomic seq_cst {alignment = 16 : i64} : !llvm.ptr -> f128
  llvm.store volatile %v, %p atomic syncscope("agent") release invariant_group {alignment = 4 : i64} : i32, !llvm.ptr
  "llvm.store"(%0, %p) <{ordering = 7 : i64, alignment = 4 : i64}> : (i32, !llvm.ptr) -> ()
  llvm.store %v, %p atomic not_atomic : i32, !llvm.ptr
  llvm.return
}

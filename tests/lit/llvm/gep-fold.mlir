// llvm.getelementptr folds as in mlir-opt 22: dynamic indices that are
// constants fitting in 32 bits become static (in place), and a single zero
// index with the base's type folds to the base. llvm.mlir.constant is a
// constant for the folder (deduplicated and hoisted by -canonicalize as
// 22 does).
// RUN: affine-opt %s -canonicalize > %t.ours && %mlir_opt %s -canonicalize > %t.ref && diff %t.ref %t.ours
// RUN: affine-opt %s -canonicalize | FileCheck %s

// CHECK-LABEL: llvm.func @gep
// CHECK-NEXT: %0 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(4294967296 : i64) : i64
// CHECK-NEXT: %2 = llvm.getelementptr inbounds %arg0[2] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %3 = llvm.getelementptr %arg0[1, 2, %arg1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x array<4 x i8>>
// CHECK-NEXT: %4 = llvm.getelementptr %arg0[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %arg0, %2 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %arg0, %3 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %arg0, %4 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %0, %arg0 : i64, !llvm.ptr
// CHECK-NEXT: llvm.store %arg0, %arg0 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.return
llvm.func @gep(%p: !llvm.ptr, %n: i64) {
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %big = llvm.mlir.constant(4294967296 : i64) : i64
  %a = llvm.getelementptr inbounds %p[%c2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %b = llvm.getelementptr %p[1, %c2, %n] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x array<4 x i8>>
  %c = llvm.getelementptr %p[%big] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %d = llvm.getelementptr %p[%c0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %e = llvm.getelementptr %p[0] : (!llvm.ptr) -> !llvm.ptr, f32
  llvm.store %p, %a : !llvm.ptr, !llvm.ptr
  llvm.store %p, %b : !llvm.ptr, !llvm.ptr
  llvm.store %p, %c : !llvm.ptr, !llvm.ptr
  %c2b = llvm.mlir.constant(2 : i64) : i64
  llvm.store %c2b, %d : i64, !llvm.ptr
  llvm.store %p, %e : !llvm.ptr, !llvm.ptr
  llvm.return
}

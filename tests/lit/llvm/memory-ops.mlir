// llvm loads, stores, allocas, GEPs, casts and constants as mlir-opt 22
// prints them.
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s -mlir-print-op-generic > %t.ours && %mlir_opt %s -mlir-print-op-generic > %t.ref && diff %t.ref %t.ours

// CHECK-LABEL: func.func @main(%arg0: !llvm.ptr) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = llvm.mlir.undef : i32
// CHECK-NEXT: %1 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT: %4 = llvm.mlir.constant(3 : i64) : i32
// CHECK-NEXT: %5 = llvm.mlir.poison : f32
// CHECK-NEXT: %6 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT: %7 = llvm.load volatile %arg0 {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT: llvm.store %6, %arg0 : i32, !llvm.ptr
// CHECK-NEXT: llvm.store volatile %6, %arg0 {alignment = 4 : i64, nontemporal} : i32, !llvm.ptr
// CHECK-NEXT: %8 = llvm.alloca %2 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %9 = llvm.alloca %2 x !llvm.array<4 x i8> {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %10 = llvm.bitcast %0 : i32 to f32
// CHECK-NEXT: %11 = llvm.ptrtoint %arg0 : !llvm.ptr to i64
// CHECK-NEXT: %12 = llvm.sext %0 : i32 to i64
// CHECK-NEXT: return %c0_i32 : i32
// CHECK: llvm.func @r() {
// CHECK-NEXT: llvm.return
// CHECK-LABEL: func.func @g(%arg0: !llvm.ptr, %arg1: i64, %arg2: i32) {
// CHECK-NEXT: %0 = llvm.getelementptr %arg0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
// CHECK-NEXT: %1 = llvm.getelementptr inbounds %arg0[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %2 = llvm.getelementptr nuw %arg0[%arg1, 1, %arg2] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
// CHECK-NEXT: %3 = llvm.getelementptr inbounds|nuw %arg0[1] {foo} : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: return

func.func @main(%p: !llvm.ptr) -> i32 {
  %c0_i32 = arith.constant 0 : i32
  %3 = llvm.mlir.undef : i32
  %4 = llvm.mlir.zero : !llvm.ptr
  %5 = llvm.mlir.constant(1 : i64) : i64
  %f = llvm.mlir.constant(1.5 : f32) : f32
  %i = llvm.mlir.constant(3) : i32
  %6 = llvm.mlir.poison : f32
  %9 = llvm.load %p : !llvm.ptr -> i32
  %v = llvm.load volatile %p {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store %9, %p : i32, !llvm.ptr
  llvm.store volatile %9, %p {alignment = 4 : i64, nontemporal} : i32, !llvm.ptr
  %10 = llvm.alloca %5 x i32 : (i64) -> !llvm.ptr
  %12 = llvm.alloca %5 x !llvm.array<4 x i8> {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %11 = llvm.bitcast %3 : i32 to f32
  %13 = llvm.ptrtoint %p : !llvm.ptr to i64
  %14 = llvm.sext %3 : i32 to i64
  return %c0_i32 : i32
}
llvm.func @r() {
  llvm.return
}
func.func @g(%p: !llvm.ptr, %i: i64, %j: i32) {
  %1 = llvm.getelementptr %p[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
  %2 = llvm.getelementptr inbounds %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %3 = llvm.getelementptr nuw %p[%i, 1, %j] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
  %4 = llvm.getelementptr inbounds|nuw %p[1] {foo} : (!llvm.ptr) -> !llvm.ptr, f32
  return
}

// The cast flags: `nneg` (zext, uitofp) and `overflow<...>` (trunc), whose
// `none` prints nothing.
// CHECK-LABEL: func.func @cast_flags(%arg0: i32) {
// CHECK-NEXT: %0 = llvm.zext nneg %arg0 : i32 to i64
// CHECK-NEXT: %1 = llvm.trunc %arg0 overflow<nsw, nuw> : i32 to i16
// CHECK-NEXT: %2 = llvm.uitofp nneg %arg0 : i32 to f32
// CHECK-NEXT: %3 = llvm.trunc %arg0 : i32 to i16
// CHECK-NEXT: %4 = llvm.trunc %arg0 overflow<nuw> : i32 to i8
func.func @cast_flags(%a: i32) {
  %0 = llvm.zext nneg %a : i32 to i64
  %1 = llvm.trunc %a overflow<nuw, nsw> : i32 to i16
  %2 = llvm.uitofp nneg %a : i32 to f32
  %3 = llvm.trunc %a overflow<none> : i32 to i16
  %4 = llvm.trunc %a overflow<nuw> : i32 to i8
  return
}

// llvm.inttoptr's dereferenceable<...>: struct parameters in any order,
// mayBeNull printed only when true, bytes read as a uint64_t (-1 wraps).
// CHECK-LABEL: llvm.func @deref(%arg0: i64) -> !llvm.ptr {
// CHECK-NEXT: %0 = llvm.inttoptr %arg0 dereferenceable<bytes = 8> : i64 to !llvm.ptr
// CHECK-NEXT: %1 = llvm.inttoptr %arg0 dereferenceable<bytes = 16, mayBeNull = true> {a} : i64 to !llvm.ptr
// CHECK-NEXT: %2 = llvm.inttoptr %arg0 dereferenceable<bytes = 18446744073709551615> : i64 to !llvm.ptr
// CHECK-NEXT: %3 = llvm.inttoptr %arg0 dereferenceable<bytes = 4> : i64 to !llvm.ptr
llvm.func @deref(%x: i64) -> !llvm.ptr {
  %0 = llvm.inttoptr %x dereferenceable<bytes = 8, mayBeNull = false> : i64 to !llvm.ptr
  %1 = llvm.inttoptr %x dereferenceable<mayBeNull = 1, bytes = 0x10> {a} : i64 to !llvm.ptr
  %2 = llvm.inttoptr %x dereferenceable<bytes = -1> : i64 to !llvm.ptr
  %3 = "llvm.inttoptr"(%x) <{dereferenceable = #llvm.dereferenceable<bytes = 4>}> : (i64) -> !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

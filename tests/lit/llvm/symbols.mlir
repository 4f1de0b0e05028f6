// llvm.func / llvm.call / llvm.mlir.global keywords and attributes, and
// llvm ops inside functions, as mlir-opt 22 prints them.
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s -mlir-print-op-generic > %t.ours && %mlir_opt %s -mlir-print-op-generic > %t.ref && diff %t.ref %t.ours

// CHECK: llvm.func @v(i32)
// CHECK: llvm.func @two() -> !llvm.struct<(i32, f32)>
// CHECK-LABEL: func.func @m(%arg0: i32, %arg1: !llvm.ptr) {
// CHECK-NEXT: llvm.call @v(%arg0) : (i32) -> ()
// CHECK-NEXT: %0 = llvm.call @two() : () -> !llvm.struct<(i32, f32)>
// CHECK-NEXT: llvm.call %arg1(%arg0) : !llvm.ptr, (i32) -> ()
// CHECK-NEXT: %1 = llvm.call fastcc @two() {fastmathFlags = #llvm.fastmath<fast>} : () -> !llvm.struct<(i32, f32)>
// CHECK-NEXT: llvm.call tail @v(%arg0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK: llvm.func internal @d(%arg0: i32, %arg1: f32) -> i32 attributes {dso_local, passthrough = ["noinline"]} {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK: llvm.func extern_weak hidden local_unnamed_addr fastcc @e() attributes {no_unwind}
// CHECK: llvm.mlir.global internal @init() {addr_space = 0 : i32} : i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT: llvm.return %0 : i32
// CHECK: llvm.mlir.global external thread_local unnamed_addr constant @tl(1.000000e+00 : f32) {addr_space = 0 : i32, alignment = 4 : i64} : f32

llvm.func @v(i32)
llvm.func @two() -> !llvm.struct<(i32, f32)>
func.func @m(%x: i32, %fp: !llvm.ptr) {
  llvm.call @v(%x) : (i32) -> ()
  %0 = llvm.call @two() : () -> !llvm.struct<(i32, f32)>
  llvm.call %fp(%x) : !llvm.ptr, (i32) -> ()
  %1 = llvm.call fastcc @two() {fastmathFlags = #llvm.fastmath<fast>} : () -> !llvm.struct<(i32, f32)>
  llvm.call tail @v(%x) : (i32) -> ()
  return
}
llvm.func internal @d(%a: i32, %b: f32) -> i32 attributes {passthrough = ["noinline"], dso_local} {
  llvm.return %a : i32
}
llvm.func extern_weak hidden local_unnamed_addr fastcc @e() attributes {no_unwind}
llvm.mlir.global internal @init() {addr_space = 0 : i32} : i32 {
  %0 = llvm.mlir.constant(7 : i32) : i32
  llvm.return %0 : i32
}
llvm.mlir.global external thread_local unnamed_addr constant @tl(1.0 : f32) {alignment = 4 : i64} : f32

// Strings are bytes, not UTF-8 text: escapes of bytes that do not form
// UTF-8 print back exactly as written (as mlir-opt 22 prints them), a
// genuine character of the range the IR uses to carry such bytes stays that
// character, and the length of an LLVM string constant counts bytes.
// RUN: affine-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s -allow-unregistered-dialect | affine-opt -allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s -allow-unregistered-dialect -mlir-print-op-generic | affine-opt -allow-unregistered-dialect | FileCheck %s

// CHECK: module attributes {a.bytes = "x\FF\80y", a.euro = "\E2\82\AC", a.lone = "\C3", a.reserved = "\F4\8F\BE\80\80"}
module attributes {a.bytes = "x\FF\80y", a.euro = "\E2\82\AC", a.lone = "\C3", a.reserved = "\F4\8F\BE\80\80"} {
  // CHECK: func.func private @"f\FF"() attributes {k = #foo<"\FF">, "\FE" = 1 : i32}
  func.func private @"f\FF"() attributes {k = #foo<"\FF">, "\FE" = 1 : i32}
  // CHECK: llvm.mlir.global internal constant @s("a\FF\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @s("a\FF\00") {addr_space = 0 : i32}
  // CHECK: llvm.func @g()
  llvm.func @g() {
    // CHECK-NEXT: llvm.mlir.constant("\C3\FF") : !llvm.array<2 x i8>
    %0 = llvm.mlir.constant("\C3\FF") : !llvm.array<2 x i8>
    llvm.return
  }
}

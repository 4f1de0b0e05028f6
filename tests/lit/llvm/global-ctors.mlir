// llvm.mlir.global_ctors / global_dtors: syntax and generic form as
// mlir-opt 22 prints them.
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s -mlir-print-op-generic > %t.ours && %mlir_opt %s -mlir-print-op-generic > %t.ref && diff %t.ref %t.ours

// CHECK: llvm.mlir.global_ctors ctors = [@init, @init_late], priorities = [0 : i32, 65535 : i32], data = [#llvm.zero, @state]
// CHECK: llvm.mlir.global_dtors dtors = [@fini], priorities = [101 : i32], data = [#llvm.zero] {note}
// CHECK: llvm.mlir.global_ctors ctors = [], priorities = [], data = []
llvm.mlir.global_ctors ctors = [@init, @init_late], priorities = [0 : i32, 65535 : i32], data = [#llvm.zero, @state]
llvm.mlir.global_dtors dtors = [@fini], priorities = [101 : i32], data = [#llvm.zero] {note}
llvm.mlir.global_ctors ctors = [], priorities = [], data = []
llvm.mlir.global internal @state(0 : i32) : i32
llvm.func @init() {
  llvm.return
}
llvm.func @init_late() {
  llvm.return
}
llvm.func @fini() {
  llvm.return
}

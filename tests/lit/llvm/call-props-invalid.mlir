// llvm.call's inherent attributes written in the attribute dictionary of
// its generic form are checked against their constraints (MLIR's
// `verifyInherentAttrs`), with mlir-opt 22's summaries.
// RUN: affine-opt %s -split-input-file --verify-diagnostics
// RUN: %mlir_opt %s -split-input-file --verify-diagnostics

llvm.func @g(!llvm.ptr, i32, f32)
llvm.func @f(%p: !llvm.ptr, %n: i32, %a: f32) {
  // expected-error @+1 {{'llvm.call' op attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags}}
  "llvm.call"(%p, %n, %a) {callee = @g, fastmathFlags = 3, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>} : (!llvm.ptr, i32, f32) -> ()
  llvm.return
}

// -----

llvm.func @g(!llvm.ptr, i32, f32)
llvm.func @f(%p: !llvm.ptr, %n: i32, %a: f32) {
  // expected-error @+1 {{'llvm.call' op attribute 'TailCallKind' failed to satisfy constraint: LLVM Calling Convention specification}}
  "llvm.call"(%p, %n, %a) {TailCallKind = 3, callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>} : (!llvm.ptr, i32, f32) -> ()
  llvm.return
}

// -----

llvm.func @g(!llvm.ptr, i32, f32)
llvm.func @f(%p: !llvm.ptr, %n: i32, %a: f32) {
  // expected-error @+1 {{'llvm.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute}}
  "llvm.call"(%p, %n, %a) {callee = 3, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>} : (!llvm.ptr, i32, f32) -> ()
  llvm.return
}

// -----

llvm.func @g(!llvm.ptr, i32, f32)
llvm.func @f(%p: !llvm.ptr, %n: i32, %a: f32) {
  // expected-error @+1 {{'llvm.call' op attribute 'no_inline' failed to satisfy constraint: unit attribute}}
  "llvm.call"(%p, %n, %a) {callee = @g, no_inline = 3, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>} : (!llvm.ptr, i32, f32) -> ()
  llvm.return
}

// -----

llvm.func @g(!llvm.ptr, i32, f32)
llvm.func @f(%p: !llvm.ptr, %n: i32, %a: f32) {
  // expected-error @+1 {{'llvm.call' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
  "llvm.call"(%p, %n, %a) {arg_attrs = [1], callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>} : (!llvm.ptr, i32, f32) -> ()
  llvm.return
}

// -----

llvm.func @g(!llvm.ptr, i32, f32)
llvm.func @f(%p: !llvm.ptr, %n: i32, %a: f32) {
  // expected-error @+1 {{'llvm.call' op attribute 'memory_effects' failed to satisfy constraint: }}
  "llvm.call"(%p, %n, %a) {callee = @g, memory_effects = 3, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>} : (!llvm.ptr, i32, f32) -> ()
  llvm.return
}

// -----

llvm.func @g(!llvm.ptr, i32, f32)
llvm.func @f(%p: !llvm.ptr, %n: i32, %a: f32) {
  // expected-error @+1 {{'llvm.call' op attribute 'op_bundle_sizes' failed to satisfy constraint: i32 dense array attribute}}
  "llvm.call"(%p, %n, %a) {callee = @g, op_bundle_sizes = 3, operandSegmentSizes = array<i32: 3, 0>} : (!llvm.ptr, i32, f32) -> ()
  llvm.return
}

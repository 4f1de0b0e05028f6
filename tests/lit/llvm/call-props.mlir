// llvm.call's default-valued fast-math flags in the generic form, as
// mlir-opt 22 creates the op: `#llvm.fastmath<none>` when the dictionary
// does not name them, none at all when it names them with a value that is
// no fast-math attribute (MLIR sets the dictionary's inherent attributes
// over the defaults and the cast leaves the property null). Also
// `branch_weights` is no property of llvm.call: it stays discardable.
// RUN: affine-opt %s -mlir-print-op-generic | FileCheck %s
// RUN: %mlir_opt %s -mlir-print-op-generic | FileCheck %s
// RUN: affine-opt %s -mlir-print-op-generic > %t.ours && %mlir_opt %s -mlir-print-op-generic > %t.ref && diff %t.ref %t.ours
// RUN: affine-opt %s | affine-opt | FileCheck %s --check-prefix=CUSTOM
// RUN: %mlir_opt %s | %mlir_opt | FileCheck %s --check-prefix=CUSTOM

llvm.func @g(!llvm.ptr, i32, f32)

// CHECK-LABEL: sym_name = "f"
llvm.func @f(%p: !llvm.ptr, %n: i32, %a: f32) {
  // CHECK: "llvm.call"(%arg0, %arg1, %arg2) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (!llvm.ptr, i32, f32) -> ()
  // CUSTOM: llvm.call @g(%arg0, %arg1, %arg2) : (!llvm.ptr, i32, f32) -> ()
  llvm.call @g(%p, %n, %a) : (!llvm.ptr, i32, f32) -> ()
  // CHECK: "llvm.call"(%arg0, %arg1, %arg2) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, fastmathFlags = #llvm.fastmath<fast>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (!llvm.ptr, i32, f32) -> ()
  // CUSTOM: llvm.call @g(%arg0, %arg1, %arg2) {fastmathFlags = #llvm.fastmath<fast>} : (!llvm.ptr, i32, f32) -> ()
  llvm.call @g(%p, %n, %a) {fastmathFlags = #llvm.fastmath<fast>} : (!llvm.ptr, i32, f32) -> ()
  // CHECK: "llvm.call"(%arg0, %arg1, %arg2) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (!llvm.ptr, i32, f32) -> ()
  // CUSTOM: llvm.call @g(%arg0, %arg1, %arg2) : (!llvm.ptr, i32, f32) -> ()
  llvm.call @g(%p, %n, %a) {fastmathFlags = 3, no_inline = 3} : (!llvm.ptr, i32, f32) -> ()
  // CHECK: "llvm.call"(%arg0, %arg1, %arg2) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> {branch_weights = array<i32: 1>} : (!llvm.ptr, i32, f32) -> ()
  "llvm.call"(%p, %n, %a) {callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>, branch_weights = array<i32: 1>} : (!llvm.ptr, i32, f32) -> ()
  llvm.return
}

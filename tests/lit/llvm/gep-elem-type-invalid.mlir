// The element type of llvm.getelementptr is a TypeAttr: mlir-opt 22 parses
// any attribute there (typed as `none`) and then requires a type, so a
// non-type gets an attribute parser's message at that token (found by
// mutation-diff seed 54).
// RUN: not affine-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -split-input-file 2>&1 | FileCheck %s

llvm.func @extra_comma(%p: !llvm.ptr, %c2: i64) {
  // CHECK: gep-elem-type-invalid.mlir:[[@LINE+1]]:76: error: expected attribute value
  %a = llvm.getelementptr inbounds %p[%c2] : (!llvm.ptr, i64) -> !llvm.ptr,, i8
  llvm.return
}

// -----

llvm.func @integer(%p: !llvm.ptr, %c2: i64) {
  // CHECK: gep-elem-type-invalid.mlir:[[@LINE+1]]:77: error: integer literal not valid for specified type
  %a = llvm.getelementptr inbounds %p[%c2] : (!llvm.ptr, i64) -> !llvm.ptr, 1
  llvm.return
}

// -----

llvm.func @string(%p: !llvm.ptr, %c2: i64) {
  // CHECK: gep-elem-type-invalid.mlir:[[@LINE+1]]:77: error: custom op 'llvm.getelementptr' invalid kind of attribute specified
  %a = llvm.getelementptr inbounds %p[%c2] : (!llvm.ptr, i64) -> !llvm.ptr, "s"
  llvm.return
}

// The "see current operation" note prints the properties the op has after
// parsing: default-valued ones that were left out (llvm.call's calling
// convention, tail call kind and fast-math flags) and zero segment sizes.
// RUN: not affine-opt %s --split-input-file 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s --split-input-file 2>&1 | FileCheck %s

// CHECK: error: 'memref.alloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'
// CHECK: note: see current operation: %0 = "memref.alloc"(%arg0) <{operandSegmentSizes = array<i32: 0, 0>}> : (index) -> memref<?xf32>
func.func @segments_missing(%n: index) {
  %0 = "memref.alloc"(%n) <{}> : (index) -> memref<?xf32>
  return
}

// -----

llvm.func @callee(i32) -> i32

// CHECK: error: 'llvm.call' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'
// CHECK: note: see current operation: %0 = "llvm.call"(%arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @callee, fastmathFlags = #llvm.fastmath<none>, operandSegmentSizes = array<i32: 0, 0>}> : (i32) -> i32
llvm.func @call_defaults(%a: i32) -> i32 {
  %0 = "llvm.call"(%a) <{callee = @callee}> : (i32) -> i32
  llvm.return %0 : i32
}

// -----

// CHECK: error: 'llvm.call' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'
// CHECK: note: see current operation: %0 = "llvm.call"(%arg0) <{CConv = #llvm.cconv<fastcc>, TailCallKind = #llvm.tailcallkind<tail>, callee = @callee, fastmathFlags = #llvm.fastmath<none>, operandSegmentSizes = array<i32: 0, 0>}> : (i32) -> i32
llvm.func @callee(i32) -> i32
llvm.func @call_given(%a: i32) -> i32 {
  %0 = "llvm.call"(%a) <{callee = @callee, CConv = #llvm.cconv<fastcc>, TailCallKind = #llvm.tailcallkind<tail>}> : (i32) -> i32
  llvm.return %0 : i32
}

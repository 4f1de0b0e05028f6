// -canonicalize on multi-block llvm.func bodies: MLIR 22 has no pattern of
// its own for llvm.cond_br / llvm.switch / llvm.indirectbr (a constant
// condition stays), but region simplification goes through their
// successor operands: unreachable blocks are erased and, with
// region-simplify=aggressive, identical blocks merged (their differing
// operands becoming a block argument) and arguments every predecessor
// passes the same value dropped.
// RUN: affine-opt %s -canonicalize="region-simplify=aggressive" | FileCheck %s
// RUN: %mlir_opt %s -canonicalize="region-simplify=aggressive" | FileCheck %s
// RUN: affine-opt %s -canonicalize="region-simplify=aggressive" --check-semantics | FileCheck %s
// RUN: affine-opt %s -canonicalize | FileCheck %s --check-prefix=NORMAL
// RUN: %mlir_opt %s -canonicalize | FileCheck %s --check-prefix=NORMAL

// NORMAL-LABEL: llvm.func @merge(
// NORMAL-NEXT:    llvm.cond_br %arg0, ^bb1, ^bb2
// NORMAL-NEXT:  ^bb1:  // pred: ^bb0
// NORMAL-NEXT:    llvm.return %arg1 : i32
// NORMAL-NEXT:  ^bb2:  // pred: ^bb0
// NORMAL-NEXT:    llvm.return %arg2 : i32
// NORMAL-NEXT:  }
// CHECK-LABEL: llvm.func @merge(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:    llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:    llvm.return %0 : i32
// CHECK-NEXT:  }
llvm.func @merge(%c: i1, %x: i32, %y: i32) -> i32 {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.return %x : i32
^bb2:
  llvm.return %y : i32
^bb3:
  llvm.unreachable
}

// CHECK-LABEL: llvm.func @same_value(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %0 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:    llvm.switch %arg0 : i32, ^bb1 [
// CHECK-NEXT:      1: ^bb1,
// CHECK-NEXT:      2: ^bb2
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb2
// CHECK-NEXT:    llvm.return %arg1 : i32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    llvm.cond_br %0, ^bb1, ^bb3
// CHECK-NEXT:  ^bb3:  // pred: ^bb2
// CHECK-NEXT:    llvm.unreachable
// CHECK-NEXT:  }
llvm.func @same_value(%v: i32, %x: i32) -> i32 {
  %t = llvm.mlir.constant(true) : i1
  llvm.switch %v : i32, ^bb1(%x : i32) [
    1: ^bb1(%x : i32),
    2: ^bb2
  ]
^bb1(%a: i32):
  llvm.return %a : i32
^bb2:
  llvm.cond_br %t, ^bb1(%x : i32), ^bb3
^bb3:
  llvm.unreachable
}

// CHECK-LABEL: llvm.func @indirect(%arg0: !llvm.ptr, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:    llvm.indirectbr %arg0 : !llvm.ptr, [
// CHECK-NEXT:    ^bb1(%arg1 : i32),
// CHECK-NEXT:    ^bb1(%arg2 : i32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:    llvm.return %0 : i32
// CHECK-NEXT:  }
llvm.func @indirect(%p: !llvm.ptr, %x: i32, %y: i32) -> i32 {
  llvm.indirectbr %p : !llvm.ptr, [^bb1, ^bb2]
^bb1:
  llvm.return %x : i32
^bb2:
  llvm.return %y : i32
}

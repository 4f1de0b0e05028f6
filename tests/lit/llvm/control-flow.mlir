// The llvm dialect's control-flow terminators in multi-block llvm.func
// bodies, as frontends leave them: llvm.br, llvm.cond_br (weights),
// llvm.switch (negative and wrapped case values, forwarded operands,
// weights, no cases), llvm.indirectbr and llvm.unreachable, printed as
// mlir-opt 22 prints them, also through the generic form.
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s -mlir-print-op-generic > %t.ours && %mlir_opt %s -mlir-print-op-generic > %t.ref && diff %t.ref %t.ours
// RUN: affine-opt %s -mlir-print-op-generic | affine-opt | FileCheck %s

// CHECK-LABEL: llvm.func @dispatch(%arg0: i1, %arg1: i8, %arg2: !llvm.ptr, %arg3: i32) -> i32 {
// CHECK-NEXT:    %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    llvm.cond_br %arg0 weights([3, 5]), ^bb1(%0 : i32), ^bb2 {note}
// CHECK-NEXT:  ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    llvm.switch %arg1 : i8, ^bb3 [
// CHECK-NEXT:      -1: ^bb4(%1 : i32),
// CHECK-NEXT:      -1: ^bb4(%arg3 : i32),
// CHECK-NEXT:      7: ^bb5
// CHECK-NEXT:    ] {branch_weights = array<i32: 1, 2, 3, 4>}
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    llvm.br ^bb1(%arg3 : i32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    llvm.indirectbr %arg2 : !llvm.ptr, [
// CHECK-NEXT:    ^bb4(%arg3 : i32),
// CHECK-NEXT:    ^bb5
// CHECK-NEXT:    ] {note}
// CHECK-NEXT:  ^bb4(%2: i32):  // 3 preds: ^bb1, ^bb1, ^bb3
// CHECK-NEXT:    llvm.return %2 : i32
// CHECK-NEXT:  ^bb5:  // 2 preds: ^bb1, ^bb3
// CHECK-NEXT:    llvm.unreachable
// CHECK-NEXT:  }
llvm.func @dispatch(%c: i1, %v: i8, %p: !llvm.ptr, %x: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.cond_br %c weights([3, 5]), ^bb1(%0 : i32), ^bb2 {note}
^bb1(%a: i32):
  llvm.switch %v : i8, ^bb3 [
    255: ^bb4(%a : i32),
    -1: ^bb4(%x : i32),
    7: ^bb5
  ] {branch_weights = array<i32: 1, 2, 3, 4>}
^bb2:
  llvm.br ^bb1(%x : i32)
^bb3:
  llvm.indirectbr %p : <0>, [^bb4(%x : i32), ^bb5] {note}
^bb4(%r: i32):
  llvm.return %r : i32
^bb5:
  llvm.unreachable
}

// A switch without cases, one on i1 (its cases are -1 and 0), and an
// indirect branch with no destination.
// CHECK-LABEL: llvm.func @edges(%arg0: i64, %arg1: i1, %arg2: !llvm.ptr) {
// CHECK-NEXT:    llvm.switch %arg0 : i64, ^bb1 [
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    llvm.switch %arg1 : i1, ^bb2 [
// CHECK-NEXT:      -1: ^bb2,
// CHECK-NEXT:      0: ^bb3
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb1, ^bb1
// CHECK-NEXT:    llvm.indirectbr %arg2 : !llvm.ptr, []
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
llvm.func @edges(%v: i64, %b: i1, %p: !llvm.ptr) {
  llvm.switch %v : i64, ^bb1 []
^bb1:
  llvm.switch %b : i1, ^bb2 [
    1: ^bb2,
    0: ^bb3
  ]
^bb2:
  llvm.indirectbr %p : !llvm.ptr, []
^bb3:
  llvm.return
}

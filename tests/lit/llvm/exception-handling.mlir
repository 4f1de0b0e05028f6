// Exception handling and block addresses as clang leaves them: llvm.invoke
// (direct, indirect, forwarded destination operands, vararg callee type,
// operand bundles, argument and result attributes), llvm.landingpad
// (cleanup, catch and filter clauses), llvm.resume, llvm.blocktag,
// llvm.blockaddress and llvm.br, printed as mlir-opt 22 prints them.
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s -mlir-print-op-generic > %t.ours && %mlir_opt %s -mlir-print-op-generic > %t.ref && diff %t.ref %t.ours
// RUN: affine-opt %s -mlir-print-op-generic | affine-opt | FileCheck %s

// CHECK-LABEL: llvm.func @thrower(%arg0: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
// CHECK-NEXT: %0 = llvm.mlir.addressof @_ZTIi : !llvm.ptr
// CHECK-NEXT: %1 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.array<1 x ptr>
// CHECK-NEXT: %3 = llvm.bitcast %0 : !llvm.ptr to !llvm.ptr
// CHECK-NEXT: %4 = llvm.invoke @callee(%arg0) to ^bb1 unwind ^bb2 : (i32) -> i32
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.invoke fastcc @sink(%0) to ^bb3(%4 : i32) unwind ^bb2 {branch_weights = array<i32: 9, 1>} : (!llvm.ptr {llvm.noundef}) -> ()
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %5 = llvm.landingpad cleanup (catch %0 : !llvm.ptr) (catch %1 : !llvm.ptr) (catch %3 : !llvm.ptr) (filter %2 : !llvm.array<1 x ptr>) : !llvm.struct<(ptr, i32)>
// CHECK-NEXT: llvm.resume %5 : !llvm.struct<(ptr, i32)>
// CHECK-NEXT: ^bb3(%6: i32):  // pred: ^bb1
// CHECK-NEXT: %7 = llvm.mlir.addressof @callee : !llvm.ptr
// CHECK-NEXT: %8 = llvm.invoke %7(%6) to ^bb4 unwind ^bb5 : !llvm.ptr, (i32) -> i32
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %9 = llvm.invoke @printf(%0, %8) to ^bb6 unwind ^bb5 vararg(!llvm.func<i32 (ptr, ...)>) ["tag"(%8 : i32)] : (!llvm.ptr, i32) -> (i32 {llvm.noundef})
// CHECK-NEXT: ^bb5:  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: %10 = llvm.landingpad (catch %0 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
// CHECK-NEXT: llvm.br ^bb6
// CHECK-NEXT: ^bb6:  // 2 preds: ^bb4, ^bb5
// CHECK-NEXT: llvm.return %6 : i32

// CHECK-LABEL: llvm.func @computed_goto() -> !llvm.ptr {
// CHECK-NEXT: %0 = llvm.blockaddress <function = @computed_goto, tag = <id = 1>> : !llvm.ptr
// CHECK-NEXT: %1 = llvm.blockaddress <function = @computed_goto, tag = <id = 4294967295>> {note} : !llvm.ptr
// CHECK-NEXT: llvm.br ^bb1(%0 : !llvm.ptr)
// CHECK-NEXT: ^bb1(%2: !llvm.ptr):  // pred: ^bb0
// CHECK-NEXT: llvm.blocktag <id = 1>
// CHECK-NEXT: llvm.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: llvm.blocktag <id = 4294967295> {note}
// CHECK-NEXT: llvm.return %1 : !llvm.ptr

llvm.mlir.global external constant @_ZTIi() : !llvm.ptr
llvm.func @callee(i32) -> i32
llvm.func @sink(!llvm.ptr)
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @thrower(%x: i32) -> i32 attributes { personality = @__gxx_personality_v0 } {
  %ti = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  %null = llvm.mlir.zero : !llvm.ptr
  %filter = llvm.mlir.undef : !llvm.array<1 x ptr>
  %cast = llvm.bitcast %ti : !llvm.ptr to !llvm.ptr
  %r = llvm.invoke @callee(%x) to ^ok unwind ^lpad : (i32) -> i32
^ok:
  llvm.invoke fastcc @sink(%ti) to ^next(%r : i32) unwind ^lpad {branch_weights = array<i32: 9, 1>} : (!llvm.ptr {llvm.noundef}) -> ()
^lpad:
  %lp = llvm.landingpad cleanup (catch %ti : !llvm.ptr) (catch %null : !llvm.ptr) (catch %cast : !llvm.ptr) (filter %filter : !llvm.array<1 x ptr>) : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
^next(%v: i32):
  %fp = llvm.mlir.addressof @callee : !llvm.ptr
  %r2 = llvm.invoke %fp(%v) to ^print unwind ^lpad2 : !llvm.ptr, (i32) -> i32
^print:
  %n = llvm.invoke @printf(%ti, %r2) to ^done unwind ^lpad2 vararg(!llvm.func<i32 (ptr, ...)>) ["tag"(%r2 : i32)] : (!llvm.ptr, i32) -> (i32 {llvm.noundef})
^lpad2:
  %lp2 = llvm.landingpad (catch %ti : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.br ^done
^done:
  llvm.return %v : i32
}

llvm.func @computed_goto() -> !llvm.ptr {
  %a = llvm.blockaddress <function = @computed_goto, tag = <id = 1>> : !llvm.ptr
  %b = llvm.blockaddress #llvm.blockaddress<tag = #llvm.blocktag<id = -1>, function = @computed_goto> {note} : !llvm.ptr
  llvm.br ^target(%a : !llvm.ptr)
^target(%p: !llvm.ptr):
  llvm.blocktag <id = 1>
  llvm.br ^last
^last:
  llvm.blocktag #llvm.blocktag<id = 4294967295> {note}
  llvm.return %b : !llvm.ptr
}

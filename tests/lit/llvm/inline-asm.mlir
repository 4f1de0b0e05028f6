// llvm.inline_asm as frontends emit it for `asm` statements, in mlir-opt
// 22's syntax (the keyword clauses, the attribute dictionary before the
// strings, a double space before the colon when there are no operands),
// generic form included.
// RUN: affine-opt %s | affine-opt | FileCheck %s
// RUN: %mlir_opt %s | %mlir_opt | FileCheck %s
// RUN: affine-opt %s -mlir-print-op-generic > %t.ours && %mlir_opt %s -mlir-print-op-generic > %t.ref && diff %t.ref %t.ours
// RUN: affine-opt %s -cse -canonicalize > %t.ours && %mlir_opt %s -cse -canonicalize > %t.ref && diff %t.ref %t.ours

// CHECK-LABEL: llvm.func @asm
llvm.func @asm(%a: i32, %b: i32) -> i32 {
  // CHECK: llvm.inline_asm has_side_effects is_align_stack tail_call_kind = <tail> asm_dialect = intel operand_attrs = [{elementtype = i32}, {}] "foo $0, $1", "=r,r,r" %{{.*}}, %{{.*}} : (i32, i32) -> i32
  %0 = llvm.inline_asm has_side_effects is_align_stack tail_call_kind = <tail> asm_dialect = intel operand_attrs = [{elementtype = i32}, {}] "foo $0, $1", "=r,r,r" %a, %b : (i32, i32) -> i32
  // CHECK: llvm.inline_asm "bar", "=r"  : () -> i32
  %1 = llvm.inline_asm "bar", "=r" : () -> i32
  // CHECK: llvm.inline_asm has_side_effects "nop", ""  : () -> ()
  llvm.inline_asm has_side_effects "nop", "" : () -> ()
  // CHECK: llvm.inline_asm asm_dialect = att {foo = 1 : i32} "baz", "=r,r" %{{.*}} : (i32) -> i32
  %2 = llvm.inline_asm asm_dialect = att {foo = 1 : i32} "baz", "=r,r" %a : (i32) -> i32
  // CHECK: llvm.inline_asm tail_call_kind = <notail> "q", "=r"  : () -> i32
  %3 = "llvm.inline_asm"() <{asm_string = "q", constraints = "=r", tail_call_kind = #llvm.tailcallkind<notail>}> : () -> i32
  llvm.return %0 : i32
}

// Without side effects an asm statement has no memory effect: CSE merges
// equal ones and canonicalization drops unused ones; with side effects it
// reads and writes unknown memory and stays.
// CHECK-LABEL: llvm.func @effects
llvm.func @effects(%a: i32) -> i32 {
  %0 = llvm.inline_asm "pure", "=r,r" %a : (i32) -> i32
  %1 = llvm.inline_asm "pure", "=r,r" %a : (i32) -> i32
  %2 = llvm.inline_asm has_side_effects "effect", "=r,r" %a : (i32) -> i32
  %3 = llvm.inline_asm "dead", "=r,r" %a : (i32) -> i32
  %4 = llvm.add %0, %1 : i32
  llvm.return %4 : i32
}

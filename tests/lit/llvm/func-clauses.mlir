// The clauses frontends (clang through mlir-translate, Polygeist, flang)
// leave on llvm.func and llvm.mlir.global, in custom form: comdat groups
// and their selectors, `vscale_range(min, max)` (two i32s; a generic
// #llvm.vscale_range of other integer types prints their values), the
// unwind-table kind, and the attributes printed in the dictionary. Both
// forms must match mlir-opt 22 byte for byte and read back.
// RUN: affine-opt %s --split-input-file > %t
// RUN: %mlir_opt %s --split-input-file | diff %t -
// RUN: FileCheck %s < %t
// RUN: affine-opt %s --split-input-file --mlir-print-op-generic > %t.g
// RUN: %mlir_opt %s --split-input-file --mlir-print-op-generic | diff %t.g -
// RUN: affine-opt %t.g --split-input-file | diff %t -

// CHECK-LABEL: llvm.comdat @groups {
// CHECK-NEXT: llvm.comdat_selector @sel_any any
// CHECK-NEXT: llvm.comdat_selector @sel_exact exactmatch
// CHECK-NEXT: llvm.comdat_selector @sel_large largest
// CHECK-NEXT: llvm.comdat_selector @sel_nodup nodeduplicate {note}
// CHECK-NEXT: llvm.comdat_selector @sel_same samesize
// CHECK-NEXT: } {outer}
// CHECK: llvm.mlir.global linkonce_odr hidden @counter(7 : i64) comdat(@groups::@sel_any) {addr_space = 0 : i32, alignment = 8 : i64, dso_local, section = ".data.counter"} : i64
// CHECK: llvm.mlir.global weak_odr constant @text("abc") comdat(@groups::@sel_same) {addr_space = 0 : i32}
// CHECK: llvm.func linkonce_odr @inline_fn(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: i32 {llvm.signext}) -> (i32 {llvm.noundef}) comdat(@groups::@sel_any) attributes
// CHECK-SAME: frame_pointer = #llvm.framePointerKind<"non-leaf">
// CHECK-SAME: uwtable_kind = #llvm.uwtableKind<async>
// CHECK: llvm.func @scalable() vscale_range(1, 16) comdat(@groups::@sel_exact) attributes {target_cpu = "neoverse-v1"}
llvm.comdat @groups {
  llvm.comdat_selector @sel_any any
  llvm.comdat_selector @sel_exact "exactmatch"
  llvm.comdat_selector @sel_large largest
  llvm.comdat_selector @sel_nodup nodeduplicate {note}
  llvm.comdat_selector @sel_same samesize
} {outer}
llvm.mlir.global linkonce_odr hidden @counter(7 : i64) comdat(@groups::@sel_any) {alignment = 8 : i64, section = ".data.counter", dso_local} : i64
llvm.mlir.global weak_odr constant @text("abc") comdat(@groups::@sel_same)
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func linkonce_odr @inline_fn(%p: !llvm.ptr {llvm.noundef, llvm.noalias, llvm.nonnull, llvm.align = 16 : i64}, %n: i32 {llvm.signext}) -> (i32 {llvm.noundef}) comdat(@groups::@sel_any) attributes {dso_local, frame_pointer = #llvm.framePointerKind<"non-leaf">, no_unwind, passthrough = ["mustprogress", ["min-legal-vector-width", "0"], ["no-trapping-math", "true"]], personality = @__gxx_personality_v0, garbage_collector = "shadow-stack", target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+sse2"]>, tune_cpu = "generic", memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, uwtable_kind = #llvm.uwtableKind<async>, function_entry_count = 12 : i64, section = ".text.inline", alignment = 16 : i64} {
  llvm.return %n : i32
}
llvm.func @scalable() vscale_range(1, 16) comdat(@groups::@sel_exact) attributes {target_cpu = "neoverse-v1"} {
  llvm.return
}

// -----

// vscale_range takes int64_t literals and keeps them as i32s: values wrap,
// and hex and negative literals are read as MLIR reads them.
// CHECK: llvm.func @wrapped() vscale_range(-1, 1215752191)
// CHECK: llvm.func @hex() vscale_range(16, 0)
llvm.func @wrapped() vscale_range(-1, 99999999999)
llvm.func @hex() vscale_range(0x10, -0x8000000000000000)

// -----

// A generic vscale_range of other integer types prints their values in the
// custom form and keeps its types in the generic one; the parameters may
// come in either order.
// CHECK: llvm.func @generic_range() vscale_range(2, 8) attributes {uwtable_kind = #llvm.uwtableKind<sync>}
// CHECK: llvm.func @swapped_range() vscale_range(1, 4) attributes {uwtable_kind = #llvm.uwtableKind<none>}
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "generic_range", vscale_range = #llvm.vscale_range<minRange = 2 : i64, maxRange = 8 : i16>, uwtable_kind = #llvm.uwtableKind<sync>}> ({
}) : () -> ()
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "swapped_range", vscale_range = #llvm.vscale_range<maxRange = 4 : i32, minRange = 1 : i32>, uwtable_kind = #llvm.uwtableKind<"none">}> ({
}) : () -> ()

// -----

// A selector at module level is a valid comdat target too.
// CHECK: llvm.comdat_selector @flat any
// CHECK: llvm.func @flat_user() comdat(@flat)
llvm.comdat_selector @flat any
llvm.func @flat_user() comdat(@flat)

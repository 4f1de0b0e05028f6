// llvm.func generic forms mlir-opt 22 rejects for their properties: a
// value of the wrong storage class in `<{...}>`, a missing required
// property, and ODS constraints checked by the verifier (integer widths,
// an LLVM function type, arrays of dictionaries).
// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{invalid properties {function_type = !llvm.func<void ()>, sym_name = 3 : i64} for op llvm.func: Invalid attribute `sym_name` in property conversion: 3 : i64}}
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = 3}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'llvm.func' op requires attribute 'sym_name'}}
"llvm.func"() <{function_type = !llvm.func<void ()>}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'llvm.func' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute}}
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "a", alignment = 8 : i32}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'llvm.func' op attribute 'intel_reqd_sub_group_size' failed to satisfy constraint: 32-bit signless integer attribute}}
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "a", intel_reqd_sub_group_size = 8 : i64}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'llvm.func' op attribute 'function_type' failed to satisfy constraint: type attribute of LLVM function type}}
"llvm.func"() <{function_type = i32, sym_name = "g"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{invalid properties {frame_pointer = 1 : i64, function_type = !llvm.func<void ()>, sym_name = "a"} for op llvm.func: Invalid attribute `frame_pointer` in property conversion: 1 : i64}}
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "a", frame_pointer = 1}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'llvm.func' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"llvm.func"() ({
}) {function_type = !llvm.func<void ()>, sym_name = 3} : () -> ()

// -----

// expected-error @+1 {{'llvm.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"llvm.func"() <{function_type = !llvm.func<void (i32)>, sym_name = "a", arg_attrs = [1]}> ({
}) : () -> ()

// -----

llvm.comdat @c {
  llvm.comdat_selector @any any
}
// expected-error @+1 {{expected comdat symbol}}
llvm.func @missing_selector() comdat(@c::@none)

// -----

llvm.comdat @c {
  llvm.comdat_selector @any any
}
// The group itself is not a selector.
// expected-error @+1 {{expected comdat symbol}}
llvm.func @group_not_selector() comdat(@c)

// -----

llvm.comdat @c {
  llvm.comdat_selector @any any
}
// expected-error @+1 {{expected comdat symbol}}
llvm.mlir.global @g(0 : i32) comdat(@c::@other) : i32

// -----

llvm.comdat @c {
  llvm.comdat_selector @any any
  // expected-error @+1 {{only comdat selector symbols can appear in a comdat region}}
  llvm.func @inside()
}

// -----

llvm.comdat @c {
  // expected-error @+1 {{custom op 'llvm.comdat_selector' expected string or keyword containing one of the following enum values for attribute 'comdat' [any, exactmatch, largest, nodeduplicate, samesize]}}
  llvm.comdat_selector @any biggest
}

// -----

// expected-error @+1 {{'llvm.comdat' op region #0 ('body') failed to verify constraint: region with 1 blocks}}
llvm.comdat @empty {
}

// -----

// expected-error @+1 {{'llvm.comdat' op region should have no arguments}}
"llvm.comdat"() <{sym_name = "c"}> ({
^bb0(%a: i32):
}) : () -> ()

// -----

// expected-error @+1 {{'llvm.comdat_selector' op requires attribute 'comdat'}}
"llvm.comdat_selector"() <{sym_name = "c"}> : () -> ()

// -----

// expected-error @+1 {{invalid properties {comdat = 5 : i64, sym_name = "c"} for op llvm.comdat_selector: Invalid attribute `comdat` in property conversion: 5 : i64}}
"llvm.comdat_selector"() <{sym_name = "c", comdat = 5 : i64}> : () -> ()

// -----

// expected-error @+1 {{'llvm.comdat_selector' op attribute 'comdat' failed to satisfy constraint: LLVM Comdat Types}}
"llvm.comdat_selector"() {sym_name = "c", comdat = 1 : i32} : () -> ()

// -----

// expected-error @+1 {{'llvm.func' op functions cannot have 'common' linkage}}
llvm.func common @common_fn() {
  llvm.return
}

// -----

// The comdat is checked before the linkage of a declaration.
llvm.comdat @c {
  llvm.comdat_selector @any any
}
// expected-error @+1 {{expected comdat symbol}}
llvm.func internal @decl_bad_comdat() comdat(@c::@nope)

// -----

// expected-error @+1 {{no_inline and always_inline attributes are incompatible}}
llvm.func @both_inline() attributes {no_inline, always_inline} {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op with optimize_none must also be no_inline}}
llvm.func @optnone() attributes {optimize_none} {
  llvm.return
}

// -----

// A declaration skips the inlining checks.
llvm.func @optnone_decl() attributes {optimize_none, always_inline}

// -----

// expected-error @+1 {{alignment attribute is not a power of 2}}
llvm.mlir.global @misaligned(0 : i32) {alignment = 6 : i64} : i32

// -----

// expected-error @+1 {{custom op 'llvm.func' integer value too large}}
llvm.func @huge() vscale_range(1, 9223372036854775808)

// -----

// expected-error @+1 {{expected integer value}}
llvm.func @dangling_minus() vscale_range(-, 4)

// -----

// expected-error @+1 {{custom op 'llvm.func' invalid kind of attribute specified}}
llvm.func @string_comdat() comdat("c")

// -----

// expected-error @+2 {{expected one of [none, sync, async] for LLVM Unwind Behavior, got: always}}
// expected-error @+1 {{failed to parse UWTableKindAttr parameter 'uwtableKind' which is to be a `uwtable::UWTableKind`}}
llvm.func @bad_uwtable() attributes {uwtable_kind = #llvm.uwtableKind<always>}

// -----

// expected-error @+2 {{expected keyword for LLVM Unwind Behavior}}
// expected-error @+1 {{failed to parse UWTableKindAttr parameter 'uwtableKind' which is to be a `uwtable::UWTableKind`}}
llvm.func @empty_uwtable() attributes {uwtable_kind = #llvm.uwtableKind<>}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_VScaleRangeAttr parameter 'maxRange' which is to be a `IntegerAttr`}}
llvm.func @float_range() attributes {vscale_range = #llvm.vscale_range<minRange = 1 : i32, maxRange = 2.0>}

// -----

// expected-error @+1 {{expected ','}}
llvm.func @half_range() attributes {vscale_range = #llvm.vscale_range<minRange = 1 : i32>}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: minRange}}
llvm.func @twice_range() attributes {vscale_range = #llvm.vscale_range<minRange = 1 : i32, minRange = 2 : i32>}

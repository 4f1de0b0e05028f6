// llvm.func generic forms mlir-opt 22 rejects for their properties: a
// value of the wrong storage class in `<{...}>`, a missing required
// property, and ODS constraints checked by the verifier (integer widths,
// an LLVM function type, arrays of dictionaries). Then inherent attributes
// written in the attribute dictionary of llvm ops' custom forms (duplicates
// of what a hand-written parser set, constraints an assembly format checks
// while parsing), the entry block checks of llvm.func and the verifiers of
// llvm.mlir.global (type, linkage, initializer region), llvm.mlir.zero and
// llvm.mlir.constant.
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

// -----

// A hand-written parser's attributes and its attribute dictionary share
// one list: naming one of them again is a duplicate.
// expected-error @+1 {{custom op 'llvm.func' attribute 'linkage' occurs more than once in the attribute list}}
llvm.func @dup_linkage() attributes {linkage = 3 : i32}

// -----

// expected-error @+1 {{custom op 'llvm.func' attribute 'sym_name' occurs more than once in the attribute list}}
llvm.func @dup_name() attributes {sym_name = "g"}

// -----

// The first duplicate in name order is reported.
// expected-error @+1 {{custom op 'llvm.func' attribute 'CConv' occurs more than once in the attribute list}}
llvm.func @dup_two() attributes {visibility_ = 0, CConv = 3}

// -----

// expected-error @+1 {{attribute 'arg_attrs' occurs more than once in the attribute list}}
llvm.func @dup_arg_attrs(%a: i32 {llvm.noundef}) attributes {arg_attrs = [{}]} {
  llvm.return
}

// -----

// An integer is the storage class of `alignment`, so it is kept and the
// verifier rejects its width.
// expected-error @+1 {{'llvm.func' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute}}
llvm.func @wide_alignment() attributes {alignment = 3 : i32}

// -----

// expected-error @+1 {{custom op 'llvm.mlir.global' attribute 'global_type' occurs more than once in the attribute list}}
llvm.mlir.global @dup_type(1 : i32) {global_type = i64} : i32

// -----

// expected-error @+1 {{custom op 'llvm.mlir.global' attribute 'value' occurs more than once in the attribute list}}
llvm.mlir.global @dup_value(1 : i32) {value = 1 : i32} : i32

// -----

// expected-error @+1 {{custom op 'llvm.mlir.global' attribute 'thread_local_' occurs more than once in the attribute list}}
llvm.mlir.global thread_local @dup_tls(1 : i32) {thread_local_} : i32

// -----

// expected-error @+1 {{'llvm.mlir.global' op attribute 'addr_space' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
llvm.mlir.global @space_i64(1 : i32) {addr_space = 3 : i64} : i32

// -----

// expected-error @+1 {{'llvm.mlir.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute}}
llvm.mlir.global @align_i32(1 : i32) {alignment = 4 : i32} : i32

// -----

llvm.func @dup_call(%a: i32) -> i64 {
  // expected-error @+1 {{custom op 'llvm.call' attribute 'callee' occurs more than once in the attribute list}}
  %0 = llvm.call @dup_call(%a) {callee = @g} : (i32) -> i64
  llvm.return %0 : i64
}

// -----

llvm.func @dup_call_segments(%a: i32) -> i64 {
  // expected-error @+1 {{custom op 'llvm.call' attribute 'operandSegmentSizes' occurs more than once in the attribute list}}
  %0 = llvm.call @dup_call_segments(%a) {operandSegmentSizes = array<i32: 1, 0>} : (i32) -> i64
  llvm.return %0 : i64
}

// -----

llvm.func @dup_predicate(%a: i32) {
  // expected-error @+1 {{custom op 'llvm.icmp' attribute 'predicate' occurs more than once in the attribute list}}
  %0 = llvm.icmp "eq" %a, %a {predicate = 3} : i32
  llvm.return
}

// -----

llvm.func @dup_elem_type(%n: i32) {
  // expected-error @+1 {{custom op 'llvm.alloca' attribute 'elem_type' occurs more than once in the attribute list}}
  %0 = llvm.alloca %n x i32 {elem_type = i64} : (i32) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @alloca_align_i32(%n: i32) {
  // expected-error @+1 {{'llvm.alloca' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = llvm.alloca %n x i32 {alignment = 4 : i32} : (i32) -> !llvm.ptr
  llvm.return
}

// -----

// An assembly format checks the inherent attributes of its dictionary
// while parsing it.
llvm.func @load_align_i32(%p: !llvm.ptr) {
  // expected-error @+1 {{custom op 'llvm.load' 'llvm.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = llvm.load %p {alignment = 4 : i32} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @store_volatile(%a: i32, %p: !llvm.ptr) {
  // expected-error @+1 {{custom op 'llvm.store' 'llvm.store' op attribute 'volatile_' failed to satisfy constraint: unit attribute}}
  llvm.store %a, %p {volatile_ = 4} : i32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @fadd_flags(%a: f32) {
  // expected-error @+1 {{custom op 'llvm.fadd' 'llvm.fadd' op attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags}}
  %0 = llvm.fadd %a, %a {fastmathFlags = 3} : f32
  llvm.return
}

// -----

llvm.func @gep_elem(%p: !llvm.ptr) {
  // expected-error @+1 {{custom op 'llvm.getelementptr' 'llvm.getelementptr' op attribute 'elem_type' failed to satisfy constraint: any type attribute}}
  %0 = llvm.getelementptr %p[1] {elem_type = 3} : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.return
}

// -----

// expected-error @+1 {{custom op 'llvm.mlir.addressof' 'llvm.mlir.addressof' op attribute 'global_name' failed to satisfy constraint: flat symbol reference attribute}}
%0 = llvm.mlir.addressof @g {global_name = 3} : !llvm.ptr

// -----

llvm.func @zext_nneg(%a: i32) {
  // expected-error @+1 {{custom op 'llvm.zext' 'llvm.zext' op attribute 'nonNeg' failed to satisfy constraint: unit attribute}}
  %0 = llvm.zext %a {nonNeg = 3} : i32 to i64
  llvm.return
}

// -----

// The function interface checks the entry block against the signature.
// expected-error @+1 {{'llvm.func' op entry block must have 1 arguments to match function signature}}
"llvm.func"() <{function_type = !llvm.func<void (i32)>, sym_name = "f"}> ({
^bb0:
  llvm.return
}) : () -> ()

// -----

// expected-error @+1 {{'llvm.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"llvm.func"() <{function_type = !llvm.func<void (i32)>, sym_name = "f"}> ({
^bb0(%a: i64):
  llvm.return
}) : () -> ()

// -----

// expected-error @+1 {{'llvm.func' op entry block argument #0 is not of LLVM type}}
"llvm.func"() <{function_type = !llvm.func<void (memref<f32>)>, sym_name = "f"}> ({
^bb0(%a: memref<f32>):
  llvm.return
}) : () -> ()

// -----

// llvm.mlir.global's verifier.
// expected-error @+1 {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM global}}
llvm.mlir.global @void_global() : !llvm.void

// -----

// expected-error @+1 {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM global}}
llvm.mlir.global @index_global() : index

// -----

// expected-error @+1 {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global @short_string("abc") : !llvm.array<4 x i8>

// -----

// expected-error @+1 {{'llvm.mlir.global' op this target extension type cannot be used in a global}}
llvm.mlir.global @svcount() : !llvm.target<"aarch64.svcount">

// -----

// expected-error @+1 {{'llvm.mlir.global' op global with target extension type can only be initialized with zero-initializer}}
llvm.mlir.global @image(1 : i32) : !llvm.target<"spirv.Image">

// -----

// expected-error @+1 {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @common_one(1 : i32) : i32

// -----

// expected-error @+1 {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @common_dense(dense<[0, 1]> : vector<2xi32>) : vector<2xi32>

// -----

// expected-error @+1 {{'llvm.mlir.global' op expected array type for 'appending' linkage}}
llvm.mlir.global appending @append_scalar(0 : i32) : i32

// -----

// expected-error @+1 {{alignment attribute is not a power of 2}}
llvm.mlir.global @align_zero() {alignment = 0 : i64} : i32

// -----

// expected-error @+1 {{'llvm.mlir.global' op initializer region type 'i64' does not match global type 'i32'}}
llvm.mlir.global @init_type() : i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  llvm.return %0 : i64
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op initializer region cannot return void}}
llvm.mlir.global @init_void() : i32 {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op cannot have both initializer value and region}}
llvm.mlir.global @init_both(1 : i32) : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}

// -----

llvm.mlir.global @init_effects() : !llvm.ptr {
  %0 = llvm.mlir.constant(1 : i32) : i32
  // expected-error @+1 {{ops with side effects not allowed in global initializers}}
  %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  llvm.return %1 : !llvm.ptr
}

// -----

llvm.func @zero_svcount() {
  // expected-error @+1 {{'llvm.mlir.zero' op target extension type does not support zero-initializer}}
  %0 = llvm.mlir.zero : !llvm.target<"aarch64.svcount">
  llvm.return
}

// -----

llvm.func @constant_image() {
  // expected-error @+1 {{'llvm.mlir.constant' op does not support target extension type.}}
  %0 = llvm.mlir.constant(0 : i32) : !llvm.target<"spirv.Image">
  llvm.return
}

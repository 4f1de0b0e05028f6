// Bad LLVM types and attributes are rejected with mlir-opt 22's messages
// (the reference passes the same checks).
// RUN: affine-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error @+1 {{expected '('}}
"t.x"() {a = !llvm.func<i32>} : () -> ()

// -----

// expected-error @+1 {{struct without a body only allowed in a recursive struct}}
"t.x"() {a = !llvm.struct<"a">} : () -> ()

// -----

// expected-error @+1 {{invalid LLVM structure element type: '!llvm.void'}}
"t.x"() {a = !llvm.struct<(void)>} : () -> ()

// -----

// expected-error @+1 {{invalid array element type: '!llvm.void'}}
"t.x"() {a = !llvm.array<2 x void>} : () -> ()

// -----

// expected-error @+1 {{invalid function argument type: '!llvm.void'}}
"t.x"() {a = !llvm.func<void (void)>} : () -> ()

// -----

// expected-error @+1 {{unbalanced '(' character in pretty dialect name}}
"t.x"() {a = !llvm.struct<(i32} : () -> ()

// -----

// expected-error @+1 {{expected '>'}}
"t.x"() {a = !llvm.ptr<1, 2>} : () -> ()

// -----

// expected-error @+1 {{expected ')'}}
"t.x"() {a = !llvm.func<void (i32 ...)>} : () -> ()

// -----

// expected-error @+1 {{expected 'x'}}
"t.x"() {a = !llvm.array<4xi32>} : () -> ()

// -----

// expected-error @+1 {{unknown LLVM type: x}}
"t.x"() {a = !llvm.x} : () -> ()

// -----

// expected-error @+2 {{expected one of [external, available_externally, linkonce, linkonce_odr, weak, weak_odr, appending, internal, private, extern_weak, common] for LLVM linkage types, got: w}}
// expected-error @+1 {{failed to parse LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`}}
"t.x"() {a = #llvm.linkage<w>} : () -> ()

// -----

// expected-error @+2 {{expected ::mlir::LLVM::FastmathFlags to be one of: none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast}}
// expected-error @+1 {{failed to parse LLVM_FastmathFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::FastmathFlags`}}
"t.x"() {a = #llvm.fastmath<nnan, w>} : () -> ()

// -----

// expected-error @+1 {{unknown attribute `x` in dialect `llvm`}}
"t.x"() {a = #llvm.x} : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op expected 'llvm.data_layout' to be a string attributes}}
module attributes {llvm.data_layout = 1} {}

// -----

// A builtin type behind the `!llvm.` prefix is parsed, then rejected at its start.
// expected-error @+1 {{unexpected type, expected keyword}}
"t.x"() : () -> !llvm.memref<2xi8>

// -----

// expected-error @+1 {{unexpected type, expected keyword}}
"t.x"() : () -> !llvm.i16

// -----

// The builtin type's own error comes first.
// expected-error @+1 {{expected non-function type}}
"t.x"() : () -> !llvm.tensor<3xq>

// -----

llvm.func @bitcast_to_memref(%q: !llvm.ptr) {
  // expected-error @+1 {{'llvm.bitcast' op result #0 must be LLVM-compatible non-aggregate type, but got 'memref<2xi8>'}}
  %r = llvm.bitcast %q : !llvm.ptr to memref<2xi8>
  llvm.return
}

// -----

llvm.func @bitcast_ptr_to_int(%q: !llvm.ptr) {
  // expected-error @+1 {{'llvm.bitcast' op can only cast pointers from and to pointers}}
  %r = llvm.bitcast %q : !llvm.ptr to i64
  llvm.return
}

// -----

// `llvm.return`'s type is optional in its assembly format: a colon with no
// type after it is a count mismatch, reported at the operand.
llvm.func @return_colon_without_type() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  // expected-error @+1 {{custom op 'llvm.return' number of operands and types do not match: got 1 operands and 0 types}}
  llvm.return %0 :
}

// -----

// A global without a type must have a string value; the error is at the op
// name.
// expected-error @+1 {{custom op 'llvm.mlir.global' type can only be omitted for string globals}}
llvm.mlir.global internal constant @untyped(1.0 : f32)

// -----

// llvm.call's ODS type constraints come before its symbol checks.
func.func @v() { return }
func.func @m(%x: i32) {
  // expected-error @+1 {{'llvm.call' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  llvm.call @v(%x) : (i32) -> index
  return
}

// -----

func.func @v() { return }
func.func @m(%y: index) {
  // expected-error @+1 {{'llvm.call' op operand #0 must be variadic of LLVM dialect-compatible type, but got 'index'}}
  llvm.call @v(%y) : (index) -> ()
  return
}

// -----

func.func @v() { return }
func.func @m(%x: i32) {
  // The generic form gets llvm.call's default-valued properties (CConv,
  // TailCallKind, fastmathFlags), which the 'see current operation' note prints.
  // expected-error @+1 {{'llvm.call' op result group starting at #0 requires 0 or 1 element, but found 2}}
  %a:2 = "llvm.call"(%x) <{callee = @v, operandSegmentSizes = array<i32: 1, 0>, op_bundle_sizes = array<i32>}> : (i32) -> (i32, i32)
  return
}

// -----

llvm.func @v(i32)
func.func @m(%x: i32) {
  // llvm.call's arguments are an operand list: every element an operand.
  // expected-error @+1 {{expected SSA operand}}
  llvm.call @v(0) : (i32) -> ()
  return
}

// -----

llvm.func @v(i32)
func.func @m(%x: i32) {
  // expected-error @+1 {{expected ')' in operand list}}
  llvm.call @v(%x %x) : (i32) -> ()
  return
}

// -----

func.func @m(%x: i32, %fp: !llvm.ptr) {
  // The counts of an indirect call include the callee and its type.
  // expected-error @+1 {{custom op 'llvm.call' number of operands and types do not match: got 3 operands and 2 types}}
  llvm.call %fp(%x, %x) : !llvm.ptr, (i32) -> ()
  return
}

// -----

llvm.func @f(%x: i64) -> !llvm.ptr {
  // expected-error @+1 {{custom op 'llvm.inttoptr' struct is missing required parameter: bytes}}
  %0 = llvm.inttoptr %x dereferenceable<mayBeNull = true> : i64 to !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @f(%x: i64) -> !llvm.ptr {
  // expected-error @+1 {{custom op 'llvm.inttoptr' duplicate or unknown struct parameter name: bytes}}
  %0 = llvm.inttoptr %x dereferenceable<bytes = 8, bytes = 9> : i64 to !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @f(%x: i64) -> !llvm.ptr {
  // A bool parameter is read as an integer: 0 / 1 (or true / false) only.
  // expected-error @+2 {{custom op 'llvm.inttoptr' integer value too large}}
  // expected-error @+1 {{custom op 'llvm.inttoptr' failed to parse LLVM_DereferenceableAttr parameter 'mayBeNull' which is to be a `bool`}}
  %0 = llvm.inttoptr %x dereferenceable<bytes = 8, mayBeNull = -1> : i64 to !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @f(%x: i64) -> !llvm.ptr {
  // expected-error @+2 {{custom op 'llvm.inttoptr' expected valid keyword}}
  // expected-error @+1 {{custom op 'llvm.inttoptr' expected a parameter name in struct}}
  %0 = llvm.inttoptr %x dereferenceable<bytes = 8,> : i64 to !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @f(%p: !llvm.ptr, %c: i64) {
  // A keyword before the base pointer must be a GEP no-wrap flag.
  // expected-error @+1 {{custom op 'llvm.getelementptr' expected one of [none, inbounds_flag, nusw, nuw, inbounds] for ::mlir::LLVM::GEPNoWrapFlags, got: inbond}}
  %a = llvm.getelementptr inbond %p[%c] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.return
}

// -----

// ODS operand-group counts are checked before the terminator's position
// (MLIR's OpInvariants trait precedes the declared Terminator trait).
llvm.func @two_results_mid_block() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  // expected-error @+1 {{'llvm.return' op operand group starting at #0 requires 0 or 1 element, but found 2}}
  "llvm.return"(%0, %0) : (i32, i32) -> ()
  llvm.return %0 : i32
}

// -----

// A string constant needs an array of as many i8 as the string has bytes.

llvm.func @string_constant_wrong_count() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("abc") : !llvm.array<4 x i8>
  llvm.return
}

// -----

// The count is of bytes, also of bytes that are not UTF-8.
llvm.func @string_constant_raw_bytes_wrong_count() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("\FF\C3\80") : !llvm.array<2 x i8>
  llvm.return
}

// -----

llvm.func @string_constant_not_array() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array type of 2 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("ab" : i32) : i16
  llvm.return
}

// -----

llvm.func @string_constant_wide_elements() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("abc") : !llvm.array<3 x i16>
  llvm.return
}

// -----

llvm.func @string_constant_ok() -> !llvm.array<3 x i8> {
  %0 = llvm.mlir.constant("abc") : !llvm.array<3 x i8>
  llvm.return %0 : !llvm.array<3 x i8>
}

// -----

// var_callee_type agrees with the arguments (after an indirect call's
// function pointer) and the result.

llvm.func @indirect_vararg(%f: !llvm.ptr, %x: i32) {
  // expected-error @+1 {{'llvm.call' op var_callee_type parameter type mismatch: '!llvm.ptr' != 'i32'}}
  %0 = llvm.call %f(%x) vararg(!llvm.func<i32 (ptr, ...)>) : !llvm.ptr, (i32) -> i32
  llvm.return
}

// -----

llvm.func @indirect_vararg_result(%f: !llvm.ptr, %x: i32) {
  // expected-error @+1 {{'llvm.call' op var_callee_type return type mismatch: 'i32' != 'i64'}}
  %0 = "llvm.call"(%f, %x) <{op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>, var_callee_type = !llvm.func<i32 (i32, ...)>}> : (!llvm.ptr, i32) -> i64
  llvm.return
}

// -----

// llvm.call operand bundles: each starts with its tag string (found by
// mutation-diff seed 522).
func.func @bundle_without_tag(%x: i32, %p: !llvm.ptr) {
  // expected-error @+2 {{custom op 'llvm.call' expected string}}
  // expected-error @+1 {{custom op 'llvm.call' expect operand bundle tag}}
  llvm.call %p(%x) [ !llvm.ptr, (i32) -> ()
  return
}

// -----

// Operand and type counts of every bundle agree (the message always names
// bundle #0, as mlir-opt 22's does).
func.func @bundle_type_count(%x: i32, %p: !llvm.ptr) {
  // expected-error @+1 {{custom op 'llvm.call' expected 2 types for operand bundle operands for operand bundle #0, but actually got 1}}
  llvm.call %p(%x) ["a"(%x : i32), "b"(%x, %x : i32)] : !llvm.ptr, (i32) -> ()
  return
}

// -----

llvm.func @v(i32)
func.func @bundle_operand_type(%x: i32) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%x' expects different type than prior uses: 'i64' vs 'i32'}}
  llvm.call @v(%x) ["a"(%x : i64)] : (i32) -> ()
  return
}

// -----

// Bundle operands are not callee arguments; a bundle needs its tag.
llvm.func @v(i32)
func.func @bundle_tags_count(%x: i32) {
  "llvm.call"(%x, %x) <{callee = @v, op_bundle_sizes = array<i32: 1>, op_bundle_tags = ["a"], operandSegmentSizes = array<i32: 1, 1>}> : (i32, i32) -> ()
  // expected-error @+1 {{expected 1 operand bundle tags, but actually got 0}}
  "llvm.call"(%x, %x) <{callee = @v, op_bundle_sizes = array<i32: 1>, operandSegmentSizes = array<i32: 1, 1>}> : (i32, i32) -> ()
  return
}

// -----

llvm.func @v(i32)
func.func @bundle_tag_kind(%x: i32) {
  // expected-error @+1 {{operand bundle tag must be a StringAttr}}
  "llvm.call"(%x) <{callee = @v, op_bundle_sizes = array<i32: 0>, op_bundle_tags = [1 : i32], operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> ()
  return
}

// -----

llvm.func @v(i32)
func.func @bundle_sizes_total(%x: i32) {
  // expected-error @+1 {{'llvm.call' op op_bundle_operands count (1) does not match with the total size (2) specified in attribute 'op_bundle_sizes'}}
  "llvm.call"(%x, %x) <{callee = @v, op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["a"], operandSegmentSizes = array<i32: 1, 1>}> : (i32, i32) -> ()
  return
}

// -----

llvm.func @v(i32)
func.func @bundle_sizes_negative(%x: i32) {
  // expected-error @+1 {{'llvm.call' op 'op_bundle_sizes' attribute cannot have negative elements}}
  "llvm.call"(%x, %x) <{callee = @v, op_bundle_sizes = array<i32: -1, 2>, op_bundle_tags = ["a", "b"], operandSegmentSizes = array<i32: 1, 1>}> : (i32, i32) -> ()
  return
}

// -----

llvm.func @v(i32)
func.func @bundle_operand_kind(%x: i32, %i: index) {
  // expected-error @+1 {{'llvm.call' op operand #1 must be variadic of LLVM dialect-compatible type, but got 'index'}}
  "llvm.call"(%x, %i) <{callee = @v, op_bundle_sizes = array<i32: 1>, op_bundle_tags = ["a"], operandSegmentSizes = array<i32: 1, 1>}> : (i32, index) -> ()
  return
}

// -----

// op_bundle_sizes is required, but the segment sizes (a structural trait)
// are checked before it.
llvm.func @v(i32)
func.func @bundle_sizes_required(%x: i32) {
  // expected-error @+1 {{'llvm.call' op requires attribute 'op_bundle_sizes'}}
  "llvm.call"(%x) <{callee = @v, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> ()
  return
}

// -----

llvm.func @v(i32)
func.func @segments_before_required(%x: i32) {
  // expected-error @+1 {{'llvm.call' op operand count (2) does not match with the total size (3) specified in attribute 'operandSegmentSizes'}}
  "llvm.call"(%x, %x) <{callee = @v, op_bundle_tags = ["a"], operandSegmentSizes = array<i32: 1, 2>}> : (i32, i32) -> ()
  return
}

// -----

// `!llvm.target` parameters: types first, then unsigned integers.
// expected-error @+1 {{failed to parse parameter list for target extension type}}
"t.x"() {a = !llvm.target<"spirv", 1, i32>} : () -> ()

// -----

// expected-error @+3 {{integer value too large}}
// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{failed to parse parameter list for target extension type}}
"t.x"() {a = !llvm.target<"spirv", i32, 4294967296>} : () -> ()

// -----

// expected-error @+3 {{integer value too large}}
// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{failed to parse parameter list for target extension type}}
"t.x"() {a = !llvm.target<"spirv", -4294967295>} : () -> ()

// -----

// After an integer no type may follow, so a bad integer fails alone.
// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse parameter list for target extension type}}
"t.x"() {a = !llvm.target<"spirv", 1, 4294967296>} : () -> ()

// -----

// expected-error @+2 {{unknown LLVM type: x}}
// expected-error @+1 {{failed to parse parameter list for target extension type}}
"t.x"() {a = !llvm.target<"spirv", i32, x>} : () -> ()

// -----

// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{failed to parse parameter list for target extension type}}
"t.x"() {a = !llvm.target<"spirv", 1.5>} : () -> ()

// -----

// expected-error @+1 {{expected '>'}}
"t.x"() {a = !llvm.target<"spirv", 1 2>} : () -> ()

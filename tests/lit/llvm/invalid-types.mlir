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

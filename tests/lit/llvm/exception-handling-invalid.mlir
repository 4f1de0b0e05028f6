// The verifiers of llvm.invoke, llvm.landingpad, llvm.resume,
// llvm.blocktag and llvm.blockaddress (and llvm.func's check that its
// landing pads and resumes agree on one type), with mlir-opt 22's
// diagnostics.
// RUN: affine-opt %s -split-input-file --verify-diagnostics
// RUN: %mlir_opt %s -split-input-file --verify-diagnostics

llvm.func @callee(i32) -> i32
llvm.func @__gxx_personality_v0(...) -> i32

// expected-error @+1 {{'llvm.landingpad' should have a consistent result type inside a function}}
llvm.func @two_pads(%x: i32) -> i32 attributes { personality = @__gxx_personality_v0 } {
  %r = llvm.invoke @callee(%x) to ^ok unwind ^lpad : (i32) -> i32
^ok:
  %a = llvm.landingpad cleanup : !llvm.struct<(ptr, i64)>
  llvm.return %r : i32
^lpad:
  %b = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %r : i32
}

// -----

llvm.func @__gxx_personality_v0(...) -> i32

// expected-error @+1 {{'llvm.resume' should have a consistent input type inside a function}}
llvm.func @resume_other(%s: !llvm.struct<(ptr, i64)>) attributes { personality = @__gxx_personality_v0 } {
  %b = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %s : !llvm.struct<(ptr, i64)>
}

// -----

llvm.func @callee(i32) -> i32

llvm.func @no_personality(%x: i32) -> i32 {
  %r = llvm.invoke @callee(%x) to ^ok unwind ^lpad : (i32) -> i32
^ok:
  llvm.return %r : i32
^lpad:
  // expected-error @+1 {{llvm.landingpad needs to be in a function with a personality}}
  %b = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %r : i32
}

// -----

llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @no_clause() attributes { personality = @__gxx_personality_v0 } {
  // expected-error @+1 {{landingpad instruction expects at least one clause or cleanup attribute}}
  %b = llvm.landingpad : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @argument_clause(%p: !llvm.ptr) attributes { personality = @__gxx_personality_v0 } {
  %f = llvm.mlir.undef : !llvm.array<1 x ptr>
  // expected-error @+1 {{clause #1 is not a known constant - null, addressof, bitcast}}
  %b = llvm.landingpad cleanup (filter %f : !llvm.array<1 x ptr>) (catch %p : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @bitcast_of_argument(%p: !llvm.ptr) attributes { personality = @__gxx_personality_v0 } {
  // expected-note @+1 {{global addresses expected as operand to bitcast used in clauses for landingpad}}
  %c = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  // expected-error @+1 {{constant clauses expected}}
  %b = llvm.landingpad (catch %c : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @bad_clause_keyword(%p: !llvm.ptr) attributes { personality = @__gxx_personality_v0 } {
  // expected-error @+1 {{expected ':'}}
  %b = llvm.landingpad (finally %p : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @callee(i32) -> i32
llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @unwind_to_non_pad(%x: i32) -> i32 attributes { personality = @__gxx_personality_v0 } {
  // expected-error @+1 {{first operation in unwind destination should be a llvm.landingpad operation}}
  %r = llvm.invoke @callee(%x) to ^ok unwind ^lpad : (i32) -> i32
^ok:
  llvm.return %r : i32
^lpad:
  llvm.return %x : i32
}

// -----

llvm.func @callee(i32) -> i32
llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @dest_operands(%x: i32) -> i32 attributes { personality = @__gxx_personality_v0 } {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  %r = llvm.invoke @callee(%x) to ^ok(%x : i32) unwind ^lpad : (i32) -> i32
^ok:
  llvm.return %r : i32
^lpad:
  %b = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %x : i32
}

// -----

llvm.func @callee(i32) -> i32

llvm.func @missing_to(%x: i32) -> i32 {
  // expected-error @+1 {{custom op 'llvm.invoke' expected 'to'}}
  %r = llvm.invoke @callee(%x) ^ok unwind ^ok : (i32) -> i32
^ok:
  llvm.return %r : i32
}

// -----

llvm.func @callee(i32) -> i32

llvm.func @missing_unwind(%x: i32) -> i32 {
  // expected-error @+1 {{custom op 'llvm.invoke' expected 'unwind'}}
  %r = llvm.invoke @callee(%x) to ^ok : (i32) -> i32
^ok:
  llvm.return %r : i32
}

// -----

llvm.func @callee(i32) -> i32

llvm.func @two_results(%x: i32) -> i32 {
  // expected-error @+1 {{custom op 'llvm.invoke' expected function with 0 or 1 result}}
  %r = llvm.invoke @callee(%x) to ^ok unwind ^ok : (i32) -> (i32, i32)
^ok:
  llvm.return %x : i32
}

// -----

llvm.func @duplicate_tag() {
  llvm.blocktag <id = 1>
  llvm.br ^next
^next:
  // expected-error @+1 {{duplicate block tag '1' in the same function: }}
  llvm.blocktag <id = 1>
  llvm.return
}

// -----

llvm.func @missing_target() -> !llvm.ptr {
  // expected-error @+1 {{'llvm.blockaddress' op expects an existing block label target in the referenced function}}
  %a = llvm.blockaddress <function = @missing_target, tag = <id = 2>> : !llvm.ptr
  llvm.blocktag <id = 1>
  llvm.return %a : !llvm.ptr
}

// -----

llvm.mlir.global external @not_a_function() : !llvm.ptr

llvm.func @global_target() -> !llvm.ptr {
  // expected-error @+1 {{'llvm.blockaddress' op expects an existing block label target in the referenced function}}
  %a = llvm.blockaddress <function = @not_a_function, tag = <id = 1>> : !llvm.ptr
  llvm.blocktag <id = 1>
  llvm.return %a : !llvm.ptr
}

// -----

llvm.func @integer_address() -> i64 {
  // expected-error @+1 {{'llvm.blockaddress' op result #0 must be LLVM pointer type, but got 'i64'}}
  %a = llvm.blockaddress <function = @integer_address, tag = <id = 1>> : i64
  llvm.blocktag <id = 1>
  llvm.return %a : i64
}

// -----

llvm.func @tag_of_wrong_kind() {
  // expected-error @+1 {{custom op 'llvm.blocktag' invalid kind of attribute specified}}
  llvm.blocktag #llvm.linkage<internal>
  llvm.return
}

// -----

llvm.func @address_tag_not_a_tag() -> !llvm.ptr {
  // expected-error @+2 {{expected '<'}}
  // expected-error @+1 {{custom op 'llvm.blockaddress' failed to parse LLVM_BlockAddressAttr parameter 'tag' which is to be a `BlockTagAttr`}}
  %a = llvm.blockaddress <function = @address_tag_not_a_tag, tag = 1> : !llvm.ptr
  llvm.return %a : !llvm.ptr
}

// -----

// A destination's operands are resolved before its closing parenthesis is
// read.
llvm.func @callee(i32) -> i32
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @unclosed(%x: i32) -> i32 attributes { personality = @__gxx_personality_v0 } {
  // expected-note @+1 {{prior use here}}
  %r = llvm.invoke @callee(%x) to ^ok unwind ^lpad : (i32) -> i32
^ok:
  // expected-error @+1 {{use of value '%r' expects different type than prior uses: 'f32' vs 'i32'}}
  %s = llvm.invoke @callee(%x) to ^next(%r : f32 unwind ^lpad : (i32) -> i32
^next(%n: f32):
  llvm.return %x : i32
^lpad:
  %b = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %x : i32
}

// Syntax errors reported with mlir-opt 22's messages (found by mutating valid
// inputs and comparing both tools). Columns are checked by the second RUN.
// RUN: affine-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: not affine-opt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

func.func @int_type_is_not_an_op_name() {
  // expected-error @+1 {{expected operation name in quotes}}
  %c = arith.constant 7.0 i32: f32
  return
}
// CHECK: invalid-syntax.mlir:[[@LINE-3]]:26: error: expected operation name in quotes

// -----

func.func @lexer_error_at_the_prefix() {
  // expected-error @+1 {{invalid SSA name}}
  %<0 = arith.constant 0 : index
  return
}
// CHECK: invalid-syntax.mlir:[[@LINE-3]]:3: error: invalid SSA name

// -----

func.func @lexer_error_in_affine_subscript(%m: memref<4xf32>, %v: f32) {
  // expected-error @+1 {{invalid SSA name}}
  affine.store %v, %m[%}i] : memref<4xf32>
  return
}

// -----

// expected-error @+1 {{@ identifier expected to start with letter or '_'}}
func.func @5f() {
  return
}

// -----

// expected-error @+1 {{custom op 'func.func' expected valid '@'-identifier for symbol name}}
func.func 5() {
  return
}

// -----

func.func @callee_not_a_symbol() {
  // expected-error @+1 {{custom op 'func.call' invalid kind of attribute specified}}
  func.call "f"() : () -> ()
  return
}

// -----

func.func @callee_is_a_float() {
  // expected-error @+1 {{floating point value not valid for specified type}}
  func.call 1.0() : () -> ()
  return
}
// The float is reported at the token after it.
// CHECK: invalid-syntax.mlir:[[@LINE-4]]:16: error: floating point value not valid for specified type

// -----

func.func @operand_type_count(%a: f32) -> (f32, f32) {
  // expected-error @+1 {{custom op 'func.return' number of operands and types do not match: got 1 operands and 2 types}}
  return %a : f32, f32
}

// -----

// A `#name` at the top level always starts an alias definition.
func.func private @f() -> index
// expected-error @+1 {{expected '=' in attribute alias definition}}
#map

// -----

// expected-error @+1 {{attribute names with a '.' are reserved for dialect-defined names}}
#a.b = 1

// -----

// expected-error @+1 {{type names with a '.' are reserved for dialect-defined names}}
!a.b = i32

// -----

// expected-error @+1 {{expected ',' or '>' in memref type}}
func.func private @memref_missing_comma() -> memref<4xf32 i32>

// -----

// expected-error @+1 {{expected ',' or '>'}}
func.func private @memref_list_unterminated() -> memref<4xf32, 1 2>

// -----

// expected-error @+1 {{multiple memory spaces specified in memref type}}
func.func private @memref_two_spaces() -> memref<4xf32, 1, 2>

// -----

// expected-error @+1 {{cannot have affine map for unranked memref type}}
func.func private @unranked_layout() -> memref<*xf32, affine_map<(d0) -> (d0)>>

// -----

// expected-error @+1 {{expected list element}}
func.func private @memref_empty_list() -> memref<4xf32,>

// -----

// expected-error @+1 {{expected ',' or ']'}}
"test.op"() {a = [1 2]} : () -> ()

// -----

func.func @empty_op_part() {
  // A name with nothing after its first dot gets the default dialect.
  // expected-error @+1 {{custom op 'affine.' is unknown (tried 'func.affine.' as well)}}
  affine.
  return
}

// -----

func.func @lower_bound_is_an_attribute(%n: index) {
  // The constant bound takes no `: type`, so the colon is where 'to' belongs.
  // expected-error @+1 {{custom op 'affine.for' expected 'to' between bounds}}
  affine.for %i = 0:to 10 {
  }
  return
}

// -----

func.func @no_type(%a: f32) {
  // expected-error @+1 {{expected non-function type}}
  "test.op"(%a) : (f32, ]) -> ()
  return
}

// -----

// The end of the input inside a region is a missing operation.
func.func @unterminated() {
  // expected-error @+1 {{expected operation name in quotes}}
  return

// -----

// Without --verify-diagnostics every undeclared value is reported, in
// source order (the verifying run, like mlir-opt's, sees the first).
func.func @every_undeclared_value_is_reported() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  %r = affine.apply affine_map<(d0, d1) -> (d0 + d1)> (%ij#0, %ij#1)
  return
}
// CHECK: invalid-syntax.mlir:[[@LINE-3]]:56: error: use of undeclared SSA value name
// CHECK: invalid-syntax.mlir:[[@LINE-4]]:63: error: use of undeclared SSA value name

// -----

// expected-error @+1 {{expected '->' in function type}}
"test.op"() : (i32)

// -----

// expected-error @+1 {{custom op 'func.func' expected non-empty function body}}
func.func @empty_body() {
}

// -----

// A symbol name stops before '-'.
// expected-error @+1 {{expected '('}}
func.func private @a-b()

// -----

// expected-error @+1 {{invalid dimension}}
func.func private @scalable_without_size() -> vector<4x[f16>

// -----

// Vector dimensions cannot be dynamic.
// expected-error @+1 {{expected non-function type}}
func.func private @dynamic_vector() -> vector<?x4xf32>

// -----

func.func @alloc_bad_list() {
  // expected-error @+1 {{expected ')'}}
  %m = memref.alloc(}) : memref<10xf32>
  return
}

// -----

// A generic op sets no default dialect: inside its region the enclosing one
// (builtin at the top level) is tried.
"test.region"() ({
  // expected-error @+1 {{custom op 'memref' is unknown (tried 'builtin.memref' as well)}}
  memref
}) : () -> ()

// -----

// expected-error @+1 {{expected '>' in affine map}}
"test.op"() {a = affine_map<(d0) -> (d0))>} : () -> ()

// -----

// expected-error @+1 {{expected '<' in integer set}}
"test.op"() {a = affine_set(d0) : (d0 >= 0)>} : () -> ()

// -----

// expected-error @+1 {{result number not allowed in argument list}}
func.func @f(%a #map: i32) {
  return
}

// -----

func.func @bad_result_number() {
  %0 = arith.constant 0 : i32
  // expected-error @+1 {{invalid SSA value result number}}
  "test.op"(%0#x) : (i32) -> ()
  return
}

// -----

func.func @index_list_scalable_marker(%src: memref<64x8xf32>, %i: index) {
  // A '[' marker without its ']' fails with the summary error only.
  // expected-error @+1 {{custom op 'memref.subview' expected SSA value or integer}}
  %view = memref.subview %src[%i,  [1, 8] [1, 1] : memref<64x8xf32> to memref<8xf32, strided<[1], offset: ?>>
  return
}

// -----

func.func @transpose_bad_element(%v: vector<2x4xf32>) {
  // An element error is followed by the array parser's 'expected ']''.
  // expected-error @+2 {{custom op 'vector.transpose' expected integer value}}
  // expected-error @+1 {{expected ']'}}
  %0 = vector.transpose %v, [1,=0] : vector<2x4xf32> to vector<4x2xf32>
  return
}

// -----

func.func @leading_zero_is_another_name() -> i32 {
  %0 = arith.constant 0 : i32
  // expected-error @+1 {{use of undeclared SSA value name}}
  return %00 : i32
}

// -----

func.func @block_argument_without_type() {
  cf.br ^bb1
// expected-error @+1 {{expected ':' and type for SSA operand}}
^bb1(%a< : i32):
  return
}

// -----

func.func @gep_type_is_not_a_function_type(%p: !llvm.ptr) {
  // expected-error @+1 {{expected non-function type}}
  %0 = llvm.getelementptr %p[1] : <i32> -> !llvm.ptr, f32
  return
}

// -----

// An affine.for induction variable followed by a `#` token: the error is at
// the `#` token, as MLIR's parseSSAUse reports it.
#map_iv = affine_map<()[s0] -> (s0)>
func.func @for_iv_result_number(%n: index) {
  // CHECK: [[@LINE+2]]:19: error: result number not allowed in argument list
  // expected-error @+1 {{result number not allowed in argument list}}
  affine.for %it  #map_iv()[%n] to 10 {
  }
  return
}

// -----

// Integer type widths: up to 16777215 bits; one that does not fit 32 bits is
// still an integer type token, with its own message.
// CHECK: invalid-syntax.mlir:[[# @LINE + 2]]:21: error: integer bitwidth is limited to 16777215 bits
// expected-error @+1 {{integer bitwidth is limited to 16777215 bits}}
func.func @wide(%a: i16777216)

// -----

// CHECK: invalid-syntax.mlir:[[# @LINE + 2]]:21: error: invalid integer width
// expected-error @+1 {{invalid integer width}}
func.func @huge(%a: si99999999999)

// -----

// Location syntax errors, with MLIR's location parser's messages.
// CHECK: invalid-syntax.mlir:[[# @LINE + 2]]:35: error: expected either integer or `:` post `to` in FileLineColRange
// expected-error @+1 {{expected either integer or `:` post `to` in FileLineColRange}}
"t.op"() : () -> () loc("a":1:2 to)

// -----

// expected-error @+1 {{expected integer column number in FileLineColRange}}
"t.op"() : () -> () loc("a":1:)

// -----

// expected-error @+1 {{expected integer line number in FileLineColRange}}
"t.op"() : () -> () loc("a":x)

// -----

// expected-error @+1 {{expected 'at' in callsite location}}
"t.op"() : () -> () loc(callsite("a" "b"))

// -----

// expected-error @+1 {{expected ')' after child location of NameLoc}}
"t.op"() : () -> () loc("a"("b" 5))

// -----

// expected-error @+1 {{expected '>' after fused location metadata}}
"t.op"() : () -> () loc(fused<"x"["a"])

// -----

// expected-error @+1 {{expected ']' in fused location}}
"t.op"() : () -> () loc(fused["a" "b"])

// -----

// expected-error @+1 {{expected '(' in location}}
"t.op"() : () -> () loc 5

// -----

// expected-error @+1 {{expected ')' in inline location}}
"t.op"() {a = loc("a"} : () -> ()

// -----

// expected-error @+1 {{expected '<' after 'dense'}}
"t.op"() {a = dense 5} : () -> ()

// -----

// The generic op name is checked at its string, before the operand list.
// expected-error @+1 {{empty operation name is invalid}}
%outer = ""x"t.producer"() : () -> i32

// -----

// A dense array's element type that fails to parse gets a second error
// at the type (MLIR's parseDenseArrayAttr).
// expected-error @+2 {{expected non-function type}}
// expected-error @+1 {{expected an integer or floating point type}}
"t.op"() {a = array<[i1: true>} : () -> ()

// -----

// Every element of a tensor literal has the first one's dimensions; the
// error comes right after the odd element.
func.func @ragged_literal() {
  // expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
  %c = arith.constant dense<[1, 2, 3, [4]]> : vector<4xi32>
  return
}

// -----

func.func @ragged_nested_literal() {
  // expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
  %c = arith.constant dense<[[1, 2], [3]]> : vector<2x2xi32>
  return
}

// -----

// A '/' that does not start a comment is a token no rule accepts, not a
// lexing error: the parser reports what it expected there, located after
// the previous token (found by mutation-diff seed 548).
func.func @lone_slash() {
  // expected-error @+1 {{expected operation name in quotes}}
  return /
}
// CHECK: invalid-syntax.mlir:[[@LINE-2]]:9: error: expected operation name in quotes

// -----

func.func @slash_in_list() {
  // expected-error @+1 {{expected ',' or ']'}}
  "test.op"() {a = [1 /]} : () -> ()
  return
}
// CHECK: invalid-syntax.mlir:[[@LINE-3]]:22: error: expected ',' or ']'

// -----

// A key written twice in one dictionary is reported at its second
// occurrence, in an op's attributes as in a nested dictionary attribute
// (MLIR's `parseAttributeDict`).
func.func @duplicate_key() {
  // expected-error @+1 {{duplicate key 'a' in dictionary attribute}}
  "test.op"() {a = 1, b, "a" = 2} : () -> ()
  return
}
// CHECK: invalid-syntax.mlir:[[@LINE-3]]:26: error: duplicate key 'a' in dictionary attribute

// -----

func.func @duplicate_key_nested() {
  // expected-error @+1 {{duplicate key 'x' in dictionary attribute}}
  "test.op"() {d = {x, x}} : () -> ()
  return
}
// CHECK: invalid-syntax.mlir:[[@LINE-3]]:24: error: duplicate key 'x' in dictionary attribute

// -----

func.func @empty_attribute_name() {
  // expected-error @+1 {{expected valid attribute name}}
  "test.op"() {"" = 1} : () -> ()
  return
}
// CHECK: invalid-syntax.mlir:[[@LINE-3]]:16: error: expected valid attribute name

// -----

// A tensor type's encoding is an optional attribute: after the comma a
// token that starts no attribute (nor the keywords 'array', 'strided',
// 'distinct', which that parser does not take) leaves it out and the '>'
// is then missing.
// expected-error @+1 {{expected '>' in tensor type}}
func.func private @tensor_encoding_not_an_attribute(tensor<4xf32, = "e">)
// CHECK: invalid-syntax.mlir:[[@LINE-1]]:66: error: expected '>' in tensor type

// -----

// expected-error @+1 {{expected '>' in tensor type}}
func.func private @tensor_encoding_array(tensor<4xf32, array<i32: 1>>)
// CHECK: invalid-syntax.mlir:[[@LINE-1]]:55: error: expected '>' in tensor type

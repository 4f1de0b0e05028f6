// The index dialect's ops, checked as mlir-opt 22 checks them (custom
// forms, ODS constraints, the casts' index-on-one-side rule). Every chunk
// carries an annotation, so mutation-diff does not sample this file.
// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @unknown_op_of_a_registered_dialect() {
  // An integer literal glued to `index.0`: the dialect is registered, the
  // op is not one of it.
  // expected-error @+1 {{custom op 'index.0' is unknown}}
  %zero = arith.constant 0index.0 : f32
  return
}

// -----

func.func @casts_needs_index_on_one_side(%a: i32) {
  // expected-error @+1 {{'index.casts' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = index.casts %a : i32 to i64
  return
}

// -----

func.func @castu_float(%a: f32) {
  // expected-error @+1 {{'index.castu' op operand #0 must be integer or index, but got 'f32'}}
  %0 = "index.castu"(%a) : (f32) -> index
  return
}

// -----

func.func @binary_operand_type(%a: i32) {
  // expected-error @+1 {{'index.add' op operand #0 must be index, but got 'i32'}}
  %0 = "index.add"(%a, %a) : (i32, i32) -> index
  return
}

// -----

func.func @binary_has_no_type(%a: index) {
  // expected-error @+1 {{expected operation name in quotes}}
  %0 = index.mul %a, %a : index
  return
}

// -----

func.func @constant_float() {
  // (mlir-opt reports it at the token after the literal.)
  // expected-error @+2 {{floating point value not valid for specified type}}
  %0 = index.constant 1.5
  return
}

// -----

func.func @constant_not_index() {
  // expected-error @+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() <{value = 1 : i32}> : () -> index
  return
}

// -----

func.func @constant_without_value() {
  // expected-error @+1 {{'index.constant' op requires attribute 'value'}}
  %0 = "index.constant"() : () -> index
  return
}

// -----

func.func @bool_constant_of_two() {
  // The value is read as an i1: 1 is true, 2 does not fit.
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = index.bool.constant 2
  return
}

// -----

func.func @bool_constant_string() {
  // expected-error @+1 {{custom op 'index.bool.constant' invalid kind of attribute specified}}
  %0 = index.bool.constant "x"
  return
}

// -----

func.func @bool_constant_property() {
  // expected-error @+1 {{invalid properties {value = 1 : i32} for op index.bool.constant: Invalid attribute `value` in property conversion: 1 : i32}}
  %0 = "index.bool.constant"() <{value = 1 : i32}> : () -> i1
  return
}

// -----

func.func @sizeof_type() {
  // expected-error @+1 {{'index.sizeof' op result #0 must be index, but got 'i32'}}
  %0 = "index.sizeof"() : () -> i32
  return
}

// -----

func.func @cmp_unknown_predicate(%a: index) {
  // expected-error @+2 {{custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
  // expected-error @+1 {{custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = index.cmp lt(%a, %a)
  return
}

// -----

func.func @cmp_predicate_property_class(%a: index) {
  // expected-error @+1 {{invalid properties {pred = 3 : i64} for op index.cmp: Invalid attribute `pred` in property conversion: 3 : i64}}
  %0 = "index.cmp"(%a, %a) <{pred = 3}> : (index, index) -> i1
  return
}

// -----

func.func @cmp_predicate_attribute_class(%a: index) {
  // expected-error @+1 {{'index.cmp' op attribute 'pred' failed to satisfy constraint: index comparison predicate kind}}
  %0 = "index.cmp"(%a, %a) {pred = 3} : (index, index) -> i1
  return
}

// -----

func.func @cmp_without_predicate(%a: index) {
  // expected-error @+1 {{'index.cmp' op requires attribute 'pred'}}
  %0 = "index.cmp"(%a, %a) : (index, index) -> i1
  return
}

// -----

func.func @cmp_result_type(%a: index) {
  // expected-error @+1 {{'index.cmp' op result #0 must be 1-bit signless integer, but got 'i8'}}
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i8
  return
}

// -----

func.func @cmp_unknown_attribute(%a: index) {
  // expected-error @+1 {{unknown attribute `cmp` in dialect `index`}}
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp eq>}> : (index, index) -> i1
  return
}

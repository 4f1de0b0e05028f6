// RUN: affine-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @constant_unsigned() {
  // expected-error @+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 3 : ui32
  return
}

// -----

func.func @constant_type_mismatch() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 3 : i32}> : () -> i64
  return
}

// -----

func.func @constant_float_int() {
  %0 = arith.constant 1.0 : i32
  // expected-error @+1 {{floating point value not valid for specified type}}
  return
}

// -----

func.func @constant_int_float() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> f32
  return
}

// -----

func.func @addi_float(%x: f32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.addi %x, %x : f32
  return
}

// -----

func.func @addf_int(%a: i32) {
  // expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.addf %a, %a : i32
  return
}

// -----

func.func @addi_mismatch(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @addi_result_mismatch(%a: i32) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

func.func @addi_missing_operand(%a: i32) {
  // expected-error @+1 {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%a) : (i32) -> i32
  return
}

// -----

func.func @addi_unsigned(%a: ui32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'ui32'}}
  %0 = arith.addi %a, %a : ui32
  return
}

// -----

func.func @extf_not_wider(%x: f32) {
  // expected-error @+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %x : f32 to f16
  return
}

// -----

func.func @truncf_not_narrower(%x: f32) {
  // expected-error @+1 {{'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible}}
  %0 = arith.truncf %x : f32 to f64
  return
}

// -----

func.func @extsi_not_wider(%a: i32) {
  // expected-error @+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = arith.extsi %a : i32 to i16
  return
}

// -----

func.func @extui_same(%a: i32) {
  // expected-error @+1 {{'arith.extui' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = arith.extui %a : i32 to i32
  return
}

// -----

func.func @trunci_not_narrower(%a: i32) {
  // expected-error @+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.trunci %a : i32 to i64
  return
}

// -----

func.func @extsi_index(%a: index) {
  // expected-error @+1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.extsi %a : index to i64
  return
}

// -----

func.func @sitofp_float(%x: f32) {
  // expected-error @+1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.sitofp %x : f32 to f64
  return
}

// -----

func.func @fptosi_int(%a: i32) {
  // expected-error @+1 {{'arith.fptosi' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.fptosi %a : i32 to i64
  return
}

// -----

func.func @index_cast_float(%x: f32) {
  // expected-error @+1 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = arith.index_cast %x : f32 to index
  return
}

// -----

func.func @index_cast_shape(%v: vector<4xi32>) {
  // expected-error @+1 {{'arith.index_cast' op requires the same shape for all operands and results}}
  %0 = arith.index_cast %v : vector<4xi32> to vector<8xindex>
  return
}

// -----

func.func @index_cast_two_ints(%a: i32) {
  // expected-error @+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

func.func @bitcast_width(%a: i32) {
  // expected-error @+1 {{'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible}}
  %0 = arith.bitcast %a : i32 to f64
  return
}

// -----

func.func @cmpi_bad_predicate(%a: i32) {
  // expected-error @+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %a, %a : i32
  return
}

// -----

func.func @cmpf_bad_predicate(%x: f32) {
  // expected-error @+1 {{custom op 'arith.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  %0 = arith.cmpf slt, %x, %x : f32
  return
}

// -----

func.func @cmpi_float(%x: f32) {
  // expected-error @+1 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f32'}}
  %0 = arith.cmpi eq, %x, %x : f32
  return
}

// -----

func.func @cmpi_result(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i32
  return
}

// -----

func.func @cmpi_operand_mismatch(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%a, %b) <{predicate = 0 : i64}> : (i32, i64) -> i1
  return
}

// -----

func.func @cmpi_missing_predicate(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @select_cond_type(%c: i32, %a: i32) {
  // expected-error @+1 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
  %0 = arith.select %c, %a, %a : i32
  return
}

// -----

func.func @select_shape(%c: vector<8xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %v, %v : vector<8xi1>, vector<4xf32>
  return
}

// -----

func.func @select_mismatch(%c: i1, %a: i32, %b: i64) {
  // expected-error @+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  return
}

// -----

func.func @addui_extended_bad(%a: i32) {
  // expected-error @+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %0:2 = arith.addui_extended %a, %a : i32, i32
  return
}

// -----

func.func @negf_int(%a: i32) {
  // expected-error @+1 {{'arith.negf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.negf %a : i32
  return
}

// -----

func.func @missing_type(%a: i32) {
  // expected-error @+1 {{expected ':'}}
  %0 = arith.addi %a, %a
  return
}

// -----

func.func @undefined_value(%a: i32) {
  // expected-error @+1 {{use of undeclared SSA value name}}
  %0 = arith.addi %a, %b : i32
  return
}

// -----

func.func @exact_on_addi(%a: i32) {
  // expected-error @+1 {{expected ':'}}
  %0 = arith.addi %a, %a exact : i32
  return
}

// -----

func.func @truncf_bad_rounding(%x: f32) {
  // expected-error @+1 {{expected ':'}}
  %0 = arith.truncf %x bogus : f32 to f16
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @n(%a: index) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i1' vs 'index'}}
  %0 = arith.select %a, %a, %a : index
  return
}

// -----
func.func @o(%a: i32) {
  // expected-error @+1 {{'arith.trunci' op result #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.trunci %a : i32 to index
  return
}

// -----
func.func @p(%a: f32) {
  %0 = arith.constant dense<1.0> : vector<[4]xf32>
  // expected-error @+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %1 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<[4]xf32>
  return
}

// -----

// arith.select reads exactly three operands with no delimiter: a list that
// opens with `(` is "unexpected delimiter" (mutation-diff seed 800).
func.func @select_parenthesized(%c: i1, %a: i32) -> i32 {
  // expected-error @+1 {{unexpected delimiter}}
  %0 = arith.select(%c, %a, %a) : i32
  return %0 : i32
}

// -----

// A predicate written as a string is looked up after it is read: a string
// naming no predicate is an invalid specification, not a missing one.
func.func @cmpi_string_predicate(%a: i32) -> i1 {
  // expected-error @+1 {{custom op 'arith.cmpi' invalid predicate attribute specification: "olt"}}
  %0 = arith.cmpi "olt", %a, %a : i32
  return %0 : i1
}

// -----

func.func @cmpf_string_predicate(%a: f32) -> i1 {
  // expected-error @+1 {{custom op 'arith.cmpf' invalid predicate attribute specification: "slt"}}
  %0 = arith.cmpf "slt", %a, %a : f32
  return %0 : i1
}

// -----

// An empty string sets no predicate: the verifier reports it missing.
func.func @cmpi_empty_string_predicate(%a: i32) -> i1 {
  // expected-error @+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = arith.cmpi "", %a, %a : i32
  return %0 : i1
}

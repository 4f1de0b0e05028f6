// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @arg_type(%a: i32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%a : i32)
^bb1(%x: i64):
  return
}

// -----

func.func @arg_count(%a: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%a : i32)
^bb1:
  return
}

// -----

func.func @cond_false_count(%c: i1, %a: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #1, but target block has 0}}
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  return
^bb2:
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @cond_not_i1(%c: i32) {
  // expected-error @+1 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @assert_not_i1(%c: i32) {
  // expected-error @+1 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
  cf.assert %c, "x"
  return
}

// -----

func.func @weights_count(%c: i1) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  cf.cond_br %c weights([1]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @br_no_successor(%c: i1) {
  // expected-error @+1 {{'cf.br' op requires 1 successor but found 0}}
  "cf.br"(%c) : (i1) -> ()
}

// -----

func.func @operand_type_count(%c: i1) {
  // expected-error @+1 {{custom op 'cf.br' number of operands and types do not match: got 1 operands and 2 types}}
  cf.br ^bb1(%c : i1, i1)
^bb1(%x: i1):
  return
}

// -----

func.func @segments(%c: i1) {
  // expected-error @+1 {{'cf.cond_br' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @not_last(%c: i1) {
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  return
^bb1:
  return
}

// -----

func.func @switch_case_type(%z: i32) {
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%z)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<5> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
^bb2:
  return
}

// -----

func.func @switch_case_count(%z: i32) {
  // expected-error @+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%z)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<[5, 6]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
^bb2:
  return
}

// -----

func.func @switch_case_operands(%z: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #1, but target block has 0}}
  cf.switch %z : i32, [
    default: ^bb1,
    5: ^bb2(%z : i32)
  ]
^bb1:
  return
^bb2:
  return
}

// -----

func.func @switch_float(%z: f32) {
  // expected-error @+1 {{custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  cf.switch %z : f32, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

// cf.switch resolves its operands after the whole op is parsed, the flag
// first: a syntax error comes before a flag type mismatch (found by
// mutation-diff seed 622).
func.func @switch_syntax_before_flag_type(%f: i32) {
  // expected-error @+1 {{expected '['}}
  cf.switch %f : i3, 2, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_flag_type_first(%f: i32, %g: i64) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%f' expects different type than prior uses: 'i3' vs 'i32'}}
  cf.switch %f : i3, [
    default: ^bb1(%g : i32)
  ]
^bb1(%a: i32):
  return
}

// -----

func.func @switch_dest_count(%f: i32, %g: i64) {
  cf.switch %f : i32, [
    // expected-error @+1 {{custom op 'cf.switch' number of operands and types do not match: got 2 operands and 1 types}}
    default: ^bb1(%g, %g : i64)
  ]
^bb1(%a: i64):
  return
}

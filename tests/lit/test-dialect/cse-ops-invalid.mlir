// Verifier errors of the test-dialect ops of MLIR's CSE tests, with
// mlir-opt 22's messages and order.
// RUN: affine-opt %s --split-input-file --verify-diagnostics > /dev/null
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics > /dev/null
// RUN: affine-opt %s --split-input-file > %t.ours 2>&1 || true
// RUN: %mlir_opt %s --split-input-file > %t.ref 2>&1 || true
// RUN: diff %t.ref %t.ours

func.func @read_result_count(%x: i32) {
  // expected-error@+1 {{'test.op_with_memread' op requires one result}}
  %0:2 = "test.op_with_memread"(%x) : (i32) -> (i32, i32)
  return
}

// -----

func.func @read_result_type() {
  // expected-error@+1 {{'test.op_with_memread' op result #0 must be integer, but got 'index'}}
  %0 = "test.op_with_memread"() : () -> index
  return
}

// -----

func.func @read_operands(%x: i32) {
  // expected-error@+1 {{'test.op_with_memread' op requires zero operands}}
  %0 = "test.op_with_memread"(%x) : (i32) -> i32
  return
}

// -----

func.func @write_results() {
  // expected-error@+1 {{'test.op_with_memwrite' op requires zero results}}
  %0 = "test.op_with_memwrite"() : () -> i1
  return
}

// -----

func.func @yield_operands(%a: f16) {
  %0 = "test.cse_of_single_block_op"(%a) ({
  ^bb0(%x: f16):
    // expected-error@+1 {{'test.region_yield' op requires a single operand}}
    "test.region_yield"(%x, %x) : (f16, f16) -> ()
  }) : (f16) -> f16
  return
}

// -----

func.func @yield_not_last(%a: f16) {
  // expected-error@+1 {{'test.region_yield' op must be the last operation in the parent block}}
  "test.region_yield"(%a) : (f16) -> ()
  return
}

// -----

func.func @no_block(%a: f16) {
  // expected-error@+1 {{'test.cse_of_single_block_op' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  %0 = "test.cse_of_single_block_op"(%a) ({
  }) : (f16) -> f16
  return
}

// -----

func.func @two_blocks(%a: f16) {
  // expected-error@+1 {{'test.cse_of_single_block_op' op expects region #0 to have 0 or 1 blocks}}
  %0 = "test.cse_of_single_block_op"(%a) ({
  ^bb0(%x: f16):
    "test.region_yield"(%x) : (f16) -> ()
  ^bb1:
    "test.region_yield"(%a) : (f16) -> ()
  }) : (f16) -> f16
  return
}

// -----

func.func @two_regions(%a: f16) {
  // expected-error@+1 {{'test.cse_of_single_block_op' op requires one region}}
  %0 = "test.cse_of_single_block_op"(%a) ({
  ^bb0(%x: f16):
    "test.region_yield"(%x) : (f16) -> ()
  }, {
  }) : (f16) -> f16
  return
}

// -----

func.func @wrong_terminator(%a: f16) {
  // expected-error@+2 {{'test.cse_of_single_block_op' op expects regions to end with 'test.region_yield', found 'test.foo'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'test.region_yield'}}
  %0 = "test.cse_of_single_block_op"(%a) ({
  ^bb0(%x: f16):
    "test.foo"() : () -> ()
  }) : (f16) -> f16
  return
}

// -----

func.func @type_count(%a: f16) {
  // expected-error@+1 {{custom op 'test.cse_of_single_block_op' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = test.cse_of_single_block_op inputs(%a, %a) {
    test.region_yield %a : f16
  } : f16 -> f16
  return
}

// -----

// The `inputs` keyword is reported missing at the token found instead, as a
// custom-op error.
func.func @missing_inputs_keyword(%a: f16) {
  // expected-error@+1 {{custom op 'test.cse_of_single_block_op' expected 'inputs'}}
  %0 = test.cse_of_single_block_op (%a) {
    test.region_yield %a : f16
  } : f16 -> f16
  return
}

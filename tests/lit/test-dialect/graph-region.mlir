// `test.graph_region` (MLIR's test dialect): a graph region, so ops may use
// values defined after them, but not isolated and without NoTerminator, so
// its block needs a terminator (an unregistered op may be one); like every
// graph region it may have at most one block. Compared with mlir-opt 22.
//
// RUN: affine-opt %s --split-input-file > %t.ours 2>&1 || true
// RUN: %mlir_opt %s --split-input-file > %t.ref 2>&1 || true
// RUN: diff %t.ours %t.ref
// RUN: affine-opt %s --split-input-file --verify-diagnostics > /dev/null
// RUN: affine-opt %s --split-input-file --mlir-print-op-generic > %t.ours 2>&1 || true
// RUN: %mlir_opt %s --split-input-file --mlir-print-op-generic > %t.ref 2>&1 || true
// RUN: diff %t.ours %t.ref

test.graph_region attributes {x = 1 : i32} {
  %1 = "test.foo"(%0) : (i32) -> i32
  %0 = "test.foo"(%1) : (i32) -> i32
  "test.term"() : () -> ()
}
test.graph_region {
}
test.graph_region {
  %1 = arith.addi %0, %0 : i32
  %0 = arith.addi %1, %1 : i32
  "test.term"() : () -> ()
}

// -----

test.graph_region {
  // expected-error @+1 {{block with no terminator}}
  %a = arith.constant 1 : i32
}

// -----

// expected-error @+1 {{'test.graph_region' op expects graph region #0 to have 0 or 1 blocks}}
test.graph_region {
^bb0(%a: i32):
  "test.foo"()[^bb1] : () -> ()
^bb1:
  "test.foo"() : () -> ()
}

// -----

// test.affine_scope's region has exactly one block (SizedRegion<1>).
func.func @affine_scope_without_block() {
  // expected-error @+1 {{'test.affine_scope' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  test.affine_scope {
  }
  return
}

// -----

// test.value_with_bounds has one attribute dictionary: a second '{' starts
// the next op (reported at the end of the line before it).
func.func @value_with_bounds_two_dicts() {
  // expected-error @+1 {{expected operation name in quotes}}
  %0 = test.value_with_bounds {min = 0 : index, max = 5 : index}
  {max = 3 : index}
  return
}

// RUN: affine-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @for_mismatch_types(%lb: index, %ub: i32, %s: index) {
  // expected-error @+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%lb, %ub, %s) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @for_bad_iv_type(%lb: f32) {
  // expected-error @+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  scf.for %i = %lb to %lb step %lb : f32 {
  }
  return
}

// -----

func.func @for_iter_count(%lb: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (f32) {
    // expected-note @+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @for_yield_type(%lb: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (f32) {
    %c = arith.constant 0 : i32
    scf.yield %c : i32
  }
  return
}

// -----

func.func @for_no_block_arg(%lb: index) {
  // expected-error @+1 {{'scf.for' op different number of inits and region iter_args: 0 != 18446744073709551615}}
  "scf.for"(%lb, %lb, %lb) ({
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_iter_args_type(%lb: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'i32'}}
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    "scf.yield"(%a) : (i32) -> ()
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @if_cond_type(%c: i32) {
  // expected-error @+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "scf.if"(%c) ({
    scf.yield
  }, {
  }) : (i32) -> ()
  return
}

// -----

func.func @if_results_no_else(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @if_yield_count(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
  %r = scf.if %c -> (f32) {
    // expected-note @+1 {{region branch point}}
    scf.yield %x, %x : f32, f32
  } else {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @if_yield_type(%c: i1, %x: f32, %y: i32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = scf.if %c -> (f32) {
    // expected-note @+1 {{region branch point}}
    scf.yield %y : i32
  } else {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @yield_outside(%x: f32) {
  // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield %x : f32
}

// -----

func.func @while_cond_args(%x: i32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'i1' should match successor input type #0 'i32'}}
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.constant true
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %c : i1
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @while_after_yield(%x: i32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.constant true
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %f = arith.constant 1.0 : f32
    // expected-note @+1 {{region branch point}}
    scf.yield %f : f32
  }
  return
}

// -----

func.func @while_bad_terminator(%x: i32) {
  // expected-error @+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  %r = scf.while (%a = %x) : (i32) -> i32 {
    // expected-note @+1 {{terminator here}}
    scf.yield %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @parallel_zero_step() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%c0) to (%c1) step (%c0) {
  }
  return
}

// -----

func.func @parallel_reduce_count(%lb: index, %x: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    scf.reduce
  }
  return
}

// -----

func.func @reduce_type(%lb: index, %x: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%x : f32) {
    ^bb0(%a: i32, %b: i32):
      scf.reduce.return %a : i32
    }
  }
  return
}

// -----

func.func @reduce_return_type(%lb: index, %x: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %c = arith.constant 0 : i32
      // expected-error @+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %c : i32
    }
  }
  return
}

// -----

func.func @execute_region_yield(%x: f32) {
  // expected-error @+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.execute_region -> i32 {
    // expected-note @+1 {{region branch point}}
    scf.yield %x : f32
  }
  return
}

// -----

func.func @execute_region_args() {
  // expected-error @+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%a: i32):
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @index_switch_dup(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op has duplicate case value: 1}}
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// -----

func.func @d(%lb: index) {
  // expected-error @+1 {{custom op 'scf.for' expected 'step'}}
  scf.for %i = %lb to %lb {
  }
  return
}

// -----
func.func @e(%lb: index, %x: f32) {
  // expected-error @+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (f32, f32) {
    scf.yield %a : f32
  }
  return
}

// -----
func.func @f(%c: i1) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
  scf.if %c {
    %x = arith.constant 1 : i32
    // expected-note @+1 {{region branch point}}
    scf.yield %x : i32
  }
  return
}

// -----
func.func @u(%lb: index) {
  // expected-error @+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  scf.while : () -> () {
    // expected-note @+1 {{terminator here}}
    scf.yield
  } do {
    scf.yield
  }
  return
}

// -----
func.func @v(%lb: index) {
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
    %c = arith.constant 0 : index
  }
  return
}

// -----

// An assignment list ends with ',' or ')' (MLIR's parseCommaSeparatedListUntil).
func.func @while_assignment_list(%lb: index) {
  // expected-error @+1 {{expected ',' or ')'}}
  %w = scf.while (%q = %lb loc(unknown)) : (index) -> index {
    scf.condition(%true) %q : index
  } do {
  ^bb0(%a: index):
    scf.yield %a : index
  }
  return
}

// -----

// scf.while's type is any type, then checked to be a function type, at the colon.
func.func @while_non_function_type(%x: i32) {
  // expected-error @+1 {{custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  %r = scf.while (%i = %x) : i32 {
    %c = arith.constant true
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%a: i32):
    scf.yield %a : i32
  }
  return
}

// -----

func.func @while_input_count(%x: i32) {
  // expected-error @+1 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 0)}}
  %r = scf.while (%i = %x) : () -> i32 {
    %c = arith.constant true
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%a: i32):
    scf.yield %a : i32
  }
  return
}

// -----

// Only the default region of scf.index_switch gets an implicit scf.yield.
func.func @switch_case_without_yield(%c: index, %m: memref<4xi32>, %y: i32) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'scf.index_switch' op expected region to end with scf.yield, but got memref.store}}
  scf.index_switch %c
  case 1 {
    memref.store %y, %m[%c0] : memref<4xi32>
  }
  default {
  }
  return
}

// -----

// scf.parallel's induction variables are an argument list.
func.func @parallel_iv_list_not_closed(%lb: index) {
  // expected-error @+1 {{expected ')' in argument list}}
  scf.parallel (%i memref<4xf32>) = (%lb) to (%lb) step (%lb) {
  }
  return
}

// -----

// scf.reduce's parenthesised operand list may be empty; the ':' is not.
func.func @reduce_paren_without_colon(%lb: index) {
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
    // expected-error @+1 {{expected ':'}}
    scf.reduce (
  }
  return
}

// -----

// The induction variables are an argument list (mutation-diff seed 5).
func.func @parallel_missing_ivs(%c0: index) {
  // expected-error @+1 {{expected '(' in argument list}}
  scf.parallel = (%c0) to (%c0) step (%c0) {
  }
  return
}

// -----

func.func @parallel_iv_result_number(%c0: index) {
  // expected-error @+1 {{result number not allowed in argument list}}
  scf.parallel (%i#0) = (%c0) to (%c0) step (%c0) {
  }
  return
}

// -----

// scf.reduce's reductions are single-block regions (an ODS invariant,
// checked before the ops nested in them).
func.func @reduce_two_blocks(%lb: index, %ub: index, %s: index, %x: f32) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> f32 {
    // expected-error @+1 {{'scf.reduce' op region #0 ('reductions') failed to verify constraint: region with 1 blocks}}
    scf.reduce(%x : f32) {
      "affine.yield"() : () -> ()
    ^bb0(%a: f32, %b: f32):
      %sum = arith.addf %a, %b : f32
      scf.reduce.return %sum : f32
    }
  }
  return %r : f32
}

// RUN: affine-opt %s --split-input-file --allow-unregistered-dialect --verify-diagnostics

// Errors reported by the custom parsers of affine ops.

func.func @apply_arity(%a: index, %b: index) {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)> (%a)[%b]
  return
}

// -----

func.func @for_two_bound_operands(%a: index, %b: index) {
  // expected-error@+1 {{custom op 'affine.for' expected only one loop bound operand}}
  affine.for %i = %a, %b to 10 {
  }
  return
}

// -----

func.func @for_dim_count(%a: index, %b: index) {
  // expected-error@+1 {{custom op 'affine.for' dim operand count and affine map dim count must match}}
  affine.for %i = affine_map<(d0) -> (d0)>(%a, %b) to 10 {
  }
  return
}

// -----

func.func @for_symbol_count(%a: index) {
  // expected-error@+1 {{custom op 'affine.for' symbol operand count and affine map symbol count must match}}
  affine.for %i = 0 to affine_map<(d0)[s0] -> (d0 + s0)>(%a) {
  }
  return
}

// -----

func.func @for_bad_bound() {
  // expected-error@+1 {{custom op 'affine.for' expected valid affine map representation for loop bounds}}
  affine.for %i = "zero" to 10 {
  }
  return
}

// -----

func.func @for_missing_max(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i = affine_map<()[s0] -> (0, s0)>()[%n] to 10 {
  }
  return
}

// -----

func.func @for_missing_min(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %i = 0 to affine_map<()[s0] -> (10, s0)>()[%n] {
  }
  return
}

// -----

func.func @for_negative_step() {
  // expected-error@+1 {{custom op 'affine.for' expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 10 step -2 {
  }
  return
}

// -----

func.func @for_iter_args_count(%x: f32) {
  // expected-error@+1 {{custom op 'affine.for' mismatch between the number of loop-carried values and results}}
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32, f32) {
    affine.yield %a : f32
  }
  return
}

// -----

func.func @for_missing_to() {
  // expected-error@+1 {{custom op 'affine.for' expected 'to' between bounds}}
  affine.for %i = 0 until 10 {
  }
  return
}

// -----

func.func @if_dim_count(%a: index) {
  // expected-error@+1 {{custom op 'affine.if' dim operand count and integer set dim count must match}}
  affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%a) {
  }
  return
}

// -----

func.func @if_symbol_count(%a: index) {
  // expected-error@+1 {{custom op 'affine.if' symbol operand count and integer set symbol count must match}}
  affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%a) {
  }
  return
}

// -----

func.func @load_missing_bracket(%A: memref<4xf32>) {
  // expected-error@+1 {{expected '[' in affine map}}
  %0 = affine.load %A : memref<4xf32>
  return
}

// -----

func.func @load_result_number(%A: memref<4x4xf32>, %x: index) {
  %d:2 = affine.delinearize_index %x into (4, 4) : index, index
  // expected-error@+1 {{expected ']' in affine map}}
  %0 = affine.load %A[%d#0, %d#1] : memref<4x4xf32>
  return
}

// -----

func.func @load_not_memref(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  %0 = affine.load %A[%i] : tensor<4xf32>
  return
}

// -----

func.func @prefetch_rw(%A: memref<4xf32>) {
  // expected-error@+1 {{custom op 'affine.prefetch' rw specifier has to be 'read' or 'write'}}
  affine.prefetch %A[0], readwrite, locality<3>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_cache(%A: memref<4xf32>) {
  // expected-error@+1 {{custom op 'affine.prefetch' cache type has to be 'data' or 'instr'}}
  affine.prefetch %A[0], read, locality<3>, l2 : memref<4xf32>
  return
}

// -----

// The locality hint is an integer attribute: another kind is rejected at
// the attribute by the parser, before the property's constraint.
func.func @prefetch_hint_not_integer(%A: memref<4xf32>) {
  // expected-error@+1 {{custom op 'affine.prefetch' invalid kind of attribute specified}}
  affine.prefetch %A[0], read, locality<"high">, data : memref<4xf32>
  return
}

// -----

func.func @parallel_bad_reduction(%A: memref<4xf32>) {
  // expected-error@+1 {{custom op 'affine.parallel' invalid reduction value: "maxf"}}
  %0 = affine.parallel (%i) = (0) to (4) reduce ("maxf") -> (f32) {
    %v = affine.load %A[%i] : memref<4xf32>
    affine.yield %v : f32
  }
  return
}

// -----

func.func @parallel_symbolic_step(%n: index) {
  // expected-error@+1 {{custom op 'affine.parallel' steps must be constant integers}}
  affine.parallel (%i) = (0) to (10) step (%n) {
  }
  return
}

// -----

func.func @dma_one_stride(%A: memref<8xf32>, %T: memref<1xi32>, %n: index) {
  // expected-error@+1 {{custom op 'affine.dma_start' expected two stride related operands}}
  affine.dma_start %A[0], %A[4], %T[0], %n, %n : memref<8xf32>, memref<8xf32>, memref<1xi32>
  return
}

// -----

func.func @dma_two_types(%A: memref<8xf32>, %T: memref<1xi32>, %n: index) {
  // expected-error@+1 {{custom op 'affine.dma_start' expected three types}}
  affine.dma_start %A[0], %A[4], %T[0], %n : memref<8xf32>, memref<8xf32>
  return
}

// -----

// A numbered SSA name is all digits, as MLIR's lexer reads it: `%0i0` is
// `%0` followed by `i0` (mutation-diff seed 130).
func.func @numbered_name_then_letters(%A: memref<2xf32>) {
  %0 = arith.constant 0 : index
  // expected-error@+1 {{expected ']' in affine map}}
  %v = affine.load %A[%0i0] : memref<2xf32>
  return
}

// -----

// A basis entry may be written scalable (`[8]`, the flag is dropped); after
// the `[` an integer must follow, and a missing `]` fails with only the
// list's own error at the op name.
func.func @delinearize_scalable_entry(%l: index) -> index {
  %d:3 = affine.delinearize_index %l into (2, [8], 3) : index, index, index
  // expected-error @+2 {{custom op 'affine.delinearize_index' expected integer value}}
  // expected-error @+1 {{custom op 'affine.delinearize_index' expected SSA value or integer}}
  %e:3 = affine.delinearize_index %l into (2, [ : index, index, index
  return %d#0 : index
}

// -----

func.func @delinearize_scalable_unclosed(%l: index, %n: index) {
  // expected-error @+1 {{custom op 'affine.delinearize_index' expected SSA value or integer}}
  %d:3 = affine.delinearize_index %l into (2, %n[, 3) : index, index, index
  return
}

// -----

// A lexer error in the basis is the only diagnostic: the op's own
// follow-up error is dropped while the bad token is current.
func.func @delinearize_lexer_error(%x: index, %b1: index) {
  // expected-error @+1 {{invalid SSA name}}
  %1:2 = affine.delinearize_index %x into (%:b0, %b1) : index, index
  return
}

// -----

func.func @linearize_type(%i: index, %j: index) {
  // The result is an index: another type is the type parser's error.
  // expected-error @+1 {{custom op 'affine.linearize_index' invalid kind of type specified: expected builtin.index, but found 'f32'}}
  %u = affine.linearize_index [%i, %j] by (6, 4) : f32
  return
}

// -----

// A basis entry `-` must be followed by an integer: the core parser's
// error (no custom-op prefix) at what follows, then the list's own.
func.func @delinearize_minus_operand(%l: index) -> index {
  // expected-error @+2 {{expected integer value}}
  // expected-error @+1 {{custom op 'affine.delinearize_index' expected SSA value or integer}}
  %d:2 = affine.delinearize_index %l into (-%l, 4) : index, index
  return %d#0 : index
}

// -----

// `true` is an integer there (the 1-bit 1, sign-extended: -1), so the
// verifier is what rejects it.
func.func @delinearize_true_entry(%l: index) -> index {
  // expected-error @+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %d:2 = affine.delinearize_index %l into (true, 4) : index, index
  return %d#0 : index
}

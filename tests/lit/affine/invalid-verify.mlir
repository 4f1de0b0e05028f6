// RUN: affine-opt %s --split-input-file --allow-unregistered-dialect --verify-diagnostics

// Errors reported by the verifiers of affine ops (generic form is used where
// the custom parser would not let the error through).

func.func @apply_two_results(%a: index) {
  // expected-error@+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%a) {map = affine_map<(d0) -> (d0, d0)>} : (index) -> index
  return
}

// -----

func.func @apply_operand_count(%a: index) {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%a, %a) {map = affine_map<(d0) -> (d0)>} : (index, index) -> index
  return
}

// -----

func.func @apply_operand_type(%a: i64) {
  // expected-error@+1 {{'affine.apply' op operand #0 must be variadic of index, but got 'i64'}}
  %0 = "affine.apply"(%a) {map = affine_map<(d0) -> (d0)>} : (i64) -> index
  return
}

// -----

func.func @apply_result_type(%a: index) {
  // expected-error@+1 {{'affine.apply' op result #0 must be index, but got 'i64'}}
  %0 = "affine.apply"(%a) {map = affine_map<(d0) -> (d0)>} : (index) -> i64
  return
}

// -----

func.func @apply_missing_map(%a: index) {
  // expected-error@+1 {{'affine.apply' op requires attribute 'map'}}
  %0 = "affine.apply"(%a) : (index) -> index
  return
}

// -----

func.func @apply_wrong_attr(%a: index) {
  // expected-error@+1 {{'affine.apply' op attribute 'map' failed to satisfy constraint: AffineMap attribute}}
  %0 = "affine.apply"(%a) {map = 3 : i64} : (index) -> index
  return
}

// -----

func.func @min_arity(%a: index, %b: index) {
  // expected-error@+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.min affine_map<(d0) -> (d0, 0)> (%a, %b)
  return
}

// -----

func.func @max_arity(%a: index) {
  // expected-error@+1 {{'affine.max' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.max affine_map<()[s0] -> (s0, 0)> ()
  return
}

// -----

func.func @min_no_result(%a: index) {
  // expected-error@+1 {{'affine.min' op affine map expect at least one result}}
  %0 = "affine.min"(%a) {map = affine_map<(d0) -> ()>} : (index) -> index
  return
}

// -----

func.func @for_empty_lower_map() {
  // expected-error@+1 {{'affine.for' op expected lower bound map to have at least one result}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> ()>, upperBoundMap = affine_map<() -> (4)>, step = 1 : index, operandSegmentSizes = array<i32: 0, 0, 0>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @for_iv_type() {
  // expected-error@+1 {{'affine.for' op expected body to have a single index argument for the induction variable}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, upperBoundMap = affine_map<() -> (4)>, step = 1 : index, operandSegmentSizes = array<i32: 0, 0, 0>}> ({
  ^bb0(%i: i32):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @for_segments() {
  // expected-error@+1 {{'affine.for' op operand count (0) does not match with the total size (1) specified in attribute 'operandSegmentSizes'}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, upperBoundMap = affine_map<() -> (4)>, step = 1 : index, operandSegmentSizes = array<i32: 0, 0, 1>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @for_terminator() {
  // expected-error@+2 {{'affine.for' op expects regions to end with 'affine.yield', found 'test.op'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'affine.yield'}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, upperBoundMap = affine_map<() -> (4)>, step = 1 : index, operandSegmentSizes = array<i32: 0, 0, 0>}> ({
  ^bb0(%i: index):
    "test.op"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @yield_outside() {
  // expected-error@+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
  "affine.yield"() : () -> ()
}

// -----

func.func @yield_count() {
  affine.for %i = 0 to 4 {
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    "affine.yield"(%i) : (index) -> ()
  }
  return
}

// -----

func.func @yield_type(%x: f32) {
  %r = affine.for %i = 0 to 4 iter_args(%a = %x) -> f32 {
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %i : index
  }
  return
}

// -----

func.func @if_operand_count(%a: index) {
  // expected-error@+1 {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%a) <{condition = affine_set<(d0, d1) : (d0 >= 0)>}> ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}

// -----

func.func @if_region_args(%a: index) {
  // expected-error@+1 {{'affine.if' op region #0 should have no arguments}}
  affine.if affine_set<(d0) : (d0 >= 0)>(%a) {
  ^bb0(%x: index):
    affine.yield
  }
  return
}

// -----

func.func @load_element_type(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op result type must match element type of memref}}
  %0 = "affine.load"(%A, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index) -> f64
  return
}

// -----

func.func @load_rank(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op affine map num results must equal memref rank}}
  %0 = affine.load %A[%i, %i] : memref<4xf32>
  return
}

// -----

func.func @load_subscripts(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op expects as many subscripts as affine map inputs}}
  %0 = "affine.load"(%A, %i, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index, index) -> f32
  return
}

// -----

func.func @store_value_type(%A: memref<4xf32>, %i: index, %v: i32) {
  // expected-error@+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%v, %A, %i) <{map = affine_map<(d0) -> (d0)>}> : (i32, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @vector_load_elem(%A: memref<64xf32>, %i: index) {
  // expected-error@+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
  %0 = affine.vector_load %A[%i] : memref<64xf32>, vector<4xf16>
  return
}

// -----

func.func @vector_store_elem(%A: memref<64xf32>, %i: index, %v: vector<4xi32>) {
  // expected-error@+1 {{'affine.vector_store' op requires memref and vector types of the same elemental type}}
  affine.vector_store %v, %A[%i] : memref<64xf32>, vector<4xi32>
  return
}

// -----

func.func @prefetch_rank(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op affine.prefetch affine map num results must equal memref rank}}
  affine.prefetch %A[%i, %i], read, locality<1>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_locality(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  affine.prefetch %A[%i], read, locality<4>, data : memref<4xf32>
  return
}

// -----

func.func @parallel_counts() {
  // expected-error@+1 {{'affine.parallel' op the number of region arguments (2) and the number of map groups for lower (2) and upper bound (1), and the number of steps (2) must all match}}
  affine.parallel (%i, %j) = (0, 0) to (8) {
  }
  return
}

// -----

func.func @parallel_missing_reduction(%A: memref<4xf32>) {
  // expected-error@+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %0 = affine.parallel (%i) = (0) to (4) -> (f32) {
    %v = affine.load %A[%i] : memref<4xf32>
    affine.yield %v : f32
  }
  return
}

// -----

func.func @parallel_reduction_type(%A: memref<4xi32>) {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %0 = affine.parallel (%i) = (0) to (4) reduce ("addf") -> (i32) {
    %v = affine.load %A[%i] : memref<4xi32>
    affine.yield %v : i32
  }
  return
}

// -----

func.func @delinearize_results(%x: index, %b: index) {
  // expected-error@+1 {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
  %0 = affine.delinearize_index %x into (%b, %b) : index
  return
}

// -----

func.func @delinearize_non_positive(%x: index) {
  // expected-error@+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %0:2 = affine.delinearize_index %x into (0, 4) : index, index
  return
}

// -----

func.func @delinearize_result_type(%x: index) {
  // expected-error@+1 {{'affine.delinearize_index' op result #1 must be variadic of index, but got 'i32'}}
  %0:2 = affine.delinearize_index %x into (2, 4) : index, i32
  return
}

// -----

func.func @linearize_basis(%x: index) {
  // expected-error@+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %0 = affine.linearize_index [%x, %x, %x] by (4) : index
  return
}

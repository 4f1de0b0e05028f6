// Generic-form ops of the wrong shape get the messages of their count traits
// first (regions, results, successors, operands: before required attributes,
// operand segment sizes, parents and terminator position), then their ODS
// operand/result constraints, as in mlir-opt 22 (issue #13; scripts/generic-diff.py).
// RUN: affine-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// gpu.barrier with a result: refused by ZeroResults (accepted before).
func.func @f(%a: i32, %i: index, %f: f32, %m: memref<4xf32>, %v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'gpu.barrier' op requires zero results}}
  %r = "gpu.barrier"() : () -> (i32)
  return
}

// -----

// gpu.lane_id needs its index result.
func.func @f(%a: i32, %i: index, %f: f32, %m: memref<4xf32>, %v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'gpu.lane_id' op requires one result}}
  "gpu.lane_id"() : () -> ()
  return
}

// -----

// gpu.subgroup_id: ODS Index result.
func.func @f(%a: i32, %i: index, %f: f32, %m: memref<4xf32>, %v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'gpu.subgroup_id' op result #0 must be index, but got 'i32'}}
  %r = "gpu.subgroup_id"() : () -> (i32)
  return
}

// -----

// gpu.memcpy takes the two memrefs after its async dependencies.
func.func @f(%a: i32, %i: index, %f: f32, %m: memref<4xf32>, %v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'gpu.memcpy' op expected 2 or more operands, but found 1}}
  "gpu.memcpy"(%m) : (memref<4xf32>) -> ()
  return
}

// -----

// gpu.memset: the leading operands are async tokens.
func.func @f(%a: i32, %i: index, %f: f32, %m: memref<4xf32>, %v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'gpu.memset' op operand #0 must be variadic of async token type, but got 'i32'}}
  "gpu.memset"(%a, %m, %f) : (i32, memref<4xf32>, f32) -> ()
  return
}

// -----

// gpu.wait: only async tokens.
func.func @f(%a: i32, %i: index, %f: f32, %m: memref<4xf32>, %v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'gpu.wait' op operand #0 must be variadic of async token type, but got 'tensor<4xf32>'}}
  "gpu.wait"(%t) : (tensor<4xf32>) -> ()
  return
}

// -----

// gpu.thread_id: the count comes before the required dimension.
func.func @f(%a: i32, %i: index, %f: f32, %m: memref<4xf32>, %v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'gpu.thread_id' op requires one result}}
  "gpu.thread_id"(%a) : (i32) -> ()
  return
}

// -----

// gpu.launch_func: six launch sizes before the segment sizes.
func.func @f(%a: i32, %i: index, %f: f32, %m: memref<4xf32>, %v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'gpu.launch_func' op expected 6 or more operands, but found 1}}
  "gpu.launch_func"(%i) : (index) -> ()
  return
}

// -----

// gpu.terminator: counts before its parent.
func.func @f(%a: i32, %i: index, %f: f32, %m: memref<4xf32>, %v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'gpu.terminator' op requires zero results}}
  %r = "gpu.terminator"() : () -> (i32)
  return
}

// -----

// gpu.func: HasParent is structural, checked before the required function_type.
func.func @f(%a: i32, %i: index, %f: f32, %m: memref<4xf32>, %v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'gpu.func' op expects parent op 'gpu.module'}}
  "gpu.func"() ({}) : () -> ()
  return
}

// -----

// memref.alloca_scope: SizedRegion<1> body (accepted empty before).
func.func @f(%a: i32, %i: index, %f: f32, %m: memref<4xf32>, %v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'memref.alloca_scope' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
  "memref.alloca_scope"() ({}) : () -> ()
  return
}

// -----

// memref.alloca_scope.return: HasParent before Terminator.
func.func @f(%a: i32, %i: index, %f: f32, %m: memref<4xf32>, %v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
  "memref.alloca_scope.return"() : () -> ()
  return
}

// -----

// memref.global: counts before the required sym_name.
func.func @f(%a: i32, %i: index, %f: f32, %m: memref<4xf32>, %v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'memref.global' op requires zero results}}
  %r = "memref.global"() : () -> (i32)
  return
}

// -----

// memref.extract_strided_metadata: base and offset at least.
func.func @f(%a: i32, %i: index, %f: f32, %m: memref<4xf32>, %v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op expected 2 or more results}}
  %r = "memref.extract_strided_metadata"(%m) : (memref<4xf32>) -> (memref<f32>)
  return
}

// -----

// vector.print: one optional source (3 accepted before).
func.func @f(%a: i32, %i: index, %f: f32, %m: memref<4xf32>, %v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'vector.print' op operand group starting at #0 requires 0 or 1 element, but found 3}}
  "vector.print"(%a, %a, %a) : (i32, i32, i32) -> ()
  return
}

// -----

// vector.print: a source type with no description.
func.func @f(%a: i32, %i: index, %f: f32, %m: memref<4xf32>, %v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'vector.print' op operand #0 must be , but got 'tensor<4xf32>'}}
  "vector.print"(%t) : (tensor<4xf32>) -> ()
  return
}

// -----

// vector.outerproduct of two vectors is 2-d (accepted before).
func.func @f(%a: i32, %i: index, %f: f32, %m: memref<4xf32>, %v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected 2-d vector result}}
  %r = "vector.outerproduct"(%v, %v) : (vector<4xf32>, vector<4xf32>) -> (vector<4xf32>)
  return
}

// -----

// vector.contract: counts before the required indexing_maps.
func.func @f(%a: i32, %i: index, %f: f32, %m: memref<4xf32>, %v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'vector.contract' op expected 3 operands, but found 1}}
  %r = "vector.contract"(%v) : (vector<4xf32>) -> (vector<4xf32>)
  return
}

// -----

// vector.from_elements: 22's wording.
func.func @f(%a: i32, %i: index, %f: f32, %m: memref<4xf32>, %v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'vector.from_elements' op failed to verify that shaped type 'dest' matches 'elements' element count and types}}
  %r = "vector.from_elements"(%v) : (vector<4xf32>) -> (vector<4xf32>)
  return
}

// -----

// vector.scatter: the operand count before the result group.
func.func @f(%a: i32, %i: index, %f: f32, %m: memref<4xf32>, %v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'vector.scatter' op expected 4 or more operands, but found 3}}
  %r, %s = "vector.scatter"(%m, %m, %m) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> (memref<4xf32>, memref<4xf32>)
  return
}

// -----

// tensor.pad: one region before the segment sizes.
func.func @f(%a: i32, %i: index, %f: f32, %m: memref<4xf32>, %v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.pad' op requires one region}}
  %r = "tensor.pad"(%t) : (tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

// tensor.yield: counts, then parents in HasParent order.
func.func @f(%a: i32, %i: index, %f: f32, %m: memref<4xf32>, %v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  "tensor.yield"(%t) : (tensor<4xf32>) -> ()
  return
}

// -----

// tensor.parallel_insert_slice: counts before the segment sizes.
func.func @f(%a: i32, %i: index, %f: f32, %m: memref<4xf32>, %v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.parallel_insert_slice' op requires zero results}}
  %r = "tensor.parallel_insert_slice"(%t, %t) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

// index.cmp: counts before the required pred.
func.func @f(%a: i32, %i: index, %f: f32, %m: memref<4xf32>, %v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'index.cmp' op expected 2 operands, but found 1}}
  %r = "index.cmp"(%i) : (index) -> (i1)
  return
}

// -----

// complex.constant: counts before the required value.
func.func @f(%a: i32, %i: index, %f: f32, %m: memref<4xf32>, %v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'complex.constant' op requires one result}}
  "complex.constant"() : () -> ()
  return
}

// -----

// spirv.module: one region before the required addressing_model.
func.func @f(%a: i32, %i: index, %f: f32, %m: memref<4xf32>, %v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'spirv.module' op requires one region}}
  "spirv.module"() : () -> ()
  return
}

// -----

// vector.outerproduct: a 0-d lhs fails its AnyVectorOfNonZeroRank constraint.
func.func @f(%z: vector<f32>, %f: f32) {
  // expected-error @+1 {{'vector.outerproduct' op operand #0 must be vector of any type values, but got 'vector<f32>'}}
  %r = "vector.outerproduct"(%z, %f) : (vector<f32>, f32) -> (vector<4xf32>)
  return
}

// -----

// vector.outerproduct: the accumulator has the result type.
func.func @f(%v: vector<4xf32>, %w: vector<8xf32>, %f: f32) {
  // expected-error @+1 {{'vector.outerproduct' op expected operand #3 of same type as result type}}
  %r = "vector.outerproduct"(%v, %f, %w) : (vector<4xf32>, f32, vector<8xf32>) -> (vector<4xf32>)
  return
}

// RUN: affine-opt %s --split-input-file --verify-diagnostics

// The reductions' trailing type is MLIR's `functional-type` directive:
// any type is read, then its kind is checked.

func.func @not_a_function_type(%a: f32) {
  // expected-error @+1 {{custom op 'gpu.all_reduce' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  %0 = gpu.all_reduce add %a {} : i32
  return
}

// -----

// ODS type constraints come before SameOperandsAndResultType, operand
// before result; gpu.all_reduce takes scalars only.

func.func @all_reduce_result_not_scalar(%a: f32) {
  // expected-error @+1 {{'gpu.all_reduce' op result #0 must be Integer or Float, but got 'index'}}
  %0 = gpu.all_reduce add %a {} : (f32) -> (index)
  return
}

// -----

func.func @all_reduce_vector(%a: vector<4xf32>) {
  // expected-error @+1 {{'gpu.all_reduce' op operand #0 must be Integer or Float, but got 'vector<4xf32>'}}
  %0 = "gpu.all_reduce"(%a) ({}) {op = #gpu<all_reduce_op add>} : (vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @subgroup_reduce_result(%a: f32) {
  // expected-error @+1 {{'gpu.subgroup_reduce' op result #0 must be Integer or Float or fixed-length vector of Integer or Float values of ranks 1, but got 'index'}}
  %0 = "gpu.subgroup_reduce"(%a) {op = #gpu<all_reduce_op add>} : (f32) -> index
  return
}

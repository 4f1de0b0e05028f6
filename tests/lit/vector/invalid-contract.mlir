// vector.contract verification, check by check in the order of mlir-opt 22
// (operand types, indexing maps, contracting/batch dims, output shape, kind).
// RUN: affine-opt %s --split-input-file --verify-diagnostics

func.func @c0(%l: vector<4x8xf32>, %r: vector<8x4xf32>, %a: vector<4x4xf32>) -> vector<4x4xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} %l, %r, %a : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  return %0 : vector<4x4xf32>
}

// -----

func.func @c1(%l: vector<4x8xf32>, %r: vector<4x8xf32>, %a: vector<4x8xf32>) -> vector<4x8xf32> {
  // expected-error @+1 {{invalid contracting dimension map}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} %l, %r, %a : vector<4x8xf32>, vector<4x8xf32> into vector<4x8xf32>
  return %0 : vector<4x8xf32>
}

// -----

func.func @c2(%l: vector<4x8xf32>, %r: vector<8x4xf32>, %a: vector<4x5xf32>) -> vector<4x5xf32> {
  // expected-error @+1 {{invalid accumulator/result vector shape, expected: 'vector<4x4xf32>'}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} %l, %r, %a : vector<4x8xf32>, vector<8x4xf32> into vector<4x5xf32>
  return %0 : vector<4x5xf32>
}

// -----

func.func @c3(%l: vector<4x8xf32>, %r: vector<8x4xf32>, %a: f32) -> f32 {
  // expected-error @+1 {{expected indexing map 2 to have 0 number of outputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} %l, %r, %a : vector<4x8xf32>, vector<8x4xf32> into f32
  return %0 : f32
}

// -----

func.func @c4(%l: vector<8xf32>, %r: vector<8xf32>, %a: f32) -> f32 {
  %0 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} %l, %r, %a : vector<8xf32>, vector<8xf32> into f32
  return %0 : f32
}

// -----

func.func @c5(%l: vector<8xf32>, %r: vector<8xf32>, %a: vector<1xf32>) -> vector<1xf32> {
  // expected-error @+1 {{expected indexing map 2 to have 1 number of outputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} %l, %r, %a : vector<8xf32>, vector<8xf32> into vector<1xf32>
  return %0 : vector<1xf32>
}

// -----

func.func @c6(%l: vector<8xi32>, %r: vector<8xi32>, %a: i32) -> i32 {
  %0 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<minsi>} %l, %r, %a : vector<8xi32>, vector<8xi32> into i32
  return %0 : i32
}

// -----

func.func @c7(%l: vector<8xf32>, %r: vector<8xf32>, %a: f32) -> f32 {
  // expected-error @+1 {{unsupported contraction type}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<minsi>} %l, %r, %a : vector<8xf32>, vector<8xf32> into f32
  return %0 : f32
}

// -----

func.func @c8(%l: vector<8xf32>, %r: vector<8xf32>, %a: f32) -> f32 {
  // expected-error @+1 {{expected at least one contracting dimension pair}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["parallel"]} %l, %r, %a : vector<8xf32>, vector<8xf32> into f32
  return %0 : f32
}

// -----

func.func @c9(%l: vector<4x8xf32>, %r: vector<8x4xf32>, %a: vector<4x4xf32>) -> vector<4x4xf32> {
  // expected-error @+1 {{expected indexing map 2 to be a projected permutation of its inputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d0)>], iterator_types = ["parallel", "parallel", "reduction"]} %l, %r, %a : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  return %0 : vector<4x4xf32>
}

// -----

func.func @c10(%l: vector<4x8xf32>, %r: vector<8x4xf32>, %a: vector<4x4xf32>) -> vector<4x4xf32> {
  // expected-error @+1 {{expected indexing map 2 to be a projected permutation of its inputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0 + 1, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} %l, %r, %a : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  return %0 : vector<4x4xf32>
}

// -----

func.func @c11(%l: vector<4x8xf32>, %r: vector<8x4xf32>, %a: vector<4x4xf32>) -> vector<4x4xf32> {
  // expected-error @+1 {{expected indexing map 2 to have 2 number of outputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "parallel", "reduction"]} %l, %r, %a : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  return %0 : vector<4x4xf32>
}

// -----

func.func @c12(%l: vector<4x8xf32>, %r: vector<8x4xf32>, %a: vector<4x4xf32>) -> vector<4x4xf32> {
  // expected-error @+1 {{expected all dimensions to be either a LHS or a RHS dimension}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} %l, %r, %a : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  return %0 : vector<4x4xf32>
}

// -----

func.func @c13(%l: vector<2x4x8xf32>, %r: vector<2x8x4xf32>, %a: vector<2x4x4xf32>) -> vector<2x4x4xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(b, d0, d1, d2) -> (b, d0, d2)>, affine_map<(b, d0, d1, d2) -> (b, d2, d1)>, affine_map<(b, d0, d1, d2) -> (b, d0, d1)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} %l, %r, %a : vector<2x4x8xf32>, vector<2x8x4xf32> into vector<2x4x4xf32>
  return %0 : vector<2x4x4xf32>
}

// -----

func.func @c14(%l: vector<2x4x8xf32>, %r: vector<3x8x4xf32>, %a: vector<2x4x4xf32>) -> vector<2x4x4xf32> {
  // expected-error @+1 {{invalid batch dimension map}}
  %0 = vector.contract {indexing_maps = [affine_map<(b, d0, d1, d2) -> (b, d0, d2)>, affine_map<(b, d0, d1, d2) -> (b, d2, d1)>, affine_map<(b, d0, d1, d2) -> (b, d0, d1)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} %l, %r, %a : vector<2x4x8xf32>, vector<3x8x4xf32> into vector<2x4x4xf32>
  return %0 : vector<2x4x4xf32>
}

// -----

func.func @c15(%l: vector<4x8xsi32>, %r: vector<8x4xsi32>, %a: vector<4x4xsi32>) -> vector<4x4xsi32> {
  // expected-error @+1 {{only supports signless integer types}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} %l, %r, %a : vector<4x8xsi32>, vector<8x4xsi32> into vector<4x4xsi32>
  return %0 : vector<4x4xsi32>
}

// -----

func.func @c16(%l: vector<4x8xf32>, %r: vector<8x4xf32>, %a: vector<4x4xf32>) -> vector<4x4xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = ["parallel", "parallel", "reduction"]} %l, %r, %a : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  return %0 : vector<4x4xf32>
}

// -----

func.func @c17(%l: vector<4x8xf32>, %r: vector<8x4xf32>, %a: vector<4x4xf32>) -> vector<4x4xf32> {
  // expected-error @+1 {{expected all dimensions to be either a LHS or a RHS dimension}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} %l, %r, %a : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  return %0 : vector<4x4xf32>
}

// -----

func.func @c18(%l: vector<4x[8]xf32>, %r: vector<[8]x4xf32>, %a: vector<4x4xf32>) -> vector<4x4xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} %l, %r, %a : vector<4x[8]xf32>, vector<[8]x4xf32> into vector<4x4xf32>
  return %0 : vector<4x4xf32>
}

// -----

func.func @c19(%l: vector<4x8xf32>, %r: vector<8x4xf16>, %a: vector<4x4xf32>) -> vector<4x4xf32> {
  // expected-error @+1 {{failed to verify that lhs and rhs have same element type}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} %l, %r, %a : vector<4x8xf32>, vector<8x4xf16> into vector<4x4xf32>
  return %0 : vector<4x4xf32>
}

// -----

func.func @c20(%l: vector<4x8xf32>, %r: vector<8x4xf32>, %a: vector<4x4xf16>) -> vector<4x4xf16> {
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} %l, %r, %a : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf16>
  return %0 : vector<4x4xf16>
}

// -----

func.func @missing_iterator_types(%l: vector<8xf32>, %a: f32) -> f32 {
  // expected-error @+1 {{custom op 'vector.contract' expected "iterator_types" array attribute}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>]} %l, %l, %a : vector<8xf32>, vector<8xf32> into f32
  return %0 : f32
}

// -----

// The trait dictionary is parsed as any attribute first (found by
// scripts/mutation-diff.py, seed 5).
func.func @not_an_attribute(%l: vector<4x8xf32>, %r: vector<8x4xf32>, %a: vector<4x4xf32>) -> vector<4x4xf32> {
  // expected-error @+1 {{expected attribute value}}
  %0 = vector.contract ] %l, %r, %a : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  return %0 : vector<4x4xf32>
}

// -----

func.func @not_a_dictionary(%l: vector<4x8xf32>, %r: vector<8x4xf32>, %a: vector<4x4xf32>) -> vector<4x4xf32> {
  // expected-error @+1 {{invalid kind of attribute specified}}
  %0 = vector.contract [1] %l, %r, %a : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  return %0 : vector<4x4xf32>
}

// -----

// The operand types are a type list: the lhs is resolved against its
// first entry before the second is looked at.
// expected-note @+1 {{prior use here}}
func.func @one_type(%l: vector<4x8xf32>, %r: vector<8x4xf32>, %a: vector<4x4xf32>) -> vector<4x4xf32> {
  // expected-error @+1 {{use of value '%l' expects different type than prior uses: 'vector<8x4xf32>' vs 'vector<4x8xf32>'}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} %l, %r, %a : vector<8x4xf32> into vector<4x4xf32>
  return %0 : vector<4x4xf32>
}

// -----

func.func @extra_type(%l: vector<4x8xf32>, %r: vector<8x4xf32>, %a: vector<4x4xf32>) -> vector<4x4xf32> {
  // A comma after the last type asks for another one.
  // expected-error @+1 {{expected non-function type}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} %l, %r, %a : vector<4x8xf32>, vector<8x4xf32>, vector<4x4xf32>, into vector<4x4xf32>
  return %0 : vector<4x4xf32>
}

// -----

// The trait dictionary is checked after the operands are parsed and
// resolved (found by mutation-diff seed 625).
func.func @contract_dict_after_operands(%l: vector<8xf32>, %r: vector<8xf32>, %a: f32) -> f32 {
  // expected-error @+1 {{expected SSA operand}}
  %0 = vector.contract {indexing_maps} = [affine_map<(d0) -> (d0)>], iterator_types = ["reduction"]} %l, %r, %a : vector<8xf32>, vector<8xf32> into f32
  return %0 : f32
}

// -----

func.func @contract_acc_type_first(%l: vector<8xf32>, %r: vector<8xf32>, %a: f32) -> f32 {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'f64' vs 'f32'}}
  %0 = vector.contract {indexing_maps = []} %l, %r, %a : vector<8xf32>, vector<8xf32> into f64
  return %0 : f32
}

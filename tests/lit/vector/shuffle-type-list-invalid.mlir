// vector.shuffle reads its operand types as one list (`type(operands)`):
// any number of types, then the count and each operand's type are
// checked, with mlir-opt 22's diagnostics.
// RUN: affine-opt %s -split-input-file --verify-diagnostics
// RUN: %mlir_opt %s -split-input-file --verify-diagnostics

func.func @one_type(%a: vector<2xf32>, %b: vector<2xf32>) {
  // expected-error @+1 {{custom op 'vector.shuffle' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = vector.shuffle %a, %b [0, 1] : vector<2xf32>
  return
}

// -----

func.func @three_types(%a: vector<2xf32>, %b: vector<2xf32>) {
  // expected-error @+1 {{custom op 'vector.shuffle' number of operands and types do not match: got 2 operands and 3 types}}
  %0 = vector.shuffle %a, %b [0, 1] : vector<2xf32>, vector<2xf32>, vector<2xf32>
  return
}

// -----

func.func @scalar_type(%a: vector<2xf32>, %b: vector<2xf32>) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%b' expects different type than prior uses: 'f32' vs 'vector<2xf32>'}}
  %0 = vector.shuffle %a, %b [0, 1] : vector<2xf32>, f32
  return
}

// -----

// `operands $mask attr-dict : type(operands)`: any number of operands
// parses; the counts must match, and the verifier asks for two.
func.func @one_operand_two_types(%b: vector<2xi32>) -> vector<3xi32> {
  // expected-error @+1 {{custom op 'vector.shuffle' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = vector.shuffle %b [2, 0, 1] : vector<2xi32>, vector<2xi32>
  return %0 : vector<3xi32>
}

// -----

func.func @one_operand(%b: vector<2xi32>) -> vector<3xi32> {
  // expected-error @+1 {{'vector.shuffle' op expected 2 operands, but found 1}}
  %0 = vector.shuffle %b [2, 0, 1] : vector<2xi32>
  return %0 : vector<3xi32>
}

// -----

func.func @three_operands(%b: vector<2xi32>) -> vector<3xi32> {
  // expected-error @+1 {{'vector.shuffle' op expected 2 operands, but found 3}}
  %0 = vector.shuffle %b, %b, %b [2, 0, 1] : vector<2xi32>, vector<2xi32>, vector<2xi32>
  return %0 : vector<3xi32>
}

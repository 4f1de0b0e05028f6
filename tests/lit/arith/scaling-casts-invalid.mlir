// Verifier errors of arith.scaling_extf / arith.scaling_truncf, as
// mlir-opt 22 reports them: float operands and result, the input and the
// result (not the scale) must be a widening / narrowing cast of the same
// shape, tensor dimensions must match.
// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: not affine-opt %s --split-input-file 2> %t.ours
// RUN: not %mlir_opt %s --split-input-file 2> %t.theirs
// RUN: diff %t.theirs %t.ours

func.func @not_wider(%x: f32, %s: f8E8M0FNU) -> f32 {
  // expected-error @+1 {{'arith.scaling_extf' op operand types 'f32', 'f8E8M0FNU' and result type 'f32' are cast incompatible}}
  %0 = arith.scaling_extf %x, %s : f32, f8E8M0FNU to f32
  return %0 : f32
}

// -----

func.func @not_narrower(%x: f32, %s: f8E8M0FNU) -> f64 {
  // expected-error @+1 {{'arith.scaling_truncf' op operand types 'f32', 'f8E8M0FNU' and result type 'f64' are cast incompatible}}
  %0 = arith.scaling_truncf %x, %s : f32, f8E8M0FNU to f64
  return %0 : f64
}

// -----

func.func @vector_to_scalar(%v: vector<4xf8E5M2>, %s: f8E8M0FNU) -> f32 {
  // expected-error @+1 {{'arith.scaling_extf' op operand types 'vector<4xf8E5M2>', 'f8E8M0FNU' and result type 'f32' are cast incompatible}}
  %0 = arith.scaling_extf %v, %s : vector<4xf8E5M2>, f8E8M0FNU to f32
  return %0 : f32
}

// -----

func.func @vector_sizes(%v: vector<4xf8E5M2>, %s: vector<4xf8E8M0FNU>) -> vector<5xf32> {
  // expected-error @+1 {{'arith.scaling_extf' op operand types 'vector<4xf8E5M2>', 'vector<4xf8E8M0FNU>' and result type 'vector<5xf32>' are cast incompatible}}
  %0 = arith.scaling_extf %v, %s : vector<4xf8E5M2>, vector<4xf8E8M0FNU> to vector<5xf32>
  return %0 : vector<5xf32>
}

// -----

func.func @tensor_dims(%t: tensor<4xf8E5M2>, %s: f8E8M0FNU) -> tensor<5xf32> {
  // expected-error @+1 {{'arith.scaling_extf' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.scaling_extf %t, %s : tensor<4xf8E5M2>, f8E8M0FNU to tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @int_scale(%a: f8E5M2, %i: i8) -> f32 {
  // expected-error @+1 {{'arith.scaling_extf' op operand #1 must be floating-point-like, but got 'i8'}}
  %0 = arith.scaling_extf %a, %i : f8E5M2, i8 to f32
  return %0 : f32
}

// -----

func.func @int_result(%a: f8E5M2, %s: f8E8M0FNU) -> i32 {
  // expected-error @+1 {{'arith.scaling_extf' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.scaling_extf %a, %s : f8E5M2, f8E8M0FNU to i32
  return %0 : i32
}

// -----

func.func @one_operand(%a: f8E5M2) -> f32 {
  // expected-error @+1 {{'arith.scaling_extf' op expected 2 operands, but found 1}}
  %0 = "arith.scaling_extf"(%a) : (f8E5M2) -> f32
  return %0 : f32
}

// Failures mlir-opt 22 reports with two errors: a bad enum keyword (the enum's
// error, then the attribute parser's), and a result type that type inference
// rejects (the interface's error, then 'failed to infer returned types').
// RUN: affine-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: not affine-opt %s --split-input-file 2>&1 | FileCheck %s --check-prefix=RENDER

func.func @reduction_bad_kind(%v: vector<4xf32>) {
  // expected-error @+2 {{custom op 'vector.reduction' expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf}}
  // expected-error @+1 {{custom op 'vector.reduction' failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a `::mlir::vector::CombiningKind`}}
  %0 = vector.reduction <bogus>, %v : vector<4xf32> into f32
  return
}

// -----

func.func @reduction_kind_not_keyword(%v: vector<4xf32>) {
  // expected-error @+2 {{custom op 'vector.reduction' expected valid keyword or string}}
  // expected-error @+1 {{custom op 'vector.reduction' failed to parse Vector_CombiningKindAttr parameter 'value'}}
  %0 = vector.reduction <1>, %v : vector<4xf32> into f32
  return
}

// -----

func.func @reduction_kind_string(%v: vector<4xf32>) -> f32 {
  // A quoted kind is accepted; this chunk has no error.
  %0 = vector.reduction <"add">, %v : vector<4xf32> into f32
  return %0 : f32
}

// -----

func.func @print_punctuation(%v: vector<4xf32>) {
  // expected-error @+2 {{custom op 'vector.print' expected ::mlir::vector::PrintPunctuation to be one of: no_punctuation, newline, comma, open, close}}
  // expected-error @+1 {{custom op 'vector.print' failed to parse Vector_PrintPunctuation parameter 'value'}}
  vector.print punctuation <semicolon>
  return
}

// -----

func.func @extract_type(%v: vector<2x4xf32>) {
  // expected-error @+2 {{'vector.extract' op inferred type(s) 'vector<4xf32>' are incompatible with return type(s) of operation 'f32'}}
  // expected-error @+1 {{'vector.extract' op failed to infer returned types}}
  %0 = vector.extract %v[1] : f32 from vector<2x4xf32>
  return
}
// Only the second error carries the op.
// RENDER: invalid-two-errors.mlir:[[@LINE-4]]:8: error: 'vector.extract' op inferred type(s)
// RENDER-NEXT: vector.extract %v[1]
// RENDER-NEXT: {{^ *\^$}}
// RENDER-NEXT: invalid-two-errors.mlir:[[@LINE-7]]:8: error: 'vector.extract' op failed to infer returned types
// RENDER-NEXT: vector.extract %v[1]
// RENDER-NEXT: {{^ *\^$}}
// RENDER-NEXT: invalid-two-errors.mlir:[[@LINE-10]]:8: note: see current operation: %0 = "vector.extract"(%arg0) <{static_position = array<i64: 1>}> : (vector<2x4xf32>) -> f32

// -----

func.func @extract_scalable(%v: vector<2x[4]xf32>) {
  // expected-error @+2 {{'vector.extract' op inferred type(s) 'vector<[4]xf32>' are incompatible with return type(s) of operation 'vector<4xf32>'}}
  // expected-error @+1 {{'vector.extract' op failed to infer returned types}}
  %0 = vector.extract %v[1] : vector<4xf32> from vector<2x[4]xf32>
  return
}

// -----

func.func @extract_one_element(%v: vector<2x1xf32>, %w: vector<4xf32>) -> (vector<1xf32>, vector<1xf32>) {
  // A 1-element vector and its scalar are compatible results: no error.
  %0 = vector.extract %v[0, 0] : vector<1xf32> from vector<2x1xf32>
  %1 = vector.extract %w[1] : vector<1xf32> from vector<4xf32>
  return %0, %1 : vector<1xf32>, vector<1xf32>
}

// -----

func.func @extract_element_type(%v: vector<2x4xf32>) {
  // The element type is checked before positions and inference.
  // expected-error @+1 {{'vector.extract' op failed to verify that operand and result have same element type}}
  %0 = vector.extract %v[7] : vector<4xi32> from vector<2x4xf32>
  return
}

// -----

func.func @extract_bounds_before_inference(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %v[5] : vector<3xf32> from vector<2x4xf32>
  return
}

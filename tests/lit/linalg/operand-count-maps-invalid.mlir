// Structured-op diagnostics on operand lists of the wrong length, as
// mlir-opt 22 reports them: a named op of fixed maps has its definition's
// number of maps whatever its operands (memoized in full), so the count
// check comes before the region's shape and the contraction interface;
// linalg.fill's interface wants one scalar input and one output (plain
// errors, before the region's ops); linalg.contract's combiner region has
// one block (ODS, before its verifier). Inputs on which mlir-opt 22
// crashes (linalg.add, copy, elementwise with no operands) are left out.
// RUN: affine-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics

func.func @f(%a: memref<4x4xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{'linalg.matvec' op expected the number of indexing_map (3) to be equal to the number of input/output operands (2)}}
  "linalg.matvec"(%a, %b) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }) : (memref<4x4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%a: memref<4x4xf32>, %b: memref<4xf32>) {
  "linalg.batch_matvec"(%a, %b, %b, %b) <{operandSegmentSizes = array<i32: 2, 2>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32, %w: f32):
    // expected-error @+1 {{'linalg.yield' op expected number of yield values (1) to match the number of inits / outs operands of the enclosing LinalgOp (2)}}
    linalg.yield %x : f32
  }) : (memref<4x4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'linalg.matvec' op expected the number of indexing_map (3) to be equal to the number of input/output operands (0)}}
  "linalg.matvec"() <{operandSegmentSizes = array<i32: 0, 0>}> ({}) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'linalg.matmul' op expected the number of indexing_map (3) to be equal to the number of input/output operands (0)}}
  "linalg.matmul"() <{operandSegmentSizes = array<i32: 0, 0>}> ({}) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{expected op with 2 inputs and 1 output}}
  "linalg.conv_2d"() <{operandSegmentSizes = array<i32: 0, 0>}> ({}) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{expected op with 1 input and 1 output}}
  "linalg.fill"() <{operandSegmentSizes = array<i32: 0, 0>}> ({}) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'linalg.transpose' op expected 2 operands, but found 0}}
  "linalg.transpose"() <{permutation = array<i64>}> ({}) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'linalg.generic' op expects to have 1 region with 1 block}}
  "linalg.generic"() <{indexing_maps = [], iterator_types = [], operandSegmentSizes = array<i32: 0, 0>}> ({}) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{expected op with 2 inputs and 1 output}}
  "linalg.pooling_nhwc_sum"() <{operandSegmentSizes = array<i32: 0, 0>}> ({}) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'linalg.contract' op region #0 ('combiner') failed to verify constraint: region with 1 blocks}}
  "linalg.contract"() <{indexing_maps = [], operandSegmentSizes = array<i32: 0, 0>}> ({}) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{expected op with 1 input and 1 output}}
  "linalg.fill"() <{operandSegmentSizes = array<i32: 0, 0>}> ({}) : () -> ()
  return
}

// -----

func.func @f(%v: f32, %m: memref<4xf32>) {
  // expected-error @+1 {{expected op with 1 input and 1 output}}
  "linalg.fill"(%v, %v, %m) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    linalg.yield %x : f32
  }) : (f32, f32, memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%v: f32, %m: memref<4xf32>) {
  // expected-error @+1 {{expected op with scalar input}}
  "linalg.fill"(%m, %m) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %z: f32):
    linalg.yield %x : f32
  }) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%v: f32, %m: memref<4xf32>) {
  // expected-error @+1 {{expected op with 1 input and 1 output}}
  "linalg.fill"(%v) <{operandSegmentSizes = array<i32: 1, 0>}> ({
  ^bb0(%x: f32):
    linalg.yield %x : f32
  }) : (f32) -> ()
  return
}

// -----

func.func @f(%v: f32, %m: memref<4xf32>) {
  // expected-error @+1 {{'linalg.fill' op expects to have 1 region with 1 block}}
  "linalg.fill"(%v, %m) <{operandSegmentSizes = array<i32: 1, 1>}> ({}) : (f32, memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%v: f32, %m: memref<4xf32>) {
  // expected-error @+1 {{expected op with 1 input and 1 output}}
  "linalg.fill"(%v, %m, %m) <{operandSegmentSizes = array<i32: 1, 2>}> ({}) : (f32, memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%a: memref<4x4xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{'linalg.matvec' op expected the number of indexing_map (3) to be equal to the number of input/output operands (4)}}
  "linalg.matvec"(%a, %b, %b, %b) <{operandSegmentSizes = array<i32: 2, 2>}> ({}) : (memref<4x4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%a: memref<4x4xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{'linalg.matmul' op expected the number of indexing_map (3) to be equal to the number of input/output operands (2)}}
  "linalg.matmul"(%a, %b) <{operandSegmentSizes = array<i32: 1, 1>}> ({}) : (memref<4x4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%a: memref<4x4xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{'linalg.matmul' op expected operand #1 rank (1) to match the result rank of indexing_map (2)}}
  "linalg.matmul"(%a, %b) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>], operandSegmentSizes = array<i32: 1, 1>}> ({}) : (memref<4x4xf32>, memref<4xf32>) -> ()
  return
}

// RUN: affine-opt %s --split-input-file --verify-diagnostics

func.func @sin_int(%i: i32) {
  // expected-error @+1 {{'math.sin' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.sin %i : i32
  return
}

// -----

func.func @sin_memref(%m: memref<2xf32>) {
  // expected-error @+1 {{'math.sqrt' op operand #0 must be floating-point-like, but got 'memref<2xf32>'}}
  %0 = math.sqrt %m : memref<2xf32>
  return
}

// -----

func.func @result_type(%x: f32) {
  // expected-error @+1 {{'math.exp' op requires the same type for all operands and results}}
  %0 = "math.exp"(%x) : (f32) -> f64
  return
}

// -----

func.func @powf_mixed(%x: f32, %y: f64) {
  // expected-error @+1 {{'math.powf' op requires the same type for all operands and results}}
  %0 = "math.powf"(%x, %y) : (f32, f64) -> f32
  return
}

// -----

func.func @fma_arity(%x: f32) {
  // expected-error @+1 {{'math.fma' op expected 3 operands, but found 2}}
  %0 = "math.fma"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @sin_no_result(%x: f32) {
  // expected-error @+1 {{'math.sin' op requires one result}}
  "math.sin"(%x) : (f32) -> ()
  return
}

// -----

func.func @absi_float(%x: f32) {
  // expected-error @+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.absi %x : f32
  return
}

// -----

func.func @ipowi_result(%x: i32) {
  // expected-error @+1 {{'math.ipowi' op requires the same type for all operands and results}}
  %0 = "math.ipowi"(%x, %x) : (i32, i32) -> i64
  return
}

// -----

func.func @absi_no_fastmath(%x: i32) {
  // expected-error @+1 {{expected ':'}}
  %0 = math.absi %x fastmath<fast> : i32
  return
}

// -----

func.func @isnan_result(%x: f32) {
  // expected-error @+1 {{'math.isnan' op result #0 must be bool-like, but got 'i32'}}
  %0 = "math.isnan"(%x) : (f32) -> i32
  return
}

// -----

func.func @isinf_shape(%x: f32) {
  // expected-error @+1 {{'math.isinf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isinf"(%x) : (f32) -> vector<4xi1>
  return
}

// -----

func.func @isfinite_int(%x: i32) {
  // expected-error @+1 {{'math.isfinite' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.isfinite"(%x) : (i32) -> i1
  return
}

// -----

func.func @fpowi_float_exp(%x: f32) {
  // expected-error @+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "math.fpowi"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @fpowi_result(%x: vector<4xf32>, %i: vector<4xi32>) {
  // expected-error @+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%x, %i) : (vector<4xf32>, vector<4xi32>) -> vector<4xf64>
  return
}

// -----

func.func @fpowi_shape(%x: vector<4xf32>, %i: i32) {
  // expected-error @+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = "math.fpowi"(%x, %i) : (vector<4xf32>, i32) -> vector<4xf32>
  return
}

// -----

func.func @bad_prop(%x: f32) {
  // expected-error @+1 {{invalid properties {fastmath = 3 : i32} for op math.sin: Invalid attribute `fastmath` in property conversion: 3 : i32}}
  %0 = "math.sin"(%x) <{fastmath = 3 : i32}> : (f32) -> f32
  return
}

// -----

func.func @clampf_types(%x: f32, %y: f64) {
  // expected-error @+1 {{'math.clampf' op requires the same type for all operands and results}}
  %0 = "math.clampf"(%x, %y, %x) : (f32, f64, f32) -> f32
  return
}

// -----

func.func @sincos_types(%x: f32) {
  // expected-error @+1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
  %0:2 = "math.sincos"(%x) : (f32) -> (f32, f64)
  return
}

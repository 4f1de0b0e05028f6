// Verifier messages of vector.maskedload / maskedstore, gather / scatter,
// expandload / compressstore, shuffle and interleave, as mlir-opt 22's.
// RUN: affine-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics

func.func @f0(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %pt: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedload' op base and result element type should match}}
  %0 = vector.maskedload %m[%i], %mask, %pt : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf64>
  return
}

// -----

func.func @f1(%m: memref<?x?xf32>, %i: index, %mask: vector<8xi1>, %pt: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedload' op requires 2 indices}}
  %0 = vector.maskedload %m[%i], %mask, %pt : memref<?x?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func.func @f2(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %pt: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedload' op expected result shape to match mask shape}}
  %0 = vector.maskedload %m[%i], %mask, %pt : memref<?xf32>, vector<4xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func.func @f3(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %pt: vector<8xf16>) {
  // expected-error @+1 {{'vector.maskedload' op expected pass_thru of same type as result type}}
  %0 = vector.maskedload %m[%i], %mask, %pt : memref<?xf32>, vector<8xi1>, vector<8xf16> into vector<8xf32>
  return
}

// -----

func.func @f4(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %pt: vector<8xf64>) {
  // expected-error @+1 {{'vector.maskedstore' op base and valueToStore element type should match}}
  vector.maskedstore %m[%i], %mask, %pt : memref<?xf32>, vector<8xi1>, vector<8xf64>
  return
}

// -----

func.func @f5(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %pt: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedstore' op expected valueToStore shape to match mask shape}}
  vector.maskedstore %m[%i], %mask, %pt : memref<?xf32>, vector<4xi1>, vector<8xf32>
  return
}

// -----

func.func @f6(%m: memref<?xf32>, %i: index, %mask: vector<8xi32>, %pt: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedstore' op operand #2 must be vector of 1-bit signless integer values, but got 'vector<8xi32>'}}
  vector.maskedstore %m[%i], %mask, %pt : memref<?xf32>, vector<8xi32>, vector<8xf32>
  return
}

// -----

func.func @f7(%m: memref<?xf32>, %i: index, %mask: vector<i1>, %pt: vector<f32>) {
  // expected-error @+1 {{'vector.maskedload' op operand #2 must be vector of 1-bit signless integer values, but got 'vector<i1>'}}
  %0 = vector.maskedload %m[%i], %mask, %pt : memref<?xf32>, vector<i1>, vector<f32> into vector<f32>
  return
}

// -----

func.func @f8(%m: memref<?xf32>, %i: i32, %mask: vector<8xi1>, %pt: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedload' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "vector.maskedload"(%m, %i, %mask, %pt) : (memref<?xf32>, i32, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
  return
}

// -----

func.func @f9(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %pt: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedload' op operand #1 must be vector of 1-bit signless integer values, but got 'index'}}
  %0 = "vector.maskedload"(%m, %i, %mask) : (memref<?xf32>, index, vector<8xi1>) -> vector<8xf32>
  return
}

// -----

func.func @f10(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %pt: vector<8xf32>, %idx: vector<4xi32>) {
  // expected-error @+1 {{'vector.gather' op expected result dim to match indices dim}}
  %0 = vector.gather %m[%i] [%idx], %mask, %pt : memref<?xf32>, vector<4xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func.func @f11(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %pt: vector<8xf32>, %idx: vector<8xi32>) {
  // expected-error @+1 {{'vector.gather' op expected result dim to match mask dim}}
  %0 = vector.gather %m[%i] [%idx], %mask, %pt : memref<?xf32>, vector<8xi32>, vector<4xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func.func @f12(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %pt: vector<8xf32>, %idx: vector<8xf32>) {
  // expected-error @+1 {{'vector.gather' op operand #2 must be vector of integer or index values, but got 'vector<8xf32>'}}
  %0 = vector.gather %m[%i] [%idx], %mask, %pt : memref<?xf32>, vector<8xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func.func @f13(%m: i32, %i: index, %mask: vector<8xi1>, %pt: vector<8xf32>, %idx: vector<8xi32>) {
  // expected-error @+1 {{'vector.gather' op operand #0 must be Tensor or MemRef of any type values, but got 'i32'}}
  %0 = "vector.gather"(%m, %i, %idx, %mask, %pt) : (i32, index, vector<8xi32>, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
  return
}

// -----

func.func @f14(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %pt: vector<8xf32>, %idx: vector<8xi32>) {
  // expected-error @+1 {{'vector.scatter' op expected valueToStore dim to match mask dim}}
  vector.scatter %m[%i] [%idx], %mask, %pt : memref<?xf32>, vector<8xi32>, vector<4xi1>, vector<8xf32>
  return
}

// -----

func.func @f15(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %pt: vector<8xf32>, %idx: vector<4xi32>) {
  // expected-error @+1 {{'vector.scatter' op expected valueToStore dim to match indices dim}}
  vector.scatter %m[%i] [%idx], %mask, %pt : memref<?xf32>, vector<4xi32>, vector<8xi1>, vector<8xf32>
  return
}

// -----

func.func @f16(%m: memref<?xf64>, %i: index, %mask: vector<8xi1>, %pt: vector<8xf32>, %idx: vector<8xi32>) {
  // expected-error @+1 {{'vector.scatter' op base and valueToStore element type should match}}
  vector.scatter %m[%i] [%idx], %mask, %pt : memref<?xf64>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  return
}

// -----

func.func @f17(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %pt: vector<8xf32>, %idx: vector<8xi32>) {
  // expected-error @+1 {{'vector.scatter' op result #0 must be ranked tensor of any type values, but got 'vector<8xf32>'}}
  %2 = "vector.scatter"(%m, %i, %idx, %mask, %pt) : (memref<?xf32>, index, vector<8xi32>, vector<8xi1>, vector<8xf32>) -> (vector<8xf32>)
  return
}

// -----

func.func @f18(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %pt: vector<8xf32>) {
  // expected-error @+1 {{'vector.compressstore' op expected valueToStore dim to match mask dim}}
  vector.compressstore %m[%i], %mask, %pt : memref<?xf32>, vector<4xi1>, vector<8xf32>
  return
}

// -----

func.func @f19(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %pt: vector<8xf32>) {
  // expected-error @+1 {{'vector.expandload' op expected result dim to match mask dim}}
  %0 = vector.expandload %m[%i], %mask, %pt : memref<?xf32>, vector<4xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func.func @f20(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %pt: vector<8xf32>) {
  // expected-error @+1 {{'vector.expandload' op base and result element type should match}}
  %0 = vector.expandload %m[%i], %mask, %pt : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf64>
  return
}

// -----

func.func @f21(%m: memref<?x?xf32>, %i: index, %mask: vector<8xi1>, %pt: vector<8xf32>) {
  // expected-error @+1 {{'vector.expandload' op requires 2 indices}}
  %0 = vector.expandload %m[%i], %mask, %pt : memref<?x?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func.func @f22(%a: vector<4xf32>, %b: vector<2xf64>) {
  // expected-error @+1 {{'vector.shuffle' op failed to verify that second operand v2 and result have same element type}}
  %0 = vector.shuffle %a, %b [0, 5, 3] : vector<4xf32>, vector<2xf64>
  return
}

// -----

func.func @f23(%a: vector<4xf32>, %b: vector<2xf32>) {
  // expected-error @+1 {{'vector.shuffle' op mask index #2 out of range}}
  %0 = vector.shuffle %a, %b [0, 6, 3] : vector<4xf32>, vector<2xf32>
  return
}

// -----

func.func @f24(%a: vector<4xf32>, %b: vector<2xf32>) {
  // expected-error @+1 {{'vector.shuffle' op mask index #2 out of range}}
  %0 = vector.shuffle %a, %b [0, -2, 3] : vector<4xf32>, vector<2xf32>
  return
}

// -----

func.func @f25(%a: vector<4xf32>, %b: vector<2xf32>) {
  // expected-error @+1 {{'vector.shuffle' op invalid mask length}}
  %0 = vector.shuffle %a, %b [] : vector<4xf32>, vector<2xf32>
  return
}

// -----

func.func @f26(%a: vector<4x2xf32>, %b: vector<2xf32>) {
  // expected-error @+1 {{'vector.shuffle' op rank mismatch}}
  %0 = vector.shuffle %a, %b [0] : vector<4x2xf32>, vector<2xf32>
  return
}

// -----

func.func @f27(%a: vector<4x2xf32>, %b: vector<2x3xf32>) {
  // expected-error @+1 {{'vector.shuffle' op dimension mismatch}}
  %0 = vector.shuffle %a, %b [0] : vector<4x2xf32>, vector<2x3xf32>
  return
}

// -----

func.func @f28(%a: vector<4xf32>, %b: vector<2xf32>) {
  // expected-error @+1 {{'vector.shuffle' op mask length mismatch}}
  %0 = "vector.shuffle"(%a, %b) <{mask = array<i64: 0, 1>}> : (vector<4xf32>, vector<2xf32>) -> vector<3xf32>
  return
}

// -----

func.func @f29(%a: vector<4xf32>, %b: vector<2xf32>) {
  // expected-error @+1 {{'vector.shuffle' op failed to verify that first operand v1 and result have same element type}}
  %0 = "vector.shuffle"(%a, %b) <{mask = array<i64: 0, 1>}> : (vector<4xf32>, vector<2xf32>) -> vector<2xf64>
  return
}

// -----

func.func @f30(%a: vector<[4]xf32>, %b: vector<[4]xf32>) {
  // expected-error @+1 {{'vector.shuffle' op operand #0 must be fixed-length vector of any type values, but got 'vector<[4]xf32>'}}
  %0 = vector.shuffle %a, %b [0, 1] : vector<[4]xf32>, vector<[4]xf32>
  return
}

// -----

func.func @f31(%a: vector<4xf32>, %b: vector<2xf32>) {
  // expected-error @+1 {{'vector.shuffle' op requires attribute 'mask'}}
  %0 = "vector.shuffle"(%a, %b) : (vector<4xf32>, vector<2xf32>) -> vector<2xf32>
  return
}

// -----

func.func @f32(%a: vector<4xf32>, %b: vector<4xf64>) {
  // expected-error @+1 {{'vector.interleave' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "vector.interleave"(%a, %b) : (vector<4xf32>, vector<4xf64>) -> vector<8xf32>
  return
}

// -----

func.func @f33(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  %0 = vector.interleave %a, %a : vector<4xf32> -> vector<7xf32>
  return
}

// -----

func.func @f34(%a: f32) {
  // expected-error @+1 {{'vector.interleave' op operand #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.interleave"(%a, %a) : (f32, f32) -> vector<2xf32>
  return
}

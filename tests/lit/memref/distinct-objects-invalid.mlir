// Verifier and parser messages of memref.distinct_objects, as mlir-opt 22's.
// RUN: affine-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{cannot name an operation with no results}}
  %0 = "memref.distinct_objects"() : () -> ()
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = "memref.distinct_objects"(%m) : (memref<4xf32>) -> (memref<4xf32>, memref<4xf32>)
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.distinct_objects' op operand types and result types must match}}
  %0 = "memref.distinct_objects"(%m) : (memref<4xf32>) -> (memref<3xf32>)
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.distinct_objects' op result #0 must be variadic of memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.distinct_objects"(%m) : (memref<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

func.func @f(%m: tensor<4xf32>) {
  // expected-error @+1 {{'memref.distinct_objects' op operand #0 must be variadic of memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.distinct_objects"(%m) : (tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

func.func @f(%m: memref<*xf32>) {
  // expected-error @+1 {{'memref.distinct_objects' op operand #0 must be variadic of memref of any type values, but got 'memref<*xf32>'}}
  %0 = memref.distinct_objects %m : memref<*xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{expected non-function type}}
  memref.distinct_objects : 
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{custom op 'memref.distinct_objects' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = memref.distinct_objects %m, %m : memref<4xf32>
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{use of value '%m' expects different type than prior uses: 'f32' vs 'memref<4xf32>'}}
  %0 = memref.distinct_objects %m : f32
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.distinct_objects' op operand types and result types must match}}
  %0 = "memref.distinct_objects"() : () -> (memref<4xf32>)
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.distinct_objects' op requires zero regions}}
  %0 = "memref.distinct_objects"(%m) ({}) : (memref<4xf32>) -> (memref<4xf32>)
  return
}

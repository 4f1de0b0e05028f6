// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @float_shape(%m: memref<6xf32>, %s: memref<2xf32>) {
  // expected-error @+1 {{'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<2xf32>'}}
  %r = memref.reshape %m(%s) : (memref<6xf32>, memref<2xf32>) -> memref<2x3xf32>
  return
}

// -----

func.func @shape_of_rank_two(%m: memref<6xf32>, %s: memref<1x2xindex>) {
  // expected-error @+1 {{'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<1x2xindex>'}}
  %r = memref.reshape %m(%s) : (memref<6xf32>, memref<1x2xindex>) -> memref<2x3xf32>
  return
}

// -----

func.func @tensor_source(%m: tensor<6xf32>, %s: memref<2xi32>) {
  // expected-error @+1 {{'memref.reshape' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<6xf32>'}}
  %r = memref.reshape %m(%s) : (tensor<6xf32>, memref<2xi32>) -> memref<2x3xf32>
  return
}

// -----

func.func @element_types(%m: memref<6xf32>, %s: memref<2xi32>) {
  // expected-error @+1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %r = memref.reshape %m(%s) : (memref<6xf32>, memref<2xi32>) -> memref<2x3xf16>
  return
}

// -----

func.func @strided_source(%m: memref<6xf32, strided<[2]>>, %s: memref<2xi32>) {
  // expected-error @+1 {{'memref.reshape' op source memref type should have identity affine map}}
  %r = memref.reshape %m(%s) : (memref<6xf32, strided<[2]>>, memref<2xi32>) -> memref<2x3xf32>
  return
}

// -----

func.func @strided_result(%m: memref<6xf32>, %s: memref<2xi32>) {
  // expected-error @+1 {{'memref.reshape' op result memref type should have identity affine map}}
  %r = memref.reshape %m(%s) : (memref<6xf32>, memref<2xi32>) -> memref<2x3xf32, strided<[1, 2]>>
  return
}

// -----

func.func @dynamic_length(%m: memref<6xf32>, %s: memref<?xi32>) {
  // expected-error @+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %r = memref.reshape %m(%s) : (memref<6xf32>, memref<?xi32>) -> memref<2x3xf32>
  return
}

// -----

func.func @length_vs_rank(%m: memref<6xf32>, %s: memref<3xi32>) {
  // expected-error @+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %r = memref.reshape %m(%s) : (memref<6xf32>, memref<3xi32>) -> memref<2x3xf32>
  return
}

// -----

func.func @not_functional(%m: memref<6xf32>, %s: memref<2xi32>) {
  // expected-error @+1 {{custom op 'memref.reshape' invalid kind of type specified: expected builtin.function, but found 'memref<6xf32>'}}
  %r = memref.reshape %m(%s) : memref<6xf32>
  return
}

// -----

func.func @one_input_type(%m: memref<6xf32>, %s: memref<2xi32>) {
  // expected-error @+1 {{custom op 'memref.reshape' number of operands and types do not match: got 2 operands and 1 types}}
  %r = memref.reshape %m(%s) : (memref<6xf32>) -> memref<2x3xf32>
  return
}

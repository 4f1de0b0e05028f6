// Verifier and parser messages of bufferization.clone, dealloc and
// materialize_in_destination, as mlir-opt 22's.
// RUN: affine-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics

func.func @f(%m: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.clone' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "bufferization.clone"(%m) : (tensor<4xf32>) -> memref<8xi32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.clone' op result #0 must be ranked or unranked memref of any type values, but got 'tensor<8xi32>'}}
  %0 = "bufferization.clone"(%m) : (memref<4xf32>) -> tensor<8xi32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{custom op 'bufferization.clone' invalid kind of type specified}}
  %0 = bufferization.clone %m : memref<4xf32> to f32
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{custom op 'bufferization.clone' invalid kind of type specified}}
  %0 = bufferization.clone %m : f32 to memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  "bufferization.dealloc"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%m: memref<4xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands}}
  "bufferization.dealloc"(%m, %c, %m) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<4xf32>, i1, memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%m: memref<4xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op result #0 must be variadic of 1-bit signless integer, but got 'i32'}}
  %0 = "bufferization.dealloc"(%m, %c, %m) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<4xf32>, i1, memref<4xf32>) -> i32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands}}
  %0:2 = "bufferization.dealloc"(%m, %c, %m) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<4xf32>, i1, memref<4xf32>) -> (i1, i1)
  return
}

// -----

func.func @f(%m: memref<4xf32>, %c: i32) {
  // expected-error @+1 {{'bufferization.dealloc' op operand #1 must be variadic of 1-bit signless integer, but got 'i32'}}
  "bufferization.dealloc"(%m, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<4xf32>, i32) -> ()
  return
}

// -----

func.func @f(%m: tensor<4xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op operand #0 must be variadic of ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  "bufferization.dealloc"(%m, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (tensor<4xf32>, i1) -> ()
  return
}

// -----

func.func @f(%m: memref<4xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op operand count (2) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "bufferization.dealloc"(%m, %c) : (memref<4xf32>, i1) -> ()
  return
}

// -----

func.func @f(%m: memref<4xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op operand count (2) does not match with the total size (3) specified in attribute 'operandSegmentSizes'}}
  "bufferization.dealloc"(%m, %c) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<4xf32>, i1) -> ()
  return
}

// -----

func.func @f(%m: memref<4xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  bufferization.dealloc (%m : memref<4xf32>) if (%c, %c)
  return
}

// -----

func.func @f(%m: memref<4xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<4xf32>)
  // expected-error @+1 {{custom op 'bufferization.dealloc' expected 'if'}}
  return
}

// -----

func.func @f(%m: memref<4xf32>, %c: i1) {
  // expected-error @+1 {{expected ':'}}
  bufferization.dealloc () if ()
  return
}

// -----

func.func @f(%m: memref<4xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands}}
  "bufferization.dealloc"(%m, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<4xf32>, i1) -> (i1)
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op memref 'dest' implies zero results}}
  %0 = bufferization.materialize_in_destination %t in %m : (tensor<4xf32>, memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %t in %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op tensor 'dest' implies exactly one tensor result}}
  bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op result and 'dest' types must match}}
  %0 = bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'restrict' is valid only for memref destinations}}
  %0 = bufferization.materialize_in_destination %t in restrict %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  %0 = bufferization.materialize_in_destination %t in writable %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: memref<8xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<8xf32>) -> ()
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: memref<4x1xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op rank mismatch between source and destination shape}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4x1xf32>) -> ()
  return
}

// -----

func.func @f(%t: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<*xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: memref<4xi32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op failed to verify that all of {source, dest} have same element type}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xi32>) -> ()
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: vector<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'dest' must be a tensor or a memref}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, vector<4xf32>) -> ()
  return
}

// -----

func.func @f(%t: memref<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op operand #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  bufferization.materialize_in_destination %t in writable %m : (memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op result group starting at #0 requires 0 or 1 element, but found 2}}
  %0:2 = "bufferization.materialize_in_destination"(%t, %t) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op result #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "bufferization.materialize_in_destination"(%t, %t) : (tensor<4xf32>, tensor<4xf32>) -> (memref<4xf32>)
  return
}

// -----

func.func @f(%t: tensor<?xf32>, %m: memref<*xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<?xf32>, memref<*xf32>) -> ()
  return
}

// -----

func.func @f(%t: tensor<?xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{custom op 'bufferization.materialize_in_destination' number of operands and types do not match: got 2 operands and 1 types}}
  bufferization.materialize_in_destination %t in %m : (tensor<?xf32>) -> ()
  return
}

// -----

func.func @f(%t: tensor<?xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{invalid properties {restrict = 1 : i64, writable} for op bufferization.materialize_in_destination: Invalid attribute `restrict` in property conversion: 1 : i64}}
  "bufferization.materialize_in_destination"(%t, %m) <{restrict = 1, writable}> : (tensor<?xf32>, memref<4xf32>) -> ()
  return
}

// -----

// to_buffer / to_tensor: ranked and unranked together, another shape or
// another element type fail `specified tensor and buffer types match`
// (TensorType::verifyCompatibleBufferType's error first); a layout or a
// memory space is free.

func.func @to_buffer_shape(%t: tensor<4xf32>) {
  // expected-error @+2 {{shapes do not match}}
  // expected-error @+1 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<?xf32>
  return
}

// -----

func.func @to_buffer_element(%t: tensor<4xf32>) {
  // expected-error @+2 {{element types do not match}}
  // expected-error @+1 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf16>
  return
}

// -----

func.func @to_buffer_unranked(%t: tensor<*xf32>) {
  // expected-error @+2 {{shapes do not match}}
  // expected-error @+1 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %m = bufferization.to_buffer %t : tensor<*xf32> to memref<4xf32>
  return
}

// -----

func.func @to_tensor_shape(%m: memref<4xf32, strided<[2]>, 1>) {
  // expected-error @+2 {{shapes do not match}}
  // expected-error @+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %t = bufferization.to_tensor %m : memref<4xf32, strided<[2]>, 1> to tensor<?xf32>
  return
}

// -----

func.func @to_tensor_element(%m: memref<*xf32>) {
  // expected-error @+2 {{element types do not match}}
  // expected-error @+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %t = bufferization.to_tensor %m : memref<*xf32> to tensor<*xi32>
  return
}

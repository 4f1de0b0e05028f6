// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

// memref.memory_space_cast changes only the memory space: the element
// type, shape and layout must match (mlir-opt 22's areCastCompatible), and
// both sides are memrefs of the same rankedness.

func.func @element_type(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<4xi32, 1>
  return
}

// -----

func.func @dynamic_shape(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<?xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<?xf32, 1>
  return
}

// -----

func.func @to_unranked(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<*xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<*xf32, 1>
  return
}

// -----

func.func @layout(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, strided<[1], offset: 1>>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, strided<[1], offset: 1>>
  return
}

// -----

func.func @unranked_element_type(%m: memref<*xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<*xf32>' and result type 'memref<*xi32>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<*xf32> to memref<*xi32>
  return
}

// -----

func.func @tensor_result(%m: memref<4xf32>) {
  // expected-error @+1 {{custom op 'memref.memory_space_cast' invalid kind of type specified}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to tensor<4xf32>
  return
}

// -----

func.func @generic_tensor_result(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op result #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.memory_space_cast"(%m) : (memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @two_operands(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op requires a single operand}}
  %0 = "memref.memory_space_cast"(%m, %m) : (memref<4xf32>, memref<4xf32>) -> memref<4xf32>
  return
}

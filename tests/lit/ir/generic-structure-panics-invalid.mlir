// Ops written in the generic form with the wrong number of operands, results
// or regions, or operands of the wrong kind, are refused by their structural
// traits and ODS constraints in MLIR's order (a printer never sees them: these
// inputs used to panic; tests/generic_forms.rs in affine-dialects enumerates
// every registered op this way).
// RUN: affine-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'llvm.add' op requires one result}}
  "llvm.add"() : () -> ()
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'llvm.add' op expected 2 operands, but found 1}}
  "llvm.add"(%a) : (i32) -> (i32)
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'llvm.select' op expected 3 operands, but found 1}}
  "llvm.select"(%a) : (i32) -> (i32)
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'llvm.load' op requires one result}}
  "llvm.load"() : () -> ()
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'llvm.zext' op requires one result}}
  "llvm.zext"(%a, %a) : (i32, i32) -> ()
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'gpu.dealloc' op expected 1 or more operands, but found 0}}
  "gpu.dealloc"() : () -> ()
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'gpu.dealloc' op operand #0 must be variadic of async token type, but got 'memref<4xf32>'}}
  "gpu.dealloc"(%m, %m) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'gpu.dealloc' op result #0 must be async token type, but got 'i32'}}
  "gpu.dealloc"(%m) : (memref<4xf32>) -> (i32)
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'gpu.dealloc' op result group starting at #0 requires 0 or 1 element, but found 2}}
  "gpu.dealloc"(%m) : (memref<4xf32>) -> (!gpu.async.token, !gpu.async.token)
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'gpu.alloc' op requires zero regions}}
  "gpu.alloc"(%a) ({}) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'gpu.alloc' op expected 1 or more results}}
  "gpu.alloc"(%m, %m) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'gpu.alloc' op result #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  "gpu.alloc"() : () -> (tensor<4xf32>)
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'gpu.all_reduce' op requires one region}}
  "gpu.all_reduce"(%a) : (i32) -> (i32)
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'gpu.all_reduce' op requires one result}}
  "gpu.all_reduce"(%a) ({}) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'gpu.all_reduce' op requires a single operand}}
  "gpu.all_reduce"() ({}) : () -> (i32)
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'gpu.subgroup_id' op requires one result}}
  "gpu.subgroup_id"() : () -> ()
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'gpu.num_subgroups' op requires zero operands}}
  "gpu.num_subgroups"(%a) : (i32) -> (i32)
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.to_tensor' op requires one result}}
  "bufferization.to_tensor"(%m, %m) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.to_tensor' op operand #0 must be BufferLikeType instance, but got 'tensor<4xf32>'}}
  "bufferization.to_tensor"(%t) : (tensor<4xf32>) -> (i32)
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.to_tensor' op result #0 must be TensorLikeType instance, but got 'i32'}}
  "bufferization.to_tensor"(%m) : (memref<4xf32>) -> (i32)
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.to_buffer' op operand #0 must be TensorLikeType instance, but got 'memref<4xf32>'}}
  "bufferization.to_buffer"(%m) : (memref<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.to_buffer' op result #0 must be BufferLikeType instance, but got 'i32'}}
  "bufferization.to_buffer"(%t) : (tensor<4xf32>) -> (i32)
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.alloc_tensor' op requires one result}}
  "bufferization.alloc_tensor"() : () -> ()
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.alloc_tensor' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "bufferization.alloc_tensor"(%m) : (memref<4xf32>) -> (i32)
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.alloc_tensor' op result #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  "bufferization.alloc_tensor"() : () -> (memref<4xf32>)
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'spirv.Constant' op requires one result}}
  "spirv.Constant"() : () -> ()
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'spirv.Constant' op requires zero operands}}
  "spirv.Constant"(%a) : (i32) -> (i32)
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'test.affine_scope' op requires one region}}
  "test.affine_scope"() : () -> ()
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'test.graph_region' op requires zero operands}}
  "test.graph_region"(%a) ({}) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32, %m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'test.isolated_graph_region' op requires zero results}}
  "test.isolated_graph_region"() ({}) : () -> (i32)
  return
}

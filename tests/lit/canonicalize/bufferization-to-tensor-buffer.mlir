// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: affine-opt %s -canonicalize=top-down=false | FileCheck %s
// RUN: %mlir_opt %s -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -canonicalize=top-down=false | FileCheck %s

// MLIR 22's folders and canonicalization patterns of bufferization.to_tensor
// and bufferization.to_buffer. (The interpreter does not run tensors, so
// there is no --check-semantics run.)

// DimOfToTensorFolder: tensor.dim of a to_tensor is memref.dim of the buffer.
// CHECK-LABEL: func.func @dim_of_to_tensor(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
func.func @dim_of_to_tensor(%m: memref<?x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %t = bufferization.to_tensor %m : memref<?x4xf32> to tensor<?x4xf32>
  %d = tensor.dim %t, %c0 : tensor<?x4xf32>
  return %d : index
}

// ToBufferOp::fold: to_buffer(to_tensor(m)) of the same type is m.
// CHECK-LABEL: func.func @buffer_of_tensor(
// CHECK-NEXT: return %arg0 : memref<4xf32>
// CHECK-NEXT: }
func.func @buffer_of_tensor(%m: memref<4xf32>) -> memref<4xf32> {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  return %b : memref<4xf32>
}

// ToBufferOfCast: to_buffer of a tensor.cast is a memref.cast of a to_buffer
// (layout, memory space and read_only kept; unranked results too).
// CHECK-LABEL: func.func @buffer_of_cast(
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: return %cast : memref<?xf32>
// CHECK-NEXT: }
func.func @buffer_of_cast(%t: tensor<4xf32>) -> memref<?xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %b = bufferization.to_buffer %c : tensor<?xf32> to memref<?xf32>
  return %b : memref<?xf32>
}

// LoadOfToBuffer: memref.load of a to_buffer is a tensor.extract.
// CHECK-LABEL: func.func @load_of_buffer(
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1] : tensor<4xf32>
// CHECK-NEXT: return %extracted : f32
// CHECK-NEXT: }
func.func @load_of_buffer(%t: tensor<4xf32>, %i: index) -> f32 {
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %v = memref.load %b[%i] : memref<4xf32>
  return %v : f32
}

// DimOfCastOp: memref.dim of a to_buffer is tensor.dim of the tensor.
// CHECK-LABEL: func.func @dim_of_buffer(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
func.func @dim_of_buffer(%t: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %b = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %d = memref.dim %b, %c0 : memref<?xf32>
  return %d : index
}

// An unused to_tensor (pure) is erased.
// CHECK-LABEL: func.func @dead_to_tensor(
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dead_to_tensor(%m: memref<4xf32>) {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  return
}

// ToTensorOp::fold: to_tensor(to_buffer(t)) is t when the to_buffer is right
// before it; not with an op in between.
// CHECK-LABEL: func.func @tensor_of_buffer(
// CHECK-NEXT: return %arg0 : tensor<4xf32>
// CHECK-NEXT: }
func.func @tensor_of_buffer(%t: tensor<4xf32>) -> tensor<4xf32> {
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %r = bufferization.to_tensor %b : memref<4xf32> to tensor<4xf32>
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func.func @tensor_of_buffer_apart(
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %0[%arg1] : memref<4xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %0 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: return %1 : tensor<4xf32>
// CHECK-NEXT: }
func.func @tensor_of_buffer_apart(%t: tensor<4xf32>, %i: index, %f: f32) -> tensor<4xf32> {
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  memref.store %f, %b[%i] : memref<4xf32>
  %r = bufferization.to_tensor %b : memref<4xf32> to tensor<4xf32>
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func.func @buffer_of_cast_ro(
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 read_only : tensor<4x?xf32> to memref<4x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %0 : memref<4x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @buffer_of_cast_ro(%t: tensor<4x?xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %b = bufferization.to_buffer %c read_only : tensor<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %b : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// CHECK-LABEL: func.func @buffer_of_cast_unranked(
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %0 : memref<4xf32> to memref<*xf32>
// CHECK-NEXT: return %cast : memref<*xf32>
// CHECK-NEXT: }
func.func @buffer_of_cast_unranked(%t: tensor<4xf32>) -> memref<*xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %b = bufferization.to_buffer %c : tensor<*xf32> to memref<*xf32>
  return %b : memref<*xf32>
}

// CHECK-LABEL: func.func @load2(
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1, %arg1] : tensor<4x4xf32>
// CHECK-NEXT: return %extracted : f32
// CHECK-NEXT: }
func.func @load2(%t: tensor<4x4xf32>, %i: index) -> f32 {
  %b = bufferization.to_buffer %t read_only : tensor<4x4xf32> to memref<4x4xf32>
  %v = memref.load %b[%i, %i] {nontemporal = true} : memref<4x4xf32>
  return %v : f32
}

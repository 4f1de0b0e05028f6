// tensor and bufferization ops around affine code, printed as mlir-opt 22
// prints them (result names included), generic form identical.
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s -mlir-print-op-generic > %t.ours && %mlir_opt %s -mlir-print-op-generic > %t.ref && diff %t.ref %t.ours

// CHECK-LABEL: func.func @t(%arg0: memref<4x?xf32>, %arg1: tensor<4x?xf32>, %arg2: index, %arg3: f32) -> tensor<4x?xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg1, %c1 : tensor<4x?xf32>
// CHECK-NEXT: %0 = tensor.empty(%dim) : tensor<4x?xf32>
// CHECK-NEXT: %extracted = tensor.extract %arg1[%arg2, %arg2] : tensor<4x?xf32>
// CHECK-NEXT: %inserted = tensor.insert %arg3 into %0[%arg2, %arg2] : tensor<4x?xf32>
// CHECK-NEXT: %cast = tensor.cast %inserted : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg1[0, %arg2] [2, 2] [1, 1] : tensor<4x?xf32> to tensor<2x2xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %arg1[1, %arg2] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x?xf32>
// CHECK-NEXT: %from_elements = tensor.from_elements %arg3, %arg3 : tensor<2xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %arg0 : memref<4x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: %2 = bufferization.to_tensor %arg0 restrict writable : memref<4x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: %3 = bufferization.to_buffer %inserted_slice : tensor<4x?xf32> to memref<4x?xf32>
// CHECK-NEXT: %4 = bufferization.to_buffer %inserted_slice read_only : tensor<4x?xf32> to memref<4x?xf32>
// CHECK-NEXT: %5 = bufferization.alloc_tensor(%dim) : tensor<4x?xf32>
// CHECK-NEXT: return %inserted_slice : tensor<4x?xf32>

func.func @t(%m: memref<4x?xf32>, %t: tensor<4x?xf32>, %i: index, %v: f32) -> tensor<4x?xf32> {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %t, %c1 : tensor<4x?xf32>
  %e = tensor.empty(%d) : tensor<4x?xf32>
  %x = tensor.extract %t[%i, %i] : tensor<4x?xf32>
  %y = tensor.insert %v into %e[%i, %i] : tensor<4x?xf32>
  %c = tensor.cast %y : tensor<4x?xf32> to tensor<?x?xf32>
  %s = tensor.extract_slice %t[0, %i] [2, 2] [1, 1] : tensor<4x?xf32> to tensor<2x2xf32>
  %u = tensor.insert_slice %s into %t[1, %i] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x?xf32>
  %g = tensor.from_elements %v, %v : tensor<2xf32>
  %tm = bufferization.to_tensor %m : memref<4x?xf32> to tensor<4x?xf32>
  %tm2 = bufferization.to_tensor %m restrict writable : memref<4x?xf32> to tensor<4x?xf32>
  %mb = bufferization.to_buffer %u : tensor<4x?xf32> to memref<4x?xf32>
  %mb2 = bufferization.to_buffer %u read_only : tensor<4x?xf32> to memref<4x?xf32>
  %al = bufferization.alloc_tensor(%d) : tensor<4x?xf32>
  return %u : tensor<4x?xf32>
}

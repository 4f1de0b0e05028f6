// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -canonicalize | FileCheck %s
// RUN: affine-opt %s -canonicalize --check-semantics > /dev/null

// Constant subview operands become static only if the slice is in bounds,
// and an empty slice (size 0) is in bounds only with an offset inside the
// dim (MLIR's verifyInBoundsSlice checks the offset first).

// CHECK-LABEL: func.func @offset_past_end(
// CHECK-DAG: %[[C9:.+]] = arith.constant 9 : index
// CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
// CHECK: memref.subview %arg0[%[[C9]]] [%[[C0]]] [1] : memref<6xf32> to memref<?xf32, strided<[1], offset: ?>>
func.func @offset_past_end(%m: memref<6xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c9 = arith.constant 9 : index
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[%c9] [%c0] [1] : memref<6xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %s : memref<?xf32, strided<[1], offset: ?>>
}

// CHECK-LABEL: func.func @offset_at_end(
// CHECK-DAG: %[[C6:.+]] = arith.constant 6 : index
// CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
// CHECK: memref.subview %arg0[%[[C6]]] [%[[C0]]] [1] : memref<6xf32> to memref<?xf32, strided<[1], offset: ?>>
func.func @offset_at_end(%m: memref<6xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c6 = arith.constant 6 : index
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[%c6] [%c0] [1] : memref<6xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %s : memref<?xf32, strided<[1], offset: ?>>
}

// CHECK-LABEL: func.func @offset_inside(
// CHECK-NEXT: %subview = memref.subview %arg0[5] [0] [1] : memref<6xf32> to memref<0xf32, strided<[1], offset: 5>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<0xf32, strided<[1], offset: 5>> to memref<?xf32, strided<[1], offset: ?>>
func.func @offset_inside(%m: memref<6xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c5 = arith.constant 5 : index
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[%c5] [%c0] [1] : memref<6xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %s : memref<?xf32, strided<[1], offset: ?>>
}

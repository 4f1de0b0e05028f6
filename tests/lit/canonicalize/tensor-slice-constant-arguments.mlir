// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -canonicalize | FileCheck %s

// Constant offsets, sizes and strides of tensor.extract_slice and
// tensor.insert_slice become static values. A slice whose type then gets
// more static is cast back (extract_slice) or has its source cast to it
// (insert_slice); rank-reduced slices drop their first unit dims (and the
// encoding). Negative offsets and sizes stay operands. Offsets, sizes and
// strides fold in that order while the slice stays inside its tensor; the
// first list that would take it out, and those after it, stay operands.

// CHECK-LABEL: func.func @extract_sizes(
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[3, %arg1] [2, 5] [1, 3] : tensor<8x16xf32> to tensor<2x5xf32>
// CHECK-NEXT: %cast = tensor.cast %extracted_slice : tensor<2x5xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast
func.func @extract_sizes(%t: tensor<8x16xf32>, %i: index) -> tensor<?x?xf32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %0 = tensor.extract_slice %t[%c3, %i] [%c2, %c5] [1, %c3] : tensor<8x16xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @extract_same_type(
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, 4] [2, %arg2] [2, 1] : tensor<8x?xi32> to tensor<2x?xi32>
// CHECK-NEXT: return %extracted_slice
func.func @extract_same_type(%t: tensor<8x?xi32>, %i: index, %n: index) -> tensor<2x?xi32> {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.extract_slice %t[%i, %c4] [2, %n] [%c2, 1] : tensor<8x?xi32> to tensor<2x?xi32>
  return %0 : tensor<2x?xi32>
}

// CHECK-LABEL: func.func @extract_rank_reduced(
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, 0, 0] [1, 1, 4] [1, 1, 1] : tensor<8x16x4xf32, "e"> to tensor<1x4xf32>
// CHECK-NEXT: %cast = tensor.cast %extracted_slice : tensor<1x4xf32> to tensor<?x4xf32, "e">
// CHECK-NEXT: return %cast
func.func @extract_rank_reduced(%t: tensor<8x16x4xf32, "e">, %i: index) -> tensor<?x4xf32, "e"> {
  %c1 = arith.constant 1 : index
  %0 = tensor.extract_slice %t[%i, 0, 0] [1, %c1, 4] [1, 1, 1] : tensor<8x16x4xf32, "e"> to tensor<?x4xf32, "e">
  return %0 : tensor<?x4xf32, "e">
}

// CHECK-LABEL: func.func @extract_keeps_encoding(
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [1, 3] [1, 1] : tensor<8x16xf32, "e"> to tensor<1x3xf32, "e">
// CHECK-NEXT: %cast = tensor.cast %extracted_slice : tensor<1x3xf32, "e"> to tensor<1x?xf32, "e">
func.func @extract_keeps_encoding(%t: tensor<8x16xf32, "e">, %i: index) -> tensor<1x?xf32, "e"> {
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[%i, 0] [1, %c3] [1, 1] : tensor<8x16xf32, "e"> to tensor<1x?xf32, "e">
  return %0 : tensor<1x?xf32, "e">
}

// CHECK-LABEL: func.func @extract_sizes_leave(
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[6, 0] [%c3, %c3] [1, 1] : tensor<8x16xf32> to tensor<?x?xf32>
func.func @extract_sizes_leave(%t: tensor<8x16xf32>) -> tensor<?x?xf32> {
  %c6 = arith.constant 6 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[%c6, 0] [%c3, %c3] [1, 1] : tensor<8x16xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @extract_strides_leave(
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[5, 15] [4, 1] [%c1, %c2] : tensor<8x16xf32> to tensor<4x1xf32>
// CHECK-NEXT: %cast = tensor.cast %extracted_slice : tensor<4x1xf32> to tensor<?x1xf32>
func.func @extract_strides_leave(%t: tensor<8x16xf32>) -> tensor<?x1xf32> {
  %c5 = arith.constant 5 : index
  %c15 = arith.constant 15 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.extract_slice %t[%c5, %c15] [%c4, 1] [%c1, %c2] : tensor<8x16xf32> to tensor<?x1xf32>
  return %0 : tensor<?x1xf32>
}

// CHECK-LABEL: func.func @extract_offsets_leave(
// CHECK-NEXT: %c9 = arith.constant 9 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%c9, 0] [%c2, %c2] [1, 1] : tensor<8x16xf32> to tensor<?x?xf32>
func.func @extract_offsets_leave(%t: tensor<8x16xf32>) -> tensor<?x?xf32> {
  %c9 = arith.constant 9 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.extract_slice %t[%c9, 0] [%c2, %c2] [1, 1] : tensor<8x16xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @insert_strides_leave(
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %arg1[6, 0] [3, 2] [%c1, %c3] : tensor<3x2xf32> into tensor<8x16xf32>
func.func @insert_strides_leave(%s: tensor<3x2xf32>, %t: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %c6 = arith.constant 6 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.insert_slice %s into %t[%c6, %c0] [3, 2] [%c1, %c3] : tensor<3x2xf32> into tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// CHECK-LABEL: func.func @insert_casts_source(
// CHECK-NEXT: %c-2 = arith.constant -2 : index
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x?xf32> to tensor<3x2xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %cast into %arg1[%c-2, 1] [3, 2] [1, 1] : tensor<3x2xf32> into tensor<8x16xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg0 : tensor<?x?xf32> to tensor<3x2xf32>
// CHECK-NEXT: %inserted_slice_1 = tensor.insert_slice %cast_0 into %inserted_slice[%arg2, 1] [3, 2] [1, 1] : tensor<3x2xf32> into tensor<8x16xf32>
// CHECK-NEXT: return %inserted_slice_1
func.func @insert_casts_source(%s: tensor<?x?xf32>, %t: tensor<8x16xf32>, %i: index) -> tensor<8x16xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = arith.constant -2 : index
  %0 = tensor.insert_slice %s into %t[%m, %c1] [%c3, %c2] [1, 1] : tensor<?x?xf32> into tensor<8x16xf32>
  %1 = tensor.insert_slice %s into %0[%i, %c1] [%c3, %c2] [1, 1] : tensor<?x?xf32> into tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}

// CHECK-LABEL: func.func @insert_rank_reduced(
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %arg1[2, 0, %arg2] [1, 4, 1] [1, 1, 1] : tensor<4xf32> into tensor<8x4x?xf32>
// CHECK-NEXT: return %inserted_slice
func.func @insert_rank_reduced(%s: tensor<4xf32>, %t: tensor<8x4x?xf32>, %i: index) -> tensor<8x4x?xf32> {
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.insert_slice %s into %t[%c2, 0, %i] [1, 4, 1] [1, 1, %c1] : tensor<4xf32> into tensor<8x4x?xf32>
  return %0 : tensor<8x4x?xf32>
}

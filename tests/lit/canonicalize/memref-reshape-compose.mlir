// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -canonicalize | FileCheck %s
// RUN: affine-opt %s -canonicalize --check-semantics > /dev/null

// expand_shape of collapse_shape (ComposeExpandOfCollapseOp) and
// collapse_shape of expand_shape with dynamic output sizes
// (ComposeCollapseOfExpandOp, which multiplies them out).

// CHECK-LABEL: func.func @expand_of_collapse_down(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
// CHECK-NEXT: return %collapse_shape
func.func @expand_of_collapse_down(%m: memref<2x3x4xf32>) -> memref<6x4xf32> {
  %c = memref.collapse_shape %m [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
  return %e : memref<6x4xf32>
}

// CHECK-LABEL: func.func @expand_of_collapse_up(
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] output_shape [2, 3, 2, 2] : memref<6x4xf32> into memref<2x3x2x2xf32>
func.func @expand_of_collapse_up(%m: memref<6x4xf32>) -> memref<2x3x2x2xf32> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  %e = memref.expand_shape %c [[0, 1, 2, 3]] output_shape [2, 3, 2, 2] : memref<24xf32> into memref<2x3x2x2xf32>
  return %e : memref<2x3x2x2xf32>
}

// A dynamic leading dim.
// CHECK-LABEL: func.func @expand_of_collapse_dynamic(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : memref<?x4x5xf32> into memref<?x20xf32>
func.func @expand_of_collapse_dynamic(%m: memref<?x4x5xf32>, %n: index) -> memref<?x20xf32> {
  %c = memref.collapse_shape %m [[0, 1, 2]] : memref<?x4x5xf32> into memref<?xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [%n, 20] : memref<?xf32> into memref<?x20xf32>
  return %e : memref<?x20xf32>
}

// Group by group; the output shape operands are kept.
// CHECK-LABEL: func.func @expand_of_collapse_groups(
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1, 2], [3]] output_shape [%arg1, 2, 3, 7] : memref<?x6x7xf32> into memref<?x2x3x7xf32>
func.func @expand_of_collapse_groups(%m: memref<?x6x7xf32>, %n: index) -> memref<?x2x3x7xf32> {
  %c = memref.collapse_shape %m [[0], [1, 2]] : memref<?x6x7xf32> into memref<?x42xf32>
  %e = memref.expand_shape %c [[0], [1, 2, 3]] output_shape [%n, 2, 3, 7] : memref<?x42xf32> into memref<?x2x3x7xf32>
  return %e : memref<?x2x3x7xf32>
}

// Through rank 0: the whole shapes are matched.
// CHECK-LABEL: func.func @expand_of_collapse_rank0(
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [1, 1, 1] : memref<1x1xf32> into memref<1x1x1xf32>
func.func @expand_of_collapse_rank0(%m: memref<1x1xf32>) -> memref<1x1x1xf32> {
  %c = memref.collapse_shape %m [] : memref<1x1xf32> into memref<f32>
  %e = memref.expand_shape %c [] output_shape [1, 1, 1] : memref<f32> into memref<1x1x1xf32>
  return %e : memref<1x1x1xf32>
}

// 4x6 -> 24 -> 3x8: no composed reassociation.
// CHECK-LABEL: func.func @expand_of_collapse_kept(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape
func.func @expand_of_collapse_kept(%m: memref<4x6xf32>) -> memref<3x8xf32> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [3, 8] : memref<24xf32> into memref<3x8xf32>
  return %e : memref<3x8xf32>
}

// Strided layouts: a cast of the static source when cast-compatible (here
// to its own type, which folds away), else nothing.
// CHECK-LABEL: func.func @expand_of_collapse_strided(
// CHECK-NEXT: return %arg0
// CHECK-LABEL: func.func @expand_of_collapse_strided_kept(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape
func.func @expand_of_collapse_strided(%m: memref<2x3xf32, strided<[3, 1], offset: 5>>) -> memref<2x3xf32, strided<[3, 1], offset: 5>> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32, strided<[3, 1], offset: 5>> into memref<6xf32, strided<[1], offset: 5>>
  %e = memref.expand_shape %c [[0, 1]] output_shape [2, 3] : memref<6xf32, strided<[1], offset: 5>> into memref<2x3xf32, strided<[3, 1], offset: 5>>
  return %e : memref<2x3xf32, strided<[3, 1], offset: 5>>
}
func.func @expand_of_collapse_strided_kept(%m: memref<2x3xf32, strided<[3, 1], offset: 5>>) -> memref<3x2xf32, strided<[2, 1], offset: 5>> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32, strided<[3, 1], offset: 5>> into memref<6xf32, strided<[1], offset: 5>>
  %e = memref.expand_shape %c [[0, 1]] output_shape [3, 2] : memref<6xf32, strided<[1], offset: 5>> into memref<3x2xf32, strided<[2, 1], offset: 5>>
  return %e : memref<3x2xf32, strided<[2, 1], offset: 5>>
}

// Groups that do not line up stay.
// CHECK-LABEL: func.func @collapse_of_expand_kept(
// CHECK-NEXT: %expand_shape = memref.expand_shape
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %expand_shape
func.func @collapse_of_expand_kept(%m: memref<?x?xf32>, %a: index, %b: index) -> memref<?x?xf32> {
  %e = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%a, 4, %b, 5] : memref<?x?xf32> into memref<?x4x?x5xf32>
  %c = memref.collapse_shape %e [[0], [1, 2, 3]] : memref<?x4x?x5xf32> into memref<?x?xf32>
  return %c : memref<?x?xf32>
}

// CHECK-LABEL: func.func @collapse_of_expand_dynamic(
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.muli %arg1, %c4 : index
// CHECK-NEXT: %1 = arith.muli %arg2, %c5 : index
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [%0, %1] : memref<?xf32> into memref<?x?xf32>
func.func @collapse_of_expand_dynamic(%m: memref<?xf32>, %a: index, %b: index) -> memref<?x?xf32> {
  %e = memref.expand_shape %m [[0, 1, 2, 3]] output_shape [%a, 4, %b, 5] : memref<?xf32> into memref<?x4x?x5xf32>
  %c = memref.collapse_shape %e [[0, 1], [2, 3]] : memref<?x4x?x5xf32> into memref<?x?xf32>
  return %c : memref<?x?xf32>
}

// CHECK-LABEL: func.func @collapse_of_expand_two_dynamic(
// CHECK-NEXT: %0 = arith.muli %arg1, %arg2 : index
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [%0, 3] : memref<?xf32> into memref<?x3xf32>
func.func @collapse_of_expand_two_dynamic(%m: memref<?xf32>, %a: index, %b: index) -> memref<?x3xf32> {
  %e = memref.expand_shape %m [[0, 1, 2]] output_shape [%a, %b, 3] : memref<?xf32> into memref<?x?x3xf32>
  %c = memref.collapse_shape %e [[0, 1], [2]] : memref<?x?x3xf32> into memref<?x3xf32>
  return %c : memref<?x3xf32>
}

// Constant operands count as static sizes.
// CHECK-LABEL: func.func @collapse_of_expand_constants(
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [14, 3] : memref<?xf32> into memref<?x3xf32>
func.func @collapse_of_expand_constants(%m: memref<?xf32>) -> memref<?x3xf32> {
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %e = memref.expand_shape %m [[0, 1, 2]] output_shape [%c2, %c7, 3] : memref<?xf32> into memref<?x?x3xf32>
  %c = memref.collapse_shape %e [[0, 1], [2]] : memref<?x?x3xf32> into memref<?x3xf32>
  return %c : memref<?x3xf32>
}

// Inverse pairs whose outer type has two dynamic sizes fold only with
// equal reassociations, and a collapse-then-expand only when no group
// holds two dynamic sizes.
// CHECK-LABEL: func.func @collapse_of_expand_inverse(
// CHECK-NEXT: return %arg0 : memref<?x?xf32>
func.func @collapse_of_expand_inverse(%m: memref<?x?xf32>, %a: index, %b: index) -> memref<?x?xf32> {
  %e = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%a, 4, %b, 5] : memref<?x?xf32> into memref<?x4x?x5xf32>
  %c = memref.collapse_shape %e [[0, 1], [2, 3]] : memref<?x4x?x5xf32> into memref<?x?xf32>
  return %c : memref<?x?xf32>
}

// CHECK-LABEL: func.func @expand_of_collapse_inverse(
// CHECK-NEXT: return %arg0 : memref<?x4x?x5xf32>
func.func @expand_of_collapse_inverse(%m: memref<?x4x?x5xf32>, %a: index, %b: index) -> memref<?x4x?x5xf32> {
  %c = memref.collapse_shape %m [[0, 1], [2, 3]] : memref<?x4x?x5xf32> into memref<?x?xf32>
  %e = memref.expand_shape %c [[0, 1], [2, 3]] output_shape [%a, 4, %b, 5] : memref<?x?xf32> into memref<?x4x?x5xf32>
  return %e : memref<?x4x?x5xf32>
}

// CHECK-LABEL: func.func @expand_of_collapse_two_dynamic_in_group(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape
func.func @expand_of_collapse_two_dynamic_in_group(%m: memref<?x?x5xf32>, %a: index, %b: index) -> memref<?x?x5xf32> {
  %c = memref.collapse_shape %m [[0, 1, 2]] : memref<?x?x5xf32> into memref<?xf32>
  %e = memref.expand_shape %c [[0, 1, 2]] output_shape [%a, %b, 5] : memref<?xf32> into memref<?x?x5xf32>
  return %e : memref<?x?x5xf32>
}

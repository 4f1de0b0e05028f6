// RUN: affine-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: affine-opt %s -split-input-file -canonicalize=top-down=false | FileCheck %s
// RUN: %mlir_opt %s -split-input-file -canonicalize | FileCheck %s

// ConvertToStaticExpandShape (MLIR 22's tensor.expand_shape pattern): an
// expand_shape of a cast that only loses static information takes its
// constant output_shape operands as static sizes, between two casts.

// Constant output sizes become static; the casts fold away.
// CHECK-LABEL: func.func @e1
// CHECK-SAME: (%[[A:.*]]: tensor<8x16xf32>)
// CHECK-NEXT: %[[E:.*]] = tensor.expand_shape %[[A]] {{\[\[}}0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[E]] : tensor<2x4x16xf32> to tensor<?x4x?xf32>
// CHECK-NEXT: return %[[C]]
func.func @e1(%a: tensor<8x16xf32>) -> tensor<?x4x?xf32> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %0 = tensor.cast %a : tensor<8x16xf32> to tensor<?x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [%c2, 4, %c16] : tensor<?x?xf32> into tensor<?x4x?xf32>
  return %1 : tensor<?x4x?xf32>
}

// -----

// Only groups whose source size is static before the cast become static.
// CHECK-LABEL: func.func @e2
// CHECK-SAME: (%[[A:.*]]: tensor<?x16xf32>, %[[N:.*]]: index)
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[A]] : tensor<?x16xf32> to tensor<?x?xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.expand_shape %[[C]] {{\[\[}}0, 1], [2, 3]] output_shape [%[[C2]], 4, 8, %[[N]]] : tensor<?x?xf32> into tensor<?x4x8x?xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.cast %[[E]] : tensor<?x4x8x?xf32> to tensor<?x4x?x?xf32>
// CHECK-NEXT: return %[[B]]
func.func @e2(%a: tensor<?x16xf32>, %n: index) -> tensor<?x4x?x?xf32> {
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %0 = tensor.cast %a : tensor<?x16xf32> to tensor<?x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2, 3]] output_shape [%c2, 4, %c8, %n] : tensor<?x?xf32> into tensor<?x4x?x?xf32>
  return %1 : tensor<?x4x?x?xf32>
}

// -----

// No constant output size: unchanged.
// CHECK-LABEL: func.func @e3
// CHECK-NEXT: tensor.cast
// CHECK-NEXT: tensor.expand_shape
func.func @e3(%a: tensor<8x16xf32>, %n: index) -> tensor<?x4x16xf32> {
  %0 = tensor.cast %a : tensor<8x16xf32> to tensor<?x16xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [%n, 4, 16] : tensor<?x16xf32> into tensor<?x4x16xf32>
  return %1 : tensor<?x4x16xf32>
}

// -----

// 22 does not fold a dim of an expand_shape or a collapse_shape.
// CHECK-LABEL: func.func @dim_expand
// CHECK: tensor.expand_shape
// CHECK-NEXT: tensor.dim
func.func @dim_expand(%a: tensor<?x16xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %1 = tensor.expand_shape %a [[0, 1], [2]] output_shape [%n, 4, 16] : tensor<?x16xf32> into tensor<?x4x16xf32>
  %d = tensor.dim %1, %c0 : tensor<?x4x16xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @dim_collapse
// CHECK: tensor.collapse_shape
// CHECK-NEXT: tensor.dim
func.func @dim_collapse(%a: tensor<?x4x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %1 = tensor.collapse_shape %a [[0, 1, 2]] : tensor<?x4x?xf32> into tensor<?xf32>
  %d = tensor.dim %1, %c0 : tensor<?xf32>
  return %d : index
}

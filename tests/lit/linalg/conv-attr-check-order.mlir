// When mlir-opt 22 checks a named op's `strides` / `dilations`: after the
// `ins`/`outs` operands and their types are parsed and resolved (a syntax
// error there comes first), before the trailing attribute dictionary and
// the result types (the attribute error comes first), at the leading
// dictionary.
// RUN: not affine-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: conv-attr-check-order.mlir:[[# @LINE + 3]]:79: error: expected non-function type
// CHECK-NOT: failed to satisfy
func.func @type_error_first(%in: memref<1x10x10x3xf32>, %fh: memref<3x3x3x8xf32>, %on: memref<1x4x4x8xf32>) {
  linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<3xi64>} ins(%in, %fh :i32memref<1x10x10x3xf32>, memref<3x3x3x8xf32>) outs(%on : memref<1x4x4x8xf32>)
  return
}

// -----

// CHECK: conv-attr-check-order.mlir:[[# @LINE + 3]]:161: error: expected ')'
// CHECK-NOT: failed to satisfy
func.func @outs_unclosed(%in: tensor<1x10x10x3xf32>, %fh: tensor<3x3x3x8xf32>, %on: tensor<1x4x4x8xf32>) {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<3xi64>} ins(%in, %fh : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%on : tensor<1x4x4x8xf32>
  return
}

// -----

// CHECK: conv-attr-check-order.mlir:[[# @LINE + 3]]:133: error: custom op 'linalg.conv_2d_nhwc_hwcf' number of operands and types do not match: got 2 operands and 1 types
// CHECK-NOT: failed to satisfy
func.func @count_mismatch_first(%in: tensor<1x10x10x3xf32>, %fh: tensor<3x3x3x8xf32>, %on: tensor<1x4x4x8xf32>) {
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<3xi64>} ins(%in, %fh : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%on, %on : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  return
}

// -----

// CHECK: conv-attr-check-order.mlir:[[# @LINE + 2]]:33: error: custom op 'linalg.conv_2d_nhwc_hwcf' 'linalg.conv_2d_nhwc_hwcf' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]
func.func @before_trailing_dict(%in: tensor<1x10x10x3xf32>, %fh: tensor<3x3x3x8xf32>, %on: tensor<1x4x4x8xf32>) {
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<3xi64>} ins(%in, %fh : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%on : tensor<1x4x4x8xf32>) {x = } -> tensor<1x4x4x8xf32>
  return
}

// -----

// CHECK: conv-attr-check-order.mlir:[[# @LINE + 2]]:33: error: custom op 'linalg.conv_2d_nhwc_hwcf' 'linalg.conv_2d_nhwc_hwcf' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]
func.func @before_result_types(%in: tensor<1x10x10x3xf32>, %fh: tensor<3x3x3x8xf32>, %on: tensor<1x4x4x8xf32>) {
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<3xi64>} ins(%in, %fh : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%on : tensor<1x4x4x8xf32>) -> tensor<1x4x4xi32xf32>
  return
}

// -----

// CHECK: conv-attr-check-order.mlir:[[# @LINE + 2]]:33: error: custom op 'linalg.conv_2d_nhwc_hwcf' 'linalg.conv_2d_nhwc_hwcf' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]
func.func @before_region_arity(%in: tensor<1x10x10x3xf32>, %fh: tensor<3x3x3x8xf32>, %on: tensor<1x4x4x8xf32>) {
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<3xi64>} ins(%in, %fh, %fh : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) outs(%on : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  return
}

// -----

// A count mismatch in `outs` is located at its `(`, in `ins` after it.
// CHECK: conv-attr-check-order.mlir:[[# @LINE + 2]]:129: error: custom op 'linalg.generic' number of operands and types do not match: got 2 operands and 1 types
func.func @outs_mismatch_at_paren(%in: tensor<1x10x10x3xf32>, %fh: tensor<3x3x3x8xf32>, %on: tensor<1x4x4x8xf32>) {
  %0 = linalg.generic {indexing_maps = [], iterator_types = []} ins(%in, %fh : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs (%on, %on : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  return
}

// -----

// CHECK: conv-attr-check-order.mlir:[[# @LINE + 2]]:39: error: custom op 'linalg.conv_2d_nhwc_hwcf' number of operands and types do not match: got 2 operands and 1 types
func.func @ins_mismatch_after_paren(%in: tensor<1x10x10x3xf32>, %fh: tensor<3x3x3x8xf32>, %on: tensor<1x4x4x8xf32>) {
  %0 = linalg.conv_2d_nhwc_hwcf ins  (%in, %fh : tensor<1x10x10x3xf32>) outs(%on : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  return
}

// Convolution and pooling diagnostics as mlir-opt 22 words them: ODS's
// check of `strides` / `dilations` (at the attribute dictionary in the
// custom form, on the op in the generic form), the convolution interface
// (checked before the structured-op checks: a zero stride or dilation
// drops a loop from the input map), then the structured-op shape checks.
// RUN: not affine-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: conv-invalid.mlir:11:28: error: custom op 'linalg.conv_2d_nhwc_hwcf' 'linalg.conv_2d_nhwc_hwcf' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]
func.func @strides_shape(%in: memref<1x10x10x3xf32>, %fh: memref<3x3x3x8xf32>, %on: memref<1x4x4x8xf32>) {
  linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<3xi64>} ins(%in, %fh : memref<1x10x10x3xf32>, memref<3x3x3x8xf32>) outs(%on : memref<1x4x4x8xf32>)
  return
}

// -----

// Attributes after the operands are checked by the verifier.
// CHECK: conv-invalid.mlir:20:3: error: 'linalg.depthwise_conv_1d_nwc_wc' op attribute 'dilations' failed to satisfy constraint: 64-bit signless int elements attribute of shape [1]
func.func @dilations_type(%a: memref<1x10x3xf32>, %f: memref<3x3xf32>, %o: memref<1x8x3xf32>) {
  linalg.depthwise_conv_1d_nwc_wc ins(%a, %f : memref<1x10x3xf32>, memref<3x3xf32>) outs(%o : memref<1x8x3xf32>) {dilations = dense<1> : tensor<1xi32>}
  return
}

// -----

// CHECK: error: invalid properties {operandSegmentSizes = array<i32: 2, 1>, strides = [1, 1]} for op linalg.pooling_nhwc_max: Invalid attribute `strides` in property conversion: [1, 1]
func.func @generic_form(%in: memref<1x10x10x3xf32>, %w: memref<3x3xf32>, %o: memref<1x8x8x3xf32>) {
  "linalg.pooling_nhwc_max"(%in, %w, %o) <{operandSegmentSizes = array<i32: 2, 1>, strides = [1, 1]}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    linalg.yield %a : f32
  }) : (memref<1x10x10x3xf32>, memref<3x3xf32>, memref<1x8x8x3xf32>) -> ()
  return
}

// -----

// CHECK: error: 'linalg.pooling_nhwc_max' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]
func.func @generic_i32(%in: memref<1x10x10x3xf32>, %w: memref<3x3xf32>, %o: memref<1x8x8x3xf32>) {
  "linalg.pooling_nhwc_max"(%in, %w, %o) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi32>}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    linalg.yield %a : f32
  }) : (memref<1x10x10x3xf32>, memref<3x3xf32>, memref<1x8x8x3xf32>) -> ()
  return
}

// -----

// CHECK: error: custom op 'linalg.conv_1d' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2
func.func @operands(%i: memref<10xf32>, %o: memref<8xf32>) {
  linalg.conv_1d ins(%i : memref<10xf32>) outs(%o : memref<8xf32>)
  return
}

// -----

// CHECK: error: unexpected loop dimension for convolution op
func.func @zero_stride(%in: memref<1x10x10x3xf32>, %w: memref<3x3xf32>, %o: memref<1x8x8x3xf32>) {
  linalg.pooling_nhwc_max {strides = dense<[1, 0]> : tensor<2xi64>} ins(%in, %w : memref<1x10x10x3xf32>, memref<3x3xf32>) outs(%o : memref<1x8x8x3xf32>)
  return
}

// -----

// CHECK: error: unexpected input index map for convolutions
func.func @zero_both(%in: memref<1x10x10x3xf32>, %w: memref<3x3xf32>, %o: memref<1x8x8x3xf32>) {
  linalg.pooling_nhwc_sum {strides = dense<0> : tensor<2xi64>, dilations = dense<0> : tensor<2xi64>} ins(%in, %w : memref<1x10x10x3xf32>, memref<3x3xf32>) outs(%o : memref<1x8x8x3xf32>)
  return
}

// -----

// CHECK: error: 'linalg.pooling_nhwc_max' op unexpected result less than 0 at expression #1 in (d0, d1, d2, d3, d4, d5) -> (d0, -d1 + d4, -d2 + d5, d3)
func.func @negative_stride(%in: memref<1x10x10x3xf32>, %w: memref<3x3xf32>, %o: memref<1x8x8x3xf32>) {
  linalg.pooling_nhwc_max {strides = dense<-1> : tensor<2xi64>} ins(%in, %w : memref<1x10x10x3xf32>, memref<3x3xf32>) outs(%o : memref<1x8x8x3xf32>)
  return
}

// -----

// CHECK: error: 'linalg.conv_2d_nhwc_hwcf' op inferred input/output operand #0 has shape's dimension #1 to be greater than or equal to 19, but found 10
func.func @too_small(%in: memref<1x10x10x3xf32>, %fh: memref<3x3x3x8xf32>, %on: memref<1x9x4x8xf32>) {
  linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>} ins(%in, %fh : memref<1x10x10x3xf32>, memref<3x3x3x8xf32>) outs(%on : memref<1x9x4x8xf32>)
  return
}

// -----

// CHECK: error: 'linalg.conv_2d_nhwc_hwcf' op expected operand #1 rank (3) to match the result rank of indexing_map (4)
func.func @filter_rank(%in: memref<1x10x10x3xf32>, %fh: memref<3x3x8xf32>, %on: memref<1x4x4x8xf32>) {
  linalg.conv_2d_nhwc_hwcf ins(%in, %fh : memref<1x10x10x3xf32>, memref<3x3x8xf32>) outs(%on : memref<1x4x4x8xf32>)
  return
}

// -----

// CHECK: error: 'linalg.depthwise_conv_2d_nhwc_hwc' op inferred input/output operand #1 has shape's dimension #2 to be 3, but found 4
func.func @channels(%in: memref<1x10x10x3xf32>, %f: memref<3x3x4xf32>, %o: memref<1x8x8x3xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc ins(%in, %f : memref<1x10x10x3xf32>, memref<3x3x4xf32>) outs(%o : memref<1x8x8x3xf32>)
  return
}

// Convolution and pooling named ops read and print as in mlir-opt 22: the
// short form keeps `strides` / `dilations` as written (tensor or vector
// elements), and the verifier memoizes the maps (printed in the generic
// form), built from the strides and dilations: `out * stride + window *
// dilation` per spatial dimension. Pooling bodies reduce `out` with the
// cast input; the window operand only gives the window's shape.
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s -mlir-print-op-generic | affine-opt | FileCheck %s

// CHECK-LABEL: func.func @conv
// CHECK: linalg.conv_1d ins(%arg0, %arg1 : memref<10xf32>, memref<3xf32>) outs(%arg2 : memref<8xf32>)
// CHECK: linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg3, %arg4 : memref<1x10x10x3xf32>, memref<3x3x3x8xf32>) outs(%arg5 : memref<1x4x3x8xf32>)
// CHECK: linalg.conv_2d_nchw_fchw {foo, strides = dense<1> : vector<2xi64>} ins(%arg6, %arg7 : memref<1x3x10x10xi8>, memref<8x3x3x3xi8>) outs(%arg8 : memref<1x8x8x8xi32>){{$}}
// CHECK: linalg.depthwise_conv_2d_nhwc_hwc ins(
// CHECK: linalg.pooling_nhwc_max ins(
// CHECK: linalg.pooling_nhwc_sum ins(

// GENERIC-DAG: #[[$C1:.*]] = affine_map<(d0, d1) -> (d0 + d1)>
// GENERIC-DAG: #[[$NHWC:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5 * 2, d6)>
// GENERIC-DAG: #[[$NCHW:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
// GENERIC-DAG: #[[$POOL:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// GENERIC-LABEL: sym_name = "conv"
// GENERIC: "linalg.conv_1d"
// GENERIC: "arith.mulf"
// GENERIC: {linalg.memoized_indexing_maps = [#[[$C1]],
// GENERIC: "linalg.conv_2d_nhwc_hwcf"(%{{.*}}) <{dilations = dense<[1, 2]> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}>
// GENERIC: {linalg.memoized_indexing_maps = [#[[$NHWC]],
// GENERIC: "arith.extsi"(%{{.*}}) : (i8) -> i32
// GENERIC: "arith.extsi"(%{{.*}}) : (i8) -> i32
// GENERIC: "arith.muli"
// GENERIC: "arith.addi"
// GENERIC: {foo, linalg.memoized_indexing_maps = [#[[$NCHW]],
// GENERIC: "linalg.pooling_nhwc_max"
// GENERIC-NEXT: ^bb0(%[[IN:.*]]: i8, %{{.*}}: i8, %[[OUT:.*]]: i32):
// GENERIC-NEXT: %[[X:.*]] = "arith.extsi"(%[[IN]]) : (i8) -> i32
// GENERIC-NEXT: "arith.maxsi"(%[[OUT]], %[[X]]) : (i32, i32) -> i32
// GENERIC: "linalg.pooling_nhwc_sum"
// GENERIC-NEXT: ^bb0(%[[IN2:.*]]: f32, %{{.*}}: f32, %[[OUT2:.*]]: f32):
// GENERIC-NEXT: "arith.addf"(%[[OUT2]], %[[IN2]])
// GENERIC: {linalg.memoized_indexing_maps = [#{{.*}}, #[[$POOL]], #{{.*}}]}
func.func @conv(%i1: memref<10xf32>, %f1: memref<3xf32>, %o1: memref<8xf32>,
                %in: memref<1x10x10x3xf32>, %fh: memref<3x3x3x8xf32>, %on: memref<1x4x3x8xf32>,
                %inc: memref<1x3x10x10xi8>, %fc: memref<8x3x3x3xi8>, %oc: memref<1x8x8x8xi32>,
                %dw: memref<3x3x3xf32>, %odw: memref<1x8x8x3xf32>, %win: memref<3x3xf32>,
                %pi: memref<1x10x10x3xi8>, %pw: memref<3x3xi8>, %po: memref<1x8x8x3xi32>) {
  linalg.conv_1d ins(%i1, %f1 : memref<10xf32>, memref<3xf32>) outs(%o1 : memref<8xf32>)
  linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>, dilations = dense<[1, 2]> : tensor<2xi64>}
    ins(%in, %fh : memref<1x10x10x3xf32>, memref<3x3x3x8xf32>) outs(%on : memref<1x4x3x8xf32>)
  linalg.conv_2d_nchw_fchw {strides = dense<1> : vector<2xi64>} ins(%inc, %fc : memref<1x3x10x10xi8>, memref<8x3x3x3xi8>)
    outs(%oc : memref<1x8x8x8xi32>) {foo}
  linalg.depthwise_conv_2d_nhwc_hwc ins(%in, %dw : memref<1x10x10x3xf32>, memref<3x3x3xf32>) outs(%odw : memref<1x8x8x3xf32>)
  linalg.pooling_nhwc_max ins(%pi, %pw : memref<1x10x10x3xi8>, memref<3x3xi8>) outs(%po : memref<1x8x8x3xi32>)
  linalg.pooling_nhwc_sum ins(%in, %win : memref<1x10x10x3xf32>, memref<3x3xf32>) outs(%odw : memref<1x8x8x3xf32>)
  return
}

// CHECK-LABEL: func.func @more
// CHECK: linalg.conv_2d ins(
// CHECK: linalg.conv_3d ins(
// CHECK: linalg.conv_1d_nwc_wcf ins(
// CHECK: linalg.conv_2d_nhwc_fhwc ins(
// CHECK: linalg.depthwise_conv_1d_nwc_wc ins(
// CHECK: linalg.pooling_nchw_sum ins(
// CHECK: linalg.pooling_nchw_max ins(
// CHECK: linalg.pooling_nhwc_min ins(
// CHECK: linalg.pooling_nhwc_max_unsigned ins(
// CHECK: linalg.pooling_nhwc_min_unsigned ins(
// GENERIC-LABEL: sym_name = "more"
// GENERIC: "linalg.pooling_nchw_max"
// GENERIC: "arith.maxsi"
// GENERIC: "linalg.pooling_nhwc_min"
// GENERIC: "arith.minimumf"
// GENERIC: "linalg.pooling_nhwc_max_unsigned"
// GENERIC: "arith.extui"
// GENERIC-NEXT: "arith.maxui"
// GENERIC: "linalg.pooling_nhwc_min_unsigned"
// GENERIC: "arith.minui"
func.func @more(%i2: memref<10x10xf32>, %f2: memref<3x3xf32>, %o2: memref<8x8xf32>,
  %a3: memref<10x10x10xf32>, %f3: memref<3x3x3xf32>, %o3: memref<8x8x8xf32>,
  %a1: memref<1x10x3xf32>, %wcf: memref<3x3x8xf32>, %o1: memref<1x8x8xf32>,
  %a2: memref<1x10x10x3xf32>, %fhwc: memref<8x3x3x3xf32>, %o4: memref<1x8x8x8xf32>,
  %dwf: memref<3x3xf32>, %dwo: memref<1x8x3xf32>,
  %pc: memref<1x3x10x10xi32>, %pw: memref<3x3xi32>, %po: memref<1x3x8x8xi32>,
  %pf: memref<1x8x8x3xf32>, %pu: memref<1x10x10x3xi8>, %pw8: memref<3x3xi8>, %puo: memref<1x8x8x3xi32>) {
  linalg.conv_2d ins(%i2, %f2 : memref<10x10xf32>, memref<3x3xf32>) outs(%o2 : memref<8x8xf32>)
  linalg.conv_3d ins(%a3, %f3 : memref<10x10x10xf32>, memref<3x3x3xf32>) outs(%o3 : memref<8x8x8xf32>)
  linalg.conv_1d_nwc_wcf ins(%a1, %wcf : memref<1x10x3xf32>, memref<3x3x8xf32>) outs(%o1 : memref<1x8x8xf32>)
  linalg.conv_2d_nhwc_fhwc ins(%a2, %fhwc : memref<1x10x10x3xf32>, memref<8x3x3x3xf32>) outs(%o4 : memref<1x8x8x8xf32>)
  linalg.depthwise_conv_1d_nwc_wc ins(%a1, %dwf : memref<1x10x3xf32>, memref<3x3xf32>) outs(%dwo : memref<1x8x3xf32>)
  linalg.pooling_nchw_sum ins(%pc, %pw : memref<1x3x10x10xi32>, memref<3x3xi32>) outs(%po : memref<1x3x8x8xi32>)
  linalg.pooling_nchw_max ins(%pc, %pw : memref<1x3x10x10xi32>, memref<3x3xi32>) outs(%po : memref<1x3x8x8xi32>)
  linalg.pooling_nhwc_min ins(%a2, %dwf : memref<1x10x10x3xf32>, memref<3x3xf32>) outs(%pf : memref<1x8x8x3xf32>)
  linalg.pooling_nhwc_max_unsigned ins(%pu, %pw8 : memref<1x10x10x3xi8>, memref<3x3xi8>) outs(%puo : memref<1x8x8x3xi32>)
  linalg.pooling_nhwc_min_unsigned ins(%pu, %pw8 : memref<1x10x10x3xi8>, memref<3x3xi8>) outs(%puo : memref<1x8x8x3xi32>)
  return
}

// Named ops of mlir-opt 22 with fixed maps (batch_matvec, batch_vecmat,
// mmt4d, batch_mmt4d) and more convolution / pooling layouts
// (conv_1d_ncw_fcw, conv_3d_ndhwc_dhwcf, conv_3d_ncdhw_fcdhw,
// depthwise_conv_{1d_ncw_cw,2d_nchw_chw,3d_ndhwc_dhwc}, pooling_ndhwc_*):
// printed as mlir-opt 22 prints them, their maps memoized in the generic
// form, and lowered by -convert-linalg-to-affine-loops the same way.
// RUN: affine-opt %s | FileCheck %s --check-prefix=PRINT
// RUN: %mlir_opt %s | FileCheck %s --check-prefix=PRINT
// RUN: affine-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s -convert-linalg-to-affine-loops | FileCheck %s
// RUN: %mlir_opt %s -convert-linalg-to-affine-loops | FileCheck %s
// RUN: affine-opt %s -convert-linalg-to-affine-loops --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// SEM: @contractions: same results on 3 of 3 random inputs
// SEM: @windows: same results on 3 of 3 random inputs

// PRINT-LABEL: func.func @contractions
// PRINT-NEXT: linalg.batch_matvec ins(%arg0, %arg1 : memref<2x3x4xf32>, memref<2x4xf32>) outs(%arg2 : memref<2x3xf32>)
// PRINT-NEXT: linalg.batch_vecmat ins(%arg1, %arg3 : memref<2x4xf32>, memref<2x4x3xi8>) outs(%arg2 : memref<2x3xf32>)
// PRINT-NEXT: linalg.mmt4d ins(%arg4, %arg5 : memref<2x3x2x2xi32>, memref<2x3x2x2xi32>) outs(%arg6 : memref<2x2x2x2xi32>)
// GENERIC-DAG: #[[BMV_A:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// GENERIC-DAG: #[[BMV_B:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// GENERIC-DAG: #[[BMV_C:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// GENERIC-DAG: #[[BVM_B:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
// GENERIC-DAG: #[[M4_A:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
// GENERIC-DAG: #[[M4_B:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
// GENERIC-DAG: #[[M4_C:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
// GENERIC-DAG: #[[NCW_IN:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2 * 2 + d4)>
// GENERIC-DAG: #[[DW_IN:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 + d4, d2 + d5 * 2)>
// GENERIC-DAG: #[[DW_OUT:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>
// GENERIC: "linalg.batch_matvec"
// GENERIC: {linalg.memoized_indexing_maps = [#[[BMV_A]], #[[BMV_B]], #[[BMV_C]]]}
// GENERIC: "linalg.batch_vecmat"
// GENERIC: "arith.sitofp"(%{{.*}}) : (i8) -> f32
// GENERIC: {linalg.memoized_indexing_maps = [#[[BMV_B]], #[[BVM_B]], #[[BMV_C]]]}
// GENERIC: "linalg.mmt4d"
// GENERIC: {linalg.memoized_indexing_maps = [#[[M4_A]], #[[M4_B]], #[[M4_C]]]}
// CHECK-LABEL: func.func @contractions
// CHECK: affine.for %[[B:.*]] = 0 to 2 {
// CHECK-NEXT: affine.for %[[M:.*]] = 0 to 3 {
// CHECK-NEXT: affine.for %[[K:.*]] = 0 to 4 {
// CHECK-NEXT: affine.load %arg0[%[[B]], %[[M]], %[[K]]] : memref<2x3x4xf32>
// CHECK-NEXT: affine.load %arg1[%[[B]], %[[K]]] : memref<2x4xf32>
// CHECK-NEXT: affine.load %arg2[%[[B]], %[[M]]] : memref<2x3xf32>
func.func @contractions(%a: memref<2x3x4xf32>, %b: memref<2x4xf32>, %c: memref<2x3xf32>, %d: memref<2x4x3xi8>,
                        %e: memref<2x3x2x2xi32>, %f: memref<2x3x2x2xi32>, %g: memref<2x2x2x2xi32>) {
  linalg.batch_matvec ins(%a, %b : memref<2x3x4xf32>, memref<2x4xf32>) outs(%c : memref<2x3xf32>)
  linalg.batch_vecmat ins(%b, %d : memref<2x4xf32>, memref<2x4x3xi8>) outs(%c : memref<2x3xf32>)
  linalg.mmt4d ins(%e, %f : memref<2x3x2x2xi32>, memref<2x3x2x2xi32>) outs(%g : memref<2x2x2x2xi32>)
  return
}

// PRINT-LABEL: func.func @windows
// PRINT-NEXT: linalg.conv_1d_ncw_fcw {strides = dense<2> : tensor<1xi64>} ins
// PRINT-NEXT: linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 2]> : tensor<2xi64>} ins
// PRINT-NEXT: linalg.pooling_ndhwc_max ins
// GENERIC: "linalg.conv_1d_ncw_fcw"
// GENERIC: {linalg.memoized_indexing_maps = [#[[NCW_IN]],
// GENERIC: "linalg.depthwise_conv_2d_nchw_chw"
// GENERIC: {linalg.memoized_indexing_maps = [#[[DW_IN]], #{{map[0-9]*}}, #[[DW_OUT]]]}
// GENERIC: "linalg.pooling_ndhwc_max"
// GENERIC: "arith.maximumf"
// CHECK-LABEL: func.func @windows
// CHECK-COUNT-5: affine.for
// CHECK: affine.apply
// CHECK: affine.store %{{.*}}, %arg2[%{{.*}}, %{{.*}}, %{{.*}}] : memref<1x3x3xf32>
func.func @windows(%i1: memref<1x2x7xf32>, %f1: memref<3x2x2xf32>, %o1: memref<1x3x3xf32>,
                   %di: memref<1x2x5x6xf32>, %dw: memref<2x2x2xf32>, %do: memref<1x2x4x4xf32>,
                   %pi: memref<1x3x3x3x2xf32>, %pw: memref<2x2x2xf32>, %po: memref<1x2x2x2x2xf32>) {
  linalg.conv_1d_ncw_fcw {strides = dense<2> : tensor<1xi64>} ins(%i1, %f1 : memref<1x2x7xf32>, memref<3x2x2xf32>) outs(%o1 : memref<1x3x3xf32>)
  linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 2]> : tensor<2xi64>} ins(%di, %dw : memref<1x2x5x6xf32>, memref<2x2x2xf32>) outs(%do : memref<1x2x4x4xf32>)
  linalg.pooling_ndhwc_max ins(%pi, %pw : memref<1x3x3x3x2xf32>, memref<2x2x2xf32>) outs(%po : memref<1x2x2x2x2xf32>)
  return
}

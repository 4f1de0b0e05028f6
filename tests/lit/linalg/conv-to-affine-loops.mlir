// Convolutions and pooling lower through -convert-linalg-to-affine-loops as
// in mlir-opt 22: one loop per dimension of the op's iteration space (the
// named op's order), the input read at `out * stride + window * dilation`
// (one canonicalized affine.apply per strided result), the cast input and
// filter multiplied and accumulated; pooling reduces with the cast input
// and never reads its window operand (the unused load is dropped).
// RUN: affine-opt %s -convert-linalg-to-affine-loops | FileCheck %s
// RUN: %mlir_opt %s -convert-linalg-to-affine-loops | FileCheck %s
// RUN: affine-opt %s -convert-linalg-to-affine-loops --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// SEM: @conv_strided: same results on 3 of 3 random inputs
// SEM: @conv_nchw_i8: same results on 3 of 3 random inputs
// SEM: @depthwise_dynamic: same results on 3 of 3 random inputs
// SEM: @pool_max_i8: same results on 3 of 3 random inputs
// SEM: @pool_nchw_sum: same results on 3 of 3 random inputs
// SEM: @pool_min_unsigned: same results on 3 of 3 random inputs
// SEM: @pool_ncw_max: same results on 3 of 3 random inputs

// CHECK-DAG: #[[$M0:.*]] = affine_map<(d0, d1) -> (d0 * 2 + d1)>
// CHECK-DAG: #[[$M1:.*]] = affine_map<(d0, d1) -> (d0 * 2 + d1 * 2)>
// CHECK-DAG: #[[$M2:.*]] = affine_map<(d0, d1) -> (d0 + d1)>

// CHECK-LABEL: func.func @conv_strided
// CHECK-NEXT: affine.for %arg3 = 0 to 1 {
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: affine.for %arg5 = 0 to 3 {
// CHECK-NEXT: affine.for %arg6 = 0 to 8 {
// CHECK-NEXT: affine.for %arg7 = 0 to 3 {
// CHECK-NEXT: affine.for %arg8 = 0 to 3 {
// CHECK-NEXT: affine.for %arg9 = 0 to 3 {
// CHECK-NEXT: %0 = affine.apply #[[$M0]](%arg4, %arg7)
// CHECK-NEXT: %1 = affine.apply #[[$M1]](%arg5, %arg8)
// CHECK-NEXT: %2 = affine.load %arg0[%arg3, %0, %1, %arg9] : memref<1x10x10x3xf32>
// CHECK-NEXT: %3 = affine.load %arg1[%arg7, %arg8, %arg9, %arg6] : memref<3x3x3x8xf32>
// CHECK-NEXT: %4 = affine.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x4x3x8xf32>
// CHECK-NEXT: %5 = arith.mulf %2, %3 : f32
// CHECK-NEXT: %6 = arith.addf %4, %5 : f32
// CHECK-NEXT: affine.store %6, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x4x3x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @conv_strided(%in: memref<1x10x10x3xf32>, %fh: memref<3x3x3x8xf32>, %on: memref<1x4x3x8xf32>) {
  linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>, dilations = dense<[1, 2]> : tensor<2xi64>}
    ins(%in, %fh : memref<1x10x10x3xf32>, memref<3x3x3x8xf32>) outs(%on : memref<1x4x3x8xf32>)
  return
}

// CHECK-LABEL: func.func @conv_nchw_i8
// CHECK-NEXT: affine.for %arg3 = 0 to 1 {
// CHECK-NEXT: affine.for %arg4 = 0 to 8 {
// CHECK-NEXT: affine.for %arg5 = 0 to 8 {
// CHECK-NEXT: affine.for %arg6 = 0 to 8 {
// CHECK-NEXT: affine.for %arg7 = 0 to 3 {
// CHECK-NEXT: affine.for %arg8 = 0 to 3 {
// CHECK-NEXT: affine.for %arg9 = 0 to 3 {
// CHECK-NEXT: %0 = affine.apply #[[$M2]](%arg5, %arg8)
// CHECK-NEXT: %1 = affine.apply #[[$M2]](%arg6, %arg9)
// CHECK-NEXT: %2 = affine.load %arg0[%arg3, %arg7, %0, %1] : memref<1x3x10x10xi8>
// CHECK-NEXT: %3 = affine.load %arg1[%arg4, %arg7, %arg8, %arg9] : memref<8x3x3x3xi8>
// CHECK-NEXT: %4 = affine.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x8x8x8xi32>
// CHECK-NEXT: %5 = arith.extsi %2 : i8 to i32
// CHECK-NEXT: %6 = arith.extsi %3 : i8 to i32
// CHECK-NEXT: %7 = arith.muli %5, %6 : i32
// CHECK-NEXT: %8 = arith.addi %4, %7 : i32
// CHECK-NEXT: affine.store %8, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x8x8x8xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @conv_nchw_i8(%inc: memref<1x3x10x10xi8>, %fc: memref<8x3x3x3xi8>, %oc: memref<1x8x8x8xi32>) {
  linalg.conv_2d_nchw_fchw ins(%inc, %fc : memref<1x3x10x10xi8>, memref<8x3x3x3xi8>) outs(%oc : memref<1x8x8x8xi32>)
  return
}

// CHECK-LABEL: func.func @depthwise_dynamic
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x10x10x?xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c3 : memref<?x10x10x?xf32>
// CHECK-NEXT: affine.for %arg3 = 0 to %dim {
// CHECK-NEXT: affine.for %arg4 = 0 to 8 {
// CHECK-NEXT: affine.for %arg5 = 0 to 8 {
// CHECK-NEXT: affine.for %arg6 = 0 to %dim_0 {
// CHECK-NEXT: affine.for %arg7 = 0 to 3 {
// CHECK-NEXT: affine.for %arg8 = 0 to 3 {
// CHECK-NEXT: %0 = affine.apply #[[$M2]](%arg4, %arg7)
// CHECK-NEXT: %1 = affine.apply #[[$M2]](%arg5, %arg8)
// CHECK-NEXT: %2 = affine.load %arg0[%arg3, %0, %1, %arg6] : memref<?x10x10x?xf32>
// CHECK-NEXT: %3 = affine.load %arg1[%arg7, %arg8, %arg6] : memref<3x3x?xf32>
// CHECK-NEXT: %4 = affine.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x8x8x?xf32>
// CHECK-NEXT: %5 = arith.mulf %2, %3 : f32
// CHECK-NEXT: %6 = arith.addf %4, %5 : f32
// CHECK-NEXT: affine.store %6, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x8x8x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @depthwise_dynamic(%in: memref<?x10x10x?xf32>, %dw: memref<3x3x?xf32>, %o: memref<?x8x8x?xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc ins(%in, %dw : memref<?x10x10x?xf32>, memref<3x3x?xf32>) outs(%o : memref<?x8x8x?xf32>)
  return
}

// CHECK-LABEL: func.func @pool_max_i8
// CHECK-NEXT: affine.for %arg3 = 0 to 1 {
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: affine.for %arg5 = 0 to 4 {
// CHECK-NEXT: affine.for %arg6 = 0 to 3 {
// CHECK-NEXT: affine.for %arg7 = 0 to 3 {
// CHECK-NEXT: affine.for %arg8 = 0 to 3 {
// CHECK-NEXT: %0 = affine.apply #[[$M0]](%arg4, %arg7)
// CHECK-NEXT: %1 = affine.apply #[[$M0]](%arg5, %arg8)
// CHECK-NEXT: %2 = affine.load %arg0[%arg3, %0, %1, %arg6] : memref<1x10x10x3xi8>
// CHECK-NEXT: %3 = affine.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x4x4x3xi32>
// CHECK-NEXT: %4 = arith.extsi %2 : i8 to i32
// CHECK-NEXT: %5 = arith.maxsi %3, %4 : i32
// CHECK-NEXT: affine.store %5, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x4x4x3xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @pool_max_i8(%pi: memref<1x10x10x3xi8>, %pw: memref<3x3xi8>, %po: memref<1x4x4x3xi32>) {
  linalg.pooling_nhwc_max {strides = dense<2> : vector<2xi64>} ins(%pi, %pw : memref<1x10x10x3xi8>, memref<3x3xi8>) outs(%po : memref<1x4x4x3xi32>)
  return
}

// CHECK-LABEL: func.func @pool_nchw_sum
// CHECK-NEXT: affine.for %arg3 = 0 to 1 {
// CHECK-NEXT: affine.for %arg4 = 0 to 3 {
// CHECK-NEXT: affine.for %arg5 = 0 to 8 {
// CHECK-NEXT: affine.for %arg6 = 0 to 8 {
// CHECK-NEXT: affine.for %arg7 = 0 to 3 {
// CHECK-NEXT: affine.for %arg8 = 0 to 3 {
// CHECK-NEXT: %0 = affine.apply #[[$M2]](%arg5, %arg7)
// CHECK-NEXT: %1 = affine.apply #[[$M2]](%arg6, %arg8)
// CHECK-NEXT: %2 = affine.load %arg0[%arg3, %arg4, %0, %1] : memref<1x3x10x10xf32>
// CHECK-NEXT: %3 = affine.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x3x8x8xf32>
// CHECK-NEXT: %4 = arith.addf %3, %2 : f32
// CHECK-NEXT: affine.store %4, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x3x8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @pool_nchw_sum(%pc: memref<1x3x10x10xf32>, %pw: memref<3x3xf32>, %po: memref<1x3x8x8xf32>) {
  linalg.pooling_nchw_sum ins(%pc, %pw : memref<1x3x10x10xf32>, memref<3x3xf32>) outs(%po : memref<1x3x8x8xf32>)
  return
}

// CHECK-LABEL: func.func @pool_min_unsigned
// CHECK-NEXT: affine.for %arg3 = 0 to 1 {
// CHECK-NEXT: affine.for %arg4 = 0 to 3 {
// CHECK-NEXT: affine.for %arg5 = 0 to 3 {
// CHECK-NEXT: affine.for %arg6 = 0 to 3 {
// CHECK-NEXT: %0 = affine.apply #[[$M1]](%arg4, %arg6)
// CHECK-NEXT: %1 = affine.load %arg0[%arg3, %0, %arg5] : memref<1x10x3xi8>
// CHECK-NEXT: %2 = affine.load %arg2[%arg3, %arg4, %arg5] : memref<1x3x3xi8>
// CHECK-NEXT: %3 = arith.minui %2, %1 : i8
// CHECK-NEXT: affine.store %3, %arg2[%arg3, %arg4, %arg5] : memref<1x3x3xi8>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @pool_min_unsigned(%pi: memref<1x10x3xi8>, %pw: memref<3xi8>, %po: memref<1x3x3xi8>) {
  linalg.pooling_nwc_min_unsigned {strides = dense<2> : tensor<1xi64>, dilations = dense<2> : tensor<1xi64>} ins(%pi, %pw : memref<1x10x3xi8>, memref<3xi8>) outs(%po : memref<1x3x3xi8>)
  return
}

// CHECK-LABEL: func.func @pool_ncw_max
// CHECK-NEXT: affine.for %arg3 = 0 to 1 {
// CHECK-NEXT: affine.for %arg4 = 0 to 3 {
// CHECK-NEXT: affine.for %arg5 = 0 to 8 {
// CHECK-NEXT: affine.for %arg6 = 0 to 3 {
// CHECK-NEXT: %0 = affine.apply #[[$M2]](%arg5, %arg6)
// CHECK-NEXT: %1 = affine.load %arg0[%arg3, %arg4, %0] : memref<1x3x10xf32>
// CHECK-NEXT: %2 = affine.load %arg2[%arg3, %arg4, %arg5] : memref<1x3x8xf32>
// CHECK-NEXT: %3 = arith.maximumf %2, %1 : f32
// CHECK-NEXT: affine.store %3, %arg2[%arg3, %arg4, %arg5] : memref<1x3x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @pool_ncw_max(%pi: memref<1x3x10xf32>, %pw: memref<3xf32>, %po: memref<1x3x8xf32>) {
  linalg.pooling_ncw_max ins(%pi, %pw : memref<1x3x10xf32>, memref<3xf32>) outs(%po : memref<1x3x8xf32>)
  return
}

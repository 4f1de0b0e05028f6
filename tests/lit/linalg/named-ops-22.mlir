// The named ops of mlir-opt 22 added in session 29: reciprocal, square,
// powf, select, div_unsigned, the quantized contractions and
// convolutions (zero points as scalar inputs with `()` maps), the grouped
// convolutions, the depthwise convolutions with a channel multiplier,
// linalg.contract (user maps, required) and linalg.elementwise (its kind
// attribute, identity maps unless given): printed as mlir-opt 22 prints
// them, with the regions its builders make, and lowered alike (the
// semantic check skips inputs where div_unsigned divides by zero).
// RUN: affine-opt %s | FileCheck %s --check-prefix=PRINT
// RUN: %mlir_opt %s | FileCheck %s --check-prefix=PRINT
// RUN: affine-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s -convert-linalg-to-affine-loops | FileCheck %s
// RUN: %mlir_opt %s -convert-linalg-to-affine-loops | FileCheck %s
// RUN: affine-opt %s -convert-linalg-to-affine-loops --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// SEM: @unary_binary: same results on {{[1-3]}} of 3 random inputs
// SEM: @quantized: same results on 3 of 3 random inputs
// SEM: @grouped: same results on 3 of 3 random inputs
// SEM: @depthwise: same results on 3 of 3 random inputs
// SEM: @contract_elementwise: same results on 3 of 3 random inputs

// PRINT-LABEL: func.func @unary_binary
// PRINT: linalg.reciprocal ins(%arg0 : memref<3x4xf32>) outs(%arg3 : memref<3x4xf32>)
// PRINT-NEXT: linalg.square ins(%arg0 : memref<3x4xf32>) outs(%arg3 : memref<3x4xf32>)
// PRINT-NEXT: linalg.powf ins(%arg0, %arg1 : memref<3x4xf32>, memref<3x4xf32>) outs(%arg3 : memref<3x4xf32>)
// PRINT-NEXT: linalg.select ins(%arg2, %arg0, %arg1 : memref<3x4xi1>, memref<3x4xf32>, memref<3x4xf32>) outs(%arg3 : memref<3x4xf32>)
// PRINT-NEXT: linalg.div_unsigned ins(%arg4, %arg5 : memref<3x4xi32>, memref<3x4xi32>) outs(%arg4 : memref<3x4xi32>)
// GENERIC-LABEL: sym_name = "unary_binary"
// GENERIC: "linalg.reciprocal"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: %{{.*}} = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC: %{{.*}} = "arith.divf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.square"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: %{{.*}} = "arith.mulf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.powf"(%{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{.*}} = "math.powf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.select"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 3, 1>}> ({
// GENERIC: %{{.*}} = "arith.select"(%{{.*}}, %{{.*}}, %{{.*}}) : (i1, f32, f32) -> f32
// GENERIC: "linalg.div_unsigned"(%{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{.*}} = "arith.divui"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// CHECK-LABEL: func.func @unary_binary
// CHECK: %cst = arith.constant 1.000000e+00 : f32
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x4xf32>
// CHECK: %{{.*}} = arith.divf %cst, %{{.*}} : f32
// CHECK: affine.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x4xf32>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x4xf32>
// CHECK: %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK: affine.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x4xf32>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x4xf32>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x4xf32>
// CHECK: %{{.*}} = math.powf %{{.*}}, %{{.*}} : f32
// CHECK: affine.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x4xf32>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x4xi1>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x4xf32>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x4xf32>
// CHECK: %{{.*}} = arith.select %{{.*}}, %{{.*}}, %{{.*}} : f32
// CHECK: affine.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x4xf32>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x4xi32>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x4xi32>
// CHECK: %{{.*}} = arith.divui %{{.*}}, %{{.*}} : i32
// CHECK: affine.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x4xi32>
func.func @unary_binary(%a: memref<3x4xf32>, %b: memref<3x4xf32>, %c: memref<3x4xi1>, %o: memref<3x4xf32>, %i: memref<3x4xi32>, %j: memref<3x4xi32>) {
  linalg.reciprocal ins(%a : memref<3x4xf32>) outs(%o : memref<3x4xf32>)
  linalg.square ins(%a : memref<3x4xf32>) outs(%o : memref<3x4xf32>)
  linalg.powf ins(%a, %b : memref<3x4xf32>, memref<3x4xf32>) outs(%o : memref<3x4xf32>)
  linalg.select ins(%c, %a, %b : memref<3x4xi1>, memref<3x4xf32>, memref<3x4xf32>) outs(%o : memref<3x4xf32>)
  linalg.div_unsigned ins(%i, %j : memref<3x4xi32>, memref<3x4xi32>) outs(%i : memref<3x4xi32>)
  return
}

// PRINT-LABEL: func.func @quantized
// PRINT: linalg.quantized_matmul ins(%arg0, %arg1, %arg2, %arg3 : memref<3x5xi8>, memref<5x4xi8>, i32, i32) outs(%arg4 : memref<3x4xi32>)
// PRINT-NEXT: linalg.quantized_batch_matmul ins(%arg5, %arg6, %arg2, %arg3 : memref<2x3x5xi8>, memref<2x5x4xi8>, i32, i32) outs(%arg7 : memref<2x3x4xi32>)
// PRINT-NEXT: linalg.conv_2d_nhwc_hwcf_q ins(%arg8, %arg9, %arg2, %arg3 : memref<1x5x5x2xi8>, memref<2x2x2x3xi8>, i32, i32) outs(%arg10 : memref<1x4x4x3xi32>)
// GENERIC-LABEL: sym_name = "quantized"
// GENERIC: "linalg.quantized_matmul"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// GENERIC: %{{.*}} = "arith.extsi"(%{{.*}}) : (i8) -> i32
// GENERIC: %{{.*}} = "arith.subi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %{{.*}} = "arith.extsi"(%{{.*}}) : (i8) -> i32
// GENERIC: %{{.*}} = "arith.subi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %{{.*}} = "arith.muli"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %{{.*}} = "arith.addi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: }) {linalg.memoized_indexing_maps = [#{{map[0-9]*}}, #{{map[0-9]*}}, #{{map[0-9]*}}, #{{map[0-9]*}}, #{{map[0-9]*}}]} : (memref<3x5xi8>, memref<5x4xi8>, i32, i32, memref<3x4xi32>) -> ()
// GENERIC: "linalg.quantized_batch_matmul"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// GENERIC: %{{.*}} = "arith.extsi"(%{{.*}}) : (i8) -> i32
// GENERIC: %{{.*}} = "arith.subi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %{{.*}} = "arith.extsi"(%{{.*}}) : (i8) -> i32
// GENERIC: %{{.*}} = "arith.subi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %{{.*}} = "arith.muli"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %{{.*}} = "arith.addi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: }) {linalg.memoized_indexing_maps = [#{{map[0-9]*}}, #{{map[0-9]*}}, #{{map[0-9]*}}, #{{map[0-9]*}}, #{{map[0-9]*}}]} : (memref<2x3x5xi8>, memref<2x5x4xi8>, i32, i32, memref<2x3x4xi32>) -> ()
// GENERIC: "linalg.conv_2d_nhwc_hwcf_q"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// GENERIC: %{{.*}} = "arith.extsi"(%{{.*}}) : (i8) -> i32
// GENERIC: %{{.*}} = "arith.subi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %{{.*}} = "arith.extsi"(%{{.*}}) : (i8) -> i32
// GENERIC: %{{.*}} = "arith.subi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %{{.*}} = "arith.muli"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %{{.*}} = "arith.addi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: }) {linalg.memoized_indexing_maps = [#{{map[0-9]*}}, #{{map[0-9]*}}, #{{map[0-9]*}}, #{{map[0-9]*}}, #{{map[0-9]*}}]} : (memref<1x5x5x2xi8>, memref<2x2x2x3xi8>, i32, i32, memref<1x4x4x3xi32>) -> ()
// CHECK-LABEL: func.func @quantized
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x5xi8>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<5x4xi8>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x4xi32>
// CHECK: %{{.*}} = arith.extsi %{{.*}} : i8 to i32
// CHECK: %{{.*}} = arith.subi %{{.*}}, %{{.*}} : i32
// CHECK: %{{.*}} = arith.extsi %{{.*}} : i8 to i32
// CHECK: %{{.*}} = arith.subi %{{.*}}, %{{.*}} : i32
// CHECK: %{{.*}} = arith.muli %{{.*}}, %{{.*}} : i32
// CHECK: %{{.*}} = arith.addi %{{.*}}, %{{.*}} : i32
// CHECK: affine.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x4xi32>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}] : memref<2x3x5xi8>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}] : memref<2x5x4xi8>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}] : memref<2x3x4xi32>
// CHECK: %{{.*}} = arith.extsi %{{.*}} : i8 to i32
// CHECK: %{{.*}} = arith.subi %{{.*}}, %{{.*}} : i32
// CHECK: %{{.*}} = arith.extsi %{{.*}} : i8 to i32
// CHECK: %{{.*}} = arith.subi %{{.*}}, %{{.*}} : i32
// CHECK: %{{.*}} = arith.muli %{{.*}}, %{{.*}} : i32
// CHECK: %{{.*}} = arith.addi %{{.*}}, %{{.*}} : i32
// CHECK: affine.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}] : memref<2x3x4xi32>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : memref<1x5x5x2xi8>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : memref<2x2x2x3xi8>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : memref<1x4x4x3xi32>
// CHECK: %{{.*}} = arith.extsi %{{.*}} : i8 to i32
// CHECK: %{{.*}} = arith.subi %{{.*}}, %{{.*}} : i32
// CHECK: %{{.*}} = arith.extsi %{{.*}} : i8 to i32
// CHECK: %{{.*}} = arith.subi %{{.*}}, %{{.*}} : i32
// CHECK: %{{.*}} = arith.muli %{{.*}}, %{{.*}} : i32
// CHECK: %{{.*}} = arith.addi %{{.*}}, %{{.*}} : i32
// CHECK: affine.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : memref<1x4x4x3xi32>
func.func @quantized(%a: memref<3x5xi8>, %b: memref<5x4xi8>, %za: i32, %zb: i32, %c: memref<3x4xi32>, %ba: memref<2x3x5xi8>, %bb: memref<2x5x4xi8>, %bc: memref<2x3x4xi32>, %in: memref<1x5x5x2xi8>, %k: memref<2x2x2x3xi8>, %out: memref<1x4x4x3xi32>) {
  linalg.quantized_matmul ins(%a, %b, %za, %zb : memref<3x5xi8>, memref<5x4xi8>, i32, i32) outs(%c : memref<3x4xi32>)
  linalg.quantized_batch_matmul ins(%ba, %bb, %za, %zb : memref<2x3x5xi8>, memref<2x5x4xi8>, i32, i32) outs(%bc : memref<2x3x4xi32>)
  linalg.conv_2d_nhwc_hwcf_q ins(%in, %k, %za, %zb : memref<1x5x5x2xi8>, memref<2x2x2x3xi8>, i32, i32) outs(%out : memref<1x4x4x3xi32>)
  return
}

// PRINT-LABEL: func.func @grouped
// PRINT: linalg.conv_2d_ngchw_fgchw {strides = dense<[2, 1]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x2x3x5x5xf32>, memref<4x2x3x2x2xf32>) outs(%arg2 : memref<1x2x4x2x4xf32>)
// PRINT-NEXT: linalg.conv_2d_nhwgc_gfhwc ins(%arg3, %arg4 : memref<1x5x5x2x3xf32>, memref<2x4x2x2x3xf32>) outs(%arg5 : memref<1x4x4x2x4xf32>)
// GENERIC-LABEL: sym_name = "grouped"
// GENERIC: "linalg.conv_2d_ngchw_fgchw"(%{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<[2, 1]> : tensor<2xi64>}> ({
// GENERIC: %{{.*}} = "arith.mulf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %{{.*}} = "arith.addf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: }) {linalg.memoized_indexing_maps = [#{{map[0-9]*}}, #{{map[0-9]*}}, #{{map[0-9]*}}]} : (memref<1x2x3x5x5xf32>, memref<4x2x3x2x2xf32>, memref<1x2x4x2x4xf32>) -> ()
// GENERIC: "linalg.conv_2d_nhwgc_gfhwc"(%{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{.*}} = "arith.mulf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %{{.*}} = "arith.addf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: }) {linalg.memoized_indexing_maps = [#{{map[0-9]*}}, #{{map[0-9]*}}, #{{map[0-9]*}}]} : (memref<1x5x5x2x3xf32>, memref<2x4x2x2x3xf32>, memref<1x4x4x2x4xf32>) -> ()
// CHECK-LABEL: func.func @grouped
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : memref<1x2x3x5x5xf32>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : memref<4x2x3x2x2xf32>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : memref<1x2x4x2x4xf32>
// CHECK: %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: affine.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : memref<1x2x4x2x4xf32>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : memref<1x5x5x2x3xf32>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : memref<2x4x2x2x3xf32>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : memref<1x4x4x2x4xf32>
// CHECK: %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: affine.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : memref<1x4x4x2x4xf32>
func.func @grouped(%in: memref<1x2x3x5x5xf32>, %k: memref<4x2x3x2x2xf32>, %out: memref<1x2x4x2x4xf32>, %in2: memref<1x5x5x2x3xf32>, %k2: memref<2x4x2x2x3xf32>, %out2: memref<1x4x4x2x4xf32>) {
  linalg.conv_2d_ngchw_fgchw {strides = dense<[2, 1]> : tensor<2xi64>} ins(%in, %k : memref<1x2x3x5x5xf32>, memref<4x2x3x2x2xf32>) outs(%out : memref<1x2x4x2x4xf32>)
  linalg.conv_2d_nhwgc_gfhwc ins(%in2, %k2 : memref<1x5x5x2x3xf32>, memref<2x4x2x2x3xf32>) outs(%out2 : memref<1x4x4x2x4xf32>)
  return
}

// PRINT-LABEL: func.func @depthwise
// PRINT: linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<1x6x3xf32>, memref<2x3x2xf32>) outs(%arg2 : memref<1x3x3x2xf32>)
// GENERIC-LABEL: sym_name = "depthwise"
// GENERIC: "linalg.depthwise_conv_1d_nwc_wcm"(%{{.*}}, %{{.*}}, %{{.*}}) <{dilations = dense<2> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{.*}} = "arith.mulf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %{{.*}} = "arith.addf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: }) {linalg.memoized_indexing_maps = [#{{map[0-9]*}}, #{{map[0-9]*}}, #{{map[0-9]*}}]} : (memref<1x6x3xf32>, memref<2x3x2xf32>, memref<1x3x3x2xf32>) -> ()
// CHECK-LABEL: func.func @depthwise
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}] : memref<1x6x3xf32>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}] : memref<2x3x2xf32>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : memref<1x3x3x2xf32>
// CHECK: %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: affine.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : memref<1x3x3x2xf32>
func.func @depthwise(%in: memref<1x6x3xf32>, %k: memref<2x3x2xf32>, %out: memref<1x3x3x2xf32>) {
  linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<2> : tensor<1xi64>} ins(%in, %k : memref<1x6x3xf32>, memref<2x3x2xf32>) outs(%out : memref<1x3x3x2xf32>)
  return
}

// PRINT-LABEL: func.func @contract_elementwise
// PRINT: linalg.contract indexing_maps = [#{{map[0-9]*}}, #{{map[0-9]*}}, #{{map[0-9]*}}] ins(%arg0, %arg1 : memref<3x5xf32>, memref<4x5xf32>) outs(%arg2 : memref<3x4xf32>)
// PRINT-NEXT: linalg.contract indexing_maps = [#{{map[0-9]*}}, #{{map[0-9]*}}, #{{map[0-9]*}}] {cast = #linalg.type_fn<cast_unsigned>} ins(%arg4, %arg1 : memref<3x5xi8>, memref<4x5xf32>) outs(%arg2 : memref<3x4xf32>)
// PRINT-NEXT: linalg.elementwise kind=#linalg.elementwise_kind<square> ins(%arg2 : memref<3x4xf32>) outs(%arg2 : memref<3x4xf32>)
// PRINT-NEXT: linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> indexing_maps = [#{{map[0-9]*}}, #{{map[0-9]*}}, #{{map[0-9]*}}] ins(%arg3, %arg5 : memref<4xi32>, memref<3x4xi32>) outs(%arg5 : memref<3x4xi32>)
// GENERIC-LABEL: sym_name = "contract_elementwise"
// GENERIC: "linalg.contract"(%{{.*}}, %{{.*}}, %{{.*}}) <{indexing_maps = [#{{map[0-9]*}}, #{{map[0-9]*}}, #{{map[0-9]*}}], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{.*}} = "arith.mulf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %{{.*}} = "arith.addf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.contract"(%{{.*}}, %{{.*}}, %{{.*}}) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#{{map[0-9]*}}, #{{map[0-9]*}}, #{{map[0-9]*}}], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{.*}} = "arith.uitofp"(%{{.*}}) : (i8) -> f32
// GENERIC: %{{.*}} = "arith.mulf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %{{.*}} = "arith.addf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.elementwise"(%{{.*}}, %{{.*}}) <{indexing_maps = [#{{map[0-9]*}}, #{{map[0-9]*}}], kind = #linalg.elementwise_kind<square>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: %{{.*}} = "arith.mulf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.elementwise"(%{{.*}}, %{{.*}}, %{{.*}}) <{indexing_maps = [#{{map[0-9]*}}, #{{map[0-9]*}}, #{{map[0-9]*}}], kind = #linalg.elementwise_kind<max_unsigned>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{.*}} = "arith.maxui"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// CHECK-LABEL: func.func @contract_elementwise
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x5xf32>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<4x5xf32>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x4xf32>
// CHECK: %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: affine.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x4xf32>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x5xi8>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<4x5xf32>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x4xf32>
// CHECK: %{{.*}} = arith.uitofp %{{.*}} : i8 to f32
// CHECK: %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: affine.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x4xf32>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x4xf32>
// CHECK: %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK: affine.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x4xf32>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}] : memref<4xi32>
// CHECK: %{{.*}} = affine.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x4xi32>
// CHECK: %{{.*}} = arith.maxui %{{.*}}, %{{.*}} : i32
// CHECK: affine.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : memref<3x4xi32>
func.func @contract_elementwise(%a: memref<3x5xf32>, %b: memref<4x5xf32>, %c: memref<3x4xf32>, %r: memref<4xi32>, %i: memref<3x5xi8>, %n: memref<3x4xi32>) {
  linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<3x5xf32>, memref<4x5xf32>) outs(%c : memref<3x4xf32>)
  linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%i, %b : memref<3x5xi8>, memref<4x5xf32>) outs(%c : memref<3x4xf32>) {cast = #linalg.type_fn<cast_unsigned>}
  linalg.elementwise kind=#linalg.elementwise_kind<square> ins(%c : memref<3x4xf32>) outs(%c : memref<3x4xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%r, %n : memref<4xi32>, memref<3x4xi32>) outs(%n : memref<3x4xi32>)
  return
}

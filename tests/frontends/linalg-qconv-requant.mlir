// TFLite / IREE shape (quantized int8 MobileNet block on buffers): a
// zero-point-adjusted conv_2d_nhwc_hwcf_q with dilation 2, a depthwise
// conv_2d_nhwc_hwc with stride 2 on the i32 accumulators, then a
// requantization generic with three inputs (accumulator, per-channel bias
// broadcast along N/H/W, a 0-d scale) rounding, clamping and truncating to i8.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> ()>
module attributes {torch.debug_module_name = "QBlock"} {
  func.func @forward(%arg0: memref<1x13x13x4xi8>, %arg1: memref<3x3x4x8xi8>, %arg2: memref<3x3x8xi32>, %arg3: memref<8xi32>, %arg4: memref<f32>, %arg5: memref<1x4x4x8xi8>) {
    %c0_i32 = arith.constant 0 : i32
    %c3_i32 = arith.constant 3 : i32
    %c-5_i32 = arith.constant -5 : i32
    %cst = arith.constant -1.280000e+02 : f32
    %cst_0 = arith.constant 1.270000e+02 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x9x9x8xi32>
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<1x9x9x8xi32>)
    linalg.conv_2d_nhwc_hwcf_q {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%arg0, %arg1, %c3_i32, %c-5_i32 : memref<1x13x13x4xi8>, memref<3x3x4x8xi8>, i32, i32) outs(%alloc : memref<1x9x9x8xi32>)
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x8xi32>
    linalg.fill ins(%c0_i32 : i32) outs(%alloc_1 : memref<1x4x4x8xi32>)
    linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%alloc, %arg2 : memref<1x9x9x8xi32>, memref<3x3x8xi32>) outs(%alloc_1 : memref<1x4x4x8xi32>)
    linalg.generic {indexing_maps = [#map, #map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_1, %arg3, %arg4 : memref<1x4x4x8xi32>, memref<8xi32>, memref<f32>) outs(%arg5 : memref<1x4x4x8xi8>) {
    ^bb0(%in: i32, %in_2: i32, %in_3: f32, %out: i8):
      %0 = arith.addi %in, %in_2 : i32
      %1 = arith.sitofp %0 : i32 to f32
      %2 = arith.mulf %1, %in_3 : f32
      %3 = math.roundeven %2 : f32
      %4 = arith.maximumf %3, %cst : f32
      %5 = arith.minimumf %4, %cst_0 : f32
      %6 = arith.fptosi %5 : f32 to i8
      linalg.yield %6 : i8
    }
    memref.dealloc %alloc_1 : memref<1x4x4x8xi32>
    memref.dealloc %alloc : memref<1x9x9x8xi32>
    return
  }
}

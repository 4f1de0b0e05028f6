// onnx-mlir shape (Krnl lowered to affine): Gemm with transB = 1, alpha =
// 0.5, beta = 2 and a bias C of shape [N] broadcast over the rows (the
// reduction in a 0-d alloca, alpha and beta applied on store), then a
// Reshape 3x8 -> 2x12 lowered to memref.reinterpret_cast of the result and
// a Transpose of the reshaped view into a fresh buffer.
module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu", "onnx-mlir.symbol-postfix" = "gemm"} {
  func.func @main_graph(%arg0: memref<3x5xf32> {onnx.name = "a"}, %arg1: memref<8x5xf32> {onnx.name = "b"}, %arg2: memref<8xf32> {onnx.name = "c"}) -> (memref<12x2xf32> {onnx.name = "y"}) attributes {llvm.emit_c_interface} {
    %cst = arith.constant 5.000000e-01 : f32
    %cst_0 = arith.constant 2.000000e+00 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 16 : i64} : memref<3x8xf32>
    affine.for %arg3 = 0 to 3 {
      affine.for %arg4 = 0 to 8 {
        %alloca = memref.alloca() : memref<f32>
        affine.store %cst_1, %alloca[] : memref<f32>
        affine.for %arg5 = 0 to 5 {
          %5 = affine.load %arg0[%arg3, %arg5] : memref<3x5xf32>
          %6 = affine.load %arg1[%arg4, %arg5] : memref<8x5xf32>
          %7 = affine.load %alloca[] : memref<f32>
          %8 = arith.mulf %5, %6 : f32
          %9 = arith.addf %7, %8 : f32
          affine.store %9, %alloca[] : memref<f32>
        }
        %0 = affine.load %alloca[] : memref<f32>
        %1 = arith.mulf %cst, %0 : f32
        %2 = affine.load %arg2[%arg4] : memref<8xf32>
        %3 = arith.mulf %cst_0, %2 : f32
        %4 = arith.addf %1, %3 : f32
        affine.store %4, %alloc[%arg3, %arg4] : memref<3x8xf32>
      }
    }
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [2, 12], strides: [12, 1] : memref<3x8xf32> to memref<2x12xf32>
    %alloc_2 = memref.alloc() {alignment = 16 : i64} : memref<12x2xf32>
    affine.for %arg3 = 0 to 2 {
      affine.for %arg4 = 0 to 12 {
        %0 = affine.load %reinterpret_cast[%arg3, %arg4] : memref<2x12xf32>
        affine.store %0, %alloc_2[%arg4, %arg3] : memref<12x2xf32>
      }
    }
    return %alloc_2 : memref<12x2xf32>
  }
}

// onnx-mlir shape (Krnl lowered to affine): Softmax over the last axis of a
// 4x10 input: per row a 0-d alloca maximum (initialized with -inf, updated
// with arith.maxnumf), a 0-d alloca sum of math.exp(x - max) whose
// exponentials are stored to the result buffer first, then a division
// pass over the row, all inside one row loop.
module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu", "onnx-mlir.symbol-postfix" = "softmax"} {
  func.func @main_graph(%arg0: memref<4x10xf32> {onnx.name = "logits"}) -> (memref<4x10xf32> {onnx.name = "probs"}) attributes {llvm.emit_c_interface} {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 16 : i64} : memref<4x10xf32>
    %alloca = memref.alloca() : memref<f32>
    %alloca_1 = memref.alloca() : memref<f32>
    affine.for %arg1 = 0 to 4 {
      affine.store %cst_0, %alloca[] : memref<f32>
      affine.store %cst, %alloca_1[] : memref<f32>
      affine.for %arg2 = 0 to 10 {
        %2 = affine.load %alloca_1[] : memref<f32>
        %3 = affine.load %arg0[%arg1, %arg2] : memref<4x10xf32>
        %4 = arith.maxnumf %2, %3 : f32
        affine.store %4, %alloca_1[] : memref<f32>
      }
      %0 = affine.load %alloca_1[] : memref<f32>
      affine.for %arg2 = 0 to 10 {
        %2 = affine.load %alloca[] : memref<f32>
        %3 = affine.load %arg0[%arg1, %arg2] : memref<4x10xf32>
        %4 = arith.subf %3, %0 : f32
        %5 = math.exp %4 : f32
        %6 = arith.addf %2, %5 : f32
        affine.store %6, %alloca[] : memref<f32>
        affine.store %5, %alloc[%arg1, %arg2] : memref<4x10xf32>
      }
      %1 = affine.load %alloca[] : memref<f32>
      affine.for %arg2 = 0 to 10 {
        %2 = affine.load %alloc[%arg1, %arg2] : memref<4x10xf32>
        %3 = arith.divf %2, %1 : f32
        affine.store %3, %alloc[%arg1, %arg2] : memref<4x10xf32>
      }
    }
    return %alloc : memref<4x10xf32>
  }
}

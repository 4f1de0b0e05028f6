// onnx-mlir shape with a dynamic batch dimension (Krnl lowered to affine):
// memref.dim of the input gives the loop bound and the size of the
// memref.alloc'd results; an Add with a bias broadcast over the rows, then
// a ReduceMean over the rows with keepdims (a 1x4 result) whose divisor is
// the sitofp of the index_cast dimension, and a Sub broadcasting it back.
module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu", "onnx-mlir.symbol-postfix" = "center"} {
  func.func @main_graph(%arg0: memref<?x4xf32> {onnx.name = "x"}, %arg1: memref<4xf32> {onnx.name = "b"}) -> (memref<?x4xf32> {onnx.name = "y"}) attributes {llvm.emit_c_interface} {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %dim = memref.dim %arg0, %c0 : memref<?x4xf32>
    %alloc = memref.alloc(%dim) {alignment = 16 : i64} : memref<?x4xf32>
    affine.for %arg2 = 0 to %dim {
      affine.for %arg3 = 0 to 4 {
        %3 = affine.load %arg0[%arg2, %arg3] : memref<?x4xf32>
        %4 = affine.load %arg1[%arg3] : memref<4xf32>
        %5 = arith.addf %3, %4 : f32
        affine.store %5, %alloc[%arg2, %arg3] : memref<?x4xf32>
      }
    }
    %alloc_0 = memref.alloc() {alignment = 16 : i64} : memref<1x4xf32>
    affine.for %arg2 = 0 to 1 {
      affine.for %arg3 = 0 to 4 {
        affine.store %cst, %alloc_0[%arg2, %arg3] : memref<1x4xf32>
      }
    }
    affine.for %arg2 = 0 to %dim {
      affine.for %arg3 = 0 to 4 {
        %3 = affine.load %alloc[%arg2, %arg3] : memref<?x4xf32>
        %4 = affine.load %alloc_0[0, %arg3] : memref<1x4xf32>
        %5 = arith.addf %4, %3 : f32
        affine.store %5, %alloc_0[0, %arg3] : memref<1x4xf32>
      }
    }
    %0 = arith.index_cast %dim : index to i64
    %1 = arith.sitofp %0 : i64 to f32
    affine.for %arg2 = 0 to 1 {
      affine.for %arg3 = 0 to 4 {
        %3 = affine.load %alloc_0[%arg2, %arg3] : memref<1x4xf32>
        %4 = arith.divf %3, %1 : f32
        affine.store %4, %alloc_0[%arg2, %arg3] : memref<1x4xf32>
      }
    }
    %alloc_1 = memref.alloc(%dim) {alignment = 16 : i64} : memref<?x4xf32>
    affine.for %arg2 = 0 to %dim {
      affine.for %arg3 = 0 to 4 {
        %3 = affine.load %alloc[%arg2, %arg3] : memref<?x4xf32>
        %4 = affine.load %alloc_0[0, %arg3] : memref<1x4xf32>
        %5 = arith.subf %3, %4 : f32
        affine.store %5, %alloc_1[%arg2, %arg3] : memref<?x4xf32>
      }
    }
    memref.dealloc %alloc : memref<?x4xf32>
    memref.dealloc %alloc_0 : memref<1x4xf32>
    return %alloc_1 : memref<?x4xf32>
  }
}

// onnx-mlir shape (Krnl lowered to affine): a padded Conv (pads 1, stride 1)
// whose kernel window loops have max/min bounds clipping it to the image
// (`max(0, -h + 1) to min(3, -h + 11)`), a 0-d memref.alloca accumulator
// reset per output pixel, the bias added on store, a Relu as a separate
// nest reading the aligned memref.alloc result, and the function returning
// the allocated buffer (main_graph with llvm.emit_c_interface).
#map = affine_map<(d0) -> (0, -d0 + 1)>
#map1 = affine_map<(d0) -> (3, -d0 + 11)>
#map2 = affine_map<(d0, d1) -> (d0 + d1 - 1)>
module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu", "onnx-mlir.symbol-postfix" = "conv"} {
  func.func @main_graph(%arg0: memref<1x2x10x10xf32> {onnx.name = "input"}, %arg1: memref<4x2x3x3xf32> {onnx.name = "weight"}, %arg2: memref<4xf32> {onnx.name = "bias"}) -> (memref<1x4x10x10xf32> {onnx.name = "output"}) attributes {llvm.emit_c_interface} {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 16 : i64} : memref<1x4x10x10xf32>
    affine.for %arg3 = 0 to 1 {
      affine.for %arg4 = 0 to 4 {
        affine.for %arg5 = 0 to 10 {
          affine.for %arg6 = 0 to 10 {
            %alloca = memref.alloca() : memref<f32>
            affine.store %cst, %alloca[] : memref<f32>
            affine.for %arg7 = 0 to 2 {
              affine.for %arg8 = max #map(%arg5) to min #map1(%arg5) {
                affine.for %arg9 = max #map(%arg6) to min #map1(%arg6) {
                  %4 = affine.apply #map2(%arg5, %arg8)
                  %5 = affine.apply #map2(%arg6, %arg9)
                  %6 = affine.load %arg0[%arg3, %arg7, %4, %5] : memref<1x2x10x10xf32>
                  %7 = affine.load %arg1[%arg4, %arg7, %arg8, %arg9] : memref<4x2x3x3xf32>
                  %8 = arith.mulf %6, %7 : f32
                  %9 = affine.load %alloca[] : memref<f32>
                  %10 = arith.addf %9, %8 : f32
                  affine.store %10, %alloca[] : memref<f32>
                }
              }
            }
            %0 = affine.load %alloca[] : memref<f32>
            %1 = affine.load %arg2[%arg4] : memref<4xf32>
            %2 = arith.addf %0, %1 : f32
            affine.store %2, %alloc[%arg3, %arg4, %arg5, %arg6] : memref<1x4x10x10xf32>
          }
        }
      }
    }
    %alloc_0 = memref.alloc() {alignment = 16 : i64} : memref<1x4x10x10xf32>
    affine.for %arg3 = 0 to 1 {
      affine.for %arg4 = 0 to 4 {
        affine.for %arg5 = 0 to 10 {
          affine.for %arg6 = 0 to 10 {
            %0 = affine.load %alloc[%arg3, %arg4, %arg5, %arg6] : memref<1x4x10x10xf32>
            %1 = arith.maxnumf %0, %cst : f32
            affine.store %1, %alloc_0[%arg3, %arg4, %arg5, %arg6] : memref<1x4x10x10xf32>
          }
        }
      }
    }
    memref.dealloc %alloc : memref<1x4x10x10xf32>
    return %alloc_0 : memref<1x4x10x10xf32>
  }
}

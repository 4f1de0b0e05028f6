// onnx-mlir shape (Krnl lowered to affine): MaxPool 3x3, stride 2, pads 1
// on a 9x9 image: the window loops run over the input rows directly,
// `max(0, 2 * oh - 1) to min(9, 2 * oh + 2)`; AveragePool with
// count_include_pad = 0, whose divisor is computed from affine.max /
// affine.min ops on the output index (index_cast and sitofp); 0-d
// memref.alloca accumulators; both results returned.
#map = affine_map<(d0) -> (0, d0 * 2 - 1)>
#map1 = affine_map<(d0) -> (9, d0 * 2 + 2)>
module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu", "onnx-mlir.symbol-postfix" = "pool"} {
  func.func @main_graph(%arg0: memref<1x2x9x9xf32> {onnx.name = "x"}) -> (memref<1x2x5x5xf32> {onnx.name = "max"}, memref<1x2x5x5xf32> {onnx.name = "avg"}) attributes {llvm.emit_c_interface} {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 16 : i64} : memref<1x2x5x5xf32>
    affine.for %arg1 = 0 to 1 {
      affine.for %arg2 = 0 to 2 {
        affine.for %arg3 = 0 to 5 {
          affine.for %arg4 = 0 to 5 {
            %alloca = memref.alloca() : memref<f32>
            affine.store %cst, %alloca[] : memref<f32>
            affine.for %arg5 = max #map(%arg3) to min #map1(%arg3) {
              affine.for %arg6 = max #map(%arg4) to min #map1(%arg4) {
                %1 = affine.load %arg0[%arg1, %arg2, %arg5, %arg6] : memref<1x2x9x9xf32>
                %2 = affine.load %alloca[] : memref<f32>
                %3 = arith.maxnumf %2, %1 : f32
                affine.store %3, %alloca[] : memref<f32>
              }
            }
            %0 = affine.load %alloca[] : memref<f32>
            affine.store %0, %alloc[%arg1, %arg2, %arg3, %arg4] : memref<1x2x5x5xf32>
          }
        }
      }
    }
    %alloc_1 = memref.alloc() {alignment = 16 : i64} : memref<1x2x5x5xf32>
    affine.for %arg1 = 0 to 1 {
      affine.for %arg2 = 0 to 2 {
        affine.for %arg3 = 0 to 5 {
          affine.for %arg4 = 0 to 5 {
            %alloca = memref.alloca() : memref<f32>
            affine.store %cst_0, %alloca[] : memref<f32>
            %0 = affine.max #map(%arg3)
            %1 = affine.min #map1(%arg3)
            %2 = affine.max #map(%arg4)
            %3 = affine.min #map1(%arg4)
            affine.for %arg5 = max #map(%arg3) to min #map1(%arg3) {
              affine.for %arg6 = max #map(%arg4) to min #map1(%arg4) {
                %13 = affine.load %arg0[%arg1, %arg2, %arg5, %arg6] : memref<1x2x9x9xf32>
                %14 = affine.load %alloca[] : memref<f32>
                %15 = arith.addf %14, %13 : f32
                affine.store %15, %alloca[] : memref<f32>
              }
            }
            %4 = arith.subi %1, %0 : index
            %5 = arith.subi %3, %2 : index
            %6 = arith.muli %4, %5 : index
            %7 = arith.index_cast %6 : index to i64
            %8 = arith.sitofp %7 : i64 to f32
            %9 = affine.load %alloca[] : memref<f32>
            %10 = arith.divf %9, %8 : f32
            affine.store %10, %alloc_1[%arg1, %arg2, %arg3, %arg4] : memref<1x2x5x5xf32>
          }
        }
      }
    }
    return %alloc, %alloc_1 : memref<1x2x5x5xf32>, memref<1x2x5x5xf32>
  }
}

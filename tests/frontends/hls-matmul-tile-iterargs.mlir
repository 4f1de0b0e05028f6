// ScaleHLS / Vitis shape: a 30x30x30 matmul tiled by 8 with min bounds for
// the ragged last tile, a local accumulator tile partitioned completely,
// initialized under an affine.if on the first k tile, the reduction over
// the k points carried in iter_args, and the tile written back once the
// last k tile is done (a second affine.if).
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 8, 30)>
#set = affine_set<(d0) : (d0 == 0)>
#set1 = affine_set<(d0) : (d0 - 24 == 0)>
module {
  func.func @gemm_tiled(%arg0: memref<30x30xf32>, %arg1: memref<30x30xf32>, %arg2: memref<30x30xf32>) attributes {hls.top_func, hls.func_directive = {pipeline = false, dataflow = false}} {
    %cst = arith.constant 0.000000e+00 : f32
    %alloca = memref.alloca() {hls.array_partition = [true, true]} : memref<8x8xf32, 1>
    affine.for %arg3 = 0 to 30 step 8 {
      affine.for %arg4 = 0 to 30 step 8 {
        affine.for %arg5 = 0 to 30 step 8 {
          affine.for %arg6 = #map(%arg3) to min #map1(%arg3) {
            affine.for %arg7 = #map(%arg4) to min #map1(%arg4) {
              affine.if #set(%arg5) {
                affine.store %cst, %alloca[%arg6 - %arg3, %arg7 - %arg4] : memref<8x8xf32, 1>
              }
              %0 = affine.load %alloca[%arg6 - %arg3, %arg7 - %arg4] : memref<8x8xf32, 1>
              %1 = affine.for %arg8 = #map(%arg5) to min #map1(%arg5) iter_args(%arg9 = %0) -> (f32) {
                %4 = affine.load %arg0[%arg6, %arg8] : memref<30x30xf32>
                %5 = affine.load %arg1[%arg8, %arg7] : memref<30x30xf32>
                %6 = arith.mulf %4, %5 : f32
                %7 = arith.addf %arg9, %6 : f32
                affine.yield %7 : f32
              } {hls.pipeline, hls.ii = 1 : i64}
              affine.store %1, %alloca[%arg6 - %arg3, %arg7 - %arg4] : memref<8x8xf32, 1>
              affine.if #set1(%arg5) {
                %2 = affine.load %alloca[%arg6 - %arg3, %arg7 - %arg4] : memref<8x8xf32, 1>
                affine.store %2, %arg2[%arg6, %arg7] : memref<30x30xf32>
              }
            }
          }
        }
      }
    }
    return
  }
}

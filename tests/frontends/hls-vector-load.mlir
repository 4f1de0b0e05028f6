// ScaleHLS shape after its vectorization of a wide-port dot product and a
// vector scale: affine.vector_load / affine.vector_store of 8 and 4 lanes on
// memrefs in HLS memory spaces, a vector iter_args accumulator reduced by
// vector.reduction, and a guarded tail with affine.if for the last lanes
// (a scalar loop over them).
#map = affine_map<(d0) -> (d0)>
#set = affine_set<(d0) : (-d0 + 95 >= 0)>
module {
  func.func @dot_wide(%arg0: memref<100xf32, 1>, %arg1: memref<100xf32, 1>) -> f32 attributes {hls.top_func} {
    %cst = arith.constant dense<0.000000e+00> : vector<8xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %0 = affine.for %arg2 = 0 to 96 step 8 iter_args(%arg3 = %cst) -> (vector<8xf32>) {
      %4 = affine.vector_load %arg0[%arg2] : memref<100xf32, 1>, vector<8xf32>
      %5 = affine.vector_load %arg1[%arg2] : memref<100xf32, 1>, vector<8xf32>
      %6 = arith.mulf %4, %5 : vector<8xf32>
      %7 = arith.addf %arg3, %6 : vector<8xf32>
      affine.yield %7 : vector<8xf32>
    } {hls.pipeline, hls.ii = 1 : i64}
    %1 = vector.reduction <add>, %0 : vector<8xf32> into f32
    %2 = affine.for %arg2 = 96 to 100 iter_args(%arg3 = %1) -> (f32) {
      %4 = affine.load %arg0[%arg2] : memref<100xf32, 1>
      %5 = affine.load %arg1[%arg2] : memref<100xf32, 1>
      %6 = arith.mulf %4, %5 : f32
      %7 = arith.addf %arg3, %6 : f32
      affine.yield %7 : f32
    }
    return %2 : f32
  }
  func.func @scale_wide(%arg0: memref<100xf32, 1>, %arg1: f32) attributes {hls.top_func} {
    %0 = vector.broadcast %arg1 : f32 to vector<4xf32>
    affine.for %arg2 = 0 to 100 step 4 {
      affine.if #set(%arg2) {
        %1 = affine.vector_load %arg0[%arg2] : memref<100xf32, 1>, vector<4xf32>
        %2 = arith.mulf %1, %0 : vector<4xf32>
        affine.vector_store %2, %arg0[%arg2] : memref<100xf32, 1>, vector<4xf32>
      } else {
        affine.for %arg3 = #map(%arg2) to 100 {
          %1 = affine.load %arg0[%arg3] : memref<100xf32, 1>
          %2 = arith.mulf %1, %arg1 : f32
          affine.store %2, %arg0[%arg3] : memref<100xf32, 1>
        }
      }
    }
    return
  }
}

// ScaleHLS shape of a kernel with run-time sizes (AXI-lite scalars cast to
// index): affine.if on sets over symbols only choosing a path for the whole
// call (`n >= 16` vs. the small case, `m == n` for a square-only step), an
// equality on a dim and a symbol guarding the write-back of the last
// iteration (`i == n - 1`), and a set mixing both in a loop over the tail.
#set = affine_set<()[s0] : (s0 - 16 >= 0)>
#set1 = affine_set<()[s0, s1] : (s0 - s1 == 0)>
#set2 = affine_set<(d0)[s0] : (d0 - s0 + 1 == 0)>
#set3 = affine_set<(d0)[s0, s1] : (s0 - d0 - 1 >= 0, d0 - s1 >= 0)>
module {
  func.func @guarded(%arg0: memref<64x64xf32>, %arg1: memref<64xf32>, %arg2: i32, %arg3: i32) attributes {hls.top_func, hls.func_directive = {pipeline = false, dataflow = false}} {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 2.000000e+00 : f32
    %c64 = arith.constant 64 : index
    %0 = arith.index_cast %arg2 : i32 to index
    %1 = arith.index_cast %arg3 : i32 to index
    %2 = arith.minsi %0, %c64 : index
    %3 = arith.minsi %1, %c64 : index
    affine.if #set()[%2] {
      affine.for %arg4 = 0 to %2 {
        %4 = affine.for %arg5 = 0 to 16 iter_args(%arg6 = %cst) -> (f32) {
          %5 = affine.load %arg0[%arg4, %arg5] : memref<64x64xf32>
          %6 = arith.addf %arg6, %5 : f32
          affine.yield %6 : f32
        } {hls.pipeline = 1 : i64}
        affine.store %4, %arg1[%arg4] : memref<64xf32>
        affine.if #set2(%arg4)[%2] {
          %5 = arith.mulf %4, %cst_0 : f32
          affine.store %5, %arg1[%arg4] : memref<64xf32>
        }
      }
    } else {
      affine.for %arg4 = 0 to %2 {
        affine.store %cst, %arg1[%arg4] : memref<64xf32>
      }
    }
    affine.if #set1()[%2, %3] {
      affine.for %arg4 = 0 to %2 {
        %4 = affine.load %arg0[%arg4, %arg4] : memref<64x64xf32>
        %5 = affine.load %arg1[%arg4] : memref<64xf32>
        %6 = arith.addf %4, %5 : f32
        affine.store %6, %arg1[%arg4] : memref<64xf32>
      }
    }
    affine.for %arg4 = 0 to 64 {
      affine.if #set3(%arg4)[%2, %3] {
        %4 = affine.load %arg1[%arg4] : memref<64xf32>
        %5 = arith.negf %4 : f32
        affine.store %5, %arg1[%arg4] : memref<64xf32>
      }
    }
    return
  }
}

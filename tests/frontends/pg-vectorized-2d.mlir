// Polygeist C kernels after `-affine-super-vectorize="virtual-vector-size=4,8"`:
// a 2-D vectorized nest (steps 4 and 8, vector<4x8xf32> transfers), a
// transposed read with permutation_map (d0, d1) -> (d1, d0) and in_bounds,
// and a 2-D splat constant; the remaining scalar loop is left as it was.
#map = affine_map<(d0, d1) -> (d1, d0)>
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @add2d(%arg0: memref<16x64xf32>, %arg1: memref<16x64xf32>, %arg2: memref<16x64xf32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    affine.for %arg3 = 0 to 16 step 4 {
      affine.for %arg4 = 0 to 64 step 8 {
        %cst = arith.constant dense<5.000000e-01> : vector<4x8xf32>
        %0 = ub.poison : f32
        %1 = vector.transfer_read %arg0[%arg3, %arg4], %0 : memref<16x64xf32>, vector<4x8xf32>
        %2 = ub.poison : f32
        %3 = vector.transfer_read %arg1[%arg3, %arg4], %2 : memref<16x64xf32>, vector<4x8xf32>
        %4 = arith.addf %1, %3 : vector<4x8xf32>
        %5 = arith.mulf %4, %cst : vector<4x8xf32>
        vector.transfer_write %5, %arg2[%arg3, %arg4] : vector<4x8xf32>, memref<16x64xf32>
      }
    }
    return
  }
  func.func @transpose_add(%arg0: memref<32x32xf32>, %arg1: memref<32x32xf32>, %arg2: memref<32x32xf32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    affine.for %arg3 = 0 to 32 step 4 {
      affine.for %arg4 = 0 to 32 step 8 {
        %0 = ub.poison : f32
        %1 = vector.transfer_read %arg0[%arg4, %arg3], %0 {in_bounds = [true, true], permutation_map = #map} : memref<32x32xf32>, vector<4x8xf32>
        %2 = ub.poison : f32
        %3 = vector.transfer_read %arg1[%arg3, %arg4], %2 {in_bounds = [true, true]} : memref<32x32xf32>, vector<4x8xf32>
        %4 = arith.addf %1, %3 : vector<4x8xf32>
        vector.transfer_write %4, %arg2[%arg3, %arg4] {in_bounds = [true, true]} : vector<4x8xf32>, memref<32x32xf32>
      }
    }
    affine.for %arg3 = 0 to 32 {
      %0 = affine.load %arg2[%arg3, %arg3] : memref<32x32xf32>
      %1 = arith.negf %0 : f32
      affine.store %1, %arg2[%arg3, %arg3] : memref<32x32xf32>
    }
    return
  }
}

// Polygeist C kernels after `-affine-super-vectorize` (a user's flow that
// vectorizes first and runs more passes on the result): affine.for with
// step 8, vector.transfer_read with ub.poison padding and a broadcasting
// permutation_map (d0) -> (0), constants as dense vector splats inside the
// loop, vector.broadcast of a scalar argument hoisted in front, a vector
// iter_args reduction finished by vector.reduction <add>, and a column
// sum whose accumulator row is read and written by transfers.
#map = affine_map<(d0) -> (0)>
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @axpby(%arg0: memref<256xf32>, %arg1: memref<256xf32>, %arg2: memref<256xf32>, %arg3: f32) attributes {llvm.linkage = #llvm.linkage<external>} {
    %0 = vector.broadcast %arg3 : f32 to vector<8xf32>
    %cst = arith.constant 2.000000e+00 : f32
    affine.for %arg4 = 0 to 256 step 8 {
      %cst_0 = arith.constant dense<2.000000e+00> : vector<8xf32>
      %1 = ub.poison : f32
      %2 = vector.transfer_read %arg0[%arg4], %1 : memref<256xf32>, vector<8xf32>
      %3 = ub.poison : f32
      %4 = vector.transfer_read %arg1[%arg4], %3 : memref<256xf32>, vector<8xf32>
      %5 = arith.mulf %2, %0 : vector<8xf32>
      %6 = arith.mulf %4, %cst_0 : vector<8xf32>
      %7 = arith.addf %5, %6 : vector<8xf32>
      vector.transfer_write %7, %arg2[%arg4] : vector<8xf32>, memref<256xf32>
    }
    return
  }
  func.func @colsum(%arg0: memref<64x128xf32>, %arg1: memref<128xf32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 0.000000e+00 : f32
    affine.for %arg2 = 0 to 128 step 8 {
      %cst_0 = arith.constant dense<0.000000e+00> : vector<8xf32>
      vector.transfer_write %cst_0, %arg1[%arg2] : vector<8xf32>, memref<128xf32>
    }
    affine.for %arg2 = 0 to 64 {
      affine.for %arg3 = 0 to 128 step 8 {
        %0 = ub.poison : f32
        %1 = vector.transfer_read %arg0[%arg2, %arg3], %0 : memref<64x128xf32>, vector<8xf32>
        %2 = ub.poison : f32
        %3 = vector.transfer_read %arg1[%arg3], %2 : memref<128xf32>, vector<8xf32>
        %4 = arith.addf %1, %3 : vector<8xf32>
        vector.transfer_write %4, %arg1[%arg3] : vector<8xf32>, memref<128xf32>
      }
    }
    return
  }
  func.func @dot(%arg0: memref<512xf32>, %arg1: memref<512xf32>) -> f32 attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<0.000000e+00> : vector<8xf32>
    %0 = affine.for %arg2 = 0 to 512 step 8 iter_args(%arg3 = %cst_0) -> (vector<8xf32>) {
      %2 = ub.poison : f32
      %3 = vector.transfer_read %arg0[%arg2], %2 : memref<512xf32>, vector<8xf32>
      %4 = ub.poison : f32
      %5 = vector.transfer_read %arg1[%arg2], %4 : memref<512xf32>, vector<8xf32>
      %6 = arith.mulf %3, %5 : vector<8xf32>
      %7 = arith.addf %arg3, %6 : vector<8xf32>
      affine.yield %7 : vector<8xf32>
    }
    %1 = vector.reduction <add>, %0 : vector<8xf32> into f32
    return %1 : f32
  }
  func.func @bias_rows(%arg0: memref<16x64xf32>, %arg1: memref<16xf32>, %arg2: memref<16x64xf32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    affine.for %arg3 = 0 to 16 {
      affine.for %arg4 = 0 to 64 step 8 {
        %0 = ub.poison : f32
        %1 = vector.transfer_read %arg0[%arg3, %arg4], %0 : memref<16x64xf32>, vector<8xf32>
        %2 = ub.poison : f32
        %3 = vector.transfer_read %arg1[%arg3], %2 {permutation_map = #map} : memref<16xf32>, vector<8xf32>
        %4 = arith.addf %1, %3 : vector<8xf32>
        vector.transfer_write %4, %arg2[%arg3, %arg4] : vector<8xf32>, memref<16x64xf32>
      }
    }
    return
  }
}

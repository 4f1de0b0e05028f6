// IREE shape after its own vectorization of a matmul + bias tile (codegen
// on buffers, before LLVM lowering): affine loops over 4x4 tiles of a
// subview-free buffer, vector.transfer_read / transfer_write with in_bounds,
// an outer-product accumulation with vector.broadcast and vector.fma carried
// in iter_args, and a row-sum with vector.reduction.
#map = affine_map<(d0, d1) -> (0, d1)>
module {
  func.func @mmt_tile(%arg0: memref<16x8xf32>, %arg1: memref<8x16xf32>, %arg2: memref<16xf32>, %arg3: memref<16x16xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<0.000000e+00> : vector<4xf32>
    affine.for %arg4 = 0 to 16 {
      affine.for %arg5 = 0 to 16 step 4 {
        %0 = vector.transfer_read %arg2[%arg5], %cst {in_bounds = [true]} : memref<16xf32>, vector<4xf32>
        %1 = affine.for %arg6 = 0 to 8 iter_args(%arg7 = %0) -> (vector<4xf32>) {
          %2 = affine.load %arg0[%arg4, %arg6] : memref<16x8xf32>
          %3 = vector.broadcast %2 : f32 to vector<4xf32>
          %4 = vector.transfer_read %arg1[%arg6, %arg5], %cst {in_bounds = [true]} : memref<8x16xf32>, vector<4xf32>
          %5 = vector.fma %3, %4, %arg7 : vector<4xf32>
          affine.yield %5 : vector<4xf32>
        }
        vector.transfer_write %1, %arg3[%arg4, %arg5] {in_bounds = [true]} : vector<4xf32>, memref<16x16xf32>
      }
    }
    return
  }
  func.func @row_sums(%arg0: memref<16x16xf32>, %arg1: memref<16xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<0.000000e+00> : vector<4xf32>
    affine.for %arg2 = 0 to 16 {
      %0 = affine.for %arg3 = 0 to 16 step 4 iter_args(%arg4 = %cst_0) -> (vector<4xf32>) {
        %2 = vector.transfer_read %arg0[%arg2, %arg3], %cst {in_bounds = [true]} : memref<16x16xf32>, vector<4xf32>
        %3 = arith.addf %arg4, %2 : vector<4xf32>
        affine.yield %3 : vector<4xf32>
      }
      %1 = vector.reduction <add>, %0 : vector<4xf32> into f32
      affine.store %1, %arg1[%arg2] : memref<16xf32>
    }
    return
  }
}

// GPU outlining shape: a row softmax with one warp per row: lane ids,
// strided affine.for over the row in each lane, warp reductions with
// gpu.shuffle xor butterflies in an scf.for over offsets (max, then sum),
// math.exp, and the normalized row written back; launched from the host
// with one 32-thread block per row.
module attributes {gpu.container_module} {
  gpu.module @softmax_kernels {
    gpu.func @row_softmax(%arg0: memref<?x128xf32>, %arg1: memref<?x128xf32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c1 = arith.constant 1 : index
      %c5 = arith.constant 5 : index
      %c0 = arith.constant 0 : index
      %c1_i32 = arith.constant 1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %cst = arith.constant 0xFF800000 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %0 = gpu.block_id x
      %1 = gpu.lane_id
      %2 = affine.for %arg2 = 0 to 4 iter_args(%arg3 = %cst) -> (f32) {
        %9 = affine.load %arg0[%0, %arg2 * 32 + %1] : memref<?x128xf32>
        %10 = arith.maximumf %arg3, %9 : f32
        affine.yield %10 : f32
      }
      %3:2 = scf.for %arg2 = %c0 to %c5 step %c1 iter_args(%arg3 = %2, %arg4 = %c16_i32) -> (f32, i32) {
        %shuffleResult, %valid = gpu.shuffle  xor %arg3, %arg4, %c32_i32 : f32
        %9 = arith.maximumf %arg3, %shuffleResult : f32
        %10 = arith.shrui %arg4, %c1_i32 : i32
        scf.yield %9, %10 : f32, i32
      }
      %4 = affine.for %arg2 = 0 to 4 iter_args(%arg3 = %cst_0) -> (f32) {
        %9 = affine.load %arg0[%0, %arg2 * 32 + %1] : memref<?x128xf32>
        %10 = arith.subf %9, %3#0 : f32
        %11 = math.exp %10 : f32
        affine.store %11, %arg1[%0, %arg2 * 32 + %1] : memref<?x128xf32>
        %12 = arith.addf %arg3, %11 : f32
        affine.yield %12 : f32
      }
      %5:2 = scf.for %arg2 = %c0 to %c5 step %c1 iter_args(%arg3 = %4, %arg4 = %c16_i32) -> (f32, i32) {
        %shuffleResult, %valid = gpu.shuffle  xor %arg3, %arg4, %c32_i32 : f32
        %9 = arith.addf %arg3, %shuffleResult : f32
        %10 = arith.shrui %arg4, %c1_i32 : i32
        scf.yield %9, %10 : f32, i32
      }
      affine.for %arg2 = 0 to 4 {
        %9 = affine.load %arg1[%0, %arg2 * 32 + %1] : memref<?x128xf32>
        %10 = arith.divf %9, %5#0 : f32
        affine.store %10, %arg1[%0, %arg2 * 32 + %1] : memref<?x128xf32>
      }
      gpu.return
    }
  }
  func.func @run(%arg0: memref<?x128xf32>, %arg1: memref<?x128xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %dim = memref.dim %arg0, %c0 : memref<?x128xf32>
    gpu.launch_func  @softmax_kernels::@row_softmax blocks in (%dim, %c1, %c1) threads in (%c32, %c1, %c1)  args(%arg0 : memref<?x128xf32>, %arg1 : memref<?x128xf32>)
    return
  }
}

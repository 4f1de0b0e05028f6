// Outlined-kernel shape of a shared-memory tiled matmul: a gpu.func with a
// workgroup attribution (address space 3), affine loops over the K tiles,
// gpu.barrier between the copy and compute phases; the host side launches it.
#map = affine_map<()[s0, s1] -> (s0 * 16 + s1)>
module attributes {gpu.container_module} {
  func.func @host(%arg0: memref<64x64xf32>, %arg1: memref<64x64xf32>, %arg2: memref<64x64xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    gpu.launch_func  @kernels::@matmul blocks in (%c4, %c4, %c1) threads in (%c16, %c16, %c1)  args(%arg0 : memref<64x64xf32>, %arg1 : memref<64x64xf32>, %arg2 : memref<64x64xf32>)
    return
  }
  gpu.module @kernels {
    gpu.func @matmul(%arg0: memref<64x64xf32>, %arg1: memref<64x64xf32>, %arg2: memref<64x64xf32>) workgroup(%arg3 : memref<16x16xf32, #gpu.address_space<workgroup>>, %arg4 : memref<16x16xf32, #gpu.address_space<workgroup>>) kernel {
      %cst = arith.constant 0.000000e+00 : f32
      %block_id_x = gpu.block_id  x
      %block_id_y = gpu.block_id  y
      %thread_id_x = gpu.thread_id  x
      %thread_id_y = gpu.thread_id  y
      %0 = affine.apply #map()[%block_id_y, %thread_id_y]
      %1 = affine.apply #map()[%block_id_x, %thread_id_x]
      %2 = affine.for %arg5 = 0 to 64 step 16 iter_args(%arg6 = %cst) -> (f32) {
        %3 = affine.load %arg0[symbol(%0), %arg5 + symbol(%thread_id_x)] : memref<64x64xf32>
        affine.store %3, %arg3[symbol(%thread_id_y), symbol(%thread_id_x)] : memref<16x16xf32, #gpu.address_space<workgroup>>
        %4 = affine.load %arg1[%arg5 + symbol(%thread_id_y), symbol(%1)] : memref<64x64xf32>
        affine.store %4, %arg4[symbol(%thread_id_y), symbol(%thread_id_x)] : memref<16x16xf32, #gpu.address_space<workgroup>>
        gpu.barrier
        %5 = affine.for %arg7 = 0 to 16 iter_args(%arg8 = %arg6) -> (f32) {
          %6 = affine.load %arg3[symbol(%thread_id_y), %arg7] : memref<16x16xf32, #gpu.address_space<workgroup>>
          %7 = affine.load %arg4[%arg7, symbol(%thread_id_x)] : memref<16x16xf32, #gpu.address_space<workgroup>>
          %8 = arith.mulf %6, %7 : f32
          %9 = arith.addf %arg8, %8 : f32
          affine.yield %9 : f32
        }
        gpu.barrier
        affine.yield %5 : f32
      }
      affine.store %2, %arg2[symbol(%0), symbol(%1)] : memref<64x64xf32>
      gpu.return
    }
  }
}

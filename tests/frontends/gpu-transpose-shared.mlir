// GPU outlining shape: the classic tiled transpose. A 32x8 thread block
// copies a 32x32 tile into workgroup memory padded to 33 columns (an
// affine.for with step 8 over the tile's rows in each thread), synchronizes,
// and writes the transposed tile out; a second kernel scales rows through a
// private attribution; the host launches both on a dynamic square matrix
// whose size is a multiple of 32.
module attributes {gpu.container_module} {
  gpu.module @transpose_kernels {
    gpu.func @transpose(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>) workgroup(%arg2 : memref<32x33xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>} {
      %0 = gpu.block_id x
      %1 = gpu.block_id y
      %2 = gpu.thread_id x
      %3 = gpu.thread_id y
      affine.for %arg3 = 0 to 32 step 8 {
        %4 = affine.load %arg0[%1 * 32 + %3 + %arg3, %0 * 32 + %2] : memref<?x?xf32>
        affine.store %4, %arg2[%3 + %arg3, %2] : memref<32x33xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      affine.for %arg3 = 0 to 32 step 8 {
        %4 = affine.load %arg2[%2, %3 + %arg3] : memref<32x33xf32, #gpu.address_space<workgroup>>
        affine.store %4, %arg1[%0 * 32 + %3 + %arg3, %1 * 32 + %2] : memref<?x?xf32>
      }
      gpu.return
    }
    gpu.func @scale_rows(%arg0: memref<?x?xf32>, %arg1: memref<?xf32>, %arg2: index) private(%arg3 : memref<4xf32, #gpu.address_space<private>>) kernel {
      %0 = gpu.block_id x
      %1 = gpu.thread_id x
      %2 = gpu.block_dim x
      %3 = affine.load %arg1[%0] : memref<?xf32>
      affine.for %arg4 = 0 to 4 {
        %4 = affine.load %arg0[%0, %arg4 * symbol(%2) + %1] : memref<?x?xf32>
        %5 = arith.mulf %4, %3 : f32
        affine.store %5, %arg3[%arg4] : memref<4xf32, #gpu.address_space<private>>
      }
      affine.for %arg4 = 0 to 4 {
        %4 = affine.load %arg3[%arg4] : memref<4xf32, #gpu.address_space<private>>
        affine.store %4, %arg0[%0, %arg4 * symbol(%2) + %1] : memref<?x?xf32>
      }
      gpu.return
    }
  }
  func.func @run(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %0 = arith.divui %dim, %c32 : index
    gpu.launch_func  @transpose_kernels::@transpose blocks in (%0, %0, %c1) threads in (%c32, %c8, %c1)  args(%arg0 : memref<?x?xf32>, %arg1 : memref<?x?xf32>)
    %1 = arith.divui %dim, %c8 : index
    gpu.launch_func  @transpose_kernels::@scale_rows blocks in (%dim, %c1, %c1) threads in (%1, %c1, %c1)  args(%arg1 : memref<?x?xf32>, %arg2 : memref<?xf32>, %dim : index)
    return
  }
}

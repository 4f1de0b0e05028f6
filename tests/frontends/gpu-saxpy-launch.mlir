// gpu-kernel-outlining shape: a host function computing grid sizes and
// calling gpu.launch_func on an outlined saxpy kernel in a gpu.module; the
// kernel guards the tail with scf.if on its global thread id.
module attributes {gpu.container_module} {
  func.func @saxpy_host(%arg0: f32, %arg1: memref<?xf32>, %arg2: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %dim = memref.dim %arg1, %c0 : memref<?xf32>
    %0 = affine.apply affine_map<()[s0] -> (s0 ceildiv 128)>()[%dim]
    gpu.launch_func  @saxpy_kernels::@saxpy blocks in (%0, %c1, %c1) threads in (%c128, %c1, %c1)  args(%arg0 : f32, %arg1 : memref<?xf32>, %arg2 : memref<?xf32>, %dim : index)
    return
  }
  gpu.module @saxpy_kernels {
    gpu.func @saxpy(%arg0: f32, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: index) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %block_id_x = gpu.block_id  x
      %block_dim_x = gpu.block_dim  x
      %thread_id_x = gpu.thread_id  x
      %0 = arith.muli %block_id_x, %block_dim_x : index
      %1 = arith.addi %0, %thread_id_x : index
      %2 = arith.cmpi slt, %1, %arg3 : index
      scf.if %2 {
        %3 = memref.load %arg1[%1] : memref<?xf32>
        %4 = arith.mulf %arg0, %3 : f32
        %5 = memref.load %arg2[%1] : memref<?xf32>
        %6 = arith.addf %4, %5 : f32
        memref.store %6, %arg2[%1] : memref<?xf32>
      }
      gpu.return
    }
  }
}

// GPU shape with a target attribute on the gpu.module, a kernel using
// gpu.global_id and gpu.grid_dim for a grid-stride scf.for loop, a private
// attribution, and a launch with dynamic shared memory.
module attributes {gpu.container_module} {
  func.func @host(%arg0: memref<?xf32>, %arg1: index) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c0_i32 = arith.constant 0 : i32
    gpu.launch_func  @k::@grid_stride blocks in (%c64, %c1, %c1) threads in (%c64, %c1, %c1)  dynamic_shared_memory_size %c0_i32 args(%arg0 : memref<?xf32>, %arg1 : index)
    return
  }
  gpu.module @k [#nvvm.target<chip = "sm_80">] {
    gpu.func @grid_stride(%arg0: memref<?xf32>, %arg1: index) private(%arg2 : memref<4xf32, #gpu.address_space<private>>) kernel {
      %cst = arith.constant 2.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %global_id_x = gpu.global_id  x
      %grid_dim_x = gpu.grid_dim  x
      %block_dim_x = gpu.block_dim  x
      %0 = arith.muli %grid_dim_x, %block_dim_x : index
      scf.for %arg3 = %global_id_x to %arg1 step %0 {
        %1 = memref.load %arg0[%arg3] : memref<?xf32>
        memref.store %1, %arg2[%c0] : memref<4xf32, #gpu.address_space<private>>
        %2 = memref.load %arg2[%c0] : memref<4xf32, #gpu.address_space<private>>
        %3 = arith.mulf %2, %cst : f32
        memref.store %3, %arg0[%arg3] : memref<?xf32>
      }
      gpu.return
    }
  }
}

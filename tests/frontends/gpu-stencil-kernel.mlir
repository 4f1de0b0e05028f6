// GPU outlining shape: a 2-D 5-point stencil kernel in a gpu.module, with a
// workgroup tile (halo included) staged through gpu.barrier, block and thread
// ids computing global indices, an affine.if for the interior, and the
// host side launching it with gpu.launch_func.
#set = affine_set<(d0, d1) : (d0 - 1 >= 0, -d0 + 30 >= 0, d1 - 1 >= 0, -d1 + 30 >= 0)>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @stencil(%arg0: memref<32x32xf32>, %arg1: memref<32x32xf32>) workgroup(%arg2 : memref<10x10xf32, #gpu.address_space<workgroup>>) kernel {
      %cst = arith.constant 2.500000e-01 : f32
      %0 = gpu.block_id x
      %1 = gpu.block_id y
      %2 = gpu.thread_id x
      %3 = gpu.thread_id y
      %4 = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1)>(%1, %3)
      %5 = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1)>(%0, %2)
      %6 = affine.load %arg0[%4, %5] : memref<32x32xf32>
      affine.store %6, %arg2[%3 + 1, %2 + 1] : memref<10x10xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      affine.if #set(%4, %5) {
        %7 = affine.load %arg0[%4 - 1, %5] : memref<32x32xf32>
        %8 = affine.load %arg0[%4 + 1, %5] : memref<32x32xf32>
        %9 = affine.load %arg2[%3 + 1, %2] : memref<10x10xf32, #gpu.address_space<workgroup>>
        %10 = affine.load %arg2[%3 + 1, %2 + 2] : memref<10x10xf32, #gpu.address_space<workgroup>>
        %11 = arith.addf %7, %8 : f32
        %12 = arith.addf %9, %10 : f32
        %13 = arith.addf %11, %12 : f32
        %14 = arith.mulf %13, %cst : f32
        affine.store %14, %arg1[%4, %5] : memref<32x32xf32>
      }
      gpu.return
    }
  }
  func.func @run(%arg0: memref<32x32xf32>, %arg1: memref<32x32xf32>) {
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@stencil blocks in (%c4, %c4, %c1) threads in (%c8, %c8, %c1)  args(%arg0 : memref<32x32xf32>, %arg1 : memref<32x32xf32>)
    return
  }
}

// Outlined-kernel shape of a block reduction: each thread sums a strided
// slice with an affine.for, then gpu.subgroup_reduce and gpu.all_reduce
// combine; the host allocates device buffers with gpu.alloc / gpu.memcpy
// under async tokens and launches the kernel.
module attributes {gpu.container_module} {
  func.func @host(%arg0: memref<1024xf32>, %arg1: memref<1xf32>) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] () : memref<1024xf32>
    %1 = gpu.memcpy async [%asyncToken] %memref, %arg0 : memref<1024xf32>, memref<1024xf32>
    %memref_0, %asyncToken_1 = gpu.alloc async [%1] () : memref<1xf32>
    %2 = gpu.launch_func async [%asyncToken_1] @kernels::@block_sum blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref : memref<1024xf32>, %memref_0 : memref<1xf32>)
    %3 = gpu.memcpy async [%2] %arg1, %memref_0 : memref<1xf32>, memref<1xf32>
    %4 = gpu.dealloc async [%3] %memref : memref<1024xf32>
    %5 = gpu.dealloc async [%4] %memref_0 : memref<1xf32>
    gpu.wait [%5]
    return
  }
  gpu.module @kernels {
    gpu.func @block_sum(%arg0: memref<1024xf32>, %arg1: memref<1xf32>) kernel {
      %cst = arith.constant 0.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %thread_id_x = gpu.thread_id  x
      %0 = affine.for %arg2 = 0 to 4 iter_args(%arg3 = %cst) -> (f32) {
        %4 = affine.load %arg0[%arg2 * 256 + symbol(%thread_id_x)] : memref<1024xf32>
        %5 = arith.addf %arg3, %4 : f32
        affine.yield %5 : f32
      }
      %1 = gpu.subgroup_reduce  add %0 : (f32) -> f32
      %2 = gpu.all_reduce  add %1 uniform {
      } : (f32) -> f32
      %3 = arith.cmpi eq, %thread_id_x, %c0 : index
      scf.if %3 {
        memref.store %2, %arg1[%c0] : memref<1xf32>
      }
      gpu.return
    }
  }
}

// -convert-affine-for-to-gpu shape after outlining: the mapped outer loops
// became gpu.block_id / gpu.thread_id, the inner sequential loops stay
// affine.for inside the kernel with a bound from a kernel argument (a
// symbol of the gpu.func), the row index computed by affine.apply from
// the ids, an affine.if on the row against the size, and iter_args
// reductions; a device func.func with a plain affine nest is also in the
// gpu.module (a row-norm helper the host code does not launch).
#map = affine_map<(d0, d1) -> (d0 * 4 + d1)>
#set = affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0)>
module attributes {gpu.container_module} {
  func.func @host(%arg0: memref<16x32xf32>, %arg1: memref<16xf32>, %arg2: index) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func  @kernels::@row_sums blocks in (%c4, %c1, %c1) threads in (%c4, %c1, %c1)  args(%arg0 : memref<16x32xf32>, %arg1 : memref<16xf32>, %arg2 : index)
    return
  }
  gpu.module @kernels {
    gpu.func @row_sums(%arg0: memref<16x32xf32>, %arg1: memref<16xf32>, %arg2: index) kernel {
      %cst = arith.constant 0.000000e+00 : f32
      %0 = gpu.block_id  x
      %1 = gpu.thread_id  x
      %2 = affine.apply #map(%0, %1)
      affine.if #set(%2)[%arg2] {
        %3 = affine.for %arg3 = 0 to 32 iter_args(%arg4 = %cst) -> (f32) {
          %4 = affine.load %arg0[%2, %arg3] : memref<16x32xf32>
          %5 = arith.addf %arg4, %4 : f32
          affine.yield %5 : f32
        }
        affine.store %3, %arg1[%2] : memref<16xf32>
      }
      gpu.return
    }
    func.func @row_norms(%arg0: memref<16x32xf32>, %arg1: memref<16xf32>) {
      %cst = arith.constant 0.000000e+00 : f32
      affine.for %arg2 = 0 to 16 {
        %0 = affine.for %arg3 = 0 to 32 iter_args(%arg4 = %cst) -> (f32) {
          %2 = affine.load %arg0[%arg2, %arg3] : memref<16x32xf32>
          %3 = arith.mulf %2, %2 : f32
          %4 = arith.addf %arg4, %3 : f32
          affine.yield %4 : f32
        }
        %1 = math.sqrt %0 : f32
        affine.store %1, %arg1[%arg2] : memref<16xf32>
      }
      affine.for %arg2 = 0 to 16 {
        affine.for %arg3 = 0 to 32 {
          %0 = affine.load %arg0[%arg2, %arg3] : memref<16x32xf32>
          %1 = affine.load %arg1[%arg2] : memref<16xf32>
          %2 = arith.divf %0, %1 : f32
          affine.store %2, %arg0[%arg2, %arg3] : memref<16x32xf32>
        }
      }
      return
    }
  }
}

// GPU shape: a histogram kernel with a workgroup-local histogram cleared by
// the first threads, filled with memref.atomic_rmw addi at indirect indices,
// a barrier, and merged into the global histogram with atomics; a device
// func.func helper computes the bin, and an affine loop strides over input.
module attributes {gpu.container_module} {
  gpu.module @hist_kernels {
    func.func @bin_of(%arg0: f32) -> index {
      %cst = arith.constant 1.600000e+01 : f32
      %c15 = arith.constant 15 : index
      %c0 = arith.constant 0 : index
      %0 = arith.mulf %arg0, %cst : f32
      %1 = arith.fptosi %0 : f32 to i32
      %2 = arith.index_cast %1 : i32 to index
      %3 = arith.minsi %2, %c15 : index
      %4 = arith.maxsi %3, %c0 : index
      return %4 : index
    }
    gpu.func @histogram(%arg0: memref<1024xf32>, %arg1: memref<16xi32>) workgroup(%arg2 : memref<16xi32, #gpu.address_space<workgroup>>) kernel {
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %0 = gpu.thread_id x
      %1 = gpu.block_id x
      affine.if affine_set<(d0) : (-d0 + 15 >= 0)>(%0) {
        affine.store %c0_i32, %arg2[%0] : memref<16xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      affine.for %arg3 = 0 to 4 {
        %3 = affine.load %arg0[%1 * 256 + %arg3 * 64 + %0] : memref<1024xf32>
        %4 = func.call @bin_of(%3) : (f32) -> index
        %5 = memref.atomic_rmw addi %c1_i32, %arg2[%4] : (i32, memref<16xi32, #gpu.address_space<workgroup>>) -> i32
      }
      gpu.barrier
      affine.if affine_set<(d0) : (-d0 + 15 >= 0)>(%0) {
        %3 = affine.load %arg2[%0] : memref<16xi32, #gpu.address_space<workgroup>>
        %4 = memref.atomic_rmw addi %3, %arg1[%0] : (i32, memref<16xi32>) -> i32
      }
      gpu.return
    }
  }
}

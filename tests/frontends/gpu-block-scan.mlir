// GPU outlining shape: a work-efficient (Blelloch) exclusive scan of one
// 256-element block in workgroup memory: up-sweep and down-sweep as scf.for
// loops over the level with shifted strides, each step guarded by an scf.if
// on the thread id and separated by gpu.barrier; the last element cleared by
// thread 0 under an affine.if; a device helper func.func for the combine.
#set = affine_set<(d0) : (d0 == 0)>
module attributes {gpu.container_module} {
  gpu.module @scan {
    func.func @combine(%arg0: f32, %arg1: f32) -> f32 {
      %0 = arith.addf %arg0, %arg1 : f32
      return %0 : f32
    }
    gpu.func @block_scan(%arg0: memref<?xf32>, %arg1: memref<?xf32>) workgroup(%arg2 : memref<256xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c128 = arith.constant 128 : index
      %c256 = arith.constant 256 : index
      %cst = arith.constant 0.000000e+00 : f32
      %0 = gpu.block_id x
      %1 = gpu.thread_id x
      %2 = affine.load %arg0[%0 * 256 + %1] : memref<?xf32>
      affine.store %2, %arg2[%1] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %3 = arith.shli %c1, %arg3 : index
        %4 = arith.shli %c2, %arg3 : index
        %5 = arith.addi %1, %c1 : index
        %6 = arith.muli %5, %4 : index
        %7 = arith.subi %6, %c1 : index
        %8 = arith.cmpi ult, %7, %c256 : index
        scf.if %8 {
          %9 = arith.subi %7, %3 : index
          %10 = memref.load %arg2[%9] : memref<256xf32, #gpu.address_space<workgroup>>
          %11 = memref.load %arg2[%7] : memref<256xf32, #gpu.address_space<workgroup>>
          %12 = func.call @combine(%10, %11) : (f32, f32) -> f32
          memref.store %12, %arg2[%7] : memref<256xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
      }
      affine.if #set(%1) {
        affine.store %cst, %arg2[255] : memref<256xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %3 = arith.shrui %c128, %arg3 : index
        %4 = arith.shli %3, %c1 : index
        %5 = arith.addi %1, %c1 : index
        %6 = arith.muli %5, %4 : index
        %7 = arith.subi %6, %c1 : index
        %8 = arith.cmpi ult, %7, %c256 : index
        scf.if %8 {
          %9 = arith.subi %7, %3 : index
          %10 = memref.load %arg2[%9] : memref<256xf32, #gpu.address_space<workgroup>>
          %11 = memref.load %arg2[%7] : memref<256xf32, #gpu.address_space<workgroup>>
          memref.store %11, %arg2[%9] : memref<256xf32, #gpu.address_space<workgroup>>
          %12 = func.call @combine(%10, %11) : (f32, f32) -> f32
          memref.store %12, %arg2[%7] : memref<256xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
      }
      %13 = affine.load %arg2[%1] : memref<256xf32, #gpu.address_space<workgroup>>
      affine.store %13, %arg1[%0 * 256 + %1] : memref<?xf32>
      gpu.return
    }
  }
  func.func @run(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %arg2: index) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func  @scan::@block_scan blocks in (%arg2, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<?xf32>, %arg1 : memref<?xf32>)
    return
  }
}

// Kernel shape where each thread runs a sequential affine loop nest (a
// per-thread row of a small stencil and a row sum), plus a device helper
// func.func in the gpu.module; the host launches one block.
module attributes {gpu.container_module} {
  func.func @host(%arg0: memref<8x34xf32>, %arg1: memref<8x32xf32>, %arg2: memref<8xf32>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func  @rows::@stencil_rows blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1)  args(%arg0 : memref<8x34xf32>, %arg1 : memref<8x32xf32>, %arg2 : memref<8xf32>)
    return
  }
  gpu.module @rows {
    func.func @avg3(%arg0: f32, %arg1: f32, %arg2: f32) -> f32 {
      %cst = arith.constant 3.000000e+00 : f32
      %0 = arith.addf %arg0, %arg1 : f32
      %1 = arith.addf %0, %arg2 : f32
      %2 = arith.divf %1, %cst : f32
      return %2 : f32
    }
    gpu.func @rows_all(%arg0: memref<8x34xf32>, %arg1: memref<8x32xf32>, %arg2: memref<8xf32>) kernel {
      %cst = arith.constant 0.000000e+00 : f32
      affine.for %arg3 = 0 to 8 {
        affine.for %arg4 = 0 to 32 {
          %0 = affine.load %arg0[%arg3, %arg4] : memref<8x34xf32>
          %1 = affine.load %arg0[%arg3, %arg4 + 1] : memref<8x34xf32>
          %2 = affine.load %arg0[%arg3, %arg4 + 2] : memref<8x34xf32>
          %3 = func.call @avg3(%0, %1, %2) : (f32, f32, f32) -> f32
          affine.store %3, %arg1[%arg3, %arg4] : memref<8x32xf32>
        }
      }
      affine.for %arg3 = 0 to 8 {
        affine.store %cst, %arg2[%arg3] : memref<8xf32>
        affine.for %arg4 = 0 to 32 {
          %0 = affine.load %arg1[%arg3, %arg4] : memref<8x32xf32>
          %1 = affine.load %arg2[%arg3] : memref<8xf32>
          %2 = arith.addf %1, %0 : f32
          affine.store %2, %arg2[%arg3] : memref<8xf32>
        }
      }
      gpu.return
    }
    gpu.func @stencil_rows(%arg0: memref<8x34xf32>, %arg1: memref<8x32xf32>, %arg2: memref<8xf32>) kernel {
      %thread_id_x = gpu.thread_id  x
      affine.for %arg3 = 0 to 32 {
        %0 = affine.load %arg0[symbol(%thread_id_x), %arg3] : memref<8x34xf32>
        %1 = affine.load %arg0[symbol(%thread_id_x), %arg3 + 2] : memref<8x34xf32>
        %2 = arith.subf %1, %0 : f32
        affine.store %2, %arg1[symbol(%thread_id_x), %arg3] : memref<8x32xf32>
      }
      gpu.return
    }
  }
}

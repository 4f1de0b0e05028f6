// torch-mlir shape after bufferization: memref.copy between buffers,
// memref.expand_shape to add a batch dim, linalg.batch_matvec and an IREE-like
// memref.assume_alignment on the inputs; a private external func.func call.
module attributes {torch.debug_module_name = "Copy"} {
  func.func private @debug_dump(memref<2x6xf32>)
  func.func @forward(%arg0: memref<12xf32>, %arg1: memref<2x5x6xf32>, %arg2: memref<2x5xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    memref.assume_alignment %arg0, 64 : memref<12xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<12xf32>
    memref.copy %arg0, %alloc : memref<12xf32> to memref<12xf32>
    %expand_shape = memref.expand_shape %alloc [[0, 1]] output_shape [2, 6] : memref<12xf32> into memref<2x6xf32>
    call @debug_dump(%expand_shape) : (memref<2x6xf32>) -> ()
    linalg.fill ins(%cst : f32) outs(%arg2 : memref<2x5xf32>)
    linalg.batch_matvec ins(%arg1, %expand_shape : memref<2x5x6xf32>, memref<2x6xf32>) outs(%arg2 : memref<2x5xf32>)
    memref.dealloc %alloc : memref<12xf32>
    return
  }
}

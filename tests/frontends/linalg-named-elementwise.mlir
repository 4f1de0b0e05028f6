// torch-mlir shape with named elementwise ops on memrefs (GELU-ish tail):
// linalg.mul, linalg.tanh, linalg.add, linalg.exp, linalg.div on equal
// shapes, then linalg.matmul with an integer accumulator variant elided.
module attributes {torch.debug_module_name = "Elementwise"} {
  func.func @forward(%arg0: memref<8x8xf32>, %arg1: memref<8x8xf32>, %arg2: memref<8x8xf32>) {
    %alloc = memref.alloc() : memref<8x8xf32>
    linalg.mul ins(%arg0, %arg0 : memref<8x8xf32>, memref<8x8xf32>) outs(%alloc : memref<8x8xf32>)
    linalg.tanh ins(%alloc : memref<8x8xf32>) outs(%alloc : memref<8x8xf32>)
    linalg.add ins(%alloc, %arg1 : memref<8x8xf32>, memref<8x8xf32>) outs(%alloc : memref<8x8xf32>)
    linalg.exp ins(%alloc : memref<8x8xf32>) outs(%arg2 : memref<8x8xf32>)
    linalg.div ins(%arg2, %alloc : memref<8x8xf32>, memref<8x8xf32>) outs(%arg2 : memref<8x8xf32>)
    memref.dealloc %alloc : memref<8x8xf32>
    return
  }
}

func.func private @printMemrefF32(memref<*xf32>)
func.func @kernel(%A: memref<8xf32>, %B: memref<8xf32>) {
  affine.for %i = 0 to 5 {
    %v = affine.load %A[%i] : memref<8xf32>
    affine.store %v, %B[%i] : memref<8xf32>
  }
  return
}
func.func @main() {
  %A = memref.alloc() : memref<8xf32>
  %B = memref.alloc() : memref<8xf32>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 8 {
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    affine.store %f, %A[%i] : memref<8xf32>
    affine.store %z, %B[%i] : memref<8xf32>
  }
  call @kernel(%A, %B) : (memref<8xf32>, memref<8xf32>) -> ()
  %u = memref.cast %B : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<8xf32>
  memref.dealloc %B : memref<8xf32>
  return
}

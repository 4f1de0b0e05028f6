func.func private @printMemrefF32(memref<*xf32>)
func.func @kernel(%A: memref<16xf32>, %B: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %v = affine.load %A[%i floordiv 2] : memref<16xf32>
    affine.store %v, %B[%i] : memref<16xf32>
  }
  return
}
func.func @main() {
  %A = memref.alloc() : memref<16xf32>
  %B = memref.alloc() : memref<16xf32>
  affine.for %i = 0 to 16 {
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    affine.store %f, %A[%i] : memref<16xf32>
  }
  call @kernel(%A, %B) : (memref<16xf32>, memref<16xf32>) -> ()
  %u = memref.cast %B : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<16xf32>
  memref.dealloc %B : memref<16xf32>
  return
}

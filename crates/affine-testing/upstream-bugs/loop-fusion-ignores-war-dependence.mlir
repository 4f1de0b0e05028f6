func.func private @printMemrefF32(memref<*xf32>)
func.func @kernel(%A: memref<5xf32>, %B: memref<5x3xf32>) {
  affine.for %i = 0 to 5 {
    affine.for %j = 0 to 3 {
      %v = affine.load %A[%j] : memref<5xf32>
      affine.store %v, %B[%i, %j] : memref<5x3xf32>
    }
  }
  affine.for %i = 1 to 4 {
    %v = affine.load %B[%i, %i - 1] : memref<5x3xf32>
    affine.store %v, %A[%i] : memref<5xf32>
  }
  return
}
func.func @main() {
  %A = memref.alloc() : memref<5xf32>
  %B = memref.alloc() : memref<5x3xf32>
  affine.for %i = 0 to 5 {
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    affine.store %f, %A[%i] : memref<5xf32>
  }
  call @kernel(%A, %B) : (memref<5xf32>, memref<5x3xf32>) -> ()
  %u = memref.cast %A : memref<5xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

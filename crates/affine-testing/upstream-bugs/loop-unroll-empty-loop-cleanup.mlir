func.func private @printMemrefF32(memref<*xf32>)
func.func @kernel(%A: memref<8xf32>) {
  %one = arith.constant 1.0 : f32
  affine.for %j = 0 to 2 {
    affine.for %i = 1 to affine_map<(d0) -> (d0)>(%j) {
      affine.store %one, %A[%i + 4] : memref<8xf32>
    }
  }
  return
}
func.func @main() {
  %A = memref.alloc() : memref<8xf32>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 8 {
    affine.store %z, %A[%i] : memref<8xf32>
  }
  call @kernel(%A) : (memref<8xf32>) -> ()
  %u = memref.cast %A : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<8xf32>
  return
}

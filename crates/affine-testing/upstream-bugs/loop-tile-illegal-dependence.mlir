func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func @kernel(%arg0: memref<7x4xi64>, %sym0: index, %sym1: index) {
  %sa0 = affine.apply affine_map<()[s0] -> ((s0 + 2))>()[%sym1]
  affine.for %i17 = affine_map<()[s0] -> ((s0 floordiv 2))>()[%sa0] to affine_map<()[s0] -> (((s0 floordiv 2) + 3))>()[%sa0] {
    affine.for %i18 = 0 to 5 {
      %v19 = affine.load %arg0[(%i17 + -3), ((%i18 + 1) mod 4)] : memref<7x4xi64>
      affine.store %v19, %arg0[(((((%i18 * 2) + (symbol(%sa0) * -1)) + -1) + 9) floordiv 2), (%i18 floordiv 2)] : memref<7x4xi64>
    }
  }
  return
}
func.func @main() {
  %m0 = memref.alloc() : memref<7x4xi64>
  affine.for %m0_i0 = 0 to 7 {
    affine.for %m0_i1 = 0 to 4 {
      %m0_l = affine.apply affine_map<(d0, d1) -> ((((d0 * 4 + d1) * 7 + 0) mod 13) - 6)>(%m0_i0, %m0_i1)
      %m0_v = arith.index_cast %m0_l : index to i64
      affine.store %m0_v, %m0[%m0_i0, %m0_i1] : memref<7x4xi64>
    }
  }
  %sym0 = arith.constant 3 : index
  %sym1 = arith.constant 6 : index
  call @kernel(%m0, %sym0, %sym1) : (memref<7x4xi64>, index, index) -> ()
  %m0_u = memref.cast %m0 : memref<7x4xi64> to memref<*xi64>
  call @printMemrefI64(%m0_u) : (memref<*xi64>) -> ()
  return
}

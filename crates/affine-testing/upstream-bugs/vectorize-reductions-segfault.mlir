func.func @f(%A: memref<16xf32>, %s: index) {
  affine.for %i = 0 to 8 {
    %x = affine.load %A[0] : memref<16xf32>
    %a = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%i)[%s]
    %r = affine.for %k = 0 to 4 iter_args(%acc = %x) -> (f32) {
      %v = affine.load %A[(%a - %i)] : memref<16xf32>
      %n = arith.addf %acc, %x : f32
      affine.yield %n : f32
    }
  }
  return
}

#map = affine_map<(d0)->(d0+1)>
func.func private @ext(i32) -> f32
func.func @f(%a: i32 {foo.x = 1 : i32}, %b: memref<4x?xf32, strided<[?, 1], offset: ?>>) -> (i32 {foo.bar}) attributes {llvm.x} {
  %0 = "xt.foo"(%a) {v = 7.0 : f32, w = 0.1 : f64, z = 1.0e10 : f32, h = 3.0:f16, q = dense<[1,2]> : tensor<2xi32>, s = "a\"b\n", m = #map} : (i32) -> i32
  %1:2 = "xt.bar"() : () -> (i32, index)
  "xt.br"(%1#0)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  %r = func.call @ext(%x) : (i32) -> f32
  return %x : i32
}

module @m attributes {foo.bar = 1 : i32} {
  func.func private @g(i32 {foo.noalias}, f32) -> (i32, f32)
  func.func @h(%x: i32) -> (i32 {foo.r}) {
    %f = constant @h : (i32) -> i32
    %r = call_indirect %f(%x) : (i32) -> i32
    %c = "xt.c"() : () -> f32
    %a, %b = call @g(%x, %c) {foo.z} : (i32, f32) -> (i32, f32)
    return {foo.q} %r : i32
  }
  func.func public @p() -> () attributes {sym.x} {
    return
  }
  module {
  }
  module @inner {
    func.func nested @n()
  }
}

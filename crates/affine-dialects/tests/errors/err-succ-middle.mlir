func.func @f() {
  %0 = "xt.a"() : () -> i32
  "xt.br"(%0)[^bb1] : (i32) -> ()
  "xt.x"() : () -> ()
^bb1:
  return
}

func.func @f(%a: i32) {
  "xt.br"()[^bb1] : () -> ()
^bb1:
  %0 = "xt.c"(%1) : (i32) -> i32
  "xt.br"()[^bb2] : () -> ()
^bb2:
  %1 = "xt.c"() : () -> i32
  return
}

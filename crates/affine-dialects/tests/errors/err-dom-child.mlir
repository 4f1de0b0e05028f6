func.func @f(%a: i32) {
  "xt.r"() ({
    %1 = "xt.b"(%0) : (i32) -> i32
    "xt.t"() : () -> ()
  }) : () -> ()
  %0 = "xt.c"() : () -> i32
  return
}

func.func @f(%a: i32) {
  "xt.r"() ({
  ^bb0(%x: i32):
    "xt.t"() : () -> ()
  }) : () -> ()
  "xt.u"(%x) : (i32) -> ()
  return
}

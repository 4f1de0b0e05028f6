func.func @f() {
  "xt.a"(%0) : (i32) -> ()
  %0 = "xt.b"() : () -> i32
  return
}

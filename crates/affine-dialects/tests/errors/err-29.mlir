func.func @f() {
  return
  "xt.a"() : () -> ()
}

func.func @f(%a: i32) {
  %0 = "xt.a"() : () -> i32
  return
}
func.func @g(%a: i32) {
  %0 = "xt.a"() : () -> i32
  return
}

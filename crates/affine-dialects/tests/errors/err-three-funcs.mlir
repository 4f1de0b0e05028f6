func.func @f(%a: i32) {
  return
}
func.func @g(%a: i32) -> i32 {
  "xt.r"() ({
    %0 = "xt.a"() : () -> i32
  }) : () -> ()
  %1 = "xt.a"() : () -> i32
  return
}
func.func @h(%a: i32) -> i32 {
  return
}

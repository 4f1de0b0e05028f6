func.func private @g(i32) -> i32
func.func @f() {
  %0 = "xt.a"() : () -> i32
  call @g(%0) : (i32) -> ()
  return
}

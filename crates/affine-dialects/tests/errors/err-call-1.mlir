func.func private @g(i32) -> i32
func.func @f() {
  %0 = "xt.a"() : () -> i64
  call @g(%0) : (i64) -> i32
  return
}

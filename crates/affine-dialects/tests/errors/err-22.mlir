func.func @f() -> i32 {
  %0 = "xt.a"() : () -> i64
  return %0 : i64
}

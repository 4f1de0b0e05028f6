func.func @f() -> i32 {
  return
}
func.func @g() -> i32 {
  return
}

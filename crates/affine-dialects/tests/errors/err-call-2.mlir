func.func private @g(i32) -> i32
func.func @f() {
  call @g() : () -> i32
  return
}

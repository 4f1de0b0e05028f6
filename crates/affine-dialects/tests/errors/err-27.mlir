func.func @f() {
  "func.foo"() : () -> ()
  return
}

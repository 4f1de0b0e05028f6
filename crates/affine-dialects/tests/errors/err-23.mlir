func.func @f() {
  call @g() : () -> ()
  return
}

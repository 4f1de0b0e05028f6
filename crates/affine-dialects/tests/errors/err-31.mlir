func.func @f(%a: i32) {
  func.func @g() {
    "xt.b"(%a) : (i32) -> ()
    return
  }
  return
}

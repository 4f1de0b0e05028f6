func.func @f() {
  bar
}

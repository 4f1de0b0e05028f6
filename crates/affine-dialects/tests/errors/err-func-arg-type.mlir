func.func @f(%a: i32) {
  return
}
"func.func"() <{function_type = (i32) -> (), sym_name = "g"}> ({
^bb0(%a: i64):
  %0 = "xt.a"(%a) : (i64) -> i32
  "func.return"() : () -> ()
}) : () -> ()

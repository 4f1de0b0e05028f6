func.func @f() {
"xt.region"() ({
^bb0(%arg: i32):
  %y = "xt.one"(%arg) : (i32) -> i32
  "xt.yield"(%y) : (i32) -> ()
}, {
  %w = "xt.zero"() : () -> i32
  "xt.yield"(%w) : (i32) -> ()
}) : () -> ()
return
}

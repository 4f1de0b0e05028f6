"xt.a"() ({
^bb0:
}, {
}) {"weird key" = 1 : i32, s = "héllo\01", t = "", big = 0xFFFFFFFFFFFFFFFF : ui64, neg = -128 : i8, n1 = -1 : i1, fl = 3.0e-310 : f64, fl2 = 1.0e38 : f32, fl3 = 65504.0 : f16, f4 = -0.5 : bf16} : () -> ()
%0:2, %1 = "xt.b"() : () -> (i32, i32, i32)
"xt.c"(%0#1, %1) : (i32, i32) -> ()
"xt.d"() ({
^bb0(%a: i32, %b: i32):
  "xt.br"(%a)[^bb1] : (i32) -> ()
^bb1(%c: i32):
  "xt.cond"(%c)[^bb1, ^bb2] : (i32) -> ()
^bb2:
  "xt.ret"() : () -> ()
}) : () -> ()

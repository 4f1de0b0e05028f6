"xt.a"() {l = loc(callsite("a":1:2 at fused["b":3:4, "c"("d":5:6)]))} : () -> () loc(fused<"meta">["x":1:1, "y":2:2])
"xt.b"() : () -> () loc("nm")
"xt.c"() : () -> () loc(unknown)

"xt.a"() : i32

"xt.a"() : () -> tensor<4xf32

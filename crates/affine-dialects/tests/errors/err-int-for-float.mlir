"xt.a"() {a = dense<[1.0, 2]> : tensor<2xf32>} : () -> ()

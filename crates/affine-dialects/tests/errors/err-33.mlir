"xt.a"() {a = dense<[1, 2, 3]> : tensor<2xi32>} : () -> ()

"xt.a"() : () -> () 
  foo

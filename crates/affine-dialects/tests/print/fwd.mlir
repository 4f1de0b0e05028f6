"xt.graph"() ({
  %1 = "xt.use"(%0) : (i32) -> i32
  %0 = "xt.def"() : () -> i32
  "xt.use2"(%2#1) : (f32) -> ()
  %2:2 = "xt.def2"() : () -> (i32, f32)
}) : () -> ()
"xt.other"() {a = [affine_map<(d0) -> (d0)>, affine_map<(d0, d1) -> (d1)>], b = affine_set<() : (0 == 0)>} : () -> ()

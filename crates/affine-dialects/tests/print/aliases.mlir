"xt.outer"() ({
  "xt.inner"() {m = affine_map<(d0) -> (d0 + 1)>} : () -> ()
}) {m = affine_map<(d0) -> (d0 + 2)>, t = memref<4xf32, affine_map<(d0) -> (d0 + 3)>>} : () -> (memref<4xf32, affine_map<(d0) -> (d0 + 4)>>)
"xt.loop"() <{lb = affine_map<(d0) -> (d0 + 5, 2)>}> ({
  "xt.loop"() <{lb = affine_map<(d0) -> (d0 + 6, 2)>}> ({
    "xt.use"() {s = affine_set<(d0) : (d0 - 1 >= 0)>} : () -> ()
  }) : () -> ()
}) {ub = affine_map<() -> (10)>} : () -> ()

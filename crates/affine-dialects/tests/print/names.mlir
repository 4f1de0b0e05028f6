!ty = i32
#set0 = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
module {
  func.func @names(%a: !ty, %b: index) -> (!ty, !ty) {
    %0:3 = "xt.three"() : () -> (i32, i32, i32)
    %x = "xt.one"(%0#2, %0#0) {set = #set0, m = affine_map<(d0) -> (d0 floordiv 2)>} : (i32, i32) -> i32
    "xt.region"(%x) ({
    ^bb0(%arg: i32):
      %y = "xt.one"(%arg, %x) : (i32, i32) -> i32
      "xt.region"() ({
        %z = "xt.one"(%y, %a) : (i32, i32) -> i32
        "xt.yield"(%z) : (i32) -> ()
      }) : () -> ()
      "xt.yield"(%y) : (i32) -> ()
    }, {
      %w = "xt.zero"() : () -> i32
      "xt.yield"(%w) : (i32) -> ()
    }) : (i32) -> ()
    %after = "xt.zero"() : () -> i32
    "xt.br"(%after)[^bb2, ^bb3] : (i32) -> ()
  ^bb2(%p: i32):
    "xt.br"()[^bb3] : () -> ()
  ^bb3:
    "xt.br"()[^bb4] : () -> ()
  ^bb4:
    return %a, %x : i32, i32
  ^bb5:
    "xt.br"()[^bb4] : () -> ()
  }
  func.func @empty() {
    return
  }
  func.func private @decl(%arg0: i32) -> i32 attributes {sym.foo = "bar"}
  func.func nested @nest() -> ((i32) -> i32)
}

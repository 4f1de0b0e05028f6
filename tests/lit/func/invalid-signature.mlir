// Function signatures name every argument or none; each mix is reported at
// the offending argument, with the custom-op prefix, as mlir-opt 22 does.
// RUN: affine-opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{custom op 'func.func' expected SSA identifier}}
func.func private @named_then_type(%a: i32 {test.attr}, f32)

// -----

// expected-error @+1 {{custom op 'func.func' expected type instead of SSA identifier}}
func.func private @type_then_named(i32, %a: f32)

// -----

func.func @across_lines(%a: i32,
  // expected-error @+1 {{custom op 'func.func' expected SSA identifier}}
  f32) {
  return
}

// -----

// The named argument is parsed completely first: its own error wins.
// expected-error @+1 {{expected ':'}}
func.func private @bad_named_arg(i32, %a)

// -----

// A region with named arguments cannot start with a block label.
func.func @entry_label(%a: i32) {
// expected-error @+1 {{invalid block name in region with named arguments}}
^bb0(%b: i32):
  return
}

// -----

// func.func's required properties are checked on entry, before its body:
// `function_type`, then `sym_name`.
// expected-error @+1 {{'func.func' op requires attribute 'sym_name'}}
"func.func"() <{function_type = (f32) -> ()}> ({
^bb0(%v: f32):
  %0 = "arith.addi"(%v, %v) : (f32, f32) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// Function signatures name every argument or none; each mix is reported at
// the offending argument, with the custom-op prefix, as mlir-opt 22 does.
// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

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

// -----

// What the syntax gives (visibility, name, type) may not be repeated in the
// attribute dictionary, whatever the value: reported at the dictionary.
// expected-error @+1 {{custom op 'func.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @visibility_in_dict() attributes {sym_visibility = 1 : i32} {
  return
}

// -----

// expected-error @+1 {{custom op 'func.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @visibility_first() attributes {function_type = () -> (), sym_name = "g", sym_visibility = "private"}

// -----

// expected-error @+1 {{custom op 'func.func' 'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @name_in_dict() attributes {function_type = 1, sym_name = "g"}

// -----

// expected-error @+1 {{custom op 'func.func' 'function_type' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @type_in_dict() attributes {function_type = () -> ()}

// -----

// In the generic form the inherent attributes written in the dictionary are
// checked against their constraints while parsing, in name order.
// expected-error @+1 {{'func.func' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"func.func"() ({}) {function_type = () -> (), sym_name = 1, sym_visibility = 1} : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'sym_visibility' failed to satisfy constraint: string attribute}}
"func.func"() ({}) {function_type = () -> (), sym_name = "f", sym_visibility = 1} : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() ({}) {function_type = i32, sym_name = "f"} : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"func.func"() ({}) {arg_attrs = [{}, 1], function_type = () -> (), sym_name = "f"} : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'no_inline' failed to satisfy constraint: unit attribute}}
"func.func"() ({}) {function_type = () -> (), no_inline = 1, sym_name = "f"} : () -> ()

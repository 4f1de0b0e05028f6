//! Printer and parser behaviour that needs registered dialects (custom op
//! syntax), checked through the core's public API.

use affine_ir::parser::{ParseOptions, parse_source};
use affine_ir::printer::{PrintOptions, print_op, print_op_parts};

fn print_both(src: &str) -> (String, (String, String, String)) {
    let mut ctx = affine_dialects::new_context();
    ctx.allow_unregistered_dialect = true;
    let opts = ParseOptions { allow_unregistered_dialect: true, range: None };
    let m = parse_source(&mut ctx, src, "t.mlir", &opts).expect("parses");
    let popts = PrintOptions::default();
    (print_op(&ctx, m, &popts), print_op_parts(&ctx, m, &popts))
}

#[test]
fn implicit_module_and_func_custom_form() {
    let (out, _) = print_both("func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n");
    assert_eq!(out, "module {\n  func.func @f(%arg0: i32) -> i32 {\n    return %arg0 : i32\n  }\n}\n");
}

#[test]
fn single_pass_numbers_aliases_in_printing_order() {
    let src = "func.func @f(%n: index) {\n  affine.for %i = max affine_map<(d0) -> (d0, 0)>(%n) to min affine_map<(d0) -> (d0 + 4, 8)>(%n) {\n    affine.for %j = affine_map<(d0) -> (d0 + 1)>(%i) to 8 {\n    }\n  }\n  return\n}\n";
    let (whole, (head, body, tail)) = print_both(src);
    assert_eq!(
        head,
        "#map = affine_map<(d0) -> (d0, 0)>\n#map1 = affine_map<(d0) -> (d0 + 4, 8)>\n#map2 = affine_map<(d0) -> (d0 + 1)>\n"
    );
    assert!(body.contains("max #map(%arg0) to min #map1(%arg0)") && body.contains("= #map2(%arg1) to 8"));
    assert_eq!(whole, format!("{head}{body}{tail}"));
}

#[test]
fn generic_ops_fall_back_to_the_collection_pass() {
    // MLIR's alias collection visits a generic op's types before its
    // attributes, while the printed text has them the other way round.
    let src = "func.func @f() {\n  %0 = \"test.op\"() {m = affine_map<(d0) -> (d0 * 2)>} : () -> memref<8xf32, affine_map<(d0) -> (d0 + 3)>>\n  return\n}\n";
    let (whole, (head, body, tail)) = print_both(src);
    assert_eq!(head, "#map = affine_map<(d0) -> (d0 + 3)>\n#map1 = affine_map<(d0) -> (d0 * 2)>\n");
    assert!(body.contains("{m = #map1} : () -> memref<8xf32, #map>"), "{body}");
    assert_eq!(whole, format!("{head}{body}{tail}"));
}

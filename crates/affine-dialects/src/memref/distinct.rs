//! `memref.distinct_objects`, parsed, printed and verified as `mlir-opt` 22
//! does:
//!
//! ```text
//! %0:2 = memref.distinct_objects %a, %b : memref<4xf32>, memref<?xf32>
//! ```
//!
//! The op asserts that its memref operands do not alias each other and
//! returns them unchanged (its results have the operand types, inferred).
//! It is `Pure`: it neither reads nor writes the memory, so an unused one
//! is dead and two identical ones are one.

use crate::arith::types::*;
use affine_ir::context::Context;
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{Arity, OpDef, OpShape, Registry, traits};
use affine_ir::ir::{OpId, OpState};
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;

/// The ODS summary of the operand and result groups.
const VARIADIC_MEMREF: &str = "variadic of memref of any type values";

/// Registers `memref.distinct_objects`.
pub(super) fn register(reg: &mut Registry) {
    reg.add(OpDef {
        parse: Some(parse_distinct),
        print: Some(print_distinct),
        verify: Some(verify_distinct),
        shape: Some(OpShape::variadic(0, 0).with_results(Arity::Any)),
        traits: traits::PURE,
        ..OpDef::new("memref.distinct_objects")
    });
}

/// `$operands attr-dict : type($operands)`; the results take the operand
/// types.
fn parse_distinct(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let at = p.offset();
    let us = p.parse_operand_list()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let types = p.parse_colon_type_list()?;
    if types.len() != us.len() {
        let msg =
            format!("number of operands and types do not match: got {} operands and {} types", us.len(), types.len());
        return Err(custom_error(p, st, at, msg));
    }
    p.resolve_operands(&us, &types, &mut st.operands)?;
    st.result_types.extend(types);
    Ok(())
}

fn print_distinct(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operands(&ops);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    let types: Vec<_> = ops.iter().map(|&v| ctx.ir.value_type(v)).collect();
    p.print_types(&types);
}

/// ODS constraints (ranked memrefs in and out), then 22's verifier: the
/// result types are the operand types, and there is at least one operand.
fn verify_distinct(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let n = ctx.ir.operands(op).len();
    check_operands(ctx, op, 0..n, VARIADIC_MEMREF, is_memref)?;
    for i in 0..ctx.ir.results(op).len() {
        check_result(ctx, op, i, VARIADIC_MEMREF, is_memref)?;
    }
    let operand_types = ctx.ir.operands(op).iter().map(|&v| ctx.ir.value_type(v));
    let result_types = ctx.ir.results(op).iter().map(|&v| ctx.ir.value_type(v));
    if !operand_types.eq(result_types) {
        return Err(op_error(ctx, op, "operand types and result types must match"));
    }
    if n == 0 {
        return Err(op_error(ctx, op, "expected at least one operand"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::arith::types::testing::{error, roundtrip, roundtrip_generic};

    #[test]
    fn distinct_objects_forms_and_errors() {
        let src = "func.func @f(%a: memref<4xf32>, %b: memref<?xf32>) {\n %0:2 = memref.distinct_objects %a, %b {x} : memref<4xf32>, memref<?xf32>\n return\n}";
        let out = roundtrip(src);
        assert!(
            out.contains("%0:2 = memref.distinct_objects %arg0, %arg1 {x} : memref<4xf32>, memref<?xf32>"),
            "{out}"
        );
        let g = roundtrip_generic(src);
        assert!(
            g.contains("\"memref.distinct_objects\"(%arg0, %arg1) {x} : (memref<4xf32>, memref<?xf32>) -> (memref<4xf32>, memref<?xf32>)"),
            "{g}"
        );
        let e = error(
            "func.func @f(%a: memref<4xf32>) {\n %0 = \"memref.distinct_objects\"(%a) : (memref<4xf32>) -> memref<3xf32>\n return\n}",
        );
        assert!(e.contains("operand types and result types must match"), "{e}");
        let e = error("func.func @f() {\n \"memref.distinct_objects\"() : () -> ()\n return\n}");
        assert!(e.contains("expected at least one operand"), "{e}");
        let e = error(
            "func.func @f(%a: memref<4xf32>) {\n %0 = memref.distinct_objects %a, %a : memref<4xf32>\n return\n}",
        );
        assert!(e.contains("number of operands and types do not match: got 2 operands and 1 types"), "{e}");
    }
}

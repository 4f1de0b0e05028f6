//! The parts of MLIR's `test` dialect that upstream affine tests use.
//!
//! `mlir-opt` registers its test dialect, which accepts unknown operations
//! (`"test.foo"() : () -> ()` parses without `--allow-unregistered-dialect`),
//! and `test.affine_scope`, a region op that starts a new affine scope
//! (`test.affine_scope { ... }`), used to test the affine symbol rules, and
//! `test.isolated_graph_region`, an isolated op whose region is a graph
//! region (ops may use values defined after them), used by slicing tests.

use affine_ir::dialect::{OpDef, Registry, traits};
use affine_ir::ir::{OpId, OpState};
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;

/// Registers the `test` dialect (unknown ops allowed) and `test.affine_scope`.
pub fn register(reg: &mut Registry) {
    reg.add_dialect("test");
    reg.allow_unknown_ops("test");
    reg.add(OpDef {
        parse: Some(parse_affine_scope),
        print: Some(print_affine_scope),
        traits: traits::AFFINE_SCOPE,
        ..OpDef::new("test.affine_scope")
    });
    reg.add(OpDef {
        parse: Some(parse_affine_scope),
        print: Some(print_affine_scope),
        traits: traits::ISOLATED_FROM_ABOVE | traits::GRAPH_REGION | traits::NO_TERMINATOR | traits::SINGLE_BLOCK,
        ..OpDef::new("test.isolated_graph_region")
    });
}

/// `test.affine_scope <region> attr-dict` (and `test.isolated_graph_region`).
fn parse_affine_scope(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let region = p.parse_region(&[], false)?;
    st.regions.push(region);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

fn print_affine_scope(p: &mut OpPrinter, op: OpId) {
    p.write(" ");
    let region = p.ctx.ir.regions(op)[0];
    p.print_region(region, false, true);
    p.print_optional_attr_dict(op, &[]);
}

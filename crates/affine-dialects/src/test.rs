//! The parts of MLIR's `test` dialect that upstream affine tests use.
//!
//! `mlir-opt` registers its test dialect, which accepts unknown operations
//! (`"test.foo"() : () -> ()` parses without `--allow-unregistered-dialect`),
//! and `test.affine_scope`, a region op that starts a new affine scope
//! (`test.affine_scope { ... }`), used to test the affine symbol rules;
//! `test.isolated_graph_region`, an isolated op whose region is a graph
//! region (ops may use values defined after them), used by slicing tests,
//! and `test.graph_region`, its non-isolated form that needs a terminator;
//! `test.side_effect_op`, whose memory effects are listed by its
//! `effects` attribute (`[{effect = "write"}, {effect = "read", on_result}]`;
//! none without it), used to test what passes do with effects; and
//! `test.value_with_bounds {min = .., max = ..}` (an index of known range).

use affine_ir::context::{AttrData, Context};
use affine_ir::dialect::{EffectKind, MemEffect, OpDef, Registry, traits};
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
        parse: Some(parse_value_with_bounds),
        print: Some(print_value_with_bounds),
        // No `Pure` in MLIR's test dialect: unknown effects, never dead.
        inherent_attrs: &["max", "min"],
        ..OpDef::new("test.value_with_bounds")
    });
    reg.add(OpDef {
        parse: Some(parse_affine_scope),
        print: Some(print_affine_scope),
        traits: traits::ISOLATED_FROM_ABOVE | traits::GRAPH_REGION | traits::NO_TERMINATOR | traits::SINGLE_BLOCK,
        ..OpDef::new("test.isolated_graph_region")
    });
    reg.add(OpDef {
        parse: Some(parse_graph_region),
        print: Some(print_graph_region),
        traits: traits::GRAPH_REGION,
        ..OpDef::new("test.graph_region")
    });
    reg.add(OpDef { effects: Some(side_effect_op_effects), ..OpDef::new("test.side_effect_op") });
}

/// The effects listed by the `effects` attribute of `test.side_effect_op`
/// (MLIR's `SideEffectOp::getEffects`): each entry's `effect` (`allocate`,
/// `free`, `read`, `write`), on the op's first result with `on_result`,
/// else on no particular value.
fn side_effect_op_effects(ctx: &Context, op: OpId, out: &mut Vec<MemEffect>) {
    let Some(list) = ctx.lookup_ident("effects").and_then(|i| ctx.ir.attr(op, i)) else { return };
    let AttrData::Array(entries) = ctx.attr_data(list) else { return };
    for &e in entries {
        let AttrData::Dictionary(fields) = ctx.attr_data(e) else { continue };
        let field = |name: &str| fields.iter().find(|na| ctx.ident_str(na.name) == name).map(|na| na.value);
        let kind = match field("effect").and_then(|a| ctx.attr_str(a)) {
            Some("allocate") => EffectKind::Allocate,
            Some("free") => EffectKind::Free,
            Some("read") => EffectKind::Read,
            _ => EffectKind::Write,
        };
        let value = field("on_result").and_then(|_| ctx.ir.results(op).first().copied());
        out.push(MemEffect { kind, value });
    }
}

/// `prop-dict attr-dict` with an `index` result.
fn parse_value_with_bounds(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let index = p.ctx.index_type();
    st.result_types.push(index);
    Ok(())
}

fn print_value_with_bounds(p: &mut OpPrinter, op: OpId) {
    p.print_optional_attr_dict(op, &[]);
}

/// `test.affine_scope <region>` (and `test.isolated_graph_region`): no
/// attribute dictionary in the custom form, as in MLIR (a `{` after the
/// region starts the next op).
fn parse_affine_scope(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let region = p.parse_region(&[], false)?;
    st.regions.push(region);
    Ok(())
}

fn print_affine_scope(p: &mut OpPrinter, op: OpId) {
    p.write(" ");
    let region = p.ctx.ir.regions(op)[0];
    p.print_region(region, false, true);
    p.print_optional_attr_dict(op, &[]);
}

/// `test.graph_region attr-dict-with-keyword $region`.
fn parse_graph_region(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    p.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
    let region = p.parse_region(&[], false)?;
    st.regions.push(region);
    Ok(())
}

fn print_graph_region(p: &mut OpPrinter, op: OpId) {
    p.print_optional_attr_dict_with_keyword(op, &[]);
    p.write(" ");
    let region = p.ctx.ir.regions(op)[0];
    p.print_region(region, false, true);
}

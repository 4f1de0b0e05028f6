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
//! none without it), used to test what passes do with effects;
//! `test.value_with_bounds {min = .., max = ..}` (an index of known range);
//! and the ops of MLIR's CSE tests: `test.op_with_memread` (one integer
//! result, reads memory), `test.op_with_memwrite` (writes memory),
//! `test.cse_of_single_block_op inputs(..) { .. } : types -> types` (pure,
//! one single-block region ended by `test.region_yield`) and
//! `test.region_yield %v : type` (its pure terminator).

use affine_ir::context::{AttrData, Context};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{EffectKind, MemEffect, OpDef, OpShape, Registry, traits};
use affine_ir::ir::{OpId, OpState};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;
use affine_ir::verify::{check_implicit_terminator, op_error};

use crate::arith::types::{Shape, check_shape, custom_error, parse_kw, q};

/// `test.region_yield`, the terminator of `test.cse_of_single_block_op`.
const REGION_YIELD: &str = "test.region_yield";

/// Registers the `test` dialect (unknown ops allowed) and `test.affine_scope`.
pub fn register(reg: &mut Registry) {
    reg.add_dialect("test");
    reg.allow_unknown_ops("test");
    reg.add(OpDef {
        parse: Some(parse_affine_scope),
        print: Some(print_affine_scope),
        verify: Some(verify_affine_scope),
        traits: traits::AFFINE_SCOPE,
        verify_structure: Some(single_region_structure),
        ..OpDef::new("test.affine_scope")
    });
    reg.add(OpDef {
        parse: Some(parse_value_with_bounds),
        print: Some(print_value_with_bounds),
        // No `Pure` in MLIR's test dialect: unknown effects, never dead.
        inherent_attrs: &["max", "min"],
        shape: Some(OpShape::fixed(0, 1)),
        ..OpDef::new("test.value_with_bounds")
    });
    reg.add(OpDef {
        parse: Some(parse_affine_scope),
        print: Some(print_affine_scope),
        traits: traits::ISOLATED_FROM_ABOVE | traits::GRAPH_REGION | traits::NO_TERMINATOR | traits::SINGLE_BLOCK,
        verify_structure: Some(single_region_structure),
        ..OpDef::new("test.isolated_graph_region")
    });
    reg.add(OpDef {
        parse: Some(parse_graph_region),
        print: Some(print_graph_region),
        traits: traits::GRAPH_REGION,
        verify_structure: Some(single_region_structure),
        ..OpDef::new("test.graph_region")
    });
    reg.add(OpDef {
        effects: Some(side_effect_op_effects),
        shape: Some(OpShape::fixed(0, 1)),
        ..OpDef::new("test.side_effect_op")
    });
    reg.add(OpDef {
        verify: Some(verify_op_with_memread),
        effects: Some(|_, _, out| out.push(MemEffect { kind: EffectKind::Read, value: None })),
        ..OpDef::new("test.op_with_memread")
    });
    reg.add(OpDef {
        verify: Some(|ctx, op| check_shape(ctx, op, &Shape::fixed(0, 0))),
        effects: Some(|_, _, out| out.push(MemEffect { kind: EffectKind::Write, value: None })),
        ..OpDef::new("test.op_with_memwrite")
    });
    reg.add(OpDef {
        parse: Some(parse_cse_of_single_block_op),
        print: Some(print_cse_of_single_block_op),
        verify: Some(verify_cse_of_single_block_op),
        verify_regions: Some(|ctx, op| check_implicit_terminator(ctx, op, REGION_YIELD)),
        traits: traits::SINGLE_BLOCK | traits::PURE,
        ..OpDef::new("test.cse_of_single_block_op")
    });
    reg.add(OpDef {
        parse: Some(parse_region_yield),
        print: Some(print_region_yield),
        shape: Some(OpShape::fixed(1, 0)),
        traits: traits::TERMINATOR | traits::PURE | traits::RETURN_LIKE,
        ..OpDef::new(REGION_YIELD)
    });
}

/// `test.op_with_memread`: no operands, one integer result.
fn verify_op_with_memread(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(0, 1))?;
    let t = ctx.ir.value_type(ctx.ir.results(op)[0]);
    if !ctx.is_integer(t) {
        return Err(op_error(ctx, op, &format!("result #0 must be integer, but got {}", q(ctx, t))));
    }
    Ok(())
}

/// `test.cse_of_single_block_op`: one region of exactly one block
/// (`SingleBlock` already rejected more), any operands and results.
fn verify_cse_of_single_block_op(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape { regions: 1, results: None, operands: None, min_operands: 0 })?;
    let r = ctx.ir.regions(op)[0];
    if ctx.ir.region_blocks(r).count() != 1 {
        return Err(op_error(ctx, op, "region #0 ('region') failed to verify constraint: region with 1 blocks"));
    }
    Ok(())
}

/// `attr-dict `inputs` `(` $inputs `)` $region `:` type($inputs) `->`
/// type($outputs)`; a body without terminator gets an operand-less
/// `test.region_yield` (MLIR's builder, which mlir-opt 22 crashes
/// creating; here the verifier then reports the missing operand).
fn parse_cse_of_single_block_op(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    parse_kw(p, st, "inputs")?;
    p.expect(Tok::LParen)?;
    let at = p.offset();
    let inputs = p.parse_operand_list()?;
    p.expect(Tok::RParen)?;
    let region = p.parse_region(&[], false)?;
    crate::scf::ensure_terminator(p.ctx, region, REGION_YIELD, st.loc);
    st.regions.push(region);
    p.expect(Tok::Colon)?;
    let input_types = p.parse_type_list()?;
    p.expect(Tok::Arrow)?;
    st.result_types = p.parse_type_list()?;
    if input_types.len() != inputs.len() {
        let (n, m) = (inputs.len(), input_types.len());
        let msg = format!("number of operands and types do not match: got {n} operands and {m} types");
        return Err(custom_error(p, st, at, msg));
    }
    p.resolve_operands(&inputs, &input_types, &mut st.operands)
}

fn print_cse_of_single_block_op(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.print_optional_attr_dict(op, &[]);
    p.write(" inputs(");
    p.print_operands(ctx.ir.operands(op));
    p.write(") ");
    let Some(&r) = ctx.ir.regions(op).first() else { return };
    // ODS prints the terminator unless it is a bare `test.region_yield`.
    let print_terminator = ctx.ir.region_blocks(r).next().and_then(|b| ctx.ir.block(b).last).is_none_or(|t| {
        let d = ctx.ir.op(t);
        !d.attrs.is_empty() || !d.props.is_empty() || !d.operands.is_empty() || !d.results.is_empty()
    });
    p.print_region(r, true, print_terminator);
    p.write(" : ");
    let tys: Vec<_> = ctx.ir.operands(op).iter().map(|&v| ctx.ir.value_type(v)).collect();
    p.print_types(&tys);
    p.write(" -> ");
    let tys: Vec<_> = ctx.ir.results(op).iter().map(|&v| ctx.ir.value_type(v)).collect();
    p.print_types(&tys);
}

/// `$result `:` type($result) attr-dict`.
fn parse_region_yield(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect(Tok::Colon)?;
    let t = p.parse_type()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.resolve_operand(&v, t, &mut st.operands)
}

fn print_region_yield(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let Some(&v) = ctx.ir.operands(op).first() else { return };
    p.write(" ");
    p.print_operand(v);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(v));
    p.print_optional_attr_dict(op, &[]);
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

/// `attr-dict` (holding the `min`/`max` properties) with an `index`
/// result; a second `{` starts the next op, as in MLIR.
fn parse_value_with_bounds(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
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

/// The structural traits of the region-holding test ops: one region, no
/// results, no operands.
fn single_region_structure(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape { regions: 1, results: Some(0), operands: Some(0), min_operands: 0 })
}

/// ODS `SizedRegion<1>:$region` of `test.affine_scope`.
fn verify_affine_scope(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(&r) = ctx.ir.regions(op).first() else { return Ok(()) };
    if ctx.ir.region_blocks(r).count() != 1 {
        return Err(op_error(ctx, op, "region #0 ('region') failed to verify constraint: region with 1 blocks"));
    }
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

//! `affine.apply`, `affine.min`, `affine.max`.
//!
//! ```mlir
//! %0 = affine.apply #map(%i)[%n]
//! %1 = affine.min affine_map<(d0)[s0] -> (d0 + 32, s0)> (%i)[%n]
//! ```

use affine_ir::context::Context;
use affine_ir::dialect::{OpDef, PropDecl, PropKind, Registry, traits};
use affine_ir::ir::{OpId, OpState};
use affine_ir::known;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;

use super::common::{
    Count, VResult, add_prop, check_index_group, custom_error, op_error, parse_affine_map_attr,
    parse_dim_and_symbol_list, plain_error, print_dim_and_symbol_list, require_access_map, verify_structure,
};
use super::names;
use super::scope::{affine_scope, is_valid_dim_in, is_valid_symbol_in};
use super::views::{map_prop_id, num_dims};

const MAP: &[&str] = &["map"];
/// The one property of `affine.apply` / `min` / `max`.
const MAP_PROPS: &[PropDecl] = &[PropDecl::new("map", PropKind::AffineMap)];

/// Registers `affine.apply`, `affine.min` and `affine.max`.
pub(super) fn register(reg: &mut Registry) {
    reg.add(OpDef {
        parse: Some(parse_apply),
        print: Some(print_map_op),
        verify: Some(verify_apply),
        traits: traits::PURE,
        inherent_attrs: MAP,
        props: MAP_PROPS,
        normalize: Some(normalize_map_op),
        ..OpDef::new(names::APPLY)
    });
    reg.add(OpDef {
        parse: Some(parse_min_max),
        print: Some(print_map_op),
        verify: Some(verify_min_max),
        traits: traits::PURE,
        inherent_attrs: MAP,
        props: MAP_PROPS,
        normalize: Some(normalize_map_op),
        ..OpDef::new(names::MIN)
    });
    reg.add(OpDef {
        parse: Some(parse_min_max),
        print: Some(print_map_op),
        verify: Some(verify_min_max),
        traits: traits::PURE,
        inherent_attrs: MAP,
        props: MAP_PROPS,
        normalize: Some(normalize_map_op),
        ..OpDef::new(names::MAX)
    });
}

/// `affine.apply map (dims)[syms] attr-dict`; one `index` result per map
/// result (the verifier then requires exactly one).
fn parse_apply(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let (attr, map) = parse_affine_map_attr(p, names::APPLY)?;
    add_prop(p, st, "map", attr);
    let nd = parse_dim_and_symbol_list(p, &mut st.operands)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let d = p.ctx.affine.map_data(map);
    let (md, ms, nr) = (d.num_dims as usize, d.num_symbols as usize, d.results.len());
    if md != nd || nd + ms != st.operands.len() {
        return Err(custom_error(st, names::APPLY, "dimension or symbol index mismatch"));
    }
    let index = p.ctx.index_type();
    st.result_types.extend(std::iter::repeat_n(index, nr));
    Ok(())
}

/// `affine.min|max map (dims)[syms] attr-dict`; one `index` result.
fn parse_min_max(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let name = if p.ctx.op_name_str(st.name) == names::MIN { names::MIN } else { names::MAX };
    let (attr, _) = parse_affine_map_attr(p, name)?;
    add_prop(p, st, "map", attr);
    let mut dims = super::common::parse_operand_list_delimited(p, false, false)?;
    dims.extend(super::common::parse_operand_list_delimited(p, true, true)?);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::common::resolve_index(p, &dims, &mut st.operands)?;
    st.result_types.push(p.ctx.index_type());
    Ok(())
}

/// ` map(dims)[syms] attr-dict` for apply / min / max.
fn print_map_op(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let Some(map_id) = ctx.lookup_ident("map") else {
        return;
    };
    let Some(attr) = ctx.ir.attr(op, map_id) else {
        return;
    };
    let nd = ctx.attr_affine_map(attr).map_or(0, |m| num_dims(ctx, m));
    p.write(" ");
    p.print_attribute(attr);
    print_dim_and_symbol_list(p, ctx.ir.operands(op), nd);
    p.print_optional_attr_dict(op, MAP);
}

/// Parse-time check of the `map` property kind.
fn normalize_map_op(ctx: &mut Context, st: &mut OpState) -> Result<(), String> {
    let name = ctx.op_name_str(st.name).to_string();
    super::common::check_attr_kinds(ctx, st, &name, &[("map", super::common::AttrKind::Map, super::common::MAP_DESC)])
}

/// ODS invariants shared by apply / min / max.
fn verify_map_op_invariants(ctx: &Context, op: OpId) -> VResult {
    verify_structure(ctx, op, 0, Count::Exactly(1), 0)?;
    require_access_map(ctx, op)?;
    check_index_group(ctx, op, ctx.ir.operands(op), 0, "operand", true)?;
    check_index_group(ctx, op, ctx.ir.results(op), 0, "result", false)
}

fn verify_operand_count(ctx: &Context, op: OpId) -> VResult {
    let Some(map) = map_prop_id(ctx, op, known::MAP) else {
        return Ok(());
    };
    let d = ctx.affine.map_data(map);
    if ctx.ir.operands(op).len() != (d.num_dims + d.num_symbols) as usize {
        return Err(op_error(ctx, op, "operand count and affine map dimension and symbol count must match"));
    }
    Ok(())
}

/// `AffineApplyOp::verify`.
fn verify_apply(ctx: &Context, op: OpId) -> VResult {
    verify_map_op_invariants(ctx, op)?;
    verify_operand_count(ctx, op)?;
    let Some(map) = map_prop_id(ctx, op, known::MAP) else {
        return Ok(());
    };
    let d = ctx.affine.map_data(map);
    if d.results.len() != 1 {
        return Err(op_error(ctx, op, "mapping must produce one value"));
    }
    // Valid dims may not be used in symbol positions (operands that are
    // neither are allowed: affine.apply is also used outside affine code).
    let symbols = &ctx.ir.operands(op)[d.num_dims as usize..];
    if symbols.is_empty() {
        return Ok(());
    }
    let region = affine_scope(ctx, op);
    for &v in symbols {
        if is_valid_dim_in(ctx, v, region) && !is_valid_symbol_in(ctx, v, region) {
            return Err(plain_error(ctx, op, "dimensional operand cannot be used as a symbol"));
        }
    }
    Ok(())
}

/// `verifyAffineMinMaxOp`.
fn verify_min_max(ctx: &Context, op: OpId) -> VResult {
    verify_map_op_invariants(ctx, op)?;
    verify_operand_count(ctx, op)?;
    if map_prop_id(ctx, op, known::MAP).is_some_and(|m| ctx.affine.map_data(m).results.is_empty()) {
        return Err(op_error(ctx, op, "affine map expect at least one result"));
    }
    Ok(())
}

//! `memref` atomic read-modify-write ops: `atomic_rmw` (one of the
//! `arith::AtomicRMWKind` combiners), `generic_atomic_rmw` (the new value
//! computed by a region from the current one) and its terminator
//! `atomic_yield`, parsed, printed and verified as `mlir-opt` 22 does.
//!
//! Both read-modify-write ops read and write the element of their memref
//! operand (MLIR's `[MemRead, MemWrite]` on it), so dependence analysis and
//! fusion see an access that is both a load and a store.

use super::{INDEX_VARIADIC, memref_parts, operand_type, resolve_all, result_type};
use crate::affine::ReductionKind;
use crate::arith::types::*;
use affine_ir::context::{AttrData, Context, Type};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{EffectKind, MemEffect, OpDef, Registry, traits};
use affine_ir::ir::{OpId, OpState, WalkOrder};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;

/// ODS's `AnyTypeOf<[AnySignlessInteger, AnyFloat]>`.
const INT_OR_FLOAT_DESC: &str = "signless integer or floating-point";
/// ODS's `MemRefOf<[AnySignlessInteger, AnyFloat]>`.
const MEMREF_INT_OR_FLOAT_DESC: &str = "memref of signless integer or floating-point values";
/// The summary of the `kind` enum attribute.
const KIND_DESC: &str = "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15";

/// Registers `memref.atomic_rmw`, `memref.generic_atomic_rmw` and
/// `memref.atomic_yield`.
pub(super) fn register(reg: &mut Registry) {
    reg.add(OpDef {
        parse: Some(parse_atomic_rmw),
        print: Some(print_atomic_rmw),
        verify: Some(verify_atomic_rmw),
        effects: Some(read_write_effects),
        inherent_attrs: &["kind"],
        ..OpDef::new("memref.atomic_rmw")
    });
    reg.add(OpDef {
        parse: Some(parse_generic_atomic_rmw),
        print: Some(print_generic_atomic_rmw),
        verify: Some(verify_generic_atomic_rmw),
        verify_regions: Some(verify_generic_atomic_rmw_regions),
        effects: Some(read_write_effects),
        traits: traits::SINGLE_BLOCK,
        ..OpDef::new("memref.generic_atomic_rmw")
    });
    reg.add(OpDef {
        parse: Some(parse_atomic_yield),
        print: Some(print_atomic_yield),
        verify: Some(verify_atomic_yield),
        parent_ops: &["memref.generic_atomic_rmw"],
        traits: traits::TERMINATOR | traits::PURE,
        ..OpDef::new("memref.atomic_yield")
    });
}

fn is_int_or_float(ctx: &Context, t: Type) -> bool {
    is_signless_int(ctx, t) || is_float(ctx, t)
}

fn is_memref_of_int_or_float(ctx: &Context, t: Type) -> bool {
    memref_parts(ctx, t).is_some_and(|(_, elem, ..)| is_int_or_float(ctx, elem))
}

/// The memref operand (operand 1 of `atomic_rmw`, 0 of
/// `generic_atomic_rmw`) is read and written.
fn read_write_effects(ctx: &Context, op: OpId, out: &mut Vec<MemEffect>) {
    let i = usize::from(ctx.op_name_str(ctx.ir.op(op).name) == "memref.atomic_rmw");
    if let Some(&m) = ctx.ir.operands(op).get(i) {
        out.push(MemEffect { kind: EffectKind::Read, value: Some(m) });
        out.push(MemEffect { kind: EffectKind::Write, value: Some(m) });
    }
}

/// The combiner of a `memref.atomic_rmw`.
pub fn atomic_rmw_kind(ctx: &Context, op: OpId) -> Option<ReductionKind> {
    prop(ctx, op, "kind").and_then(|a| kind_of(ctx, a))
}

fn kind_of(ctx: &Context, a: affine_ir::context::Attribute) -> Option<ReductionKind> {
    match ctx.attr_data(a) {
        AttrData::Integer { value, ty } if is_signless_int_of(ctx, *ty, 64) => ReductionKind::from_value(*value),
        _ => None,
    }
}

// ----------------------------------------------------------------------
// atomic_rmw
// ----------------------------------------------------------------------

/// `$kind $value, $memref[$indices] attr-dict : (type($value),
/// type($memref)) -> type($result)`.
fn parse_atomic_rmw(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    // MLIR's generated parser: one of the case keywords, else a string
    // naming a case.
    let kind_at = p.offset();
    let kind = if p.at(Tok::BareIdent) && ReductionKind::from_name(p.token_text()).is_some() {
        let k = ReductionKind::from_name(p.token_text());
        p.consume();
        k
    } else if p.at(Tok::String) {
        let s = p.parse_string()?;
        match ReductionKind::from_name(&s) {
            Some(k) => Some(k),
            None => return Err(custom_error(p, st, kind_at, format!("invalid kind attribute specification: \"{s}\""))),
        }
    } else {
        None
    };
    let Some(kind) = kind else {
        let cases: Vec<&str> = (0..16).filter_map(|v| ReductionKind::from_value(v).map(ReductionKind::name)).collect();
        let msg = format!(
            "expected string or keyword containing one of the following enum values for attribute 'kind' [{}]",
            cases.join(", ")
        );
        return Err(custom_error(p, st, kind_at, msg));
    };
    let value = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let memref = p.parse_operand()?;
    let indices = p.parse_delimited_operand_list(Tok::LSquare, Tok::RSquare)?;
    let dict_at = p.offset();
    p.parse_optional_attr_dict(&mut st.attrs)?;
    if let Some(a) = state_prop(p.ctx, st, "kind")
        && kind_of(p.ctx, a).is_none()
    {
        let name = p.ctx.op_name_str(st.name).to_string();
        return Err(p.error_at(
            dict_at,
            format!("custom op '{name}' '{name}' op attribute 'kind' failed to satisfy constraint: {KIND_DESC}"),
        ));
    }
    p.expect(Tok::Colon)?;
    p.expect(Tok::LParen)?;
    let value_type = p.parse_type()?;
    p.expect(Tok::Comma)?;
    let at = p.offset();
    let memref_type = p.parse_type()?;
    if !is_memref(p.ctx, memref_type) {
        return Err(crate::arith::types::type_kind_error(p, st, at, "builtin.memref", memref_type));
    }
    p.expect(Tok::RParen)?;
    p.expect(Tok::Arrow)?;
    let result = p.parse_type()?;
    p.resolve_operand(&value, value_type, &mut st.operands)?;
    p.resolve_operand(&memref, memref_type, &mut st.operands)?;
    let index = p.ctx.index_type();
    resolve_all(p, &indices, index, &mut st.operands)?;
    st.result_types.push(result);
    // A `kind` written in the attribute dictionary is the property (it is
    // read after the keyword, as in mlir-opt 22).
    if state_prop(p.ctx, st, "kind").is_none() {
        let i64t = p.ctx.int_type(64);
        let a = p.ctx.int_attr(i64t, kind.value() as i128);
        set_state_prop(p.ctx, st, "kind", a);
    }
    Ok(())
}

fn print_atomic_rmw(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    match atomic_rmw_kind(ctx, op) {
        Some(k) => p.write(k.name()),
        None => {
            if let Some(a) = prop(ctx, op, "kind") {
                p.print_attribute(a);
            }
        }
    }
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(", ");
    p.print_operand(ops[1]);
    p.write("[");
    p.print_operands(&ops[2..]);
    p.write("]");
    p.print_optional_attr_dict(op, &["kind"]);
    p.write(" : (");
    p.print_type(ctx.ir.value_type(ops[0]));
    p.write(", ");
    p.print_type(ctx.ir.value_type(ops[1]));
    p.write(") -> ");
    if let Some(t) = result_type(ctx, op) {
        p.print_type(t);
    }
}

fn verify_atomic_rmw(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(2, 1))?;
    let Some(kind) = prop(ctx, op, "kind") else {
        return Err(op_error(ctx, op, "requires attribute 'kind'"));
    };
    let Some(kind) = kind_of(ctx, kind) else {
        return Err(op_error(ctx, op, format!("attribute 'kind' failed to satisfy constraint: {KIND_DESC}")));
    };
    check_operand(ctx, op, 0, INT_OR_FLOAT_DESC, is_int_or_float)?;
    check_operand(ctx, op, 1, MEMREF_INT_OR_FLOAT_DESC, is_memref_of_int_or_float)?;
    check_operands(ctx, op, 2..ctx.ir.operands(op).len(), INDEX_VARIADIC, is_index)?;
    check_result(ctx, op, 0, INT_OR_FLOAT_DESC, is_int_or_float)?;
    let value_type = operand_type(ctx, op, 0).expect("checked operands");
    if result_type(ctx, op) != Some(value_type) {
        return Err(op_error(ctx, op, "failed to verify that all of {value, result} have same type"));
    }
    let memref_type = operand_type(ctx, op, 1).expect("checked operands");
    let (shape, elem, ..) = memref_parts(ctx, memref_type).expect("checked memref");
    if elem != value_type {
        return Err(op_error(ctx, op, "failed to verify that value type matches element type of memref"));
    }
    if shape.len() != ctx.ir.operands(op).len() - 2 {
        return Err(op_error(ctx, op, "expects the number of subscripts to be equal to memref rank"));
    }
    use ReductionKind as K;
    match kind {
        K::AddF | K::MaximumF | K::MinimumF | K::MulF if !is_float(ctx, value_type) => {
            Err(op_error(ctx, op, format!("with kind '{}' expects a floating-point type", kind.name())))
        }
        K::AddI | K::MaxS | K::MaxU | K::MinS | K::MinU | K::MulI | K::OrI | K::XOrI | K::AndI
            if !is_signless_int(ctx, value_type) =>
        {
            Err(op_error(ctx, op, format!("with kind '{}' expects an integer type", kind.name())))
        }
        _ => Ok(()),
    }
}

// ----------------------------------------------------------------------
// generic_atomic_rmw / atomic_yield
// ----------------------------------------------------------------------

/// `$memref[$indices] : type($memref) $region attr-dict`; the result is
/// the element type.
fn parse_generic_atomic_rmw(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let memref = p.parse_operand()?;
    let indices = p.parse_delimited_operand_list(Tok::LSquare, Tok::RSquare)?;
    // MLIR's parser reads any type and resolves the operand before it
    // takes the element type, so a wrong type first fails the resolution
    // against the value's earlier type.
    p.expect(Tok::Colon)?;
    let at = p.offset();
    let t = p.parse_type()?;
    p.resolve_operand(&memref, t, &mut st.operands)?;
    let index = p.ctx.index_type();
    resolve_all(p, &indices, index, &mut st.operands)?;
    if !is_memref(p.ctx, t) {
        // (mlir-opt 22 crashes on its cast here; an error is right.)
        return Err(crate::arith::types::type_kind_error(p, st, at, "builtin.memref", t));
    }
    let body = p.parse_region(&[], false)?;
    st.regions.push(body);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let elem = memref_parts(p.ctx, t).map(|parts| parts.1).expect("checked memref");
    st.result_types.push(elem);
    Ok(())
}

fn print_generic_atomic_rmw(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operand(ops[0]);
    p.write("[");
    p.print_operands(&ops[1..]);
    p.write("] : ");
    p.print_type(ctx.ir.value_type(ops[0]));
    p.write(" ");
    if let Some(&r) = ctx.ir.regions(op).first() {
        p.print_region(r, true, true);
    }
    p.print_optional_attr_dict(op, &[]);
}

fn verify_generic_atomic_rmw(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape { regions: 1, results: Some(1), operands: None, min_operands: 1 })?;
    check_operand(ctx, op, 0, MEMREF_INT_OR_FLOAT_DESC, is_memref_of_int_or_float)?;
    check_operands(ctx, op, 1..ctx.ir.operands(op).len(), INDEX_VARIADIC, is_index)?;
    check_result(ctx, op, 0, INT_OR_FLOAT_DESC, is_int_or_float)?;
    let result = result_type(ctx, op).expect("checked result");
    let elem = operand_type(ctx, op, 0).and_then(|t| memref_parts(ctx, t)).map(|parts| parts.1);
    if elem != Some(result) {
        return Err(op_error(ctx, op, "failed to verify that result type matches element type of memref"));
    }
    let body = ctx.ir.regions(op)[0];
    let args = ctx.ir.entry_block(body).map(|b| ctx.ir.block_args(b).to_vec()).unwrap_or_default();
    if args.len() != 1 {
        return Err(op_error(ctx, op, "expected single number of entry block arguments"));
    }
    if ctx.ir.value_type(args[0]) != result {
        return Err(op_error(ctx, op, "expected block argument of the same type result type"));
    }
    // MLIR walks the body in post-order and reports the first op that is
    // not free of memory effects, at that op.
    for block in ctx.ir.region_blocks(body).collect::<Vec<_>>() {
        for top in ctx.ir.block_ops(block).collect::<Vec<_>>() {
            for nested in ctx.ir.walk(top, WalkOrder::PostOrder) {
                if !affine_ir::rewrite::is_memory_effect_free(ctx, nested) {
                    return Err(plain_error(
                        ctx,
                        nested,
                        "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
                    ));
                }
            }
        }
    }
    Ok(())
}

/// The terminator check of `SingleBlockImplicitTerminator`, after the
/// nested ops (whose own errors come first).
fn verify_generic_atomic_rmw_regions(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    affine_ir::verify::check_implicit_terminator(ctx, op, "memref.atomic_yield")
}

/// `$result attr-dict : type($result)`.
fn parse_atomic_yield(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    p.resolve_operand(&v, t, &mut st.operands)
}

fn print_atomic_yield(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operands(&ops);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    if let Some(&v) = ops.first() {
        p.print_type(ctx.ir.value_type(v));
    }
}

fn verify_atomic_yield(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(1, 0))?;
    let parent = ctx.ir.parent_op(op).and_then(|p| ctx.ir.results(p).first().copied());
    let value_type = operand_type(ctx, op, 0).expect("one operand");
    if let Some(r) = parent
        && ctx.ir.value_type(r) != value_type
    {
        let (y, pt) = (q(ctx, value_type), q(ctx, ctx.ir.value_type(r)));
        return Err(op_error(ctx, op, format!("types mismatch between yield op: {y} and its parent: {pt}")));
    }
    Ok(())
}

//! `llvm.mlir.global_ctors` and `llvm.mlir.global_dtors`: a module's
//! constructor (destructor) functions with their priorities and data, with
//! mlir-opt 22's syntax (`ctors = [...], priorities = [...], data = [...]`),
//! verifiers and symbol checks.

use crate::arith::types::{custom_error, op_error, parse_kw, plain_error, prop, set_state_prop};
use affine_ir::context::{AttrData, Attribute, Context};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{OpDef, PropDecl, PropKind, Registry};
use affine_ir::ir::{OpId, OpState};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;

/// True for a flat symbol reference.
fn is_flat_symbol(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_data(a), AttrData::SymbolRef { nested, .. } if nested.is_empty())
}

/// The elements of an array attribute.
fn elements(ctx: &Context, a: Attribute) -> Option<&[Attribute]> {
    match ctx.attr_data(a) {
        AttrData::Array(v) => Some(v),
        _ => None,
    }
}

/// `FlatSymbolRefArrayAttr`.
fn flat_symbol_array(ctx: &Context, a: Attribute) -> bool {
    elements(ctx, a).is_some_and(|v| v.iter().all(|&x| is_flat_symbol(ctx, x)))
}

/// `I32ArrayAttr`.
fn i32_array(ctx: &Context, a: Attribute) -> bool {
    elements(ctx, a).is_some_and(|v| {
        v.iter().all(|&x| match ctx.attr_data(x) {
            AttrData::Integer { ty, .. } => {
                matches!(ctx.type_data(*ty), affine_ir::context::TypeData::Integer { width: 32, .. })
            }
            _ => false,
        })
    })
}

const CTORS_PROPS: &[PropDecl] = &[
    PropDecl::req("ctors", PropKind::Array).desc("flat symbol ref array attribute").check(flat_symbol_array),
    PropDecl::req("data", PropKind::Array).desc("array attribute"),
    PropDecl::req("priorities", PropKind::Array).desc("32-bit integer array attribute").check(i32_array),
];

const DTORS_PROPS: &[PropDecl] = &[
    PropDecl::req("data", PropKind::Array).desc("array attribute"),
    PropDecl::req("dtors", PropKind::Array).desc("flat symbol ref array attribute").check(flat_symbol_array),
    PropDecl::req("priorities", PropKind::Array).desc("32-bit integer array attribute").check(i32_array),
];

/// Registers the ops.
pub(super) fn register(reg: &mut Registry) {
    for (name, props) in [("llvm.mlir.global_ctors", CTORS_PROPS), ("llvm.mlir.global_dtors", DTORS_PROPS)] {
        reg.add(OpDef {
            parse: Some(parse_xtors),
            print: Some(print_xtors),
            verify_invariants: Some(super::verify_prop_constraints),
            verify: Some(verify_xtors),
            verify_symbol_uses: Some(verify_xtors_symbol_uses),
            props,
            ..OpDef::new(name)
        });
    }
}

/// `ctors` or `dtors`, by op.
fn list_name(ctx: &Context, op_name: affine_ir::context::OpName) -> &'static str {
    if ctx.op_name_str(op_name) == "llvm.mlir.global_dtors" { "dtors" } else { "ctors" }
}

/// `ctors = [...], priorities = [...], data = [...] attr-dict`: each value
/// an array attribute (MLIR's format parser reads it with no type).
fn parse_xtors(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let first = list_name(p.ctx, st.name);
    for (i, key) in [first, "priorities", "data"].into_iter().enumerate() {
        if i > 0 {
            p.expect(Tok::Comma)?;
        }
        parse_kw(p, st, key)?;
        p.expect(Tok::Equal)?;
        let at = p.offset();
        let none = p.ctx.none_type();
        let a = p.parse_attribute_typed(Some(none))?;
        if elements(p.ctx, a).is_none() {
            return Err(custom_error(p, st, at, "invalid kind of attribute specified"));
        }
        set_state_prop(p.ctx, st, key, a);
    }
    let dict = super::parse_format_dict(p, st)?;
    super::finish_dict(p, st, dict)
}

fn print_xtors(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let first = list_name(ctx, ctx.ir.op(op).name);
    for (i, key) in [first, "priorities", "data"].into_iter().enumerate() {
        p.write(if i == 0 { " " } else { ", " });
        p.write(key);
        p.write(" = ");
        if let Some(a) = prop(ctx, op, key) {
            p.print_attribute(a);
        }
    }
    p.print_optional_attr_dict(op, &[first, "priorities", "data"]);
}

/// MLIR's `GlobalCtorsOp::verify` / `GlobalDtorsOp::verify`: each data
/// element is a flat symbol or `#llvm.zero`, and the three lists have the
/// same length.
fn verify_xtors(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let first = list_name(ctx, ctx.ir.op(op).name);
    let len = |k: &str| prop(ctx, op, k).and_then(|a| elements(ctx, a)).map_or(0, |v| v.len());
    let data = prop(ctx, op, "data").and_then(|a| elements(ctx, a)).unwrap_or(&[]);
    let zero = |a: Attribute| matches!(ctx.attr_data(a), AttrData::Opaque(t) if t == "llvm.zero");
    if data.iter().any(|&d| !is_flat_symbol(ctx, d) && !zero(d)) {
        return Err(plain_error(ctx, op, "data element must be symbol or #llvm.zero"));
    }
    if len(first) != len("priorities") || len(first) != len("data") {
        let msg = format!("{first}, priorities, and data must have the same number of elements");
        return Err(plain_error(ctx, op, msg));
    }
    Ok(())
}

/// Each constructor (destructor) names an `llvm.func` with a body.
fn verify_xtors_symbol_uses(
    ctx: &Context,
    op: OpId,
    tables: &mut affine_ir::verify::SymbolTables,
) -> Result<(), Diagnostic> {
    let first = list_name(ctx, ctx.ir.op(op).name);
    let Some(list) = prop(ctx, op, first).and_then(|a| elements(ctx, a)) else { return Ok(()) };
    for &s in list {
        let AttrData::SymbolRef { root, .. } = ctx.attr_data(s) else { continue };
        let func = tables.lookup_nearest(ctx, op, *root).filter(|&f| ctx.op_name_str(ctx.ir.op(f).name) == "llvm.func");
        let Some(func) = func else {
            let msg = format!("'{}' does not reference a valid LLVM function", ctx.ident_str(*root));
            return Err(op_error(ctx, op, msg));
        };
        if ctx.ir.regions(func).first().is_none_or(|&r| ctx.ir.region_is_empty(r)) {
            return Err(op_error(ctx, op, format!("'{}' does not have a definition", ctx.ident_str(*root))));
        }
    }
    Ok(())
}

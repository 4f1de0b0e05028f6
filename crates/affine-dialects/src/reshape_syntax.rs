//! The custom syntax that `tensor.expand_shape` / `tensor.collapse_shape`
//! and `memref.expand_shape` / `memref.collapse_shape` share (their ODS
//! assembly formats are the same):
//! `$src $reassociation (output_shape custom<DynamicIndexList>)? attr-dict
//! : type($src) into type($result)`, `output_shape` only for expansions.

use crate::arith::types::{custom_error, parse_kw, prop, set_state_prop};
use crate::memref::views::{dynamic_index_list_parse, print_dynamic_index_list};
use affine_ir::context::{AttrData, Type};
use affine_ir::ir::{OpId, OpState};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;

/// True for the expanding ops (`*.expand_shape`), which have an
/// `output_shape`.
fn is_expand(name: &str) -> bool {
    name.ends_with(".expand_shape")
}

/// Parses an expand/collapse op; `parse_type` reads each of the two types
/// with the dialect's type-kind check (ODS's `TensorType` / `MemRefType`).
pub(crate) fn parse(
    p: &mut OpParser,
    st: &mut OpState,
    parse_type: fn(&mut OpParser, &OpState) -> PResult<Type>,
) -> PResult<()> {
    let expand = is_expand(p.ctx.op_name_str(st.name));
    let src = p.parse_operand()?;
    // An `ArrayAttr` read with MLIR's `none` expected type: numbers fail
    // on the type, any other kind of attribute is rejected by kind.
    let off = p.offset();
    let none = p.ctx.none_type();
    let re = p.parse_attribute_typed(Some(none))?;
    if !matches!(p.ctx.attr_data(re), AttrData::Array(_)) {
        return Err(custom_error(p, st, off, "invalid kind of attribute specified"));
    }
    set_state_prop(p.ctx, st, "reassociation", re);
    let mut dyn_ops = Vec::new();
    if expand {
        parse_kw(p, st, "output_shape")?;
        let (ops, vals) = dynamic_index_list_parse(p, st)?;
        let a = p.ctx.dense_i64_array_attr(&vals);
        set_state_prop(p.ctx, st, "static_output_shape", a);
        dyn_ops = ops;
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    // A type of the wrong kind is reported at the type, before the operand
    // is resolved.
    p.expect(Tok::Colon)?;
    let from = parse_type(p, st)?;
    parse_kw(p, st, "into")?;
    let to = parse_type(p, st)?;
    p.resolve_operand(&src, from, &mut st.operands)?;
    let it = p.ctx.index_type();
    for u in &dyn_ops {
        p.resolve_operand(u, it, &mut st.operands)?;
    }
    st.result_types.push(to);
    Ok(())
}

/// Prints an expand/collapse op.
pub(crate) fn print(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operand(ops[0]);
    if let Some(re) = prop(ctx, op, "reassociation") {
        p.write(" ");
        p.print_attribute(re);
    }
    if is_expand(ctx.op_name_str(ctx.ir.op(op).name)) {
        p.write(" output_shape ");
        let statics = prop(ctx, op, "static_output_shape").and_then(|a| ctx.attr_dense_i64s(a)).unwrap_or_default();
        print_dynamic_index_list(p, &statics, &ops[1..]);
    }
    p.print_optional_attr_dict(op, &["reassociation", "static_output_shape"]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
    p.write(" into ");
    if let Some(&r) = ctx.ir.results(op).first() {
        p.print_type(ctx.ir.value_type(r));
    }
}

//! Builders for the `arith` ops transforms create, with the properties the
//! parser would give them (default `fastmath` / `overflow` flags
//! materialized), so they print and verify like parsed ops.

use affine_ir::context::{Attribute, Context, Location, NamedAttr, Type};
use affine_ir::ir::{InsertPoint, OpId, OpState, ValueId};

use crate::vector::builders::create_normalized;

/// `%r = arith.constant value : ty` (for an elements attribute, `ty` is its
/// shaped type).
pub fn build_constant(ctx: &mut Context, value: Attribute, ty: Type, loc: Location, ip: InsertPoint) -> OpId {
    let name = ctx.op_name("arith.constant");
    let mut st = OpState::new(name, loc);
    let id = ctx.ident("value");
    st.props.push(NamedAttr { name: id, value });
    st.result_types.push(ty);
    create_normalized(ctx, st, ip)
}

/// `%r = arith.select %cond, %if_true, %if_false`.
pub fn build_select(
    ctx: &mut Context,
    cond: ValueId,
    if_true: ValueId,
    if_false: ValueId,
    loc: Location,
    ip: InsertPoint,
) -> OpId {
    let name = ctx.op_name("arith.select");
    let mut st = OpState::new(name, loc);
    st.operands = vec![cond, if_true, if_false];
    st.result_types.push(ctx.ir.value_type(if_true));
    create_normalized(ctx, st, ip)
}

/// `%r = arith.<op> %lhs, %rhs` for a binary op whose result has the type
/// of its operands (`addf`, `muli`, `maxsi`, ...); `name` is the full op
/// name.
pub fn build_binary(ctx: &mut Context, name: &str, lhs: ValueId, rhs: ValueId, loc: Location, ip: InsertPoint) -> OpId {
    let n = ctx.op_name(name);
    let mut st = OpState::new(n, loc);
    st.operands = vec![lhs, rhs];
    st.result_types.push(ctx.ir.value_type(lhs));
    create_normalized(ctx, st, ip)
}

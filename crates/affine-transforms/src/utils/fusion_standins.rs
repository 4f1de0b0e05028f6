//! Minimal private stand-ins for shared affine utilities that fusion needs
//! before they land on `main`.
//!
//! TODO(shared): replace with `affine_dialects::affine::utils::
//! canonicalize_map_and_operands`, `AffineForMut::set_lower_bound` /
//! `set_upper_bound` and `utils::loop_utils::promote_if_single_iteration`
//! (branch `affine-utils`) when they land, and delete this module.

use affine_analysis::access::{Resolution, canonicalize_map};
use affine_analysis::loop_nest::constant_trip_count;
use affine_dialects::affine::AffineForView;
use affine_dialects::affine::builders::build_apply;
use affine_ir::affine::AffineMap;
use affine_ir::context::NamedAttr;
use affine_ir::ir::{InsertPoint, OpState};
use affine_ir::{Context, OpId, ValueId};

/// MLIR's `canonicalizeMapAndOperands`.
pub(crate) fn canonicalize_map_and_operands(ctx: &mut Context, map: &mut AffineMap, operands: &mut Vec<ValueId>) {
    *map = canonicalize_map(ctx, *map, operands, Resolution::MLIR);
}

fn set_prop(ctx: &mut Context, op: OpId, name: &str, value: affine_ir::Attribute) {
    let id = ctx.ident(name);
    let props = &mut ctx.ir.op_mut(op).props;
    match props.iter_mut().find(|p| p.name == id) {
        Some(p) => p.value = value,
        None => {
            props.push(NamedAttr { name: id, value });
            let mut p = std::mem::take(&mut ctx.ir.op_mut(op).props);
            ctx.sort_named(&mut p);
            ctx.ir.op_mut(op).props = p;
        }
    }
}

/// Sets the lower (`lower`) or upper bound of an `affine.for` to `map`
/// applied to `operands`.
pub(crate) fn set_for_bound(ctx: &mut Context, for_op: OpId, lower: bool, map: AffineMap, operands: &[ValueId]) {
    let Some(v) = AffineForView::get(ctx, for_op) else { return };
    let (mut lb, mut ub, inits) = (v.lower_operands.to_vec(), v.upper_operands.to_vec(), v.inits.to_vec());
    if lower {
        lb = operands.to_vec();
    } else {
        ub = operands.to_vec();
    }
    let seg = ctx.dense_i32_array_attr(&[lb.len() as i32, ub.len() as i32, inits.len() as i32]);
    let mut all = lb;
    all.extend(ub);
    all.extend(inits);
    ctx.ir.set_operands(for_op, all);
    let a = ctx.affine_map_attr(map);
    set_prop(ctx, for_op, if lower { "lowerBoundMap" } else { "upperBoundMap" }, a);
    set_prop(ctx, for_op, "operandSegmentSizes", seg);
}

/// The entry block of the function around `op`.
fn function_entry(ctx: &Context, op: OpId) -> Option<affine_ir::BlockId> {
    let mut cur = ctx.ir.parent_op(op);
    while let Some(p) = cur {
        if matches!(ctx.op_name_str(ctx.ir.op(p).name), "func.func" | "gpu.func") {
            return ctx.ir.entry_block(*ctx.ir.regions(p).first()?);
        }
        cur = ctx.ir.parent_op(p);
    }
    None
}

/// MLIR's `promoteIfSingleIteration`.
pub(crate) fn promote_if_single_iteration(ctx: &mut Context, for_op: OpId) -> bool {
    if constant_trip_count(ctx, for_op) != Some(1) {
        return false;
    }
    let Some(view) = AffineForView::get(ctx, for_op) else { return false };
    if ctx.affine.map_data(view.lower_map).results.len() != 1 {
        return false;
    }
    let (iv, body, lb_map) = (view.iv, view.body, view.lower_map);
    let lb_operands = view.lower_operands.to_vec();
    let constant_lb = view.constant_lower_bound(ctx);
    let iter_args = view.iter_args.to_vec();
    let inits = view.inits.to_vec();
    let results = view.results.to_vec();
    let yield_op = view.yield_op(ctx);
    let loc = ctx.ir.op(for_op).loc;
    if !ctx.ir.use_empty(iv) {
        let replacement = if let Some(c) = constant_lb {
            let ip = match function_entry(ctx, for_op) {
                Some(b) => InsertPoint::BlockStart(b),
                None => InsertPoint::Before(for_op),
            };
            let name = ctx.op_name("arith.constant");
            let mut st = OpState::new(name, loc);
            let value = ctx.ident("value");
            let attr = ctx.index_attr(c);
            st.props.push(NamedAttr { name: value, value: attr });
            st.result_types.push(ctx.index_type());
            let cst = ctx.ir.create_op_at(st, ip);
            ctx.ir.result(cst, 0)
        } else if lb_map == ctx.affine.multi_dim_identity_map(1) {
            lb_operands[0]
        } else {
            let apply = build_apply(ctx, lb_map, &lb_operands, loc, InsertPoint::Before(for_op));
            ctx.ir.result(apply, 0)
        };
        ctx.ir.replace_all_uses(iv, replacement);
    }
    for (&arg, &init) in iter_args.iter().zip(&inits) {
        ctx.ir.replace_all_uses(arg, init);
    }
    if let Some(y) = yield_op {
        let yielded = ctx.ir.operands(y).to_vec();
        for (&r, &v) in results.iter().zip(&yielded) {
            ctx.ir.replace_all_uses(r, v);
        }
        ctx.ir.erase_op(y);
    }
    let ops: Vec<OpId> = ctx.ir.block_ops(body).collect();
    for o in ops {
        ctx.ir.move_before(o, for_op);
    }
    ctx.ir.erase_op(for_op);
    true
}

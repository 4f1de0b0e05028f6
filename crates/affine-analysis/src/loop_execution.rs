//! Facts about where and how often code runs that transforms must prove
//! before changing it: does an `affine.for` run at least once wherever it
//! is reached (before moving code with effects out of it), and may a bound
//! or trip count expression be negative there (before unrolling with a
//! cleanup loop).

use affine_dialects::affine::AffineForView;
use affine_ir::affine::AffineMap;
use affine_ir::{Context, OpId, ValueId};
use presburger::{BoundType, Int};

use crate::access::Resolution;
use crate::constraints::{ValueConstraints, op_index_set};

/// True if `for_op` runs at least one iteration for every point of the
/// iteration domain around it (enclosing loops and `affine.if` conditions;
/// symbols are unconstrained): for every lower bound `l` and upper bound
/// `u`, `l < u` holds on that domain, checked exactly. False when the
/// analysis cannot model the bounds.
pub fn loop_runs_at_least_once(ctx: &mut Context, for_op: OpId) -> bool {
    let Some(view) = AffineForView::get(ctx, for_op) else { return false };
    if let Some(n) = view.constant_trip_count(ctx) {
        return n > 0;
    }
    let (iv, lmap, umap) = (view.iv, view.lower_map, view.upper_map);
    let (lops, uops) = (view.lower_operands.to_vec(), view.upper_operands.to_vec());
    let (nl, nu) = (ctx.affine.map_data(lmap).results.len(), ctx.affine.map_data(umap).results.len());
    let Ok(domain) = op_index_set(ctx, for_op, Resolution::EXACT) else { return false };
    for i in 0..nl {
        let lower = ctx.affine.sub_map(lmap, &[i]);
        for j in 0..nu {
            let upper = ctx.affine.sub_map(umap, &[j]);
            // Is there a point with lower >= upper? `iv` stands for `lower`.
            let mut cst = domain.clone();
            let pos = cst.append_dim(iv);
            let ok = cst.add_bound_map(ctx, BoundType::EQ, pos, lower, &lops, Resolution::EXACT).is_ok()
                && cst.add_bound_map(ctx, BoundType::LB, pos, upper, &uops, Resolution::EXACT).is_ok();
            if !ok || !cst.rel.is_integer_empty() {
                return false;
            }
        }
    }
    true
}

/// True if result `result` of `map` applied to `operands` may be negative
/// at `at`: some point of the iteration domain around `at` (enclosing
/// loops and `affine.if` conditions) gives it a value below zero, with
/// symbols constrained only by what their defining ops guarantee (a
/// `memref.dim` is not negative; a gpu thread or block id is in
/// `[0, size)`). Checked exactly; true when the analysis cannot model the
/// map.
pub fn map_result_may_be_negative(
    ctx: &mut Context,
    at: OpId,
    map: AffineMap,
    operands: &[ValueId],
    result: usize,
) -> bool {
    let Ok(mut cst) = op_index_set(ctx, at, Resolution::EXACT) else { return true };
    let expr = ctx.affine.sub_map(map, &[result]);
    // A fresh dim `x` with `x == expr` and `x <= -1`.
    let pos = cst.num_dims();
    cst.insert_dim(pos, None);
    if cst.add_bound_map(ctx, BoundType::EQ, pos, expr, operands, Resolution::EXACT).is_err() {
        return true;
    }
    cst.rel.add_bound(BoundType::UB, pos, &Int::from(-1));
    add_value_range_facts(ctx, &mut cst);
    !cst.rel.is_integer_empty()
}

/// Adds to `cst` the bounds the defining ops of its columns' values
/// guarantee (see [`map_result_may_be_negative`]).
fn add_value_range_facts(ctx: &Context, cst: &mut ValueConstraints) {
    for pos in 0..cst.rel.num_dim_and_symbol_vars() {
        let Some(v) = cst.value(pos) else { continue };
        let range = match ctx.ir.defining_op(v) {
            Some(op) if ctx.op_name_str(ctx.ir.op(op).name) == "memref.dim" => Some((0, None)),
            _ => affine_dialects::gpu::id_value_range(ctx, v),
        };
        if let Some((lower, upper)) = range {
            cst.rel.add_bound(BoundType::LB, pos, &Int::from(lower));
            if let Some(u) = upper {
                cst.rel.add_bound(BoundType::UB, pos, &Int::from(u - 1));
            }
        }
    }
}

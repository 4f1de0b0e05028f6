//! Whether an `affine.for` runs at least once wherever it is reached: the
//! question a transform must answer before moving code that has effects (or
//! may be undefined) from the loop body to before the loop.

use affine_dialects::affine::AffineForView;
use affine_ir::{Context, OpId};
use presburger::BoundType;

use crate::access::Resolution;
use crate::constraints::op_index_set;

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

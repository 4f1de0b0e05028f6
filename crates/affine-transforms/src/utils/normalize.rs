//! Normalization of affine loops to lower bound 0 and step 1 (MLIR's
//! `normalizeAffineFor` and `normalizeAffineParallel` in
//! `Affine/Utils/Utils.cpp`), with `mlir-opt` 22's output.

use affine_analysis::ValueMap;
pub use affine_analysis::loop_nest::value_map_difference;
use affine_dialects::affine::builders::build_apply;
use affine_dialects::affine::utils::canonicalize_map_and_operands;
use affine_dialects::affine::{AffineForMut, AffineForView, AffineParallelMut, AffineParallelView};
use affine_ir::affine::{AffineExpr, AffineMap};
use affine_ir::ir::InsertPoint;
use affine_ir::{Context, OpId};

use super::loop_utils::promote_if_single_iteration;

/// Normalizes `for_op` to `0 to (ub - lb) ceildiv step step 1`, with an
/// `affine.apply` at the start of the body giving the original induction
/// variable `lb + iv * step` to its users (MLIR's `normalizeAffineFor`).
/// With `promote_single_iter`, a loop running once is replaced by its body
/// instead. Loops already normalized are left alone; loops with a `max`
/// lower bound cannot be normalized (returns false).
pub fn normalize_affine_for(ctx: &mut Context, for_op: OpId, promote_single_iter: bool) -> bool {
    if promote_single_iter && promote_if_single_iteration(ctx, for_op) {
        return true;
    }
    let Some(view) = AffineForView::get(ctx, for_op) else { return false };
    if view.constant_lower_bound(ctx) == Some(0) && view.step == 1 {
        return true;
    }
    let (lb_map, lb_operands) = (view.lower_map, view.lower_operands.to_vec());
    let (ub_map, ub_operands) = (view.upper_map, view.upper_operands.to_vec());
    let (iv, body, step) = (view.iv, view.body, view.step);
    let lb_data = ctx.affine.map_data(lb_map).clone();
    if lb_data.results.len() != 1 {
        return false;
    }
    let loc = ctx.ir.op(for_op).loc;
    // The lower bound repeated once per upper bound result, so that the
    // difference is taken result by result.
    let num_ub = ctx.affine.map_data(ub_map).results.len();
    let padded = ctx.affine.map(lb_data.num_dims, lb_data.num_symbols, &vec![lb_data.results[0]; num_ub]);
    let ub = ValueMap { map: ub_map, operands: ub_operands };
    let padded_lb = ValueMap { map: padded, operands: lb_operands.clone() };
    let mut range = value_map_difference(ctx, &ub, &padded_lb);
    canonicalize_value_map(ctx, &mut range);
    let scaled: Vec<AffineExpr> = (0..num_ub as u32)
        .map(|i| {
            let d = ctx.affine.dim(i);
            ctx.affine.ceil_div_const(d, step)
        })
        .collect();
    let scale_down = ctx.affine.map(num_ub as u32, 0, &scaled);
    let new_ub = compose(ctx, scale_down, range.map);
    let zero = ctx.affine.constant_map(0);
    {
        let mut m = AffineForMut::get(ctx, for_op).expect("an affine.for");
        m.set_bounds(zero, &[], new_ub, &range.operands);
        m.set_step(1);
    }
    // The old induction variable: lb - (-iv * step).
    let d0 = ctx.affine.dim(0);
    let minus_iv = ctx.affine.mul_const(d0, -step);
    let scale_iv = ctx.affine.map(1, 0, &[minus_iv]);
    let lb = ValueMap { map: lb_map, operands: lb_operands };
    let mut old_iv = value_map_difference(ctx, &lb, &ValueMap { map: scale_iv, operands: vec![iv] });
    canonicalize_value_map(ctx, &mut old_iv);
    let ip = block_start(ctx, body);
    let apply = build_apply(ctx, old_iv.map, &old_iv.operands, loc, ip);
    let new_iv = ctx.ir.result(apply, 0);
    ctx.ir.replace_uses_if(iv, new_iv, |_, u| u.op != apply);
    true
}

/// Normalizes every loop of the `affine.parallel` `par` to lower bound 0
/// and step 1, with one `affine.apply` per loop at the start of the body
/// giving the original induction variable (MLIR's
/// `normalizeAffineParallel`). Loops with `min`/`max` bounds, and bands
/// already normalized, are left alone.
pub fn normalize_affine_parallel(ctx: &mut Context, par: OpId) {
    let Some(view) = AffineParallelView::get(ctx, par) else { return };
    if view.lower_groups.iter().chain(&view.upper_groups).any(|&g| g != 1) {
        return;
    }
    let lb_data = ctx.affine.map_data(view.lower_map).clone();
    let normalized =
        view.steps.iter().zip(&lb_data.results).all(|(&s, &e)| s == 1 && ctx.affine.as_constant(e) == Some(0));
    if normalized {
        return;
    }
    let steps = view.steps.clone();
    let lb_operands = view.lower_operands.to_vec();
    let ivs = view.ivs.to_vec();
    let body = view.body;
    let ub = ValueMap { map: view.upper_map, operands: view.upper_operands.to_vec() };
    let lb = ValueMap { map: view.lower_map, operands: lb_operands.clone() };
    let loc = ctx.ir.op(par).loc;
    let ranges = value_map_difference(ctx, &ub, &lb);
    let range_data = ctx.affine.map_data(ranges.map).clone();
    let nd = lb_data.num_dims as usize;
    let mut ip = block_start(ctx, body);
    let mut ub_exprs = Vec::with_capacity(steps.len());
    for (i, &step) in steps.iter().enumerate() {
        ub_exprs.push(ctx.affine.ceil_div_const(range_data.results[i], step));
        let d = ctx.affine.dim(lb_data.num_dims);
        let scaled = ctx.affine.mul_const(d, step);
        let e = ctx.affine.add(lb_data.results[i], scaled);
        let map = ctx.affine.map(lb_data.num_dims + 1, lb_data.num_symbols, &[e]);
        let mut operands = lb_operands[..nd].to_vec();
        operands.push(ivs[i]);
        operands.extend_from_slice(&lb_operands[nd..]);
        let apply = build_apply(ctx, map, &operands, loc, ip);
        ip = InsertPoint::After(apply);
        let value = ctx.ir.result(apply, 0);
        ctx.ir.replace_uses_if(ivs[i], value, |_, u| u.op != apply);
    }
    let zeros: Vec<AffineMap> = steps.iter().map(|_| ctx.affine.constant_map(0)).collect();
    let ub_maps: Vec<AffineMap> =
        ub_exprs.iter().map(|&e| ctx.affine.map(range_data.num_dims, range_data.num_symbols, &[e])).collect();
    let mut m = AffineParallelMut::get(ctx, par).expect("an affine.parallel");
    m.set_steps(&vec![1; steps.len()]);
    m.set_lower_bounds(&zeros, &[]);
    m.set_upper_bounds(&ub_maps, &ranges.operands);
}

/// MLIR's `AffineValueMap::canonicalize`.
fn canonicalize_value_map(ctx: &mut Context, vm: &mut ValueMap) {
    canonicalize_map_and_operands(ctx, &mut vm.map, &mut vm.operands);
}

/// MLIR's `AffineMap::compose`: `outer(inner(x))`.
fn compose(ctx: &mut Context, outer: AffineMap, inner: AffineMap) -> AffineMap {
    ctx.affine.compose(outer, inner).expect("compatible maps")
}

/// An insertion point at the start of `block` that keeps later insertions
/// after earlier ones.
fn block_start(ctx: &Context, block: affine_ir::BlockId) -> InsertPoint {
    match ctx.ir.block(block).first {
        Some(first) => InsertPoint::Before(first),
        None => InsertPoint::BlockEnd(block),
    }
}

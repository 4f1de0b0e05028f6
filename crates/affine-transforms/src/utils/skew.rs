//! Skewing the ops of a loop body against each other (MLIR's
//! `affineForOpBodySkew`, `isOpwiseShiftValid` and `generateShiftedLoop`
//! in `LoopUtils.cpp` / `LoopAnalysis.cpp`), with `mlir-opt` 22's output.
//!
//! Op `k` of the body gets a shift `s_k`: iteration `i` of the op runs in
//! iteration `i + s_k` of the new loop. Ops with the same shift keep their
//! order; the result is a sequence of loops (prologue, steady state,
//! epilogue), each running the groups of ops that are active over its
//! interval of iterations.

use std::collections::HashMap;

use affine_analysis::loop_analysis::constant_trip_count;
use affine_dialects::affine::builders::{build_apply, build_for};
use affine_dialects::affine::utils::canonicalize_map_and_operands;
use affine_dialects::affine::{AffineForMut, AffineForView};
use affine_ir::affine::AffineMap;
use affine_ir::ir::{InsertPoint, ValueMap};
use affine_ir::{Context, OpId, ValueId};

use super::loop_nest::for_body;
use super::loop_utils::promote_if_single_iteration;

/// Why [`affine_for_op_body_skew`] left the loop unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SkewError {
    /// A shift is at least the number of ops of the body (MLIR warns "not
    /// shifting because shifts are unrealistically large").
    ShiftsTooLarge,
    /// The loop has `iter_args`, or its lower bound map does not take the
    /// upper bound's operands (the shifted loops take both bounds from the
    /// lower bound map; `mlir-opt` asserts there).
    Unsupported,
}

/// MLIR's `isOpwiseShiftValid`: every use of a result of a body op by
/// (an op nested in) another body op is in an op with the same shift, so
/// that skewing keeps every definition before its uses. `shifts` has one
/// entry per op of the body, the terminator included.
pub fn is_opwise_shift_valid(ctx: &Context, for_op: OpId, shifts: &[u64]) -> bool {
    let body = for_body(ctx, for_op);
    let ops: Vec<OpId> = ctx.ir.block_ops(body).collect();
    if ops.len() != shifts.len() {
        return false;
    }
    let shift_of: HashMap<OpId, u64> = ops.iter().copied().zip(shifts.iter().copied()).collect();
    ops.iter().zip(shifts).all(|(&op, &shift)| {
        ctx.ir.results(op).iter().all(|&r| {
            ctx.ir.uses(r).iter().all(|u| match ancestor_in_block(ctx, u.op, body) {
                Some(anc) => shift_of.get(&anc) == Some(&shift),
                None => true,
            })
        })
    })
}

/// The op of `block` that is or contains `op`.
fn ancestor_in_block(ctx: &Context, op: OpId, block: affine_ir::ir::BlockId) -> Option<OpId> {
    let mut cur = op;
    loop {
        if ctx.ir.op(cur).parent == Some(block) {
            return Some(cur);
        }
        cur = ctx.ir.parent_op(cur)?;
    }
}

/// `map` with `shift` added to every result (MLIR's
/// `getShiftedAffineMap`).
fn shifted_map(ctx: &mut Context, map: AffineMap, shift: i64) -> AffineMap {
    let data = ctx.affine.map_data(map).clone();
    let results: Vec<_> = data.results.iter().map(|&e| ctx.affine.add_const(e, shift)).collect();
    ctx.affine.map(data.num_dims, data.num_symbols, &results)
}

/// The source loop's bounds and step, and what the shifted loops copy.
struct Source {
    for_op: OpId,
    iv: ValueId,
    step: i64,
    lb_map: AffineMap,
    lb_operands: Vec<ValueId>,
    ub_operands: Vec<ValueId>,
}

/// MLIR's `generateShiftedLoop`: a loop over `lb .. ub` (the source's
/// lower bound map shifted, applied to the source's lower / upper bound
/// operands) before the source loop, running clones of the op groups of
/// `queue[offset..]`, each with the induction variable moved back by its
/// shift. `None` when the loop had one iteration and was promoted.
fn generate_shifted_loop(
    ctx: &mut Context,
    lb_map: AffineMap,
    ub_map: AffineMap,
    queue: &[(u64, Vec<OpId>)],
    offset: usize,
    src: &Source,
) -> Option<OpId> {
    let loc = ctx.ir.op(src.for_op).loc;
    let chunk = build_for(
        ctx,
        lb_map,
        &src.lb_operands,
        ub_map,
        &src.ub_operands,
        src.step,
        &[],
        loc,
        InsertPoint::Before(src.for_op),
    );
    let chunk_iv = AffineForView::get(ctx, chunk).expect("a loop").iv;
    let terminator = ctx.ir.terminator(for_body(ctx, chunk)).expect("a yield");
    let mut map = ValueMap::new();
    for (shift, ops) in &queue[offset..] {
        if !ctx.ir.use_empty(src.iv) && *shift != 0 {
            let d0 = ctx.affine.dim(0);
            let e = ctx.affine.add_const(d0, -(src.step * *shift as i64));
            let remap = ctx.affine.map(1, 0, &[e]);
            let apply = build_apply(ctx, remap, &[chunk_iv], loc, InsertPoint::Before(terminator));
            map.map(src.iv, ctx.ir.result(apply, 0));
        } else {
            map.map(src.iv, chunk_iv);
        }
        for &op in ops {
            let copy = ctx.ir.clone_op(op, &mut map);
            ctx.ir.insert_op(copy, InsertPoint::Before(terminator));
        }
    }
    if promote_if_single_iteration(ctx, chunk) {
        return None;
    }
    Some(chunk)
}

/// What canonicalizing a generated loop on its own does to it (the
/// `affine.for` folder: `canonicalizeLoopBounds`): each bound's map and
/// operands canonicalized. (Its other rewrites, constant bound operands
/// folded into the map and an empty body erased, cannot apply: the bounds
/// are the source loop's, which are already folded, and the body is not
/// empty.)
fn canonicalize_loop_bounds(ctx: &mut Context, for_op: OpId) {
    let Some(view) = AffineForView::get(ctx, for_op) else { return };
    let (mut lm, mut lo) = (view.lower_map, view.lower_operands.to_vec());
    let (mut um, mut uo) = (view.upper_map, view.upper_operands.to_vec());
    let (old_lm, old_lo, old_um, old_uo) = (lm, lo.clone(), um, uo.clone());
    canonicalize_map_and_operands(ctx, &mut lm, &mut lo);
    canonicalize_map_and_operands(ctx, &mut um, &mut uo);
    let mut edit = AffineForMut::get(ctx, for_op).expect("a loop");
    if (lm, &lo) != (old_lm, &old_lo) {
        edit.set_lower_bound(lm, &lo);
    }
    if (um, &uo) != (old_um, &old_uo) {
        edit.set_upper_bound(um, &uo);
    }
}

/// MLIR's `affineForOpBodySkew` (without unrolling the prologue and
/// epilogue): skews the body ops of `for_op` by `shifts` (one per body
/// op, the terminator included). The shifts must be valid
/// ([`is_opwise_shift_valid`]); memory dependences are the caller's
/// business. A loop whose trip count is not constant, or whose body is
/// only the terminator, is left as it is (`Ok`).
pub fn affine_for_op_body_skew(ctx: &mut Context, for_op: OpId, shifts: &[u64]) -> Result<(), SkewError> {
    let body = for_body(ctx, for_op);
    let ops: Vec<OpId> = ctx.ir.block_ops(body).collect();
    debug_assert_eq!(ops.len(), shifts.len(), "one shift per op");
    if ops.len() <= 1 {
        return Ok(());
    }
    let Some(trip_count) = constant_trip_count(ctx, for_op) else { return Ok(()) };
    let view = AffineForView::get(ctx, for_op).expect("a loop");
    let src = Source {
        for_op,
        iv: view.iv,
        step: view.step,
        lb_map: view.lower_map,
        lb_operands: view.lower_operands.to_vec(),
        ub_operands: view.upper_operands.to_vec(),
    };
    let lb_inputs = {
        let d = ctx.affine.map_data(src.lb_map);
        (d.num_dims + d.num_symbols) as usize
    };
    if !view.iter_args.is_empty() || lb_inputs != src.ub_operands.len() {
        return Err(SkewError::Unsupported);
    }
    let max_shift = shifts.iter().copied().max().unwrap_or(0);
    if max_shift >= shifts.len() as u64 {
        return Err(SkewError::ShiftsTooLarge);
    }
    // Op groups by shift, in body order.
    let mut groups: Vec<Vec<OpId>> = vec![Vec::new(); max_shift as usize + 1];
    for (&op, &shift) in ops[..ops.len() - 1].iter().zip(shifts) {
        groups[shift as usize].push(op);
    }
    let step = src.step;
    let trip_span = trip_count as i64 * step;
    // Sweep over the shifts, generating a loop at each start of a group.
    let mut queue: Vec<(u64, Vec<OpId>)> = Vec::new();
    let mut lb_shift: i64 = 0;
    for (d, group) in groups.iter().enumerate() {
        if group.is_empty() {
            continue;
        }
        let d = d as u64;
        if queue.is_empty() {
            lb_shift = d as i64 * step;
        } else {
            let lb = shifted_map(ctx, src.lb_map, lb_shift);
            let generated = if lb_shift + trip_span < d as i64 * step {
                let ub = shifted_map(ctx, src.lb_map, lb_shift + trip_span);
                let res = generate_shifted_loop(ctx, lb, ub, &queue, 0, &src);
                queue.clear();
                lb_shift += trip_span;
                res
            } else {
                // MLIR shifts the bound by `d`, not `d * step`.
                let ub = shifted_map(ctx, src.lb_map, d as i64);
                let res = generate_shifted_loop(ctx, lb, ub, &queue, 0, &src);
                lb_shift = d as i64 * step;
                res
            };
            if let Some(res) = generated {
                canonicalize_loop_bounds(ctx, res);
            }
        }
        queue.push((d, group.clone()));
    }
    // The groups left in the queue run to their ends.
    for i in 0..queue.len() {
        let ub_shift = (queue[i].0 as i64 + trip_count as i64) * step;
        let lb = shifted_map(ctx, src.lb_map, lb_shift);
        let ub = shifted_map(ctx, src.lb_map, ub_shift);
        generate_shifted_loop(ctx, lb, ub, &queue, i, &src);
        lb_shift = ub_shift;
    }
    ctx.ir.erase_op(for_op);
    Ok(())
}

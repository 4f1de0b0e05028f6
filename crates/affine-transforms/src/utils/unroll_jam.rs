//! Unroll-and-jam of `affine.for` loops (MLIR's `loopUnrollJamByFactor`,
//! `loopUnrollJamUpToFactor` in `LoopUtils.cpp`), with `mlir-opt` 22's
//! decisions and output, plus two checks `mlir-opt` 22 does not make:
//!
//! * the memory dependences must survive running `factor` iterations
//!   together ([`is_unroll_jam_valid`]); `mlir-opt` jams regardless;
//! * a loop-carried value of the jammed loop must be a reduction the pass
//!   knows how to combine at the end; `mlir-opt` otherwise keeps one
//!   partial value of each chain and drops the others.
//!
//! The shared cleanup loop carries the fix described in
//! [`crate::utils::unroll`].

use affine_analysis::loop_analysis::{constant_trip_count, largest_divisor_of_trip_count};
use affine_analysis::loop_dependences::is_unroll_jam_valid;
use affine_dialects::affine::AffineForView;
use affine_dialects::affine::builders::{build_apply, build_for};
use affine_ir::ir::{InsertPoint, OpState, ValueMap};
use affine_ir::{Context, OpId, ValueId};

use super::loop_nest::{for_body, is_for};
use super::loop_utils::promote_if_single_iteration;
use super::unroll::{Outcome, Unchanged, generate_cleanup_loop_for_unroll, has_single_bounds};

/// Unroll-and-jams `for_op` by `factor`, or by its trip count if that is a
/// smaller constant (MLIR's `loopUnrollJamUpToFactor`).
pub fn loop_unroll_jam_up_to_factor(ctx: &mut Context, for_op: OpId, factor: u64, mlir_compat: bool) -> Outcome {
    match constant_trip_count(ctx, for_op) {
        Some(tc) if tc < factor => loop_unroll_jam_by_factor(ctx, for_op, tc, mlir_compat),
        _ => loop_unroll_jam_by_factor(ctx, for_op, factor, mlir_compat),
    }
}

/// Unroll-and-jams `for_op` by `factor` (MLIR's `loopUnrollJamByFactor`):
/// the step grows `factor` times; each maximal group of ops of the nest
/// that holds no `affine.for` gets `factor - 1` copies right after it (copy
/// `i` for iteration `iv + i * step`); nested loops carrying values carry
/// `factor` copies of them; the loop's own carried values, which must be
/// reductions, are combined after it. A factor of 0 changes nothing
/// (`mlir-opt` divides by it). `mlir_compat` skips the checks `mlir-opt`
/// 22 does not make (module docs): for differential tests only.
pub fn loop_unroll_jam_by_factor(ctx: &mut Context, mut for_op: OpId, factor: u64, mlir_compat: bool) -> Outcome {
    if factor == 0 {
        return Ok(());
    }
    let trip_count = constant_trip_count(ctx, for_op);
    if factor == 1 {
        if trip_count == Some(1) && !promote_if_single_iteration(ctx, for_op) {
            return Err(Unchanged);
        }
        return Ok(());
    }
    if ctx.ir.block_len(for_body(ctx, for_op)) == 1 {
        return Ok(());
    }
    if trip_count.is_some_and(|tc| tc < factor) {
        return Err(Unchanged);
    }
    if !inner_bounds_invariant(ctx, for_op) {
        return Err(Unchanged);
    }
    let sub_blocks = jam_sub_blocks(ctx, for_op);
    let loops_with_iter_args: Vec<OpId> = ctx
        .ir
        .walk(for_op, affine_ir::ir::WalkOrder::PostOrder)
        .into_iter()
        .filter(|&o| is_for(ctx, o) && AffineForView::get(ctx, o).is_some_and(|v| !v.inits.is_empty()))
        .collect();
    let Some(reductions) = supported_reductions(ctx, for_op, !mlir_compat) else { return Err(Unchanged) };
    if !mlir_compat && !is_unroll_jam_valid(ctx, for_op, factor) {
        return Err(Unchanged);
    }
    if !largest_divisor_of_trip_count(ctx, for_op).is_multiple_of(factor) {
        if !has_single_bounds(ctx, for_op) {
            return Err(Unchanged);
        }
        generate_cleanup_loop_for_unroll(ctx, for_op, factor, mlir_compat)?;
    }
    let f = factor as usize;
    let mut operand_maps = vec![ValueMap::new(); f - 1];
    let mut new_loops = Vec::with_capacity(loops_with_iter_args.len());
    for old in loops_with_iter_args {
        let view = AffineForView::get(ctx, old).ok_or(Unchanged)?;
        let (old_inits, old_yielded) = (view.inits.to_vec(), view.yielded_values(ctx).to_vec());
        let old_n = old_inits.len();
        // The extra partial values of the jammed loop's own sums and
        // products start from the neutral element, unless the initial value
        // is it (MLIR starts every partial value from the initial value,
        // which counts it `factor` times).
        let lane_inits = if old == for_op && !mlir_compat {
            neutral_lane_inits(ctx, old, &old_inits, &reductions)
        } else {
            old_inits
        };
        let mut dup_inits = Vec::with_capacity(old_n * (f - 1));
        let mut dup_yields = Vec::with_capacity(old_n * (f - 1));
        for _ in 1..f {
            dup_inits.extend_from_slice(&lane_inits);
            dup_yields.extend_from_slice(&old_yielded);
        }
        let new = affine_for_with_additional_yields(ctx, old, &dup_inits, &dup_yields);
        if old == for_op {
            for_op = new;
        }
        let view = AffineForView::get(ctx, new).ok_or(Unchanged)?;
        let (new_args, new_results) = (view.iter_args.to_vec(), view.results.to_vec());
        for i in (1..f).rev() {
            for j in 0..old_n {
                operand_maps[i - 1].map(new_args[j], new_args[i * old_n + j]);
                operand_maps[i - 1].map(new_results[j], new_results[i * old_n + j]);
            }
        }
        new_loops.push(new);
    }
    let view = AffineForView::get(ctx, for_op).ok_or(Unchanged)?;
    let (iv, step) = (view.iv, view.step);
    let loc = ctx.ir.op(for_op).loc;
    affine_dialects::affine::AffineForMut::get(ctx, for_op).ok_or(Unchanged)?.set_step(step * factor as i64);
    for i in (1..f).rev() {
        for &(first, last) in &sub_blocks {
            let mut ip = InsertPoint::After(last);
            if !ctx.ir.use_empty(iv) {
                let d0 = ctx.affine.dim(0);
                let e = ctx.affine.add_const(d0, i as i64 * step);
                let map = ctx.affine.map(1, 0, &[e]);
                let apply = build_apply(ctx, map, &[iv], loc, ip);
                operand_maps[i - 1].map(iv, ctx.ir.result(apply, 0));
                ip = InsertPoint::After(apply);
            }
            let mut cur = Some(first);
            while let Some(op) = cur {
                let copy = ctx.ir.clone_op(op, &mut operand_maps[i - 1]);
                ctx.ir.insert_op(copy, ip);
                ip = InsertPoint::After(copy);
                cur = if op == last { None } else { ctx.ir.op(op).next };
            }
        }
        for &new in &new_loops {
            let view = AffineForView::get(ctx, new).ok_or(Unchanged)?;
            let old_n = view.inits.len() / f;
            let num_control = view.lower_operands.len() + view.upper_operands.len();
            let yield_op = view.yield_op(ctx).ok_or(Unchanged)?;
            let old_ny = ctx.ir.operands(yield_op).len() / f;
            for j in 0..old_n {
                // The jammed loop's own initial values are defined before it
                // and already set per copy (see `neutral_lane_inits`).
                let source = if new == for_op { i * old_n + j } else { j };
                let init = ctx.ir.operands(new)[num_control + source];
                ctx.ir.set_operand(new, num_control + i * old_n + j, operand_maps[i - 1].lookup(init));
            }
            for j in 0..old_ny {
                let y = ctx.ir.operands(yield_op)[j];
                ctx.ir.set_operand(yield_op, i * old_ny + j, operand_maps[i - 1].lookup(y));
            }
        }
    }
    combine_reductions(ctx, for_op, factor, &reductions);
    promote_if_single_iteration(ctx, for_op);
    Ok(())
}

/// True if the bounds of every loop in `for_op` (and its own) are defined
/// outside it (MLIR's `areInnerBoundsInvariant`).
fn inner_bounds_invariant(ctx: &Context, for_op: OpId) -> bool {
    ctx.ir.walk(for_op, affine_ir::ir::WalkOrder::PreOrder).into_iter().filter(|&o| is_for(ctx, o)).all(|l| {
        let Some(view) = AffineForView::get(ctx, l) else { return false };
        view.lower_operands.iter().chain(view.upper_operands).all(|&v| !defined_inside(ctx, v, for_op))
    })
}

/// True if `v` is defined inside `op`'s regions.
fn defined_inside(ctx: &Context, v: ValueId, op: OpId) -> bool {
    let owner = match ctx.ir.defining_op(v) {
        Some(d) => ctx.ir.parent_op(d),
        None => ctx.ir.value_parent_block(v).and_then(|b| ctx.ir.block_parent_op(b)),
    };
    owner.is_some_and(|o| ctx.ir.is_ancestor(op, o))
}

/// The maximal runs of consecutive ops holding no `affine.for` at the
/// block level, in every block of `for_op` and of the loops nested in it
/// (MLIR's `JamBlockGatherer`), as (first, last) ops; terminators are left
/// out. Ops with regions other than loops (`affine.if`) belong to a run.
fn jam_sub_blocks(ctx: &Context, for_op: OpId) -> Vec<(OpId, OpId)> {
    fn walk_op(ctx: &Context, op: OpId, out: &mut Vec<(OpId, OpId)>) {
        for &region in ctx.ir.regions(op) {
            for block in ctx.ir.region_blocks(region) {
                let ops: Vec<OpId> = ctx.ir.block_ops(block).collect();
                let body = &ops[..ops.len().saturating_sub(1)];
                let mut i = 0;
                while i < body.len() {
                    let start = i;
                    while i < body.len() && !is_for(ctx, body[i]) {
                        i += 1;
                    }
                    if i != start {
                        out.push((body[start], body[i - 1]));
                    }
                    while i < body.len() && is_for(ctx, body[i]) {
                        walk_op(ctx, body[i], out);
                        i += 1;
                    }
                }
            }
        }
    }
    let mut out = Vec::new();
    walk_op(ctx, for_op, &mut out);
    out
}

/// MLIR's `AffineForOp::replaceWithAdditionalYields` without replacing
/// uses of the new initial values: a new loop with the same bounds and
/// step (and no discardable attributes, as MLIR's builder), the extra
/// initial values `inits` after the old ones, yielding `yields` after the
/// old yielded values; the body moves over and the old loop's results are
/// replaced by the first results of the new one.
pub fn affine_for_with_additional_yields(ctx: &mut Context, old: OpId, inits: &[ValueId], yields: &[ValueId]) -> OpId {
    let view = AffineForView::get(ctx, old).expect("an affine.for");
    let (lb, lb_ops, ub, ub_ops, step) =
        (view.lower_map, view.lower_operands.to_vec(), view.upper_map, view.upper_operands.to_vec(), view.step);
    let mut all_inits = view.inits.to_vec();
    all_inits.extend_from_slice(inits);
    let old_body = view.body;
    let old_results = view.results.to_vec();
    let num_old_args = ctx.ir.block_args(old_body).len();
    if let Some(y) = view.yield_op(ctx) {
        let mut operands = ctx.ir.operands(y).to_vec();
        operands.extend_from_slice(yields);
        ctx.ir.set_operands(y, operands);
    }
    let loc = ctx.ir.op(old).loc;
    let new = build_for(ctx, lb, &lb_ops, ub, &ub_ops, step, &all_inits, loc, InsertPoint::Before(old));
    let new_body = for_body(ctx, new);
    // With no inits at all the builder added an empty yield; the old body
    // brings its own.
    if all_inits.is_empty()
        && let Some(t) = ctx.ir.terminator(new_body)
    {
        ctx.ir.erase_op(t);
    }
    let args: Vec<ValueId> = ctx.ir.block_args(new_body)[..num_old_args].to_vec();
    ctx.ir.merge_blocks(old_body, new_body, &args);
    for (i, &r) in old_results.iter().enumerate() {
        let nr = ctx.ir.result(new, i);
        ctx.ir.replace_all_uses(r, nr);
    }
    ctx.ir.erase_op(old);
    new
}

/// The initial values of the extra partial values of `for_op`'s
/// reductions: the initial value itself for reductions where counting it
/// again changes nothing (min, max, and, or) or where it is already the
/// neutral element, otherwise a new constant neutral element (`0`, `-0.0`
/// for sums, `1` for products) before the loop.
fn neutral_lane_inits(
    ctx: &mut Context,
    for_op: OpId,
    inits: &[ValueId],
    reductions: &[ReductionCombiner],
) -> Vec<ValueId> {
    let mut out = inits.to_vec();
    let loc = ctx.ir.op(for_op).loc;
    for r in reductions {
        let init = inits[r.position];
        let ty = ctx.ir.value_type(init);
        let (int_neutral, float_neutral) = match r.op_name {
            "arith.addi" => (0, None),
            "arith.muli" => (1, None),
            "arith.addf" => (0, Some(-0.0)),
            "arith.mulf" => (1, Some(1.0)),
            _ => continue,
        };
        let constant = ctx.ir.defining_op(init).and_then(|op| affine_dialects::arith::constant_value(ctx, op));
        let already_neutral = match (float_neutral, constant) {
            (None, Some(c)) => ctx.attr_int(c) == Some(int_neutral as i128),
            // +0.0 and -0.0 both leave a float sum unchanged when they start it.
            (Some(n), Some(c)) => ctx.attr_float(c).is_some_and(|v| v == n),
            _ => false,
        };
        if already_neutral {
            continue;
        }
        let value = match float_neutral {
            Some(v) => ctx.float_attr(ty, v),
            None => ctx.int_attr(ty, int_neutral as i128),
        };
        let op = affine_dialects::arith::builders::build_constant(ctx, value, ty, loc, InsertPoint::Before(for_op));
        out[r.position] = ctx.ir.result(op, 0);
    }
    out
}

/// How a reduction's partial values combine (MLIR's `AtomicRMWKind` as
/// used by `getSupportedReductions`): the `arith` op applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReductionCombiner {
    /// Position among the loop's carried values.
    pub position: usize,
    /// The `arith` op (`arith.addf`, `arith.minsi`, ...).
    pub op_name: &'static str,
}

/// The combining ops MLIR's `getSupportedReductions` recognizes.
const REDUCTION_OPS: &[&str] = &[
    "arith.addf",
    "arith.mulf",
    "arith.addi",
    "arith.andi",
    "arith.ori",
    "arith.muli",
    "arith.minimumf",
    "arith.maximumf",
    "arith.minsi",
    "arith.maxsi",
    "arith.minui",
    "arith.maxui",
];

/// The reductions of `for_op`'s carried values that MLIR's
/// `getSupportedReductions` finds (`matchReduction`): the carried argument
/// has one use, a binary op of [`REDUCTION_OPS`] directly in the body,
/// without memory effects, whose one result is yielded at the same
/// position and nowhere else, and whose other operand does not depend on
/// any carried value. With `all_required`, `None` unless every carried
/// value is such a reduction.
// TODO(shared): replace with the vectorizer owner's reduction detection
// (affine-analysis `parallel.rs`) when it lands.
fn supported_reductions(ctx: &Context, for_op: OpId, all_required: bool) -> Option<Vec<ReductionCombiner>> {
    let view = AffineForView::get(ctx, for_op)?;
    let mut out = Vec::with_capacity(view.iter_args.len());
    for position in 0..view.iter_args.len() {
        match match_reduction(ctx, &view, position) {
            Some(r) => out.push(r),
            None if all_required => return None,
            None => {}
        }
    }
    Some(out)
}

/// MLIR's `matchReduction` + the kind switch of `getSupportedReduction`
/// for carried value `position` of the loop `view`.
fn match_reduction(ctx: &Context, view: &AffineForView<'_>, position: usize) -> Option<ReductionCombiner> {
    let arg = view.iter_args[position];
    let [use_] = ctx.ir.uses(arg) else { return None };
    let combiner = use_.op;
    let operands = ctx.ir.operands(combiner);
    if operands.len() != 2 {
        return None;
    }
    let reduced = if operands[0] == arg { operands[1] } else { operands[0] };
    if depends_on_carried_values(ctx, reduced, view.iter_args, view.op) {
        return None;
    }
    let effect_free = ctx.memory_effects(combiner).is_some_and(|e| e.is_empty());
    let [result] = ctx.ir.results(combiner) else { return None };
    let [user] = ctx.ir.uses(*result) else { return None };
    if !effect_free || ctx.ir.parent_op(combiner) != Some(view.op) || Some(user.op) != view.yield_op(ctx) {
        return None;
    }
    if user.index as usize != position {
        return None;
    }
    let name = ctx.op_name_str(ctx.ir.op(combiner).name);
    let op_name = *REDUCTION_OPS.iter().find(|n| **n == name)?;
    Some(ReductionCombiner { position, op_name })
}

/// MLIR's `dependsOnCarriedVals`: `value` is a carried argument, or some op
/// of its backward slice inside `loop` uses one.
fn depends_on_carried_values(ctx: &Context, value: ValueId, carried: &[ValueId], loop_op: OpId) -> bool {
    if carried.contains(&value) {
        return true;
    }
    let mut stack = vec![value];
    let mut seen = std::collections::HashSet::new();
    while let Some(v) = stack.pop() {
        let Some(def) = ctx.ir.defining_op(v) else { continue };
        if !ctx.ir.is_ancestor(loop_op, def) || !seen.insert(def) {
            continue;
        }
        for &operand in ctx.ir.operands(def) {
            if carried.contains(&operand) {
                return true;
            }
            stack.push(operand);
        }
    }
    false
}

/// Combines the `factor` partial results of each reduction after the loop
/// and makes the other uses of the first result use the combination.
fn combine_reductions(ctx: &mut Context, for_op: OpId, factor: u64, reductions: &[ReductionCombiner]) {
    let results = ctx.ir.results(for_op).to_vec();
    if results.is_empty() {
        return;
    }
    let f = factor as usize;
    let old_n = results.len() / f;
    let loc = ctx.ir.op(for_op).loc;
    let mut ip = InsertPoint::After(for_op);
    for r in reductions {
        let first = results[r.position];
        let mut lhs = first;
        let mut created = Vec::with_capacity(f - 1);
        for i in (1..f).rev() {
            let rhs = results[i * old_n + r.position];
            let name = ctx.op_name(r.op_name);
            let mut st = OpState::new(name, loc);
            st.operands = vec![lhs, rhs];
            st.result_types = vec![ctx.ir.value_type(lhs)];
            let _ = affine_dialects::arith::normalize_props(ctx, &mut st);
            ctx.sort_named(&mut st.props);
            let op = ctx.ir.create_op_at(st, ip);
            ip = InsertPoint::After(op);
            created.push(op);
            lhs = ctx.ir.result(op, 0);
        }
        ctx.ir.replace_uses_if(first, lhs, |_, u| !created.contains(&u.op));
    }
}

//! Loop fusion utilities (MLIR's `mlir/lib/Dialect/Affine/Utils/LoopFusionUtils.cpp`):
//!
//! - [`can_fuse_loops`]: whether a loop nest can be fused into another at
//!   a given depth without breaking dependences, and the slice to fuse;
//! - [`fuse_loops`]: clones the slice of the source nest into the
//!   destination, sets the slice bounds and promotes single-iteration
//!   loops;
//! - [`fused_loop_nest_insertion_point`]: where in the block the fused nest
//!   may go.
//!
//! The checks and slices are MLIR 22's (`-test-loop-fusion` prints them);
//! the pass adds soundness checks on top where MLIR's are insufficient.

use affine_ir::fxhash::{FxHashMap, FxHashSet};

use affine_analysis::access::{MemRefAccess, access_memref_and_kind};
use affine_analysis::dependence::{RelationCache, check_with_details_cached};
use affine_analysis::loop_nest::{
    affine_for_ivs, innermost_common_loop_depth, is_for, is_loop_parallel_and_contains_reduction, mlir_precision,
};
use affine_analysis::mdg::ancestor_in_block;
use affine_analysis::slice::{
    ComputationSliceState, SliceComputationResult, SliceUnionMemo, compute_slice_union, slice_iteration_count,
    slice_trip_count_map,
};
pub use affine_analysis::slice_bounds::SliceBoundsMemo;
use affine_dialects::affine::scope::for_induction_var_owner;
use affine_dialects::affine::{AffineForView, names};
use affine_ir::ir::{InsertPoint, ValueMap, WalkOrder};
use affine_ir::{Context, OpId, ValueId};

pub(crate) use super::fusion_sink::sink_sequential_loops;
use super::loop_utils::promote_if_single_iteration;
use affine_dialects::affine::utils::canonicalize_map_and_operands;
use affine_dialects::affine::views::AffineForMut;

/// The outcome of [`can_fuse_loops`] (MLIR's `FusionResult`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FusionResult {
    /// Fusion is possible with the computed slice.
    Success,
    /// A precondition failed (depth 0, different blocks, `affine.if` in a
    /// nest, slice not computable).
    FailPrecondition,
    /// An op between the nests depends on one of them in a way that no
    /// placement of the fused nest preserves.
    FailBlockDependence,
    /// A dependence carried by the destination nest's loops would be
    /// broken at this depth.
    FailFusionDependence,
    /// The slice union does not contain all the needed source iterations.
    FailIncorrectSlice,
}

/// Which accesses the slice is computed from (MLIR's `FusionStrategy`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FusionStrategy {
    /// All loads and stores of the first nest.
    Generic,
    /// The stores of the producer (the pass's producer-consumer fusion).
    ProducerConsumer,
    /// The loads of the given memref in the sibling (input-reuse fusion).
    Sibling(ValueId),
}

/// Map from each memref accessed in a nest to whether it is written.
fn memref_access_kinds(ctx: &Context, root: OpId) -> FxHashMap<ValueId, bool> {
    let mut values: FxHashMap<ValueId, bool> = FxHashMap::default();
    for op in ctx.ir.walk(root, WalkOrder::PostOrder) {
        if let Some((memref, write)) = access_memref_and_kind(ctx, op) {
            if write {
                values.insert(memref, true);
            } else {
                values.entry(memref).or_insert(false);
            }
        }
    }
    values
}

/// MLIR's `isDependentLoadOrStoreOp`.
fn is_dependent_access(ctx: &Context, op: OpId, values: &FxHashMap<ValueId, bool>) -> bool {
    match access_memref_and_kind(ctx, op) {
        Some((memref, true)) => values.contains_key(&memref),
        Some((memref, false)) => values.get(&memref).copied().unwrap_or(false),
        None => false,
    }
}

/// Ops strictly between `a` and `b` in their block.
fn ops_between(ctx: &Context, a: OpId, b: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut cur = ctx.ir.op(a).next;
    while let Some(o) = cur {
        if o == b {
            break;
        }
        out.push(o);
        cur = ctx.ir.op(o).next;
    }
    out
}

/// MLIR's `getFirstDependentOpInRange`.
fn first_dependent_op_in_range(ctx: &Context, a: OpId, b: OpId) -> Option<OpId> {
    let between = ops_between(ctx, a, b);
    if between.is_empty() {
        // Nothing to find: `a`'s accesses are not walked.
        return None;
    }
    let values = memref_access_kinds(ctx, a);
    between
        .into_iter()
        .find(|&x| ctx.ir.walk(x, WalkOrder::PostOrder).into_iter().any(|o| is_dependent_access(ctx, o, &values)))
}

/// MLIR's `getLastDependentOpInRange`.
fn last_dependent_op_in_range(ctx: &Context, a: OpId, b: OpId) -> Option<OpId> {
    let between = ops_between(ctx, a, b);
    if between.is_empty() {
        // Nothing to find: `b`'s accesses (a grown destination) are not
        // walked.
        return None;
    }
    let values = memref_access_kinds(ctx, b);
    between.into_iter().rev().find(|&x| {
        ctx.ir.walk(x, WalkOrder::PostOrder).into_iter().any(|o| {
            if access_memref_and_kind(ctx, o).is_some() {
                return is_dependent_access(ctx, o, &values);
            }
            ctx.ir.results(o).iter().any(|&r| ctx.ir.uses(r).iter().any(|u| affine_for_ivs(ctx, u.op).contains(&b)))
        })
    })
}

/// MLIR's `getFusedLoopNestInsertionPoint(srcForOp, dstForOp)` of the
/// fusion utilities: the op before which the fused nest can be placed
/// preserving the dependences of ops between the two nests (on affine
/// accesses and SSA values), or `None`.
pub fn fused_loop_nest_insertion_point(ctx: &Context, src: OpId, dst: OpId) -> Option<OpId> {
    let (a, b) = if ctx.ir.is_before_in_block(src, dst) { (src, dst) } else { (dst, src) };
    let first = first_dependent_op_in_range(ctx, a, b);
    let last = last_dependent_op_in_range(ctx, a, b);
    match (first, last) {
        (Some(f), Some(l)) if f == l || ctx.ir.is_before_in_block(f, l) => None,
        (Some(f), _) => Some(f),
        (None, _) => Some(b),
    }
}

/// MLIR's `gatherLoadsAndStores`: the affine loads and stores of the nest,
/// or `None` if it contains an `affine.if`.
fn loads_and_stores(ctx: &Context, root: OpId) -> Option<Vec<OpId>> {
    let mut out = Vec::new();
    for op in ctx.ir.walk(root, WalkOrder::PostOrder) {
        if access_memref_and_kind(ctx, op).is_some() {
            out.push(op);
        } else if ctx.op_name_str(ctx.ir.op(op).name) == names::IF {
            return None;
        }
    }
    Some(out)
}

/// MLIR's `gatherProducerConsumerMemrefs`: memrefs written by `src_ops` and
/// read by `dst_ops`, in the order of `dst_ops`.
pub fn producer_consumer_memrefs(ctx: &Context, src_ops: &[OpId], dst_ops: &[OpId]) -> Vec<ValueId> {
    let written: Vec<ValueId> = src_ops
        .iter()
        .filter_map(|&o| access_memref_and_kind(ctx, o))
        .filter(|&(_, write)| write)
        .map(|(memref, _)| memref)
        .collect();
    let mut out = Vec::new();
    for &o in dst_ops {
        if let Some((memref, false)) = access_memref_and_kind(ctx, o)
            && written.contains(&memref)
            && !out.contains(&memref)
        {
            out.push(memref);
        }
    }
    out
}

/// MLIR's `getMaxLoopDepth`: the deepest depth at which the destination's
/// accesses to producer-consumer memrefs carry no dependence among
/// themselves.
fn max_loop_depth(ctx: &mut Context, src_ops: &[OpId], dst_ops: &[OpId], cache: &mut RelationCache) -> usize {
    if dst_ops.is_empty() {
        return 0;
    }
    let pc = producer_consumer_memrefs(ctx, src_ops, dst_ops);
    let targets: Vec<OpId> = dst_ops
        .iter()
        .copied()
        .filter(|&o| access_memref_and_kind(ctx, o).is_some_and(|(memref, _)| pc.contains(&memref)))
        .collect();
    if targets.is_empty() {
        return 0;
    }
    let (mut depth, _) = innermost_common_loop_depth(ctx, &targets);
    if targets.iter().all(|&o| access_memref_and_kind(ctx, o).is_some_and(|(_, write)| !write)) {
        return depth;
    }
    for &s in &targets {
        let sa = MemRefAccess::from_op(ctx, s).expect("access");
        for &d in &targets {
            let da = MemRefAccess::from_op(ctx, d).expect("access");
            let common = affine_analysis::dependence::common_surrounding_loops(ctx, s, d);
            for k in 1..=common + 1 {
                let r = check_with_details_cached(ctx, &sa, &da, k, false, mlir_precision(), false, cache).result;
                if r.has_dependence() {
                    depth = depth.min(k - 1);
                    break;
                }
            }
        }
    }
    depth
}

/// MLIR's `canFuseLoops`: whether the nest `src` can be fused into `dst`
/// at absolute depth `dst_loop_depth`; on success (and on an incorrect
/// slice) `slice` holds the slice union.
pub fn can_fuse_loops(
    ctx: &mut Context,
    src: OpId,
    dst: OpId,
    dst_loop_depth: usize,
    slice: &mut ComputationSliceState,
    strategy: FusionStrategy,
    cache: &mut RelationCache,
) -> FusionResult {
    let bounds = &mut SliceBoundsMemo::default();
    can_fuse_loops_at_depths(ctx, src, dst, dst_loop_depth, std::slice::from_mut(slice), strategy, cache, bounds)[0]
}

/// [`can_fuse_loops`] at the consecutive absolute depths `first_depth`,
/// `first_depth + 1`, … (one per entry of `slices`), analysing what does
/// not depend on the depth (placement, accesses, the destination's
/// dependences) once; `bounds` keeps slice bounds across calls.
#[allow(clippy::too_many_arguments)]
pub fn can_fuse_loops_at_depths(
    ctx: &mut Context,
    src: OpId,
    dst: OpId,
    first_depth: usize,
    slices: &mut [ComputationSliceState],
    strategy: FusionStrategy,
    cache: &mut RelationCache,
    bounds: &mut SliceBoundsMemo,
) -> Vec<FusionResult> {
    can_fuse_loops_at_depths_known(ctx, src, dst, first_depth, slices, strategy, cache, bounds, Vec::new())
}

/// A nest and its affine loads and stores in walk order (`None` if it
/// holds an `affine.if`: MLIR's `gatherLoadsAndStores`), as a caller that
/// keeps them knows them (the fusion pass's dependence graph).
pub type KnownNestAccesses = (OpId, Option<Vec<OpId>>);

/// [`can_fuse_loops_at_depths`] taking the loads and stores of the nests
/// in `known` from there instead of walking those nests (a destination
/// grows with every fusion into it).
#[allow(clippy::too_many_arguments)]
pub fn can_fuse_loops_at_depths_known(
    ctx: &mut Context,
    src: OpId,
    dst: OpId,
    first_depth: usize,
    slices: &mut [ComputationSliceState],
    strategy: FusionStrategy,
    cache: &mut RelationCache,
    bounds: &mut SliceBoundsMemo,
    mut known: Vec<KnownNestAccesses>,
) -> Vec<FusionResult> {
    let mut prepared: Option<Result<PreparedFusion, FusionResult>> = None;
    let mut deps = SliceUnionMemo::with_bounds(std::mem::take(bounds));
    let mut out = Vec::with_capacity(slices.len());
    for (k, slice) in slices.iter_mut().enumerate() {
        let dst_loop_depth = first_depth + k;
        if dst_loop_depth == 0 {
            out.push(FusionResult::FailPrecondition);
            continue;
        }
        let pre = prepared.get_or_insert_with(|| prepare_fusion(ctx, src, dst, strategy, cache, &mut known));
        let p = match pre {
            Err(r) => {
                out.push(*r);
                continue;
            }
            Ok(p) => p,
        };
        if p.max_depth < dst_loop_depth {
            out.push(FusionResult::FailFusionDependence);
            continue;
        }
        let (a, b) = (&p.strategy_ops, &p.ops_b);
        let r = compute_slice_union(ctx, a, b, dst_loop_depth, p.common, p.src_first, slice, cache, &mut deps);
        out.push(match r {
            SliceComputationResult::GenericFailure => FusionResult::FailPrecondition,
            SliceComputationResult::IncorrectSliceFailure => FusionResult::FailIncorrectSlice,
            SliceComputationResult::Success => FusionResult::Success,
        });
    }
    *bounds = deps.into_bounds();
    out
}

/// What [`can_fuse_loops`] finds independently of the depth.
struct PreparedFusion {
    /// The accesses the slice is computed from.
    strategy_ops: Vec<OpId>,
    /// The accesses of the other nest.
    ops_b: Vec<OpId>,
    /// Whether the source comes first in the block.
    src_first: bool,
    /// The deepest depth the destination's dependences allow.
    max_depth: usize,
    /// The number of loops around both nests.
    common: usize,
}

/// The depth-independent checks of [`can_fuse_loops`].
fn prepare_fusion(
    ctx: &mut Context,
    src: OpId,
    dst: OpId,
    strategy: FusionStrategy,
    cache: &mut RelationCache,
    known: &mut Vec<KnownNestAccesses>,
) -> Result<PreparedFusion, FusionResult> {
    let block = ctx.ir.op(src).parent;
    if block.is_none() || block != ctx.ir.op(dst).parent {
        return Err(FusionResult::FailPrecondition);
    }
    if fused_loop_nest_insertion_point(ctx, src, dst).is_none() {
        return Err(FusionResult::FailBlockDependence);
    }
    let src_first = ctx.ir.is_before_in_block(src, dst);
    let (a, b) = if src_first { (src, dst) } else { (dst, src) };
    let mut gather = |root: OpId| match known.iter().position(|(r, _)| *r == root) {
        Some(i) => known.swap_remove(i).1,
        None => loads_and_stores(ctx, root),
    };
    let ops_a = gather(a).ok_or(FusionResult::FailPrecondition)?;
    let ops_b = gather(b).ok_or(FusionResult::FailPrecondition)?;
    let max_depth = match strategy {
        FusionStrategy::ProducerConsumer => max_loop_depth(ctx, &ops_a, &ops_b, cache),
        _ => usize::MAX,
    };
    let common = affine_analysis::dependence::common_surrounding_loops(ctx, src, dst);
    let strategy_ops: Vec<OpId> = match strategy {
        FusionStrategy::Generic => ops_a,
        FusionStrategy::ProducerConsumer => {
            ops_a.into_iter().filter(|&o| access_memref_and_kind(ctx, o).is_some_and(|(_, write)| write)).collect()
        }
        FusionStrategy::Sibling(m) => {
            ops_a.into_iter().filter(|&o| access_memref_and_kind(ctx, o) == Some((m, false))).collect()
        }
    };
    Ok(PreparedFusion { strategy_ops, ops_b, src_first, max_depth, common })
}

/// MLIR's `getSingleIterationYieldedValues`.
fn single_iteration_yielded_values(ctx: &mut Context, for_op: OpId) -> Option<Vec<ValueId>> {
    if affine_analysis::loop_nest::constant_trip_count(ctx, for_op) != Some(1) {
        return None;
    }
    let view = affine_dialects::affine::AffineForView::get(ctx, for_op)?;
    if ctx.affine.map_data(view.lower_map).results.len() != 1 {
        return None;
    }
    let y = view.yield_op(ctx)?;
    Some(ctx.ir.operands(y).to_vec())
}

/// MLIR's `promoteIfSingleIterationAndUpdateResults`.
fn promote_and_update_results(ctx: &mut Context, for_op: OpId, cloned_results: &mut [ValueId]) -> bool {
    let Some(replacements) = single_iteration_yielded_values(ctx, for_op) else { return false };
    let results = ctx.ir.results(for_op).to_vec();
    for (r, &rep) in results.iter().zip(&replacements) {
        if !cloned_results.contains(r) {
            continue;
        }
        match ctx.ir.defining_op(rep) {
            Some(d) if d != for_op && ctx.ir.is_ancestor(for_op, d) => {}
            _ => return false,
        }
    }
    for c in cloned_results.iter_mut() {
        if let Some(i) = results.iter().position(|r| r == c) {
            *c = replacements[i];
        }
    }
    promote_if_single_iteration(ctx, for_op)
}

/// What [`fuse_loops`] did besides cloning the slice.
#[derive(Clone, Debug, Default)]
pub struct FusedLoops {
    /// The values standing for the source's results in the fused code.
    pub cloned_results: Vec<ValueId>,
    /// Loops replaced by a new loop `(old, new)` when a reduction was
    /// promoted into them (sibling fusion).
    pub replaced_loops: Vec<(OpId, OpId)>,
    /// How many single-iteration reduction loops were promoted into their
    /// parent.
    pub promoted_reductions: usize,
}

/// MLIR's `fuseLoops`: clones `src` before the slice's insertion point,
/// gives the cloned slice loops the slice bounds (canonicalized) and
/// promotes those that run once.
pub fn fuse_loops(
    ctx: &mut Context,
    src: OpId,
    slice: &ComputationSliceState,
    is_innermost_sibling_insertion: bool,
) -> FusedLoops {
    let mut out = FusedLoops::default();
    let Some(ip) = slice.insert_point else { return out };
    let mut map = ValueMap::new();
    let clone = ctx.ir.clone_op(src, &mut map);
    ctx.ir.insert_op(clone, InsertPoint::Before(ip));
    out.cloned_results = ctx.ir.results(src).iter().map(|&r| map.lookup(r)).collect();
    let mut slice_loops = Vec::new();
    for i in 0..slice.ivs.len() {
        let Some(iv) = map.get(slice.ivs[i]) else { continue };
        let Some(lp) = for_induction_var_owner(ctx, iv) else { continue };
        slice_loops.push(lp);
        if let Some(lb) = slice.lbs[i] {
            let (mut m, mut ops) = (lb, slice.lb_operands[i].clone());
            canonicalize_map_and_operands(ctx, &mut m, &mut ops);
            if let Some(mut f) = AffineForMut::get(ctx, lp) {
                f.set_lower_bound(m, &ops);
            }
        }
        if let Some(ub) = slice.ubs[i] {
            let (mut m, mut ops) = (ub, slice.ub_operands[i].clone());
            canonicalize_map_and_operands(ctx, &mut m, &mut ops);
            if let Some(mut f) = AffineForMut::get(ctx, lp) {
                f.set_upper_bound(m, &ops);
            }
        }
    }
    let mut unit: Option<bool> = None;
    for lp in slice_loops {
        let reduction = is_innermost_sibling_insertion && is_loop_parallel_and_contains_reduction(ctx, lp);
        let is_unit = reduction
            && *unit.get_or_insert_with(|| {
                slice_trip_count_map(ctx, slice).is_some_and(|m| slice_iteration_count(&m) == 1)
            });
        if reduction && is_unit {
            if let Some(replaced) = promote_single_iter_reduction_loop(ctx, lp, &mut out.cloned_results) {
                out.promoted_reductions += 1;
                out.replaced_loops.push(replaced);
            }
        } else {
            promote_and_update_results(ctx, lp, &mut out.cloned_results);
        }
    }
    out
}

/// MLIR's `promoteSingleIterReductionLoop` for sibling fusion: a
/// single-iteration reduction loop nested in another `affine.for` is
/// inlined into it, its iter_args becoming iter_args of the parent (which
/// is replaced by a new loop, returned), and the ops using its results are
/// moved after the parent.
fn promote_single_iter_reduction_loop(ctx: &mut Context, for_op: OpId, cloned: &mut [ValueId]) -> Option<(OpId, OpId)> {
    if affine_analysis::loop_nest::constant_trip_count(ctx, for_op) != Some(1) {
        return None;
    }
    let parent = ctx.ir.parent_op(for_op).filter(|&p| is_for(ctx, p))?;
    let view = AffineForView::get(ctx, for_op)?;
    let (iv, body) = (view.iv, view.body);
    let (inits, iter_args, results) = (view.inits.to_vec(), view.iter_args.to_vec(), view.results.to_vec());
    let yield_op = view.yield_op(ctx)?;
    let yielded = ctx.ir.operands(yield_op).to_vec();
    let n_parent = ctx.ir.results(parent).len();
    let new_parent = replace_with_additional_yields(ctx, parent, &inits, &yielded)?;
    let new_results = ctx.ir.results(new_parent)[n_parent..].to_vec();
    for c in cloned.iter_mut() {
        if let Some(i) = results.iter().position(|r| r == c) {
            *c = new_results[i];
        }
    }
    let forward = forward_slice(ctx, &results);
    for (&r, &n) in results.iter().zip(&new_results) {
        ctx.ir.replace_all_uses(r, n);
    }
    for &op in forward.iter().rev() {
        ctx.ir.move_after(op, new_parent);
    }
    let new_view = AffineForView::get(ctx, new_parent)?;
    let (new_iv, new_args) = (new_view.iv, new_view.iter_args.to_vec());
    ctx.ir.replace_all_uses(iv, new_iv);
    for (&a, &n) in iter_args.iter().zip(&new_args[new_args.len() - iter_args.len()..]) {
        ctx.ir.replace_all_uses(a, n);
    }
    ctx.ir.erase_op(yield_op);
    inline_body_and_erase(ctx, for_op, body);
    Some((parent, new_parent))
}

/// Moves the ops of `body` (a loop's body, terminator already gone) before
/// `for_op` and erases the loop.
pub(crate) fn inline_body_and_erase(ctx: &mut Context, for_op: OpId, body: affine_ir::BlockId) {
    let ops: Vec<OpId> = ctx.ir.block_ops(body).collect();
    for op in ops {
        ctx.ir.move_before(op, for_op);
    }
    ctx.ir.erase_op(for_op);
}

/// MLIR's `replaceWithAdditionalYields` on an `affine.for` (init operand
/// uses in the loop are not replaced): a new loop with `inits` appended to
/// its iter_args and `yields` to its yield, taking over the body.
fn replace_with_additional_yields(
    ctx: &mut Context,
    for_op: OpId,
    inits: &[ValueId],
    yields: &[ValueId],
) -> Option<OpId> {
    let v = AffineForView::get(ctx, for_op)?;
    let (lb, lb_ops, ub, ub_ops) = (v.lower_map, v.lower_operands.to_vec(), v.upper_map, v.upper_operands.to_vec());
    let (step, body, old_yield) = (v.step, v.body, v.yield_op(ctx)?);
    let mut all_inits = v.inits.to_vec();
    all_inits.extend_from_slice(inits);
    let loc = ctx.ir.op(for_op).loc;
    let new = affine_dialects::affine::builders::build_for(
        ctx,
        lb,
        &lb_ops,
        ub,
        &ub_ops,
        step,
        &all_inits,
        loc,
        InsertPoint::Before(for_op),
    );
    ctx.ir.op_mut(new).attrs = ctx.ir.op(for_op).attrs.clone();
    let (old_region, new_region) = (ctx.ir.regions(for_op)[0], ctx.ir.regions(new)[0]);
    ctx.ir.clear_region(new_region);
    ctx.ir.take_region_body(old_region, new_region);
    for &i in inits {
        let ty = ctx.ir.value_type(i);
        ctx.ir.add_block_arg(body, ty, Some(loc));
    }
    let mut ys = ctx.ir.operands(old_yield).to_vec();
    ys.extend_from_slice(yields);
    ctx.ir.set_operands(old_yield, ys);
    let new_results = ctx.ir.results(new).to_vec();
    ctx.ir.replace_op(for_op, &new_results);
    Some(new)
}

/// MLIR's `getForwardSlice` of `values` (every op using them, transitively),
/// topologically sorted.
fn forward_slice(ctx: &Context, values: &[ValueId]) -> Vec<OpId> {
    let mut seen: FxHashSet<OpId> = FxHashSet::default();
    let mut order: Vec<OpId> = Vec::new();
    let mut stack: Vec<ValueId> = values.to_vec();
    while let Some(v) = stack.pop() {
        for u in ctx.ir.uses(v) {
            if seen.insert(u.op) {
                order.push(u.op);
                stack.extend(ctx.ir.results(u.op).iter().copied());
            }
        }
    }
    // Topological order: an op after every op of the slice it uses.
    let mut sorted: Vec<OpId> = Vec::with_capacity(order.len());
    let mut placed: FxHashSet<OpId> = FxHashSet::default();
    while sorted.len() < order.len() {
        let before = sorted.len();
        for &op in &order {
            if placed.contains(&op) {
                continue;
            }
            let ready = ctx
                .ir
                .operands(op)
                .iter()
                .all(|&o| ctx.ir.defining_op(o).is_none_or(|d| !seen.contains(&d) || placed.contains(&d)));
            if ready {
                placed.insert(op);
                sorted.push(op);
            }
        }
        if sorted.len() == before {
            break;
        }
    }
    sorted
}

/// Whether every operand of the ops in the nest rooted at `root`, and every
/// use of `extra` values, is dominated by its definition (the fused code
/// is valid IR).
pub fn uses_are_dominated(ctx: &Context, root: OpId, extra: &[ValueId]) -> bool {
    let dominated = |v: ValueId, user: OpId| -> bool {
        match ctx.ir.defining_op(v) {
            Some(def) => {
                let Some(block) = ctx.ir.op(def).parent else { return false };
                match ancestor_in_block(ctx, block, user) {
                    Some(anc) => anc != def && (ctx.ir.is_before_in_block(def, anc)),
                    None => false,
                }
            }
            None => {
                let Some(block) = ctx.ir.value_parent_block(v) else { return false };
                ancestor_in_block(ctx, block, user).is_some()
            }
        }
    };
    for op in ctx.ir.walk(root, WalkOrder::PreOrder) {
        if ctx.ir.operands(op).iter().any(|&v| !dominated(v, op)) {
            return false;
        }
    }
    extra.iter().all(|&v| ctx.ir.uses(v).iter().all(|u| dominated(v, u.op)))
}

/// The outermost loop around `op` in `block` (if `op` is in a nest there).
pub fn nest_root_in_block(ctx: &Context, block: affine_ir::BlockId, op: OpId) -> Option<OpId> {
    ancestor_in_block(ctx, block, op).filter(|&o| is_for(ctx, o))
}

/// MLIR's `hasCyclicDependence`: whether the accesses in the nest rooted at
/// `root` form a cycle of dependences (at the nest's own depths). Slicing
/// may then break a dependence unless no iteration is recomputed.
pub fn has_cyclic_dependence(ctx: &mut Context, root: OpId, cache: &mut RelationCache) -> bool {
    let accesses: Vec<MemRefAccess> =
        ctx.ir.walk(root, WalkOrder::PostOrder).into_iter().filter_map(|o| MemRefAccess::from_op(ctx, o)).collect();
    let n = accesses.len();
    let root_depth = affine_analysis::loop_nest::nesting_depth(ctx, root);
    // Whether there is an edge `i -> j` (a dependence at some depth).
    let mut edge = |ctx: &mut Context, i: usize, j: usize| -> bool {
        let (a, b) = (&accesses[i], &accesses[j]);
        if a.memref != b.memref {
            return false;
        }
        let common = affine_analysis::dependence::common_surrounding_loops(ctx, a.op, b.op);
        (root_depth + 1..=common + 1).any(|d| {
            check_with_details_cached(ctx, a, b, d, false, mlir_precision(), false, cache).result
                != affine_analysis::dependence::DependenceResult::NoDependence
        })
    };
    // A self-dependence is a cycle (the usual case: a buffer written at
    // every iteration); otherwise a depth-first search for a back edge,
    // computing each node's edges when it is first visited.
    let writes: Vec<usize> = (0..n).filter(|&i| accesses[i].is_write()).collect();
    if writes.into_iter().any(|i| edge(ctx, i, i)) {
        return true;
    }
    let mut state = vec![0u8; n]; // 0 new, 1 on stack, 2 done
    let mut succ: Vec<Option<Vec<usize>>> = vec![None; n];
    for start in 0..n {
        if state[start] != 0 {
            continue;
        }
        let mut stack: Vec<(usize, usize)> = vec![(start, 0)];
        state[start] = 1;
        while let Some(&(v, k)) = stack.last() {
            if succ[v].is_none() {
                let out: Vec<usize> = (0..n).filter(|&j| edge(ctx, v, j)).collect();
                succ[v] = Some(out);
            }
            let out = succ[v].as_ref().expect("computed");
            if k == out.len() {
                state[v] = 2;
                stack.pop();
                continue;
            }
            let w = out[k];
            stack.last_mut().expect("non-empty").1 += 1;
            match state[w] {
                0 => {
                    state[w] = 1;
                    stack.push((w, 0));
                }
                1 => return true,
                _ => {}
            }
        }
    }
    false
}

/// Costs of fusing `src` into `dst` at one depth (MLIR's
/// `getAdditionalComputeFraction`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FusionCost {
    /// Op instances of the source nest alone.
    pub src_cost: i64,
    /// Op instances of the destination nest alone.
    pub dst_cost: i64,
    /// Op instances of the fused nest.
    pub fused_cost: i64,
    /// Op instances of one execution of the slice.
    pub slice_iterations: u64,
    /// `fused / (src + dst) - 1`.
    pub additional_fraction: f64,
}

/// MLIR's `getAdditionalComputeFraction` for the slice at `depth`.
pub fn additional_compute_fraction(
    ctx: &mut Context,
    src: OpId,
    dst: OpId,
    depth: usize,
    slices: &[ComputationSliceState],
) -> Option<FusionCost> {
    let src_stats = affine_analysis::loop_nest::loop_nest_stats(ctx, src)?;
    let dst_stats = affine_analysis::loop_nest::loop_nest_stats(ctx, dst)?;
    additional_compute_fraction_with(ctx, (src, &src_stats), (dst, &dst_stats), &slices[depth - 1])
}

/// [`additional_compute_fraction`] of `slice` with the statistics of both
/// nests already collected.
pub fn additional_compute_fraction_with(
    ctx: &mut Context,
    (src, src_stats): (OpId, &affine_analysis::loop_nest::LoopNestStats),
    (dst, dst_stats): (OpId, &affine_analysis::loop_nest::LoopNestStats),
    slice: &ComputationSliceState,
) -> Option<FusionCost> {
    let src_cost = affine_analysis::loop_nest::compute_cost(src, src_stats);
    let dst_cost = affine_analysis::loop_nest::compute_cost(dst, dst_stats);
    additional_compute_fraction_costs(ctx, (src, src_stats), (dst, dst_stats), slice, (src_cost, dst_cost))
}

/// [`additional_compute_fraction_with`] with the costs of both nests alone
/// (`compute_cost`) already computed: a caller asking at several depths
/// computes them once, and the fused nest's cost is derived from the
/// destination's ([`affine_analysis::loop_nest::compute_cost_added`])
/// instead of walking every loop of the destination (which grows with
/// every fusion into it) again.
pub fn additional_compute_fraction_costs(
    ctx: &mut Context,
    (src, src_stats): (OpId, &affine_analysis::loop_nest::LoopNestStats),
    (dst, dst_stats): (OpId, &affine_analysis::loop_nest::LoopNestStats),
    slice: &ComputationSliceState,
    (src_cost, dst_cost): (i64, i64),
) -> Option<FusionCost> {
    if slice.is_empty() {
        return None;
    }
    let (fused_cost, slice_iterations) =
        fusion_compute_cost_from(ctx, src, src_stats, (dst, dst_stats, Some(dst_cost)), slice)?;
    let additional_fraction = fused_cost as f64 / (src_cost as u64 as f64 + dst_cost as u64 as f64) - 1.0;
    Some(FusionCost { src_cost, dst_cost, fused_cost, slice_iterations, additional_fraction })
}

/// MLIR's `getFusionComputeCost`: the op instances of `dst` with the slice
/// of `src` inserted, and the slice's iteration count.
pub fn fusion_compute_cost(
    ctx: &mut Context,
    src: OpId,
    src_stats: &affine_analysis::loop_nest::LoopNestStats,
    dst: OpId,
    dst_stats: &affine_analysis::loop_nest::LoopNestStats,
    slice: &ComputationSliceState,
) -> Option<(i64, u64)> {
    fusion_compute_cost_from(ctx, src, src_stats, (dst, dst_stats, None), slice)
}

/// [`fusion_compute_cost`], from the destination's cost alone when given.
fn fusion_compute_cost_from(
    ctx: &mut Context,
    src: OpId,
    src_stats: &affine_analysis::loop_nest::LoopNestStats,
    (dst, dst_stats, dst_cost): (OpId, &affine_analysis::loop_nest::LoopNestStats, Option<i64>),
    slice: &ComputationSliceState,
) -> Option<(i64, u64)> {
    let trips = slice_trip_count_map(ctx, slice)?;
    let iterations = slice_iteration_count(&trips);
    if iterations == 0 {
        return None;
    }
    let ip = slice.insert_point?;
    let parent = ctx.ir.parent_op(ip)?;
    let mut cost_map: FxHashMap<OpId, i64> = FxHashMap::default();
    if iterations == 1 {
        let mut store_memrefs: Vec<ValueId> = Vec::new();
        let mut store_count = 0i64;
        for o in ctx.ir.walk(src, WalkOrder::PostOrder) {
            if let Some(a) = MemRefAccess::from_op(ctx, o)
                && a.is_write()
            {
                if !store_memrefs.contains(&a.memref) {
                    store_memrefs.push(a.memref);
                }
                store_count += 1;
            }
        }
        if store_count > 0 {
            cost_map.insert(parent, -store_count);
        }
        for m in store_memrefs {
            let users: Vec<OpId> = ctx.ir.uses(m).iter().map(|u| u.op).collect();
            for user in users {
                if MemRefAccess::from_op(ctx, user).is_none_or(|a| a.is_write()) {
                    continue;
                }
                if affine_for_ivs(ctx, user).contains(&parent)
                    && let Some(p) = ctx.ir.parent_op(user).filter(|&p| is_for(ctx, p))
                {
                    *cost_map.entry(p).or_insert(0) -= 1;
                }
            }
        }
    }
    let slice_cost = affine_analysis::loop_nest::compute_cost_with(src, src_stats, Some(&trips), Some(&cost_map));
    cost_map.insert(parent, slice_cost);
    let fused = match dst_cost {
        Some(base) => affine_analysis::loop_nest::compute_cost_added(ctx, dst, dst_stats, base, &cost_map),
        None => affine_analysis::loop_nest::compute_cost_with(dst, dst_stats, None, Some(&cost_map)),
    };
    Some((fused, iterations))
}

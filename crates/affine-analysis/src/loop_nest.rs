//! Loop-nest queries and MLIR's loop-nest compute-cost model
//! (`mlir/lib/Dialect/Affine/Analysis/Utils.cpp` and `Utils/LoopFusionUtils.cpp`):
//!
//! - the loops around an op ([`affine_for_ivs`], [`affine_ivs`],
//!   [`nesting_depth`], [`innermost_common_loop_depth`]);
//! - constant trip counts (re-exported from [`crate::loop_analysis`]);
//! - [`LoopNestStats`] (per loop: children, op count, trip count) and the
//!   cost of a nest or of a nest with a slice inserted
//!   ([`compute_cost`], [`compute_cost_with`]): the number of dynamic op
//!   instances, counted exactly as MLIR 22 does (terminators excluded,
//!   `affine.for`/`affine.if` not counted themselves, products wrapping
//!   as MLIR's 64-bit integers do).
//!
//! Fusion, tiling and data-copy cost models share these.

use affine_ir::fxhash::{FxHashMap, FxHashSet};

use affine_dialects::affine::scope::{for_induction_var_owner, parallel_induction_var_owner};
use affine_dialects::affine::{AffineForView, AffineParallelView, names};
use affine_ir::dialect::traits;
use affine_ir::ir::WalkOrder;
use affine_ir::{Context, OpId, ValueId};

use affine_ir::affine::AffineExpr;

use crate::access::ValueMap;
use affine_dialects::affine::utils::{canonicalize_map_and_operands, fully_compose_affine_map_and_operands};

fn op_is(ctx: &Context, op: OpId, name: &str) -> bool {
    ctx.op_name_str(ctx.ir.op(op).name) == name
}

/// True if `op` is an `affine.for`.
pub fn is_for(ctx: &Context, op: OpId) -> bool {
    op_is(ctx, op, names::FOR)
}

/// The `affine.for` ops enclosing `op`, outermost first, up to the first
/// op with the `AffineScope` trait; `affine.if` and other ops in between
/// are skipped (MLIR's `getAffineForIVs`).
pub fn affine_for_ivs(ctx: &Context, op: OpId) -> Vec<OpId> {
    let mut loops = Vec::new();
    let mut cur = ctx.ir.parent_op(op);
    while let Some(p) = cur {
        if ctx.op_has_trait(p, traits::AFFINE_SCOPE) {
            break;
        }
        if is_for(ctx, p) {
            loops.push(p);
        }
        cur = ctx.ir.parent_op(p);
    }
    loops.reverse();
    loops
}

/// The induction variables of all `affine.for` and `affine.parallel` ops
/// enclosing `op`, outermost first (MLIR's `getAffineIVs`).
pub fn affine_ivs(ctx: &Context, op: OpId) -> Vec<ValueId> {
    let mut ivs = Vec::new();
    let mut cur = ctx.ir.parent_op(op);
    while let Some(p) = cur {
        if let Some(v) = AffineForView::get(ctx, p) {
            ivs.push(v.iv);
        } else if let Some(v) = AffineParallelView::get(ctx, p) {
            ivs.extend(v.ivs.iter().rev().copied());
        }
        cur = ctx.ir.parent_op(p);
    }
    ivs.reverse();
    ivs
}

/// The number of loops around `op` (`affine.parallel` counts one per
/// induction variable), MLIR's `getNestingDepth`.
pub fn nesting_depth(ctx: &Context, op: OpId) -> usize {
    let mut depth = 0;
    let mut cur = ctx.ir.parent_op(op);
    while let Some(p) = cur {
        if is_for(ctx, p) {
            depth += 1;
        } else if let Some(v) = AffineParallelView::get(ctx, p) {
            depth += v.ivs.len();
        }
        cur = ctx.ir.parent_op(p);
    }
    depth
}

/// The depth of the innermost loop common to all `ops` and those common
/// loops, outermost first (MLIR's `getInnermostCommonLoopDepth`).
pub fn innermost_common_loop_depth(ctx: &Context, ops: &[OpId]) -> (usize, Vec<OpId>) {
    // Ops in one block have the same loops: each block is looked at once
    // (the ops of a grown nest are mostly in a few blocks).
    let mut blocks: FxHashSet<affine_ir::BlockId> = FxHashSet::default();
    let mut loops: Vec<Vec<OpId>> = Vec::new();
    for &o in ops {
        if ctx.ir.op(o).parent.is_none_or(|b| blocks.insert(b)) {
            loops.push(affine_for_ivs(ctx, o));
        }
    }
    let limit = loops.iter().map(Vec::len).min().unwrap_or(0);
    let mut common = Vec::new();
    for d in 0..limit {
        let first = loops[0][d];
        if loops.iter().any(|l| l[d] != first) {
            break;
        }
        common.push(first);
    }
    (common.len(), common)
}

/// The loop owning induction variable `v` (`affine.for` or
/// `affine.parallel`).
pub fn iv_owner(ctx: &Context, v: ValueId) -> Option<OpId> {
    for_induction_var_owner(ctx, v).or_else(|| parallel_induction_var_owner(ctx, v))
}

pub use crate::loop_analysis::constant_trip_count;

/// MLIR's `AffineValueMap::difference`: `a - b` result by result, over the
/// operands of both (composed through `affine.apply`, canonicalized and
/// simplified).
pub fn value_map_difference(ctx: &mut Context, a: &ValueMap, b: &ValueMap) -> ValueMap {
    let ad = ctx.affine.map_data(a.map).clone();
    let bd = ctx.affine.map_data(b.map).clone();
    let (and, ans) = (ad.num_dims as usize, ad.num_symbols as usize);
    let (bnd, bns) = (bd.num_dims as usize, bd.num_symbols as usize);
    let mut operands = Vec::with_capacity(a.operands.len() + b.operands.len());
    operands.extend_from_slice(&a.operands[..and]);
    operands.extend_from_slice(&b.operands[..bnd]);
    operands.extend_from_slice(&a.operands[and..]);
    operands.extend_from_slice(&b.operands[bnd..]);
    let diffs: Vec<AffineExpr> = ad
        .results
        .iter()
        .zip(&bd.results)
        .map(|(&x, &y)| {
            let y = ctx.affine.shift_dims(y, bnd as u32, and as u32, 0);
            let y = ctx.affine.shift_symbols(y, bns as u32, ans as u32, 0);
            ctx.affine.sub(x, y)
        })
        .collect();
    let mut map = ctx.affine.map((and + bnd) as u32, (ans + bns) as u32, &diffs);
    fully_compose_affine_map_and_operands(ctx, &mut map, &mut operands);
    canonicalize_map_and_operands(ctx, &mut map, &mut operands);
    let map = ctx.affine.simplify_affine_map(map);
    ValueMap { map, operands }
}

/// Per-loop statistics of a loop nest (MLIR's `LoopNestStats`): the child
/// loops of each loop, the number of ops in one iteration of its body
/// (`affine.for`/`affine.if` excluded, the terminator included) and its
/// constant trip count.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LoopNestStats {
    /// Child `affine.for` ops of each loop, in walk order.
    pub loop_map: FxHashMap<OpId, Vec<OpId>>,
    /// Ops in one iteration of each loop's body.
    pub op_count: FxHashMap<OpId, u64>,
    /// Constant trip count of each loop.
    pub trip_count: FxHashMap<OpId, u64>,
}

/// Collects [`LoopNestStats`] for the nest rooted at `root` (MLIR's
/// `getLoopNestStats`); `None` if a loop's parent (below the root) is not
/// an `affine.for` or a trip count is not constant.
pub fn loop_nest_stats(ctx: &mut Context, root: OpId) -> Option<LoopNestStats> {
    loop_nest_stats_cached(ctx, root, &mut TripCountCache::default())
}

/// Constant trip counts of loops computed so far, by loop. Valid while the
/// bounds of those loops are unchanged (whoever changes them clears it).
pub type TripCountCache = FxHashMap<OpId, Option<u64>>;

/// [`loop_nest_stats`] reusing (and filling) `trip_counts`. Descends the
/// loops' bodies (ops without regions are counted, not walked).
pub fn loop_nest_stats_cached(
    ctx: &mut Context,
    root: OpId,
    trip_counts: &mut TripCountCache,
) -> Option<LoopNestStats> {
    let mut stats = LoopNestStats::default();
    let for_name = ctx.lookup_op_name(names::FOR);
    if for_name.is_none_or(|n| ctx.ir.op(root).name != n) {
        // Not a loop: every loop inside must be nested in another.
        return loop_nest_stats_walk(ctx, root, trip_counts);
    }
    let if_name = ctx.lookup_op_name(names::IF);
    let mut pending = vec![root];
    while let Some(f) = pending.pop() {
        let (count, children) = scan_loop_body(ctx, f, for_name, if_name)?;
        stats.op_count.insert(f, count);
        let trip = (*trip_counts.entry(f).or_insert_with(|| constant_trip_count(ctx, f)))?;
        stats.trip_count.insert(f, trip);
        pending.extend(children.iter().rev().copied());
        if !children.is_empty() {
            stats.loop_map.insert(f, children);
        }
    }
    Some(stats)
}

/// The number of ops in one iteration of loop `f`'s body
/// (`affine.for`/`affine.if` excluded, the terminator included) and its
/// child loops; `None` if a loop is nested in another op than a loop. The
/// body block only: a full view looks its bound maps and step up by name,
/// a cost per loop per candidate.
fn scan_loop_body(
    ctx: &Context,
    f: OpId,
    for_name: Option<affine_ir::OpName>,
    if_name: Option<affine_ir::OpName>,
) -> Option<(u64, Vec<OpId>)> {
    let body = ctx.ir.regions(f).first().and_then(|&r| ctx.ir.entry_block(r))?;
    count_ops_and_loops(ctx, ctx.ir.block_ops(body), for_name, if_name)
}

/// Of `ops` (top-level ops of one loop body): how many count for the cost
/// model (`affine.for`/`affine.if` excluded) and which are loops; `None` if
/// a loop is nested in another op than a loop.
fn count_ops_and_loops(
    ctx: &Context,
    ops: impl IntoIterator<Item = OpId>,
    for_name: Option<affine_ir::OpName>,
    if_name: Option<affine_ir::OpName>,
) -> Option<(u64, Vec<OpId>)> {
    let mut count = 0u64;
    let mut loops = Vec::new();
    for o in ops {
        let name = ctx.ir.op(o).name;
        if Some(name) == for_name {
            loops.push(o);
            continue;
        }
        if Some(name) != if_name {
            count += 1;
        }
        // A loop nested in another op than a loop ends the analysis.
        if !ctx.ir.op(o).regions.is_empty() && ctx.ir.walk(o, WalkOrder::PreOrder).into_iter().any(|x| is_for(ctx, x)) {
            return None;
        }
    }
    Some((count, loops))
}

/// Brings `stats` (from [`loop_nest_stats_cached`] on an `affine.for`
/// root) up to date after ops were inserted in the body of its loop
/// `grown` (a fusion's slice): that body is scanned again and the loops
/// new in it are collected; the other loops keep their entries (their
/// bodies and bounds did not change). A nest grown by hundreds of fusions
/// is not walked again for each. `None` as [`loop_nest_stats_cached`]
/// (the caller drops `stats` then).
pub fn update_loop_nest_stats(
    ctx: &mut Context,
    stats: &mut LoopNestStats,
    grown: OpId,
    trip_counts: &mut TripCountCache,
) -> Option<()> {
    let for_name = ctx.lookup_op_name(names::FOR);
    let if_name = ctx.lookup_op_name(names::IF);
    if !stats.op_count.contains_key(&grown) {
        return None;
    }
    let kept: FxHashSet<OpId> = stats.loop_map.remove(&grown).unwrap_or_default().into_iter().collect();
    let mut pending = vec![grown];
    while let Some(f) = pending.pop() {
        let (count, children) = scan_loop_body(ctx, f, for_name, if_name)?;
        stats.op_count.insert(f, count);
        let trip = (*trip_counts.entry(f).or_insert_with(|| constant_trip_count(ctx, f)))?;
        stats.trip_count.insert(f, trip);
        pending.extend(children.iter().rev().copied().filter(|c| f != grown || !kept.contains(c)));
        if children.is_empty() {
            stats.loop_map.remove(&f);
        } else {
            stats.loop_map.insert(f, children);
        }
    }
    Some(())
}

/// [`update_loop_nest_stats`] when the ops inserted in the body of `grown`
/// are known: `new_ops`, consecutive top-level ops of that body. Only they
/// are counted (the body's other ops and its child loops are as before),
/// and the loops among them are inserted among the body's children at
/// their place, their nests collected. A destination grown by thousands of
/// fusions into one body is not rescanned for each.
pub fn update_loop_nest_stats_inserted(
    ctx: &mut Context,
    stats: &mut LoopNestStats,
    grown: OpId,
    new_ops: &[OpId],
    trip_counts: &mut TripCountCache,
) -> Option<()> {
    let for_name = ctx.lookup_op_name(names::FOR);
    let if_name = ctx.lookup_op_name(names::IF);
    let body = ctx.ir.regions(grown).first().and_then(|&r| ctx.ir.entry_block(r));
    let in_body = |o: &OpId| body.is_some() && ctx.ir.op(*o).parent == body;
    if !stats.op_count.contains_key(&grown) || !new_ops.iter().all(in_body) {
        return update_loop_nest_stats(ctx, stats, grown, trip_counts);
    }
    let (added, new_loops) = count_ops_and_loops(ctx, new_ops.iter().copied(), for_name, if_name)?;
    if let Some(&first) = new_ops.first()
        && !new_loops.is_empty()
    {
        // The new loops join the body's children at their place (after
        // the loops before the inserted ops: a backward slice goes first)
        // and their nests are collected as `update_loop_nest_stats` does.
        let mut before = 0usize;
        let mut cur = ctx.ir.op(first).prev;
        while let Some(o) = cur {
            if Some(ctx.ir.op(o).name) == for_name {
                before += 1;
            }
            cur = ctx.ir.op(o).prev;
        }
        let children = stats.loop_map.entry(grown).or_default();
        if before > children.len() {
            return update_loop_nest_stats(ctx, stats, grown, trip_counts);
        }
        children.splice(before..before, new_loops.iter().copied());
        let mut pending: Vec<OpId> = new_loops.into_iter().rev().collect();
        while let Some(f) = pending.pop() {
            let (count, children) = scan_loop_body(ctx, f, for_name, if_name)?;
            stats.op_count.insert(f, count);
            let trip = (*trip_counts.entry(f).or_insert_with(|| constant_trip_count(ctx, f)))?;
            stats.trip_count.insert(f, trip);
            pending.extend(children.iter().rev().copied());
            if children.is_empty() {
                stats.loop_map.remove(&f);
            } else {
                stats.loop_map.insert(f, children);
            }
        }
    }
    *stats.op_count.get_mut(&grown)? += added;
    Some(())
}

/// [`loop_nest_stats_cached`] of an op that is not a loop, by a walk.
fn loop_nest_stats_walk(ctx: &mut Context, root: OpId, trip_counts: &mut TripCountCache) -> Option<LoopNestStats> {
    let mut stats = LoopNestStats::default();
    let fors: Vec<OpId> =
        ctx.ir.walk(root, affine_ir::ir::WalkOrder::PostOrder).into_iter().filter(|&o| is_for(ctx, o)).collect();
    for f in fors {
        if f != root {
            let parent = ctx.ir.parent_op(f)?;
            if !is_for(ctx, parent) {
                return None;
            }
            stats.loop_map.entry(parent).or_default().push(f);
        }
        let body = AffineForView::get(ctx, f)?.body;
        let count = ctx.ir.block_ops(body).filter(|&o| !is_for(ctx, o) && !op_is(ctx, o, names::IF)).count() as u64;
        stats.op_count.insert(f, count);
        let trip = (*trip_counts.entry(f).or_insert_with(|| constant_trip_count(ctx, f)))?;
        stats.trip_count.insert(f, trip);
    }
    Some(stats)
}

/// The number of dynamic op instances of the nest rooted at `root` (MLIR's
/// `getComputeCost`).
pub fn compute_cost(root: OpId, stats: &LoopNestStats) -> i64 {
    compute_cost_with(root, stats, None, None)
}

/// MLIR's `getComputeCostHelper`: the cost of the nest rooted at `for_op`
/// where loops in `trip_override` run that many times and loops in
/// `cost_map` have that many more op instances per iteration (the cost of
/// a slice inserted in their body). Arithmetic wraps like MLIR's.
pub fn compute_cost_with(
    for_op: OpId,
    stats: &LoopNestStats,
    trip_override: Option<&FxHashMap<OpId, u64>>,
    cost_map: Option<&FxHashMap<OpId, i64>>,
) -> i64 {
    // One iteration's ops minus the terminator (unsigned in MLIR).
    let own = stats.op_count.get(&for_op).copied().unwrap_or(0) as u32;
    let mut op_count = own.wrapping_sub(1) as i64;
    if let Some(children) = stats.loop_map.get(&for_op) {
        for &c in children {
            op_count = op_count.wrapping_add(compute_cost_with(c, stats, trip_override, cost_map));
        }
    }
    if let Some(extra) = cost_map.and_then(|m| m.get(&for_op)) {
        op_count = op_count.wrapping_add(*extra);
    }
    let mut trip = stats.trip_count.get(&for_op).copied().unwrap_or(0) as i64;
    if let Some(t) = trip_override.and_then(|m| m.get(&for_op)) {
        trip = *t as i64;
    }
    trip.wrapping_mul(op_count)
}

/// [`compute_cost_with`] of the nest at `root` with `cost_map` (no trip
/// override), from `base`, the nest's cost without it ([`compute_cost`]),
/// without visiting every loop of the nest. A loop's cost is its trip count
/// times its own ops plus its children's costs plus its extra ops, so the
/// root's cost is linear in each extra count, with as coefficient the
/// product of the trip counts of that loop and its ancestors up to `root`;
/// wrapping arithmetic is arithmetic modulo 2^64, a ring, where that
/// expansion holds exactly. A loop of `cost_map` outside the nest adds
/// nothing, as there. (Every loop of a nest with statistics has loops as
/// ancestors up to the root, the tree `compute_cost_with` descends.)
pub fn compute_cost_added(
    ctx: &Context,
    root: OpId,
    stats: &LoopNestStats,
    base: i64,
    cost_map: &FxHashMap<OpId, i64>,
) -> i64 {
    let mut cost = base;
    for (&l, &extra) in cost_map {
        let mut factor: i64 = 1;
        let mut cur = l;
        let inside = loop {
            factor = factor.wrapping_mul(stats.trip_count.get(&cur).copied().unwrap_or(0) as i64);
            if cur == root {
                break true;
            }
            match ctx.ir.parent_op(cur) {
                Some(p) => cur = p,
                None => break false,
            }
        };
        if inside {
            cost = cost.wrapping_add(extra.wrapping_mul(factor));
        }
    }
    cost
}

// ---------------------------------------------------------------------------
// Loop parallelism: MLIR's `isLoopParallel` as fusion calls it, on
// `crate::parallel` with MLIR's dependence options.
// ---------------------------------------------------------------------------

pub use crate::parallel::is_memory_effect_free;

/// True if `op` has exactly one memory effect, an allocation (of `value`
/// when given), as MLIR's `hasSingleEffect<MemoryEffects::Allocate>`.
pub fn has_single_allocate_effect(ctx: &Context, op: OpId, value: Option<ValueId>) -> bool {
    use affine_ir::dialect::EffectKind;
    match ctx.memory_effects(op) {
        Some(effects) => {
            !effects.is_empty()
                && effects.iter().all(|e| e.kind == EffectKind::Allocate && (value.is_none() || e.value == value))
        }
        None => false,
    }
}

/// The parallelism options fusion uses: MLIR 22's (value identity).
fn fusion_parallelism() -> crate::parallel::ParallelismOptions {
    crate::parallel::ParallelismOptions { dependence: mlir_precision() }
}

/// True if `v` has a (ranked or unranked) memref type.
pub fn is_memref(ctx: &Context, v: ValueId) -> bool {
    matches!(
        ctx.type_data(ctx.ir.value_type(v)),
        affine_ir::TypeData::MemRef { .. } | affine_ir::TypeData::UnrankedMemRef { .. }
    )
}

/// Dependence options of MLIR's own checks: value identity for distinct
/// memrefs, MLIR's (sound, possibly imprecise) emptiness test.
pub fn mlir_precision() -> crate::dependence::DependenceOptions {
    crate::dependence::DependenceOptions {
        allow_rar: false,
        alias_mode: crate::dependence::AliasMode::ValueIdentity,
        precision: crate::dependence::Precision::Mlir,
    }
}

/// MLIR's `isLoopParallel(forOp, reductions)`: with `allow_reductions`,
/// loop-carried values that are supported reductions do not prevent
/// parallelism; without, any iter_arg does.
pub fn is_loop_parallel(ctx: &mut Context, for_op: OpId, allow_reductions: bool) -> bool {
    let mut reductions = Vec::new();
    crate::parallel::is_loop_parallel(ctx, for_op, allow_reductions.then_some(&mut reductions), &fusion_parallelism())
}

/// MLIR's `isLoopParallelAndContainsReduction`.
pub fn is_loop_parallel_and_contains_reduction(ctx: &mut Context, for_op: OpId) -> bool {
    let mut reductions = Vec::new();
    crate::parallel::is_loop_parallel(ctx, for_op, Some(&mut reductions), &fusion_parallelism())
        && !reductions.is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::parse;
    use affine_ir::ir::WalkOrder;

    fn fors(ctx: &Context, root: OpId) -> Vec<OpId> {
        ctx.ir.walk(root, WalkOrder::PreOrder).into_iter().filter(|&o| is_for(ctx, o)).collect()
    }

    #[test]
    fn trip_counts_of_constant_and_relative_bounds() {
        let mut ctx = affine_dialects::new_context();
        let m = parse(
            &mut ctx,
            "func.func @f(%n: index) {\n  affine.for %i = 0 to 10 step 3 {\n    affine.for %j = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0) -> (d0 + 4, d0 + 7)>(%i) {\n    }\n    affine.for %k = 0 to %n {\n    }\n  }\n  affine.for %e = 5 to 2 {\n  }\n  return\n}\n",
        );
        let f = fors(&ctx, m);
        assert_eq!(constant_trip_count(&mut ctx, f[0]), Some(4));
        assert_eq!(constant_trip_count(&mut ctx, f[1]), Some(4));
        assert_eq!(constant_trip_count(&mut ctx, f[2]), None);
        assert_eq!(constant_trip_count(&mut ctx, f[3]), Some(0));
    }

    #[test]
    fn cost_counts_body_ops_without_terminators() {
        let mut ctx = affine_dialects::new_context();
        // The seed's producer nest: 6 ops in the innermost body.
        let m = parse(
            &mut ctx,
            "func.func @f(%a: memref<8x4xf32>) {\n  affine.for %i = 0 to 8 {\n    affine.for %j = 0 to 4 {\n      %0 = affine.load %a[%i, %j] : memref<8x4xf32>\n      %1 = arith.addf %0, %0 : f32\n      affine.store %1, %a[%i, %j] : memref<8x4xf32>\n    }\n  }\n  return\n}\n",
        );
        let f = fors(&ctx, m);
        let stats = loop_nest_stats(&mut ctx, f[0]).expect("stats");
        assert_eq!(stats.op_count[&f[1]], 4);
        assert_eq!(compute_cost(f[0], &stats), 8 * 4 * 3);
        let mut cost = FxHashMap::default();
        cost.insert(f[1], 10);
        let mut trips = FxHashMap::default();
        trips.insert(f[0], 1);
        assert_eq!(compute_cost_with(f[0], &stats, Some(&trips), Some(&cost)), 4 * 13);
        assert_eq!(nesting_depth(&ctx, f[1]), 1);
        assert_eq!(affine_for_ivs(&ctx, f[1]), vec![f[0]]);
    }

    #[test]
    fn stats_updated_after_insertion_match_a_fresh_collection() {
        let mut ctx = affine_dialects::new_context();
        // A slice-like nest (two loops, one of them inside a one-trip loop)
        // is cloned into the body of the destination's inner loop, twice.
        let m = parse(
            &mut ctx,
            "func.func @f(%a: memref<8x4xf32>) {\n  affine.for %i = 0 to 8 {\n    affine.for %j = 0 to 4 {\n      %0 = affine.load %a[%i, %j] : memref<8x4xf32>\n      affine.store %0, %a[%i, %j] : memref<8x4xf32>\n    }\n    affine.for %k = 0 to 2 {\n    }\n  }\n  affine.for %x = 0 to 3 {\n    affine.for %y = 0 to 5 {\n      %1 = arith.constant 1.0 : f32\n    }\n  }\n  return\n}\n",
        );
        let f = fors(&ctx, m);
        let (dst, inner, src) = (f[0], f[1], f[3]);
        let mut trips = TripCountCache::default();
        let mut stats = loop_nest_stats_cached(&mut ctx, dst, &mut trips).expect("stats");
        for _ in 0..2 {
            let ip = ctx.ir.block_ops(ctx.ir.op(inner).regions.first().and_then(|&r| ctx.ir.entry_block(r)).unwrap());
            let first = ip.into_iter().next().expect("body op");
            let clone = ctx.ir.clone_op(src, &mut affine_ir::ir::ValueMap::new());
            ctx.ir.insert_op(clone, affine_ir::InsertPoint::Before(first));
            update_loop_nest_stats(&mut ctx, &mut stats, inner, &mut trips).expect("updated");
            let fresh = loop_nest_stats(&mut ctx, dst).expect("stats");
            for l in fors(&ctx, dst) {
                assert_eq!(stats.op_count[&l], fresh.op_count[&l]);
                assert_eq!(stats.trip_count[&l], fresh.trip_count[&l]);
                assert_eq!(stats.loop_map.get(&l), fresh.loop_map.get(&l));
            }
            assert_eq!(compute_cost(dst, &stats), compute_cost(dst, &fresh));
        }
        // Per `%j` iteration: the load and the store, and two slices of
        // 3 * 5 constants (terminators not counted, as MLIR counts).
        assert_eq!(compute_cost(dst, &stats), 8 * 4 * (2 + 2 * 3 * 5));
    }

    #[test]
    fn stats_counting_only_inserted_ops_match_a_fresh_collection() {
        let mut ctx = affine_dialects::new_context();
        // The ops of `%y`'s body (no loop) are inserted at the start of
        // `%j`'s body, then a whole loop nest (`%x`, which rescans).
        let m = parse(
            &mut ctx,
            "func.func @f(%a: memref<8x4xf32>) {\n  affine.for %i = 0 to 8 {\n    affine.for %j = 0 to 4 {\n      %0 = affine.load %a[%i, %j] : memref<8x4xf32>\n      affine.store %0, %a[%i, %j] : memref<8x4xf32>\n    }\n  }\n  affine.for %x = 0 to 3 {\n    affine.for %y = 0 to 5 {\n      %1 = arith.constant 1.0 : f32\n      %2 = arith.addf %1, %1 : f32\n    }\n  }\n  return\n}\n",
        );
        let f = fors(&ctx, m);
        let (dst, inner, src, src_inner) = (f[0], f[1], f[2], f[3]);
        let mut trips = TripCountCache::default();
        let mut stats = loop_nest_stats_cached(&mut ctx, dst, &mut trips).expect("stats");
        let body =
            |ctx: &Context, l: OpId| ctx.ir.regions(l).first().and_then(|&r| ctx.ir.entry_block(r)).expect("body");
        let src_body: Vec<OpId> = ctx.ir.block_ops(body(&ctx, src_inner)).collect();
        let before = stats.op_count[&inner];
        for root in [None, Some(src)] {
            let first = ctx.ir.block_ops(body(&ctx, inner)).next().expect("body op");
            let originals = match root {
                // (Not the terminator: a slice's ops.)
                None => src_body[..src_body.len() - 1].to_vec(),
                Some(r) => vec![r],
            };
            let mut map = affine_ir::ir::ValueMap::new();
            let mut inserted = Vec::new();
            for o in originals {
                let clone = ctx.ir.clone_op(o, &mut map);
                ctx.ir.insert_op(clone, affine_ir::InsertPoint::Before(first));
                inserted.push(clone);
            }
            update_loop_nest_stats_inserted(&mut ctx, &mut stats, inner, &inserted, &mut trips).expect("updated");
            assert_eq!(Some(&stats), loop_nest_stats(&mut ctx, dst).as_ref());
            if root.is_none() {
                // The constant and the addition were counted.
                assert_eq!(stats.op_count[&inner], before + 2);
            }
        }
        // The inserted nest's loops are children of `%j`.
        assert_eq!(stats.loop_map.get(&inner).map(Vec::len), Some(1));
    }
}

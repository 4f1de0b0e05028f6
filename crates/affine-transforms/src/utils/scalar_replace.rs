//! Scalar replacement of affine memory accesses (MLIR's
//! `affineScalarReplace` in `Affine/Utils/Utils.cpp`): store-to-load
//! forwarding, dead store elimination, removal of allocations left with
//! only stores and deallocations, and redundant load elimination.
//!
//! Each rewrite is justified by three facts: the two accesses touch the
//! same element ([`value_maps_equal`] on their composed access maps), one
//! (post-)dominates the other ([`DominanceInfo`]), and no op that may write
//! (or, for dead stores, read) that element runs in between
//! ([`has_no_intervening_effect`], with the dependence analysis for affine
//! accesses and [`alias::may_alias`] for the others).

use std::collections::HashMap;

use affine_analysis::access::{ValueMap, value_maps_equal};
use affine_analysis::dependence::{DependenceOptions, DependenceResult, Precision, RelationCache};
use affine_analysis::dominance::DominanceInfo;
use affine_analysis::{
    MemRefAccess, alias, check_memref_access_dependence_with, check_with_details_cached, common_surrounding_loops,
};
use affine_dialects::affine::scope::affine_analysis_scope;
use affine_dialects::affine::{AccessKind, AffineAccessView};
use affine_ir::dialect::{EffectKind, traits};
use affine_ir::ir::WalkOrder;
use affine_ir::{BlockId, Context, OpId, ValueId};

/// The state shared by the phases: dominance, cached access maps and
/// dependence relations.
struct ScalarReplacer {
    dominance: DominanceInfo,
    relations: RelationCache,
    /// Composed access maps by op (cleared when a value used by affine
    /// maps is replaced).
    access_maps: HashMap<OpId, ValueMap>,
}

/// The dependence options of MLIR's checks (its precision, so that the
/// same accesses are forwarded as by `mlir-opt` 22; distinct memrefs are
/// only compared after [`alias::may_alias`]).
const DEPENDENCE: DependenceOptions = DependenceOptions {
    allow_rar: false,
    alias_mode: affine_analysis::AliasMode::ValueIdentity,
    precision: Precision::Mlir,
};

/// Runs scalar replacement on `func` (a `func.func` or any op whose body
/// holds affine code); returns true if anything changed.
pub fn affine_scalar_replace(ctx: &mut Context, func: OpId) -> bool {
    let mut s = ScalarReplacer {
        dominance: DominanceInfo::new(),
        relations: RelationCache::default(),
        access_maps: HashMap::new(),
    };
    let mut changed = false;

    // 1. Store to load forwarding.
    let mut to_erase = Vec::new();
    let mut memrefs_to_erase: Vec<ValueId> = Vec::new();
    for load in accesses(ctx, func, true) {
        if let Some(memref) = s.forward_store_to_load(ctx, load) {
            to_erase.push(load);
            if !memrefs_to_erase.contains(&memref) {
                memrefs_to_erase.push(memref);
            }
        }
    }
    changed |= erase_all(ctx, &mut to_erase);
    s.invalidate();

    // 2. Dead stores: overwritten before any read.
    for store in accesses(ctx, func, false) {
        if s.is_unused_store(ctx, store) {
            to_erase.push(store);
        }
    }
    changed |= erase_all(ctx, &mut to_erase);
    s.invalidate();

    // 3. Allocations whose loads were all forwarded.
    for memref in memrefs_to_erase {
        changed |= erase_if_only_written(ctx, memref);
    }
    s.invalidate();

    // 4. Redundant loads (after dead stores are gone, so that fewer stores
    //    are in the way).
    for load in accesses(ctx, func, true) {
        if s.load_cse(ctx, load) {
            to_erase.push(load);
        }
    }
    changed |= erase_all(ctx, &mut to_erase);
    changed
}

/// The affine loads (`reads`) or stores under `root`, in MLIR's walk
/// order (post-order).
fn accesses(ctx: &Context, root: OpId, reads: bool) -> Vec<OpId> {
    ctx.ir
        .walk(root, WalkOrder::PostOrder)
        .into_iter()
        .filter(|&op| AffineAccessView::get(ctx, op).is_some_and(|v| v.kind.is_read() == reads))
        .collect()
}

fn erase_all(ctx: &mut Context, ops: &mut Vec<OpId>) -> bool {
    let any = !ops.is_empty();
    for op in ops.drain(..) {
        if ctx.ir.is_alive(op) {
            ctx.ir.erase_op(op);
        }
    }
    any
}

/// The users of `v`, each once (in id order: no decision depends on the
/// order, at most one candidate passes each test).
fn users(ctx: &Context, v: ValueId) -> Vec<OpId> {
    let mut out: Vec<OpId> = ctx.ir.uses(v).iter().map(|u| u.op).collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// True for `affine.vector_load` / `affine.vector_store`.
fn is_vector(kind: AccessKind) -> bool {
    matches!(kind, AccessKind::VectorLoad | AccessKind::VectorStore)
}

/// At most this many lanes of a vector access are checked one by one.
const MAX_LANES: usize = 64;

/// The scalar accesses a vector load/store is made of: its subscripts with
/// each lane offset added to the trailing subscripts the vector spans (one
/// access for a scalar load/store). `None` for more than [`MAX_LANES`]
/// lanes or a malformed op.
fn lane_accesses(ctx: &mut Context, access: &MemRefAccess) -> Option<Vec<MemRefAccess>> {
    if !is_vector(access.kind) {
        return Some(vec![access.clone()]);
    }
    let value = AffineAccessView::get(ctx, access.op)?.value;
    let shape = ctx.shape(ctx.ir.value_type(value))?.to_vec();
    let lanes: usize = shape.iter().map(|&n| usize::try_from(n).ok()).product::<Option<usize>>()?;
    if lanes > MAX_LANES {
        return None;
    }
    let data = ctx.affine.map_data(access.map).clone();
    let first_lane_dim = data.results.len().checked_sub(shape.len())?;
    let scalar = if access.kind.is_read() { AccessKind::Load } else { AccessKind::Store };
    let mut out = Vec::with_capacity(lanes);
    for lane in 0..lanes {
        let mut rest = lane;
        let mut results = data.results.clone();
        for (k, &n) in shape.iter().enumerate().rev() {
            let offset = (rest % n as usize) as i64;
            rest /= n as usize;
            results[first_lane_dim + k] = ctx.affine.add_const(results[first_lane_dim + k], offset);
        }
        let map = ctx.affine.map(data.num_dims, data.num_symbols, &results);
        out.push(MemRefAccess { map, kind: scalar, ..access.clone() });
    }
    Some(out)
}

/// MLIR's `hasSingleEffect<E>(op, value)`: `op` has effects, all of kind
/// `kind` on `value`.
fn has_single_effect(ctx: &Context, op: OpId, kind: EffectKind, value: ValueId) -> bool {
    ctx.memory_effects(op).is_some_and(|e| !e.is_empty() && e.iter().all(|e| e.kind == kind && e.value == Some(value)))
}

/// Erases `memref`'s allocation with all its users when they are only
/// stores and deallocations.
fn erase_if_only_written(ctx: &mut Context, memref: ValueId) -> bool {
    let Some(def) = ctx.ir.defining_op(memref) else { return false };
    if !has_single_effect(ctx, def, EffectKind::Allocate, memref) {
        return false;
    }
    let users = users(ctx, memref);
    let only_written = users.iter().all(|&u| {
        AffineAccessView::get(ctx, u).is_some_and(|v| v.kind.is_write() && v.memref == memref)
            || has_single_effect(ctx, u, EffectKind::Free, memref)
    });
    if !only_written {
        return false;
    }
    for u in users {
        ctx.ir.erase_op(u);
    }
    ctx.ir.erase_op(def);
    true
}

impl ScalarReplacer {
    fn invalidate(&mut self) {
        self.access_maps.clear();
        self.relations = RelationCache::default();
    }

    /// The composed access map of an affine access.
    fn access_map(&mut self, ctx: &mut Context, access: &MemRefAccess) -> ValueMap {
        if let Some(m) = self.access_maps.get(&access.op) {
            return m.clone();
        }
        let m = access.access_map(ctx, Precision::Mlir.resolution());
        self.access_maps.insert(access.op, m.clone());
        m
    }

    /// MLIR's `MemRefAccess::operator==`.
    fn same_element(&mut self, ctx: &mut Context, a: &MemRefAccess, b: &MemRefAccess) -> bool {
        if a.memref != b.memref {
            return false;
        }
        let (ma, mb) = (self.access_map(ctx, a), self.access_map(ctx, b));
        ma == mb || value_maps_equal(ctx, &ma, &mb)
    }

    /// Replaces all uses of `from` by `to`; access maps that used `from`
    /// are recomputed.
    fn replace_value(&mut self, ctx: &mut Context, from: ValueId, to: ValueId) {
        if ctx.is_index(ctx.ir.value_type(from)) {
            self.invalidate();
        }
        ctx.ir.replace_all_uses(from, to);
    }

    fn depends(&mut self, ctx: &mut Context, src: &MemRefAccess, dst: &MemRefAccess, depth: usize) -> DependenceResult {
        check_with_details_cached(ctx, src, dst, depth, false, DEPENDENCE, false, &mut self.relations).result
    }

    /// MLIR's `mustReachAtInnermost`: `dst` depends on `src` inside their
    /// innermost common loop.
    fn must_reach_at_innermost(&mut self, ctx: &mut Context, src: &MemRefAccess, dst: &MemRefAccess) -> bool {
        if affine_analysis_scope(ctx, src.op) != affine_analysis_scope(ctx, dst.op) {
            return false;
        }
        let common = common_surrounding_loops(ctx, src.op, dst.op);
        self.depends(ctx, src, dst, common + 1).has_dependence()
    }

    /// MLIR's `mayHaveEffect`: the affine access `src` may touch what `dst`
    /// touches, within the `min_loops` outermost common loops.
    fn may_have_effect(&mut self, ctx: &mut Context, src: OpId, dst: OpId, min_loops: usize) -> bool {
        let (Some(sa), Some(da)) = (MemRefAccess::from_op(ctx, src), MemRefAccess::from_op(ctx, dst)) else {
            return true;
        };
        if sa.memref != da.memref || affine_analysis_scope(ctx, src) != affine_analysis_scope(ctx, dst) {
            return true;
        }
        let common = common_surrounding_loops(ctx, src, dst);
        let depths = (min_loops + 1)..=(common + 1);
        if !is_vector(sa.kind) && !is_vector(da.kind) {
            return depths.rev().any(|depth| self.depends(ctx, &sa, &da, depth) != DependenceResult::NoDependence);
        }
        // mlir-opt 22 compares only the first element of a vector access and
        // misses overlaps of the other lanes (it forwards across a store to
        // a later lane: tests/lit/upstream-bugs/scalrep-vector-lanes.mlir).
        // Every lane pair is checked instead.
        let (Some(src_lanes), Some(dst_lanes)) = (lane_accesses(ctx, &sa), lane_accesses(ctx, &da)) else {
            return true;
        };
        depths.rev().any(|depth| {
            src_lanes.iter().any(|s| {
                dst_lanes.iter().any(|d| {
                    check_memref_access_dependence_with(ctx, s, d, depth, false, DEPENDENCE).0
                        != DependenceResult::NoDependence
                })
            })
        })
    }

    /// MLIR's `hasNoInterveningEffect<kind>(start, mem_op)`: no op that runs
    /// after `start` and before `mem_op` may have an effect of `kind` on
    /// the memory `mem_op` accesses.
    fn has_no_intervening_effect(&mut self, ctx: &mut Context, kind: EffectKind, start: OpId, mem_op: OpId) -> bool {
        let Some(memref) = AffineAccessView::get(ctx, mem_op).map(|v| v.memref) else { return false };
        let mut check = EffectCheck { kind, start, mem_op, memref, found: false };
        check.paths(self, ctx, start, mem_op);
        !check.found
    }

    /// Store-to-load forwarding for `load`; returns the load's memref when
    /// the load was replaced (and is to be erased).
    fn forward_store_to_load(&mut self, ctx: &mut Context, load: OpId) -> Option<ValueId> {
        let dst = MemRefAccess::from_op(ctx, load)?;
        let mut candidate = None;
        for user in users(ctx, dst.memref) {
            let Some(src) = MemRefAccess::from_op(ctx, user) else { continue };
            if !src.is_write() || !self.same_element(ctx, &src, &dst) {
                continue;
            }
            if !self.dominance.dominates(ctx, user, load) {
                continue;
            }
            if !self.must_reach_at_innermost(ctx, &src, &dst) {
                continue;
            }
            if !self.has_no_intervening_effect(ctx, EffectKind::Write, user, load) {
                continue;
            }
            candidate = Some(user);
        }
        let store = candidate?;
        let stored = AffineAccessView::get(ctx, store)?.value;
        let loaded = ctx.ir.result(load, 0);
        if ctx.ir.value_type(stored) != ctx.ir.value_type(loaded) {
            return None;
        }
        self.replace_value(ctx, loaded, stored);
        Some(dst.memref)
    }

    /// MLIR's `findUnusedStore`: another store to the same element in the
    /// same region post-dominates `store` with no read in between.
    fn is_unused_store(&mut self, ctx: &mut Context, store: OpId) -> bool {
        let Some(dst) = MemRefAccess::from_op(ctx, store) else { return false };
        for user in users(ctx, dst.memref) {
            if user == store || ctx.ir.parent_region(user) != ctx.ir.parent_region(store) {
                continue;
            }
            let Some(src) = MemRefAccess::from_op(ctx, user) else { continue };
            if !src.is_write() || !self.same_element(ctx, &src, &dst) {
                continue;
            }
            // The later store must write every element this one does:
            // mlir-opt 22 also removes a vector store overwritten in one
            // lane only (tests/lit/upstream-bugs/scalrep-vector-lanes.mlir).
            if is_vector(dst.kind) && !stores_same_type(ctx, user, store) {
                continue;
            }
            if !self.dominance.post_dominates(ctx, user, store) {
                continue;
            }
            if !self.has_no_intervening_effect(ctx, EffectKind::Read, store, user) {
                continue;
            }
            return true;
        }
        false
    }

    /// MLIR's `loadCSE`: replaces `load` by a dominating load of the same
    /// element with no write in between; returns true if it did.
    fn load_cse(&mut self, ctx: &mut Context, load: OpId) -> bool {
        let Some(dst) = MemRefAccess::from_op(ctx, load) else { return false };
        let loaded = ctx.ir.result(load, 0);
        let mut candidates = Vec::new();
        for user in users(ctx, dst.memref) {
            if user == load {
                continue;
            }
            let Some(src) = MemRefAccess::from_op(ctx, user) else { continue };
            if src.is_write() || !self.same_element(ctx, &src, &dst) {
                continue;
            }
            if !self.dominance.dominates(ctx, user, load) {
                continue;
            }
            if !self.has_no_intervening_effect(ctx, EffectKind::Write, user, load) {
                continue;
            }
            if ctx.ir.value_type(ctx.ir.result(user, 0)) != ctx.ir.value_type(loaded) {
                continue;
            }
            candidates.push(user);
        }
        let chosen = candidates
            .iter()
            .copied()
            .find(|&c| candidates.iter().all(|&o| o == c || self.dominance.dominates(ctx, c, o)));
        let Some(chosen) = chosen else { return false };
        let replacement = ctx.ir.result(chosen, 0);
        self.replace_value(ctx, loaded, replacement);
        true
    }
}

/// One `hasNoInterveningEffect` query.
struct EffectCheck {
    kind: EffectKind,
    start: OpId,
    mem_op: OpId,
    memref: ValueId,
    found: bool,
}

impl EffectCheck {
    /// MLIR's `checkOperation`: may `op` (or an op nested in it) have the
    /// effect on `memref`?
    fn op(&mut self, s: &mut ScalarReplacer, ctx: &mut Context, op: OpId) {
        if self.found {
            return;
        }
        let def = ctx.op_def(ctx.ir.op(op).name).copied();
        let Some(def) = def else {
            self.found = true;
            return;
        };
        let declares_effects =
            def.effects.is_some() || (def.has(traits::PURE) && !def.has(traits::RECURSIVE_MEMORY_EFFECTS));
        if declares_effects {
            let effects = ctx.memory_effects(op).unwrap_or_default();
            let relevant = effects.iter().any(|e| {
                e.kind == self.kind
                    && match e.value {
                        Some(v) => v == self.memref || alias::may_alias(ctx, v, self.memref),
                        None => true,
                    }
            });
            if !relevant {
                return;
            }
            if AffineAccessView::get(ctx, op).is_some() {
                let min_loops = common_surrounding_loops(ctx, self.start, self.mem_op);
                if s.may_have_effect(ctx, op, self.mem_op, min_loops) {
                    self.found = true;
                }
                return;
            }
            self.found = true;
            return;
        }
        if def.has(traits::RECURSIVE_MEMORY_EFFECTS) {
            let nested: Vec<OpId> = ctx
                .ir
                .regions(op)
                .iter()
                .flat_map(|&r| ctx.ir.region_blocks(r).flat_map(|b| ctx.ir.block_ops(b)))
                .collect();
            for n in nested {
                self.op(s, ctx, n);
            }
            return;
        }
        self.found = true;
    }

    /// MLIR's `recur`: checks every op on the paths from `from` to `until`
    /// (whose region is nested in `from`'s).
    fn paths(&mut self, s: &mut ScalarReplacer, ctx: &mut Context, from: OpId, until: OpId) {
        if ctx.ir.parent_region(from) != ctx.ir.parent_region(until) {
            let Some(parent) = ctx.ir.parent_op(until) else {
                self.found = true;
                return;
            };
            self.paths(s, ctx, from, parent);
            // The whole parent op is checked (MLIR's conservative `until`).
            self.op(s, ctx, parent);
            return;
        }
        let (Some(from_block), Some(until_block)) = (ctx.ir.op(from).parent, ctx.ir.op(until).parent) else {
            self.found = true;
            return;
        };
        let after: Vec<OpId> =
            ctx.ir.block_ops(from_block).skip_while(|&o| o != from).skip(1).take_while(|&o| o != until).collect();
        for o in after {
            self.op(s, ctx, o);
        }
        let mut todo: Vec<BlockId> = Vec::new();
        if until_block != from_block {
            todo.extend(successors(ctx, from_block));
        }
        let mut done: Vec<BlockId> = Vec::new();
        while let Some(b) = todo.pop() {
            if done.contains(&b) {
                continue;
            }
            done.push(b);
            let ops: Vec<OpId> = ctx.ir.block_ops(b).take_while(|&o| o != until).collect();
            let reached_end = ops.len() == ctx.ir.block_len(b);
            for o in ops {
                self.op(s, ctx, o);
            }
            if reached_end {
                todo.extend(successors(ctx, b));
            }
        }
    }
}

fn successors(ctx: &Context, b: BlockId) -> Vec<BlockId> {
    ctx.ir.terminator(b).map(|t| ctx.ir.op(t).successors.to_vec()).unwrap_or_default()
}

/// True if the two stores store values of the same type.
fn stores_same_type(ctx: &Context, a: OpId, b: OpId) -> bool {
    let ty = |op| AffineAccessView::get(ctx, op).map(|v| ctx.ir.value_type(v.value));
    ty(a).is_some() && ty(a) == ty(b)
}

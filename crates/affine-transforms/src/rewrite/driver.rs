//! The greedy pattern rewrite driver (MLIR's
//! `GreedyPatternRewriteDriver.cpp`), step for step so that the order in
//! which ops are visited, and therefore the output, is MLIR's:
//!
//! * each iteration seeds the worklist with every op of the region (pre-order
//!   and then reversed for `top_down`, post-order otherwise), first
//!   deduplicating constant-like ops and moving them to the start of their
//!   insertion region ([`ConstantFolder::insert_known_constant`]);
//! * ops are popped last-in first-out; a trivially dead op is erased; else
//!   it is folded (constants are materialized right before it); else the
//!   patterns rooted at its name (and at any op) are tried by decreasing
//!   benefit, first added first;
//! * every change reported by the [`PatternRewriter`] queues the ops it
//!   touches: inserted and modified ops with their ancestors up to the scope,
//!   and the defining ops of the operands of an erased op that are left with
//!   at most one other user;
//! * after the worklist is empty the regions are simplified (unreachable
//!   blocks, dead code, and with `Aggressive` identical blocks), and the
//!   process repeats until nothing changes or `max_iterations` is reached.

use affine_ir::dialect::traits;
use affine_ir::fxhash::FxHashSet;
use affine_ir::ir::{InsertPoint, RegionId, ValueId};
use affine_ir::rewrite::{
    FoldOutcome, FoldResult, PatternRewriter, RewriteListener, RewritePattern, RewritePatternSet, constant_op_value,
    fold_op, is_op_trivially_dead, materialize_constant, op_dialect, would_op_be_trivially_dead,
};
use affine_ir::{BlockId, Context, OpId};

use super::folder::ConstantFolder;
use super::region_simplify::{erase_unreachable_blocks, simplify_regions};
use super::worklist::Worklist;

/// Which ops the driver may rewrite (MLIR's `GreedyRewriteStrictness`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Strictness {
    /// Any op in the scope.
    #[default]
    AnyOp,
    /// The initial ops and the ops created while rewriting.
    ExistingAndNewOps,
    /// Only the initial ops.
    ExistingOps,
}

/// How much control flow to simplify between iterations (MLIR's
/// `GreedySimplifyRegionLevel`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum RegionSimplify {
    /// None.
    Disabled,
    /// Unreachable blocks and dead code (ops and block arguments).
    #[default]
    Normal,
    /// `Normal` plus merging identical blocks and dropping redundant
    /// block arguments.
    Aggressive,
}

/// The "no limit" value of [`GreedyConfig::max_iterations`] and
/// [`GreedyConfig::max_num_rewrites`].
pub const NO_LIMIT: i64 = -1;

/// Configuration of a greedy rewrite (MLIR's `GreedyRewriteConfig`, with
/// the defaults of MLIR 22: bottom-up seeding and aggressive region
/// simplification; `-canonicalize` asks for top-down and normal region
/// simplification itself, as its `top-down` and `region-simplify` options
/// default to those).
#[derive(Clone, Copy, Debug)]
pub struct GreedyConfig {
    /// Seed the worklist top-down (pre-order) rather than bottom-up.
    pub top_down: bool,
    /// Region simplification after each iteration.
    pub region_simplify: RegionSimplify,
    /// Maximum number of iterations ([`NO_LIMIT`]: none).
    pub max_iterations: i64,
    /// Maximum number of successful pattern applications per iteration.
    pub max_num_rewrites: i64,
    /// Fold ops (through their definitions) before trying patterns.
    pub fold: bool,
    /// Deduplicate and hoist constants when seeding the worklist.
    pub cse_constants: bool,
    /// Which ops may be rewritten.
    pub strictness: Strictness,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            top_down: false,
            region_simplify: RegionSimplify::Aggressive,
            max_iterations: 10,
            max_num_rewrites: NO_LIMIT,
            fold: true,
            cse_constants: true,
            strictness: Strictness::AnyOp,
        }
    }
}

/// What a greedy rewrite did.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct RewriteOutcome {
    /// The rewrite reached a fixed point (within the limits).
    pub converged: bool,
    /// The IR changed.
    pub changed: bool,
}

/// A pattern set ready for matching (MLIR's `FrozenRewritePatternSet` and
/// `PatternApplicator` with the default cost model): for each op name, its
/// patterns by decreasing benefit (ties in the order added), and the
/// patterns for any op.
pub struct FrozenPatterns {
    patterns: Vec<Box<dyn RewritePattern>>,
    /// By op name (the root's name string): pattern indices.
    by_root: affine_ir::fxhash::FxHashMap<String, Vec<usize>>,
    /// The patterns for any op, by decreasing benefit (ties in the order added).
    any_op: Vec<usize>,
}

impl std::fmt::Debug for FrozenPatterns {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FrozenPatterns").field("count", &self.patterns.len()).finish()
    }
}

impl FrozenPatterns {
    /// Freezes `set`, leaving out patterns whose name is in `disabled` and,
    /// if `enabled` is not empty, those whose name is not in it.
    pub fn new(set: RewritePatternSet, disabled: &[String], enabled: &[String]) -> Self {
        let patterns: Vec<Box<dyn RewritePattern>> = set
            .patterns
            .into_iter()
            .filter(|p| !disabled.iter().any(|d| d == p.name()))
            .filter(|p| enabled.is_empty() || enabled.iter().any(|e| e == p.name()))
            .collect();
        let mut by_root: affine_ir::fxhash::FxHashMap<String, Vec<usize>> = Default::default();
        let mut any_op = Vec::new();
        for (i, p) in patterns.iter().enumerate() {
            match p.root() {
                Some(r) => by_root.entry(r.to_string()).or_default().push(i),
                None => any_op.push(i),
            }
        }
        let benefit = |i: &usize| std::cmp::Reverse(patterns[*i].benefit());
        for list in by_root.values_mut() {
            list.sort_by_key(benefit);
        }
        any_op.sort_by_key(benefit);
        FrozenPatterns { patterns, by_root, any_op }
    }

    /// Freezes `set` without filtering.
    pub fn from_set(set: RewritePatternSet) -> Self {
        Self::new(set, &[], &[])
    }

    /// Number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// True if there is no pattern.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// The patterns rooted at ops named `name`, by decreasing benefit.
    fn rooted_at(&self, name: &str) -> &[usize] {
        self.by_root.get(name).map_or(&[], |v| v.as_slice())
    }

    /// Tries the patterns for `op` (`op_patterns`: those rooted at its
    /// name, see [`FrozenPatterns::rooted_at`]) and those for any op in
    /// MLIR's order; true on the first that applies.
    fn match_and_rewrite(&self, op: OpId, op_patterns: &[usize], rewriter: &mut PatternRewriter<'_>) -> bool {
        let (mut i, mut j) = (0, 0);
        loop {
            let mut best: Option<(bool, usize)> = op_patterns.get(i).map(|&p| (false, p));
            if let Some(&a) = self.any_op.get(j)
                && best.is_none_or(|(_, p)| self.patterns[p].benefit() < self.patterns[a].benefit())
            {
                best = Some((true, a));
            }
            let Some((is_any, p)) = best else { return false };
            if is_any {
                j += 1;
            } else {
                i += 1;
            }
            // As MLIR's `PatternApplicator`, each pattern starts with the
            // insertion point right before the op.
            rewriter.set_insertion_point_before(op);
            if self.patterns[p].match_and_rewrite(op, rewriter) {
                return true;
            }
        }
    }
}

/// The driver's bookkeeping; it is the rewriter's listener.
struct DriverState<'l> {
    worklist: Worklist,
    /// Ops outside this region (and their nested ops) are never queued
    /// (`None`: no limit).
    scope: Option<RegionId>,
    strictness: Strictness,
    /// The ops that may be rewritten under a strict mode.
    filtered: FxHashSet<OpId>,
    /// A listener to forward every notification to.
    forward: Option<&'l mut dyn RewriteListener>,
    /// Ops erased during the rewrite (for `apply_op_patterns`).
    erased: Vec<OpId>,
    /// Scratch space for [`DriverState::add_to_worklist`].
    ancestors: Vec<OpId>,
}

impl DriverState<'_> {
    fn add_single_op(&mut self, op: OpId) {
        if self.strictness == Strictness::AnyOp || self.filtered.contains(&op) {
            self.worklist.push(op);
        }
    }

    /// Queues `op` and its ancestors up to the scope (nothing if `op` is
    /// outside the scope).
    fn add_to_worklist(&mut self, ctx: &Context, op: OpId) {
        let mut ancestors = std::mem::take(&mut self.ancestors);
        ancestors.clear();
        let mut cur = op;
        loop {
            ancestors.push(cur);
            let region = ctx.ir.parent_region(cur);
            if region == self.scope {
                for &a in &ancestors {
                    self.add_single_op(a);
                }
                break;
            }
            let Some(parent) = region.and_then(|r| ctx.ir.region(r).parent) else { break };
            cur = parent;
        }
        self.ancestors = ancestors;
    }

    /// Queues the defining ops of `op`'s operands that will have at most one
    /// user left once `op` is gone (they may now be dead or simpler).
    fn add_operands_to_worklist(&mut self, ctx: &Context, op: OpId) {
        for &v in ctx.ir.operands(op) {
            let Some(def) = ctx.ir.defining_op(v) else { continue };
            let mut other: Option<OpId> = None;
            let mut more = false;
            for u in ctx.ir.uses(v) {
                if u.op == op || Some(u.op) == other {
                    continue;
                }
                if other.is_none() {
                    other = Some(u.op);
                    continue;
                }
                more = true;
                break;
            }
            if !more {
                self.add_to_worklist(ctx, def);
            }
        }
    }
}

impl RewriteListener for DriverState<'_> {
    fn op_inserted(&mut self, ctx: &Context, op: OpId) {
        if let Some(f) = self.forward.as_deref_mut() {
            f.op_inserted(ctx, op);
        }
        if self.strictness == Strictness::ExistingAndNewOps {
            self.filtered.insert(op);
        }
        self.add_to_worklist(ctx, op);
    }
    fn op_modified(&mut self, ctx: &Context, op: OpId) {
        if let Some(f) = self.forward.as_deref_mut() {
            f.op_modified(ctx, op);
        }
        self.add_to_worklist(ctx, op);
    }
    fn op_replaced(&mut self, ctx: &Context, op: OpId, values: &[ValueId]) {
        if let Some(f) = self.forward.as_deref_mut() {
            f.op_replaced(ctx, op, values);
        }
    }
    fn op_erased(&mut self, ctx: &Context, op: OpId) {
        if let Some(f) = self.forward.as_deref_mut() {
            f.op_erased(ctx, op);
        }
        self.add_operands_to_worklist(ctx, op);
        self.worklist.remove(op);
        if self.strictness != Strictness::AnyOp {
            self.filtered.remove(&op);
        }
        self.erased.push(op);
    }
    fn block_inserted(&mut self, ctx: &Context, block: BlockId) {
        if let Some(f) = self.forward.as_deref_mut() {
            f.block_inserted(ctx, block);
        }
    }
    fn block_erased(&mut self, ctx: &Context, block: BlockId) {
        if let Some(f) = self.forward.as_deref_mut() {
            f.block_erased(ctx, block);
        }
    }
}

/// The greedy driver (one run over a region or a list of ops).
pub struct GreedyDriver<'p, 'l> {
    patterns: &'p FrozenPatterns,
    config: GreedyConfig,
    state: DriverState<'l>,
    /// [`FrozenPatterns::rooted_at`] by op name index, filled as names are met.
    rooted_cache: Vec<Option<&'p [usize]>>,
    /// The constant folder of [`GreedyDriver::seed`], kept between seedings.
    folder: ConstantFolder,
}

impl<'p, 'l> GreedyDriver<'p, 'l> {
    fn new(patterns: &'p FrozenPatterns, config: GreedyConfig, scope: Option<RegionId>) -> Self {
        GreedyDriver {
            patterns,
            config,
            state: DriverState {
                worklist: Worklist::default(),
                scope,
                strictness: config.strictness,
                filtered: FxHashSet::default(),
                forward: None,
                erased: Vec::new(),
                ancestors: Vec::new(),
            },
            rooted_cache: Vec::new(),
            folder: ConstantFolder::default(),
        }
    }

    /// Pops and processes ops until the worklist is empty or the rewrite
    /// limit is reached. True if the IR changed.
    fn process_worklist(&mut self, ctx: &mut Context) -> bool {
        let mut changed = false;
        let mut num_rewrites: i64 = 0;
        while !self.state.worklist.is_empty()
            && (self.config.max_num_rewrites == NO_LIMIT || num_rewrites < self.config.max_num_rewrites)
        {
            let Some(op) = self.state.worklist.pop() else { break };
            if !ctx.ir.is_alive(op) {
                continue;
            }
            if is_op_trivially_dead(ctx, op) {
                PatternRewriter::new(ctx, &mut self.state).erase_op(op);
                changed = true;
                continue;
            }
            if self.config.fold && !ctx.op_has_trait(op, traits::CONSTANT_LIKE) && self.try_fold(ctx, op) {
                changed = true;
                continue;
            }
            let patterns = self.patterns;
            let op_patterns = self.patterns_for(ctx, op);
            let mut rewriter = PatternRewriter::new(ctx, &mut self.state);
            if patterns.match_and_rewrite(op, op_patterns, &mut rewriter) {
                changed = true;
                num_rewrites += 1;
            }
        }
        changed
    }

    /// The patterns rooted at `op`'s name (see [`FrozenPatterns::rooted_at`]),
    /// looked up by name once per op name rather than once per visited op.
    fn patterns_for(&mut self, ctx: &Context, op: OpId) -> &'p [usize] {
        let name = ctx.ir.op(op).name;
        if let Some(Some(list)) = self.rooted_cache.get(name.index()) {
            return list;
        }
        let patterns: &'p FrozenPatterns = self.patterns;
        let list = patterns.rooted_at(ctx.op_name_str(name));
        if name.index() >= self.rooted_cache.len() {
            self.rooted_cache.resize(name.index() + 1, None);
        }
        self.rooted_cache[name.index()] = Some(list);
        list
    }

    /// Folds `op`: in place, or replaced by existing values and constants
    /// materialized right before it. True on success.
    fn try_fold(&mut self, ctx: &mut Context, op: OpId) -> bool {
        match fold_op(ctx, op) {
            FoldOutcome::Failed => false,
            FoldOutcome::InPlace => {
                self.state.op_modified(ctx, op);
                true
            }
            FoldOutcome::Results(results) => {
                let dialect = op_dialect(ctx, op).to_string();
                let loc = ctx.ir.op(op).loc;
                let result_types: Vec<_> = ctx.ir.results(op).iter().map(|&r| ctx.ir.value_type(r)).collect();
                let mut rewriter = PatternRewriter::new(ctx, &mut self.state);
                rewriter.set_insertion_point(InsertPoint::Before(op));
                let mut replacements = Vec::with_capacity(results.len());
                for (r, ty) in results.into_iter().zip(result_types) {
                    match r {
                        FoldResult::Value(v) => replacements.push(v),
                        FoldResult::Attr(a) => match materialize_constant(&mut rewriter, &dialect, a, ty, loc) {
                            Some(c) => replacements.push(rewriter.ctx.ir.result(c, 0)),
                            None => {
                                // Undo the constants made for earlier results.
                                let mut made: Vec<OpId> =
                                    replacements.iter().filter_map(|&v| rewriter.ctx.ir.defining_op(v)).collect();
                                made.dedup();
                                for m in made {
                                    if rewriter.ctx.ir.results_unused(m)
                                        && rewriter.ctx.op_has_trait(m, traits::CONSTANT_LIKE)
                                    {
                                        rewriter.erase_op(m);
                                    }
                                }
                                return false;
                            }
                        },
                    }
                }
                rewriter.replace_op(op, &replacements);
                true
            }
        }
    }

    /// Seeds the worklist with the ops of `region` for a new iteration,
    /// deduplicating and hoisting constants first.
    fn seed(&mut self, ctx: &mut Context, region: RegionId) {
        self.state.worklist.clear();
        // One folder for all seedings (its tables keep their capacity).
        let mut folder = std::mem::take(&mut self.folder);
        folder.clear();
        let cse = self.config.cse_constants;
        if self.config.top_down {
            // Pre-order; constants are not descended into.
            let mut stack: Vec<OpId> = Vec::new();
            push_region_ops_rev(ctx, region, &mut stack);
            while let Some(op) = stack.pop() {
                if !ctx.ir.is_alive(op) {
                    continue;
                }
                if cse && self.insert_known_constant(ctx, &mut folder, op) {
                    continue;
                }
                // As MLIR's top-down seeding, the op alone: its ancestors
                // in the scope were queued before it (pre-order).
                self.state.add_single_op(op);
                for &r in ctx.ir.regions(op).iter().rev() {
                    push_region_ops_rev(ctx, r, &mut stack);
                }
            }
            self.state.worklist.reverse();
        } else {
            let order = post_order_ops(ctx, region);
            for op in order {
                if !ctx.ir.is_alive(op) {
                    continue;
                }
                if cse && self.insert_known_constant(ctx, &mut folder, op) {
                    continue;
                }
                self.state.add_to_worklist(ctx, op);
            }
        }
        self.folder = folder;
    }

    /// If `op` is a constant: deduplicate/hoist it; true if it was erased
    /// (merged into an existing constant) and must not be queued.
    fn insert_known_constant(&mut self, ctx: &mut Context, folder: &mut ConstantFolder, op: OpId) -> bool {
        let Some(value) = constant_op_value(ctx, op) else { return false };
        let mut rewriter = PatternRewriter::new(ctx, &mut self.state);
        !folder.insert_known_constant(&mut rewriter, op, value)
    }

    /// [`GreedyDriver::simplify_region`] on `region` split into `parts`
    /// (see [`isolated_parts`]): each part is rewritten to its own fixed
    /// point with the part as the scope; the region's own simplification
    /// (unreachable blocks, dead code) has nothing to do beyond the parts'.
    fn simplify_parts(&mut self, ctx: &mut Context, region: RegionId, parts: &[RegionId]) -> RewriteOutcome {
        let mut outcome = RewriteOutcome { converged: true, changed: false };
        for &part in parts {
            self.state.scope = Some(part);
            let o = self.simplify_region(ctx, part);
            outcome.converged &= o.converged;
            outcome.changed |= o.changed;
        }
        self.state.scope = Some(region);
        outcome
    }

    /// MLIR's `RegionPatternRewriteDriver::simplify`.
    fn simplify_region(&mut self, ctx: &mut Context, region: RegionId) -> RewriteOutcome {
        let mut iteration: i64 = 0;
        let mut continue_rewrites;
        // True when the previous iteration ended with a `Normal` region
        // simplification: its unreachable-block sweep was followed only by
        // dead code removal and, in this iteration, constant seeding, none of
        // which erases a terminator or changes a successor, so the sweep
        // below would find nothing (it can only report and erase blocks).
        let mut swept = false;
        loop {
            iteration += 1;
            if self.config.max_iterations != NO_LIMIT && iteration > self.config.max_iterations {
                // Limit reached while the last iteration changed something.
                return RewriteOutcome { converged: false, changed: iteration > 1 };
            }
            self.seed(ctx, region);
            let seeded_at = ctx.ir.edit_count();
            // As mlir-opt 22: unreachable blocks go before any op is
            // processed (whatever `region_simplify` says), since IR such as
            // `%x = arith.addi %x, %x` is legal there and patterns would loop.
            continue_rewrites = false;
            if !swept {
                let mut rewriter = PatternRewriter::new(ctx, &mut self.state);
                continue_rewrites = erase_unreachable_blocks(&mut rewriter, &[region]);
            }
            continue_rewrites |= self.process_worklist(ctx);
            if self.config.region_simplify != RegionSimplify::Disabled {
                let aggressive = self.config.region_simplify == RegionSimplify::Aggressive;
                // A `Normal` simplification leaves a fixed point of itself
                // (no unreachable block; region DCE propagates liveness to a
                // fixed point before deleting, so nothing it keeps is dead).
                // If the previous iteration ended with one and, since, only
                // the seeding edited the IR (moving constants to the front
                // of their region and merging equal ones, which changes no
                // successor and no op's liveness), running it again would
                // find nothing: the confirming iteration skips it.
                let untouched = swept && ctx.ir.edit_count() == seeded_at;
                if aggressive || !untouched {
                    let mut rewriter = PatternRewriter::new(ctx, &mut self.state);
                    continue_rewrites |= simplify_regions(&mut rewriter, &[region], aggressive);
                }
                swept = !aggressive;
            }
            if !continue_rewrites {
                break;
            }
        }
        RewriteOutcome { converged: true, changed: iteration > 1 }
    }
}

/// Pushes the ops of `region` (all blocks, in order) on `stack` in reverse,
/// so that popping visits them in order.
fn push_region_ops_rev(ctx: &Context, region: RegionId, stack: &mut Vec<OpId>) {
    let start = stack.len();
    for b in ctx.ir.region_blocks(region) {
        stack.extend(ctx.ir.block_ops(b));
    }
    stack[start..].reverse();
}

/// The ops nested in `region` in post-order (nested ops before their parent).
fn post_order_ops(ctx: &Context, region: RegionId) -> Vec<OpId> {
    let mut out = Vec::new();
    for b in ctx.ir.region_blocks(region) {
        for op in ctx.ir.block_ops(b) {
            out.extend(ctx.ir.walk(op, affine_ir::ir::WalkOrder::PostOrder));
        }
    }
    out
}

/// Applies `patterns` (and folding) greedily to the ops in `region` until a
/// fixed point (MLIR's `applyPatternsGreedily` on a region). The region's
/// parent op should be isolated from above.
pub fn apply_patterns_greedily_in_region(
    ctx: &mut Context,
    region: RegionId,
    patterns: &FrozenPatterns,
    config: GreedyConfig,
) -> RewriteOutcome {
    let mut driver = GreedyDriver::new(patterns, config, Some(region));
    if config.strictness != Strictness::AnyOp {
        for b in ctx.ir.region_blocks(region).collect::<Vec<_>>() {
            for op in ctx.ir.block_ops(b).collect::<Vec<_>>() {
                ctx.ir.walk_pre(op, &mut |o| {
                    driver.state.filtered.insert(o);
                });
            }
        }
    }
    match isolated_parts(ctx, region, patterns, &config) {
        Some(parts) => driver.simplify_parts(ctx, region, &parts),
        None => driver.simplify_region(ctx, region),
    }
}

/// When the rewrite of `region` splits into independent rewrites of the
/// regions of its ops, those regions (in order); `None` otherwise.
///
/// That is the case when `region` is one block of ops isolated from above
/// (a module of functions) on which the driver can do nothing: not
/// foldable, not erasable (the region DCE keeps them too), no pattern
/// rooted at them and no pattern for any op. Rewriting inside an isolated
/// op reads and writes only that op's regions (constants are hoisted to
/// them, not above), so MLIR's run over the whole region, iteration by
/// iteration, is the same as one run per nested region until that region
/// stops changing: a region an iteration leaves unchanged is left
/// unchanged by every later one (seeding deduplicates and hoists constants
/// only once), and the worklist finishes one isolated op before it pops
/// the next (top-down and bottom-up seeding both keep each op's nested ops
/// together). Running them one after the other keeps each function's IR in
/// the CPU caches for all its iterations instead of sweeping the whole
/// module each iteration. A limit on the rewrites per iteration counts
/// across the whole region, so it rules the split out.
pub(super) fn isolated_parts(
    ctx: &Context,
    region: RegionId,
    patterns: &FrozenPatterns,
    config: &GreedyConfig,
) -> Option<Vec<RegionId>> {
    if config.max_num_rewrites != NO_LIMIT || config.strictness != Strictness::AnyOp || !patterns.any_op.is_empty() {
        return None;
    }
    let entry = ctx.ir.entry_block(region)?;
    if ctx.ir.block(entry).next.is_some() {
        return None;
    }
    let mut parts = Vec::new();
    for op in ctx.ir.block_ops(entry) {
        let name = ctx.ir.op(op).name;
        let def = ctx.op_def(name)?;
        let inert = def.has(traits::ISOLATED_FROM_ABOVE)
            && def.fold.is_none()
            && !def.has(traits::CONSTANT_LIKE)
            && !def.has(traits::COMMUTATIVE)
            && !def.has(traits::IDEMPOTENT)
            && !def.has(traits::CAST)
            && !def.has(traits::TERMINATOR)
            && patterns.rooted_at(ctx.op_name_str(name)).is_empty()
            && !would_op_be_trivially_dead(ctx, op);
        if !inert {
            return None;
        }
        parts.extend(ctx.ir.regions(op).iter().copied());
    }
    Some(parts)
}

/// Applies `patterns` greedily to every region of `op` (MLIR's
/// `applyPatternsGreedily(Operation *)`): converged if every region did.
pub fn apply_patterns_greedily(
    ctx: &mut Context,
    op: OpId,
    patterns: &FrozenPatterns,
    config: GreedyConfig,
) -> RewriteOutcome {
    let mut outcome = RewriteOutcome { converged: true, changed: false };
    for r in ctx.ir.regions(op).to_vec() {
        let o = apply_patterns_greedily_in_region(ctx, r, patterns, config);
        outcome.converged &= o.converged;
        outcome.changed |= o.changed;
    }
    outcome
}

/// The result of [`apply_op_patterns`].
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct OpRewriteOutcome {
    /// The worklist was emptied (within `max_num_rewrites`).
    pub converged: bool,
    /// The IR changed.
    pub changed: bool,
    /// Every op of the initial list was erased.
    pub all_erased: bool,
}

/// Applies `patterns` greedily to the given ops only (and, depending on
/// `config.strictness`, to ops created while rewriting them): MLIR's
/// `applyOpPatternsGreedily`. There is a single pass over the worklist (no
/// iterations, no region simplification, no constant seeding).
pub fn apply_op_patterns(
    ctx: &mut Context,
    ops: &[OpId],
    patterns: &FrozenPatterns,
    config: GreedyConfig,
) -> OpRewriteOutcome {
    if ops.is_empty() {
        return OpRewriteOutcome { converged: true, changed: false, all_erased: true };
    }
    let scope = common_ancestor_region(ctx, ops);
    let mut driver = GreedyDriver::new(patterns, config, scope);
    if config.strictness != Strictness::AnyOp {
        driver.state.filtered.extend(ops.iter().copied());
    }
    for &op in ops {
        driver.state.add_single_op(op);
    }
    let changed = driver.process_worklist(ctx);
    let erased: FxHashSet<OpId> = driver.state.erased.iter().copied().collect();
    OpRewriteOutcome {
        converged: driver.state.worklist.is_empty(),
        changed,
        all_erased: ops.iter().all(|o| erased.contains(o)),
    }
}

/// The closest region containing all `ops` (`None` if one is top-level).
fn common_ancestor_region(ctx: &Context, ops: &[OpId]) -> Option<RegionId> {
    let mut region = ctx.ir.parent_region(ops[0]);
    let mut remaining: Vec<OpId> = ops[1..].to_vec();
    while let Some(r) = region {
        remaining.retain(|&o| !region_contains(ctx, r, o));
        if remaining.is_empty() {
            return Some(r);
        }
        region = ctx.ir.region(r).parent.and_then(|p| ctx.ir.parent_region(p));
    }
    None
}

/// True if `op` is nested (at any depth) in `region`.
fn region_contains(ctx: &Context, region: RegionId, op: OpId) -> bool {
    let mut cur = Some(op);
    while let Some(o) = cur {
        let r = ctx.ir.parent_region(o);
        if r == Some(region) {
            return true;
        }
        cur = r.and_then(|r| ctx.ir.region(r).parent);
    }
    false
}

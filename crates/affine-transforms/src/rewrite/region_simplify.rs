//! Region simplification run by the greedy driver after each iteration
//! (MLIR's `simplifyRegions` in `RegionUtils.cpp`): erase unreachable
//! blocks, then dead code (ops whose results are dead and that have no
//! effects, block arguments of non-entry blocks that no live op uses, with
//! the branch operands that feed them) and, when aggressive, merge
//! identical blocks and drop block arguments every predecessor passes the
//! same value. Ops go through the rewriter so the driver sees them.

use affine_ir::dialect::traits;
use affine_ir::fxhash::{FxHashMap, FxHashSet};
use affine_ir::ir::{BlockId, RegionId, ValueDef, ValueId};
use affine_ir::rewrite::{PatternRewriter, post_order_blocks, would_op_be_trivially_dead};
use affine_ir::{Context, OpId};

/// Runs the simplifications on `regions` and everything nested in them.
/// `aggressive` is MLIR's `GreedySimplifyRegionLevel::Aggressive` (block
/// merging and redundant block arguments).
/// True if anything changed.
pub fn simplify_regions(rewriter: &mut PatternRewriter<'_>, regions: &[RegionId], aggressive: bool) -> bool {
    let erased_blocks = erase_unreachable_blocks(rewriter, regions);
    let erased_dead = run_region_dce(rewriter, regions);
    let (mut merged, mut dropped) = (false, false);
    if aggressive {
        merged = merge_identical_blocks(rewriter, regions);
        dropped = drop_redundant_arguments(rewriter, regions);
    }
    erased_blocks || erased_dead || merged || dropped
}

/// Erases the blocks of multi-block regions that the entry block cannot
/// reach (MLIR's `eraseUnreachableBlocks`). True if any was erased.
pub fn erase_unreachable_blocks(rewriter: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let mut erased = false;
    let mut worklist: Vec<RegionId> = regions.to_vec();
    while let Some(region) = worklist.pop() {
        let Some(entry) = rewriter.ctx.ir.entry_block(region) else { continue };
        if rewriter.ctx.ir.block(entry).next.is_none() {
            for op in rewriter.ctx.ir.block_ops(entry) {
                worklist.extend(rewriter.ctx.ir.regions(op).iter().copied());
            }
            continue;
        }
        let reachable = reachable_blocks(rewriter.ctx, entry);
        let blocks: Vec<BlockId> = rewriter.ctx.ir.region_blocks(region).collect();
        for b in blocks {
            if !reachable.contains(&b) {
                // Only other unreachable blocks can use its values; they
                // are erased in this sweep too.
                rewriter.erase_block(b);
                erased = true;
                continue;
            }
            for op in rewriter.ctx.ir.block_ops(b) {
                worklist.extend(rewriter.ctx.ir.regions(op).iter().copied());
            }
        }
    }
    erased
}

fn reachable_blocks(ctx: &Context, entry: BlockId) -> FxHashSet<BlockId> {
    match ctx.ir.block(entry).parent {
        Some(r) => affine_ir::verify::reachable_blocks(ctx, r),
        None => FxHashSet::default(),
    }
}

/// A set of arena indices (ops or values) as a bit vector: liveness is
/// queried for every op of the region on every propagation round, so a bit
/// test beats a hash probe. The words in use are remembered, so that
/// clearing costs what was inserted, not the arena size: the sets are
/// reused across calls (one per function and iteration when a module's
/// functions are simplified one by one).
#[derive(Default)]
struct IndexSet {
    words: Vec<u64>,
    /// Indices of the non-zero words.
    touched: Vec<u32>,
}

impl IndexSet {
    /// Adds `i`; true if it was not there.
    fn insert(&mut self, i: usize) -> bool {
        let (w, bit) = (i / 64, 1u64 << (i % 64));
        if w >= self.words.len() {
            self.words.resize(w + 1, 0);
        }
        let word = &mut self.words[w];
        if *word & bit != 0 {
            return false;
        }
        if *word == 0 {
            self.touched.push(w as u32);
        }
        *word |= bit;
        true
    }
    fn contains(&self, i: usize) -> bool {
        self.words.get(i / 64).is_some_and(|w| w & (1u64 << (i % 64)) != 0)
    }
    /// Empties the set (keeping its storage).
    fn clear(&mut self) {
        for &w in &self.touched {
            self.words[w as usize] = 0;
        }
        self.touched.clear();
    }
}

/// Liveness of ops and block arguments for [`run_region_dce`]; an op
/// result is live when its op is (as in MLIR).
#[derive(Default)]
struct LiveMap {
    changed: bool,
    ops: IndexSet,
    args: IndexSet,
    /// Ops whose liveness this round has decided (kept in the first round
    /// only, see [`run_region_dce`]).
    decided: Option<IndexSet>,
    /// The first round consulted the liveness of an op it had not decided
    /// yet (or met control flow): its answer may not be final.
    premature: bool,
}

impl LiveMap {
    fn set_op_live(&mut self, op: OpId) {
        self.changed |= self.ops.insert(op.index());
    }
    fn op_live(&self, op: OpId) -> bool {
        self.ops.contains(op.index())
    }
    fn set_value_live(&mut self, ctx: &Context, v: ValueId) {
        match ctx.ir.defining_op(v) {
            Some(op) => self.set_op_live(op),
            None => self.changed |= self.args.insert(v.index()),
        }
    }
    fn value_live(&self, ctx: &Context, v: ValueId) -> bool {
        match ctx.ir.defining_op(v) {
            Some(op) => self.op_live(op),
            None => self.args.contains(v.index()),
        }
    }
    /// Records that `op`'s liveness is decided for this round.
    fn decided(&mut self, op: OpId) {
        if let Some(d) = &mut self.decided {
            d.insert(op.index());
        }
    }
    /// The liveness of user `op` is consulted: notes when it is not final.
    fn consult(&mut self, op: OpId) -> bool {
        let live = self.op_live(op);
        if !live && self.decided.as_ref().is_some_and(|d| !d.contains(op.index())) {
            self.premature = true;
        }
        live
    }
}

/// Removes dead ops and dead non-entry block arguments (MLIR's
/// `runRegionDCE`). True if anything was erased.
///
/// Liveness is propagated to a fixed point like MLIR, which always runs a
/// second round to see that nothing changes. Ops are visited last to first,
/// nested regions before their op, so in structured code (single-block
/// regions, uses after definitions) every user is decided before the value
/// it uses: when the first round never consulted an undecided user and met
/// no multi-block region, its answer is the fixed point and the confirming
/// round is skipped.
pub fn run_region_dce(rewriter: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    thread_local! {
        /// The liveness sets of the previous call, emptied: their storage
        /// is reused (see [`IndexSet`]).
        static SCRATCH: std::cell::RefCell<Option<LiveMap>> = const { std::cell::RefCell::new(None) };
    }
    let mut live = SCRATCH.with(|s| s.borrow_mut().take()).unwrap_or_default();
    let mut decided = live.decided.take().unwrap_or_default();
    decided.clear();
    live.ops.clear();
    live.args.clear();
    live.changed = false;
    live.premature = false;
    live.decided = Some(decided);
    for &r in regions {
        propagate_region(rewriter.ctx, r, &mut live);
    }
    // Kept for reuse, but no longer consulted.
    let decided = live.decided.take();
    if live.premature && live.changed {
        loop {
            live.changed = false;
            for &r in regions {
                propagate_region(rewriter.ctx, r, &mut live);
            }
            if !live.changed {
                break;
            }
        }
    }
    let erased = delete_deadness(rewriter, regions, &live);
    live.decided = decided;
    SCRATCH.with(|s| *s.borrow_mut() = Some(live));
    erased
}

fn propagate_region(ctx: &Context, region: RegionId, live: &mut LiveMap) {
    let Some(entry) = ctx.ir.entry_block(region) else { return };
    // Most regions (loop bodies) have one block: no graph walk.
    if ctx.ir.block(entry).next.is_none() {
        propagate_block_ops(ctx, entry, live);
        return;
    }
    // Branches may feed block arguments and use values of blocks visited
    // later: the first round is not final.
    live.premature = true;
    for b in reachable_post_order(ctx, entry) {
        propagate_block_ops(ctx, b, live);
        if b == entry {
            continue;
        }
        for &a in ctx.ir.block_args(b) {
            if !live.value_live(ctx, a) {
                propagate_value(ctx, a, live);
            }
        }
    }
}

/// The ops of `b`, last to first.
fn propagate_block_ops(ctx: &Context, b: BlockId, live: &mut LiveMap) {
    let mut next = ctx.ir.block(b).last;
    while let Some(op) = next {
        propagate_op(ctx, op, live);
        next = ctx.ir.op(op).prev;
    }
}

/// Post-order of the blocks reachable from `entry`.
fn reachable_post_order(ctx: &Context, entry: BlockId) -> Vec<BlockId> {
    if ctx.ir.block(entry).next.is_none() {
        return vec![entry];
    }
    let reachable = reachable_blocks(ctx, entry);
    post_order_blocks(ctx, entry).into_iter().filter(|b| reachable.contains(b)).collect()
}

fn propagate_op(ctx: &Context, op: OpId, live: &mut LiveMap) {
    decide_op(ctx, op, live);
    live.decided(op);
}

fn decide_op(ctx: &Context, op: OpId, live: &mut LiveMap) {
    for &r in ctx.ir.regions(op) {
        propagate_region(ctx, r, live);
    }
    let is_terminator = match ctx.op_def(ctx.ir.op(op).name) {
        Some(d) => d.has(traits::TERMINATOR),
        None => ctx.ir.op(op).next.is_none(),
    };
    if is_terminator {
        live.set_op_live(op);
        propagate_terminator(ctx, op, live);
        return;
    }
    if live.op_live(op) {
        return;
    }
    if !would_op_be_trivially_dead(ctx, op) {
        live.set_op_live(op);
        return;
    }
    for &r in ctx.ir.results(op) {
        propagate_value(ctx, r, live);
    }
}

fn propagate_terminator(ctx: &Context, op: OpId, live: &mut LiveMap) {
    let succs = &ctx.ir.op(op).successors;
    if succs.is_empty() {
        return;
    }
    let branch = ctx.op_def(ctx.ir.op(op).name).and_then(|d| d.successor_operands);
    for (i, &s) in succs.iter().enumerate() {
        let args = ctx.ir.block_args(s);
        // Produced operands (not forwarded) make their arguments live.
        let forwarded = branch.map_or(0, |f| f(ctx, op, i).len());
        for &a in args.iter().skip(forwarded) {
            live.set_value_live(ctx, a);
        }
    }
}

fn propagate_value(ctx: &Context, v: ValueId, live: &mut LiveMap) {
    if live.value_live(ctx, v) {
        return;
    }
    for u in ctx.ir.uses(v) {
        if use_known_dead(ctx, u.op, u.index as usize, live) {
            continue;
        }
        if live.consult(u.op) {
            live.set_value_live(ctx, v);
            return;
        }
    }
}

/// A successor operand is dead if the block argument it feeds is.
fn use_known_dead(ctx: &Context, owner: OpId, index: usize, live: &LiveMap) -> bool {
    let Some(def) = ctx.op_def(ctx.ir.op(owner).name) else { return false };
    if !def.has(traits::TERMINATOR) {
        return false;
    }
    match successor_argument(ctx, owner, index) {
        Some(arg) => !live.value_live(ctx, arg),
        None => false,
    }
}

/// The block argument that operand `index` of branch `op` is forwarded to.
fn successor_argument(ctx: &Context, op: OpId, index: usize) -> Option<ValueId> {
    let f = ctx.op_def(ctx.ir.op(op).name)?.successor_operands?;
    for (s, &succ) in ctx.ir.op(op).successors.iter().enumerate() {
        let range = f(ctx, op, s);
        if range.contains(&index) {
            return ctx.ir.block_args(succ).get(index - range.start).copied();
        }
    }
    None
}

fn delete_deadness(rewriter: &mut PatternRewriter<'_>, regions: &[RegionId], live: &LiveMap) -> bool {
    let mut erased = false;
    for &region in regions {
        let Some(entry) = rewriter.ctx.ir.entry_block(region) else { continue };
        if rewriter.ctx.ir.block(entry).next.is_none() {
            erased |= delete_dead_ops(rewriter, entry, live);
            continue;
        }
        for b in reachable_post_order(rewriter.ctx, entry) {
            if let Some(t) = rewriter.ctx.ir.block(b).last {
                erased |= erase_dead_successor_operands(rewriter, t, live);
            }
            erased |= delete_dead_ops(rewriter, b, live);
        }
        // Dead arguments of non-entry blocks.
        let blocks: Vec<BlockId> = rewriter.ctx.ir.region_blocks(region).skip(1).collect();
        for b in blocks {
            let args = rewriter.ctx.ir.block_args(b).to_vec();
            for (i, a) in args.into_iter().enumerate().rev() {
                if !live.value_live(rewriter.ctx, a) && rewriter.ctx.ir.use_empty(a) {
                    rewriter.ctx.ir.erase_block_arg(b, i);
                    erased = true;
                }
            }
        }
    }
    erased
}

/// Erases the dead ops of block `b` (last to first) and the dead code in
/// the regions of its live ones.
fn delete_dead_ops(rewriter: &mut PatternRewriter<'_>, b: BlockId, live: &LiveMap) -> bool {
    let mut erased = false;
    let mut next = rewriter.ctx.ir.block(b).last;
    while let Some(op) = next {
        next = rewriter.ctx.ir.op(op).prev;
        if !rewriter.ctx.ir.is_alive(op) {
            continue;
        }
        if !live.op_live(op) {
            erased = true;
            rewriter.erase_op(op);
        } else {
            for k in 0..rewriter.ctx.ir.regions(op).len() {
                let r = rewriter.ctx.ir.regions(op)[k];
                erased |= delete_deadness(rewriter, &[r], live);
            }
        }
    }
    erased
}

/// Removes the operands of branch `term` that feed dead block arguments.
fn erase_dead_successor_operands(rewriter: &mut PatternRewriter<'_>, term: OpId, live: &LiveMap) -> bool {
    let ctx = &mut *rewriter.ctx;
    let Some(def) = ctx.op_def(ctx.ir.op(term).name).copied() else { return false };
    let (Some(ranges), Some(erase)) = (def.successor_operands, def.erase_successor_operand) else { return false };
    let succs = ctx.ir.op(term).successors.clone();
    let mut changed = false;
    for (s, succ) in succs.into_iter().enumerate().rev() {
        let range = ranges(ctx, term, s);
        let args = ctx.ir.block_args(succ).to_vec();
        for i in (0..range.len()).rev() {
            if args.get(i).is_some_and(|&a| !live.value_live(ctx, a)) {
                erase(ctx, term, s, i);
                changed = true;
            }
        }
    }
    if changed {
        rewriter.notify_modified(term);
    }
    changed
}

// ----------------------------------------------------------------------
// Block merging (`region-simplify=aggressive`)
// ----------------------------------------------------------------------

/// Every region nested in `regions` (with them), for the whole-tree sweeps
/// of MLIR's `mergeIdenticalBlocks` / `dropRedundantArguments`.
fn with_nested_regions(ctx: &Context, regions: &[RegionId]) -> Vec<RegionId> {
    let mut out = Vec::new();
    let mut stack: Vec<RegionId> = regions.iter().rev().copied().collect();
    while let Some(r) = stack.pop() {
        out.push(r);
        for b in ctx.ir.region_blocks(r) {
            for op in ctx.ir.block_ops(b) {
                stack.extend(ctx.ir.regions(op).iter().rev());
            }
        }
    }
    out
}

/// Merges identical blocks of each region (MLIR's `mergeIdenticalBlocks`):
/// blocks other than the entry with the same successors, the same ops
/// (locations aside) and operands that differ only in values from other
/// blocks become one block; the differing values become new arguments
/// the predecessors pass. True if any block was merged.
pub fn merge_identical_blocks(rewriter: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let mut changed = false;
    for region in with_nested_regions(rewriter.ctx, regions) {
        while merge_identical_blocks_in(rewriter, region) {
            changed = true;
        }
    }
    changed
}

/// Positions of the values a block defines (arguments, then results in op
/// order): MLIR's `BlockEquivalenceData::getOrderOf`.
fn value_order(ctx: &Context, block: BlockId, v: ValueId) -> Option<usize> {
    if let ValueDef::BlockArg(b, i) = ctx.ir.value(v).def {
        return (b == block).then_some(i as usize);
    }
    let def = ctx.ir.defining_op(v)?;
    let mut order = ctx.ir.block_args(block).len();
    for op in ctx.ir.block_ops(block) {
        if op == def {
            let index = ctx.ir.results(op).iter().position(|&r| r == v)?;
            return Some(order + index);
        }
        order += ctx.ir.results(op).len();
    }
    None
}

fn used_outside_block(ctx: &Context, v: ValueId, block: BlockId) -> bool {
    ctx.ir.uses(v).iter().any(|u| ctx.ir.op(u.op).parent != Some(block))
}

/// A cluster of blocks to merge into its leader, with the (op index,
/// operand index) pairs that become new arguments.
struct MergeCluster {
    leader: BlockId,
    blocks: Vec<BlockId>,
    operands: std::collections::BTreeSet<(usize, usize)>,
}

impl MergeCluster {
    /// MLIR's `BlockMergeCluster::addToCluster`.
    fn try_add(&mut self, ctx: &Context, block: BlockId) -> bool {
        let leader = self.leader;
        let types = |b: BlockId| -> Vec<_> { ctx.ir.block_args(b).iter().map(|&a| ctx.ir.value_type(a)).collect() };
        if types(leader) != types(block) {
            return false;
        }
        let (lops, rops): (Vec<OpId>, Vec<OpId>) =
            (ctx.ir.block_ops(leader).collect(), ctx.ir.block_ops(block).collect());
        if lops.len() != rops.len() {
            return false;
        }
        let mut mismatched = Vec::new();
        for (i, (&l, &r)) in lops.iter().zip(&rops).enumerate() {
            if !same_op_shape(ctx, l, r) {
                return false;
            }
            let (lo, ro) = (ctx.ir.operands(l), ctx.ir.operands(r));
            for (k, (&a, &b)) in lo.iter().zip(ro).enumerate() {
                if a == b {
                    continue;
                }
                if ctx.ir.value_type(a) != ctx.ir.value_type(b) {
                    return false;
                }
                let a_in = ctx.ir.value_parent_block(a) == Some(leader);
                let b_in = ctx.ir.value_parent_block(b) == Some(block);
                if a_in != b_in {
                    return false;
                }
                if !a_in {
                    if !valid_successor_arg(ctx, leader, a) || !valid_successor_arg(ctx, block, b) {
                        return false;
                    }
                    mismatched.push((i, k));
                    continue;
                }
                if value_order(ctx, leader, a) != value_order(ctx, block, b) {
                    return false;
                }
            }
            let outside = |op: OpId, b: BlockId| ctx.ir.results(op).iter().any(|&v| used_outside_block(ctx, v, b));
            if outside(r, block) || outside(l, leader) {
                return false;
            }
        }
        self.operands.extend(mismatched);
        self.blocks.push(block);
        true
    }

    /// MLIR's `BlockMergeCluster::merge`.
    fn merge(self, rewriter: &mut PatternRewriter<'_>) -> bool {
        if self.blocks.is_empty() {
            return false;
        }
        let leader = self.leader;
        let ctx = &mut *rewriter.ctx;
        if !self.operands.is_empty() {
            if !able_to_update_predecessors(ctx, leader)
                || !self.blocks.iter().all(|&b| able_to_update_predecessors(ctx, b))
            {
                return false;
            }
            let members: Vec<BlockId> = std::iter::once(leader).chain(self.blocks.iter().copied()).collect();
            let ops: Vec<Vec<OpId>> = members.iter().map(|&b| ctx.ir.block_ops(b).collect()).collect();
            let old_args = ctx.ir.block_args(leader).len();
            let mut new_args: Vec<Vec<ValueId>> = vec![Vec::with_capacity(self.operands.len()); members.len()];
            for &(i, k) in &self.operands {
                for (m, block_ops) in ops.iter().enumerate() {
                    let v = ctx.ir.operands(block_ops[i])[k];
                    new_args[m].push(v);
                    if m == 0 {
                        let ty = ctx.ir.value_type(v);
                        let loc = value_loc(ctx, v);
                        let arg = ctx.ir.add_block_arg(leader, ty, Some(loc));
                        ctx.ir.set_operand(block_ops[i], k, arg);
                    }
                }
            }
            let new_args = prune_redundant_arguments(rewriter, new_args, old_args, leader);
            let ctx = &mut *rewriter.ctx;
            for (m, &b) in members.iter().enumerate() {
                append_to_predecessors(ctx, b, &new_args[m]);
            }
        }
        for &b in &self.blocks {
            let preds = rewriter.ctx.ir.block(b).pred_uses.clone();
            for (op, i) in preds {
                rewriter.ctx.ir.set_successor(op, i as usize, leader);
            }
            rewriter.erase_block(b);
        }
        true
    }
}

/// The location of a value (MLIR's `Value::getLoc`).
fn value_loc(ctx: &mut Context, v: ValueId) -> affine_ir::Location {
    match ctx.ir.value(v).def {
        ValueDef::OpResult(o, _) => ctx.ir.op(o).loc,
        ValueDef::BlockArg(..) => ctx.ir.value(v).loc.unwrap_or_else(|| ctx.unknown_loc()),
    }
}

/// A value defined by the terminator of a predecessor of `block` cannot be
/// passed to it (it would not dominate the branch).
fn valid_successor_arg(ctx: &Context, block: BlockId, v: ValueId) -> bool {
    let (Some(def), Some(parent)) = (ctx.ir.defining_op(v), ctx.ir.value_parent_block(v)) else { return true };
    if ctx.ir.block(parent).last != Some(def) {
        return true;
    }
    !ctx.ir.predecessors(block).contains(&parent)
}

/// Every predecessor ends in a branch whose successor operands can change.
fn able_to_update_predecessors(ctx: &Context, block: BlockId) -> bool {
    ctx.ir.block(block).pred_uses.iter().all(|&(op, _)| {
        ctx.op_def(ctx.ir.op(op).name)
            .is_some_and(|d| d.successor_operands.is_some() && d.append_successor_operands.is_some())
    })
}

fn append_to_predecessors(ctx: &mut Context, block: BlockId, values: &[ValueId]) {
    let preds = ctx.ir.block(block).pred_uses.clone();
    for (op, i) in preds {
        if let Some(append) = ctx.op_def(ctx.ir.op(op).name).and_then(|d| d.append_successor_operands) {
            append(ctx, op, i as usize, values);
        }
    }
}

/// MLIR's `pruneRedundantArguments`: a new argument fed, in every list,
/// the value of an earlier one (the first with its value in list 0) is
/// replaced by it.
fn prune_redundant_arguments(
    rewriter: &mut PatternRewriter<'_>,
    lists: Vec<Vec<ValueId>>,
    old_args: usize,
    block: BlockId,
) -> Vec<Vec<ValueId>> {
    let Some(first) = lists.first() else { return lists };
    let mut first_index: FxHashMap<ValueId, usize> = FxHashMap::default();
    for (j, &v) in first.iter().enumerate() {
        first_index.entry(v).or_insert(j);
    }
    let mut replacement: Vec<Option<usize>> = vec![None; first.len()];
    for (j, v) in first.iter().enumerate() {
        let k = first_index[v];
        if k != j && lists[1..].iter().all(|l| l[k] == l[j]) {
            replacement[j] = Some(k);
        }
    }
    let args = rewriter.ctx.ir.block_args(block).to_vec();
    let mut erase = Vec::new();
    for (j, r) in replacement.iter().enumerate() {
        if let Some(k) = *r {
            rewriter.replace_all_uses_with(args[old_args + j], args[old_args + k]);
            erase.push(old_args + j);
        }
    }
    for &i in erase.iter().rev() {
        rewriter.ctx.ir.erase_block_arg(block, i);
    }
    lists
        .into_iter()
        .map(|l| l.into_iter().enumerate().filter(|(j, _)| replacement[*j].is_none()).map(|(_, v)| v).collect())
        .collect()
}

/// One sweep of [`merge_identical_blocks`] over one region.
fn merge_identical_blocks_in(rewriter: &mut PatternRewriter<'_>, region: RegionId) -> bool {
    let ctx = &*rewriter.ctx;
    let Some(entry) = ctx.ir.entry_block(region) else { return false };
    if ctx.ir.block(entry).next.is_none() {
        return false;
    }
    // Blocks (other than the entry) grouped by their successors, in order.
    let mut groups: Vec<(Vec<BlockId>, Vec<BlockId>)> = Vec::new();
    for b in ctx.ir.region_blocks(region).skip(1) {
        let succs = ctx.ir.block(b).last.map(|t| ctx.ir.op(t).successors.to_vec()).unwrap_or_default();
        match groups.iter_mut().find(|g| g.0 == succs) {
            Some(g) => g.1.push(b),
            None => groups.push((succs, vec![b])),
        }
    }
    let mut merged = false;
    for (_, blocks) in groups {
        if blocks.len() == 1 {
            continue;
        }
        let mut clusters: Vec<MergeCluster> = Vec::new();
        for b in blocks {
            let ctx = &*rewriter.ctx;
            let has_region =
                ctx.ir.block_ops(b).any(|op| ctx.ir.regions(op).iter().any(|&r| !ctx.ir.region_is_empty(r)));
            if has_region || ctx.ir.block_args(b).iter().any(|&a| used_outside_block(ctx, a, b)) {
                continue;
            }
            if !clusters.iter_mut().any(|c| c.try_add(ctx, b)) {
                clusters.push(MergeCluster { leader: b, blocks: Vec::new(), operands: Default::default() });
            }
        }
        for c in clusters {
            merged |= c.merge(rewriter);
        }
    }
    merged
}

/// Drops block arguments every predecessor passes the same value (MLIR's
/// `dropRedundantArguments`); uses take the value. True if any went.
pub fn drop_redundant_arguments(rewriter: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let mut changed = false;
    for region in with_nested_regions(rewriter.ctx, regions) {
        let blocks: Vec<BlockId> = rewriter.ctx.ir.region_blocks(region).collect();
        for b in blocks {
            changed |= drop_redundant_arguments_of(rewriter, b);
        }
    }
    changed
}

fn drop_redundant_arguments_of(rewriter: &mut PatternRewriter<'_>, block: BlockId) -> bool {
    let ctx = &*rewriter.ctx;
    let preds = ctx.ir.block(block).pred_uses.clone();
    let mut ranges = Vec::with_capacity(preds.len());
    for &(op, i) in &preds {
        let Some(f) = ctx.op_def(ctx.ir.op(op).name).and_then(|d| d.successor_operands) else { return false };
        ranges.push(f(ctx, op, i as usize));
    }
    let args = ctx.ir.block_args(block).to_vec();
    let mut erase = Vec::new();
    for (a, &arg) in args.iter().enumerate() {
        let mut common = None;
        let mut same = true;
        for (&(op, _), range) in preds.iter().zip(&ranges) {
            let Some(&v) = rewriter.ctx.ir.operands(op)[range.clone()].get(a) else {
                same = false;
                break;
            };
            match common {
                None => common = Some(v),
                Some(c) if c != v => {
                    same = false;
                    break;
                }
                Some(_) => {}
            }
        }
        if let (Some(c), true) = (common, same) {
            erase.push(a);
            rewriter.replace_all_uses_with(arg, c);
        }
    }
    for &a in erase.iter().rev() {
        rewriter.ctx.ir.erase_block_arg(block, a);
        for &(op, i) in &preds {
            if let Some(f) = rewriter.ctx.op_def(rewriter.ctx.ir.op(op).name).and_then(|d| d.erase_successor_operand) {
                f(rewriter.ctx, op, i as usize, a);
            }
        }
    }
    !erase.is_empty()
}

/// MLIR's `OperationEquivalence::isEquivalentTo` without operands and
/// regions, locations ignored: same name, attributes, properties, result
/// types, region, operand and result counts and successors.
pub(crate) fn same_op_shape(ctx: &Context, a: OpId, b: OpId) -> bool {
    let (da, db) = (ctx.ir.op(a), ctx.ir.op(b));
    da.name == db.name
        && da.attrs == db.attrs
        && da.props == db.props
        && da.regions.len() == db.regions.len()
        && da.results.len() == db.results.len()
        && da.operands.len() == db.operands.len()
        && da.successors == db.successors
        && da.results.iter().zip(&db.results).all(|(&x, &y)| ctx.ir.value_type(x) == ctx.ir.value_type(y))
}

//! Region simplification run by the greedy driver after each iteration
//! (MLIR's `simplifyRegions` in `RegionUtils.cpp`): erase unreachable
//! blocks, then dead code (ops whose results are dead and that have no
//! effects, block arguments of non-entry blocks that no live op uses, with
//! the branch operands that feed them). Everything goes through the
//! rewriter so the driver sees it.

use affine_ir::dialect::traits;
use affine_ir::fxhash::FxHashSet;
use affine_ir::ir::{BlockId, RegionId, ValueId};
use affine_ir::rewrite::{PatternRewriter, post_order_blocks, would_op_be_trivially_dead};
use affine_ir::{Context, OpId};

/// Runs the simplifications on `regions` and everything nested in them.
/// `aggressive` is MLIR's `GreedySimplifyRegionLevel::Aggressive` (block
/// merging), which is not implemented: such regions are left as they are.
/// True if anything changed.
pub fn simplify_regions(rewriter: &mut PatternRewriter<'_>, regions: &[RegionId], aggressive: bool) -> bool {
    let _ = aggressive;
    let erased_blocks = erase_unreachable_blocks(rewriter, regions);
    let erased_dead = run_region_dce(rewriter, regions);
    erased_blocks || erased_dead
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

/// Liveness of ops and block arguments for [`run_region_dce`]; an op
/// result is live when its op is (as in MLIR).
#[derive(Default)]
struct LiveMap {
    changed: bool,
    ops: FxHashSet<OpId>,
    args: FxHashSet<ValueId>,
}

impl LiveMap {
    fn set_op_live(&mut self, op: OpId) {
        self.changed |= self.ops.insert(op);
    }
    fn set_value_live(&mut self, ctx: &Context, v: ValueId) {
        match ctx.ir.defining_op(v) {
            Some(op) => self.set_op_live(op),
            None => self.changed |= self.args.insert(v),
        }
    }
    fn value_live(&self, ctx: &Context, v: ValueId) -> bool {
        match ctx.ir.defining_op(v) {
            Some(op) => self.ops.contains(&op),
            None => self.args.contains(&v),
        }
    }
}

/// Removes dead ops and dead non-entry block arguments (MLIR's
/// `runRegionDCE`). True if anything was erased.
pub fn run_region_dce(rewriter: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let mut live = LiveMap::default();
    loop {
        live.changed = false;
        for &r in regions {
            propagate_region(rewriter.ctx, r, &mut live);
        }
        if !live.changed {
            break;
        }
    }
    delete_deadness(rewriter, regions, &live)
}

fn propagate_region(ctx: &Context, region: RegionId, live: &mut LiveMap) {
    let Some(entry) = ctx.ir.entry_block(region) else { return };
    for b in reachable_post_order(ctx, entry) {
        let ops: Vec<OpId> = ctx.ir.block_ops(b).collect();
        for &op in ops.iter().rev() {
            propagate_op(ctx, op, live);
        }
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

/// Post-order of the blocks reachable from `entry`.
fn reachable_post_order(ctx: &Context, entry: BlockId) -> Vec<BlockId> {
    let reachable = reachable_blocks(ctx, entry);
    post_order_blocks(ctx, entry).into_iter().filter(|b| reachable.contains(b)).collect()
}

fn propagate_op(ctx: &Context, op: OpId, live: &mut LiveMap) {
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
    if live.ops.contains(&op) {
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
    let succs = ctx.ir.op(op).successors.clone();
    let branch = ctx.op_def(ctx.ir.op(op).name).and_then(|d| d.successor_operands);
    for (i, s) in succs.into_iter().enumerate() {
        let args = ctx.ir.block_args(s).to_vec();
        match branch {
            // Produced operands (not forwarded) make their arguments live.
            Some(f) => {
                let forwarded = f(ctx, op, i).len();
                for &a in args.iter().skip(forwarded) {
                    live.set_value_live(ctx, a);
                }
            }
            None => {
                for a in args {
                    live.set_value_live(ctx, a);
                }
            }
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
        if live.ops.contains(&u.op) {
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
        let single = rewriter.ctx.ir.block(entry).next.is_none();
        for b in reachable_post_order(rewriter.ctx, entry) {
            if !single && let Some(t) = rewriter.ctx.ir.block(b).last {
                erased |= erase_dead_successor_operands(rewriter, t, live);
            }
            let ops: Vec<OpId> = rewriter.ctx.ir.block_ops(b).collect();
            for &op in ops.iter().rev() {
                if !rewriter.ctx.ir.is_alive(op) {
                    continue;
                }
                if !live.ops.contains(&op) {
                    erased = true;
                    rewriter.erase_op(op);
                } else {
                    let nested = rewriter.ctx.ir.regions(op).to_vec();
                    erased |= delete_deadness(rewriter, &nested, live);
                }
            }
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

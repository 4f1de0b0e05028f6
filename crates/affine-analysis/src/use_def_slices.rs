//! Use-def slices (MLIR's `mlir/lib/Analysis/SliceAnalysis.cpp` and
//! `topologicalSort`): the ops an op transitively feeds (forward slice),
//! the ops it transitively depends on (backward slice), and the closure of
//! both.
//!
//! The traversal orders are MLIR's, so results print in the same order as
//! `mlir-opt`'s `-affine-super-vectorizer-test` slicing modes. Cycles (in
//! graph regions) are handled with a set of the ops on the current path,
//! entered and left in pairs; MLIR also removes from that set ops it did
//! not add, and recurses forever when two ops use each other twice.

use std::collections::HashSet;

use affine_ir::dialect::traits;
use affine_ir::ir::{BlockId, RegionId, ValueDef, WalkOrder};
use affine_ir::{Context, OpId, ValueId};

/// A filter on the ops a slice may enter.
pub type SliceFilter<'a> = &'a dyn Fn(&Context, OpId) -> bool;

/// Options of the slices (MLIR's `SliceOptions`).
#[derive(Default)]
pub struct SliceOptions<'a> {
    /// Keep the starting op in the slice.
    pub inclusive: bool,
    /// Only ops accepted by the filter are entered (and added).
    pub filter: Option<SliceFilter<'a>>,
}

/// An insertion-ordered set of ops.
#[derive(Default)]
struct OpSet {
    order: Vec<OpId>,
    members: HashSet<OpId>,
}

impl OpSet {
    fn contains(&self, op: OpId) -> bool {
        self.members.contains(&op)
    }
    fn insert(&mut self, op: OpId) {
        if self.members.insert(op) {
            self.order.push(op);
        }
    }
    fn remove(&mut self, op: OpId) {
        if self.members.remove(&op) {
            self.order.retain(|&o| o != op);
        }
    }
}

/// The users of a value in MLIR's use-list order (most recent use first).
fn users(ctx: &Context, v: ValueId) -> impl Iterator<Item = OpId> + '_ {
    ctx.ir.uses_in_mlir_order(v).into_iter().map(|u| u.op)
}

/// MLIR's `getForwardSlice(op)`: every op using (transitively) a result of
/// `op` or of an op nested in it, in topological order (users after the
/// ops they use).
pub fn forward_slice(ctx: &Context, op: OpId, opts: &SliceOptions<'_>) -> Vec<OpId> {
    let mut slice = OpSet::default();
    let mut on_path = HashSet::from([op]);
    forward_impl(ctx, op, &mut on_path, &mut slice, opts);
    if !opts.inclusive {
        slice.remove(op);
    }
    slice.order.reverse();
    slice.order
}

fn forward_impl(ctx: &Context, op: OpId, on_path: &mut HashSet<OpId>, slice: &mut OpSet, opts: &SliceOptions<'_>) {
    if opts.filter.is_some_and(|f| !f(ctx, op)) {
        return;
    }
    for &region in ctx.ir.regions(op) {
        for block in ctx.ir.region_blocks(region) {
            for nested in ctx.ir.block_ops(block) {
                if !slice.contains(nested) && on_path.insert(nested) {
                    forward_impl(ctx, nested, on_path, slice, opts);
                    on_path.remove(&nested);
                }
            }
        }
    }
    for &result in ctx.ir.results(op) {
        for user in users(ctx, result) {
            if !slice.contains(user) && on_path.insert(user) {
                forward_impl(ctx, user, on_path, slice, opts);
                on_path.remove(&user);
            }
        }
    }
    slice.insert(op);
}

/// MLIR's `getBackwardSlice(op)`: every op whose results `op` (or an op
/// nested in it, for values defined outside) uses, transitively, and the
/// ops owning the block arguments it uses, in topological order. Returns
/// `None` where MLIR fails: a block argument of an op with several regions
/// or blocks.
pub fn backward_slice(ctx: &Context, op: OpId, opts: &SliceOptions<'_>) -> Option<Vec<OpId>> {
    let mut slice = OpSet::default();
    let mut on_path = HashSet::from([op]);
    let ok = backward_impl(ctx, op, &mut on_path, &mut slice, opts);
    if !opts.inclusive {
        slice.remove(op);
    }
    ok.then_some(slice.order)
}

fn backward_impl(
    ctx: &Context,
    op: OpId,
    on_path: &mut HashSet<OpId>,
    slice: &mut OpSet,
    opts: &SliceOptions<'_>,
) -> bool {
    if ctx.op_has_trait(op, traits::ISOLATED_FROM_ABOVE) || opts.filter.is_some_and(|f| !f(ctx, op)) {
        return true;
    }
    let mut ok = true;
    for &region in ctx.ir.regions(op) {
        let descendants = descendant_regions(ctx, region);
        for nested in walk_region(ctx, region) {
            for &operand in ctx.ir.operands(nested) {
                let defined_inside = value_region(ctx, operand).is_some_and(|r| descendants.contains(&r));
                if !defined_inside && !backward_value(ctx, operand, on_path, slice, opts) {
                    ok = false;
                    break;
                }
            }
        }
    }
    for &operand in ctx.ir.operands(op) {
        ok &= backward_value(ctx, operand, on_path, slice, opts);
    }
    slice.insert(op);
    ok
}

fn backward_value(
    ctx: &Context,
    value: ValueId,
    on_path: &mut HashSet<OpId>,
    slice: &mut OpSet,
    opts: &SliceOptions<'_>,
) -> bool {
    match ctx.ir.value(value).def {
        ValueDef::OpResult(def, _) => {
            if slice.contains(def) || !on_path.insert(def) {
                return true;
            }
            let ok = backward_impl(ctx, def, on_path, slice, opts);
            on_path.remove(&def);
            ok
        }
        ValueDef::BlockArg(block, _) => {
            let Some(parent) = ctx.ir.block_parent_op(block) else { return true };
            if slice.contains(parent) {
                return true;
            }
            let regions = ctx.ir.regions(parent);
            if regions.len() != 1 || ctx.ir.region_blocks(regions[0]).count() != 1 {
                return false;
            }
            backward_impl(ctx, parent, on_path, slice, opts)
        }
    }
}

/// The region `region` and every region nested in it.
fn descendant_regions(ctx: &Context, region: RegionId) -> HashSet<RegionId> {
    let mut out = HashSet::from([region]);
    for op in walk_region(ctx, region) {
        out.extend(ctx.ir.regions(op).iter().copied());
    }
    out
}

/// The ops of `region`, nested ones included, in post-order.
fn walk_region(ctx: &Context, region: RegionId) -> Vec<OpId> {
    let mut out = Vec::new();
    for block in ctx.ir.region_blocks(region) {
        for op in ctx.ir.block_ops(block) {
            out.extend(ctx.ir.walk(op, WalkOrder::PostOrder));
        }
    }
    out
}

/// The region a value is defined in.
fn value_region(ctx: &Context, v: ValueId) -> Option<RegionId> {
    match ctx.ir.value(v).def {
        ValueDef::OpResult(op, _) => ctx.ir.parent_region(op),
        ValueDef::BlockArg(block, _) => ctx.ir.block(block).parent,
    }
}

/// MLIR's `getSlice(op)`: the closure of `op` under backward and forward
/// slices, in topological order.
pub fn slice(ctx: &Context, op: OpId) -> Vec<OpId> {
    let mut set = OpSet::default();
    set.insert(op);
    let opts = SliceOptions::default();
    let mut i = 0;
    while i < set.order.len() {
        let current = set.order[i];
        for o in backward_slice(ctx, current, &opts).unwrap_or_default() {
            set.insert(o);
        }
        for o in forward_slice(ctx, current, &opts) {
            set.insert(o);
        }
        i += 1;
    }
    topological_sort(ctx, &set.order)
}

/// MLIR's `topologicalSort(SetVector<Operation *>)`: `ops` in the order a
/// dominance-respecting pre-order walk of their closest common ancestor
/// region meets them (blocks of a region in reverse post-order of the
/// control-flow graph).
pub fn topological_sort(ctx: &Context, ops: &[OpId]) -> Vec<OpId> {
    if ops.len() <= 1 {
        return ops.to_vec();
    }
    let wanted: HashSet<OpId> = ops.iter().copied().collect();
    let Some(root) = common_ancestor_region(ctx, ops) else { return ops.to_vec() };
    let mut out = Vec::with_capacity(ops.len());
    let mut stack = vec![Item::Region(root)];
    while let Some(item) = stack.pop() {
        match item {
            Item::Region(r) => {
                for b in blocks_by_dominance(ctx, r).into_iter().rev() {
                    stack.push(Item::Block(b));
                }
            }
            Item::Block(b) => {
                let ops: Vec<OpId> = ctx.ir.block_ops(b).collect();
                stack.extend(ops.into_iter().rev().map(Item::Op));
            }
            Item::Op(o) => {
                if wanted.contains(&o) {
                    out.push(o);
                }
                for &r in ctx.ir.regions(o).iter().rev() {
                    stack.push(Item::Region(r));
                }
            }
        }
    }
    out
}

enum Item {
    Region(RegionId),
    Block(BlockId),
    Op(OpId),
}

/// The innermost region containing every op of `ops`.
fn common_ancestor_region(ctx: &Context, ops: &[OpId]) -> Option<RegionId> {
    let chain = |op: OpId| {
        let mut regions = Vec::new();
        let mut cur = Some(op);
        while let Some(o) = cur {
            if let Some(r) = ctx.ir.parent_region(o) {
                regions.push(r);
            }
            cur = ctx.ir.parent_op(o);
        }
        regions
    };
    let first = chain(ops[0]);
    let others: Vec<HashSet<RegionId>> = ops[1..].iter().map(|&o| chain(o).into_iter().collect()).collect();
    first.into_iter().find(|r| others.iter().all(|s| s.contains(r)))
}

/// MLIR's `getBlocksSortedByDominance`: for each block not yet listed, in
/// region order, the reverse post-order of the blocks reachable from it.
fn blocks_by_dominance(ctx: &Context, region: RegionId) -> Vec<BlockId> {
    let mut listed: HashSet<BlockId> = HashSet::new();
    let mut out = Vec::new();
    for start in ctx.ir.region_blocks(region) {
        if listed.contains(&start) {
            continue;
        }
        let mut post = Vec::new();
        let mut seen: HashSet<BlockId> = HashSet::from([start]);
        let mut stack = vec![(start, 0usize)];
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            let succs = successors(ctx, b);
            if let Some(&s) = succs.get(*next) {
                *next += 1;
                if !listed.contains(&s) && seen.insert(s) {
                    stack.push((s, 0));
                }
            } else {
                post.push(b);
                stack.pop();
            }
        }
        for b in post.into_iter().rev() {
            if listed.insert(b) {
                out.push(b);
            }
        }
    }
    out
}

fn successors(ctx: &Context, b: BlockId) -> Vec<BlockId> {
    ctx.ir.terminator(b).map(|t| ctx.ir.op(t).successors.to_vec()).unwrap_or_default()
}

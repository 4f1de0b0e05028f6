//! The rewriting interface dialects and passes share (MLIR's
//! `PatternMatch.h`, `OpDefinition`'s fold hooks and the side-effect
//! utilities): folding an op through its definition, the
//! [`PatternRewriter`] that patterns mutate the IR with (every change is
//! reported to a [`RewriteListener`], which is how the greedy driver keeps
//! its worklist), and [`RewritePattern`]s collected in a
//! [`RewritePatternSet`].
//!
//! This module is the contract between the two sides: dialects (in crates
//! above this one) implement folders and canonicalization patterns against
//! it; the greedy pattern driver, the `OperationFolder` and the passes live
//! in `affine-transforms` (`rewrite/`).
//!
//! # Folding
//!
//! An op folds through the [`crate::dialect::OpDef::fold`] hook of its
//! definition, called with the constant value (an [`Attribute`]) of each
//! operand whose defining op is constant-like (MLIR's `m_Constant`). A fold
//! either fails, updates the op in place, or gives one [`FoldResult`] per
//! result: an existing value or an attribute the caller materializes as a
//! constant (through the dialect's [`crate::dialect::MaterializeFn`]).
//! [`fold_op`] also applies the folds MLIR derives from traits (a
//! commutative op moves its constant operands last), exactly as MLIR's
//! `foldHook` does: only when the op's own fold failed or was in place.

use crate::context::{Attribute, Context, Location, Type};
use crate::dialect::{EffectKind, MemEffect, traits};
use crate::ir::{BlockId, InsertPoint, OpId, OpState, RegionId, ValueId, ValueMap};

/// One result of a successful fold (MLIR's `OpFoldResult`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FoldResult {
    /// The result is this constant (to be materialized by the dialect).
    Attr(Attribute),
    /// The result is this existing value.
    Value(ValueId),
}

/// What folding an op gave.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FoldOutcome {
    /// Nothing to fold.
    Failed,
    /// The op was updated in place (operands, attributes).
    InPlace,
    /// One replacement per result.
    Results(Vec<FoldResult>),
}

/// The constant value of `v` if its defining op is constant-like and folds
/// to an attribute (MLIR's `matchPattern(v, m_Constant())`).
pub fn constant_value(ctx: &Context, v: ValueId) -> Option<Attribute> {
    let op = ctx.ir.defining_op(v)?;
    constant_op_value(ctx, op)
}

/// The value of a constant-like op (its fold with no operands), if any.
pub fn constant_op_value(ctx: &Context, op: OpId) -> Option<Attribute> {
    let def = ctx.op_def(ctx.ir.op(op).name)?;
    if !def.has(traits::CONSTANT_LIKE) {
        return None;
    }
    let fold = def.constant_value?;
    fold(ctx, op)
}

/// The constant values of the operands of `op` (`None` where not constant).
pub fn operand_constants(ctx: &Context, op: OpId) -> Vec<Option<Attribute>> {
    ctx.ir.operands(op).iter().map(|&v| constant_value(ctx, v)).collect()
}

/// Folds `op` (MLIR's `Operation::fold`): the op definition's fold hook,
/// then, if that failed or updated the op in place, the trait folds.
/// Unregistered ops do not fold.
pub fn fold_op(ctx: &mut Context, op: OpId) -> FoldOutcome {
    // Only the two fields used below: copying the whole definition (some
    // thirty words) cost more than most failing folds.
    let Some((fold, def_traits)) = ctx.op_def(ctx.ir.op(op).name).map(|d| (d.fold, d.traits)) else {
        return FoldOutcome::Failed;
    };
    let has = |t: u32| def_traits & t != 0;
    if has(traits::CONSTANT_LIKE)
        && let Some(value) = constant_op_value(ctx, op)
    {
        return FoldOutcome::Results(vec![FoldResult::Attr(value)]);
    }
    // Only the op's own folder and the commutative fold read the operands'
    // constants: an op with neither (a terminator, a region op without a
    // folder) fails here without looking at its operands.
    if fold.is_none() && !has(traits::COMMUTATIVE | traits::IDEMPOTENT | traits::CAST) {
        return FoldOutcome::Failed;
    }
    // Folding runs on every visit of every op: the constants go into a
    // buffer on the stack, filled by a plain loop (most values are block
    // arguments or results of non-constant ops, decided in a few loads).
    let mut inline = [None; 8];
    let heap: Vec<Option<Attribute>>;
    let constants: &[Option<Attribute>] = {
        let operands = ctx.ir.operands(op);
        if operands.len() <= inline.len() {
            for (slot, &v) in inline.iter_mut().zip(operands) {
                // A block argument has no defining op: the usual operand
                // of an access or a loop-carried value.
                if let Some(d) = ctx.ir.defining_op(v) {
                    *slot = constant_op_value(ctx, d);
                }
            }
            &inline[..operands.len()]
        } else {
            heap = operands.iter().map(|&v| constant_value(ctx, v)).collect();
            &heap
        }
    };
    let mut results = Vec::new();
    let own = match fold {
        Some(f) => f(ctx, op, constants, &mut results),
        None => false,
    };
    if own && !results.is_empty() {
        return FoldOutcome::Results(results);
    }
    // Failed or in place: the traits may still fold.
    if has(traits::COMMUTATIVE) && fold_commutative(ctx, op, constants) {
        return FoldOutcome::InPlace;
    }
    if has(traits::IDEMPOTENT)
        && let Some(v) = fold_idempotent(ctx, op)
    {
        return FoldOutcome::Results(vec![FoldResult::Value(v)]);
    }
    if has(traits::CAST)
        && let Some(same) = fold_identity_cast(ctx, op)
    {
        return FoldOutcome::Results(same);
    }
    if own { FoldOutcome::InPlace } else { FoldOutcome::Failed }
}

/// MLIR's `foldIdempotent`: `f(x, x)` folds to `x`, `f(f(x))` to `f(x)`.
fn fold_idempotent(ctx: &Context, op: OpId) -> Option<ValueId> {
    match ctx.ir.operands(op) {
        [x] => {
            let inner = ctx.ir.defining_op(*x)?;
            (ctx.ir.op(inner).name == ctx.ir.op(op).name).then_some(*x)
        }
        [a, b, ..] if a == b => Some(*a),
        _ => None,
    }
}

/// MLIR's `foldCastInterfaceOp`: a cast whose result types are its
/// operand types folds to its operands.
fn fold_identity_cast(ctx: &Context, op: OpId) -> Option<Vec<FoldResult>> {
    let (operands, results) = (ctx.ir.operands(op), ctx.ir.results(op));
    if operands.is_empty() || operands.len() != results.len() {
        return None;
    }
    if operands.iter().zip(results).any(|(&a, &r)| ctx.ir.value_type(a) != ctx.ir.value_type(r)) {
        return None;
    }
    Some(operands.iter().map(|&v| FoldResult::Value(v)).collect())
}

/// MLIR's `foldCommutative`: moves constant operands after the others
/// (stable), in place. True if the operand order changed.
fn fold_commutative(ctx: &mut Context, op: OpId, constants: &[Option<Attribute>]) -> bool {
    if constants.len() < 2 {
        return false;
    }
    let Some(first_const) = constants.iter().position(|c| c.is_some()) else { return false };
    if constants[first_const..].iter().all(|c| c.is_some()) {
        return false;
    }
    let operands = ctx.ir.operands(op).to_vec();
    let mut reordered: Vec<ValueId> = operands[..first_const].to_vec();
    reordered.extend(
        operands[first_const..].iter().zip(&constants[first_const..]).filter(|(_, c)| c.is_none()).map(|(&v, _)| v),
    );
    reordered.extend(
        operands[first_const..].iter().zip(&constants[first_const..]).filter(|(_, c)| c.is_some()).map(|(&v, _)| v),
    );
    ctx.ir.set_operands(op, reordered);
    true
}

// ----------------------------------------------------------------------
// Side effects
// ----------------------------------------------------------------------

/// MLIR's `wouldOpBeTriviallyDead`: erasing `op` (if its results were
/// unused) would not change what the program does. Terminators and symbols
/// are never trivially dead; an op whose effects are unknown is not; an op
/// with only reads, allocations of its own results, or (with
/// `RECURSIVE_MEMORY_EFFECTS`) nested ops that are all so, is.
pub fn would_op_be_trivially_dead(ctx: &Context, op: OpId) -> bool {
    let name = ctx.ir.op(op).name;
    match ctx.op_def(name) {
        // Unregistered ops might be terminators.
        None => return false,
        Some(def) if def.has(traits::TERMINATOR) || def.has(traits::SYMBOL) => return false,
        Some(def) if !def.has(traits::RECURSIVE_MEMORY_EFFECTS) => {
            // No nested ops to visit (the common case: a store, a call, an
            // op whose results are unused): its own effects decide, without
            // setting up the walk's stack.
            let Some(f) = def.effects else { return def.has(traits::PURE) };
            let mut effects = EFFECTS_SCRATCH.with(|s| std::mem::take(&mut *s.borrow_mut()));
            effects.clear();
            f(ctx, op, &mut effects);
            let removable = effects_allow_removal_of(ctx, op, &effects);
            effects.clear();
            EFFECTS_SCRATCH.with(|s| *s.borrow_mut() = effects);
            return removable;
        }
        Some(_) => {}
    }
    effects_allow_removal(ctx, op)
}

/// MLIR's `isOpTriviallyDead`: unused results and
/// [`would_op_be_trivially_dead`].
pub fn is_op_trivially_dead(ctx: &Context, op: OpId) -> bool {
    ctx.ir.results_unused(op) && would_op_be_trivially_dead(ctx, op)
}

/// Visits `root` and, through ops with recursive effects, the ops nested in
/// it, with each op's own effects (`None`: unknown, the op declares no
/// effects and is not pure); stops when `visit` returns false. Returns
/// false if stopped.
fn visit_effects(ctx: &Context, root: OpId, mut visit: impl FnMut(OpId, Option<&[MemEffect]>) -> bool) -> bool {
    // Inline stack and a reused effects buffer: this runs for every visit of
    // every op with unused results, so it should not allocate.
    let mut stack: smallvec::SmallVec<[OpId; 8]> = smallvec::SmallVec::new();
    let mut effects = EFFECTS_SCRATCH.with(|s| std::mem::take(&mut *s.borrow_mut()));
    let complete = visit_effects_with(ctx, root, &mut stack, &mut effects, &mut visit);
    effects.clear();
    EFFECTS_SCRATCH.with(|s| *s.borrow_mut() = effects);
    complete
}

thread_local! {
    /// The effects buffer [`visit_effects`] reuses (taken out while in use,
    /// so a nested call simply starts with a fresh one).
    static EFFECTS_SCRATCH: std::cell::RefCell<Vec<MemEffect>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The walk of [`visit_effects`] with its buffers: the root, then the ops
/// nested in recursive ones, last to first, each op's nested ops before its
/// predecessor. The stack holds cursors (the next op of a block to visit,
/// walking backwards), not whole blocks, so a walk that stops early (an op
/// with a write) reads no further ops.
fn visit_effects_with(
    ctx: &Context,
    root: OpId,
    stack: &mut smallvec::SmallVec<[OpId; 8]>,
    effects: &mut Vec<MemEffect>,
    visit: &mut impl FnMut(OpId, Option<&[MemEffect]>) -> bool,
) -> bool {
    let mut first = Some(root);
    loop {
        let op = match first.take() {
            Some(r) => r,
            None => {
                let Some(cursor) = stack.pop() else { break };
                if let Some(prev) = ctx.ir.op(cursor).prev {
                    stack.push(prev);
                }
                cursor
            }
        };
        let Some(def) = ctx.op_def(ctx.ir.op(op).name) else { return visit(op, None) };
        let recursive = def.has(traits::RECURSIVE_MEMORY_EFFECTS);
        if recursive {
            for &r in ctx.ir.regions(op) {
                for b in ctx.ir.region_blocks(r) {
                    if let Some(last) = ctx.ir.block(b).last {
                        stack.push(last);
                    }
                }
            }
        }
        effects.clear();
        let known = match def.effects {
            Some(f) => {
                f(ctx, op, effects);
                true
            }
            None => def.has(traits::PURE) || recursive,
        };
        if !visit(op, known.then_some(effects.as_slice())) {
            return false;
        }
    }
    true
}

fn effects_allow_removal(ctx: &Context, root: OpId) -> bool {
    visit_effects(ctx, root, |op, effects| effects.is_some_and(|effects| effects_allow_removal_of(ctx, op, effects)))
}

/// True if `op`'s own `effects` allow erasing it: every effect is a read or
/// acts on a value `op` allocates as one of its own results.
fn effects_allow_removal_of(ctx: &Context, op: OpId, effects: &[MemEffect]) -> bool {
    let allocated = |v: ValueId| {
        ctx.ir.defining_op(v) == Some(op)
            && effects.iter().any(|a| a.kind == EffectKind::Allocate && a.value == Some(v))
    };
    effects.iter().all(|e| e.kind == EffectKind::Read || e.value.is_some_and(allocated))
}

/// The memory effects of `root` and, for ops with recursive effects, of the
/// ops nested in it (MLIR's `getEffectsRecursively`); `None` if some op's
/// effects are unknown.
pub fn effects_recursively(ctx: &Context, root: OpId) -> Option<Vec<MemEffect>> {
    let mut all = Vec::new();
    let complete = visit_effects(ctx, root, |_, effects| match effects {
        Some(e) => {
            all.extend_from_slice(e);
            true
        }
        None => false,
    });
    complete.then_some(all)
}

/// True if `op` has no memory effects at all, nested ops included when it
/// has recursive effects (MLIR's `isMemoryEffectFree`).
pub fn is_memory_effect_free(ctx: &Context, root: OpId) -> bool {
    let Some(def) = ctx.op_def(ctx.ir.op(root).name) else { return false };
    let recursive = def.has(traits::RECURSIVE_MEMORY_EFFECTS);
    if let Some(f) = def.effects {
        let mut effects = Vec::new();
        f(ctx, root, &mut effects);
        if !effects.is_empty() {
            return false;
        }
    } else if !def.has(traits::PURE) && !recursive {
        return false;
    }
    if !recursive {
        return true;
    }
    ctx.ir
        .regions(root)
        .iter()
        .all(|&r| ctx.ir.region_blocks(r).all(|b| ctx.ir.block_ops(b).all(|o| is_memory_effect_free(ctx, o))))
}

// ----------------------------------------------------------------------
// Listener and rewriter
// ----------------------------------------------------------------------

/// Receives every change a [`PatternRewriter`] makes (MLIR's
/// `RewriterBase::Listener`). All methods default to doing nothing.
pub trait RewriteListener {
    /// `op` was inserted (created, moved or cloned) into a block.
    fn op_inserted(&mut self, _ctx: &Context, _op: OpId) {}
    /// `op` was modified in place (operands, attributes, successors).
    fn op_modified(&mut self, _ctx: &Context, _op: OpId) {}
    /// `op` is about to be replaced by `values` (its uses are then replaced
    /// and it is erased, with their own notifications).
    fn op_replaced(&mut self, _ctx: &Context, _op: OpId, _values: &[ValueId]) {}
    /// `op` is about to be erased; its nested ops were already erased.
    fn op_erased(&mut self, _ctx: &Context, _op: OpId) {}
    /// `block` was inserted into a region (created or moved).
    fn block_inserted(&mut self, _ctx: &Context, _block: BlockId) {}
    /// `block` is about to be erased (it is empty).
    fn block_erased(&mut self, _ctx: &Context, _block: BlockId) {}
}

/// A listener that ignores everything (a rewriter without a driver).
#[derive(Default, Debug)]
pub struct NoListener;

impl RewriteListener for NoListener {}

/// The IR mutation API for patterns and transforms (MLIR's
/// `PatternRewriter`): every structural change goes through it so that the
/// listener (the greedy driver) sees it. Reading the IR is done through
/// [`PatternRewriter::ctx`]; changing it behind the rewriter's back breaks
/// the driver's bookkeeping (as in MLIR).
pub struct PatternRewriter<'a> {
    /// The context (read it freely; mutate through the rewriter's methods).
    pub ctx: &'a mut Context,
    listener: &'a mut dyn RewriteListener,
    insertion_point: Option<InsertPoint>,
}

impl<'a> PatternRewriter<'a> {
    /// A rewriter reporting to `listener`.
    pub fn new(ctx: &'a mut Context, listener: &'a mut dyn RewriteListener) -> Self {
        PatternRewriter { ctx, listener, insertion_point: None }
    }

    /// Where [`PatternRewriter::create`] inserts.
    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.insertion_point
    }

    /// Sets where new ops go.
    pub fn set_insertion_point(&mut self, ip: InsertPoint) {
        self.insertion_point = Some(ip);
    }

    /// New ops go right before `op`.
    pub fn set_insertion_point_before(&mut self, op: OpId) {
        self.insertion_point = Some(InsertPoint::Before(op));
    }

    /// New ops go right after `op`.
    pub fn set_insertion_point_after(&mut self, op: OpId) {
        self.insertion_point = Some(InsertPoint::After(op));
    }

    /// The insertion point; panics if none was set (a pattern bug).
    fn ip(&self) -> InsertPoint {
        self.insertion_point.expect("rewriter insertion point not set")
    }

    /// Tells the listener that `op` was inserted (for ops created outside
    /// the rewriter, e.g. by dialect builders; see [`PatternRewriter::build`]).
    pub fn notify_inserted(&mut self, op: OpId) {
        self.listener.op_inserted(self.ctx, op);
    }

    /// Tells the listener that `op` was modified in place.
    pub fn notify_modified(&mut self, op: OpId) {
        self.listener.op_modified(self.ctx, op);
    }

    /// Creates an op from `state` at the insertion point.
    pub fn create(&mut self, mut state: OpState) -> OpId {
        self.ctx.sort_named(&mut state.props);
        self.ctx.sort_named(&mut state.attrs);
        let op = self.ctx.ir.create_op_at(state, self.ip());
        self.notify_inserted(op);
        op
    }

    /// Runs a builder (`f(ctx, insertion point) -> new op`, e.g. one of the
    /// dialects' `build_*` functions) at the insertion point and reports the
    /// op it created.
    pub fn build(&mut self, f: impl FnOnce(&mut Context, InsertPoint) -> OpId) -> OpId {
        let ip = self.ip();
        let op = f(self.ctx, ip);
        self.notify_inserted(op);
        op
    }

    /// Clones `op` (with its regions) at the insertion point; operands are
    /// remapped through `map`, which receives the new results. The clone and
    /// its nested ops are reported as inserted (pre-order).
    pub fn clone_op(&mut self, op: OpId, map: &mut ValueMap) -> OpId {
        let new = self.ctx.ir.clone_op(op, map);
        self.ctx.ir.insert_op(new, self.ip());
        self.notify_inserted(new);
        let mut nested = Vec::new();
        for &r in self.ctx.ir.regions(new) {
            for b in self.ctx.ir.region_blocks(r) {
                for o in self.ctx.ir.block_ops(b) {
                    self.ctx.ir.walk_pre(o, &mut |x| nested.push(x));
                }
            }
        }
        for o in nested {
            self.notify_inserted(o);
        }
        new
    }

    /// Changes `op` in place with `f` and reports it as modified.
    pub fn modify_op_in_place<R>(&mut self, op: OpId, f: impl FnOnce(&mut Context) -> R) -> R {
        let r = f(self.ctx);
        self.notify_modified(op);
        r
    }

    /// Replaces every use of `from` with `to`; each user is reported as
    /// modified (in MLIR's use-list order: most recent use first).
    pub fn replace_all_uses_with(&mut self, from: ValueId, to: ValueId) {
        if from == to {
            return;
        }
        for u in self.ctx.ir.uses_in_mlir_order(from) {
            self.ctx.ir.set_operand(u.op, u.index as usize, to);
            self.notify_modified(u.op);
        }
    }

    /// Replaces the uses of `from` with `to` where `pred(user op)` holds.
    pub fn replace_uses_where(&mut self, from: ValueId, to: ValueId, mut pred: impl FnMut(&Context, OpId) -> bool) {
        for u in self.ctx.ir.uses_in_mlir_order(from) {
            if pred(self.ctx, u.op) {
                self.ctx.ir.set_operand(u.op, u.index as usize, to);
                self.notify_modified(u.op);
            }
        }
    }

    /// Replaces the results of `op` with `values` (same count) and erases it.
    pub fn replace_op(&mut self, op: OpId, values: &[ValueId]) {
        self.listener.op_replaced(self.ctx, op, values);
        let results = self.ctx.ir.results(op).to_vec();
        debug_assert_eq!(results.len(), values.len(), "replace_op: result count mismatch");
        for (r, &v) in results.into_iter().zip(values) {
            self.replace_all_uses_with(r, v);
        }
        self.erase_op(op);
    }

    /// Replaces `op` with the op built from `state` at `op`'s position.
    pub fn replace_op_with_new(&mut self, op: OpId, state: OpState) -> OpId {
        self.set_insertion_point_before(op);
        let new = self.create(state);
        let results = self.ctx.ir.results(new).to_vec();
        self.replace_op(op, &results);
        new
    }

    /// Erases `op` and everything nested in it. Nested ops are erased (and
    /// reported) first, users before definitions: blocks in post-order of
    /// the CFG, ops of a block from last to first.
    pub fn erase_op(&mut self, op: OpId) {
        let regions = self.ctx.ir.regions(op).to_vec();
        for r in regions {
            self.erase_region_contents(r);
        }
        self.listener.op_erased(self.ctx, op);
        self.ctx.ir.erase_op(op);
    }

    fn erase_region_contents(&mut self, r: RegionId) {
        while let Some(entry) = self.ctx.ir.entry_block(r) {
            let order = post_order_blocks(self.ctx, entry);
            for &b in &order {
                while let Some(last) = self.ctx.ir.block(b).last {
                    self.erase_op(last);
                }
            }
            for b in order {
                self.erase_block(b);
            }
        }
    }

    /// Erases a block with its ops (ops last to first, each reported).
    pub fn erase_block(&mut self, b: BlockId) {
        while let Some(last) = self.ctx.ir.block(b).last {
            self.erase_op(last);
        }
        self.listener.block_erased(self.ctx, b);
        self.ctx.ir.erase_block(b);
    }

    /// Moves `op` right before `before` (reported as an insertion).
    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        self.ctx.ir.move_before(op, before);
        self.notify_inserted(op);
    }

    /// Moves `op` right after `after` (reported as an insertion).
    pub fn move_op_after(&mut self, op: OpId, after: OpId) {
        self.ctx.ir.move_after(op, after);
        self.notify_inserted(op);
    }

    /// Moves `op` to `ip` (reported as an insertion).
    pub fn move_op_to(&mut self, op: OpId, ip: InsertPoint) {
        self.ctx.ir.detach_op(op);
        self.ctx.ir.insert_op(op, ip);
        self.notify_inserted(op);
    }

    /// Moves the ops of `source` to `ip` (MLIR's `inlineBlockBefore`):
    /// the block's arguments are replaced by `args` first, then each op is
    /// moved (and reported) in order, then the empty block is erased.
    pub fn inline_block_before(&mut self, source: BlockId, ip: InsertPoint, args: &[ValueId]) {
        let block_args = self.ctx.ir.block_args(source).to_vec();
        for (a, &v) in block_args.into_iter().zip(args) {
            self.replace_all_uses_with(a, v);
        }
        // Anchor the insertion so that moved ops keep their order.
        let mut ip = ip;
        while let Some(first) = self.ctx.ir.block(source).first {
            self.ctx.ir.detach_op(first);
            self.ctx.ir.insert_op(first, ip);
            self.notify_inserted(first);
            ip = InsertPoint::After(first);
        }
        self.erase_block(source);
    }

    /// Moves the ops of `source` to the end of `dest` (MLIR's `mergeBlocks`).
    pub fn merge_blocks(&mut self, source: BlockId, dest: BlockId, args: &[ValueId]) {
        let ip = match self.ctx.ir.block(dest).last {
            Some(last) => InsertPoint::After(last),
            None => InsertPoint::BlockStart(dest),
        };
        self.inline_block_before(source, ip, args);
    }

    /// Moves every block of `region` to the end of `dest` (MLIR's
    /// `inlineRegionBefore` at the end of a region); each block is reported.
    pub fn inline_region_at_end(&mut self, region: RegionId, dest: RegionId) {
        while let Some(b) = self.ctx.ir.entry_block(region) {
            self.ctx.ir.detach_block(b);
            self.ctx.ir.append_block(dest, b);
            self.listener.block_inserted(self.ctx, b);
        }
    }

    /// Moves every block of `region` before `before` (in another region;
    /// MLIR's `inlineRegionBefore`); each block is reported.
    pub fn inline_region_before(&mut self, region: RegionId, before: BlockId) {
        while let Some(b) = self.ctx.ir.entry_block(region) {
            self.ctx.ir.detach_block(b);
            match self.ctx.ir.block(before).prev {
                Some(p) => self.ctx.ir.insert_block_after(p, b),
                None => {
                    let dest = self.ctx.ir.block(before).parent.expect("block in a region");
                    let rest: Vec<BlockId> = self.ctx.ir.region_blocks(dest).collect();
                    for &x in &rest {
                        self.ctx.ir.detach_block(x);
                    }
                    self.ctx.ir.append_block(dest, b);
                    for x in rest {
                        self.ctx.ir.append_block(dest, x);
                    }
                }
            }
            self.listener.block_inserted(self.ctx, b);
        }
    }

    /// Splits the block of `at` before `at` (MLIR's `splitBlock`): the new
    /// block follows the old one; `at` and the ops after it move to it,
    /// from the last to `at`, each reported.
    pub fn split_block(&mut self, at: OpId) -> BlockId {
        let block = self.ctx.ir.op(at).parent.expect("op in a block");
        let new_block = self.ctx.ir.new_block(&[]);
        self.ctx.ir.insert_block_after(block, new_block);
        self.listener.block_inserted(self.ctx, new_block);
        loop {
            let last = self.ctx.ir.block(block).last.expect("split point in block");
            self.ctx.ir.detach_op(last);
            self.ctx.ir.insert_op(last, InsertPoint::BlockStart(new_block));
            self.notify_inserted(last);
            if last == at {
                break;
            }
        }
        new_block
    }

    /// Creates an empty block with arguments of `types` at the end of
    /// `region` (reported as inserted) and sets the insertion point to its end.
    pub fn create_block(&mut self, region: RegionId, types: &[Type], loc: Option<Location>) -> BlockId {
        let b = self.ctx.ir.new_block(&[]);
        for &t in types {
            self.ctx.ir.add_block_arg(b, t, loc);
        }
        self.ctx.ir.append_block(region, b);
        self.listener.block_inserted(self.ctx, b);
        self.insertion_point = Some(InsertPoint::BlockEnd(b));
        b
    }
}

/// Blocks reachable from `entry` in post-order of the CFG, followed by the
/// unreachable blocks of the region (in order), so that a loop over the
/// result visits every block once.
pub fn post_order_blocks(ctx: &Context, entry: BlockId) -> Vec<BlockId> {
    let mut out = Vec::new();
    let mut seen = crate::fxhash::FxHashSet::default();
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    seen.insert(entry);
    while let Some(&mut (b, ref mut next)) = stack.last_mut() {
        let succ = ctx.ir.block(b).last.and_then(|t| ctx.ir.op(t).successors.get(*next).copied());
        match succ {
            Some(s) => {
                *next += 1;
                if seen.insert(s) {
                    stack.push((s, 0));
                }
            }
            None => {
                out.push(b);
                stack.pop();
            }
        }
    }
    if let Some(r) = ctx.ir.block(entry).parent {
        for b in ctx.ir.region_blocks(r) {
            if !seen.contains(&b) {
                out.push(b);
            }
        }
    }
    out
}

// ----------------------------------------------------------------------
// Patterns
// ----------------------------------------------------------------------

/// A rewrite rooted at ops of one name (or any op): MLIR's `RewritePattern`.
pub trait RewritePattern: Send + Sync {
    /// The op name the pattern matches (`None`: any op).
    fn root(&self) -> Option<&str>;
    /// Higher benefits are tried first (MLIR's `PatternBenefit`).
    fn benefit(&self) -> u16 {
        1
    }
    /// A label for `disable-patterns` / `enable-patterns` and debugging.
    fn name(&self) -> &str;
    /// Matches `op` and rewrites it through `rewriter`; returns true if it
    /// changed the IR (and false only if it changed nothing).
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool;
}

/// The signature of a pattern written as a function.
pub type PatternFn = fn(OpId, &mut PatternRewriter<'_>) -> bool;

/// A pattern given by a function (most dialect patterns).
#[derive(Clone, Copy, Debug)]
pub struct FnPattern {
    /// Label.
    pub name: &'static str,
    /// Root op name (`None`: any op).
    pub root: Option<&'static str>,
    /// Benefit.
    pub benefit: u16,
    /// The match-and-rewrite function.
    pub f: PatternFn,
}

impl RewritePattern for FnPattern {
    fn root(&self) -> Option<&str> {
        self.root
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn name(&self) -> &str {
        self.name
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        (self.f)(op, rewriter)
    }
}

/// An ordered collection of patterns (MLIR's `RewritePatternSet`); among
/// patterns of equal benefit for an op, the first added is tried first.
#[derive(Default)]
pub struct RewritePatternSet {
    /// The patterns in the order added.
    pub patterns: Vec<Box<dyn RewritePattern>>,
}

impl RewritePatternSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }
    /// Adds a pattern.
    pub fn add(&mut self, p: impl RewritePattern + 'static) {
        self.patterns.push(Box::new(p));
    }
    /// Adds a function pattern rooted at `root` with benefit 1.
    pub fn add_fn(&mut self, name: &'static str, root: &'static str, f: PatternFn) {
        self.add(FnPattern { name, root: Some(root), benefit: 1, f });
    }
    /// Adds a function pattern with an explicit benefit.
    pub fn add_fn_with_benefit(&mut self, name: &'static str, root: &'static str, benefit: u16, f: PatternFn) {
        self.add(FnPattern { name, root: Some(root), benefit, f });
    }
    /// Number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }
    /// True if there is no pattern.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }
}

impl std::fmt::Debug for RewritePatternSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.patterns.iter().map(|p| p.name())).finish()
    }
}

/// Collects the canonicalization patterns of every dialect (in dialect
/// name order), then of every registered op (in name order), as MLIR's
/// canonicalizer does.
pub fn canonicalization_patterns(ctx: &Context) -> RewritePatternSet {
    let mut names: Vec<&'static str> = ctx.registry.op_names().collect();
    names.sort_unstable();
    let mut set = RewritePatternSet::new();
    for f in ctx.registry.dialect_canonicalizers() {
        f(&ctx.registry, &mut set);
    }
    for name in names {
        if let Some(f) = ctx.registry.get(name).and_then(|d| d.canonicalize) {
            f(name, &mut set);
        }
    }
    set
}

/// Materializes `value` of type `ty` as a constant op of the dialect of
/// `op_dialect` at the rewriter's insertion point (MLIR's
/// `Dialect::materializeConstant`); `None` if the dialect cannot.
pub fn materialize_constant(
    rewriter: &mut PatternRewriter<'_>,
    dialect: &str,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let f = rewriter.ctx.registry.constant_materializer(dialect)?;
    f(rewriter, value, ty, loc)
}

/// MLIR's `FusedLoc::get` without metadata: the distinct known locations
/// of `locs` (nested fused locations flattened, unknown ones dropped, first
/// occurrence kept); one location stays itself, none is unknown.
pub fn fused_location(ctx: &mut Context, locs: &[Location]) -> Location {
    use crate::context::LocData;
    let mut flat: Vec<Location> = Vec::new();
    for &l in locs {
        match &*ctx.loc_data(l) {
            LocData::Unknown => {}
            LocData::Fused { locs: inner, metadata: None } => {
                for &i in inner {
                    if !flat.contains(&i) {
                        flat.push(i);
                    }
                }
            }
            _ => {
                if !flat.contains(&l) {
                    flat.push(l);
                }
            }
        }
    }
    match flat.len() {
        0 => ctx.unknown_loc(),
        1 => flat[0],
        _ => ctx.loc(LocData::Fused { locs: flat, metadata: None }),
    }
}

/// The dialect name of an op (`arith` for `arith.addi`).
pub fn op_dialect(ctx: &Context, op: OpId) -> &str {
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    name.split_once('.').map_or(name, |(d, _)| d)
}

//! `-cse` (MLIR's `CSE.cpp`): eliminates common subexpressions with MLIR's
//! scoping rules.
//!
//! * Ops are visited in order, each block's ops after those of the blocks
//!   that dominate it (a walk of the dominator tree), nested regions before
//!   the op that holds them; an op is replaced by an equivalent op seen
//!   earlier in an enclosing scope (same name, attributes, properties,
//!   result types, operands — in any order for commutative ops — and
//!   equivalent regions).
//! * An isolated-from-above op starts an empty scope; a single-block region
//!   is a nested scope of the block holding its op; multi-block regions that
//!   are graph regions are skipped.
//! * Ops without memory effects are merged freely; ops that only read
//!   memory are merged only with an equivalent op earlier in the same block
//!   with no op in between that may write (or whose effects are unknown).
//! * Trivially dead ops are erased; terminators are never touched.
//! * Graph regions (the module body) only redirect uses not yet visited.
//!
//! Op-agnostic like MLIR's pass: it runs on the op it is given.

use affine_ir::dialect::{EffectKind, traits};
use affine_ir::fxhash::FxHashMap;
use affine_ir::ir::{BlockId, RegionId, ValueId};
use affine_ir::rewrite::{effects_recursively, is_memory_effect_free, is_op_trivially_dead};
use affine_ir::verify::{Dominators, has_ssa_dominance};
use affine_ir::{Context, Diagnostic, OpId};

use crate::pass::{DiagnosticSink, Pass, PassOptions, PreservedAnalyses};
use crate::registry::PassInfo;

/// The pass.
#[derive(Clone, Debug, Default)]
pub struct Cse;

impl Pass for Cse {
    fn run(&mut self, ctx: &mut Context, op: OpId, _sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        eliminate_common_subexpressions(ctx, op);
        Ok(())
    }

    fn analyses(&self) -> &'static [&'static str] {
        &["DominanceInfo"]
    }

    fn preserved(&self, changed: bool) -> PreservedAnalyses {
        // As MLIR's CSE: everything when nothing changed, else dominance.
        if changed { PreservedAnalyses::Only(&["DominanceInfo", "PostDominanceInfo"]) } else { PreservedAnalyses::All }
    }
}

/// Registry entry for `-cse`.
pub fn pass_info() -> PassInfo {
    PassInfo { name: "cse", summary: "Eliminate common sub-expressions", options: vec![], anchor: None, create }
}

fn create(_: &PassOptions) -> Box<dyn Pass> {
    Box::new(Cse)
}

/// Runs CSE on everything nested in `op` (MLIR's
/// `eliminateCommonSubExpressions`). Returns true if the IR changed.
pub fn eliminate_common_subexpressions(ctx: &mut Context, op: OpId) -> bool {
    let mut driver = CseDriver { known: ScopedMap::default(), to_erase: Vec::new(), write_cache: FxHashMap::default() };
    for r in ctx.ir.regions(op).to_vec() {
        driver.simplify_region(ctx, r);
    }
    let changed = !driver.to_erase.is_empty();
    for o in driver.to_erase {
        if ctx.ir.is_alive(o) {
            ctx.ir.erase_op(o);
        }
    }
    changed
}

/// A hash table of ops keyed by equivalence, with nested scopes whose
/// insertions are undone when they close (LLVM's `ScopedHashTable`).
#[derive(Default)]
struct ScopedMap {
    table: FxHashMap<u64, Vec<OpId>>,
    /// Hashes inserted in each open scope.
    scopes: Vec<Vec<u64>>,
}

impl ScopedMap {
    fn open(&mut self) {
        self.scopes.push(Vec::new());
    }
    fn close(&mut self) {
        for h in self.scopes.pop().unwrap_or_default().into_iter().rev() {
            if let Some(list) = self.table.get_mut(&h) {
                list.pop();
                if list.is_empty() {
                    self.table.remove(&h);
                }
            }
        }
    }
    fn lookup(&self, ctx: &Context, op: OpId, hash: u64) -> Option<OpId> {
        self.table.get(&hash)?.iter().rev().copied().find(|&e| is_equivalent(ctx, e, op))
    }
    fn insert(&mut self, op: OpId, hash: u64) {
        self.table.entry(hash).or_default().push(op);
        if let Some(s) = self.scopes.last_mut() {
            s.push(hash);
        }
    }
}

struct CseDriver {
    known: ScopedMap,
    to_erase: Vec<OpId>,
    /// For a read-only op: (op up to which no write was seen, a write found).
    write_cache: FxHashMap<OpId, (OpId, bool)>,
}

impl CseDriver {
    fn simplify_region(&mut self, ctx: &mut Context, region: RegionId) {
        let Some(entry) = ctx.ir.entry_block(region) else { return };
        let ssa = has_ssa_dominance(ctx, region);
        if ctx.ir.block(entry).next.is_none() {
            self.known.open();
            self.simplify_block(ctx, entry, ssa);
            self.known.close();
            return;
        }
        if !ssa {
            return;
        }
        // Walk the dominator tree: a block's scope stays open while the
        // blocks it dominates are processed.
        let order = Dominators::of_region(ctx, region).tree_preorder();
        let mut open_until: Vec<usize> = Vec::new();
        for (i, &(block, end)) in order.iter().enumerate() {
            while open_until.last().is_some_and(|&e| e <= i) {
                open_until.pop();
                self.known.close();
            }
            self.known.open();
            open_until.push(end);
            self.simplify_block(ctx, block, ssa);
        }
        for _ in open_until {
            self.known.close();
        }
    }

    fn simplify_block(&mut self, ctx: &mut Context, block: BlockId, ssa: bool) {
        let mut cur = ctx.ir.block(block).first;
        while let Some(op) = cur {
            cur = ctx.ir.op(op).next;
            let regions = ctx.ir.regions(op).to_vec();
            if !regions.is_empty() {
                let isolated = !ctx.is_registered(op) || ctx.op_has_trait(op, traits::ISOLATED_FROM_ABOVE);
                if isolated {
                    let outer = std::mem::take(&mut self.known);
                    for r in regions {
                        self.simplify_region(ctx, r);
                    }
                    self.known = outer;
                } else {
                    for r in regions {
                        self.simplify_region(ctx, r);
                    }
                }
            }
            self.simplify_operation(ctx, op, ssa);
        }
        self.write_cache.clear();
    }

    /// Replaces `op` by an equivalent known op if there is one (true), or
    /// records it.
    fn simplify_operation(&mut self, ctx: &mut Context, op: OpId, ssa: bool) -> bool {
        if is_terminator(ctx, op) {
            return false;
        }
        if is_op_trivially_dead(ctx, op) {
            self.to_erase.push(op);
            return true;
        }
        let single_block_regions =
            ctx.ir.regions(op).iter().all(|&r| ctx.ir.entry_block(r).is_none_or(|b| ctx.ir.block(b).next.is_none()));
        if !single_block_regions {
            return false;
        }
        let hash = op_hash(ctx, op);
        if !is_memory_effect_free(ctx, op) {
            if !only_reads(ctx, op) {
                return false;
            }
            if let Some(existing) = self.known.lookup(ctx, op, hash)
                && ctx.ir.op(existing).parent == ctx.ir.op(op).parent
                && !self.write_in_between(ctx, existing, op)
            {
                self.replace_uses_and_delete(ctx, op, existing, ssa);
                return true;
            }
            self.known.insert(op, hash);
            return false;
        }
        if let Some(existing) = self.known.lookup(ctx, op, hash) {
            self.replace_uses_and_delete(ctx, op, existing, ssa);
            return true;
        }
        self.known.insert(op, hash);
        false
    }

    fn replace_uses_and_delete(&mut self, ctx: &mut Context, op: OpId, existing: OpId, ssa: bool) {
        let results = ctx.ir.results(op).to_vec();
        let replacements = ctx.ir.results(existing).to_vec();
        if ssa {
            for (r, n) in results.into_iter().zip(replacements) {
                ctx.ir.replace_all_uses(r, n);
            }
            self.to_erase.push(op);
        } else {
            // Only uses not visited yet (their owner is not a known op).
            for (r, n) in results.into_iter().zip(replacements) {
                for u in ctx.ir.uses_in_mlir_order(r) {
                    let owner_known = self.known.lookup(ctx, u.op, op_hash(ctx, u.op)).is_some();
                    if !owner_known {
                        ctx.ir.set_operand(u.op, u.index as usize, n);
                    }
                }
            }
            if ctx.ir.results_unused(op) {
                self.to_erase.push(op);
            }
        }
        let unknown = ctx.unknown_loc();
        if ctx.ir.op(existing).loc == unknown && ctx.ir.op(op).loc != unknown {
            let loc = ctx.ir.op(op).loc;
            ctx.ir.op_mut(existing).loc = loc;
        }
    }

    /// True if an op strictly between `from` and `to` (same block) may write
    /// memory (MLIR's `hasOtherSideEffectingOpInBetween`, with its cache).
    fn write_in_between(&mut self, ctx: &Context, from: OpId, to: OpId) -> bool {
        let mut next = ctx.ir.op(from).next;
        if let Some(&(upto, found)) = self.write_cache.get(&from) {
            if found {
                return true;
            }
            next = Some(upto);
        }
        while let Some(o) = next {
            if o == to {
                break;
            }
            if may_write(ctx, o) {
                self.write_cache.insert(from, (o, true));
                return true;
            }
            next = ctx.ir.op(o).next;
        }
        self.write_cache.insert(from, (to, false));
        false
    }
}

fn is_terminator(ctx: &Context, op: OpId) -> bool {
    match ctx.op_def(ctx.ir.op(op).name) {
        Some(d) => d.has(traits::TERMINATOR),
        // An unregistered op might be a terminator.
        None => ctx.ir.op(op).next.is_none(),
    }
}

/// True if `op` declares memory effects and they are all reads (MLIR's
/// `onlyHasEffect<MemoryEffects::Read>`).
fn only_reads(ctx: &Context, op: OpId) -> bool {
    let Some(def) = ctx.op_def(ctx.ir.op(op).name) else { return false };
    let Some(f) = def.effects else { return false };
    let mut effects = Vec::new();
    f(ctx, op, &mut effects);
    !effects.is_empty() && effects.iter().all(|e| e.kind == EffectKind::Read)
}

/// True if `op` (with the ops nested in it, for recursive effects) may
/// write memory: some effect is a write or some op's effects are unknown.
fn may_write(ctx: &Context, op: OpId) -> bool {
    match effects_recursively(ctx, op) {
        Some(effects) => effects.iter().any(|e| e.kind == EffectKind::Write),
        None => true,
    }
}

/// The operands of `op` in the order equivalence compares them (sorted for
/// commutative ops).
fn compared_operands(ctx: &Context, op: OpId) -> Vec<ValueId> {
    let mut ops = ctx.ir.operands(op).to_vec();
    if ctx.op_has_trait(op, traits::COMMUTATIVE) {
        ops.sort_unstable();
    }
    ops
}

/// MLIR's `OperationEquivalence::computeHash` (locations ignored).
fn op_hash(ctx: &Context, op: OpId) -> u64 {
    use std::hash::{Hash, Hasher};
    let d = ctx.ir.op(op);
    let mut h = affine_ir::fxhash::FxHasher::default();
    d.name.hash(&mut h);
    d.attrs.hash(&mut h);
    d.props.hash(&mut h);
    for &r in &d.results {
        ctx.ir.value_type(r).hash(&mut h);
    }
    compared_operands(ctx, op).hash(&mut h);
    h.finish()
}

/// MLIR's `OperationEquivalence::isEquivalentTo` with locations ignored:
/// same name, attributes, properties, result types, successors, operands
/// (values equal, or mapped block arguments / results inside compared
/// regions) and equivalent regions.
fn is_equivalent(ctx: &Context, a: OpId, b: OpId) -> bool {
    let mut map = FxHashMap::default();
    equivalent_ops(ctx, a, b, &mut map)
}

fn equivalent_ops(ctx: &Context, a: OpId, b: OpId, map: &mut FxHashMap<ValueId, ValueId>) -> bool {
    if a == b {
        return true;
    }
    if !crate::rewrite::region_simplify::same_op_shape(ctx, a, b) {
        return false;
    }
    let (da, db) = (ctx.ir.op(a), ctx.ir.op(b));
    let map_value = |map: &FxHashMap<ValueId, ValueId>, v: ValueId| map.get(&v).copied().unwrap_or(v);
    let (oa, ob) = (compared_operands(ctx, a), compared_operands(ctx, b));
    let same_operands = if ctx.op_has_trait(a, traits::COMMUTATIVE) && !map.is_empty() {
        let mut ma: Vec<ValueId> = oa.iter().map(|&v| map_value(map, v)).collect();
        ma.sort_unstable();
        ma == ob
    } else {
        oa.iter().zip(&ob).all(|(&x, &y)| map_value(map, x) == y)
    };
    if !same_operands {
        return false;
    }
    for (&ra, &rb) in da.regions.iter().zip(&db.regions) {
        if !equivalent_regions(ctx, ra, rb, map) {
            return false;
        }
    }
    for (&x, &y) in da.results.iter().zip(&db.results) {
        map.insert(x, y);
    }
    true
}

fn equivalent_regions(ctx: &Context, ra: RegionId, rb: RegionId, map: &mut FxHashMap<ValueId, ValueId>) -> bool {
    let ba: Vec<BlockId> = ctx.ir.region_blocks(ra).collect();
    let bb: Vec<BlockId> = ctx.ir.region_blocks(rb).collect();
    if ba.len() != bb.len() {
        return false;
    }
    for (&x, &y) in ba.iter().zip(&bb) {
        let (ax, ay) = (ctx.ir.block_args(x), ctx.ir.block_args(y));
        if ax.len() != ay.len() || ax.iter().zip(ay).any(|(&p, &q)| ctx.ir.value_type(p) != ctx.ir.value_type(q)) {
            return false;
        }
        for (&p, &q) in ax.iter().zip(ay) {
            map.insert(p, q);
        }
    }
    for (&x, &y) in ba.iter().zip(&bb) {
        let oa: Vec<OpId> = ctx.ir.block_ops(x).collect();
        let ob: Vec<OpId> = ctx.ir.block_ops(y).collect();
        if oa.len() != ob.len() {
            return false;
        }
        for (&p, &q) in oa.iter().zip(&ob) {
            if !equivalent_ops(ctx, p, q, map) {
                return false;
            }
        }
    }
    true
}

//! `-affine-loop-invariant-code-motion` (MLIR's
//! `AffineLoopInvariantCodeMotion.cpp`): for every `affine.for`, inner loops
//! first, moves the ops of its body that do not depend on the iteration to
//! just before the loop, in their order.
//!
//! An op is invariant, as in `mlir-opt` 22, when none of its operands is the
//! induction variable, a loop-carried value, or the result of a body op that
//! stays; a nested `affine.if` / `affine.for` / `affine.parallel` when all
//! the ops it holds are; an op with memory effects only if it is an affine
//! load or store and no other op of the loop writes its memref (or, for a
//! store, reads it).
//!
//! Where `mlir-opt` 22 moves code it must not, this pass keeps it:
//! * an op whose regions use a value defined in the loop (`mlir-opt` moves
//!   an `scf.if` that uses the induction variable inside, and prints IR that
//!   does not verify);
//! * a load or store when another op of the loop may touch the same memory
//!   through another memref value (a view of the same buffer), or has
//!   effects the analysis does not know (a call);
//! * an op with memory effects, or one that may be undefined (integer
//!   division by a value that may be zero), when the loop may run zero
//!   times (`mlir-opt` moves a store out of `affine.for %i = 0 to %n`,
//!   which then writes memory when `%n` is 0); a load moves if it provably
//!   stays in bounds wherever the loop is reached (the memref's static
//!   shape bounds its subscripts, or the same element was accessed just
//!   before the loop).

use std::collections::HashSet;

use affine_analysis::dependence::{AliasMode, may_alias};
use affine_analysis::loop_execution::{access_in_bounds_around, loop_runs_at_least_once};
use affine_dialects::affine::{AccessKind, AffineAccessView, AffineApplyView, AffineForView, names};
use affine_ir::affine::{AffineExpr, AffineExprKind};
use affine_ir::dialect::{EffectKind, MemEffect};
use affine_ir::ir::{InsertPoint, RegionId, ValueId, WalkOrder};
use affine_ir::rewrite::is_memory_effect_free;
use affine_ir::{Context, Diagnostic, OpId};

use crate::pass::{DiagnosticSink, Pass, PassOptions};
use crate::registry::PassInfo;
use crate::utils::loop_nest::{for_body, loops_post_order, move_ops};

/// The pass (no options).
#[derive(Clone, Copy, Debug, Default)]
pub struct AffineLoopInvariantCodeMotion {
    /// Reproduce `mlir-opt` 22's output even where it is wrong (for
    /// differential tests).
    pub mlir_compat: bool,
}

/// Registry entry for `-affine-loop-invariant-code-motion`.
pub fn pass_info() -> PassInfo {
    PassInfo {
        name: "affine-loop-invariant-code-motion",
        summary: "Hoist loop invariant instructions outside of affine loops",
        options: vec![],
        anchor: Some("func.func"),
        create,
    }
}

fn create(_: &PassOptions) -> Box<dyn Pass> {
    Box::new(AffineLoopInvariantCodeMotion::default())
}

impl Pass for AffineLoopInvariantCodeMotion {
    fn run(&mut self, ctx: &mut Context, op: OpId, _sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        for for_op in loops_post_order(ctx, op) {
            hoist_loop_invariants(ctx, for_op, self.mlir_compat);
        }
        Ok(())
    }
}

/// Moves the invariant ops of `for_op`'s body before it (with
/// `mlir_compat`, exactly those `mlir-opt` 22 moves).
pub fn hoist_loop_invariants(ctx: &mut Context, for_op: OpId, mlir_compat: bool) {
    let Some(view) = AffineForView::get(ctx, for_op) else { return };
    let mut state = Invariance {
        for_op,
        iv: view.iv,
        iter_args: view.iter_args.to_vec(),
        ops_with_users: HashSet::new(),
        ops_to_hoist: HashSet::new(),
        runs_at_least_once: None,
        mlir_compat,
        effects: None,
    };
    let body = for_body(ctx, for_op);
    let ops: Vec<OpId> = ctx.ir.block_ops(body).collect();
    let mut to_move = Vec::new();
    for op in ops {
        if !ctx.ir.results_unused(op) {
            state.ops_with_users.insert(op);
        }
        if ctx.op_name_str(ctx.ir.op(op).name) == names::YIELD {
            continue;
        }
        if state.is_invariant(ctx, op) && state.safe_to_execute_before(ctx, op) {
            to_move.push(op);
        } else {
            // A body op that stays: ops using its results stay too.
            state.ops_to_hoist.remove(&op);
        }
    }
    move_ops(ctx, &to_move, InsertPoint::Before(for_op));
}

/// MLIR's per-loop bookkeeping: ops whose results are used (so that their
/// users depend on them) and ops found invariant.
struct Invariance {
    for_op: OpId,
    iv: ValueId,
    iter_args: Vec<ValueId>,
    ops_with_users: HashSet<OpId>,
    ops_to_hoist: HashSet<OpId>,
    /// Whether the loop runs at least once wherever it is reached
    /// (computed when first needed).
    runs_at_least_once: Option<bool>,
    /// Only `mlir-opt` 22's checks.
    mlir_compat: bool,
    /// The ops inside the loop with memory effects and their effects
    /// (`None`: registered with unknown effects), computed when first
    /// needed.
    effects: Option<Vec<(OpId, Option<Vec<MemEffect>>)>>,
}

/// The ops nested in `for_op` that have memory effects, with them; a
/// registered op whose effects are unknown has `None`. Unregistered ops
/// (no semantics known to the tool) are left out, as `mlir-opt` treats
/// them as touching no memory.
fn effects_inside(ctx: &Context, for_op: OpId) -> Vec<(OpId, Option<Vec<MemEffect>>)> {
    let mut out = Vec::new();
    ctx.ir.walk_pre(for_op, &mut |o| {
        if o == for_op {
            return;
        }
        match ctx.memory_effects(o) {
            Some(e) if e.is_empty() => {}
            Some(e) => out.push((o, Some(e))),
            None if ctx.is_registered(o) => out.push((o, None)),
            None => {}
        }
    });
    out
}

fn name_of(ctx: &Context, op: OpId) -> &str {
    ctx.op_name_str(ctx.ir.op(op).name)
}

impl Invariance {
    /// MLIR's `isOpLoopInvariant`, with the soundness checks described in
    /// the module docs.
    fn is_invariant(&mut self, ctx: &Context, op: OpId) -> bool {
        let name = name_of(ctx, op);
        if name == names::IF || name == names::FOR || name == names::PARALLEL {
            if !self.all_nested_invariant(ctx, op) {
                return false;
            }
        } else if let Some(access) = AffineAccessView::get(ctx, op) {
            self.ops_with_users.insert(op);
            if self.has_conflicting_access(ctx, op, access.memref, access.kind.is_write()) {
                return false;
            }
        } else if !is_memory_effect_free(ctx, op)
            || (!self.mlir_compat && !ctx.ir.regions(op).is_empty() && !self.regions_use_only_outer_values(ctx, op))
        {
            return false;
        }
        if !ctx.ir.operands(op).iter().all(|&v| self.is_invariant_value(ctx, v)) {
            return false;
        }
        self.ops_to_hoist.insert(op);
        true
    }

    /// True if `v`, used by an op in the loop, does not change between
    /// iterations (as far as MLIR's rule goes: not the IV, not a
    /// loop-carried value, not the result of a body op that stays).
    fn is_invariant_value(&self, ctx: &Context, v: ValueId) -> bool {
        if v == self.iv || self.iter_args.contains(&v) {
            return false;
        }
        match ctx.ir.defining_op(v) {
            Some(def) => !self.ops_with_users.contains(&def) || self.ops_to_hoist.contains(&def),
            None => true,
        }
    }

    /// MLIR's `areAllOpsInTheBlockListInvariant` over every region of `op`.
    fn all_nested_invariant(&mut self, ctx: &Context, op: OpId) -> bool {
        let regions: Vec<RegionId> = ctx.ir.regions(op).to_vec();
        for region in regions {
            let blocks: Vec<_> = ctx.ir.region_blocks(region).collect();
            for block in blocks {
                let ops: Vec<OpId> = ctx.ir.block_ops(block).collect();
                for nested in ops {
                    if !self.is_invariant(ctx, nested) {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// For an op with regions that MLIR treats as a whole (`scf.if`, ...):
    /// every value its nested ops use that is defined outside the op must
    /// be invariant too (MLIR checks only the op's own operands).
    fn regions_use_only_outer_values(&self, ctx: &Context, op: OpId) -> bool {
        ctx.ir.walk(op, WalkOrder::PreOrder).into_iter().filter(|&n| n != op).all(|nested| {
            ctx.ir.operands(nested).iter().all(|&v| {
                let inside = match ctx.ir.defining_op(v) {
                    Some(def) => ctx.ir.is_ancestor(op, def),
                    None => ctx
                        .ir
                        .value_parent_block(v)
                        .and_then(|b| ctx.ir.block_parent_op(b))
                        .is_some_and(|p| ctx.ir.is_ancestor(op, p)),
                };
                inside || (self.is_invariant_value(ctx, v) && !self.defined_in_loop_by_staying_op(ctx, v))
            })
        })
    }

    /// True if `v` is defined inside the loop by an op that is not moved
    /// (including block arguments of ops nested in the loop).
    fn defined_in_loop_by_staying_op(&self, ctx: &Context, v: ValueId) -> bool {
        match ctx.ir.defining_op(v) {
            Some(def) => {
                ctx.ir.is_ancestor(self.for_op, def) && def != self.for_op && !self.hoisted_or_inside_hoisted(ctx, def)
            }
            None => ctx
                .ir
                .value_parent_block(v)
                .and_then(|b| ctx.ir.block_parent_op(b))
                .is_some_and(|p| ctx.ir.is_ancestor(self.for_op, p)),
        }
    }

    fn hoisted_or_inside_hoisted(&self, ctx: &Context, op: OpId) -> bool {
        let mut cur = Some(op);
        while let Some(o) = cur {
            if o == self.for_op {
                return false;
            }
            if self.ops_to_hoist.contains(&o) {
                return true;
            }
            cur = ctx.ir.parent_op(o);
        }
        false
    }

    /// True if another op inside the loop may write the memory `op`
    /// accesses through `memref`, or (for a store) read it: MLIR's test
    /// over the users of the same memref value, extended to memrefs that
    /// may alias it and to ops with unknown effects.
    ///
    /// Ops whose effects are unknown count as conflicting when they are
    /// registered (see [`effects_inside`]).
    fn has_conflicting_access(&mut self, ctx: &Context, op: OpId, memref: ValueId, op_writes: bool) -> bool {
        if self.mlir_compat {
            return self.has_conflicting_user(ctx, op, memref, op_writes);
        }
        let for_op = self.for_op;
        let effects = self.effects.get_or_insert_with(|| effects_inside(ctx, for_op));
        effects.iter().filter(|(o, _)| *o != op).any(|(_, effects)| {
            let Some(effects) = effects else { return true };
            effects.iter().any(|e| {
                let touches = e.value.is_none_or(|v| may_alias(ctx, v, memref, AliasMode::Views));
                touches
                    && match e.kind {
                        EffectKind::Read => op_writes,
                        EffectKind::Write | EffectKind::Free => true,
                        EffectKind::Allocate => false,
                    }
            })
        })
    }

    /// MLIR's test: a user of the same memref value inside the loop writes
    /// it, or reads it when `op` writes.
    fn has_conflicting_user(&self, ctx: &Context, op: OpId, memref: ValueId, op_writes: bool) -> bool {
        ctx.ir.uses(memref).iter().map(|u| u.op).filter(|&user| user != op).any(|user| {
            let effects = ctx.memory_effects(user).unwrap_or_default();
            let has = |kind: EffectKind| effects.iter().any(|e| e.kind == kind && e.value == Some(memref));
            (has(EffectKind::Write) || (has(EffectKind::Read) && op_writes)) && ctx.ir.is_ancestor(self.for_op, user)
        })
    }

    /// True if running `op` once before the loop cannot do anything the
    /// loop did not: the loop runs at least once, or `op` (with what it
    /// holds) has no memory effects and cannot be undefined.
    fn safe_to_execute_before(&mut self, ctx: &mut Context, op: OpId) -> bool {
        if self.mlir_compat {
            return true;
        }
        let speculatable = ctx
            .ir
            .walk(op, WalkOrder::PreOrder)
            .into_iter()
            .all(|o| ctx.memory_effects(o).is_some_and(|e| e.is_empty()) && is_speculatable(ctx, o));
        if speculatable {
            return true;
        }
        if *self.runs_at_least_once.get_or_insert_with(|| loop_runs_at_least_once(ctx, self.for_op)) {
            return true;
        }
        // A load that stays in bounds wherever the loop is reached reads
        // memory harmlessly even when the loop would not run.
        let is_load = AffineAccessView::get(ctx, op).is_some_and(|v| v.kind == AccessKind::Load);
        is_load && (same_element_accessed_before(ctx, self.for_op, op) || access_in_bounds_around(ctx, self.for_op, op))
    }
}

/// True if the scalar load `load` reads an element that an affine load or
/// store of the same memref, with the same subscripts, accessed just
/// before `for_op` in its block (with no op in between that may free
/// memory): wherever the loop is reached that element was accessed, so it
/// is in bounds and reading it early is harmless. (PolyBench's `atax`
/// stores `y[i]` and then reads it in an inner loop that may run zero
/// times.) The subscript operands are the same SSA values, so they denote
/// the same indices at both places.
fn same_element_accessed_before(ctx: &Context, for_op: OpId, load: OpId) -> bool {
    let Some(view) = AffineAccessView::get(ctx, load) else { return false };
    if view.kind != AccessKind::Load {
        return false;
    }
    let mut cur = ctx.ir.op(for_op).prev;
    while let Some(prev) = cur {
        if let Some(earlier) = AffineAccessView::get(ctx, prev)
            && matches!(earlier.kind, AccessKind::Load | AccessKind::Store)
            && earlier.memref == view.memref
            && earlier.map == view.map
            && earlier.map_operands == view.map_operands
        {
            return true;
        }
        let may_free = ctx.ir.walk(prev, WalkOrder::PreOrder).into_iter().any(|o| match ctx.memory_effects(o) {
            Some(effects) => effects.iter().any(|e| e.kind == EffectKind::Free),
            None => ctx.is_registered(o),
        });
        if may_free {
            return false;
        }
        cur = ctx.ir.op(prev).prev;
    }
    false
}

/// False for ops without memory effects that are nevertheless undefined on
/// some operands, so that running them where the program did not is wrong:
/// integer division and remainder by a divisor that may be zero (or `-1`
/// for the signed ones), semi-affine division by a symbol, `memref.dim`
/// with a non-constant index.
fn is_speculatable(ctx: &Context, op: OpId) -> bool {
    use affine_dialects::affine::scope::constant_int_value;
    let name = name_of(ctx, op);
    let operands = ctx.ir.operands(op);
    match name {
        "arith.divsi" | "arith.remsi" | "arith.ceildivsi" | "arith.floordivsi" => {
            operands.get(1).and_then(|&d| constant_int_value(ctx, d)).is_some_and(|d| d != 0 && d != -1)
        }
        "arith.divui" | "arith.remui" | "arith.ceildivui" => {
            operands.get(1).and_then(|&d| constant_int_value(ctx, d)).is_some_and(|d| d != 0)
        }
        "memref.dim" => operands.get(1).is_some_and(|&i| constant_int_value(ctx, i).is_some()),
        names::APPLY | names::MIN | names::MAX => AffineApplyView::get(ctx, op)
            .is_some_and(|v| ctx.affine.map_data(v.map).results.iter().all(|&e| divides_by_constants_only(ctx, e))),
        _ => true,
    }
}

/// True if every `floordiv` / `ceildiv` / `mod` in `e` has a constant
/// right-hand side.
fn divides_by_constants_only(ctx: &Context, e: AffineExpr) -> bool {
    let mut ok = true;
    ctx.affine.walk_expr(e, &mut |sub| {
        if let Some((kind, _, rhs)) = ctx.affine.as_binary(sub)
            && matches!(kind, AffineExprKind::FloorDiv | AffineExprKind::CeilDiv | AffineExprKind::Mod)
            && ctx.affine.as_constant(rhs).is_none()
        {
            ok = false;
        }
    });
    ok
}

//! MLIR's `LocalAliasAnalysis` (what `-affine-scalrep` asks through
//! `AliasAnalysis::alias(a, b).isNo()`): two memref values do not alias when
//! every pair of their underlying values (found through view-like ops and
//! `cf` branch arguments) is provably distinct — two allocations, an
//! allocation and a constant, or an allocation and a value defined above
//! the allocation's scope (e.g. a function argument).
//!
//! Results of `scf.if` / `affine.if` and results and `iter_args` of
//! `scf.for` / `affine.for` are traced to what flows into them; results of
//! other region ops are opaque values, which can only make the answer "may
//! alias" where MLIR proves "no alias" (sound).

use affine_ir::dialect::{EffectKind, traits};
use affine_ir::ir::ValueDef;
use affine_ir::{Context, OpId, ValueId};

/// How deep underlying values are searched (MLIR's
/// `maxUnderlyingValueSearchDepth`).
const MAX_DEPTH: u32 = 10;

/// True unless `a` and `b` provably refer to distinct memory (MLIR's
/// `!LocalAliasAnalysis::alias(a, b).isNo()`).
pub fn may_alias(ctx: &Context, a: ValueId, b: ValueId) -> bool {
    if a == b {
        return true;
    }
    let (mut la, mut lb) = (Vec::new(), Vec::new());
    underlying_values(ctx, a, MAX_DEPTH, &mut Vec::new(), &mut la);
    underlying_values(ctx, b, MAX_DEPTH, &mut Vec::new(), &mut lb);
    if la.is_empty() || lb.is_empty() {
        return true;
    }
    la.iter().any(|&x| lb.iter().any(|&y| !distinct(ctx, x, y)))
}

/// MLIR's `collectUnderlyingAddressValues`.
fn underlying_values(ctx: &Context, v: ValueId, depth: u32, visited: &mut Vec<ValueId>, out: &mut Vec<ValueId>) {
    if visited.contains(&v) {
        return;
    }
    visited.push(v);
    if depth == 0 {
        out.push(v);
        return;
    }
    match ctx.ir.value(v).def {
        ValueDef::OpResult(op, index) => {
            if let Some(src) = affine_dialects::memref::view_source(ctx, op) {
                return underlying_values(ctx, src, depth - 1, visited, out);
            }
            match region_branch_sources(ctx, op, index as usize) {
                Some(sources) => sources.into_iter().for_each(|s| underlying_values(ctx, s, depth - 1, visited, out)),
                None => out.push(v),
            }
        }
        ValueDef::BlockArg(block, index) => {
            let is_entry = ctx.ir.block(block).parent.and_then(|r| ctx.ir.entry_block(r)) == Some(block);
            if is_entry {
                // A loop's iter_args value: its init or what the body yields.
                let sources = ctx
                    .ir
                    .block_parent_op(block)
                    .filter(|&op| is_loop(ctx, op))
                    .and_then(|op| (index as usize).checked_sub(1).and_then(|i| region_branch_sources(ctx, op, i)));
                match sources {
                    Some(sources) => {
                        sources.into_iter().for_each(|s| underlying_values(ctx, s, depth - 1, visited, out))
                    }
                    None => out.push(v),
                }
                return;
            }
            // A non-entry block: the values its predecessors pass.
            for &(term, succ_index) in &ctx.ir.block(block).pred_uses {
                match branch_operand(ctx, term, succ_index as usize, index as usize) {
                    Some(incoming) => underlying_values(ctx, incoming, depth - 1, visited, out),
                    None => {
                        out.push(v);
                        return;
                    }
                }
            }
        }
    }
}

/// The operand branch `term` passes to argument `arg` of its successor
/// `succ`, if the branch is one `cf` understands.
fn branch_operand(ctx: &Context, term: OpId, succ: usize, arg: usize) -> Option<ValueId> {
    affine_dialects::cf::successor_operands(ctx, term, succ).get(arg).copied()
}

fn is_loop(ctx: &Context, op: OpId) -> bool {
    matches!(ctx.op_name_str(ctx.ir.op(op).name), "scf.for" | "affine.for")
}

/// The values that flow into result `index` of a region branch op (MLIR's
/// `RegionBranchOpInterface` as `collectUnderlyingAddressValues` uses it),
/// for `scf.if` / `affine.if` (what each branch yields) and `scf.for` /
/// `affine.for` (the init, and what the body yields); `None` for other ops
/// or malformed ones.
fn region_branch_sources(ctx: &Context, op: OpId, index: usize) -> Option<Vec<ValueId>> {
    let mut sources = Vec::new();
    match ctx.op_name_str(ctx.ir.op(op).name) {
        "scf.if" | "affine.if" => {}
        "scf.for" => sources.push(*affine_dialects::scf::for_parts(ctx, op)?.3.get(index)?),
        "affine.for" => sources.push(*affine_dialects::affine::AffineForView::get(ctx, op)?.inits.get(index)?),
        _ => return None,
    }
    for &r in ctx.ir.regions(op) {
        for b in ctx.ir.region_blocks(r) {
            let term = ctx.ir.terminator(b)?;
            sources.push(*ctx.ir.operands(term).get(index)?);
        }
    }
    Some(sources)
}

/// What MLIR's `getAllocEffectFor` finds: the op allocating `v`, and the
/// op bounding the allocation's lifetime (for `memref.alloca`, the closest
/// automatic allocation scope; otherwise the enclosing function).
fn allocation_scope(ctx: &Context, v: ValueId) -> Option<Option<OpId>> {
    let op = match ctx.ir.value(v).def {
        ValueDef::OpResult(op, _) => op,
        ValueDef::BlockArg(b, _) => ctx.ir.block_parent_op(b)?,
    };
    let effects = ctx.op_def(ctx.ir.op(op).name)?.effects.map(|_| ctx.memory_effects(op))??;
    if !effects.iter().any(|e| e.kind == EffectKind::Allocate && e.value == Some(v)) {
        return None;
    }
    let automatic = ctx.op_name_str(ctx.ir.op(op).name) == "memref.alloca";
    let mut cur = ctx.ir.parent_op(op);
    while let Some(p) = cur {
        let found = if automatic {
            ctx.op_has_trait(p, traits::AUTOMATIC_ALLOCATION_SCOPE)
        } else {
            matches!(ctx.op_name_str(ctx.ir.op(p).name), "func.func" | "gpu.func" | "spirv.func")
        };
        if found {
            return Some(Some(p));
        }
        cur = ctx.ir.parent_op(p);
    }
    Some(None)
}

fn is_constant(ctx: &Context, v: ValueId) -> bool {
    ctx.ir.defining_op(v).is_some_and(|op| ctx.op_has_trait(op, traits::CONSTANT_LIKE))
}

/// MLIR's `LocalAliasAnalysis::aliasImpl(a, b) == NoAlias`.
fn distinct(ctx: &Context, a: ValueId, b: ValueId) -> bool {
    if a == b {
        return false;
    }
    match (is_constant(ctx, a), is_constant(ctx, b)) {
        (true, true) => return false,
        (true, false) => return allocation_scope(ctx, b).is_some(),
        (false, true) => return allocation_scope(ctx, a).is_some(),
        (false, false) => {}
    }
    let (sa, sb) = (allocation_scope(ctx, a), allocation_scope(ctx, b));
    let (scope, other) = match (sa, sb) {
        (Some(_), Some(_)) => return true,
        (None, None) => return false,
        (Some(s), None) => (s, b),
        (None, Some(s)) => (s, a),
    };
    let Some(scope) = scope else { return false };
    // `other` defined above the allocation scope, or an entry argument of
    // the scope itself, cannot be the allocation.
    let (block, is_arg) = match ctx.ir.value(other).def {
        ValueDef::OpResult(op, _) => (ctx.ir.op(op).parent, false),
        ValueDef::BlockArg(b, _) => (Some(b), true),
    };
    let Some(block) = block else { return false };
    let Some(parent) = ctx.ir.block_parent_op(block) else { return false };
    if parent != scope && ctx.ir.is_ancestor(parent, scope) {
        return true;
    }
    parent == scope && is_arg && ctx.ir.block(block).parent.and_then(|r| ctx.ir.entry_block(r)) == Some(block)
}

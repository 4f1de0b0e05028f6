//! Canonicalization patterns of the `cf` ops, as `mlir-opt` 22 has them
//! (`ControlFlowOps.cpp`):
//!
//! * `cf.assert` on a constant true goes;
//! * `cf.br` to a block whose only predecessor it is merges the two blocks;
//!   otherwise a branch to a block that only branches on is redirected
//!   ("collapsed") to that block's destination;
//! * `cf.cond_br` on a constant becomes a `cf.br`; its destinations are
//!   collapsed; two edges to one block become one branch (with
//!   `arith.select`s for differing operands when the block has no other
//!   predecessor); a branch on the condition its only predecessor branched
//!   on takes the known side; uses of the condition in a destination with
//!   a single predecessor become the constant it has there;
//! * `cf.switch` with only a default becomes a `cf.br`; cases going where
//!   the default goes are dropped; a constant flag picks its case; case and
//!   default destinations are collapsed; a switch on the flag its only
//!   predecessor switched on takes the known case, or drops the cases the
//!   predecessor's default excludes.
//!
//! The branches these patterns create carry no `branch_weights` and no
//! discardable attributes, as MLIR's builders.

use affine_ir::context::Location;
use affine_ir::ir::{BlockId, OpId, ValueDef, ValueId};
use affine_ir::rewrite::{PatternRewriter, RewritePatternSet};

use super::{SwitchCase, build_br, build_cond_br, build_switch, successor_operands, switch_case_values};
use crate::scf::canonicalize::{bool_constant, create_value, is_one, scalar_int};

/// The canonicalization patterns of the cf op `name`, in MLIR's order.
pub fn patterns(name: &str, set: &mut RewritePatternSet) {
    match name {
        "cf.assert" => set.add_fn("AssertOp::canonicalize", "cf.assert", erase_true_assert),
        "cf.br" => set.add_fn("BranchOp::canonicalize", "cf.br", simplify_br),
        "cf.cond_br" => {
            set.add_fn("SimplifyConstCondBranchPred", "cf.cond_br", const_cond_branch);
            set.add_fn("SimplifyPassThroughCondBranch", "cf.cond_br", pass_through_cond_branch);
            set.add_fn("SimplifyCondBranchIdenticalSuccessors", "cf.cond_br", cond_branch_identical_successors);
            set.add_fn(
                "SimplifyCondBranchFromCondBranchOnSameCondition",
                "cf.cond_br",
                cond_branch_from_cond_branch_on_same_condition,
            );
            set.add_fn("CondBranchTruthPropagation", "cf.cond_br", cond_branch_truth_propagation);
        }
        "cf.switch" => {
            set.add_fn("simplifySwitchWithOnlyDefault", "cf.switch", switch_with_only_default);
            set.add_fn("dropSwitchCasesThatMatchDefault", "cf.switch", drop_switch_cases_that_match_default);
            set.add_fn("simplifyConstSwitchValue", "cf.switch", const_switch_value);
            set.add_fn("simplifyPassThroughSwitch", "cf.switch", pass_through_switch);
            set.add_fn("simplifySwitchFromSwitchOnSameCondition", "cf.switch", switch_from_switch_on_same_condition);
            set.add_fn(
                "simplifySwitchFromDefaultSwitchOnSameCondition",
                "cf.switch",
                switch_from_default_switch_on_same_condition,
            );
        }
        _ => {}
    }
}

// ----------------------------------------------------------------------
// Helpers
// ----------------------------------------------------------------------

fn loc(rw: &PatternRewriter<'_>, op: OpId) -> Location {
    rw.ctx.ir.op(op).loc
}

fn block_of(rw: &PatternRewriter<'_>, op: OpId) -> Option<BlockId> {
    rw.ctx.ir.op(op).parent
}

fn successor(rw: &PatternRewriter<'_>, op: OpId, i: usize) -> BlockId {
    rw.ctx.ir.op(op).successors[i]
}

/// MLIR's `Block::getSinglePredecessor`: the block of the only edge into `b`.
fn single_predecessor(rw: &PatternRewriter<'_>, b: BlockId) -> Option<BlockId> {
    match rw.ctx.ir.predecessors(b)[..] {
        [p] => Some(p),
        _ => None,
    }
}

/// MLIR's `Block::getUniquePredecessor`: the block every edge into `b`
/// comes from.
fn unique_predecessor(rw: &PatternRewriter<'_>, b: BlockId) -> Option<BlockId> {
    let preds = rw.ctx.ir.predecessors(b);
    let first = *preds.first()?;
    preds.iter().all(|&p| p == first).then_some(first)
}

fn terminator_named(rw: &PatternRewriter<'_>, b: BlockId, name: &str) -> Option<OpId> {
    let t = rw.ctx.ir.block(b).last?;
    (rw.ctx.op_name_str(rw.ctx.ir.op(t).name) == name).then_some(t)
}

/// MLIR's `collapseBranch`: if `dest` holds nothing but a `cf.br` elsewhere
/// and its arguments are only used by that branch, the branch's
/// destination and operands (arguments of `dest` replaced by `operands`).
fn collapse_branch(rw: &PatternRewriter<'_>, dest: BlockId, operands: &[ValueId]) -> Option<(BlockId, Vec<ValueId>)> {
    let ir = &rw.ctx.ir;
    let only = ir.block(dest).first?;
    if ir.block(dest).last != Some(only) {
        return None;
    }
    let br = terminator_named(rw, dest, "cf.br")?;
    let args = ir.block_args(dest);
    if args.iter().any(|&a| ir.uses(a).iter().any(|u| u.op != br)) {
        return None;
    }
    let next = ir.op(br).successors[0];
    if next == dest {
        return None;
    }
    let forwarded = ir
        .operands(br)
        .iter()
        .map(|&v| match ir.value(v).def {
            ValueDef::BlockArg(b, i) if b == dest => operands[i as usize],
            _ => v,
        })
        .collect();
    Some((next, forwarded))
}

// ----------------------------------------------------------------------
// cf.assert, cf.br
// ----------------------------------------------------------------------

fn erase_true_assert(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if !is_one(rw.ctx, rw.ctx.ir.operands(op)[0]) {
        return false;
    }
    rw.erase_op(op);
    true
}

/// `simplifyBrToBlockWithSinglePred`, then `simplifyPassThroughBr`.
fn simplify_br(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let dest = successor(rw, op, 0);
    let Some(block) = block_of(rw, op) else { return false };
    let operands = rw.ctx.ir.operands(op).to_vec();
    if dest != block && rw.ctx.ir.predecessors(dest).len() == 1 {
        rw.erase_op(op);
        rw.merge_blocks(dest, block, &operands);
        return true;
    }
    if dest == block {
        return false;
    }
    let Some((next, forwarded)) = collapse_branch(rw, dest, &operands) else { return false };
    replace_with_br(rw, op, next, forwarded);
    true
}

// ----------------------------------------------------------------------
// cf.cond_br
// ----------------------------------------------------------------------

/// Replaces `op` by `cf.br ^dest(operands)`.
fn replace_with_br(rw: &mut PatternRewriter<'_>, op: OpId, dest: BlockId, operands: Vec<ValueId>) {
    let l = loc(rw, op);
    rw.set_insertion_point_before(op);
    build_br(rw, dest, operands, l);
    rw.replace_op(op, &[]);
}

fn cond(rw: &PatternRewriter<'_>, op: OpId) -> ValueId {
    rw.ctx.ir.operands(op)[0]
}

fn const_cond_branch(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(c) = scalar_int(rw.ctx, cond(rw, op)) else { return false };
    let side = if c.is_zero() { 1 } else { 0 };
    let ops = successor_operands(rw.ctx, op, side);
    replace_with_br(rw, op, successor(rw, op, side), ops);
    true
}

fn pass_through_cond_branch(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let mut dests: Vec<(BlockId, Vec<ValueId>)> =
        (0..2).map(|i| (successor(rw, op, i), successor_operands(rw.ctx, op, i))).collect();
    let mut changed = false;
    for d in &mut dests {
        if let Some(c) = collapse_branch(rw, d.0, &d.1) {
            *d = c;
            changed = true;
        }
    }
    if !changed {
        return false;
    }
    let (c, l) = (cond(rw, op), loc(rw, op));
    let f = dests.pop().expect("two destinations");
    let t = dests.pop().expect("two destinations");
    rw.set_insertion_point_before(op);
    build_cond_br(rw, c, t, f, l);
    rw.replace_op(op, &[]);
    true
}

fn cond_branch_identical_successors(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let dest = successor(rw, op, 0);
    if dest != successor(rw, op, 1) {
        return false;
    }
    let (t_ops, f_ops) = (successor_operands(rw.ctx, op, 0), successor_operands(rw.ctx, op, 1));
    if t_ops == f_ops {
        replace_with_br(rw, op, dest, t_ops);
        return true;
    }
    if unique_predecessor(rw, dest) != block_of(rw, op) {
        return false;
    }
    let (c, l) = (cond(rw, op), loc(rw, op));
    rw.set_insertion_point_before(op);
    let merged: Vec<ValueId> = t_ops
        .into_iter()
        .zip(f_ops)
        .map(|(a, b)| {
            if a == b {
                a
            } else {
                let ty = rw.ctx.ir.value_type(a);
                create_value(rw, "arith.select", vec![c, a, b], ty, l)
            }
        })
        .collect();
    replace_with_br(rw, op, dest, merged);
    true
}

fn cond_branch_from_cond_branch_on_same_condition(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(current) = block_of(rw, op) else { return false };
    let Some(pred) = single_predecessor(rw, current) else { return false };
    let Some(pred_br) = terminator_named(rw, pred, "cf.cond_br") else { return false };
    if cond(rw, op) != cond(rw, pred_br) {
        return false;
    }
    let side = if current == successor(rw, pred_br, 0) { 0 } else { 1 };
    let ops = successor_operands(rw.ctx, op, side);
    replace_with_br(rw, op, successor(rw, op, side), ops);
    true
}

fn cond_branch_truth_propagation(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (c, l) = (cond(rw, op), loc(rw, op));
    let mut replaced = false;
    for (side, truth) in [(0, true), (1, false)] {
        let dest = successor(rw, op, side);
        if single_predecessor(rw, dest).is_none() {
            continue;
        }
        let mut constant = None;
        let uses: Vec<_> = rw.ctx.ir.uses_in_mlir_order(c).into_iter().collect();
        for u in uses {
            if rw.ctx.ir.op(u.op).parent != Some(dest) {
                continue;
            }
            replaced = true;
            let k = *constant.get_or_insert_with(|| bool_constant(rw, truth, l));
            rw.modify_op_in_place(u.op, |ctx| ctx.ir.set_operand(u.op, u.index as usize, k));
        }
    }
    replaced
}

// ----------------------------------------------------------------------
// cf.switch
// ----------------------------------------------------------------------

/// The flag, default destination and cases of a `cf.switch`.
fn switch_parts(rw: &PatternRewriter<'_>, op: OpId) -> (ValueId, (BlockId, Vec<ValueId>), Vec<SwitchCase>) {
    let values = switch_case_values(rw.ctx, op);
    let cases = values
        .into_iter()
        .enumerate()
        .map(|(i, v)| (v, successor(rw, op, i + 1), successor_operands(rw.ctx, op, i + 1)))
        .collect();
    (cond(rw, op), (successor(rw, op, 0), successor_operands(rw.ctx, op, 0)), cases)
}

fn replace_with_switch(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    flag: ValueId,
    default: (BlockId, Vec<ValueId>),
    cases: Vec<SwitchCase>,
) {
    let l = loc(rw, op);
    rw.set_insertion_point_before(op);
    build_switch(rw, flag, default, cases, l);
    rw.replace_op(op, &[]);
}

fn switch_with_only_default(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.ctx.ir.op(op).successors.len() != 1 {
        return false;
    }
    let ops = successor_operands(rw.ctx, op, 0);
    replace_with_br(rw, op, successor(rw, op, 0), ops);
    true
}

fn drop_switch_cases_that_match_default(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (flag, default, cases) = switch_parts(rw, op);
    let n = cases.len();
    let kept: Vec<SwitchCase> = cases.into_iter().filter(|c| c.1 != default.0 || c.2 != default.1).collect();
    if kept.len() == n {
        return false;
    }
    replace_with_switch(rw, op, flag, default, kept);
    true
}

/// MLIR's `foldSwitch`: `op` becomes a branch to the case of `value` (or
/// the default).
fn fold_switch(rw: &mut PatternRewriter<'_>, op: OpId, value: i128) {
    let (_, default, cases) = switch_parts(rw, op);
    let (dest, ops) = cases.into_iter().find(|c| c.0 == value).map(|c| (c.1, c.2)).unwrap_or(default);
    replace_with_br(rw, op, dest, ops);
}

fn const_switch_value(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(v) = scalar_int(rw.ctx, cond(rw, op)) else { return false };
    fold_switch(rw, op, v.sext_value());
    true
}

fn pass_through_switch(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (flag, mut default, mut cases) = switch_parts(rw, op);
    let mut changed = false;
    for c in &mut cases {
        if let Some((d, ops)) = collapse_branch(rw, c.1, &c.2) {
            (c.1, c.2) = (d, ops);
            changed = true;
        }
    }
    if let Some(d) = collapse_branch(rw, default.0, &default.1) {
        default = d;
        changed = true;
    }
    if !changed {
        return false;
    }
    replace_with_switch(rw, op, flag, default, cases);
    true
}

/// The `cf.switch` on the same flag ending the single predecessor of the
/// block of `op`, if any.
fn predecessor_switch(rw: &PatternRewriter<'_>, op: OpId) -> Option<(BlockId, OpId)> {
    let current = block_of(rw, op)?;
    let pred = single_predecessor(rw, current)?;
    let sw = terminator_named(rw, pred, "cf.switch")?;
    (cond(rw, sw) == cond(rw, op)).then_some((current, sw))
}

fn switch_from_switch_on_same_condition(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((current, pred)) = predecessor_switch(rw, op) else { return false };
    let (_, pred_default, pred_cases) = switch_parts(rw, pred);
    if pred_default.0 == current {
        return false;
    }
    match pred_cases.iter().find(|c| c.1 == current) {
        Some(c) => fold_switch(rw, op, c.0),
        None => {
            let ops = successor_operands(rw.ctx, op, 0);
            replace_with_br(rw, op, successor(rw, op, 0), ops);
        }
    }
    true
}

fn switch_from_default_switch_on_same_condition(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((current, pred)) = predecessor_switch(rw, op) else { return false };
    let (_, pred_default, pred_cases) = switch_parts(rw, pred);
    if pred_default.0 != current {
        return false;
    }
    let excluded: Vec<i128> = pred_cases.iter().filter(|c| c.1 != current).map(|c| c.0).collect();
    let (flag, default, cases) = switch_parts(rw, op);
    let n = cases.len();
    let kept: Vec<SwitchCase> = cases.into_iter().filter(|c| !excluded.contains(&c.0)).collect();
    if kept.len() == n {
        return false;
    }
    replace_with_switch(rw, op, flag, default, kept);
    true
}

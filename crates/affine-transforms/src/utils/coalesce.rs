//! Coalescing perfectly nested normalized `affine.for` loops into one loop
//! (MLIR's `coalesceLoops` and `coalescePerfectlyNestedAffineLoops` in
//! `LoopUtils.cpp`), with `mlir-opt` 22's output.

use affine_analysis::loop_execution::trip_count_product_may_be_positive_when_empty;
use affine_dialects::affine::builders::{build_apply, build_min};
use affine_dialects::affine::scope::{affine_scope, is_valid_symbol_in};
use affine_dialects::affine::{AffineForMut, AffineForView};
use affine_ir::ir::InsertPoint;
use affine_ir::{Context, OpId, ValueId};

use super::loop_nest::{for_body, move_ops, ops_without_terminator, perfectly_nested_loops};

/// True if no operand of `loop` (bounds and initial values) is defined
/// inside `region_owner` (MLIR's `areValuesDefinedAbove(loop operands,
/// region)`).
fn operands_defined_above(ctx: &Context, loop_op: OpId, region_owner: OpId) -> bool {
    ctx.ir.operands(loop_op).iter().all(|&v| {
        let owner = match ctx.ir.defining_op(v) {
            Some(d) => ctx.ir.parent_op(d),
            None => ctx.ir.value_parent_block(v).and_then(|b| ctx.ir.block_parent_op(b)),
        };
        !owner.is_some_and(|o| ctx.ir.is_ancestor(region_owner, o))
    })
}

/// Coalesces the bands of the maximal perfect nest rooted at `root` whose
/// loops' bounds are all defined above the band's first loop, innermost
/// bands first (MLIR's `coalescePerfectlyNestedAffineLoops`). Returns true
/// if some band was coalesced. `mlir_compat`: see [`coalesce_loops`].
pub fn coalesce_perfectly_nested_loops(ctx: &mut Context, root: OpId, mlir_compat: bool) -> bool {
    let loops = perfectly_nested_loops(ctx, root);
    if loops.len() <= 1 {
        return false;
    }
    // For each loop, the outermost loop of the nest above which its
    // operands are all defined.
    let defined_above: Vec<usize> = (0..loops.len())
        .map(|i| (0..i).find(|&j| operands_defined_above(ctx, loops[i], loops[j])).unwrap_or(i))
        .collect();
    let mut coalesced = false;
    let mut end = loops.len();
    while end > 0 {
        let mut start = 0;
        while start + 1 < end {
            let max_pos = *defined_above[start..end].iter().max().expect("a non-empty band");
            if max_pos > start {
                start += 1;
                continue;
            }
            coalesced |= coalesce_loops(ctx, &loops[start..end], mlir_compat);
            break;
        }
        if start + 1 != end {
            end = start + 1;
        }
        end -= 1;
    }
    coalesced
}

/// Replaces the perfect nest `loops` (outermost first), every loop with
/// lower bound 0 and step 1, by one loop over the product of their trip
/// counts whose induction variable is split back into the original ones
/// with `floordiv` / `mod` (MLIR's `coalesceLoops`). Returns false (and
/// changes nothing) if some loop is not normalized.
///
/// Unless `mlir_compat`, also false when the product of the trip counts
/// may be positive where the nest runs no iteration (an even number of
/// them negative): `mlir-opt` 22 multiplies them regardless, so its
/// coalesced loop then runs (and divides by the negative counts) where the
/// nest ran nothing
/// (tests/lit/upstream-bugs/loop-coalescing-negative-trip-counts.mlir).
pub fn coalesce_loops(ctx: &mut Context, loops: &[OpId], mlir_compat: bool) -> bool {
    if loops.len() < 2 {
        return true;
    }
    let normalized = loops
        .iter()
        .all(|&l| AffineForView::get(ctx, l).is_some_and(|v| v.step == 1 && v.constant_lower_bound(ctx) == Some(0)));
    if !normalized {
        return false;
    }
    // The upper bounds become symbols of the coalesced loop's bound and of
    // the `floordiv` / `mod` maps: `mlir-opt` 22 does not check that they
    // can be, and produces invalid IR when a bound depends on an enclosing
    // loop's induction variable
    // (tests/lit/upstream-bugs/loop-coalescing-bound-not-symbol.mlir).
    let region = affine_scope(ctx, loops[0]);
    let symbols = loops.iter().all(|&l| {
        let view = AffineForView::get(ctx, l).expect("a loop");
        view.upper_operands.iter().all(|&v| is_valid_symbol_in(ctx, v, region))
    });
    if !symbols {
        return false;
    }
    if !mlir_compat {
        let upper_bounds: Vec<_> = loops
            .iter()
            .map(|&l| {
                let view = AffineForView::get(ctx, l).expect("a loop");
                (view.upper_map, view.upper_operands.to_vec())
            })
            .collect();
        if trip_count_product_may_be_positive_when_empty(ctx, loops[0], &upper_bounds) {
            return false;
        }
    }
    let outermost = loops[0];
    let innermost = *loops.last().expect("two loops");
    let loc = ctx.ir.op(outermost).loc;
    let before = InsertPoint::Before(outermost);
    // 1. The upper bound of each loop as a value (min of several results),
    // 2. and their running product.
    let mut upper_bounds: Vec<ValueId> = Vec::with_capacity(loops.len());
    let mut product: Option<ValueId> = None;
    for &l in loops {
        let view = AffineForView::get(ctx, l).expect("a loop");
        let (map, operands) = (view.upper_map, view.upper_operands.to_vec());
        let op = if ctx.affine.map_data(map).results.len() == 1 {
            build_apply(ctx, map, &operands, loc, before)
        } else {
            build_min(ctx, map, &operands, loc, before)
        };
        let ub = ctx.ir.result(op, 0);
        upper_bounds.push(ub);
        product = Some(match product {
            None => ub,
            Some(prev) => {
                let d0 = ctx.affine.dim(0);
                let s0 = ctx.affine.symbol(0);
                let e = ctx.affine.mul(d0, s0);
                let map = ctx.affine.map(1, 1, &[e]);
                let op = build_apply(ctx, map, &[prev, ub], loc, before);
                ctx.ir.result(op, 0)
            }
        });
    }
    let total = product.expect("two loops");
    let symbol_identity = ctx.affine.symbol_identity_map();
    AffineForMut::get(ctx, outermost).expect("a loop").set_upper_bound(symbol_identity, &[total]);
    // 3. The original induction variables, innermost first: the running
    // quotient by the inner trip counts, modulo this loop's.
    let body = for_body(ctx, outermost);
    let mut ip = match ctx.ir.block(body).first {
        Some(first) => InsertPoint::Before(first),
        None => InsertPoint::BlockEnd(body),
    };
    let innermost_region = ctx.ir.regions(innermost)[0];
    let mut previous = AffineForView::get(ctx, outermost).expect("a loop").iv;
    for idx in (1..=loops.len()).rev() {
        if idx != loops.len() {
            let d0 = ctx.affine.dim(0);
            let s0 = ctx.affine.symbol(0);
            let e = ctx.affine.floor_div(d0, s0);
            let map = ctx.affine.map(1, 1, &[e]);
            let op = build_apply(ctx, map, &[previous, upper_bounds[idx]], loc, ip);
            ip = InsertPoint::After(op);
            previous = ctx.ir.result(op, 0);
        }
        let iv = if idx == 1 {
            previous
        } else {
            let d0 = ctx.affine.dim(0);
            let s0 = ctx.affine.symbol(0);
            let e = ctx.affine.modulo(d0, s0);
            let map = ctx.affine.map(1, 1, &[e]);
            let op = build_apply(ctx, map, &[previous, upper_bounds[idx - 1]], loc, ip);
            ip = InsertPoint::After(op);
            ctx.ir.result(op, 0)
        };
        let old_iv = AffineForView::get(ctx, loops[idx - 1]).expect("a loop").iv;
        replace_uses_in_region(ctx, old_iv, iv, innermost_region);
    }
    // 4. The innermost body moves in front of the second loop, which goes.
    let second = loops[1];
    let inner_body = for_body(ctx, innermost);
    let ops = ops_without_terminator(ctx, inner_body);
    if let Some(t) = ctx.ir.terminator(inner_body) {
        ctx.ir.erase_op(t);
    }
    move_ops(ctx, &ops, InsertPoint::Before(second));
    let view = AffineForView::get(ctx, second).expect("a loop");
    let (args, inits) = (view.iter_args.to_vec(), view.inits.to_vec());
    for (a, i) in args.into_iter().zip(inits) {
        ctx.ir.replace_all_uses(a, i);
    }
    ctx.ir.erase_op(second);
    true
}

/// Replaces the uses of `from` by `to` in the ops nested in `region`
/// (MLIR's `replaceAllUsesInRegionWith`).
fn replace_uses_in_region(ctx: &mut Context, from: ValueId, to: ValueId, region: affine_ir::RegionId) {
    let owner = ctx.ir.region(region).parent.expect("a region of an op");
    ctx.ir.replace_uses_if(from, to, |ir, u| u.op != owner && ir.is_ancestor(owner, u.op));
}

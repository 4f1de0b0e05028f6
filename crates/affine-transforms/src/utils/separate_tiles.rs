//! Separation of full and partial tiles (MLIR's `separateFullTiles`,
//! `createFullTiles`, `createSeparationCondition` in `LoopUtils.cpp`).

use affine_analysis::access::Resolution;
use affine_analysis::constraints::ValueConstraints;
use affine_dialects::affine::builders::{build_for, build_if};
use affine_dialects::affine::utils::{
    canonicalize_map_and_operands, canonicalize_set_and_operands, fully_compose_affine_map_and_operands,
};
use affine_dialects::affine::{AffineForView, AffineIfView};
use affine_ir::affine::{AffineExpr, AffineMap, IntegerSet};
use affine_ir::ir::{InsertPoint, ValueMap};
use affine_ir::{Context, OpId, ValueId};
use presburger::{Int, VarKind};

use super::loop_nest::{for_body, move_ops, ops_without_terminator};

/// MLIR's `createCanonicalizedAffineForOp`: the bounds fully composed,
/// canonicalized and without duplicate expressions.
pub(crate) fn create_canonicalized_for(
    ctx: &mut Context,
    lb: (AffineMap, Vec<ValueId>),
    ub: (AffineMap, Vec<ValueId>),
    loc: affine_ir::Location,
    ip: InsertPoint,
) -> OpId {
    let (mut lm, mut lo) = lb;
    let (mut um, mut uo) = ub;
    fully_compose_affine_map_and_operands(ctx, &mut lm, &mut lo);
    canonicalize_map_and_operands(ctx, &mut lm, &mut lo);
    lm = remove_duplicate_exprs(ctx, lm);
    fully_compose_affine_map_and_operands(ctx, &mut um, &mut uo);
    canonicalize_map_and_operands(ctx, &mut um, &mut uo);
    um = remove_duplicate_exprs(ctx, um);
    build_for(ctx, lm, &lo, um, &uo, 1, &[], loc, ip)
}

/// MLIR's `removeDuplicateExprs`: keeps the first of equal results.
fn remove_duplicate_exprs(ctx: &mut Context, map: AffineMap) -> AffineMap {
    let data = ctx.affine.map_data(map).clone();
    let mut results: Vec<AffineExpr> = Vec::with_capacity(data.results.len());
    for e in data.results {
        if !results.contains(&e) {
            results.push(e);
        }
    }
    ctx.affine.map(data.num_dims, data.num_symbols, &results)
}

/// Separates the full tiles of the intra-tile loops `nest` (outermost
/// first, each the only loop in the previous one, unit steps) from the
/// partial ones (MLIR's `separateFullTiles`): an `affine.if` whose
/// condition holds exactly on full tiles runs a copy of the nest with
/// constant trip counts; its `else` runs the original nest (when every
/// tile is full the condition is `0 == 0`, as in `mlir-opt`). Returns the
/// full-tile loops, or `None` (leaving the IR unchanged) when some loop has
/// a non-unit step or no bound pair at a constant distance, or when a
/// bound or the condition needs local variables.
pub fn separate_full_tiles(ctx: &mut Context, nest: &[OpId]) -> Option<Vec<OpId>> {
    let Some(&first) = nest.first() else { return Some(Vec::new()) };
    let full = create_full_tiles(ctx, nest).ok()?;
    let Some(if_op) = create_separation_condition(ctx, nest, first) else {
        ctx.ir.erase_op(full[0]);
        return None;
    };
    let view = AffineIfView::get(ctx, if_op).expect("an affine.if");
    let (then_block, else_block) = (view.then_block, view.else_block.expect("an else block"));
    let then_end = ctx.ir.terminator(then_block).expect("a yield");
    move_ops(ctx, &[full[0]], InsertPoint::Before(then_end));
    let else_end = ctx.ir.terminator(else_block).expect("a yield");
    move_ops(ctx, &[first], InsertPoint::Before(else_end));
    Some(full)
}

/// MLIR's `createFullTiles`: a copy of `nest` whose loops go over the
/// lower/upper bound pair at a constant distance, built before the nest.
fn create_full_tiles(ctx: &mut Context, nest: &[OpId]) -> Result<Vec<OpId>, ()> {
    let loc = ctx.ir.op(nest[0]).loc;
    let mut ip = InsertPoint::Before(nest[0]);
    let mut cst = ValueConstraints::new();
    let mut full: Vec<OpId> = Vec::with_capacity(nest.len());
    let fail = |ctx: &mut Context, full: &[OpId]| {
        if let Some(&f) = full.first() {
            ctx.ir.erase_op(f);
        }
        Err(())
    };
    for &l in nest {
        let view = AffineForView::get(ctx, l).ok_or(())?;
        if view.step != 1 {
            return fail(ctx, &full);
        }
        // getIndexSet({loop}, &cst): the loop's IV as the first dim of a
        // fresh system (MLIR reuses the system, which getIndexSet resets).
        cst = ValueConstraints::new();
        cst.append_dim(view.iv);
        if cst.add_for_domain(ctx, l, Resolution::MLIR).is_err() {
            return fail(ctx, &full);
        }
        // Everything but this loop's IV as symbols.
        let nd = cst.num_dims();
        cst.rel.convert_var_kind(VarKind::Range, 1, nd, VarKind::Symbol, 0);
        let Some(size) = cst.rel.constant_bound_on_dim_size(0) else { return fail(ctx, &full) };
        if size.lb_row == size.ub_row {
            // From an equality (MLIR: "equalities not yet handled").
            return fail(ctx, &full);
        }
        let (lb_row, ub_row) = (size.lb_row, size.ub_row);
        // All variables as dims again.
        let ns = cst.num_symbols();
        cst.rel.convert_var_kind(VarKind::Symbol, 0, ns, VarKind::Range, 1);
        let (Some(lb), Some(ub)) = (ineq_as_value_map(ctx, &cst, lb_row), ineq_as_value_map(ctx, &cst, ub_row)) else {
            return fail(ctx, &full);
        };
        let new = create_canonicalized_for(ctx, lb, ub, loc, ip);
        let terminator = ctx.ir.terminator(for_body(ctx, new)).expect("a yield");
        ip = InsertPoint::Before(terminator);
        full.push(new);
    }
    let _ = cst;
    let mut map = ValueMap::new();
    for (&l, &f) in nest.iter().zip(&full) {
        let (a, b) = (AffineForView::get(ctx, l).ok_or(())?.iv, AffineForView::get(ctx, f).ok_or(())?.iv);
        map.map(a, b);
    }
    let last = *full.last().expect("a loop");
    let terminator = ctx.ir.terminator(for_body(ctx, last)).expect("a yield");
    for op in ops_without_terminator(ctx, for_body(ctx, *nest.last().expect("a loop"))) {
        let copy = ctx.ir.clone_op(op, &mut map);
        ctx.ir.insert_op(copy, InsertPoint::Before(terminator));
    }
    Ok(full)
}

/// MLIR's `createSeparationCondition`: the `affine.if` (with an `else`)
/// that holds exactly when every loop of `nest` has its full-tile bounds,
/// built before `before`; `None` when there is no such condition (every
/// tile is full).
fn create_separation_condition(ctx: &mut Context, nest: &[OpId], before: OpId) -> Option<OpId> {
    let mut cst = ValueConstraints::new();
    for &l in nest {
        let iv = AffineForView::get(ctx, l)?.iv;
        cst.append_dim(iv);
    }
    for &l in nest {
        cst.add_for_domain(ctx, l, Resolution::MLIR).ok()?;
    }
    cst.rel.remove_independent_constraints(0, nest.len());
    for _ in nest {
        // Everything but the first dim as symbols.
        let nd = cst.num_dims();
        cst.rel.convert_var_kind(VarKind::Range, 1, nd, VarKind::Symbol, 0);
        let size = cst.rel.constant_bound_on_dim_size(0)?;
        let full_lb = cst.rel.inequality(size.lb_row).to_vec();
        let full_ub = cst.rel.inequality(size.ub_row).to_vec();
        // Every row bounding the dim (MLIR: no other variable excluded).
        let (lbs, ubs, _) = cst.rel.lower_and_upper_bound_indices(0, 0, 0);
        let ncols = cst.rel.num_cols();
        // The rows rewritten in place (their order is the set's).
        let mut rows: Vec<Vec<Int>> = (0..cst.rel.num_inequalities()).map(|r| cst.rel.inequality(r).to_vec()).collect();
        for r in lbs {
            rows[r] = (0..ncols).map(|c| &full_lb[c] - &rows[r][c]).collect();
        }
        for r in ubs {
            rows[r] = (0..ncols).map(|c| &rows[r][c] - &full_ub[c]).collect();
        }
        cst.rel.remove_inequality_range(0, rows.len());
        for row in &rows {
            cst.rel.add_inequality(row);
        }
        cst.rel.remove_var(0);
        // Back to dims for the next loop.
        let ns = cst.num_symbols();
        cst.rel.convert_var_kind(VarKind::Symbol, 0, ns, VarKind::Range, cst.num_dims());
    }
    cst.rel.remove_trivial_redundancy();
    let (mut set, mut operands) = as_integer_set(ctx, &cst)?;
    canonicalize_set_and_operands(ctx, &mut set, &mut operands);
    let loc = ctx.ir.op(nest[0]).loc;
    Some(build_if(ctx, set, &operands, &[], true, loc, InsertPoint::Before(before)))
}

/// Constraint `row` of a system with `num_dims_and_symbols` dims and
/// symbols as machine integers without the columns of local variables,
/// which must all be 0 (`None` otherwise, or on overflow): the rows these
/// utilities turn into expressions never use the local variables that
/// loop steps add (MLIR rebuilds such locals' expressions, and multiplies
/// them by 0).
fn row_without_locals(row: &[Int], num_dims_and_symbols: usize) -> Option<Vec<i64>> {
    let (cst, body) = row.split_last()?;
    if body[num_dims_and_symbols..].iter().any(|c| !c.is_zero()) {
        return None;
    }
    body[..num_dims_and_symbols].iter().chain(std::iter::once(cst)).map(Int::to_i64).collect()
}

/// The values of the dims and symbols of `cst` except the one at `skip`.
fn values_except(cst: &ValueConstraints, skip: Option<usize>) -> Option<Vec<ValueId>> {
    (0..cst.rel.num_dim_and_symbol_vars()).filter(|&p| Some(p) != skip).map(|p| cst.value(p)).collect()
}

/// MLIR's `getIneqAsAffineValueMap` at dim 0: inequality `row` as a bound
/// of the first dim (a lower bound if its coefficient there is positive,
/// else an exclusive upper bound) over the other dims and the symbols.
/// `None` when the row involves a local variable or a value is unknown.
fn ineq_as_value_map(ctx: &mut Context, cst: &ValueConstraints, row: usize) -> Option<(AffineMap, Vec<ValueId>)> {
    let ineq = row_without_locals(cst.rel.inequality(row), cst.rel.num_dim_and_symbol_vars())?;
    let mut bound: Vec<i64> = ineq[1..].to_vec();
    if ineq[0] > 0 {
        bound.iter_mut().for_each(|c| *c = -*c);
    } else {
        *bound.last_mut()? += 1;
    }
    let (nd, ns) = (cst.num_dims() - 1, cst.num_symbols());
    let expr = ctx.affine.expr_from_flat(&bound, nd, ns, &[]);
    let map = ctx.affine.map(nd as u32, ns as u32, &[expr]);
    Some((map, values_except(cst, Some(0))?))
}

/// MLIR's `getAsIntegerSet`: the system as an integer set over its dims
/// and symbols (`0 == 0` when it has no constraint). `None` when a
/// constraint involves a local variable or a value is unknown.
fn as_integer_set(ctx: &mut Context, cst: &ValueConstraints) -> Option<(IntegerSet, Vec<ValueId>)> {
    let (nd, ns) = (cst.num_dims(), cst.num_symbols());
    let operands = values_except(cst, None)?;
    if cst.rel.num_constraints() == 0 {
        let zero = ctx.affine.constant(0);
        return Some((ctx.affine.set(nd as u32, ns as u32, &[zero], &[true]), operands));
    }
    let rows = (0..cst.rel.num_equalities())
        .map(|r| cst.rel.equality(r))
        .chain((0..cst.rel.num_inequalities()).map(|r| cst.rel.inequality(r)));
    let mut exprs = Vec::with_capacity(cst.rel.num_constraints());
    for row in rows {
        let row = row_without_locals(row, nd + ns)?;
        exprs.push(ctx.affine.expr_from_flat(&row, nd, ns, &[]));
    }
    let flags: Vec<bool> = (0..exprs.len()).map(|i| i < cst.rel.num_equalities()).collect();
    Some((ctx.affine.set(nd as u32, ns as u32, &exprs, &flags), operands))
}

//! Canonicalization of the affine ops (MLIR's `AffineOps.cpp` patterns and
//! the map simplifications their folders use):
//!
//! * `SimplifyAffineOp` for apply, min, max, load, store, vector load/store
//!   and prefetch: compose the `affine.apply` ops feeding the map,
//!   canonicalize map and operands, simplify `floordiv` / `ceildiv` / `mod`
//!   with the known ranges of loop induction variables;
//! * min / max: single result to `affine.apply`, duplicate results removed,
//!   nested min / max of the same kind merged, results ordered;
//! * `affine.delinearize_index` / `affine.linearize_index`: see
//!   [`super::index_canon`];
//! * `affine.if`: an else block with only its yield dropped; a trivially
//!   true or false condition inlines the taken block;
//! * the map utilities the `affine.for` / `affine.if` / `affine.parallel`
//!   folders need (loop bound canonicalization, redundant min / max results).

use affine_ir::affine::{AffineExpr, AffineExprData, AffineExprKind, AffineMap};
use affine_ir::context::Context;
use affine_ir::ir::{InsertPoint, OpId, OpState, ValueId};
use affine_ir::rewrite::{PatternRewriter, RewritePatternSet};

use super::builders::{
    build_apply, build_load, build_max, build_min, build_store, build_vector_load, build_vector_store,
};
use super::fold::{ceil_div, floor_div, modulo};
use super::names;
use super::scope::for_induction_var_owner;
use super::utils::{canonicalize_map_and_operands, compose_affine_map_and_operands};
use super::views::{AccessKind, AffineAccessView, AffineApplyView, AffineForView, AffineIfView, AffinePrefetchView};

/// The op names with patterns here, as static strings (pattern roots).
const ROOTS: [&str; 11] = [
    names::APPLY,
    names::LOAD,
    names::STORE,
    names::VECTOR_LOAD,
    names::VECTOR_STORE,
    names::PREFETCH,
    names::MIN,
    names::MAX,
    names::IF,
    names::DELINEARIZE_INDEX,
    names::LINEARIZE_INDEX,
];

/// Adds the canonicalization patterns of affine op `name`.
pub fn patterns(name: &str, set: &mut RewritePatternSet) {
    let Some(&root) = ROOTS.iter().find(|&&r| r == name) else { return };
    match root {
        names::MIN | names::MAX => {
            set.add_fn("CanonicalizeSingleResultAffineMinMaxOp", root, single_result_min_max);
            set.add_fn("DeduplicateAffineMinMaxExpressions", root, deduplicate_min_max);
            set.add_fn("MergeAffineMinMaxOp", root, merge_min_max);
            set.add_fn("SimplifyAffineOp", root, simplify_affine_op);
            set.add_fn("CanonicalizeAffineMinMaxOpExprAndTermOrder", root, order_min_max);
        }
        names::IF => {
            set.add_fn("SimplifyDeadElse", root, simplify_dead_else);
            set.add_fn("AlwaysTrueOrFalseIf", root, always_true_or_false_if);
        }
        names::DELINEARIZE_INDEX | names::LINEARIZE_INDEX => super::index_canon::patterns(root, set),
        _ => set.add_fn("SimplifyAffineOp", root, simplify_affine_op),
    }
}

// ----------------------------------------------------------------------
// Bounds of expressions over loop induction variables
// ----------------------------------------------------------------------

/// The constant lower bound of an `affine.for` induction variable.
fn iv_lower_bound(ctx: &Context, v: ValueId) -> Option<i64> {
    let f = AffineForView::get(ctx, for_induction_var_owner(ctx, v)?)?;
    f.constant_lower_bound(ctx)
}

/// The largest value an `affine.for` induction variable takes (inclusive).
fn iv_upper_bound(ctx: &Context, v: ValueId) -> Option<i64> {
    let f = AffineForView::get(ctx, for_induction_var_owner(ctx, v)?)?;
    let ub = f.constant_upper_bound(ctx)?;
    match f.constant_lower_bound(ctx) {
        Some(lb) => Some(ub - 1 - (ub - lb - 1) % f.step),
        None => Some(ub - 1),
    }
}

/// Constant lower and upper (inclusive) bounds of each operand.
fn operand_bounds(ctx: &Context, operands: &[ValueId]) -> (Vec<Option<i64>>, Vec<Option<i64>>) {
    (
        operands.iter().map(|&v| iv_lower_bound(ctx, v)).collect(),
        operands.iter().map(|&v| iv_upper_bound(ctx, v)).collect(),
    )
}

/// A constant bound (upper, inclusive, or lower) of `e` from bounds of its
/// inputs (MLIR's `getBoundForAffineExpr`).
pub fn bound_for_affine_expr(
    ctx: &mut Context,
    e: AffineExpr,
    num_dims: usize,
    num_symbols: usize,
    lower_bounds: &[Option<i64>],
    upper_bounds: &[Option<i64>],
    upper: bool,
) -> Option<i64> {
    if let AffineExprData::Binary(kind, l, r) = ctx.affine.data(e) {
        let rhs = ctx.affine.as_constant(r);
        match kind {
            AffineExprKind::FloorDiv => {
                let c = rhs.filter(|&c| c >= 1)?;
                let b = bound_for_affine_expr(ctx, l, num_dims, num_symbols, lower_bounds, upper_bounds, upper)?;
                return Some(floor_div(b, c));
            }
            AffineExprKind::CeilDiv => {
                let c = rhs.filter(|&c| c >= 1)?;
                let b = bound_for_affine_expr(ctx, l, num_dims, num_symbols, lower_bounds, upper_bounds, upper)?;
                return Some(ceil_div(b, c));
            }
            AffineExprKind::Mod => {
                if let Some(c) = rhs.filter(|&c| c >= 1) {
                    let lb = bound_for_affine_expr(ctx, l, num_dims, num_symbols, lower_bounds, upper_bounds, false);
                    let ub = bound_for_affine_expr(ctx, l, num_dims, num_symbols, lower_bounds, upper_bounds, upper);
                    if let (Some(lb), Some(ub)) = (lb, ub)
                        && floor_div(lb, c) == floor_div(ub, c)
                    {
                        return Some(if upper { modulo(ub, c) } else { modulo(lb, c) });
                    }
                    return Some(if upper { c - 1 } else { 0 });
                }
            }
            _ => {}
        }
    }
    let flat = ctx.affine.flatten_exprs(&[e], num_dims, num_symbols).ok()?;
    if !flat.locals.is_empty() {
        return None;
    }
    let row = &flat.rows[0];
    let mut bound: i64 = 0;
    for i in 0..num_dims + num_symbols {
        let coef = row[i];
        if coef == 0 {
            continue;
        }
        let b = if (coef > 0) == upper { upper_bounds[i] } else { lower_bounds[i] };
        bound = bound.wrapping_add(b?.wrapping_mul(coef));
    }
    Some(bound.wrapping_add(*row.last()?))
}

/// The largest constant known to divide `e` (MLIR's
/// `getLargestKnownDivisor` in `AffineOps.cpp`, using loop steps).
fn largest_known_divisor(ctx: &Context, e: AffineExpr, operands: &[ValueId]) -> i64 {
    let div = ctx.affine.largest_known_divisor(e);
    let AffineExprData::Dim(pos) = ctx.affine.data(e) else { return div };
    let Some(f) = for_induction_var_owner(ctx, operands[pos as usize]).and_then(|o| AffineForView::get(ctx, o)) else {
        return 1;
    };
    if f.constant_lower_bound(ctx) == Some(0) {
        return f.step;
    }
    let lb_div = ctx
        .affine
        .map_data(f.lower_map)
        .results
        .iter()
        .map(|&r| ctx.affine.largest_known_divisor(r))
        .fold(None::<i64>, |acc, d| Some(acc.map_or(d, |a| gcd(a, d))))
        .unwrap_or(1);
    gcd(lb_div, f.step)
}

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a as i64
}

/// True if `e` is known to be in `[0, k)` (a constant, or a loop iv with
/// constant bounds inside the range).
fn non_negative_bounded_by(ctx: &Context, e: AffineExpr, operands: &[ValueId], k: i64) -> bool {
    match ctx.affine.data(e) {
        AffineExprData::Constant(c) => c >= 0 && c < k,
        AffineExprData::Dim(pos) => {
            let Some(f) = for_induction_var_owner(ctx, operands[pos as usize]).and_then(|o| AffineForView::get(ctx, o))
            else {
                return false;
            };
            matches!((f.constant_lower_bound(ctx), f.constant_upper_bound(ctx)), (Some(lb), Some(ub)) if lb >= 0 && ub <= k)
        }
        _ => false,
    }
}

/// `e = q * d + r` with `0 <= r < d` (MLIR's `isQTimesDPlusR`): `(d, q*d, r)`.
fn q_times_d_plus_r(ctx: &Context, e: AffineExpr, operands: &[ValueId]) -> Option<(i64, AffineExpr, AffineExpr)> {
    let AffineExprData::Binary(AffineExprKind::Add, l, r) = ctx.affine.data(e) else { return None };
    let div = largest_known_divisor(ctx, l, operands);
    if non_negative_bounded_by(ctx, r, operands, div) {
        return Some((div, l, r));
    }
    let div = largest_known_divisor(ctx, r, operands);
    if non_negative_bounded_by(ctx, l, operands, div) {
        return Some((div, r, l));
    }
    None
}

/// MLIR's `simplifyExprAndOperands`: simplifies `floordiv`, `ceildiv` and
/// `mod` using the ranges of loop induction variables among `operands`.
fn simplify_expr_and_operands(
    ctx: &mut Context,
    expr: AffineExpr,
    num_dims: usize,
    num_symbols: usize,
    operands: &[ValueId],
) -> AffineExpr {
    let AffineExprData::Binary(kind, l, r) = ctx.affine.data(expr) else { return expr };
    let l = simplify_expr_and_operands(ctx, l, num_dims, num_symbols, operands);
    let r = simplify_expr_and_operands(ctx, r, num_dims, num_symbols, operands);
    let expr = ctx.affine.binary(kind, l, r);
    let AffineExprData::Binary(kind, lhs, rhs) = ctx.affine.data(expr) else { return expr };
    if !matches!(kind, AffineExprKind::FloorDiv | AffineExprKind::CeilDiv | AffineExprKind::Mod) {
        return expr;
    }
    let Some(c) = ctx.affine.as_constant(rhs) else { return expr };
    if c <= 0 {
        return expr;
    }
    let (lbs, ubs) = operand_bounds(ctx, operands);
    let bound = |ctx: &mut Context, upper: bool| match ctx.affine.as_constant(lhs) {
        Some(v) => Some(v),
        None => bound_for_affine_expr(ctx, lhs, num_dims, num_symbols, &lbs, &ubs, upper),
    };
    if let (Some(lb), Some(ub)) = (bound(ctx, false), bound(ctx, true)) {
        if kind == AffineExprKind::FloorDiv && floor_div(lb, c) == floor_div(ub, c) {
            return ctx.affine.constant(floor_div(lb, c));
        }
        if kind == AffineExprKind::CeilDiv && ceil_div(lb, c) == ceil_div(ub, c) {
            return ctx.affine.constant(ceil_div(lb, c));
        }
        if kind == AffineExprKind::Mod && lb >= 0 && lb < c && ub < c {
            return lhs;
        }
    }
    if let Some((div, q_times_d, rem)) = q_times_d_plus_r(ctx, lhs, operands) {
        if div != 0 && c % div == 0 && kind == AffineExprKind::FloorDiv {
            return ctx.affine.floor_div(q_times_d, rhs);
        }
        if div % c == 0 && kind == AffineExprKind::Mod {
            return ctx.affine.modulo(rem, rhs);
        }
        return expr;
    }
    if (non_negative_bounded_by(ctx, lhs, operands, c) && kind == AffineExprKind::FloorDiv)
        || (largest_known_divisor(ctx, lhs, operands) % c == 0 && kind == AffineExprKind::Mod)
    {
        return ctx.affine.constant(0);
    }
    expr
}

/// MLIR's `simplifyMapWithOperands`.
pub fn simplify_map_with_operands(ctx: &mut Context, map: AffineMap, operands: &[ValueId]) -> AffineMap {
    let d = ctx.affine.map_data(map).clone();
    let results: Vec<AffineExpr> = d
        .results
        .iter()
        .map(|&e| simplify_expr_and_operands(ctx, e, d.num_dims as usize, d.num_symbols as usize, operands))
        .collect();
    ctx.affine.map(d.num_dims, d.num_symbols, &results)
}

/// MLIR's `simplifyMinOrMaxExprWithOperands`: drops results of a min (max)
/// map that can never be the smallest (largest), and turns results with
/// equal bounds into constants.
pub fn simplify_min_or_max_expr_with_operands(
    ctx: &mut Context,
    map: AffineMap,
    operands: &[ValueId],
    is_max: bool,
) -> AffineMap {
    if operands.is_empty() {
        return map;
    }
    let (clbs, cubs) = operand_bounds(ctx, operands);
    let d = ctx.affine.map_data(map).clone();
    let (nd, ns) = (d.num_dims as usize, d.num_symbols as usize);
    let mut lower = Vec::with_capacity(d.results.len());
    let mut upper = Vec::with_capacity(d.results.len());
    for &e in &d.results {
        match ctx.affine.as_constant(e) {
            Some(c) => {
                lower.push(Some(c));
                upper.push(Some(c));
            }
            None => {
                lower.push(bound_for_affine_expr(ctx, e, nd, ns, &clbs, &cubs, false));
                upper.push(bound_for_affine_expr(ctx, e, nd, ns, &clbs, &cubs, true));
            }
        }
    }
    let mut kept = Vec::with_capacity(d.results.len());
    for (i, &e0) in d.results.iter().enumerate() {
        let mut e = e0;
        if let (Some(l), Some(u)) = (lower[i], upper[i])
            && l == u
        {
            e = ctx.affine.constant(l);
        }
        let redundant = if is_max {
            let Some(ui) = upper[i] else {
                kept.push(e);
                continue;
            };
            lower.iter().enumerate().any(|(pos, &other)| {
                let Some(other) = other else { return false };
                if pos == i || other < ui {
                    return false;
                }
                if other > ui {
                    return true;
                }
                !(upper[pos].is_some()
                    && lower[i].is_some()
                    && lower[i] == upper[i]
                    && Some(other) == upper[pos]
                    && i < pos)
            })
        } else {
            let Some(li) = lower[i] else {
                kept.push(e);
                continue;
            };
            upper.iter().enumerate().any(|(pos, &other)| {
                let Some(other) = other else { return false };
                if pos == i || other > li {
                    return false;
                }
                if other < li {
                    return true;
                }
                !(lower[pos].is_some()
                    && upper[i].is_some()
                    && lower[i] == upper[i]
                    && Some(other) == lower[pos]
                    && i < pos)
            })
        };
        if !redundant {
            kept.push(e);
        }
    }
    ctx.affine.map(d.num_dims, d.num_symbols, &kept)
}

/// The map without repeated results (first occurrences kept; MLIR's
/// `removeDuplicateExprs`).
pub fn remove_duplicate_exprs(ctx: &mut Context, map: AffineMap) -> AffineMap {
    let d = ctx.affine.map_data(map).clone();
    let mut unique: Vec<AffineExpr> = Vec::with_capacity(d.results.len());
    for &e in &d.results {
        if !unique.contains(&e) {
            unique.push(e);
        }
    }
    ctx.affine.map(d.num_dims, d.num_symbols, &unique)
}

// ----------------------------------------------------------------------
// SimplifyAffineOp
// ----------------------------------------------------------------------

/// The map and map operands of an op `SimplifyAffineOp` applies to.
fn map_and_operands(ctx: &Context, op: OpId) -> Option<(AffineMap, Vec<ValueId>)> {
    if let Some(v) = AffineApplyView::get(ctx, op) {
        return Some((v.map, v.operands.to_vec()));
    }
    if let Some(v) = AffineAccessView::get(ctx, op) {
        return Some((v.map, v.map_operands.to_vec()));
    }
    let v = AffinePrefetchView::get(ctx, op)?;
    Some((v.map, v.map_operands.to_vec()))
}

/// Replaces `op` (an apply, min, max, access or prefetch) by the same op
/// with `map` over `operands`.
fn replace_affine_op(rw: &mut PatternRewriter<'_>, op: OpId, map: AffineMap, operands: &[ValueId]) {
    let loc = rw.ctx.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let name = rw.ctx.op_name_str(rw.ctx.ir.op(op).name).to_string();
    let new = match name.as_str() {
        names::APPLY => rw.build(|ctx, ip| build_apply(ctx, map, operands, loc, ip)),
        names::MIN => rw.build(|ctx, ip| build_min(ctx, map, operands, loc, ip)),
        names::MAX => rw.build(|ctx, ip| build_max(ctx, map, operands, loc, ip)),
        names::PREFETCH => {
            let n = rw.ctx.ir.op(op).name;
            let mut st = OpState::new(n, loc);
            st.operands.push(rw.ctx.ir.operands(op)[0]);
            st.operands.extend_from_slice(operands);
            st.props = rw.ctx.ir.op(op).props.to_vec();
            let key = rw.ctx.ident("map");
            let a = rw.ctx.affine_map_attr(map);
            st.props.retain(|na| na.name != key);
            st.props.push(affine_ir::NamedAttr { name: key, value: a });
            rw.create(st)
        }
        _ => {
            let Some(v) = AffineAccessView::get(rw.ctx, op) else { return };
            let (kind, memref, value) = (v.kind, v.memref, v.value);
            let vt = rw.ctx.ir.value_type(value);
            rw.build(|ctx, ip: InsertPoint| match kind {
                AccessKind::Load => build_load(ctx, memref, map, operands, loc, ip),
                AccessKind::Store => build_store(ctx, value, memref, map, operands, loc, ip),
                AccessKind::VectorLoad => build_vector_load(ctx, vt, memref, map, operands, loc, ip),
                AccessKind::VectorStore => build_vector_store(ctx, value, memref, map, operands, loc, ip),
            })
        }
    };
    let results = rw.ctx.ir.results(new).to_vec();
    rw.replace_op(op, &results);
}

/// MLIR's `SimplifyAffineOp`.
fn simplify_affine_op(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((old_map, old_operands)) = map_and_operands(rw.ctx, op) else { return false };
    let mut map = old_map;
    let mut operands = old_operands.clone();
    compose_affine_map_and_operands(rw.ctx, &mut map, &mut operands);
    canonicalize_map_and_operands(rw.ctx, &mut map, &mut operands);
    map = simplify_map_with_operands(rw.ctx, map, &operands);
    if map == old_map && operands.iter().zip(&old_operands).all(|(a, b)| a == b) {
        return false;
    }
    replace_affine_op(rw, op, map, &operands);
    true
}

// ----------------------------------------------------------------------
// affine.min / affine.max
// ----------------------------------------------------------------------

fn single_result_min_max(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(v) = AffineApplyView::get(rw.ctx, op) else { return false };
    if rw.ctx.affine.map_data(v.map).results.len() != 1 {
        return false;
    }
    let (map, operands) = (v.map, v.operands.to_vec());
    let loc = rw.ctx.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let new = rw.build(|ctx, ip| build_apply(ctx, map, &operands, loc, ip));
    let r = rw.ctx.ir.result(new, 0);
    rw.replace_op(op, &[r]);
    true
}

fn deduplicate_min_max(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(v) = AffineApplyView::get(rw.ctx, op) else { return false };
    let (map, operands) = (v.map, v.operands.to_vec());
    let new_map = remove_duplicate_exprs(rw.ctx, map);
    if rw.ctx.affine.map_data(new_map).results.len() == rw.ctx.affine.map_data(map).results.len() {
        return false;
    }
    replace_affine_op(rw, op, new_map, &operands);
    true
}

fn merge_min_max(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(v) = AffineApplyView::get(rw.ctx, op) else { return false };
    let (map, operands) = (v.map, v.operands.to_vec());
    let name = rw.ctx.ir.op(op).name;
    let d = rw.ctx.affine.map_data(map).clone();
    let (nd, ns) = (d.num_dims as usize, d.num_symbols as usize);
    let mut dims = operands[..nd].to_vec();
    let mut syms = operands[nd..].to_vec();
    let mut exprs = Vec::new();
    let mut producers = Vec::new();
    for &e in &d.results {
        let operand = match rw.ctx.affine.data(e) {
            AffineExprData::Symbol(p) => Some(syms[p as usize]),
            AffineExprData::Dim(p) => Some(dims[p as usize]),
            _ => None,
        };
        if let Some(p) = operand.and_then(|v| rw.ctx.ir.defining_op(v)).filter(|&p| rw.ctx.ir.op(p).name == name) {
            producers.push(p);
            continue;
        }
        exprs.push(e);
    }
    if producers.is_empty() {
        return false;
    }
    let (mut used_dims, mut used_syms) = (nd as u32, ns as u32);
    for p in producers {
        let Some(pv) = AffineApplyView::get(rw.ctx, p) else { return false };
        let (pmap, pops) = (pv.map, pv.operands.to_vec());
        let pd = rw.ctx.affine.map_data(pmap).clone();
        let (pnd, pns) = (pd.num_dims, pd.num_symbols);
        dims.extend_from_slice(&pops[..pnd as usize]);
        syms.extend_from_slice(&pops[pops.len() - pns as usize..]);
        for &e in &pd.results {
            let shifted = rw.ctx.affine.shift_dims(e, pnd, used_dims, 0);
            exprs.push(rw.ctx.affine.shift_symbols(shifted, pns, used_syms, 0));
        }
        used_dims += pnd;
        used_syms += pns;
    }
    let new_map = rw.ctx.affine.map(used_dims, used_syms, &exprs);
    dims.extend(syms);
    replace_affine_op(rw, op, new_map, &dims);
    true
}

/// MLIR's `canonicalizeMapExprAndTermOrder`: results sorted by their
/// flattened coefficients (pure affine results without locals only).
fn order_min_max(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(v) = AffineApplyView::get(rw.ctx, op) else { return false };
    let (map, operands) = (v.map, v.operands.to_vec());
    let d = rw.ctx.affine.map_data(map).clone();
    let (nd, ns) = (d.num_dims as usize, d.num_symbols as usize);
    let mut rows = Vec::with_capacity(d.results.len());
    for &e in &d.results {
        if !rw.ctx.affine.is_pure_affine(e) {
            return false;
        }
        let Ok(flat) = rw.ctx.affine.flatten_exprs(&[e], nd, ns) else { return false };
        if !flat.locals.is_empty() {
            return false;
        }
        rows.push(flat.rows[0].clone());
    }
    if rows.windows(2).all(|w| w[0] <= w[1]) {
        return false;
    }
    let mut perm: Vec<usize> = (0..rows.len()).collect();
    perm.sort_by(|&a, &b| rows[a].cmp(&rows[b]));
    let exprs: Vec<AffineExpr> = perm.iter().map(|&i| d.results[i]).collect();
    let new_map = rw.ctx.affine.map(d.num_dims, d.num_symbols, &exprs);
    replace_affine_op(rw, op, new_map, &operands);
    true
}

// ----------------------------------------------------------------------
// affine.if
// ----------------------------------------------------------------------

fn simplify_dead_else(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(v) = AffineIfView::get(rw.ctx, op) else { return false };
    let Some(else_block) = v.else_block else { return false };
    if !v.results.is_empty() || rw.ctx.ir.block(else_block).first != rw.ctx.ir.block(else_block).last {
        return false;
    }
    rw.erase_block(else_block);
    rw.notify_modified(op);
    true
}

fn always_true_or_false_if(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(v) = AffineIfView::get(rw.ctx, op) else { return false };
    let (set, then_block, else_block, has_results) = (v.condition, v.then_block, v.else_block, !v.results.is_empty());
    let sd = rw.ctx.affine.set_data(set).clone();
    let block = if rw.ctx.affine.set_is_empty_integer_set(set) {
        if !has_results && else_block.is_none() {
            rw.erase_op(op);
            return true;
        }
        match else_block {
            Some(b) => b,
            None => return false,
        }
    } else if sd.constraints.len() == 1
        && sd.eq_flags == [true]
        && rw.ctx.affine.as_constant(sd.constraints[0]) == Some(0)
    {
        then_block
    } else {
        return false;
    };
    let Some(terminator) = rw.ctx.ir.terminator(block) else { return false };
    rw.inline_block_before(block, InsertPoint::Before(op), &[]);
    let values = rw.ctx.ir.operands(terminator).to_vec();
    rw.replace_op(op, &values);
    rw.erase_op(terminator);
    true
}

// ----------------------------------------------------------------------
// Loop bounds
// ----------------------------------------------------------------------

/// A bound map with its operands.
pub type BoundMap = (AffineMap, Vec<ValueId>);

/// MLIR's `canonicalizeLoopBounds` for `affine.for`: the new lower and
/// upper bounds if they change.
pub fn canonicalize_for_bounds(ctx: &mut Context, op: OpId) -> Option<(BoundMap, BoundMap)> {
    let v = AffineForView::get(ctx, op)?;
    // Constant bounds without operands (`0 to 16`) are already canonical:
    // skip the composition machinery on every visit of every loop.
    let constant_only = |m: AffineMap| {
        let d = ctx.affine.map_data(m);
        d.num_dims == 0 && d.num_symbols == 0 && ctx.affine.map_single_constant_result(m).is_some()
    };
    if v.lower_operands.is_empty()
        && v.upper_operands.is_empty()
        && constant_only(v.lower_map)
        && constant_only(v.upper_map)
    {
        return None;
    }
    let (mut lb_map, mut lb_ops) = (v.lower_map, v.lower_operands.to_vec());
    let (mut ub_map, mut ub_ops) = (v.upper_map, v.upper_operands.to_vec());
    let (prev_lb, prev_ub) = (lb_map, ub_map);
    compose_affine_map_and_operands(ctx, &mut lb_map, &mut lb_ops);
    canonicalize_map_and_operands(ctx, &mut lb_map, &mut lb_ops);
    lb_map = simplify_min_or_max_expr_with_operands(ctx, lb_map, &lb_ops, true);
    ub_map = simplify_min_or_max_expr_with_operands(ctx, ub_map, &ub_ops, false);
    lb_map = remove_duplicate_exprs(ctx, lb_map);
    compose_affine_map_and_operands(ctx, &mut ub_map, &mut ub_ops);
    canonicalize_map_and_operands(ctx, &mut ub_map, &mut ub_ops);
    ub_map = remove_duplicate_exprs(ctx, ub_map);
    if lb_map == prev_lb && ub_map == prev_ub {
        return None;
    }
    Some(((lb_map, lb_ops), (ub_map, ub_ops)))
}

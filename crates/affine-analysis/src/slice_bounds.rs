//! Bounds of some variables of a constraint system as affine maps of the
//! others: MLIR's `FlatLinearConstraints::getSliceBounds` and
//! `getLowerAndUpperBound` (`mlir/lib/Analysis/FlatLinearValueConstraints.cpp`),
//! with the same detection of constants, `mod`s, `floordiv`s and equalities
//! and the same construction order of the expressions, so the maps are the
//! ones `mlir-opt` 22 builds (fusion prints them as loop bounds).
//!
//! Columns are `[dims, symbols, locals, constant]` of an [`IntegerRelation`]
//! whose dims are its range variables. The variables `[offset, offset +
//! num)` are bounded; in the resulting maps the other dims become
//! `d0, d1, ...` (in order, skipping the bounded ones) and the symbols
//! `s0, s1, ...`.

use affine_ir::fxhash::FxHashMap;

use affine_ir::Context;
use affine_ir::affine::{AffineExpr, AffineExprData, AffineMap};
use presburger::{BoundType, Int, IntegerRelation};

/// A variable's division representation read off its constraints (MLIR's
/// `computeSingleVarRepr`): `var = floor(dividend . [vars, 1] / divisor)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VarRepr {
    /// True when it came from an equality (MLIR's `ReprKind::Equality`),
    /// false for a pair of inequalities (`ReprKind::Inequality`).
    pub from_equality: bool,
    /// Coefficients over all columns (zero at the variable itself).
    pub dividend: Vec<i64>,
    /// Positive divisor.
    pub divisor: i64,
}

/// An `Int` as `i64` (constraint systems built from affine maps always fit;
/// MLIR asserts the same).
pub(crate) fn i64_of(v: &Int) -> i64 {
    v.to_i64().unwrap_or(if v.is_negative() { i64::MIN } else { i64::MAX })
}

/// A constraint row as `i64`s.
pub(crate) fn row_i64(row: &[Int]) -> Vec<i64> {
    row.iter().map(i64_of).collect()
}

/// MLIR's `normalizeDivisionByGCD`: divides dividend (the constant floored)
/// and divisor by the gcd of the divisor and the variable coefficients.
fn normalize_division(dividend: &mut [i64], divisor: &mut i64) {
    if *divisor == 0 || dividend.is_empty() {
        return;
    }
    let mut g = gcd(dividend[0].unsigned_abs(), divisor.unsigned_abs());
    let n = dividend.len();
    for v in &dividend[1..n - 1] {
        g = gcd(v.unsigned_abs(), g);
        if g == 1 {
            return;
        }
    }
    let g = g as i64;
    if g <= 1 {
        return;
    }
    // floorDiv by a positive divisor.
    for v in dividend.iter_mut() {
        *v = v.div_euclid(g);
    }
    *divisor /= g;
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// MLIR's `computeSingleVarRepr`: the first pair (upper bound outer, lower
/// bound inner, in constraint order) of inequalities `c*q <= f <= c*q + k`
/// (`0 <= k < c`), else the first equality, whose dividend only involves
/// variables marked in `found`.
pub fn single_var_repr(rel: &IntegerRelation, found: &[bool], pos: usize) -> Option<VarRepr> {
    let nv = rel.num_vars();
    let nc = rel.num_cols();
    let explicit = |d: &[i64]| (0..nv).all(|c| c == pos || found[c] || d[c] == 0);
    let ineqs: Vec<usize> = (0..rel.num_inequalities()).filter(|&r| !rel.at_ineq(r, pos).is_zero()).collect();
    let lbs: Vec<usize> = ineqs.iter().copied().filter(|&r| rel.at_ineq(r, pos).is_positive()).collect();
    let ubs: Vec<usize> = ineqs.iter().copied().filter(|&r| rel.at_ineq(r, pos).is_negative()).collect();
    let mut dividend = vec![0i64; nc];
    for &u in &ubs {
        let ur = rel.inequality(u);
        for &l in &lbs {
            let lr = rel.inequality(l);
            let mut divisor = i64_of(&lr[pos]);
            if (0..nv).any(|i| ur[i] != -&lr[i]) {
                continue;
            }
            let constant_sum = i64_of(&lr[nc - 1]) + i64_of(&ur[nc - 1]);
            let c = divisor - 1 - constant_sum;
            if !(0 <= c && c < divisor) {
                continue;
            }
            for (i, d) in dividend.iter_mut().enumerate().take(nv) {
                if i != pos {
                    *d = i64_of(&ur[i]);
                }
            }
            dividend[nc - 1] = i64_of(&ur[nc - 1]) + c;
            normalize_division(&mut dividend, &mut divisor);
            if !explicit(&dividend) {
                continue;
            }
            return Some(VarRepr { from_equality: false, dividend, divisor });
        }
    }
    for r in 0..rel.num_equalities() {
        let er = rel.equality(r);
        if er[pos].is_zero() {
            continue;
        }
        let temp = i64_of(&er[pos]);
        let sign = if temp < 0 { -1 } else { 1 };
        let mut divisor = temp * sign;
        for (i, d) in dividend.iter_mut().enumerate().take(nv) {
            if i != pos {
                *d = -sign * i64_of(&er[i]);
            }
        }
        dividend[nc - 1] = -sign * i64_of(&er[nc - 1]);
        normalize_division(&mut dividend, &mut divisor);
        if !explicit(&dividend) {
            continue;
        }
        return Some(VarRepr { from_equality: true, dividend, divisor });
    }
    None
}

/// MLIR's `getConstantBound64`.
pub(crate) fn constant_bound64(rel: &IntegerRelation, pos: usize, ty: BoundType) -> Option<i64> {
    rel.constant_bound(pos, ty).and_then(|v| v.to_i64())
}

/// Constant lower/upper bounds of the variables of one (unchanging)
/// system, each computed once (MLIR recomputes them by Fourier–Motzkin on
/// every query).
pub(crate) struct BoundCache {
    bounds: Vec<Option<(Option<i64>, Option<i64>)>>,
}

impl BoundCache {
    pub(crate) fn new(rel: &IntegerRelation) -> Self {
        BoundCache { bounds: vec![None; rel.num_vars()] }
    }

    /// `(lower, upper)` constant bounds of variable `pos`.
    pub(crate) fn get(&mut self, rel: &IntegerRelation, pos: usize) -> (Option<i64>, Option<i64>) {
        *self.bounds[pos].get_or_insert_with(|| {
            (constant_bound64(rel, pos, BoundType::LB), constant_bound64(rel, pos, BoundType::UB))
        })
    }
}

/// MLIR's `detectAsMod`.
#[allow(clippy::too_many_arguments)]
fn detect_as_mod(
    ctx: &mut Context,
    rel: &IntegerRelation,
    pos: usize,
    offset: usize,
    num: usize,
    (lb_const, ub_const): (i64, i64),
    memo: &mut [Option<AffineExpr>],
    cache: &mut BoundCache,
) -> bool {
    if lb_const != 0 || ub_const < 1 {
        return false;
    }
    let divisor = ub_const + 1;
    let nc = rel.num_cols();
    let nds = rel.num_dim_and_symbol_vars();
    for eq in 0..rel.num_equalities() {
        let row = row_i64(rel.equality(eq));
        let coef_at_pos = row[pos];
        if coef_at_pos == 0 || row[nc - 1] != 0 {
            continue;
        }
        let mut dividend = ctx.affine.constant(0);
        let mut quotient_count = 0;
        let mut quotient_pos = usize::MAX;
        let mut quotient_sign = 1;
        let mut unknown = false;
        for (cur, &c) in row.iter().enumerate().take(nds) {
            if cur == pos || c == 0 {
                continue;
            }
            if c % (divisor * coef_at_pos) == 0 {
                quotient_count += 1;
                quotient_pos = cur;
                quotient_sign = if c * coef_at_pos > 0 { 1 } else { -1 };
                continue;
            }
            let Some(m) = memo[cur] else {
                unknown = true;
                break;
            };
            let term = ctx.affine.mul_const(m, c);
            dividend = ctx.affine.add(dividend, term);
        }
        if unknown {
            continue;
        }
        dividend = if coef_at_pos > 0 {
            let n = ctx.affine.neg(dividend);
            ctx.affine.floor_div_const(n, coef_at_pos)
        } else {
            ctx.affine.floor_div_const(dividend, -coef_at_pos)
        };
        dividend = ctx.affine.simplify_expr(dividend, rel.num_dim_vars() as u32, rel.num_symbol_vars() as u32);
        let AffineExprData::Dim(dim_pos) = ctx.affine.data(dividend) else { continue };
        if quotient_count >= 1 {
            let dim_pos = dim_pos as usize;
            let col = if dim_pos < offset { dim_pos } else { dim_pos + num };
            let ub = cache.get(rel, col).1;
            memo[pos] = Some(if ub.is_some_and(|u| u < divisor) {
                dividend
            } else {
                ctx.affine.modulo_const(dividend, divisor)
            });
            if quotient_count == 1 && memo[quotient_pos].is_none() {
                let q = ctx.affine.floor_div_const(dividend, divisor);
                memo[quotient_pos] = Some(ctx.affine.mul_const(q, quotient_sign));
            }
            return true;
        }
    }
    false
}

/// MLIR's `detectAsFloorDiv`.
pub(crate) fn detect_as_floor_div(
    ctx: &mut Context,
    rel: &IntegerRelation,
    pos: usize,
    exprs: &mut [Option<AffineExpr>],
) -> bool {
    let found: Vec<bool> = exprs.iter().map(Option::is_some).collect();
    let Some(repr) = single_var_repr(rel, &found, pos) else { return false };
    if repr.from_equality {
        return false;
    }
    let n = repr.dividend.len();
    let mut e = ctx.affine.constant(repr.dividend[n - 1]);
    for (c, &coef) in repr.dividend.iter().enumerate().take(rel.num_vars()) {
        if coef != 0 {
            let Some(x) = exprs[c] else { return false };
            let term = ctx.affine.mul_const(x, coef);
            e = ctx.affine.add(e, term);
        }
    }
    exprs[pos] = Some(ctx.affine.floor_div_const(e, repr.divisor));
    true
}

/// MLIR's `computeLocalVars`: the explicit form of each local variable as
/// an affine expression of the dims and symbols, where it can be detected
/// (`None` otherwise). Returns the memo over all variables.
pub fn local_exprs(ctx: &mut Context, rel: &IntegerRelation) -> Vec<Option<AffineExpr>> {
    let nd = rel.num_dim_vars();
    let ns = rel.num_symbol_vars();
    let mut memo: Vec<Option<AffineExpr>> = vec![None; rel.num_vars()];
    for (i, m) in memo.iter_mut().enumerate().take(nd) {
        *m = Some(ctx.affine.dim(i as u32));
    }
    for (i, m) in memo.iter_mut().enumerate().skip(nd).take(ns) {
        *m = Some(ctx.affine.symbol((i - nd) as u32));
    }
    loop {
        let mut changed = false;
        for i in 0..rel.num_local_vars() {
            let p = nd + ns + i;
            if memo[p].is_none() && detect_as_floor_div(ctx, rel, p, &mut memo) {
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    memo
}

/// MLIR's `getAffineExprFromFlatForm` over `i64` rows.
fn expr_from_row(ctx: &mut Context, row: &[i64], nd: usize, ns: usize, locals: &[AffineExpr]) -> AffineExpr {
    ctx.affine.expr_from_flat(row, nd, ns, locals)
}

/// MLIR's `FlatLinearConstraints::getLowerAndUpperBound`: the lower and
/// upper bounds of variable `offset + pos` read directly off the
/// constraints that do not involve the other variables of `[offset, offset
/// + num)`, as maps over the remaining dims (`sym_start - num` of them) and
/// the symbols. Upper bounds are exclusive unless `closed_ub`.
pub fn lower_and_upper_bound(
    ctx: &mut Context,
    rel: &IntegerRelation,
    pos: usize,
    offset: usize,
    num: usize,
    sym_start: usize,
    closed_ub: bool,
) -> (AffineMap, AffineMap) {
    let p = pos + offset;
    let (lbs, ubs, eqs) = rel.lower_and_upper_bound_indices(p, offset, num);
    let keep = |row: Vec<i64>| -> Vec<i64> {
        row.into_iter().enumerate().filter(|(i, _)| *i < offset || *i >= offset + num).map(|(_, v)| v).collect()
    };
    let dim_count = sym_start - num;
    let sym_count = rel.num_dim_and_symbol_vars() - sym_start;
    let mut lb_exprs = Vec::new();
    for idx in lbs {
        let ineq = row_i64(rel.inequality(idx));
        let divisor = ineq[p].abs();
        let lb: Vec<i64> = keep(ineq).into_iter().map(|v| -v).collect();
        // `(expr + divisor - 1) floordiv divisor`, added in MLIR's order.
        let e = expr_from_row(ctx, &lb, dim_count, sym_count, &[]);
        let e = ctx.affine.add_const(e, divisor);
        let e = ctx.affine.add_const(e, -1);
        lb_exprs.push(ctx.affine.floor_div_const(e, divisor));
    }
    let mut ub_exprs = Vec::new();
    for idx in ubs {
        let ineq = row_i64(rel.inequality(idx));
        let divisor = ineq[p].abs();
        let ub = keep(ineq);
        let e = expr_from_row(ctx, &ub, dim_count, sym_count, &[]);
        let e = ctx.affine.floor_div_const(e, divisor);
        ub_exprs.push(ctx.affine.add_const(e, if closed_ub { 0 } else { 1 }));
    }
    for idx in eqs {
        let eq = row_i64(rel.equality(idx));
        let c = eq[p];
        let mut b = keep(eq);
        if c > 0 {
            b.iter_mut().for_each(|v| *v = -*v);
        }
        let e = expr_from_row(ctx, &b, dim_count, sym_count, &[]);
        let e = ctx.affine.floor_div_const(e, c.abs());
        ub_exprs.push(ctx.affine.add_const(e, 1));
        let e = expr_from_row(ctx, &b, dim_count, sym_count, &[]);
        lb_exprs.push(ctx.affine.ceil_div_const(e, c.abs()));
    }
    let lb_map = ctx.affine.map(dim_count as u32, sym_count as u32, &lb_exprs);
    let ub_map = ctx.affine.map(dim_count as u32, sym_count as u32, &ub_exprs);
    (lb_map, ub_map)
}

/// Lower and upper bound maps of a set of variables (`None`: unknown).
pub type BoundMaps = (Vec<Option<AffineMap>>, Vec<Option<AffineMap>>);

/// [`slice_bounds`] results by constraint system, for a pass that asks
/// about many systems of the same shape: the bounds are a function of the
/// variable counts, the coefficients and the arguments only (not of the
/// SSA values the columns stand for), and fusion of a chain of similar
/// nests asks the same systems for every candidate. Valid for the
/// `Context` whose maps it holds.
///
/// It also keeps the answers of the set differences of `isSliceValid` and
/// `isMaximal` by their two systems (functions of the coefficients only).
#[derive(Default)]
pub struct SliceBoundsMemo {
    bounds: FxHashMap<Vec<i64>, BoundMaps>,
    pub(crate) slice_validity: FxHashMap<(Vec<i64>, Vec<i64>), bool>,
    pub(crate) slice_maximality: FxHashMap<(Vec<i64>, Vec<i64>), bool>,
}

/// The memo key of a [`slice_bounds`] call, `None` if a coefficient does
/// not fit an `i64`.
fn bounds_key(rel: &IntegerRelation, offset: usize, num: usize, closed_ub: bool) -> Option<Vec<i64>> {
    relation_key(rel, &[offset, num, usize::from(closed_ub)])
}

/// A memo key for a function of `rel`'s variable counts and coefficients
/// (not of the values its columns stand for) and of `extra`; `None` if a
/// coefficient does not fit an `i64`.
pub(crate) fn relation_key(rel: &IntegerRelation, extra: &[usize]) -> Option<Vec<i64>> {
    let (ne, ni) = (rel.num_equalities(), rel.num_inequalities());
    let counts = [rel.num_domain_vars(), rel.num_range_vars(), rel.num_symbol_vars(), rel.num_local_vars(), ne, ni];
    let mut key: Vec<i64> = Vec::with_capacity(counts.len() + extra.len() + (ne + ni) * (rel.num_vars() + 1));
    key.extend(counts.iter().chain(extra).map(|&c| c as i64));
    for r in 0..ne {
        for c in rel.equality(r) {
            key.push(c.to_i64()?);
        }
    }
    for r in 0..ni {
        for c in rel.inequality(r) {
            key.push(c.to_i64()?);
        }
    }
    Some(key)
}

/// [`slice_bounds`] through `memo`: a system asked before gets the same
/// maps without the elimination (and `rel` the same gcd normalisation).
pub fn slice_bounds_memo(
    ctx: &mut Context,
    rel: &mut IntegerRelation,
    offset: usize,
    num: usize,
    closed_ub: bool,
    memo: &mut SliceBoundsMemo,
) -> BoundMaps {
    let Some(key) = bounds_key(rel, offset, num, closed_ub) else {
        return slice_bounds(ctx, rel, offset, num, closed_ub);
    };
    if let Some(b) = memo.bounds.get(&key) {
        rel.normalize_constraints_by_gcd();
        return b.clone();
    }
    let b = slice_bounds(ctx, rel, offset, num, closed_ub);
    memo.bounds.insert(key, b.clone());
    b
}

/// MLIR's `FlatLinearConstraints::getSliceBounds`: lower and upper bound
/// maps of the dims `[offset, offset + num)` in terms of the other dims
/// and the symbols. Normalizes `rel`'s constraints by their gcd first (as
/// MLIR does, in place). Upper bounds are exclusive unless `closed_ub`.
pub fn slice_bounds(
    ctx: &mut Context,
    rel: &mut IntegerRelation,
    offset: usize,
    num: usize,
    closed_ub: bool,
) -> BoundMaps {
    assert!(offset + num <= rel.num_dim_vars(), "slice_bounds: invalid range");
    rel.normalize_constraints_by_gcd();
    let rel: &IntegerRelation = rel;
    let nd = rel.num_dim_vars();
    let nds = rel.num_dim_and_symbol_vars();
    let nv = rel.num_vars();
    let mut memo: Vec<Option<AffineExpr>> = vec![None; nv];
    let mut cache = BoundCache::new(rel);
    for (i, m) in memo.iter_mut().enumerate().take(nd) {
        if i < offset {
            *m = Some(ctx.affine.dim(i as u32));
        } else if i >= offset + num {
            *m = Some(ctx.affine.dim((i - num) as u32));
        }
    }
    for (i, m) in memo.iter_mut().enumerate().take(nds).skip(nd) {
        *m = Some(ctx.affine.symbol((i - nd) as u32));
    }
    loop {
        let mut changed = false;
        for pos in 0..nv {
            if memo[pos].is_some() {
                continue;
            }
            if let (Some(l), Some(u)) = cache.get(rel, pos) {
                if l == u {
                    memo[pos] = Some(ctx.affine.constant(l));
                    changed = true;
                    continue;
                }
                if detect_as_mod(ctx, rel, pos, offset, num, (l, u), &mut memo, &mut cache) {
                    changed = true;
                    continue;
                }
            }
            if detect_as_floor_div(ctx, rel, pos, &mut memo) {
                changed = true;
                continue;
            }
            let Some(idx) = (0..rel.num_equalities()).find(|&r| !rel.at_eq(r, pos).is_zero()) else { continue };
            let row = row_i64(rel.equality(idx));
            let mut expr = ctx.affine.constant(0);
            let mut unknown = false;
            for (j, &c) in row.iter().enumerate().take(nv) {
                if j == pos || c == 0 {
                    continue;
                }
                let Some(m) = memo[j] else {
                    unknown = true;
                    break;
                };
                let term = ctx.affine.mul_const(m, c);
                expr = ctx.affine.add(expr, term);
            }
            if unknown {
                continue;
            }
            expr = ctx.affine.add_const(expr, row[nv]);
            let v = row[pos];
            expr = if v > 0 {
                let n = ctx.affine.neg(expr);
                ctx.affine.floor_div_const(n, v)
            } else {
                ctx.affine.floor_div_const(expr, -v)
            };
            memo[pos] = Some(expr);
            changed = true;
        }
        if !changed {
            break;
        }
    }
    let adjust = if closed_ub { 0 } else { 1 };
    let map_dims = (nd - num) as u32;
    let map_syms = rel.num_symbol_vars() as u32;
    let mut lbs = vec![None; num];
    let mut ubs = vec![None; num];
    let mut clone: Option<IntegerRelation> = None;
    for pos in 0..num {
        if let Some(e) = memo[pos + offset] {
            let e = ctx.affine.simplify_expr(e, map_dims, map_syms);
            lbs[pos] = Some(ctx.affine.map(map_dims, map_syms, &[e]));
            let u = ctx.affine.add_const(e, adjust);
            ubs[pos] = Some(ctx.affine.map(map_dims, map_syms, &[u]));
            continue;
        }
        let (mut lb, mut ub): (Option<AffineMap>, Option<AffineMap>) = (None, None);
        if rel.num_local_vars() == 0 {
            let tmp = clone.get_or_insert_with(|| {
                let mut c = rel.clone();
                c.remove_redundant_inequalities();
                c
            });
            let (l, u) = lower_and_upper_bound(ctx, tmp, pos, offset, num, nd, closed_ub);
            lb = Some(l);
            ub = Some(u);
        }
        // No bound (an empty map: every constraint on the variable involves
        // another slice variable, e.g. after `removeRedundantInequalities`)
        // is treated as several bounds are: mlir-opt 22 falls back to the
        // constant bounds in both cases.
        let multi = |ctx: &Context, m: Option<AffineMap>| m.is_none_or(|m| ctx.affine.map_data(m).results.len() != 1);
        if multi(ctx, lb)
            && let Some(c) = cache.get(rel, pos + offset).0
        {
            let e = ctx.affine.constant(c);
            lb = Some(ctx.affine.map(map_dims, map_syms, &[e]));
        }
        if multi(ctx, ub)
            && let Some(c) = cache.get(rel, pos + offset).1
        {
            let e = ctx.affine.constant(c + adjust);
            ub = Some(ctx.affine.map(map_dims, map_syms, &[e]));
        }
        lbs[pos] = lb;
        ubs[pos] = ub;
    }
    (lbs, ubs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use presburger::PresburgerSpace;

    #[test]
    fn floor_div_repr_from_inequality_pair() {
        // 4q <= d0 <= 4q + 3  =>  q = d0 floordiv 4.
        let rel = IntegerRelation::from_i64_rows(PresburgerSpace::set(2, 0, 0), &[], &[&[1, -4, 0], &[-1, 4, 3]]);
        let r = single_var_repr(&rel, &[true, false], 1).expect("repr");
        assert!(!r.from_equality);
        assert_eq!((r.dividend, r.divisor), (vec![1, 0, 0], 4));
    }

    #[test]
    fn seed_slice_bounds_depth_one() {
        // The seed's dependence polyhedron projected to depth 1:
        // [i0, i1, i2, i3, j0]: j0 = i0, 0 <= i0 < 8, ... ; bounds of i0..i3.
        let mut ctx = affine_dialects::new_context();
        let mut rel = IntegerRelation::from_i64_rows(
            PresburgerSpace::set(5, 0, 0),
            &[&[-1, 0, 0, 0, 1, 0]],
            &[
                &[1, 0, 0, 0, 0, 0],
                &[-1, 0, 0, 0, 0, 7],
                &[0, 1, 0, 0, 0, 0],
                &[0, -1, 0, 0, 0, 127],
                &[0, 0, 1, 0, 0, 0],
                &[0, 0, -1, 0, 0, 511],
                &[0, 0, 0, 1, 0, 0],
                &[0, 0, 0, -1, 0, 383],
                &[0, 0, 0, 0, 1, 0],
                &[0, 0, 0, 0, -1, 7],
            ],
        );
        let (lbs, ubs) = slice_bounds(&mut ctx, &mut rel, 0, 4, false);
        let s = |m: Option<AffineMap>| ctx.affine.map_to_string(m.expect("map"));
        assert_eq!(s(lbs[0]), "(d0) -> (d0)");
        assert_eq!(s(ubs[0]), "(d0) -> (d0 + 1)");
        assert_eq!(s(lbs[1]), "(d0) -> (0)");
        assert_eq!(s(ubs[3]), "(d0) -> (384)");
    }

    #[test]
    fn memoized_bounds_match_and_normalize_like_a_fresh_computation() {
        let mut ctx = affine_dialects::new_context();
        // 2 d1 = 2 d0 (normalized to d1 = d0), 0 <= d0 <= 7, 0 <= d1 <= 7:
        // bounds of d0 over d1.
        let rel = IntegerRelation::from_i64_rows(
            PresburgerSpace::set(2, 0, 0),
            &[&[-2, 2, 0]],
            &[&[1, 0, 0], &[-1, 0, 7], &[0, 1, 0], &[0, -1, 7]],
        );
        let mut fresh = rel.clone();
        let expected = slice_bounds(&mut ctx, &mut fresh, 0, 1, false);
        let mut memo = SliceBoundsMemo::default();
        for _ in 0..2 {
            let mut r = rel.clone();
            assert_eq!(slice_bounds_memo(&mut ctx, &mut r, 0, 1, false, &mut memo), expected);
            assert_eq!(r, fresh, "the relation is left normalized as slice_bounds leaves it");
        }
        assert_eq!(memo.bounds.len(), 1);
        assert_eq!(ctx.affine.map_to_string(expected.0[0].expect("lb")), "(d0) -> (d0)");
        // Other arguments are another entry.
        let mut r = rel.clone();
        let closed = slice_bounds_memo(&mut ctx, &mut r, 0, 1, true, &mut memo);
        assert_eq!(ctx.affine.map_to_string(closed.1[0].expect("ub")), "(d0) -> (d0)");
        assert_eq!(memo.bounds.len(), 2);
    }
}

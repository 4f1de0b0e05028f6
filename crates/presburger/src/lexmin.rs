//! Exact integer decision procedures on top of the rational [`Simplex`]:
//! integer emptiness, integer samples and integer lexicographic optima.
//!
//! Algorithm (after MLIR's `IntegerRelation::findIntegerSample`):
//! 1. normalise rows (GCD test on equalities, tightening of inequalities:
//!    `g*(a.x) + c >= 0` becomes `a.x + floor(c/g) >= 0`);
//! 2. eliminate the equalities exactly: a unimodular `x = T y` brings them
//!    to column echelon form, which fixes the first `y`s (or proves the
//!    system integer-empty) and leaves an inequality system in the rest;
//! 3. rational emptiness with the simplex, then two rounding heuristics
//!    (shrink every inequality so that rounding a rational point to the
//!    nearest integer, resp. up, stays inside);
//! 4. if the polyhedron is bounded, a depth-first search (MLIR's
//!    `Simplex::findIntegerSample`) over a unimodular basis: at each level
//!    the remaining basis direction with the fewest integer values is fixed
//!    to each of them in turn; when even that one has many values the basis
//!    is first improved by generalized basis reduction (Lovász–Scarf widths
//!    over `P x P`). Rounding the average of the optimal vertices found while
//!    computing the ranges is tried at every node. Terminates because every
//!    range is finite;
//! 5. if it is unbounded, the directions in which it is bounded (implicit
//!    equalities of the recession cone) are brought to column echelon form
//!    by a unimodular transform `x = T y`. The first `rank` coordinates of
//!    `y` then range over a bounded set `B` (the constraints not involving
//!    the other coordinates); an integer point `b` of `B` is found by step 4.
//!    With `b` fixed, the remaining constraints describe a translate of a
//!    full-dimensional cone, which always contains an integer point: shrink
//!    each inequality by the sum of its negative coefficients, take a
//!    rational sample and round every coordinate up.
//!
//! This terminates on every input, including unbounded sets such as
//! `2x = 2y + 1` (caught by the GCD test) or `1 <= 3x - 3y <= 2` (empty after
//! tightening) where plain branch and bound loops forever. Points obtained by
//! rounding or through a transform are checked against the constraints.
//!
//! Integer lexmin fixes the variables in order; the integer minimum of each
//! one is found by binary search between its rational minimum and the value
//! in a known integer point, each probe being an integer emptiness check.

use crate::int::{Int, gcd};
use crate::relation::IntegerRelation;
use crate::simplex::{Direction, Frac, LexOpt, Optimum, Simplex};

/// Normalised equalities and inequalities, or `None` when a row is
/// trivially infeasible over the integers.
type Normalized = Option<(Vec<Vec<Int>>, Vec<Vec<Int>>)>;

/// GCD test and inequality tightening over rows of `n + 1` entries.
fn normalize(n: usize, eqs: &[Vec<Int>], ineqs: &[Vec<Int>]) -> Normalized {
    let mut out_eq = Vec::with_capacity(eqs.len());
    for e in eqs {
        let g = e[..n].iter().fold(Int::ZERO, |g, x| gcd(&g, x));
        if g.is_zero() {
            if !e[n].is_zero() {
                return None;
            }
            continue;
        }
        if !e[n].is_divisible_by(&g) {
            return None;
        }
        if g.is_one() {
            out_eq.push(e.clone());
        } else {
            out_eq.push(e.iter().map(|x| x.exact_div(&g)).collect());
        }
    }
    let mut out_ineq = Vec::with_capacity(ineqs.len());
    for i in ineqs {
        let g = i[..n].iter().fold(Int::ZERO, |g, x| gcd(&g, x));
        if g.is_zero() {
            if i[n].is_negative() {
                return None;
            }
            continue;
        }
        if g.is_one() {
            out_ineq.push(i.clone());
        } else {
            let mut r: Vec<Int> = i[..n].iter().map(|x| x.exact_div(&g)).collect();
            r.push(i[n].floor_div(&g));
            out_ineq.push(r);
        }
    }
    Some((out_eq, out_ineq))
}

fn eval(row: &[Int], x: &[Int]) -> Int {
    let n = x.len();
    let mut v = row[n].clone();
    for (a, b) in row[..n].iter().zip(x) {
        if !a.is_zero() {
            v.add_mul(a, b);
        }
    }
    v
}

/// True when `x` satisfies every equality and inequality row.
pub fn satisfies(eqs: &[Vec<Int>], ineqs: &[Vec<Int>], x: &[Int]) -> bool {
    eqs.iter().all(|e| eval(e, x).is_zero()) && ineqs.iter().all(|i| !eval(i, x).is_negative())
}

/// Width computations over `P x P` for generalized basis reduction:
/// `F(d) = max d.(x - y)` over `x, y` in `P` with `o.(x - y) = 0` for the
/// given orthogonality directions `o`.
struct WidthSimplex {
    s: Simplex,
    n: usize,
}

impl WidthSimplex {
    fn new(base: &Simplex) -> WidthSimplex {
        let n = base.num_vars();
        let mut s = Simplex::new(2 * n);
        for i in 0..base.num_constraints() {
            let r = base.constraint_row(i);
            let mut rx = vec![Int::ZERO; 2 * n + 1];
            let mut ry = vec![Int::ZERO; 2 * n + 1];
            rx[..n].clone_from_slice(&r[..n]);
            ry[n..2 * n].clone_from_slice(&r[..n]);
            rx[2 * n] = r[n].clone();
            ry[2 * n] = r[n].clone();
            s.add_inequality(&rx);
            s.add_inequality(&ry);
        }
        WidthSimplex { s, n }
    }

    fn diff_row(&self, d: &[Int]) -> Vec<Int> {
        let n = self.n;
        let mut r = vec![Int::ZERO; 2 * n + 1];
        for (j, a) in d.iter().enumerate() {
            r[j] = a.clone();
            r[n + j] = -a;
        }
        r
    }

    /// Width of `d` under the orthogonality constraints (None if unbounded,
    /// which cannot happen for bounded `P`).
    fn width(&mut self, d: &[Int], ortho: &[Vec<Int>]) -> Option<Frac> {
        let snap = self.s.snapshot();
        for o in ortho {
            let r = self.diff_row(o);
            self.s.add_equality(&r);
        }
        let r = self.diff_row(d);
        let res = match self.s.maximize(&r) {
            Optimum::Bounded(f) => Some(f),
            Optimum::Empty => Some(Frac::from_int(Int::ZERO)),
            Optimum::Unbounded => None,
        };
        self.s.rollback(snap);
        res
    }
}

fn add_multiple(dst: &mut [Int], src: &[Int], mu: &Int) {
    for (d, s) in dst.iter_mut().zip(src) {
        if !s.is_zero() {
            d.add_mul(mu, s);
        }
    }
}

/// Generalized basis reduction (Lovász–Scarf, as MLIR's `reduceBasis`) of
/// `basis[level..]` with respect to the widths of the polytope in `s`.
/// Only unimodular operations are used, so the result is always a valid
/// basis; the reduction only affects speed.
fn reduce_basis(s: &Simplex, basis: &mut [Vec<Int>], level: usize) {
    let n = basis.len();
    if n - level < 2 {
        return;
    }
    let mut ws = WidthSimplex::new(s);
    let mut i = level;
    let mut budget = 8 * n * n;
    while i + 1 < n && budget > 0 {
        budget -= 1;
        let ortho: Vec<Vec<Int>> = basis[level..i].to_vec();
        let Some(fi) = ws.width(&basis[i], &ortho) else { return };
        let g = |ws: &mut WidthSimplex, mu: i64, basis: &[Vec<Int>]| -> Option<Frac> {
            let mut v = basis[i + 1].clone();
            add_multiple(&mut v, &basis[i], &Int::from(mu));
            ws.width(&v, &ortho)
        };
        let Some(g0) = g(&mut ws, 0, basis) else { return };
        let mut best_mu = 0i64;
        let mut best = g0;
        for step in [1i64, -1] {
            let mut mu = step;
            loop {
                let Some(v) = g(&mut ws, mu, basis) else { return };
                if v < best {
                    best = v;
                    best_mu = mu;
                    mu += step;
                    if mu.abs() > 64 {
                        break;
                    }
                } else {
                    break;
                }
            }
            if best_mu != 0 {
                break;
            }
        }
        if best_mu != 0 {
            let bi = basis[i].clone();
            add_multiple(&mut basis[i + 1], &bi, &Int::from(best_mu));
        }
        // Swap when F_i(b_{i+1}) < 3/4 F_i(b_i).
        if best.num() * fi.den() * 4 < fi.num() * best.den() * 3 {
            basis.swap(i, i + 1);
            i = if i > level { i - 1 } else { level };
        } else {
            i += 1;
        }
    }
}

/// Depth-first search for an integer point of a *bounded* polyhedron held
/// in `s` (MLIR's `Simplex::findIntegerSample`): at each level the basis is
/// reduced, and `basis[level] . x` is fixed to each integer value between
/// its rational bounds in turn. `s` is restored.
fn sample_bounded(s: &mut Simplex, basis: &mut Vec<Vec<Int>>, level: usize, base: usize) -> Option<Vec<Int>> {
    if s.is_empty() {
        return None;
    }
    if let Some(p) = s.integer_sample_if_integral() {
        return Some(p);
    }
    let n = s.num_vars();
    if level >= n {
        return None;
    }
    // Integer range of each remaining basis direction: an empty range
    // proves emptiness; the narrowest direction is branched on directly
    // when it is narrow enough, otherwise the basis is reduced first.
    // The optimal vertices of these LPs are averaged: rounding that central
    // point is a cheap chance to find an integer point without branching.
    let mut best: Option<(usize, Int, Int)> = None;
    let mut centre = vec![Int::ZERO; n];
    let mut vertices = 0i64;
    for (j, b) in basis.iter().enumerate().skip(level) {
        let (lo, hi) = integer_range(s, b, &mut centre, &mut vertices)?;
        if lo > hi {
            return None;
        }
        if best.as_ref().is_none_or(|(_, l, h)| &hi - &lo < h - l) {
            best = Some((j, lo, hi));
        }
    }
    if vertices > 0 {
        let d = Int::from(2 * vertices);
        let x: Vec<Int> = centre.iter().map(|c| (&(c * 2) + &Int::from(vertices)).floor_div(&d)).collect();
        if (0..base).all(|i| {
            let r = s.constraint_row(i);
            let mut v = r[n].clone();
            for (a, xi) in r[..n].iter().zip(&x) {
                v.add_mul(a, xi);
            }
            !v.is_negative()
        }) {
            return Some(x);
        }
    }
    let (j, mut lo, mut hi) = best?;
    basis.swap(level, j);
    if &hi - &lo > GBR_THRESHOLD {
        reduce_basis(s, basis, level);
        (lo, hi) = integer_range(s, &basis[level], &mut centre, &mut vertices)?;
    }
    let mut row = basis[level].clone();
    row.push(Int::ZERO);
    let mut v = lo;
    while v <= hi {
        let snap = s.snapshot();
        row[n] = -&v;
        s.add_equality(&row);
        let res = sample_bounded(s, basis, level + 1, base);
        s.rollback(snap);
        if res.is_some() {
            return res;
        }
        v += 1;
    }
    None
}

/// Basis reduction is only run when the narrowest remaining direction
/// still has more than this many integer values plus one (measured: running
/// it on every node costs more than it saves on typical systems).
const GBR_THRESHOLD: i64 = 8;

/// `[ceil(min d.x), floor(max d.x)]` over the polytope (None if unbounded or
/// empty).
fn integer_range(s: &mut Simplex, d: &[Int], centre: &mut [Int], vertices: &mut i64) -> Option<(Int, Int)> {
    let mut row = d.to_vec();
    row.push(Int::ZERO);
    let mut bound = |s: &mut Simplex, o: Optimum, up: bool| match o {
        Optimum::Bounded(f) => {
            // Accumulate the optimal vertex, rounded to the nearest integer.
            if let Some(p) = s.sample() {
                for (c, f) in centre.iter_mut().zip(&p) {
                    *c += (&(f.num() * 2) + f.den()).floor_div(&(f.den() * 2));
                }
                *vertices += 1;
            }
            Some(if up { f.floor() } else { f.ceil() })
        }
        Optimum::Empty => None,
        // Callers only search bounded polytopes (checked, or bounded by
        // construction): never turn this into a wrong "empty".
        Optimum::Unbounded => panic!("presburger internal error: unbounded direction in a bounded search"),
    };
    let lo = {
        let o = s.minimize(&row);
        bound(s, o, false)?
    };
    let hi = {
        let o = s.maximize(&row);
        bound(s, o, true)?
    };
    Some((lo, hi))
}

/// Rounding heuristic for inequality systems: if the polytope shrunk by
/// half the 1-norm of each constraint (resp. by its negative coefficients)
/// has a rational point, rounding it to the nearest integer (resp. up)
/// gives an integer point of the original polytope.
fn try_rounding(n: usize, ineqs: &[Vec<Int>]) -> Option<Vec<Int>> {
    // Round to nearest: 2(a.x + c) - sum |a_i| >= 0.
    let mut near = Simplex::new(n);
    for r in ineqs {
        let mut row: Vec<Int> = r.iter().map(|x| x * 2).collect();
        for a in &r[..n] {
            row[n] -= a.abs();
        }
        near.add_inequality(&row);
        if near.is_empty() {
            break;
        }
    }
    if let Some(p) = near.sample() {
        let two = Int::from(2);
        let x: Vec<Int> = p.iter().map(|f| (&(f.num() * 2) + f.den()).floor_div(&(f.den() * &two))).collect();
        if satisfies(&[], ineqs, &x) {
            return Some(x);
        }
    }
    // Round up: a.x + c + sum_{a_i < 0} a_i >= 0.
    let mut up = Simplex::new(n);
    for r in ineqs {
        let mut row = r.clone();
        for a in &r[..n] {
            if a.is_negative() {
                row[n] += a;
            }
        }
        up.add_inequality(&row);
        if up.is_empty() {
            return None;
        }
    }
    let x: Vec<Int> = up.sample()?.iter().map(|f| f.ceil()).collect();
    if satisfies(&[], ineqs, &x) { Some(x) } else { None }
}

/// [`sample_bounded`] starting from the identity basis.
fn sample_bounded_from_start(s: &mut Simplex) -> Option<Vec<Int>> {
    let n = s.num_vars();
    let mut basis: Vec<Vec<Int>> =
        (0..n).map(|i| (0..n).map(|j| if i == j { Int::ONE } else { Int::ZERO }).collect()).collect();
    let base = s.num_constraints();
    sample_bounded(s, &mut basis, 0, base)
}

/// Column operations bringing `m` (rows of `n` entries) to column echelon
/// form; returns `(rank, T)` with `T` unimodular (`n x n`, row-major) and
/// `m * T` zero outside its first `rank` columns.
fn column_echelon(mut m: Vec<Vec<Int>>, n: usize) -> (usize, Vec<Vec<Int>>) {
    let mut t: Vec<Vec<Int>> =
        (0..n).map(|i| (0..n).map(|j| if i == j { Int::ONE } else { Int::ZERO }).collect()).collect();
    fn col_swap(m: &mut [Vec<Int>], a: usize, b: usize) {
        for r in m.iter_mut() {
            r.swap(a, b);
        }
    }
    fn col_sub(m: &mut [Vec<Int>], k: usize, j: usize, q: &Int) {
        for r in m.iter_mut() {
            if !r[j].is_zero() {
                let d = q * &r[j];
                r[k] -= d;
            }
        }
    }
    let mut rank = 0;
    for i in 0..m.len() {
        if rank == n {
            break;
        }
        loop {
            let mut piv: Option<usize> = None;
            for k in rank..n {
                if !m[i][k].is_zero() && piv.is_none_or(|p| m[i][k].abs() < m[i][p].abs()) {
                    piv = Some(k);
                }
            }
            let Some(p) = piv else { break };
            col_swap(&mut m, p, rank);
            col_swap(&mut t, p, rank);
            let mut done = true;
            for k in rank + 1..n {
                if m[i][k].is_zero() {
                    continue;
                }
                let q = m[i][k].floor_div(&m[i][rank]);
                col_sub(&mut m, k, rank, &q);
                col_sub(&mut t, k, rank, &q);
                if !m[i][k].is_zero() {
                    done = false;
                }
            }
            if done {
                rank += 1;
                break;
            }
        }
    }
    (rank, t)
}

/// `row[..n] * T` with the constant kept.
fn transform_row(row: &[Int], t: &[Vec<Int>], n: usize) -> Vec<Int> {
    let mut out = vec![Int::ZERO; n + 1];
    for (i, a) in row[..n].iter().enumerate() {
        if a.is_zero() {
            continue;
        }
        for (o, tij) in out[..n].iter_mut().zip(&t[i]) {
            if !tij.is_zero() {
                o.add_mul(a, tij);
            }
        }
    }
    out[n] = row[n].clone();
    out
}

/// An integer point satisfying `eqs` (`row . (x,1) = 0`) and `ineqs`
/// (`row . (x,1) >= 0`), rows of `n + 1` entries, or `None` when there is
/// none. Exact and terminating for bounded and unbounded polyhedra.
pub fn find_integer_sample_rows(n: usize, eqs: &[Vec<Int>], ineqs: &[Vec<Int>]) -> Option<Vec<Int>> {
    let (eqs, ineqs) = normalize(n, eqs, ineqs)?;
    if eqs.is_empty() {
        return sample_normalized(n, &eqs, &ineqs);
    }
    // Quick rational checks before eliminating the equalities.
    let s = Simplex::from_rows(n, eqs.iter().map(|r| r.as_slice()), ineqs.iter().map(|r| r.as_slice()));
    if s.is_empty() {
        return None;
    }
    if let Some(p) = s.integer_sample_if_integral() {
        return Some(p);
    }
    // x = T y with E T in column echelon form: the equalities fix
    // y_0..y_rank (or prove the system integer-empty); the rest is free.
    let m: Vec<Vec<Int>> = eqs.iter().map(|e| e[..n].to_vec()).collect();
    let (rank, t) = column_echelon(m, n);
    let mut y: Vec<Int> = Vec::with_capacity(n);
    for e in &eqs {
        let row = transform_row(e, &t, n);
        let k = y.len();
        let mut v = row[n].clone();
        for (a, yj) in row[..k].iter().zip(&y) {
            v.add_mul(a, yj);
        }
        if k < rank && !row[k].is_zero() {
            if !v.is_divisible_by(&row[k]) {
                return None;
            }
            y.push(-v.exact_div(&row[k]));
        } else if !v.is_zero() {
            return None;
        }
    }
    debug_assert_eq!(y.len(), rank);
    let reduced: Vec<Vec<Int>> = ineqs
        .iter()
        .map(|r| {
            let row = transform_row(r, &t, n);
            let mut c = row[n].clone();
            for (a, yj) in row[..rank].iter().zip(&y) {
                c.add_mul(a, yj);
            }
            let mut out = row[rank..n].to_vec();
            out.push(c);
            out
        })
        .collect();
    let z = find_integer_sample_rows(n - rank, &[], &reduced)?;
    y.extend(z);
    let x = apply_transform(&t, &y);
    assert!(satisfies(&eqs, &ineqs, &x), "presburger internal error: integer sample violates the constraints");
    Some(x)
}

/// `x = T y`.
fn apply_transform(t: &[Vec<Int>], y: &[Int]) -> Vec<Int> {
    t.iter()
        .map(|ti| {
            let mut v = Int::ZERO;
            for (tij, yj) in ti.iter().zip(y) {
                if !tij.is_zero() {
                    v.add_mul(tij, yj);
                }
            }
            v
        })
        .collect()
}

/// [`find_integer_sample_rows`] on already normalised rows.
fn sample_normalized(n: usize, eqs: &[Vec<Int>], ineqs: &[Vec<Int>]) -> Option<Vec<Int>> {
    let mut s = Simplex::from_rows(n, eqs.iter().map(|r| r.as_slice()), ineqs.iter().map(|r| r.as_slice()));
    if s.is_empty() {
        return None;
    }
    if let Some(p) = s.integer_sample_if_integral() {
        return Some(p);
    }
    if eqs.is_empty()
        && let Some(x) = try_rounding(n, ineqs)
    {
        return Some(x);
    }
    if !s.is_unbounded() {
        return sample_bounded_from_start(&mut s);
    }
    // Unbounded: split bounded and unbounded directions.
    let dirs = s.bounded_directions();
    let (rank, t) = column_echelon(dirs, n);
    let teqs: Vec<Vec<Int>> = eqs.iter().map(|r| transform_row(r, &t, n)).collect();
    let tineqs: Vec<Vec<Int>> = ineqs.iter().map(|r| transform_row(r, &t, n)).collect();
    let only_bounded = |r: &Vec<Int>| r[rank..n].iter().all(|x| x.is_zero());
    let restrict = |r: &Vec<Int>| {
        let mut v = r[..rank].to_vec();
        v.push(r[n].clone());
        v
    };
    let beqs: Vec<Vec<Int>> = teqs.iter().filter(|r| only_bounded(r)).map(restrict).collect();
    let bineqs: Vec<Vec<Int>> = tineqs.iter().filter(|r| only_bounded(r)).map(restrict).collect();
    let b = if rank == 0 {
        Vec::new()
    } else {
        let (beqs, bineqs) = normalize(rank, &beqs, &bineqs)?;
        if beqs.is_empty()
            && let Some(x) = try_rounding(rank, &bineqs)
        {
            x
        } else {
            let mut bs =
                Simplex::from_rows(rank, beqs.iter().map(|r| r.as_slice()), bineqs.iter().map(|r| r.as_slice()));
            sample_bounded_from_start(&mut bs)?
        }
    };
    // Cone part: every remaining row has zero bounded part only if it is one
    // of the rows above; the others are shrunk and sampled.
    let nu = n - rank;
    let mut cone = Simplex::new(nu);
    for r in &tineqs {
        if only_bounded(r) {
            continue;
        }
        let mut c = r[n].clone();
        for (a, bv) in r[..rank].iter().zip(&b) {
            c.add_mul(a, bv);
        }
        let mut row: Vec<Int> = r[rank..n].to_vec();
        for a in &row {
            if a.is_negative() {
                c += a;
            }
        }
        row.push(c);
        cone.add_inequality(&row);
    }
    for r in &teqs {
        debug_assert!(only_bounded(r), "equality with an unbounded direction");
    }
    let u: Vec<Int> = match cone.sample() {
        Some(p) => p.iter().map(|f| f.ceil()).collect(),
        None => panic!("presburger internal error: shrunken recession cone is empty"),
    };
    let y: Vec<Int> = b.into_iter().chain(u).collect();
    let x = apply_transform(&t, &y);
    assert!(satisfies(eqs, ineqs, &x), "presburger internal error: integer sample violates the constraints");
    Some(x)
}

/// Integer lexicographic minimum (`Direction::Down`) or maximum
/// (`Direction::Up`) over all `n` variables of the rows.
pub fn integer_lexopt_rows(n: usize, eqs: &[Vec<Int>], ineqs: &[Vec<Int>], dir: Direction) -> LexOpt<Int> {
    let Some(mut cur) = find_integer_sample_rows(n, eqs, ineqs) else {
        return LexOpt::Empty;
    };
    let mut eqs: Vec<Vec<Int>> = eqs.to_vec();
    let mut ineqs: Vec<Vec<Int>> = ineqs.to_vec();
    let sign: i64 = if dir == Direction::Down { 1 } else { -1 };
    for v in 0..n {
        let mut s = Simplex::from_rows(n, eqs.iter().map(|r| r.as_slice()), ineqs.iter().map(|r| r.as_slice()));
        let bound = match s.optimize_var(dir, v) {
            Optimum::Bounded(f) => f,
            Optimum::Unbounded => return LexOpt::Unbounded,
            Optimum::Empty => return LexOpt::Empty,
        };
        // Work with w = sign * x_v, minimised.
        let mut lo = if sign == 1 { bound.ceil() } else { -bound.floor() };
        let mut hi = &cur[v] * sign;
        while lo < hi {
            let mid = (&lo + &hi).floor_div(&Int::from(2));
            // sign*x_v <= mid  <=>  -sign*x_v + mid >= 0
            let mut row = vec![Int::ZERO; n + 1];
            row[v] = Int::from(-sign);
            row[n] = mid.clone();
            ineqs.push(row);
            let probe = find_integer_sample_rows(n, &eqs, &ineqs);
            ineqs.pop();
            match probe {
                Some(p) => {
                    hi = &p[v] * sign;
                    cur = p;
                }
                None => lo = mid + 1,
            }
        }
        let mut row = vec![Int::ZERO; n + 1];
        row[v] = Int::ONE;
        row[n] = -&cur[v];
        eqs.push(row);
    }
    LexOpt::Bounded(cur)
}

fn relation_rows(rel: &IntegerRelation) -> (Vec<Vec<Int>>, Vec<Vec<Int>>) {
    let eqs = (0..rel.num_equalities()).map(|i| rel.equality(i).to_vec()).collect();
    let ineqs = (0..rel.num_inequalities()).map(|i| rel.inequality(i).to_vec()).collect();
    (eqs, ineqs)
}

impl IntegerRelation {
    /// A rational simplex holding this relation's constraints (all
    /// variables, locals included, in column order).
    pub fn simplex(&self) -> Simplex {
        let n = self.num_vars();
        Simplex::from_rows(
            n,
            (0..self.num_equalities()).map(|i| self.equality(i)),
            (0..self.num_inequalities()).map(|i| self.inequality(i)),
        )
    }

    /// True when the constraints have no rational solution.
    pub fn is_rational_empty(&self) -> bool {
        self.simplex().is_empty()
    }

    /// Some rational point (values of all variables, locals included), or
    /// `None` when rationally empty.
    pub fn find_rational_sample(&self) -> Option<Vec<Frac>> {
        self.simplex().sample()
    }

    /// True when the relation contains no integer point (locals are
    /// existentially quantified integers). Exact, terminates on unbounded
    /// relations.
    pub fn is_integer_empty(&self) -> bool {
        self.find_integer_sample().is_none()
    }

    /// An integer point (values of all variables, locals included), or
    /// `None` when there is none.
    pub fn find_integer_sample(&self) -> Option<Vec<Int>> {
        let (eqs, ineqs) = relation_rows(self);
        find_integer_sample_rows(self.num_vars(), &eqs, &ineqs)
    }

    /// True when some variable is unbounded over the rational relaxation.
    pub fn is_rational_unbounded(&self) -> bool {
        self.simplex().is_unbounded()
    }

    /// Rational lexicographic minimum over all variables (locals included).
    pub fn find_rational_lexmin(&self) -> LexOpt<Frac> {
        self.simplex().find_rational_lexmin()
    }

    /// Rational lexicographic maximum over all variables (locals included).
    pub fn find_rational_lexmax(&self) -> LexOpt<Frac> {
        self.simplex().find_rational_lexmax()
    }

    /// Integer lexicographic minimum over all variables in column order,
    /// locals included: `Empty`, `Unbounded` (some variable has no minimum
    /// once the previous ones are fixed at theirs) or the point.
    pub fn find_integer_lexmin(&self) -> LexOpt<Int> {
        let (eqs, ineqs) = relation_rows(self);
        integer_lexopt_rows(self.num_vars(), &eqs, &ineqs, Direction::Down)
    }

    /// Integer lexicographic maximum over all variables, as
    /// [`IntegerRelation::find_integer_lexmin`].
    pub fn find_integer_lexmax(&self) -> LexOpt<Int> {
        let (eqs, ineqs) = relation_rows(self);
        integer_lexopt_rows(self.num_vars(), &eqs, &ineqs, Direction::Up)
    }

    /// Exact integer minimum (`Down`) or maximum (`Up`) of the affine
    /// function `row . (vars, 1)` over the integer points.
    pub fn integer_optimum(&self, dir: Direction, row: &[Int]) -> LexOpt<Int> {
        // Add a fresh variable t = row . x, optimise t first.
        let n = self.num_vars();
        let (eqs, ineqs) = relation_rows(self);
        let lift = |r: &Vec<Int>| {
            let mut v = vec![Int::ZERO];
            v.extend(r.iter().cloned());
            v
        };
        let mut leqs: Vec<Vec<Int>> = eqs.iter().map(lift).collect();
        let lineqs: Vec<Vec<Int>> = ineqs.iter().map(lift).collect();
        let mut def = vec![Int::MINUS_ONE];
        def.extend(row.iter().cloned());
        leqs.push(def);
        let lifted = n + 1;
        // Only t matters: optimise t, then report its value as a 1-vector.
        let Some(mut cur) = find_integer_sample_rows(lifted, &leqs, &lineqs) else {
            return LexOpt::Empty;
        };
        let mut s = Simplex::from_rows(lifted, leqs.iter().map(|r| r.as_slice()), lineqs.iter().map(|r| r.as_slice()));
        let bound = match s.optimize_var(dir, 0) {
            Optimum::Bounded(f) => f,
            Optimum::Unbounded => return LexOpt::Unbounded,
            Optimum::Empty => return LexOpt::Empty,
        };
        let sign: i64 = if dir == Direction::Down { 1 } else { -1 };
        let mut lo = if sign == 1 { bound.ceil() } else { -bound.floor() };
        let mut hi = &cur[0] * sign;
        let mut probe_ineqs = lineqs.clone();
        while lo < hi {
            let mid = (&lo + &hi).floor_div(&Int::from(2));
            let mut r = vec![Int::ZERO; lifted + 1];
            r[0] = Int::from(-sign);
            r[lifted] = mid.clone();
            probe_ineqs.push(r);
            let probe = find_integer_sample_rows(lifted, &leqs, &probe_ineqs);
            probe_ineqs.pop();
            match probe {
                Some(p) => {
                    hi = &p[0] * sign;
                    cur = p;
                }
                None => lo = mid + 1,
            }
        }
        LexOpt::Bounded(vec![cur[0].clone()])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(v: &[&[i64]]) -> Vec<Vec<Int>> {
        v.iter().map(|r| r.iter().map(|&x| Int::from(x)).collect()).collect()
    }

    #[test]
    fn unbounded_parity_is_empty() {
        // 2x = 2y + 1
        assert!(find_integer_sample_rows(2, &rows(&[&[2, -2, -1]]), &[]).is_none());
        // 1 <= 3x - 3y <= 2, x >= 0 unbounded
        assert!(find_integer_sample_rows(2, &[], &rows(&[&[3, -3, -1], &[-3, 3, 2], &[1, 0, 0]])).is_none());
        // 3x = 5y + 1, x,y >= 0: unbounded, has points (x=2,y=1)
        let e = rows(&[&[3, -5, -1]]);
        let i = rows(&[&[1, 0, 0], &[0, 1, 0]]);
        let p = find_integer_sample_rows(2, &e, &i).expect("sample");
        assert!(satisfies(&e, &i, &p));
    }

    #[test]
    fn unbounded_thin_cone() {
        // 0 <= 7x - 10y <= 2, x >= 1: thin unbounded strip with points.
        let i = rows(&[&[7, -10, 0], &[-7, 10, 2], &[1, 0, -1]]);
        let p = find_integer_sample_rows(2, &[], &i).expect("sample");
        assert!(satisfies(&[], &i, &p));
        // 2 <= 4x - 2y - 4z... 4x - 6y = 2z + 1 unbounded, parity: empty
        assert!(find_integer_sample_rows(3, &rows(&[&[4, -6, -2, -1]]), &rows(&[&[1, 0, 0, 0]])).is_none());
    }

    #[test]
    fn bounded_no_integer_point() {
        // 1 <= 4x - 4y... use 1 <= 2x + 3y <= 1 with box: 2x+3y = 1 has points.
        let e = rows(&[&[2, 3, -1]]);
        let i = rows(&[&[1, 0, 5], &[-1, 0, 5], &[0, 1, 5], &[0, -1, 5]]);
        assert!(find_integer_sample_rows(2, &e, &i).is_some());
        // x + y = 1/2 style: 2x + 2y = 1 -> gcd fails.
        assert!(find_integer_sample_rows(2, &rows(&[&[2, 2, -1]]), &i).is_none());
        // triangle with no integer point: 3x >= 1, 3y >= 1, 3x + 3y <= 5 -> after tightening empty.
        assert!(find_integer_sample_rows(2, &[], &rows(&[&[3, 0, -1], &[0, 3, -1], &[-3, -3, 5]])).is_none());
        // 2x - 3y... thin: 1 <= 2x - 2y... bounded DFS: x in [0,3], 3y <= 2x <= 3y+1, 5 <= x+y
        let i2 = rows(&[&[1, 0, 0], &[-1, 0, 3], &[2, -3, 0], &[-2, 3, 1], &[1, 1, -6]]);
        assert_eq!(find_integer_sample_rows(2, &[], &i2), None);
    }

    #[test]
    fn zero_variables() {
        assert_eq!(find_integer_sample_rows(0, &[], &rows(&[&[3]])), Some(vec![]));
        assert_eq!(find_integer_sample_rows(0, &[], &rows(&[&[-1]])), None);
        assert_eq!(find_integer_sample_rows(0, &rows(&[&[1]]), &[]), None);
        assert_eq!(integer_lexopt_rows(0, &[], &[], Direction::Down), LexOpt::Bounded(vec![]));
    }

    #[test]
    fn thin_unbounded_strip_in_higher_dimension() {
        // 1 <= 6x - 9y + 3z <= 2 has no integer point (the middle is a
        // multiple of 3), unbounded in x, y, z.
        let i = rows(&[&[6, -9, 3, 0, -1], &[-6, 9, -3, 0, 2], &[0, 0, 0, 1, 0]]);
        assert!(find_integer_sample_rows(4, &[], &i).is_none());
        // 1 <= 6x - 9y + 4z <= 1: points exist.
        let i = rows(&[&[6, -9, 4, 0, -1], &[-6, 9, -4, 0, 1], &[1, 1, 1, 1, 0]]);
        let p = find_integer_sample_rows(4, &[], &i).expect("sample");
        assert!(satisfies(&[], &i, &p));
    }

    #[test]
    fn lexmin_basic() {
        // x + y >= 3, x >= 0, y >= 0, 2y >= 1 ; lexmin = (0, 3)
        let i = rows(&[&[1, 1, -3], &[1, 0, 0], &[0, 1, 0], &[0, 2, -1]]);
        assert_eq!(integer_lexopt_rows(2, &[], &i, Direction::Down), LexOpt::Bounded(vec![Int::from(0), Int::from(3)]));
        assert_eq!(integer_lexopt_rows(2, &[], &i, Direction::Up), LexOpt::Unbounded);
        // 3x = 2y, 1 <= x  -> lexmin (2, 3)
        let e = rows(&[&[3, -2, 0]]);
        let i = rows(&[&[1, 0, -1]]);
        assert_eq!(integer_lexopt_rows(2, &e, &i, Direction::Down), LexOpt::Bounded(vec![Int::from(2), Int::from(3)]));
    }
}

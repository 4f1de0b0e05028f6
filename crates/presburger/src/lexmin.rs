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
//!    the integer range of the current basis direction is computed; when it
//!    holds more than one value the remaining basis is first reduced by
//!    generalized basis reduction (Lovász–Scarf widths over `P x P`, with
//!    the multipliers read off the dual values of the width LPs as in Cook
//!    et al.), which keeps the search tree small on thin polytopes. Rounding
//!    the average of the optimal vertices found while computing the range
//!    is tried at every node. Terminates because every range is finite;
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
//! Everything is written over a [`Coeff`]: the public functions run it on
//! `i64` (no allocation in the simplex pivots) and redo it over [`Int`]
//! when a coefficient overflows, so the answer is always the exact one.
//!
//! Integer lexmin fixes the variables in order; the integer minimum of each
//! one is found by binary search between its rational minimum and the value
//! in a known integer point, each probe being an integer emptiness check.

use crate::coeff::{Checked, Coeff, convert_slice, exact, gcd_of, to_ints};
use crate::int::Int;
use crate::relation::IntegerRelation;
use crate::simplex::{Direction, Frac, LexOpt, Optimum, Simplex};

/// Normalised equalities and inequalities, or `None` when a row is
/// trivially infeasible over the integers.
type Normalized<T> = Option<(Vec<Vec<T>>, Vec<Vec<T>>)>;

/// GCD test and inequality tightening over rows of `n + 1` entries.
fn normalize<T: Coeff>(n: usize, eqs: &[Vec<T>], ineqs: &[Vec<T>]) -> Checked<Normalized<T>> {
    let mut out_eq = Vec::with_capacity(eqs.len());
    for e in eqs {
        let g = gcd_of(&e[..n])?;
        if g.is_zero() {
            if !e[n].is_zero() {
                return Ok(None);
            }
            continue;
        }
        if !e[n].is_divisible_by(&g) {
            return Ok(None);
        }
        if g.is_one() {
            out_eq.push(e.clone());
        } else {
            out_eq.push(e.iter().map(|x| x.exact_div(&g)).collect::<Checked<_>>()?);
        }
    }
    let mut out_ineq = Vec::with_capacity(ineqs.len());
    for i in ineqs {
        let g = gcd_of(&i[..n])?;
        if g.is_zero() {
            if i[n].is_negative() {
                return Ok(None);
            }
            continue;
        }
        if g.is_one() {
            out_ineq.push(i.clone());
        } else {
            let mut r: Vec<T> = i[..n].iter().map(|x| x.exact_div(&g)).collect::<Checked<_>>()?;
            r.push(i[n].floor_div(&g)?);
            out_ineq.push(r);
        }
    }
    Ok(Some((out_eq, out_ineq)))
}

fn eval<T: Coeff>(row: &[T], x: &[T]) -> Checked<T> {
    let n = x.len();
    let mut v = row[n].clone();
    for (a, b) in row[..n].iter().zip(x) {
        if !a.is_zero() {
            v.add_mul(a, b)?;
        }
    }
    Ok(v)
}

/// True when `x` satisfies every equality and inequality row.
fn try_satisfies<T: Coeff>(eqs: &[Vec<T>], ineqs: &[Vec<T>], x: &[T]) -> Checked<bool> {
    for e in eqs {
        if !eval(e, x)?.is_zero() {
            return Ok(false);
        }
    }
    for i in ineqs {
        if eval(i, x)?.is_negative() {
            return Ok(false);
        }
    }
    Ok(true)
}

/// True when `x` satisfies every equality and inequality row.
pub fn satisfies(eqs: &[Vec<Int>], ineqs: &[Vec<Int>], x: &[Int]) -> bool {
    exact(try_satisfies(eqs, ineqs, x))
}

/// Width computations over `P x P` for generalized basis reduction:
/// `F(d) = max d.(x - y)` over `x, y` in `P` with `o.(x - y) = 0` for the
/// orthogonality directions `o` added so far (MLIR's `GBRSimplex`).
struct WidthSimplex<T> {
    s: Simplex<T>,
    n: usize,
    /// Index of the first orthogonality equality in `s`.
    first_con: usize,
    /// Snapshots before each orthogonality equality, innermost last.
    snapshots: Vec<crate::simplex::Snapshot>,
    /// Scratch row `d.(x - y)`.
    row: Vec<T>,
}

impl<T: Coeff> WidthSimplex<T> {
    fn new(base: &Simplex<T>) -> WidthSimplex<T> {
        let n = base.num_vars();
        let s = base.product_with_itself();
        let first_con = s.num_constraints();
        WidthSimplex { s, n, first_con, snapshots: Vec::new(), row: vec![T::ZERO; 2 * n + 1] }
    }

    /// `d.(x - y)` as a row over `P x P` (in the scratch row).
    fn set_diff_row(&mut self, d: &[T]) -> Checked<()> {
        let n = self.n;
        for (j, a) in d.iter().enumerate() {
            self.row[j] = a.clone();
            self.row[n + j] = a.neg()?;
        }
        Ok(())
    }

    /// Adds the equality `d.(x - y) = 0`.
    fn add_orthogonal(&mut self, d: &[T]) -> Checked<()> {
        self.snapshots.push(self.s.snapshot());
        self.set_diff_row(d)?;
        let row = std::mem::take(&mut self.row);
        let res = self.s.try_add_equality(&row);
        self.row = row;
        res
    }

    /// Removes the last orthogonality equality.
    fn remove_last(&mut self) -> Checked<()> {
        match self.snapshots.pop() {
            Some(snap) => self.s.try_rollback(snap),
            None => Ok(()),
        }
    }

    /// `F(d)` under the current orthogonality equalities, with the dual
    /// values of those equalities and their denominator.
    #[allow(clippy::type_complexity)]
    fn width_and_duals(&mut self, d: &[T]) -> Checked<(Frac<T>, Vec<T>, T)> {
        self.set_diff_row(d)?;
        let row = std::mem::take(&mut self.row);
        let res = self.s.try_maximize_with_duals(&row, self.first_con);
        self.row = row;
        res
    }
}

/// `dst += mu * src`.
fn add_multiple<T: Coeff>(dst: &mut [T], src: &[T], mu: &T) -> Checked<()> {
    for (d, s) in dst.iter_mut().zip(src) {
        if !s.is_zero() {
            d.add_mul(mu, s)?;
        }
    }
    Ok(())
}

/// Generalized basis reduction of `basis[level..]` with respect to the
/// widths of the bounded polytope in `s` (MLIR's `Simplex::reduceBasis`,
/// ε = 3/4, after Cook, Rutherford, Scarf and Shallcross): the multiplier
/// `u` minimising `F_i(b_{i+1} + u b_i)` is the floor or the ceiling of the
/// dual value of `b_i`'s orthogonality equality in the LP of
/// `F_{i+1}(b_{i+1})`. Only unimodular operations are used, so the result
/// is always a valid basis; the reduction only affects speed.
fn reduce_basis<T: Coeff>(s: &Simplex<T>, basis: &mut [Vec<T>], level: usize) -> Checked<()> {
    let n = basis.len();
    if level + 1 >= n {
        return Ok(());
    }
    let mut ws = WidthSimplex::new(s);
    // width[k] = F_{level + k}(b_{level + k}) where known.
    let mut width: Vec<Frac<T>> = Vec::new();
    let mut dual: Vec<T> = Vec::new();
    let mut dual_denom = T::ONE;
    let mut i = level;
    while i + 1 < n {
        if i >= level + width.len() {
            // Only at i == level: F_level(b_level), no orthogonality yet.
            let (w, d, dd) = ws.width_and_duals(&basis[i])?;
            width.push(w);
            (dual, dual_denom) = (d, dd);
        }
        if i >= level + dual.len() {
            // F_{i+1}(b_{i+1}) and the duals of b_level..b_i.
            ws.add_orthogonal(&basis[i])?;
            let (w, d, dd) = ws.width_and_duals(&basis[i + 1])?;
            ws.remove_last()?;
            width.push(w);
            (dual, dual_denom) = (d, dd);
        }
        // b_{i+1} += u b_i with u minimising F_i(b_{i+1} + u b_i).
        let (left, right) = basis.split_at_mut(i + 1);
        let (bi, bnext) = (&left[i], &mut right[0]);
        let alpha = &dual[i - level];
        let u = alpha.floor_div(&dual_denom)?;
        add_multiple(bnext, bi, &u)?;
        let candidate = if alpha.is_divisible_by(&dual_denom) {
            // F_i(b_{i+1} + alpha b_i) = F_{i+1}(b_{i+1}), already known.
            width[i + 1 - level].clone()
        } else {
            let (w0, d0, dd0) = ws.width_and_duals(bnext)?;
            add_multiple(bnext, bi, &T::ONE)?;
            let (w1, d1, dd1) = ws.width_and_duals(bnext)?;
            if w0 < w1 {
                add_multiple(bnext, bi, &T::MINUS_ONE)?;
                (dual, dual_denom) = (d0, dd0);
                w0
            } else {
                (dual, dual_denom) = (d1, dd1);
                w1
            }
        };
        // Swap when F_i(b_{i+1}) < 3/4 F_i(b_i).
        let f = &width[i - level];
        if T::cmp_products(
            &candidate.num().mul(&T::from_i64(4))?,
            f.den(),
            &f.num().mul(&T::from_i64(3))?,
            candidate.den(),
        )
        .is_lt()
        {
            basis.swap(i, i + 1);
            width[i - level] = candidate;
            width.truncate(i - level + 1);
            if i == level {
                dual.clear();
                continue;
            }
            ws.remove_last()?;
            i -= 1;
            continue;
        }
        dual.clear();
        ws.add_orthogonal(&basis[i])?;
        i += 1;
    }
    Ok(())
}

/// Depth-first search for an integer point of a *bounded* polyhedron held
/// in `s` (MLIR's `Simplex::findIntegerSample`, with the branching
/// direction chosen by width): at each level the integer range of every
/// remaining basis direction is computed (an empty one proves emptiness),
/// the narrowest is branched on, and when even that one has more than
/// [`GBR_THRESHOLD`] + 1 values the remaining basis is reduced first.
/// `s` is restored.
fn sample_bounded<T: Coeff>(
    s: &mut Simplex<T>,
    basis: &mut Vec<Vec<T>>,
    level: usize,
    base: usize,
) -> Checked<Option<Vec<T>>> {
    match search_node(s, basis, level, base, true)? {
        Search::Found(p) => Ok(Some(p)),
        Search::Empty => Ok(None),
        Search::Unbounded => panic!("presburger internal error: unbounded direction in a bounded search"),
    }
}

/// Outcome of [`search_node`].
enum Search<T> {
    Found(Vec<T>),
    Empty,
    /// Only when boundedness was not known: some basis direction is
    /// unbounded, nothing was searched.
    Unbounded,
}

/// One node of [`sample_bounded`]'s search. With `bounded == false` (the
/// root of a polyhedron not known to be bounded) the range of every basis
/// direction is computed before anything else: if one is unbounded the
/// node answers [`Search::Unbounded`], otherwise the polyhedron is bounded
/// (the basis spans the space) and the search goes on. This replaces a
/// separate unboundedness test (two LPs per variable) whose LPs are the
/// same as the root's range LPs.
fn search_node<T: Coeff>(
    s: &mut Simplex<T>,
    basis: &mut Vec<Vec<T>>,
    level: usize,
    base: usize,
    bounded: bool,
) -> Checked<Search<T>> {
    if s.is_empty() {
        return Ok(Search::Empty);
    }
    if let Some(p) = s.integer_sample_if_integral() {
        return Ok(Search::Found(p));
    }
    let n = s.num_vars();
    if level >= n {
        return Ok(Search::Empty);
    }
    // The optimal vertices of the range LPs are averaged: rounding that
    // central point is a cheap chance to find a point without branching.
    let mut centre = Centre::new(n);
    let mut best: Option<(usize, T, T)> = None;
    for (j, direction) in basis.iter().enumerate().skip(level) {
        let (lo, hi) = match integer_range(s, direction, &mut centre)? {
            Range::Values(lo, hi) => (lo, hi),
            Range::Empty => return Ok(Search::Empty),
            Range::Unbounded if !bounded => return Ok(Search::Unbounded),
            // Never turn this into a wrong "empty".
            Range::Unbounded => panic!("presburger internal error: unbounded direction in a bounded search"),
        };
        if lo > hi {
            return Ok(Search::Empty);
        }
        let width = hi.sub(&lo)?;
        if best.as_ref().is_none_or(|(_, l, h)| h.sub(l).is_ok_and(|w| width < w)) {
            best = Some((j, lo, hi));
        }
        if width.is_zero() && bounded {
            // A single value: no narrower direction exists.
            break;
        }
    }
    if let Some(x) = centre.rounded(s, base)? {
        return Ok(Search::Found(x));
    }
    let Some((j, mut lo, mut hi)) = best else { return Ok(Search::Empty) };
    basis.swap(level, j);
    if hi.sub(&lo)? > T::from_i64(GBR_THRESHOLD) {
        reduce_basis(s, basis, level)?;
        match integer_range(s, &basis[level], &mut centre)? {
            Range::Values(l, h) => (lo, hi) = (l, h),
            Range::Empty => return Ok(Search::Empty),
            Range::Unbounded => panic!("presburger internal error: unbounded direction in a bounded search"),
        }
    }
    let mut row = basis[level].clone();
    row.push(T::ZERO);
    let mut values = CentreOut::new(lo, hi)?;
    while let Some(v) = values.next_value()? {
        let snap = s.snapshot();
        row[n] = v.neg()?;
        s.try_add_equality(&row)?;
        let res = sample_bounded(s, basis, level + 1, base)?;
        s.try_rollback(snap)?;
        if let Some(p) = res {
            return Ok(Search::Found(p));
        }
    }
    Ok(Search::Empty)
}

/// The integers of `[lo, hi]` from the middle outwards (`m = floor((lo +
/// hi) / 2)`, then `m + 1`, `m - 1`, `m + 2`, ...): the slices near the
/// middle of a range are the widest, so a non-empty polytope usually has
/// its integer points there, while an empty one needs every value tried in
/// any order.
struct CentreOut<T> {
    lo: T,
    hi: T,
    /// Next value above the middle, and next value at or below it.
    up: T,
    down: T,
    /// Whether the next value is taken above the middle.
    take_up: bool,
}

impl<T: Coeff> CentreOut<T> {
    fn new(lo: T, hi: T) -> Checked<Self> {
        let down = lo.add(&hi)?.floor_div(&T::from_i64(2))?;
        let up = down.add(&T::ONE)?;
        Ok(CentreOut { lo, hi, up, down, take_up: false })
    }

    fn next_value(&mut self) -> Checked<Option<T>> {
        // Both bounds are checked on both sides: `lo > hi` (an empty
        // range) yields nothing.
        let up_left = self.lo <= self.up && self.up <= self.hi;
        let down_left = self.lo <= self.down && self.down <= self.hi;
        let take_up = if up_left && down_left { self.take_up } else { up_left };
        if !up_left && !down_left {
            return Ok(None);
        }
        self.take_up = !take_up;
        if take_up {
            let v = self.up.clone();
            self.up.add_assign(&T::ONE)?;
            Ok(Some(v))
        } else {
            let v = self.down.clone();
            self.down.sub_assign(&T::ONE)?;
            Ok(Some(v))
        }
    }
}

/// Basis reduction is only run when the narrowest remaining direction
/// still has more than this many integer values plus one (measured on
/// `bench/presburger-isl`: reducing at every node costs more than the
/// branches it saves on typical systems).
const GBR_THRESHOLD: i64 = 8;

/// Sum of the optimal vertices (each rounded to the nearest integer) seen
/// while computing ranges.
struct Centre<T> {
    sum: Vec<T>,
    vertices: i64,
}

impl<T: Coeff> Centre<T> {
    fn new(n: usize) -> Self {
        Centre { sum: vec![T::ZERO; n], vertices: 0 }
    }

    /// Adds the current sample of `s`, rounded to the nearest integer.
    fn add(&mut self, s: &Simplex<T>) -> Checked<()> {
        if let Some(p) = s.try_sample()? {
            let two = T::from_i64(2);
            for (c, f) in self.sum.iter_mut().zip(&p) {
                let near = f.num().mul(&two)?.add(f.den())?.floor_div(&f.den().mul(&two)?)?;
                c.add_assign(&near)?;
            }
            self.vertices += 1;
        }
        Ok(())
    }

    /// The rounded average, if it satisfies the first `base` constraints of `s`.
    fn rounded(&self, s: &Simplex<T>, base: usize) -> Checked<Option<Vec<T>>> {
        if self.vertices == 0 {
            return Ok(None);
        }
        let n = self.sum.len();
        let d = T::from_i64(2 * self.vertices);
        let half = T::from_i64(self.vertices);
        let x: Vec<T> =
            self.sum.iter().map(|c| c.mul(&T::from_i64(2))?.add(&half)?.floor_div(&d)).collect::<Checked<_>>()?;
        for i in 0..base {
            let r = s.constraint_row(i);
            let mut v = r[n].clone();
            for (a, xi) in r[..n].iter().zip(&x) {
                v.add_mul(a, xi)?;
            }
            if v.is_negative() {
                return Ok(None);
            }
        }
        Ok(Some(x))
    }
}

/// Integer range of a direction over the polyhedron.
enum Range<T> {
    /// `[ceil(min d.x), floor(max d.x)]` (possibly `lo > hi`).
    Values(T, T),
    /// The polyhedron is (rationally) empty.
    Empty,
    /// `d.x` is unbounded above or below.
    Unbounded,
}

/// The integer range of `d.x` over the polyhedron, adding the optimal
/// vertices to `centre`.
fn integer_range<T: Coeff>(s: &mut Simplex<T>, d: &[T], centre: &mut Centre<T>) -> Checked<Range<T>> {
    let mut row = d.to_vec();
    row.push(T::ZERO);
    let mut bound = |s: &mut Simplex<T>, up: bool| -> Checked<Optimum<T>> {
        let opt = s.try_compute_optimum(if up { Direction::Up } else { Direction::Down }, &row)?;
        if let Optimum::Bounded(_) = opt {
            // The rollback only removed the objective row: the sample
            // is still the optimal vertex the pivots reached.
            centre.add(s)?;
        }
        Ok(opt)
    };
    let lo = match bound(s, false)? {
        Optimum::Bounded(f) => f.try_ceil()?,
        Optimum::Empty => return Ok(Range::Empty),
        Optimum::Unbounded => return Ok(Range::Unbounded),
    };
    let hi = match bound(s, true)? {
        Optimum::Bounded(f) => f.try_floor()?,
        Optimum::Empty => return Ok(Range::Empty),
        Optimum::Unbounded => return Ok(Range::Unbounded),
    };
    Ok(Range::Values(lo, hi))
}

/// Rounding heuristic for inequality systems: if the polytope shrunk by
/// half the 1-norm of each constraint (resp. by its negative coefficients)
/// has a rational point, rounding it to the nearest integer (resp. up)
/// gives an integer point of the original polytope.
fn try_rounding<T: Coeff>(n: usize, ineqs: &[Vec<T>]) -> Checked<Option<Vec<T>>> {
    let two = T::from_i64(2);
    // Round to nearest: 2(a.x + c) - sum |a_i| >= 0.
    let mut near = Simplex::unconstrained(n);
    for r in ineqs {
        let mut row: Vec<T> = r.iter().map(|x| x.mul(&two)).collect::<Checked<_>>()?;
        for a in &r[..n] {
            row[n].sub_assign(&a.abs()?)?;
        }
        near.try_add_inequality(&row)?;
        if near.is_empty() {
            break;
        }
    }
    if let Some(p) = near.try_sample()? {
        let x: Vec<T> = p
            .iter()
            .map(|f| f.num().mul(&two)?.add(f.den())?.floor_div(&f.den().mul(&two)?))
            .collect::<Checked<_>>()?;
        if try_satisfies(&[], ineqs, &x)? {
            return Ok(Some(x));
        }
    }
    // Round up: a.x + c + sum_{a_i < 0} a_i >= 0.
    let mut up = Simplex::unconstrained(n);
    for r in ineqs {
        let mut row = r.clone();
        for a in &r[..n] {
            if a.is_negative() {
                row[n].add_assign(a)?;
            }
        }
        up.try_add_inequality(&row)?;
        if up.is_empty() {
            return Ok(None);
        }
    }
    let Some(p) = up.try_sample()? else { return Ok(None) };
    let x: Vec<T> = p.iter().map(Frac::try_ceil).collect::<Checked<_>>()?;
    Ok(if try_satisfies(&[], ineqs, &x)? { Some(x) } else { None })
}

/// The `n x n` identity matrix.
fn identity<T: Coeff>(n: usize) -> Vec<Vec<T>> {
    (0..n).map(|i| (0..n).map(|j| if i == j { T::ONE } else { T::ZERO }).collect()).collect()
}

/// [`sample_bounded`] starting from the identity basis.
fn sample_bounded_from_start<T: Coeff>(s: &mut Simplex<T>) -> Checked<Option<Vec<T>>> {
    if let Some(p) = dive(s)? {
        return Ok(Some(p));
    }
    let mut basis = identity(s.num_vars());
    let base = s.num_constraints();
    sample_bounded(s, &mut basis, 0, base)
}

/// A cheap search for an integer point before the exhaustive one: fix the
/// variable whose sample value is closest to an integer (in a second dive:
/// the first fractional one) to its nearest integer (then to the other
/// neighbour), re-solve, and go on depth-first, within a budget of
/// [`DIVE_NODES`] fixings per variable and dive. Every step only adds one
/// equality to the tableau, so a dive costs a few pivots; on polytopes with
/// room inside it usually ends on an integer sample, which is a point of
/// the original polytope (its constraints are all still there). `None`
/// (and `s` restored) when the budget runs out or the polytope is empty.
fn dive<T: Coeff>(s: &mut Simplex<T>) -> Checked<Option<Vec<T>>> {
    let n = s.num_vars();
    let mut row = vec![T::ZERO; n + 1];
    // Two dives with different choices of the variable to fix: each
    // succeeds where the other gets stuck on some systems.
    for closest in [true, false] {
        let mut budget = DIVE_NODES * n.max(1);
        if let Some(p) = dive_from(s, &mut row, &mut budget, closest)? {
            return Ok(Some(p));
        }
    }
    Ok(None)
}

/// Fixings a dive may try per variable before it gives up.
const DIVE_NODES: usize = 8;

fn dive_from<T: Coeff>(
    s: &mut Simplex<T>,
    row: &mut [T],
    budget: &mut usize,
    closest: bool,
) -> Checked<Option<Vec<T>>> {
    if s.is_empty() {
        return Ok(None);
    }
    if let Some(p) = s.integer_sample_if_integral() {
        return Ok(Some(p));
    }
    let n = s.num_vars();
    let Some(sample) = s.try_sample()? else { return Ok(None) };
    // The variable closest to an integer value (the cheapest to fix), or
    // the first fractional one.
    let mut pick: Option<(usize, &Frac<T>, T)> = None;
    for (v, f) in sample.iter().enumerate().filter(|(_, f)| !f.is_integer()) {
        if !closest {
            pick = Some((v, f, T::ZERO));
            break;
        }
        // Twice the distance to the nearest integer, over `den`.
        let r = f.num().mul(&T::from_i64(2))?.add(f.den())?.floor_div(&f.den().mul(&T::from_i64(2))?)?;
        let dist = f.num().sub(&r.mul(f.den())?)?.abs()?.mul(&T::from_i64(2))?;
        if pick.as_ref().is_none_or(|(_, g, d)| T::cmp_products(&dist, g.den(), d, f.den()).is_lt()) {
            pick = Some((v, f, dist));
        }
    }
    let Some((v, f, _)) = pick else { return Ok(None) };
    // Nearest integer first, then the other side.
    let (lo, hi) = (f.try_floor()?, f.try_ceil()?);
    let up_first = f.num().mul(&T::from_i64(2))?.sub(&lo.mul(&T::from_i64(2))?.mul(f.den())?)? > *f.den();
    for value in if up_first { [hi, lo] } else { [lo, hi] } {
        if *budget == 0 {
            return Ok(None);
        }
        *budget -= 1;
        let snap = s.snapshot();
        row.iter_mut().for_each(|x| *x = T::ZERO);
        row[v] = T::ONE;
        row[n] = value.neg()?;
        s.try_add_equality(row)?;
        let found = dive_from(s, row, budget, closest)?;
        s.try_rollback(snap)?;
        if found.is_some() {
            return Ok(found);
        }
    }
    Ok(None)
}

/// Column operations bringing `m` (rows of `n` entries) to column echelon
/// form; returns `(rank, T)` with `T` unimodular (`n x n`, row-major) and
/// `m * T` zero outside its first `rank` columns.
fn column_echelon<T: Coeff>(mut m: Vec<Vec<T>>, n: usize) -> Checked<(usize, Vec<Vec<T>>)> {
    let mut t = identity(n);
    fn col_swap<T>(m: &mut [Vec<T>], a: usize, b: usize) {
        for r in m.iter_mut() {
            r.swap(a, b);
        }
    }
    fn col_sub<T: Coeff>(m: &mut [Vec<T>], k: usize, j: usize, q: &T) -> Checked<()> {
        for r in m.iter_mut() {
            if !r[j].is_zero() {
                let d = q.mul(&r[j])?;
                r[k].sub_assign(&d)?;
            }
        }
        Ok(())
    }
    let mut rank = 0;
    for i in 0..m.len() {
        if rank == n {
            break;
        }
        loop {
            let mut piv: Option<usize> = None;
            for k in rank..n {
                if !m[i][k].is_zero() && piv.is_none_or(|p| m[i][k].abs().ok() < m[i][p].abs().ok()) {
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
                let q = m[i][k].floor_div(&m[i][rank])?;
                col_sub(&mut m, k, rank, &q)?;
                col_sub(&mut t, k, rank, &q)?;
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
    Ok((rank, t))
}

/// `row[..n] * T` with the constant kept.
fn transform_row<T: Coeff>(row: &[T], t: &[Vec<T>], n: usize) -> Checked<Vec<T>> {
    let mut out = vec![T::ZERO; n + 1];
    for (i, a) in row[..n].iter().enumerate() {
        if a.is_zero() {
            continue;
        }
        for (o, tij) in out[..n].iter_mut().zip(&t[i]) {
            if !tij.is_zero() {
                o.add_mul(a, tij)?;
            }
        }
    }
    out[n] = row[n].clone();
    Ok(out)
}

/// [`find_integer_sample_rows`] over any coefficient type.
pub fn try_find_integer_sample_rows<T: Coeff>(n: usize, eqs: &[Vec<T>], ineqs: &[Vec<T>]) -> Checked<Option<Vec<T>>> {
    let bounded = bounded_by_propagation(n, eqs, ineqs);
    sample_rows(n, eqs, ineqs, bounded)
}

/// [`try_find_integer_sample_rows`]; `bounded` when the rows are known to
/// describe a bounded set.
fn sample_rows<T: Coeff>(n: usize, eqs: &[Vec<T>], ineqs: &[Vec<T>], bounded: bool) -> Checked<Option<Vec<T>>> {
    let Some((eqs, ineqs)) = normalize(n, eqs, ineqs)? else { return Ok(None) };
    if eqs.is_empty() {
        return sample_normalized(n, &eqs, &ineqs, bounded);
    }
    // Quick rational checks before eliminating the equalities.
    let s = Simplex::try_from_rows(n, eqs.iter().map(|r| r.as_slice()), ineqs.iter().map(|r| r.as_slice()))?;
    if s.is_empty() {
        return Ok(None);
    }
    if let Some(p) = s.integer_sample_if_integral() {
        return Ok(Some(p));
    }
    // x = T y with E T in column echelon form: the equalities fix
    // y_0..y_rank (or prove the system integer-empty); the rest is free.
    let m: Vec<Vec<T>> = eqs.iter().map(|e| e[..n].to_vec()).collect();
    let (rank, t) = column_echelon(m, n)?;
    let mut y: Vec<T> = Vec::with_capacity(n);
    for e in &eqs {
        let row = transform_row(e, &t, n)?;
        let k = y.len();
        let mut v = row[n].clone();
        for (a, yj) in row[..k].iter().zip(&y) {
            v.add_mul(a, yj)?;
        }
        if k < rank && !row[k].is_zero() {
            if !v.is_divisible_by(&row[k]) {
                return Ok(None);
            }
            y.push(v.exact_div(&row[k])?.neg()?);
        } else if !v.is_zero() {
            return Ok(None);
        }
    }
    debug_assert_eq!(y.len(), rank);
    let mut reduced: Vec<Vec<T>> = Vec::with_capacity(ineqs.len());
    for r in &ineqs {
        let row = transform_row(r, &t, n)?;
        let mut c = row[n].clone();
        for (a, yj) in row[..rank].iter().zip(&y) {
            c.add_mul(a, yj)?;
        }
        let mut out = row[rank..n].to_vec();
        out.push(c);
        reduced.push(out);
    }
    let Some(z) = sample_rows(n - rank, &[], &reduced, bounded)? else { return Ok(None) };
    y.extend(z);
    let x = apply_transform(&t, &y)?;
    assert!(try_satisfies(&eqs, &ineqs, &x)?, "presburger internal error: integer sample violates the constraints");
    Ok(Some(x))
}

/// An integer point satisfying `eqs` (`row . (x,1) = 0`) and `ineqs`
/// (`row . (x,1) >= 0`), rows of `n + 1` entries, or `None` when there is
/// none. Exact and terminating for bounded and unbounded polyhedra.
pub fn find_integer_sample_rows(n: usize, eqs: &[Vec<Int>], ineqs: &[Vec<Int>]) -> Option<Vec<Int>> {
    /// The search over machine integers of type `T`, if the rows fit and
    /// no entry overflows.
    fn machine<T: Coeff>(n: usize, eqs: &[Vec<Int>], ineqs: &[Vec<Int>]) -> Checked<Option<Vec<Int>>> {
        let convert = |rows: &[Vec<Int>]| rows.iter().map(|r| convert_slice::<T>(r)).collect::<Checked<Vec<_>>>();
        let res = try_find_integer_sample_rows(n, &convert(eqs)?, &convert(ineqs)?)?;
        Ok(res.map(|p| to_ints(&p)))
    }
    // Simplex entries are subdeterminants of the constraint matrix: they
    // fit in i64 on small systems and in i128 on the larger ones met in
    // practice; Int takes whatever is left.
    if let Ok(res) = machine::<i64>(n, eqs, ineqs) {
        return res;
    }
    if let Ok(res) = machine::<i128>(n, eqs, ineqs) {
        return res;
    }
    exact(try_find_integer_sample_rows(n, eqs, ineqs))
}

/// `x = T y`.
fn apply_transform<T: Coeff>(t: &[Vec<T>], y: &[T]) -> Checked<Vec<T>> {
    t.iter()
        .map(|ti| {
            let mut v = T::ZERO;
            for (tij, yj) in ti.iter().zip(y) {
                if !tij.is_zero() {
                    v.add_mul(tij, yj)?;
                }
            }
            Ok(v)
        })
        .collect()
}

/// A cheap sufficient test for boundedness (no simplex): propagates which
/// variables have an upper and a lower bound through the rows until
/// nothing changes. A row `a.x + c >= 0` with `a_j < 0` bounds `x_j` above
/// once every other term `a_k x_k` is bounded above (`x_k` bounded above
/// where `a_k > 0`, below where `a_k < 0`); symmetrically for `a_j > 0`.
/// `true` means every variable is bounded both ways, so the polyhedron is
/// bounded; `false` decides nothing (the LPs of `try_is_unbounded` then do).
/// Run before the equalities are eliminated: the unimodular change of
/// variables keeps a bounded set bounded but hides single-variable bounds.
fn bounded_by_propagation<T: Coeff>(n: usize, eqs: &[Vec<T>], ineqs: &[Vec<T>]) -> bool {
    let (mut upper, mut lower) = (vec![false; n], vec![false; n]);
    let mut known = 0;
    // An equality is two opposite inequalities (`flip`: the negated one).
    let rows = || eqs.iter().flat_map(|r| [(r, false), (r, true)]).chain(ineqs.iter().map(|r| (r, false)));
    loop {
        let before = known;
        for (r, flip) in rows() {
            // Terms that are not bounded above: at most one may remain,
            // and it must be the variable this row bounds.
            let mut open: Option<usize> = None;
            let mut open_count = 0;
            for (k, a) in r[..n].iter().enumerate() {
                let bounded_above = if a.is_zero() {
                    true
                } else if a.is_positive() != flip {
                    upper[k]
                } else {
                    lower[k]
                };
                if !bounded_above {
                    open = Some(k);
                    open_count += 1;
                    if open_count > 1 {
                        break;
                    }
                }
            }
            // With one open term, only its variable is bounded by this
            // row; with none, every variable of the row is.
            let targets = match (open_count, open) {
                (1, Some(j)) => j..j + 1,
                (0, _) => 0..n,
                _ => continue,
            };
            for j in targets {
                if r[j].is_zero() {
                    continue;
                }
                // a_j x_j >= -(c + the other terms), which are bounded
                // above: x_j is bounded on the side of the sign of a_j.
                let side = if r[j].is_negative() != flip { &mut upper[j] } else { &mut lower[j] };
                if !*side {
                    *side = true;
                    known += 1;
                }
            }
        }
        if known == 2 * n {
            return true;
        }
        if known == before {
            return false;
        }
    }
}

/// [`find_integer_sample_rows`] on already normalised rows.
fn sample_normalized<T: Coeff>(n: usize, eqs: &[Vec<T>], ineqs: &[Vec<T>], bounded: bool) -> Checked<Option<Vec<T>>> {
    let mut s = Simplex::try_from_rows(n, eqs.iter().map(|r| r.as_slice()), ineqs.iter().map(|r| r.as_slice()))?;
    if s.is_empty() {
        return Ok(None);
    }
    if let Some(p) = s.integer_sample_if_integral() {
        return Ok(Some(p));
    }
    if eqs.is_empty()
        && let Some(x) = try_rounding(n, ineqs)?
    {
        return Ok(Some(x));
    }
    if let Some(x) = dive(&mut s)? {
        return Ok(Some(x));
    }
    let mut basis = identity(n);
    let base = s.num_constraints();
    match search_node(&mut s, &mut basis, 0, base, bounded)? {
        Search::Found(p) => return Ok(Some(p)),
        Search::Empty => return Ok(None),
        Search::Unbounded => {}
    }
    // Unbounded: split bounded and unbounded directions.
    let dirs = s.try_bounded_directions()?;
    let (rank, t) = column_echelon(dirs, n)?;
    let teqs: Vec<Vec<T>> = eqs.iter().map(|r| transform_row(r, &t, n)).collect::<Checked<_>>()?;
    let tineqs: Vec<Vec<T>> = ineqs.iter().map(|r| transform_row(r, &t, n)).collect::<Checked<_>>()?;
    let only_bounded = |r: &Vec<T>| r[rank..n].iter().all(|x| x.is_zero());
    let restrict = |r: &Vec<T>| {
        let mut v = r[..rank].to_vec();
        v.push(r[n].clone());
        v
    };
    let beqs: Vec<Vec<T>> = teqs.iter().filter(|r| only_bounded(r)).map(restrict).collect();
    let bineqs: Vec<Vec<T>> = tineqs.iter().filter(|r| only_bounded(r)).map(restrict).collect();
    let b = if rank == 0 {
        Vec::new()
    } else {
        let Some((beqs, bineqs)) = normalize(rank, &beqs, &bineqs)? else { return Ok(None) };
        if beqs.is_empty()
            && let Some(x) = try_rounding(rank, &bineqs)?
        {
            x
        } else {
            let mut bs =
                Simplex::try_from_rows(rank, beqs.iter().map(|r| r.as_slice()), bineqs.iter().map(|r| r.as_slice()))?;
            let Some(x) = sample_bounded_from_start(&mut bs)? else { return Ok(None) };
            x
        }
    };
    // Cone part: every remaining row has zero bounded part only if it is one
    // of the rows above; the others are shrunk and sampled.
    let nu = n - rank;
    let mut cone = Simplex::unconstrained(nu);
    for r in &tineqs {
        if only_bounded(r) {
            continue;
        }
        let mut c = r[n].clone();
        for (a, bv) in r[..rank].iter().zip(&b) {
            c.add_mul(a, bv)?;
        }
        let mut row: Vec<T> = r[rank..n].to_vec();
        for a in &row {
            if a.is_negative() {
                c.add_assign(a)?;
            }
        }
        row.push(c);
        cone.try_add_inequality(&row)?;
    }
    for r in &teqs {
        debug_assert!(only_bounded(r), "equality with an unbounded direction");
    }
    let u: Vec<T> = match cone.try_sample()? {
        Some(p) => p.iter().map(Frac::try_ceil).collect::<Checked<_>>()?,
        None => panic!("presburger internal error: shrunken recession cone is empty"),
    };
    let y: Vec<T> = b.into_iter().chain(u).collect();
    let x = apply_transform(&t, &y)?;
    assert!(try_satisfies(eqs, ineqs, &x)?, "presburger internal error: integer sample violates the constraints");
    Ok(Some(x))
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

fn relation_rows<T: Coeff>(rel: &IntegerRelation<T>) -> (Vec<Vec<T>>, Vec<Vec<T>>) {
    let eqs = (0..rel.num_equalities()).map(|i| rel.equality(i).to_vec()).collect();
    let ineqs = (0..rel.num_inequalities()).map(|i| rel.inequality(i).to_vec()).collect();
    (eqs, ineqs)
}

impl<T: Coeff> IntegerRelation<T> {
    /// [`IntegerRelation::find_integer_sample`] over any coefficient type.
    pub fn try_find_integer_sample(&self) -> Checked<Option<Vec<T>>> {
        let (eqs, ineqs) = relation_rows(self);
        try_find_integer_sample_rows(self.num_vars(), &eqs, &ineqs)
    }

    /// [`IntegerRelation::is_integer_empty`] over any coefficient type.
    pub fn try_is_integer_empty(&self) -> Checked<bool> {
        Ok(self.try_find_integer_sample()?.is_none())
    }
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
    fn boundedness_by_propagation() {
        let b = |n, eqs: &[&[i64]], ineqs: &[&[i64]]| bounded_by_propagation(n, &rows(eqs), &rows(ineqs));
        // A box.
        assert!(b(2, &[], &[&[1, 0, 0], &[-1, 0, 5], &[0, 1, 0], &[0, -1, 5]]));
        // 0 <= y <= 3, x <= 5, x >= y: x's lower bound comes through y.
        assert!(b(2, &[], &[&[0, 1, 0], &[0, -1, 3], &[-1, 0, 5], &[1, -1, 0]]));
        // The same with x >= y written as the equality x = y + z, z in [0, 1].
        assert!(b(3, &[&[1, -1, -1, 0]], &[&[0, 1, 0, 0], &[0, -1, 0, 3], &[0, 0, 1, 0], &[0, 0, -1, 1]]));
        // x >= 0 alone, and a triangle open on one side: undecided.
        assert!(!b(1, &[], &[&[1, 0]]));
        assert!(!b(2, &[], &[&[1, 0, 0], &[0, 1, 0], &[1, -1, 0]]));
        // Bounded (x + y <= 4, x, y >= 0) but also found by propagation.
        assert!(b(2, &[], &[&[1, 0, 0], &[0, 1, 0], &[-1, -1, 4]]));
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

    /// Seed 141421 system 57 of `bench/presburger-isl` (9 variables, 2
    /// equalities, 21 inequalities, bounded, non-empty): after the
    /// equalities are eliminated the rounding heuristic and the dives fail
    /// and the exhaustive search finds the point. Copies with one
    /// inequality tightened step by step (some of them integer-empty) are
    /// checked against enumeration of the box given by the rational bounds.
    #[test]
    fn thin_system_after_equality_elimination() {
        let e = rows(&[&[0, 4, 4, 0, 5, 1, 0, 5, 0, 60], &[3, 0, 0, 0, 0, -3, 0, 0, 1, -20]]);
        let i = rows(&[
            &[0, 0, -3, -3, 0, 3, 0, 0, 4, -15],
            &[0, -4, 1, 4, -5, 0, 4, 0, 2, -15],
            &[0, 5, -4, -1, -3, 0, 0, 3, -3, 16],
            &[-4, 0, 0, -4, 3, 0, 0, 0, 0, 5],
            &[0, 0, 3, 0, 0, -4, 0, -2, 0, -7],
            &[-3, -2, 0, 0, 0, 0, -5, 4, 0, 27],
            &[-2, 0, 0, 0, 0, 0, 0, -2, 4, -21],
            &[4, 0, 1, 3, 0, 2, -1, -3, 0, 6],
            &[5, -1, 2, -3, 0, 0, 0, 0, 0, 11],
            &[-4, 0, 0, 0, -2, 0, 1, 0, -4, 23],
            &[0, 2, 0, 0, 2, 0, 0, 0, -4, 31],
            &[0, 0, 0, -3, 0, 0, 0, 5, 0, 17],
            &[-5, 0, 4, 0, 5, 2, 0, -1, 4, 25],
            &[5, 0, 3, 3, -3, -2, 5, -1, 0, -8],
            &[1, 5, -2, 1, -4, 0, -5, -3, -3, -1],
            &[0, 0, 0, 0, 5, 2, 1, 1, 0, 38],
            &[0, 0, 3, 1, 0, 0, -1, 5, 0, 41],
            &[0, 0, 4, 0, 0, 0, 0, 0, -4, 38],
            &[3, 1, 3, -3, 5, 1, 0, -4, 0, 19],
            &[-2, -1, 5, 0, -3, 0, -1, 0, 0, 15],
            &[0, 0, 2, 0, 0, 0, 0, 0, -3, 30],
        ]);
        let p = find_integer_sample_rows(9, &e, &i).expect("system 57 has integer points");
        assert!(satisfies(&e, &i, &p));
        // Integer box of the free variables (x5 and x8 follow from the
        // equalities).
        let free = [0, 1, 2, 3, 4, 6, 7];
        let mut s = Simplex::from_rows(9, e.iter().map(|r| r.as_slice()), i.iter().map(|r| r.as_slice()));
        let bound = |s: &mut Simplex, v: usize, dir: Direction| match s.optimize_var(dir, v) {
            Optimum::Bounded(f) => {
                if dir == Direction::Up {
                    f.floor()
                } else {
                    f.ceil()
                }
            }
            other => panic!("unexpected {other:?}"),
        };
        let bx: Vec<(i64, i64)> = free
            .iter()
            .map(|&v| {
                let lo = bound(&mut s, v, Direction::Down).to_i64().unwrap();
                let hi = bound(&mut s, v, Direction::Up).to_i64().unwrap();
                (lo, hi)
            })
            .collect();
        let brute = |ineqs: &[Vec<Int>]| -> bool {
            let mut y = [0i64; 7];
            let mut idx = vec![0i64; 7];
            for (k, (lo, _)) in bx.iter().enumerate() {
                idx[k] = *lo;
            }
            loop {
                y.copy_from_slice(&idx);
                let x5 = -(60 + 4 * y[1] + 4 * y[2] + 5 * y[4] + 5 * y[6]);
                let x8 = 20 - 3 * y[0] + 3 * x5;
                let x: Vec<Int> =
                    [y[0], y[1], y[2], y[3], y[4], x5, y[5], y[6], x8].iter().map(|&v| Int::from(v)).collect();
                if satisfies(&e, ineqs, &x) {
                    return true;
                }
                let mut k = 0;
                loop {
                    if k == 7 {
                        return false;
                    }
                    if idx[k] < bx[k].1 {
                        idx[k] += 1;
                        break;
                    }
                    idx[k] = bx[k].0;
                    k += 1;
                }
            }
        };
        let mut seen = [false; 2];
        for row in [0, 6, 10, 16] {
            for shift in 0..12 {
                let mut tight = i.clone();
                tight[row][9] -= Int::from(shift);
                let ours = find_integer_sample_rows(9, &e, &tight);
                if let Some(p) = &ours {
                    assert!(satisfies(&e, &tight, p));
                }
                assert_eq!(ours.is_some(), brute(&tight), "row {row} tightened by {shift}");
                seen[usize::from(ours.is_some())] = true;
            }
        }
        assert_eq!(seen, [true, true], "both empty and non-empty copies are checked");
    }

    #[test]
    fn centre_out_visits_every_value_once() {
        let order = |lo: i64, hi: i64| {
            let mut it = CentreOut::new(lo, hi).unwrap();
            let mut v = Vec::new();
            while let Some(x) = it.next_value().unwrap() {
                v.push(x);
            }
            v
        };
        assert_eq!(order(-5, -2), vec![-4, -3, -5, -2]);
        assert_eq!(order(0, 4), vec![2, 3, 1, 4, 0]);
        assert_eq!(order(0, 1), vec![0, 1]);
        assert_eq!(order(3, 3), vec![3]);
        assert!(order(1, 0).is_empty());
    }
}

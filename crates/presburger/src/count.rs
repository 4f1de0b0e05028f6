//! Exact counting of the integer points of bounded relations and unions.
//!
//! Method: the variables are eliminated from the last to the first by
//! (rational) Fourier–Motzkin, with redundant constraints removed by the
//! simplex after every step, giving for each level `k` the constraints of
//! the projection onto `x_0..=x_k` that involve `x_k`. Counting then walks
//! the outer variables over the integer values between their bounds at the
//! current prefix and counts the innermost variable in closed form
//! (`max(0, floor(ub) - ceil(lb) + 1)`), so no point is materialised and a
//! box of `10^7` points costs about `10^7 / width` bound evaluations.
//! Projections of integer points are contained in rational projections,
//! so a prefix whose rational range is non-empty but has no integer
//! completion simply contributes zero: the count is exact.
//!
//! Local variables count as part of the point only when each is uniquely
//! determined by the others (division representations); otherwise the
//! non-local variables are enumerated and the existence of locals is
//! checked per point (exact, slower). Unions are made disjoint by
//! subtraction before their parts are counted.

use crate::int::{Int, gcd};
use crate::lexmin::find_integer_sample_rows;
use crate::relation::IntegerRelation;
use crate::set::{PresburgerRelation, PresburgerSet, SetError};
use crate::simplex::Simplex;

/// Above this many constraints per level the Fourier–Motzkin tables are
/// abandoned and bounds come from the simplex at every prefix instead.
const FM_LIMIT: usize = 400;

/// Normalises `row` (`n + 1` entries) by the gcd of its variable part,
/// flooring the constant (valid for integer points).
fn tighten(row: &mut [Int]) {
    let n = row.len() - 1;
    let g = row[..n].iter().fold(Int::ZERO, |g, x| gcd(&g, x));
    if g.is_zero() || g.is_one() {
        return;
    }
    for x in row[..n].iter_mut() {
        *x = x.exact_div(&g);
    }
    row[n] = row[n].floor_div(&g);
}

/// Removes duplicates and (rationally) redundant rows.
fn prune(n: usize, rows: Vec<Vec<Int>>) -> Vec<Vec<Int>> {
    let mut rows = rows;
    rows.sort();
    rows.dedup();
    if rows.len() <= 1 {
        return rows;
    }
    let mut s = Simplex::from_rows(n, std::iter::empty(), rows.iter().map(|r| r.as_slice()));
    if s.is_empty() {
        // Keep a single infeasible constant row.
        let mut r = vec![Int::ZERO; n + 1];
        r[n] = Int::MINUS_ONE;
        return vec![r];
    }
    s.detect_redundant(0, rows.len());
    rows.into_iter().enumerate().filter(|(i, _)| !s.is_marked_redundant(*i)).map(|(_, r)| r).collect()
}

/// Per-level bound constraints: `levels[k]` holds the constraints of the
/// projection onto `x_0..=x_k` that involve `x_k`; `infeasible` is set when a
/// constant constraint is violated.
struct Levels {
    levels: Vec<Vec<Vec<Int>>>,
    infeasible: bool,
}

fn build_levels(n: usize, ineqs: Vec<Vec<Int>>) -> Option<Levels> {
    let mut levels: Vec<Vec<Vec<Int>>> = vec![Vec::new(); n];
    let mut cur = prune(n, ineqs);
    for k in (0..n).rev() {
        let (with, without): (Vec<Vec<Int>>, Vec<Vec<Int>>) = cur.into_iter().partition(|r| !r[k].is_zero());
        let mut next = without;
        let lower: Vec<&Vec<Int>> = with.iter().filter(|r| r[k].is_positive()).collect();
        let upper: Vec<&Vec<Int>> = with.iter().filter(|r| r[k].is_negative()).collect();
        for l in &lower {
            for u in &upper {
                let a = &l[k];
                let b = -&u[k];
                let mut row: Vec<Int> = l.iter().zip(u.iter()).map(|(x, y)| &b * x + a * y).collect();
                tighten(&mut row);
                next.push(row);
            }
        }
        levels[k] = with;
        cur = prune(n, next);
        if cur.len() > FM_LIMIT {
            return None;
        }
    }
    let infeasible = cur.iter().any(|r| r[..n].iter().all(|x| x.is_zero()) && r[n].is_negative());
    Some(Levels { levels, infeasible })
}

/// Integer bounds `[lb, ub]` of `x_k` from `rows` at the given prefix;
/// `None` for a missing side.
fn bounds_at(rows: &[Vec<Int>], k: usize, prefix: &[Int]) -> (Option<Int>, Option<Int>) {
    let n = rows.first().map_or(0, |r| r.len() - 1);
    let mut lb: Option<Int> = None;
    let mut ub: Option<Int> = None;
    for r in rows {
        let mut rest = r[n].clone();
        for (a, x) in r[..k].iter().zip(prefix) {
            if !a.is_zero() {
                rest.add_mul(a, x);
            }
        }
        let a = &r[k];
        if a.is_positive() {
            // a x + rest >= 0  =>  x >= ceil(-rest / a)
            let v = (-rest).ceil_div(a);
            if lb.as_ref().is_none_or(|l| v > *l) {
                lb = Some(v);
            }
        } else {
            // x <= floor(rest / -a)
            let v = rest.floor_div(&-a);
            if ub.as_ref().is_none_or(|u| v < *u) {
                ub = Some(v);
            }
        }
    }
    (lb, ub)
}

fn count_levels(lv: &Levels, k: usize, prefix: &mut Vec<Int>, out: &mut Int) {
    let n = lv.levels.len();
    let (Some(lb), Some(ub)) = bounds_at(&lv.levels[k], k, prefix) else {
        // The caller checked boundedness, so FM gives both bounds.
        panic!("presburger internal error: missing bound while counting");
    };
    if lb > ub {
        return;
    }
    if k + 1 == n {
        *out += &(&ub - &lb) + &Int::ONE;
        return;
    }
    let mut v = lb;
    while v <= ub {
        prefix.push(v.clone());
        count_levels(lv, k + 1, prefix, out);
        prefix.pop();
        v += 1;
    }
}

/// Simplex fallback: bounds of `x_k` after fixing the prefix.
fn count_simplex(s: &mut Simplex, k: usize, out: &mut Int) {
    use crate::simplex::{Direction, Optimum};
    if s.is_empty() {
        return;
    }
    let n = s.num_vars();
    let lb = match s.optimize_var(Direction::Down, k) {
        Optimum::Bounded(f) => f.ceil(),
        Optimum::Empty => return,
        Optimum::Unbounded => panic!("presburger internal error: unbounded variable while counting"),
    };
    let ub = match s.optimize_var(Direction::Up, k) {
        Optimum::Bounded(f) => f.floor(),
        Optimum::Empty => return,
        Optimum::Unbounded => panic!("presburger internal error: unbounded variable while counting"),
    };
    if lb > ub {
        return;
    }
    let mut row = vec![Int::ZERO; n + 1];
    row[k] = Int::ONE;
    let mut v = lb;
    while v <= ub {
        let snap = s.snapshot();
        row[n] = -&v;
        s.add_equality(&row);
        if k + 1 == n {
            if !s.is_empty() {
                *out += 1;
            }
        } else {
            count_simplex(s, k + 1, out);
        }
        s.rollback(snap);
        v += 1;
    }
}

/// Number of integer points of the rows (all `n` variables count), or
/// `None` if infinite.
pub fn count_rows(n: usize, eqs: &[Vec<Int>], ineqs: &[Vec<Int>]) -> Option<Int> {
    if find_integer_sample_rows(n, eqs, ineqs).is_none() {
        return Some(Int::ZERO);
    }
    let mut s = Simplex::from_rows(n, eqs.iter().map(|r| r.as_slice()), ineqs.iter().map(|r| r.as_slice()));
    if s.is_unbounded() {
        return None;
    }
    if n == 0 {
        return Some(Int::ONE);
    }
    let mut all: Vec<Vec<Int>> = Vec::with_capacity(2 * eqs.len() + ineqs.len());
    for e in eqs {
        all.push(e.clone());
        all.push(e.iter().map(|x| -x).collect());
    }
    all.extend(ineqs.iter().cloned());
    for r in all.iter_mut() {
        tighten(r);
    }
    let mut out = Int::ZERO;
    match build_levels(n, all) {
        Some(lv) => {
            if !lv.infeasible {
                count_levels(&lv, 0, &mut Vec::with_capacity(n), &mut out);
            }
        }
        None => count_simplex(&mut s, 0, &mut out),
    }
    Some(out)
}

/// Counts points of the non-local variables `0..nx` of rows over `n`
/// columns whose other columns are existential: enumerates `x` in the
/// bounds of the rational projection and checks each point.
fn count_projected(n: usize, nx: usize, eqs: &[Vec<Int>], ineqs: &[Vec<Int>]) -> Option<Int> {
    use crate::simplex::{Direction, Optimum};
    if find_integer_sample_rows(n, eqs, ineqs).is_none() {
        return Some(Int::ZERO);
    }
    let mut s = Simplex::from_rows(n, eqs.iter().map(|r| r.as_slice()), ineqs.iter().map(|r| r.as_slice()));
    for v in 0..nx {
        for d in [Direction::Up, Direction::Down] {
            if s.optimize_var(d, v) == Optimum::Unbounded {
                return None;
            }
        }
    }
    fn rec(
        s: &mut Simplex,
        k: usize,
        nx: usize,
        fixed: &mut Vec<Vec<Int>>,
        all: (&[Vec<Int>], &[Vec<Int>]),
        out: &mut Int,
    ) {
        if s.is_empty() {
            return;
        }
        let n = s.num_vars();
        if k == nx {
            let mut eqs = all.0.to_vec();
            eqs.extend(fixed.iter().cloned());
            if find_integer_sample_rows(n, &eqs, all.1).is_some() {
                *out += 1;
            }
            return;
        }
        let lb = match s.optimize_var(Direction::Down, k) {
            Optimum::Bounded(f) => f.ceil(),
            Optimum::Empty => return,
            Optimum::Unbounded => panic!("presburger internal error: unbounded variable while counting"),
        };
        let ub = match s.optimize_var(Direction::Up, k) {
            Optimum::Bounded(f) => f.floor(),
            Optimum::Empty => return,
            Optimum::Unbounded => panic!("presburger internal error: unbounded variable while counting"),
        };
        let mut v = lb;
        while v <= ub {
            let mut row = vec![Int::ZERO; n + 1];
            row[k] = Int::ONE;
            row[n] = -&v;
            let snap = s.snapshot();
            s.add_equality(&row);
            fixed.push(row);
            rec(s, k + 1, nx, fixed, all, out);
            fixed.pop();
            s.rollback(snap);
            v += 1;
        }
    }
    let mut out = Int::ZERO;
    rec(&mut s, 0, nx, &mut Vec::new(), (eqs, ineqs), &mut out);
    Some(out)
}

impl IntegerRelation {
    /// Exact number of integer points (tuples of the non-local variables;
    /// locals are existentially quantified), or `None` when infinite.
    pub fn count_points(&self) -> Option<Int> {
        let n = self.num_vars();
        let eqs: Vec<Vec<Int>> = (0..self.num_equalities()).map(|i| self.equality(i).to_vec()).collect();
        let ineqs: Vec<Vec<Int>> = (0..self.num_inequalities()).map(|i| self.inequality(i).to_vec()).collect();
        let nl = self.num_local_vars();
        if nl == 0 || self.local_reprs().iter().all(|r| r.is_some()) {
            // Locals are functions of the other variables: count tuples.
            count_rows(n, &eqs, &ineqs)
        } else {
            count_projected(n, n - nl, &eqs, &ineqs)
        }
    }

    /// Same as [`IntegerRelation::count_points`] (MLIR's `computeVolume`,
    /// but exact rather than an over-approximation).
    pub fn compute_volume(&self) -> Option<Int> {
        self.count_points()
    }
}

impl PresburgerRelation {
    /// Exact number of integer points of the union (`Ok(None)` if
    /// infinite). Disjuncts are made disjoint by subtraction first, which
    /// fails for subtrahends with non-division locals.
    pub fn count_points(&self) -> Result<Option<Int>, SetError> {
        let mut total = Int::ZERO;
        let mut seen = PresburgerRelation::empty(self.space().clone());
        for d in self.disjuncts() {
            let part = PresburgerRelation::from_relation(d.clone()).subtract(&seen)?;
            for p in part.disjuncts() {
                match p.count_points() {
                    Some(c) => total += c,
                    None => return Ok(None),
                }
            }
            seen.union_in_place(d.clone())?;
        }
        Ok(Some(total))
    }
}

impl PresburgerSet {
    /// Exact number of integer points (see
    /// [`PresburgerRelation::count_points`]).
    pub fn count_points(&self) -> Result<Option<Int>, SetError> {
        self.as_relation().count_points()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::space::{PresburgerSpace, VarKind};

    fn set(dims: usize, eqs: &[&[i64]], ineqs: &[&[i64]]) -> IntegerRelation {
        IntegerRelation::from_i64_rows(PresburgerSpace::set(dims, 0, 0), eqs, ineqs)
    }

    #[test]
    fn triangle_and_box() {
        // 0 <= x, 0 <= y, x + y <= 10: 66 points
        let t = set(2, &[], &[&[1, 0, 0], &[0, 1, 0], &[-1, -1, 10]]);
        assert_eq!(t.count_points(), Some(Int::from(66)));
        let u = set(2, &[], &[&[1, 0, 0], &[0, 1, 0]]);
        assert_eq!(u.count_points(), None);
        let e = set(2, &[&[2, 2, -1]], &[&[1, 0, 0], &[-1, 0, 4]]);
        assert_eq!(e.count_points(), Some(Int::ZERO));
    }

    #[test]
    fn large_box_is_fast() {
        // 3-d box 300 x 300 x 200 = 18,000,000 points with a diagonal cut.
        let b = set(
            3,
            &[],
            &[&[1, 0, 0, 0], &[-1, 0, 0, 299], &[0, 1, 0, 0], &[0, -1, 0, 299], &[0, 0, 1, 0], &[0, 0, -1, 199]],
        );
        assert_eq!(b.count_points(), Some(Int::from(18_000_000)));
    }

    #[test]
    fn locals() {
        // even x in [0, 10]: 6 points (division local).
        let mut r = set(1, &[], &[&[1, 0], &[-1, 10]]);
        r.append_var(VarKind::Local, 1);
        r.add_equality(&[Int::from(1), Int::from(-2), Int::ZERO]);
        assert_eq!(r.count_points(), Some(Int::from(6)));
        // exists q: 0 <= x - 3q <= 5, 0 <= x <= 10: all 11 points (non-division local).
        let mut r = set(1, &[], &[&[1, 0], &[-1, 10]]);
        r.append_var(VarKind::Local, 1);
        r.add_inequality(&[Int::from(1), Int::from(-3), Int::ZERO]);
        r.add_inequality(&[Int::from(-1), Int::from(3), Int::from(5)]);
        assert_eq!(r.count_points(), Some(Int::from(11)));
    }

    #[test]
    fn union_count() {
        let a = set(1, &[], &[&[1, 0], &[-1, 10]]);
        let b = set(1, &[], &[&[1, -5], &[-1, 20]]);
        let u = PresburgerRelation::from_relation(a).union(&PresburgerRelation::from_relation(b)).expect("union");
        assert_eq!(u.count_points(), Ok(Some(Int::from(21))));
    }
}

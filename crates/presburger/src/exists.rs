//! Exact elimination of existentially quantified variables (locals) that
//! have no division representation, so that a set with such locals can be
//! subtracted ([`PresburgerRelation::subtract`] does it to its subtrahend;
//! MLIR's `computeReprWithOnlyDivLocals` answers the same
//! question with a symbolic lexmin; this module uses the Omega test's
//! exact projection instead).
//!
//! A local `x` of a conjunction is removed, one at a time, by the first
//! rule that applies:
//! - `x` appears in no constraint: the column goes;
//! - an equality has coefficient `±1` on `x`: `x` is substituted;
//! - an equality with a larger coefficient on `x` also names another local
//!   without a division representation with coefficient `±1`: that one is
//!   substituted; otherwise `x` takes each value between its integer
//!   minimum and maximum in turn (one disjunct per value);
//! - `x` is in inequalities only: the Omega test's dark shadow (every pair
//!   of a lower bound `a x >= l` and an upper bound `b x <= u` gives
//!   `a u - b l >= (a - 1)(b - 1)`) together with its splinters (for each
//!   lower bound and `j` in `0..=(a m - a - m) / m`, `m` the largest upper
//!   coefficient, the conjunction with `a x = l + j`) is exactly the
//!   integer projection (Pugh, "The Omega test", 1991). A splinter keeps
//!   `x`, now fixed by an equality: it is a division of the other
//!   variables or one of the rules above removes it.
//!
//! Every step keeps the integer points of the projection on the
//! non-local variables, so the result is exact; it is a union because of
//! splinters and enumerated values. The number of disjuncts is bounded by
//! a budget, past which the answer is unknown (`None`).

use crate::int::{Int, gcd};
use crate::relation::IntegerRelation;
use crate::set::PresburgerRelation;
use crate::simplex::{Direction, LexOpt};
use crate::space::VarKind;

/// The number of disjuncts [`IntegerRelation::repr_with_only_div_locals`]
/// may create before it gives up, by default.
pub const DEFAULT_DISJUNCT_BUDGET: usize = 512;

/// A conjunction as rows, with the relation it came from (for its space).
struct Rows {
    eqs: Vec<Vec<Int>>,
    ineqs: Vec<Vec<Int>>,
}

fn rows_of(rel: &IntegerRelation) -> Rows {
    Rows {
        eqs: (0..rel.num_equalities()).map(|i| rel.equality(i).to_vec()).collect(),
        ineqs: (0..rel.num_inequalities()).map(|i| rel.inequality(i).to_vec()).collect(),
    }
}

/// `rel`'s space with local `local` (relative index) removed, and `rows`
/// without column `col` (which must be zero in every row).
fn without_local(rel: &IntegerRelation, local: usize, col: usize, mut rows: Rows) -> IntegerRelation {
    for r in rows.eqs.iter_mut().chain(rows.ineqs.iter_mut()) {
        debug_assert!(r[col].is_zero());
        r.remove(col);
    }
    let mut space = rel.space().clone();
    space.remove_var_range(VarKind::Local, local, local + 1);
    build(space, rows)
}

fn build(space: crate::space::PresburgerSpace, rows: Rows) -> IntegerRelation {
    let mut out = IntegerRelation::new(space);
    for e in rows.eqs {
        if e.iter().all(Int::is_zero) {
            continue;
        }
        out.add_equality(&e);
    }
    for mut i in rows.ineqs {
        tighten(&mut i);
        if i[..i.len() - 1].iter().all(Int::is_zero) && !i[i.len() - 1].is_negative() {
            continue;
        }
        out.add_inequality(&i);
    }
    out
}

/// Divides an inequality by the gcd of its variable coefficients, flooring
/// the constant (the same integer points).
fn tighten(row: &mut [Int]) {
    let n = row.len() - 1;
    let mut g = Int::ZERO;
    for v in &row[..n] {
        g = gcd(&g, v);
    }
    if g.is_zero() || g.is_one() {
        return;
    }
    for v in row[..n].iter_mut() {
        *v = v.exact_div(&g);
    }
    row[n] = row[n].floor_div(&g);
}

/// `row - (row[col] / eq[col]) * eq` with `eq[col] = ±1`: column `col`
/// becomes zero.
fn substitute(row: &mut [Int], eq: &[Int], col: usize) {
    if row[col].is_zero() {
        return;
    }
    // eq[col] is ±1: factor = row[col] * eq[col].
    let f = &row[col] * &eq[col];
    for (r, e) in row.iter_mut().zip(eq) {
        *r = &*r - &(&f * e);
    }
}

/// Removes column `col` (local `local`) with the equality `e`, whose
/// coefficient on it is ±1.
fn eliminate_with_unit_equality(rel: &IntegerRelation, local: usize, col: usize, e: usize) -> IntegerRelation {
    let mut rows = rows_of(rel);
    let eq = rows.eqs.remove(e);
    for r in rows.eqs.iter_mut().chain(rows.ineqs.iter_mut()) {
        substitute(r, &eq, col);
    }
    without_local(rel, local, col, rows)
}

impl IntegerRelation {
    /// The same relation as a union of conjunctions whose locals all have
    /// division representations (see the module documentation), or `None`
    /// if that needs more than `budget` disjuncts. A relation whose locals
    /// all have one comes back as it is.
    pub fn repr_with_only_div_locals(&self, budget: usize) -> Option<Vec<IntegerRelation>> {
        let mut work = vec![self.clone()];
        let mut out = Vec::new();
        let mut created = 1usize;
        while let Some(rel) = work.pop() {
            let reprs = rel.local_reprs();
            let Some(local) = reprs.iter().position(Option::is_none) else {
                out.push(rel);
                continue;
            };
            if rel.is_integer_empty() {
                continue;
            }
            let off = rel.var_kind_offset(VarKind::Local);
            let col = off + local;
            let rows = rows_of(&rel);
            // Unused.
            if rows.eqs.iter().chain(&rows.ineqs).all(|r| r[col].is_zero()) {
                work.push(without_local(&rel, local, col, rows));
                continue;
            }
            // A unit equality.
            if let Some(e) = rows.eqs.iter().position(|r| r[col].is_one() || r[col] == -1) {
                work.push(eliminate_with_unit_equality(&rel, local, col, e));
                continue;
            }
            // A non-unit equality: another unknown local with a unit
            // coefficient there goes first; else enumerate the values.
            if let Some(e) = rows.eqs.iter().position(|r| !r[col].is_zero()) {
                let other = (0..reprs.len()).find(|&j| {
                    j != local && reprs[j].is_none() && (rows.eqs[e][off + j].is_one() || rows.eqs[e][off + j] == -1)
                });
                if let Some(j) = other {
                    work.push(eliminate_with_unit_equality(&rel, j, off + j, e));
                    continue;
                }
                let n = rel.num_vars();
                let mut unit = vec![Int::ZERO; n + 1];
                unit[col] = Int::ONE;
                let lo = match rel.integer_optimum(Direction::Down, &unit) {
                    LexOpt::Bounded(v) => v[0].clone(),
                    LexOpt::Empty => continue,
                    LexOpt::Unbounded => return None,
                };
                let hi = match rel.integer_optimum(Direction::Up, &unit) {
                    LexOpt::Bounded(v) => v[0].clone(),
                    LexOpt::Empty => continue,
                    LexOpt::Unbounded => return None,
                };
                let count = &hi - &lo;
                if count >= budget.saturating_sub(created) as i64 {
                    return None;
                }
                let mut v = lo;
                while v <= hi {
                    let mut fixed = rel.clone();
                    let mut row = unit.clone();
                    row[n] = -&v;
                    fixed.add_equality(&row);
                    work.push(fixed);
                    created += 1;
                    v = &v + &Int::ONE;
                }
                continue;
            }
            // Inequalities only: dark shadow and splinters.
            let lowers: Vec<usize> = (0..rows.ineqs.len()).filter(|&i| rows.ineqs[i][col].is_positive()).collect();
            let uppers: Vec<usize> = (0..rows.ineqs.len()).filter(|&i| rows.ineqs[i][col].is_negative()).collect();
            let mut shadow = Rows {
                eqs: rows.eqs.clone(),
                ineqs: rows.ineqs.iter().filter(|r| r[col].is_zero()).cloned().collect(),
            };
            for &l in &lowers {
                for &u in &uppers {
                    let (lr, ur) = (&rows.ineqs[l], &rows.ineqs[u]);
                    let a = lr[col].clone();
                    let b = -&ur[col];
                    let mut row: Vec<Int> = lr.iter().zip(ur).map(|(x, y)| &(&b * x) + &(&a * y)).collect();
                    let last = row.len() - 1;
                    row[last] = &row[last] - &(&(&a - &Int::ONE) * &(&b - &Int::ONE));
                    shadow.ineqs.push(row);
                }
            }
            let m = uppers.iter().map(|&u| -&rows.ineqs[u][col]).max().unwrap_or(Int::ONE);
            let mut splinters = Vec::new();
            for &l in &lowers {
                let a = &rows.ineqs[l][col];
                // (a m - a - m) / m, floored: negative when a or m is 1.
                let jmax = (&(&(a * &m) - a) - &m).floor_div(&m);
                let mut j = Int::ZERO;
                while j <= jmax {
                    if created + splinters.len() >= budget {
                        return None;
                    }
                    let mut row = rows.ineqs[l].clone();
                    let last = row.len() - 1;
                    row[last] = &row[last] - &j;
                    let mut s = rel.clone();
                    s.add_equality(&row);
                    splinters.push(s);
                    j = &j + &Int::ONE;
                }
            }
            created += splinters.len() + 1;
            if created > budget {
                return None;
            }
            work.push(without_local(&rel, local, col, shadow));
            work.extend(splinters);
        }
        Some(out)
    }
}

impl crate::set::PresburgerSet {
    /// [`PresburgerRelation::repr_with_only_div_locals`] of the set.
    pub fn repr_with_only_div_locals(&self, budget: usize) -> Option<crate::set::PresburgerSet> {
        crate::set::PresburgerSet::from_relation(self.as_relation().repr_with_only_div_locals(budget)?).ok()
    }
}

impl PresburgerRelation {
    /// The same union with every disjunct rewritten by
    /// [`IntegerRelation::repr_with_only_div_locals`] (`None` past
    /// `budget` disjuncts in all).
    pub fn repr_with_only_div_locals(&self, budget: usize) -> Option<PresburgerRelation> {
        let mut out = PresburgerRelation::empty(self.space().clone());
        let mut left = budget;
        for d in self.disjuncts() {
            let parts = d.repr_with_only_div_locals(left)?;
            left = left.checked_sub(parts.len().max(1))?;
            for p in parts {
                out.union_in_place(p).ok()?;
            }
        }
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::space::PresburgerSpace;

    fn rel(dims: usize, locals: usize, eqs: &[&[i64]], ineqs: &[&[i64]]) -> IntegerRelation {
        IntegerRelation::from_i64_rows(PresburgerSpace::set(dims, 0, locals), eqs, ineqs)
    }

    /// Brute force: x in 0..n in the projection of `r` (one dim) when some
    /// local values in -range..range satisfy it.
    fn brute_contains(r: &IntegerRelation, point: &[i64], range: i64) -> bool {
        let nl = r.num_local_vars();
        let mut vals = vec![-range; nl];
        loop {
            let mut p: Vec<Int> = point.iter().map(|&v| Int::from(v)).collect();
            p.extend(vals.iter().map(|&v| Int::from(v)));
            if r.contains_point(&p) {
                return true;
            }
            let mut k = 0;
            loop {
                if k == nl {
                    return false;
                }
                vals[k] += 1;
                if vals[k] <= range {
                    break;
                }
                vals[k] = -range;
                k += 1;
            }
        }
    }

    fn check_same(r: &IntegerRelation, dims: usize, range: i64) {
        let parts = r.repr_with_only_div_locals(DEFAULT_DISJUNCT_BUDGET).expect("within budget");
        let mut union = PresburgerRelation::empty(r.space().clone());
        for p in &parts {
            union.union_in_place(p.clone()).expect("same space");
        }
        for p in &parts {
            assert!(p.local_reprs().iter().all(Option::is_some), "a local without division left");
        }
        let mut point = vec![-range; dims];
        loop {
            let want = brute_contains(r, &point, 3 * range);
            let got = union.contains_point(&point.iter().map(|&v| Int::from(v)).collect::<Vec<_>>());
            assert_eq!(want, got, "point {point:?}");
            let mut k = 0;
            loop {
                if k == dims {
                    return;
                }
                point[k] += 1;
                if point[k] <= range {
                    break;
                }
                point[k] = -range;
                k += 1;
            }
        }
    }

    #[test]
    fn strided_local_with_both_bounds_non_unit() {
        // exists q: 2 q + 2 <= x <= 2 q + 3, 0 <= q <= 2: x in 2..=7.
        let r = rel(1, 1, &[], &[&[1, -2, -2], &[-1, 2, 3], &[0, 1, 0], &[0, -1, 2]]);
        check_same(&r, 1, 10);
    }

    #[test]
    fn dark_shadow_and_splinters() {
        // exists q: 3 q <= x <= 3 q + 1 with 2 x <= 5 q + 7 and 0 <= x <= 12
        // (non-unit coefficients on both sides of q).
        let r = rel(1, 1, &[], &[&[-1, 3, 1], &[1, -3, 0], &[-2, 5, 7], &[1, 0, 0], &[-1, 0, 12]]);
        check_same(&r, 1, 14);
        // exists q: 5 <= 3 q - x <= 9... with 2 x + 3 <= 4 q.
        let r = rel(1, 1, &[], &[&[-1, 3, -5], &[1, -3, 9], &[-2, 4, -3], &[1, 0, 5], &[-1, 0, 5]]);
        check_same(&r, 1, 8);
    }

    #[test]
    fn coupled_locals() {
        // exists p, q: x = 2 p + 3 q, 0 <= p <= 2, 0 <= q <= 1, 3 p <= 2 q + 4.
        let r = rel(
            1,
            2,
            &[&[1, -2, -3, 0]],
            &[&[0, 1, 0, 0], &[0, -1, 0, 2], &[0, 0, 1, 0], &[0, 0, -1, 1], &[0, -3, 2, 4]],
        );
        check_same(&r, 1, 12);
        // exists p, q: 2 x = 3 p + 5 q, 0 <= p, q <= 3, 2 p >= q.
        let r = rel(
            1,
            2,
            &[&[2, -3, -5, 0]],
            &[&[0, 1, 0, 0], &[0, -1, 0, 3], &[0, 0, 1, 0], &[0, 0, -1, 3], &[0, 2, -1, 0]],
        );
        check_same(&r, 1, 14);
    }

    #[test]
    fn two_dims_with_quantified_step() {
        // exists d: x = 3 d (a strided loop), 0 <= 3 d <= 7, d <= y <= d + 1.
        let r = rel(2, 1, &[&[1, 0, -3, 0]], &[&[0, 0, 3, 0], &[0, 0, -3, 7], &[0, 1, -1, 0], &[0, -1, 1, 1]]);
        check_same(&r, 2, 9);
    }

    #[test]
    fn subtraction_of_a_projection() {
        // [0, 11] \ exists d in 0..=3: 3 d <= 2 x <= 3 d + 4 = {7, ..., 11}
        // (d has no division representation: the range exceeds 3).
        let a = PresburgerRelation::from_relation(rel(1, 0, &[], &[&[1, 0], &[-1, 11]]));
        let b = PresburgerRelation::from_relation(rel(1, 1, &[], &[&[2, -3, 0], &[-2, 3, 4], &[0, 1, 0], &[0, -1, 3]]));
        // `subtract` eliminates the local itself.
        let direct = a.subtract(&b).expect("within budget");
        let b = b.repr_with_only_div_locals(DEFAULT_DISJUNCT_BUDGET).expect("within budget");
        let d = a.subtract(&b).expect("division locals only");
        for x in -2..14 {
            let want = (7..=11).contains(&x);
            assert_eq!(d.contains_point(&[Int::from(x)]), want, "x = {x}");
            assert_eq!(direct.contains_point(&[Int::from(x)]), want, "x = {x}");
        }
    }

    #[test]
    fn random_systems_match_brute_force() {
        // Small random systems over one dim and two bounded locals.
        let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
        let mut next = |m: i64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % (2 * m as u64 + 1)) as i64 - m
        };
        for _ in 0..300 {
            let mut ineqs: Vec<Vec<i64>> =
                vec![vec![0, 1, 0, 4], vec![0, -1, 0, 4], vec![0, 0, 1, 4], vec![0, 0, -1, 4]];
            let mut eqs: Vec<Vec<i64>> = Vec::new();
            for _ in 0..3 {
                ineqs.push(vec![next(3), next(3), next(3), next(6)]);
            }
            if next(2) == 0 {
                eqs.push(vec![next(2), next(3), next(3), next(3)]);
            }
            let eq_refs: Vec<&[i64]> = eqs.iter().map(Vec::as_slice).collect();
            let in_refs: Vec<&[i64]> = ineqs.iter().map(Vec::as_slice).collect();
            let r = rel(1, 2, &eq_refs, &in_refs);
            check_same(&r, 1, 14);
        }
    }
}

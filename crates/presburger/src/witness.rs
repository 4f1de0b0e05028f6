//! A cheap search for an integer point of a system of inequalities, used to
//! cut short elimination-based emptiness tests whose answer is "not empty".
//!
//! MLIR's `IntegerRelation::isEmpty` (Gaussian elimination with gcd tests,
//! then Fourier–Motzkin with gcd tightening) is inexact, but only in one
//! direction: every step keeps every integer point (linear combinations of
//! constraints that hold at the point, gcd tightening, which no integer
//! point violates, and dropping rows), so it reports "empty" only for a
//! system without integer points. When the system left after the Gaussian
//! phase has an integer point, the Fourier–Motzkin phase cannot reach a
//! violated constant row and its answer is "not empty": finding such a
//! point gives MLIR's answer without running Fourier–Motzkin. When the
//! search finds nothing, nothing is concluded (the full elimination runs).

use crate::coeff::Coeff;
use crate::relation::IntegerRelation;
use smallvec::SmallVec;

/// Largest systems the search looks at (variables, inequalities): it is a
/// shortcut for the small systems of dependence checks, not a solver.
const MAX_VARS: usize = 16;
const MAX_ROWS: usize = 96;

/// Constant bounds of one variable (`None`: unbounded on that side).
#[derive(Clone, Copy)]
struct Interval {
    lo: Option<i64>,
    hi: Option<i64>,
}

impl Interval {
    /// The largest value `coeff * v` takes for `v` in the interval
    /// (`None`: unbounded above).
    fn max_of(self, coeff: i64) -> Option<i64> {
        if coeff > 0 { self.hi?.checked_mul(coeff) } else { self.lo?.checked_mul(coeff) }
    }

    /// Narrows the interval by the row `coeff * v + constant >= 0`
    /// (`coeff != 0`); `None` on an arithmetic overflow.
    fn tighten(&mut self, coeff: i64, constant: i64) -> Option<()> {
        if coeff > 0 {
            // v >= ceil(-constant / coeff)
            let l = constant.div_euclid(coeff).checked_neg()?;
            self.lo = Some(self.lo.map_or(l, |x| x.max(l)));
        } else {
            // v <= floor(constant / -coeff)
            let h = constant.div_euclid(coeff.checked_neg()?);
            self.hi = Some(self.hi.map_or(h, |x| x.min(h)));
        }
        Some(())
    }
}

/// True when a greedy search finds an integer point of `rel`, a system
/// whose equalities have no variable left (after Gaussian elimination);
/// false when it finds none (which proves nothing). Variables are fixed
/// one at a time, each to the middle of the range that the rows allow
/// given the variables fixed so far and the constant bounds of the others
/// (in column order, then once more in reverse order); a point is accepted
/// only when it satisfies every row. Linear in the number of nonzero
/// coefficients per pass: each row keeps the sum of its fixed terms and
/// the largest sum its free terms can reach.
pub(crate) fn has_integer_point_greedy<T: Coeff>(rel: &IntegerRelation<T>) -> bool {
    let n = rel.num_vars();
    let m = rel.num_inequalities();
    if n == 0 || n > MAX_VARS || m > MAX_ROWS {
        return false;
    }
    // Equalities must have no variable, and be 0 = 0 (callers report a
    // violated constant row before; checked here too, so that the answer
    // never depends on that).
    if rel.equalities.rows().any(|r| r.iter().any(|c| !c.is_zero())) {
        return false;
    }
    // One scan: the row constants, the bounds given by single-variable
    // rows, and the nonzero coefficients (row, variable, value).
    let mut rows = Rows { constant: [0; MAX_ROWS], start: [0; MAX_VARS + 1], entries: SmallVec::new(), m };
    let mut boxes = [Interval { lo: None, hi: None }; MAX_VARS];
    let mut entries: SmallVec<[(u8, u8, i64); 128]> = SmallVec::new();
    for (r, row) in rel.inequalities.rows().enumerate() {
        let Some(constant) = row[n].to_i64() else { return false };
        rows.constant[r] = constant;
        let first = entries.len();
        for (k, c) in row[..n].iter().enumerate() {
            if !c.is_zero() {
                let Some(c) = c.to_i64() else { return false };
                entries.push((r as u8, k as u8, c));
                rows.start[k + 1] += 1;
            }
        }
        if entries.len() == first + 1 {
            let (_, k, c) = entries[first];
            if boxes[usize::from(k)].tighten(c, constant).is_none() {
                return false;
            }
        }
    }
    if boxes[..n].iter().any(|b| matches!((b.lo, b.hi), (Some(l), Some(h)) if l > h)) {
        return false;
    }
    // The coefficients grouped by variable (a counting sort).
    for k in 0..n {
        rows.start[k + 1] += rows.start[k];
    }
    let mut next = rows.start;
    rows.entries.resize(entries.len(), (0, 0));
    for &(r, k, c) in &entries {
        let k = usize::from(k);
        rows.entries[next[k]] = (r, c);
        next[k] += 1;
    }
    let forward: [usize; MAX_VARS] = std::array::from_fn(|i| i);
    let mut backward = forward;
    backward[..n].reverse();
    [&forward[..n], &backward[..n]].into_iter().any(|order| rows.greedy_point(&boxes, order).unwrap_or(false))
}

/// The inequalities of a system, by variable: row `r` is `sum of the
/// entries (r, c) of every variable v * v + constant[r] >= 0`.
struct Rows {
    constant: [i64; MAX_ROWS],
    /// Variable `v`'s entries are `entries[start[v]..start[v + 1]]`.
    start: [usize; MAX_VARS + 1],
    entries: SmallVec<[(u8, i64); 128]>,
    m: usize,
}

impl Rows {
    /// The nonzero coefficients (row, value) of variable `v`.
    fn column(&self, v: usize) -> &[(u8, i64)] {
        &self.entries[self.start[v]..self.start[v + 1]]
    }

    /// One greedy pass fixing the variables in `order` (see
    /// [`has_integer_point_greedy`]); `Some(true)` when the point it
    /// builds satisfies every row, `None` on an arithmetic overflow.
    fn greedy_point(&self, boxes: &[Interval; MAX_VARS], order: &[usize]) -> Option<bool> {
        // Per row: constant plus the fixed terms; the largest sum of the
        // free terms over the boxes of their variables, and how many free
        // terms are unbounded above (then the row bounds nothing yet).
        let mut fixed = self.constant;
        let mut free_max = [0i64; MAX_ROWS];
        let mut unbounded = [0u8; MAX_ROWS];
        for &v in order {
            for &(r, c) in self.column(v) {
                let r = usize::from(r);
                match boxes[v].max_of(c) {
                    Some(x) => free_max[r] = free_max[r].checked_add(x)?,
                    None => unbounded[r] += 1,
                }
            }
        }
        for &v in order {
            let mut range = boxes[v];
            for &(r, c) in self.column(v) {
                let r = usize::from(r);
                let own = boxes[v].max_of(c);
                if unbounded[r] > u8::from(own.is_none()) {
                    continue;
                }
                let others = free_max[r].checked_sub(own.unwrap_or(0))?;
                range.tighten(c, fixed[r].checked_add(others)?)?;
            }
            let value = match (range.lo, range.hi) {
                (Some(l), Some(h)) if l > h => return Some(false),
                (Some(l), Some(h)) => l.checked_add(h.checked_sub(l)? / 2)?,
                (Some(l), None) => l,
                (None, Some(h)) => h,
                (None, None) => 0,
            };
            for &(r, c) in self.column(v) {
                let r = usize::from(r);
                fixed[r] = fixed[r].checked_add(c.checked_mul(value)?)?;
                match boxes[v].max_of(c) {
                    Some(x) => free_max[r] = free_max[r].checked_sub(x)?,
                    None => unbounded[r] -= 1,
                }
            }
        }
        Some(fixed[..self.m].iter().all(|&s| s >= 0))
    }
}

#[cfg(test)]
mod tests {
    use super::has_integer_point_greedy;
    use crate::relation::IntegerRelation;
    use crate::space::PresburgerSpace;
    use crate::{Int, VarKind};

    fn rel(n: usize, ineqs: &[&[i64]]) -> IntegerRelation {
        let mut r = IntegerRelation::new(PresburgerSpace::set(n, 0, 0));
        for row in ineqs {
            r.add_inequality(&row.iter().map(|&c| Int::from(c)).collect::<Vec<_>>());
        }
        r
    }

    #[test]
    fn finds_points_of_coupled_boxes() {
        // 1 <= x, y <= 62, y >= x + 1, 0 <= x + 2 - 4q <= 3.
        let r = rel(
            3,
            &[
                &[1, 0, 0, -1],
                &[-1, 0, 0, 62],
                &[0, 1, 0, -1],
                &[0, -1, 0, 62],
                &[-1, 1, 0, -1],
                &[1, 0, -4, 2],
                &[-1, 0, 4, 1],
            ],
        );
        assert!(has_integer_point_greedy(&r));
    }

    #[test]
    fn finds_nothing_in_empty_or_rational_only_systems() {
        // x >= 3, x <= 2.
        assert!(!has_integer_point_greedy(&rel(1, &[&[1, -3], &[-1, 2]])));
        // 1 <= 2x <= 1 (a rational point only).
        assert!(!has_integer_point_greedy(&rel(1, &[&[2, -1], &[-2, 1]])));
        // No variable: nothing to search.
        assert!(!has_integer_point_greedy(&rel(0, &[&[1]])));
    }

    #[test]
    fn equalities_with_variables_are_not_searched() {
        let mut r = rel(2, &[&[1, 0, 0]]);
        r.add_equality(&[Int::from(1), Int::from(-1), Int::from(0)]);
        assert!(!has_integer_point_greedy(&r));
        assert_eq!(r.num_var_kind(VarKind::Range), 2);
    }

    #[test]
    fn violated_constant_equality_is_not_a_point() {
        // 0 = -1 over three free variables (found by the brute-force
        // property test, which calls the search on raw systems).
        let mut r = rel(3, &[]);
        r.add_equality(&[Int::ZERO, Int::ZERO, Int::ZERO, Int::from(-1)]);
        assert!(!has_integer_point_greedy(&r));
        // 0 = 0 does not hide the points of the box.
        let mut r = rel(1, &[&[1, 0], &[-1, 2]]);
        r.add_equality(&[Int::ZERO, Int::ZERO]);
        assert!(has_integer_point_greedy(&r));
    }
}

//! Finite unions of relations and sets: [`PresburgerRelation`] and
//! [`PresburgerSet`], after MLIR's `PresburgerRelation`.
//!
//! A union is a list of disjuncts ([`IntegerRelation`]s over compatible
//! spaces; each disjunct may have its own locals). Union is concatenation,
//! intersection is pairwise, and subtraction follows MLIR's
//! `subtractRecursively`: to compute `b \ (s_1 ∪ ... ∪ s_n)`, take the
//! constraints `c_1, ..., c_k` of `s_1` that are not redundant for
//! `b ∩ s_1`, and recurse on the disjoint pieces
//! `b ∩ ¬c_1`, `b ∩ c_1 ∩ ¬c_2`, ..., `b ∩ c_1 ∩ ... ∩ ¬c_k` with
//! `s_2, ..., s_n`. The locals of `s_i` must have division representations
//! (`q = floor(f / d)`, read off the constraints): the division
//! inequalities are added to `b` (which does not change `b`'s integer
//! points) and are never complemented. A subtrahend local without a
//! division representation is existentially quantified and its complement
//! is not expressible this way: such a disjunct is first rewritten as a
//! union of disjuncts whose locals all have one, exactly (the Omega test's
//! projection, [`crate::exists`]). Only past that rewriting's disjunct
//! budget does the subtraction return [`SetError::NonDivisionLocal`]
//! instead of a wrong answer.

use crate::int::Int;
use crate::relation::{IntegerPolyhedron, IntegerRelation};
use crate::space::{PresburgerSpace, VarKind};
use std::fmt;

/// Why a set operation could not be carried out exactly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetError {
    /// A disjunct of the subtracted set has a local variable without a
    /// division representation, and eliminating it exactly needs more
    /// disjuncts than [`crate::exists::DEFAULT_DISJUNCT_BUDGET`].
    NonDivisionLocal,
    /// The operands' spaces differ in their domain, range or symbol counts.
    IncompatibleSpaces,
}

impl fmt::Display for SetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetError::NonDivisionLocal => {
                write!(
                    f,
                    "subtraction needs division representations for the subtrahend's local variables \
                     (exact elimination exceeds its budget)"
                )
            }
            SetError::IncompatibleSpaces => write!(f, "incompatible spaces"),
        }
    }
}

impl std::error::Error for SetError {}

/// A finite union of [`IntegerRelation`]s over one space (MLIR's
/// `PresburgerRelation`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PresburgerRelation {
    /// The common space, without locals.
    space: PresburgerSpace,
    disjuncts: Vec<IntegerRelation>,
}

fn without_locals(space: &PresburgerSpace) -> PresburgerSpace {
    let mut s = space.clone();
    let nl = s.num_local_vars();
    if nl > 0 {
        s.remove_var_range(VarKind::Local, 0, nl);
    }
    s
}

/// Rows of a relation as `(eqs, ineqs)`.
fn rows_of(rel: &IntegerRelation) -> (Vec<Vec<Int>>, Vec<Vec<Int>>) {
    (
        (0..rel.num_equalities()).map(|i| rel.equality(i).to_vec()).collect(),
        (0..rel.num_inequalities()).map(|i| rel.inequality(i).to_vec()).collect(),
    )
}

/// The integer complement `-row - 1 >= 0` of `row >= 0`.
fn complement_ineq(row: &[Int]) -> Vec<Int> {
    let mut r: Vec<Int> = row.iter().map(|x| -x).collect();
    let n = r.len() - 1;
    r[n] -= 1;
    r
}

impl PresburgerRelation {
    /// The empty union over `space` (locals of `space` are ignored).
    pub fn empty(space: PresburgerSpace) -> Self {
        PresburgerRelation { space: without_locals(&space), disjuncts: Vec::new() }
    }

    /// The universe over `space`.
    pub fn universe(space: PresburgerSpace) -> Self {
        let space = without_locals(&space);
        PresburgerRelation { disjuncts: vec![IntegerRelation::new(space.clone())], space }
    }

    /// The union with the single disjunct `rel`.
    pub fn from_relation(rel: IntegerRelation) -> Self {
        PresburgerRelation { space: without_locals(rel.space()), disjuncts: vec![rel] }
    }

    /// The common space (no locals).
    pub fn space(&self) -> &PresburgerSpace {
        &self.space
    }

    /// Number of disjuncts.
    pub fn num_disjuncts(&self) -> usize {
        self.disjuncts.len()
    }

    /// The disjuncts.
    pub fn disjuncts(&self) -> &[IntegerRelation] {
        &self.disjuncts
    }

    /// Disjunct `i`.
    pub fn disjunct(&self, i: usize) -> &IntegerRelation {
        &self.disjuncts[i]
    }

    /// Number of non-local variables (columns of a point).
    pub fn num_vars(&self) -> usize {
        self.space.num_vars()
    }

    /// Adds the disjunct `rel`, which must be compatible with the space.
    pub fn union_in_place(&mut self, rel: IntegerRelation) -> Result<(), SetError> {
        if !self.space.is_compatible(rel.space()) {
            return Err(SetError::IncompatibleSpaces);
        }
        self.disjuncts.push(rel);
        Ok(())
    }

    /// The union of `self` and `other`.
    pub fn union(&self, other: &PresburgerRelation) -> Result<PresburgerRelation, SetError> {
        self.check(other)?;
        let mut r = self.clone();
        r.disjuncts.extend(other.disjuncts.iter().cloned());
        Ok(r)
    }

    fn check(&self, other: &PresburgerRelation) -> Result<(), SetError> {
        if self.space.is_compatible(&other.space) { Ok(()) } else { Err(SetError::IncompatibleSpaces) }
    }

    /// The intersection (pairwise intersection of disjuncts; rationally empty
    /// pairs are dropped).
    pub fn intersect(&self, other: &PresburgerRelation) -> Result<PresburgerRelation, SetError> {
        self.check(other)?;
        let mut r = PresburgerRelation::empty(self.space.clone());
        for a in &self.disjuncts {
            for b in &other.disjuncts {
                let c = a.intersect(b);
                if !c.is_rational_empty() {
                    r.disjuncts.push(c);
                }
            }
        }
        Ok(r)
    }

    /// `self \ other`.
    pub fn subtract(&self, other: &PresburgerRelation) -> Result<PresburgerRelation, SetError> {
        self.check(other)?;
        // Subtrahend locals without a division representation are
        // eliminated exactly first (the subtrahend becomes a union).
        let rewritten;
        let other = if other.disjuncts.iter().any(|d| d.local_reprs().iter().any(Option::is_none)) {
            rewritten = other
                .repr_with_only_div_locals(crate::exists::DEFAULT_DISJUNCT_BUDGET)
                .ok_or(SetError::NonDivisionLocal)?;
            &rewritten
        } else {
            other
        };
        let mut r = PresburgerRelation::empty(self.space.clone());
        for d in &self.disjuncts {
            subtract_recursively(d.clone(), &other.disjuncts, &mut r.disjuncts)?;
        }
        Ok(r)
    }

    /// The complement within the universe of the space.
    pub fn complement(&self) -> Result<PresburgerRelation, SetError> {
        PresburgerRelation::universe(self.space.clone()).subtract(self)
    }

    /// True when no disjunct has an integer point.
    pub fn is_integer_empty(&self) -> bool {
        self.disjuncts.iter().all(|d| d.is_integer_empty())
    }

    /// An integer point of some disjunct (values of the non-local
    /// variables), or `None` when empty.
    pub fn find_integer_sample(&self) -> Option<Vec<Int>> {
        let n = self.num_vars();
        self.disjuncts.iter().find_map(|d| {
            d.find_integer_sample().map(|mut p| {
                p.truncate(n);
                p
            })
        })
    }

    /// True when the integer point `point` (non-local variables) belongs
    /// to the union (locals are existentially quantified).
    pub fn contains_point(&self, point: &[Int]) -> bool {
        point.len() == self.num_vars() && self.disjuncts.iter().any(|d| relation_contains(d, point))
    }

    /// True when every integer point of `self` is in `other`.
    pub fn is_subset_of(&self, other: &PresburgerRelation) -> Result<bool, SetError> {
        Ok(self.subtract(other)?.is_integer_empty())
    }

    /// True when both unions have the same integer points.
    pub fn is_equal(&self, other: &PresburgerRelation) -> Result<bool, SetError> {
        Ok(self.is_subset_of(other)? && other.is_subset_of(self)?)
    }

    /// Simplifies the representation without changing the integer points:
    /// drops integer-empty disjuncts and disjuncts contained in another one,
    /// and merges pairs (without locals) whose union is exactly the set of
    /// constraints of either that are valid on the other (adjacent or
    /// overlapping boxes, complementary pairs, ...).
    pub fn coalesce(&self) -> PresburgerRelation {
        let mut ds: Vec<IntegerRelation> = self.disjuncts.iter().filter(|d| !d.is_integer_empty()).cloned().collect();
        // Merge complementary pairs until nothing changes.
        let mut changed = true;
        while changed {
            changed = false;
            'outer: for i in 0..ds.len() {
                for j in i + 1..ds.len() {
                    if let Some(m) = merge_pair(&ds[i], &ds[j]) {
                        ds.remove(j);
                        ds[i] = m;
                        changed = true;
                        break 'outer;
                    }
                }
            }
        }
        // Drop disjuncts contained in another one.
        let mut i = 0;
        while i < ds.len() {
            let contained = (0..ds.len()).any(|j| {
                j != i && {
                    let a = PresburgerRelation::from_relation(ds[i].clone());
                    let b = PresburgerRelation::from_relation(ds[j].clone());
                    a.is_subset_of(&b).unwrap_or(false)
                }
            });
            if contained {
                ds.remove(i);
            } else {
                i += 1;
            }
        }
        PresburgerRelation { space: self.space.clone(), disjuncts: ds }
    }
}

/// Does `rel` contain the non-local point `point` for some integer locals?
fn relation_contains(rel: &IntegerRelation, point: &[Int]) -> bool {
    let n = point.len();
    if rel.num_local_vars() == 0 {
        return rel.contains_point(point);
    }
    let nl = rel.num_vars() - n;
    let (eqs, ineqs) = rows_of(rel);
    let fix = |row: &Vec<Int>| {
        let mut c = row[rel.num_vars()].clone();
        for (a, x) in row[..n].iter().zip(point) {
            c.add_mul(a, x);
        }
        let mut r = row[n..rel.num_vars()].to_vec();
        r.push(c);
        r
    };
    let eqs: Vec<Vec<Int>> = eqs.iter().map(fix).collect();
    let ineqs: Vec<Vec<Int>> = ineqs.iter().map(fix).collect();
    crate::lexmin::find_integer_sample_rows(nl, &eqs, &ineqs).is_some()
}

/// Tries to replace two relations without locals by one: the candidate
/// keeps the constraints of each that are (rationally) valid on the other;
/// it is accepted when it has no integer point outside `a ∪ b` (an exact
/// check by subtraction). This covers adjacent boxes, complementary pairs
/// and MLIR's simpler coalescing cases.
fn merge_pair(a: &IntegerRelation, b: &IntegerRelation) -> Option<IntegerRelation> {
    if a.num_local_vars() != 0 || b.num_local_vars() != 0 {
        return None;
    }
    let mut sa = a.simplex();
    let mut sb = b.simplex();
    let mut m = IntegerRelation::new(a.space().clone());
    for (rel, other) in [(a, &mut sb), (b, &mut sa)] {
        for i in 0..rel.num_equalities() {
            let e = rel.equality(i);
            if other.is_redundant_equality(e) {
                m.add_equality(e);
            } else {
                let neg: Vec<Int> = e.iter().map(|x| -x).collect();
                for half in [e, neg.as_slice()] {
                    if other.is_redundant_inequality(half) {
                        m.add_inequality(half);
                    }
                }
            }
        }
        for i in 0..rel.num_inequalities() {
            let r = rel.inequality(i);
            if other.is_redundant_inequality(r) {
                m.add_inequality(r);
            }
        }
    }
    let union = PresburgerRelation { space: without_locals(a.space()), disjuncts: vec![a.clone(), b.clone()] };
    match PresburgerRelation::from_relation(m.clone()).is_subset_of(&union) {
        Ok(true) => Some(m),
        _ => None,
    }
}

/// Appends to `out` disjoint pieces whose union is `b \ (s[0] ∪ ... )`.
fn subtract_recursively(
    b: IntegerRelation,
    s: &[IntegerRelation],
    out: &mut Vec<IntegerRelation>,
) -> Result<(), SetError> {
    if b.is_rational_empty() {
        return Ok(());
    }
    let Some((first, rest)) = s.split_first() else {
        out.push(b);
        return Ok(());
    };
    let mut b2 = b.clone();
    let mut si = first.clone();
    let b_locals = b2.num_local_vars();
    b2.merge_local_vars(&mut si);
    let reprs = si.local_reprs();
    let off = si.var_kind_offset(VarKind::Local);
    let (si_eqs, si_ineqs) = rows_of(&si);
    let mut ignore = vec![false; si_ineqs.len()];
    for (i, repr) in reprs.iter().enumerate().skip(b_locals) {
        let Some(repr) = repr else {
            return Err(SetError::NonDivisionLocal);
        };
        // dividend - d*q >= 0 and d*q + d - 1 - dividend >= 0.
        let mut lb = repr.dividend.clone();
        lb[off + i] = -&repr.divisor;
        let mut ub: Vec<Int> = repr.dividend.iter().map(|x| -x).collect();
        ub[off + i] = repr.divisor.clone();
        let last = ub.len() - 1;
        ub[last] += &repr.divisor - &Int::ONE;
        for (k, r) in si_ineqs.iter().enumerate() {
            if *r == lb || *r == ub {
                ignore[k] = true;
            }
        }
        b2.add_inequality(&lb);
        b2.add_inequality(&ub);
    }
    // Constraints of s_i as inequalities: equalities as two halves.
    let mut cons: Vec<Vec<Int>> = Vec::with_capacity(2 * si_eqs.len() + si_ineqs.len());
    let mut can_ignore: Vec<bool> = Vec::with_capacity(cons.capacity());
    for e in &si_eqs {
        cons.push(e.clone());
        cons.push(e.iter().map(|x| -x).collect());
        can_ignore.extend([false, false]);
    }
    for (k, r) in si_ineqs.iter().enumerate() {
        cons.push(r.clone());
        can_ignore.push(ignore[k]);
    }
    let mut simplex = b2.simplex();
    let offset = simplex.num_constraints();
    for c in &cons {
        simplex.add_inequality(c);
    }
    if simplex.is_empty() {
        // b ∩ s_i is empty: b \ s_i = b.
        return subtract_recursively(b, rest, out);
    }
    simplex.detect_redundant(offset, cons.len());
    let mut cur = b2;
    for (k, c) in cons.iter().enumerate() {
        if can_ignore[k] || simplex.is_marked_redundant(offset + k) {
            continue;
        }
        let mut piece = cur.clone();
        piece.add_inequality(&complement_ineq(c));
        subtract_recursively(piece, rest, out)?;
        cur.add_inequality(c);
    }
    Ok(())
}

/// A finite union of [`IntegerPolyhedron`]s (MLIR's `PresburgerSet`): a
/// [`PresburgerRelation`] without domain variables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PresburgerSet(PresburgerRelation);

impl PresburgerSet {
    /// The empty set over `space` (no domain variables).
    pub fn empty(space: PresburgerSpace) -> Self {
        PresburgerSet(PresburgerRelation::empty(space))
    }

    /// The universe set over `space`.
    pub fn universe(space: PresburgerSpace) -> Self {
        PresburgerSet(PresburgerRelation::universe(space))
    }

    /// The set with the single disjunct `poly`.
    pub fn from_polyhedron(poly: IntegerPolyhedron) -> Self {
        PresburgerSet(PresburgerRelation::from_relation(poly.into_relation()))
    }

    /// Views a union of relations without domain variables as a set.
    pub fn from_relation(rel: PresburgerRelation) -> Result<Self, SetError> {
        if rel.space().num_domain_vars() == 0 { Ok(PresburgerSet(rel)) } else { Err(SetError::IncompatibleSpaces) }
    }

    /// The underlying union of relations.
    pub fn as_relation(&self) -> &PresburgerRelation {
        &self.0
    }

    /// Converts into the underlying union of relations.
    pub fn into_relation(self) -> PresburgerRelation {
        self.0
    }

    /// Adds the disjunct `poly`.
    pub fn union_in_place(&mut self, poly: IntegerPolyhedron) -> Result<(), SetError> {
        self.0.union_in_place(poly.into_relation())
    }

    /// Set union.
    pub fn union(&self, other: &PresburgerSet) -> Result<PresburgerSet, SetError> {
        self.0.union(&other.0).map(PresburgerSet)
    }

    /// Set intersection.
    pub fn intersect(&self, other: &PresburgerSet) -> Result<PresburgerSet, SetError> {
        self.0.intersect(&other.0).map(PresburgerSet)
    }

    /// Set difference `self \ other`.
    pub fn subtract(&self, other: &PresburgerSet) -> Result<PresburgerSet, SetError> {
        self.0.subtract(&other.0).map(PresburgerSet)
    }

    /// Complement within the universe.
    pub fn complement(&self) -> Result<PresburgerSet, SetError> {
        self.0.complement().map(PresburgerSet)
    }

    /// Simplified representation with the same points.
    pub fn coalesce(&self) -> PresburgerSet {
        PresburgerSet(self.0.coalesce())
    }

    /// True when the set has no integer point.
    pub fn is_integer_empty(&self) -> bool {
        self.0.is_integer_empty()
    }

    /// An integer point, or `None` when empty.
    pub fn find_integer_sample(&self) -> Option<Vec<Int>> {
        self.0.find_integer_sample()
    }

    /// Membership of an integer point (set dimensions and symbols).
    pub fn contains_point(&self, point: &[Int]) -> bool {
        self.0.contains_point(point)
    }

    /// Subset test.
    pub fn is_subset_of(&self, other: &PresburgerSet) -> Result<bool, SetError> {
        self.0.is_subset_of(&other.0)
    }

    /// Equality test.
    pub fn is_equal(&self, other: &PresburgerSet) -> Result<bool, SetError> {
        self.0.is_equal(&other.0)
    }

    /// Number of disjuncts.
    pub fn num_disjuncts(&self) -> usize {
        self.0.num_disjuncts()
    }
}

impl IntegerRelation {
    /// True when every integer point of `self` belongs to `other` (locals
    /// existentially quantified; see [`PresburgerRelation::subtract`]).
    pub fn is_subset_of(&self, other: &IntegerRelation) -> Result<bool, SetError> {
        PresburgerRelation::from_relation(self.clone()).is_subset_of(&PresburgerRelation::from_relation(other.clone()))
    }

    /// True when `self` and `other` have the same integer points.
    pub fn is_equal(&self, other: &IntegerRelation) -> Result<bool, SetError> {
        PresburgerRelation::from_relation(self.clone()).is_equal(&PresburgerRelation::from_relation(other.clone()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(dims: usize, eqs: &[&[i64]], ineqs: &[&[i64]]) -> IntegerRelation {
        IntegerRelation::from_i64_rows(PresburgerSpace::set(dims, 0, 0), eqs, ineqs)
    }

    fn pt(v: &[i64]) -> Vec<Int> {
        v.iter().map(|&x| Int::from(x)).collect()
    }

    #[test]
    fn subtract_boxes() {
        // [0,10] \ [3,5] = [0,2] ∪ [6,10]
        let a = PresburgerRelation::from_relation(set(1, &[], &[&[1, 0], &[-1, 10]]));
        let b = PresburgerRelation::from_relation(set(1, &[], &[&[1, -3], &[-1, 5]]));
        let d = a.subtract(&b).expect("subtract");
        for x in -2..13 {
            let inside = (0..=10).contains(&x) && !(3..=5).contains(&x);
            assert_eq!(d.contains_point(&pt(&[x])), inside, "x = {x}");
        }
        assert!(b.is_subset_of(&a).expect("subset"));
        assert!(!a.is_subset_of(&b).expect("subset"));
        let u = d.union(&b).expect("union");
        assert!(u.is_equal(&a).expect("eq"));
        assert_eq!(u.coalesce().num_disjuncts(), 1);
    }

    #[test]
    fn subtract_with_division() {
        // even numbers in [0, 10]: x = 2q
        let mut even = set(1, &[], &[&[1, 0], &[-1, 10]]);
        even.append_var(VarKind::Local, 1);
        even.add_equality(&pt(&[1, -2, 0]));
        let a = PresburgerRelation::from_relation(set(1, &[], &[&[1, 0], &[-1, 10]]));
        let e = PresburgerRelation::from_relation(even);
        let odd = a.subtract(&e).expect("subtract");
        for x in -2..13 {
            assert_eq!(odd.contains_point(&pt(&[x])), (0..=10).contains(&x) && x % 2 == 1, "x = {x}");
        }
        let c = e.complement().expect("complement");
        for x in -5..15 {
            assert_eq!(c.contains_point(&pt(&[x])), !((0..=10).contains(&x) && x % 2 == 0), "x = {x}");
        }
    }

    #[test]
    fn non_division_local_is_eliminated() {
        // exists q: 0 <= x - 3q <= 5 has no division representation (width
        // 6 > 3), and covers every integer: the complement is empty.
        let mut r = set(1, &[], &[]);
        r.append_var(VarKind::Local, 1);
        r.add_inequality(&pt(&[1, -3, 0]));
        r.add_inequality(&pt(&[-1, 3, 5]));
        let u = PresburgerRelation::universe(PresburgerSpace::set(1, 0, 0));
        let d = u.subtract(&PresburgerRelation::from_relation(r)).expect("exact");
        assert!(d.is_integer_empty());
        // exists q: 0 <= x - 7q <= 2 with 0 <= q <= 2 (width 3 < 7, but no
        // division is read off: q is bounded apart from x): x in
        // {0..2, 7..9, 14..16}; [0, 20] minus it.
        let mut r = set(1, &[], &[]);
        r.append_var(VarKind::Local, 1);
        for row in [[1, -7, 0], [-1, 7, 2], [0, 1, 0], [0, -1, 2]] {
            r.add_inequality(&pt(&row));
        }
        let a = PresburgerRelation::from_relation(set(1, &[], &[&[1, 0], &[-1, 20]]));
        let d = a.subtract(&PresburgerRelation::from_relation(r)).expect("exact");
        for x in -3..24 {
            let covered = (0..=2).contains(&x) || (7..=9).contains(&x) || (14..=16).contains(&x);
            assert_eq!(d.contains_point(&pt(&[x])), (0..=20).contains(&x) && !covered, "x = {x}");
        }
    }

    #[test]
    fn subtraction_with_non_division_locals_matches_brute_force() {
        // Random subtrahends over two dims with a bounded local that has no
        // division representation in general, subtracted from a box; each
        // point of a window is checked against brute force over the local.
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = |m: i64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % (2 * m as u64 + 1)) as i64 - m
        };
        let boxed = PresburgerRelation::from_relation(set(2, &[], &[&[1, 0, 3], &[-1, 0, 3], &[0, 1, 3], &[0, -1, 3]]));
        for _ in 0..200 {
            let mut rows: Vec<[i64; 4]> = vec![[0, 0, 1, 3], [0, 0, -1, 3]];
            for _ in 0..3 {
                rows.push([next(3), next(3), next(4), next(5)]);
            }
            let mut r = set(2, &[], &[]);
            r.append_var(VarKind::Local, 1);
            for row in &rows {
                r.add_inequality(&pt(row));
            }
            let d = boxed.subtract(&PresburgerRelation::from_relation(r)).expect("within budget");
            for x in -5i64..=5 {
                for y in -5i64..=5 {
                    let in_box = x.abs() <= 3 && y.abs() <= 3;
                    let in_sub =
                        (-3..=3).any(|q| rows.iter().all(|row| row[0] * x + row[1] * y + row[2] * q + row[3] >= 0));
                    assert_eq!(d.contains_point(&pt(&[x, y])), in_box && !in_sub, "({x}, {y}) of {rows:?}");
                }
            }
        }
    }
}

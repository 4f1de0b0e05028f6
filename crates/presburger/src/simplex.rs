//! Exact rational simplex, after MLIR's `SimplexBase`/`Simplex`.
//!
//! The tableau stores one row per constraint. Every row has its own positive
//! common denominator in column 0 and its constant term in column 1; the
//! remaining columns hold the coefficients of the *non-basic* unknowns
//! (initially the variables). An unknown is either a variable or a
//! constraint; constraints added with [`Simplex::add_inequality`] are
//! *restricted* (must stay `>= 0`). The current sample point is obtained by
//! setting every column unknown to zero. The tableau is kept *consistent*:
//! every restricted, non-redundant row has a non-negative sample value, unless
//! the simplex has been found empty.
//!
//! Constraints can be added incrementally and undone with
//! [`Simplex::snapshot`] / [`Simplex::rollback`], which makes redundancy checks,
//! branch and bound and lexicographic optimisation cheap.
//!
//! The tableau is one flat buffer over a coefficient type ([`Coeff`]): exact
//! [`Int`] (the default) or checked `i64`, which the integer decision
//! procedures of [`crate::lexmin`] run first (no allocation per pivot) and
//! redo over `Int` if a coefficient overflows. The `try_*` methods work over
//! either type; after one of them reports an overflow the simplex must be
//! discarded.
//!
//! Integer decision procedures built on top of this (integer emptiness with
//! unbounded sets, integer samples, integer lexmin) live in [`crate::lexmin`].
//!
//! Pivoting picks the column with the largest coefficient in the row being
//! optimised (Dantzig's rule: far fewer pivots than always taking the
//! smallest unknown index, measured on `bench/presburger-isl`), and falls
//! back to Bland's rule (smallest unknown index) once a loop has taken
//! `PIVOTS_BEFORE_BLAND` times the tableau size in pivots, so the
//! optimisation loops cannot cycle. The pivot rule only changes which
//! vertex is reached, never an answer. All arithmetic is exact.

use crate::coeff::{Checked, Coeff, exact, normalize_slice};
use crate::int::Int;
use std::cmp::Ordering;
use std::fmt;

/// An exact rational number `num / den` with `den > 0` and `gcd(num, den) = 1`.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Frac<T = Int> {
    num: T,
    den: T,
}

impl<T: Coeff> Frac<T> {
    /// The reduced fraction `num / den` (`den` non-zero).
    pub fn try_new(num: T, den: T) -> Checked<Frac<T>> {
        assert!(!den.is_zero(), "Frac with zero denominator");
        let g = num.gcd(&den)?;
        let (mut n, mut d) =
            if g.is_zero() || g.is_one() { (num, den) } else { (num.exact_div(&g)?, den.exact_div(&g)?) };
        if d.is_negative() {
            n = n.neg()?;
            d = d.neg()?;
        }
        Ok(Frac { num: n, den: d })
    }

    /// The integer `v` as a fraction.
    pub fn integer(v: T) -> Frac<T> {
        Frac { num: v, den: T::ONE }
    }

    /// Numerator (sign carrier).
    pub fn num(&self) -> &T {
        &self.num
    }

    /// Denominator (always positive).
    pub fn den(&self) -> &T {
        &self.den
    }

    /// Largest integer `<= self`.
    pub fn try_floor(&self) -> Checked<T> {
        self.num.floor_div(&self.den)
    }

    /// Smallest integer `>= self`.
    pub fn try_ceil(&self) -> Checked<T> {
        self.num.ceil_div(&self.den)
    }

    /// True when the fraction is an integer.
    pub fn is_integer(&self) -> bool {
        self.den.is_one()
    }

    /// Sign: -1, 0 or 1.
    pub fn signum(&self) -> i32 {
        self.num.signum()
    }

    /// Exact comparison (never overflows).
    pub fn compare(&self, other: &Frac<T>) -> Ordering {
        if self.den == other.den {
            return self.num.cmp(&other.num);
        }
        T::cmp_products(&self.num, &other.den, &other.num, &self.den)
    }

    /// The fraction over exact integers.
    pub fn to_int_frac(&self) -> Frac {
        Frac { num: self.num.to_int(), den: self.den.to_int() }
    }
}

impl Frac {
    /// Builds the reduced fraction `num / den`. Panics if `den` is zero
    /// (a caller bug, never reachable from user data through this crate).
    pub fn new(num: Int, den: Int) -> Frac {
        exact(Frac::try_new(num, den))
    }

    /// The integer `v` as a fraction.
    pub fn from_int(v: Int) -> Frac {
        Frac::integer(v)
    }

    /// Largest integer `<= self`.
    pub fn floor(&self) -> Int {
        self.num.floor_div(&self.den)
    }

    /// Smallest integer `>= self`.
    pub fn ceil(&self) -> Int {
        self.num.ceil_div(&self.den)
    }
}

impl<T: Coeff> Ord for Frac<T> {
    fn cmp(&self, other: &Frac<T>) -> Ordering {
        self.compare(other)
    }
}

impl<T: Coeff> PartialOrd for Frac<T> {
    fn partial_cmp(&self, other: &Frac<T>) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<T: Coeff> fmt::Display for Frac<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.den.is_one() { write!(f, "{}", self.num) } else { write!(f, "{}/{}", self.num, self.den) }
    }
}

impl<T: Coeff> fmt::Debug for Frac<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl From<Int> for Frac {
    fn from(v: Int) -> Frac {
        Frac::from_int(v)
    }
}

/// Result of optimising an affine function over a (rational) polyhedron.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Optimum<T: Coeff = Int> {
    /// The polyhedron is empty.
    Empty,
    /// The function is unbounded in the requested direction.
    Unbounded,
    /// The optimum value.
    Bounded(Frac<T>),
}

/// Result of a lexicographic optimisation over all variables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LexOpt<T = Int> {
    /// The set is empty (over the integers for integer lexmin).
    Empty,
    /// Some variable is unbounded in the optimisation direction (after the
    /// previous variables are fixed at their optimum).
    Unbounded,
    /// The optimum point, one value per variable.
    Bounded(Vec<T>),
}

/// Direction of an optimisation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// Maximise.
    Up,
    /// Minimise.
    Down,
}

/// Position of an inequality relative to a polyhedron, as MLIR's `IneqType`
/// plus the degenerate cases needed by coalescing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IneqType {
    /// Every point of the polyhedron satisfies the inequality (also returned
    /// for an empty polyhedron).
    Redundant,
    /// Some points satisfy it and some violate it.
    Cut,
    /// No point of the polyhedron satisfies it.
    Separate,
}

/// Pivots an optimisation loop may take with the largest-coefficient rule,
/// per row and column of the tableau, before it switches to Bland's rule
/// (which cannot cycle) for the rest of the loop.
const PIVOTS_BEFORE_BLAND: usize = 2;

/// A position in the undo log; see [`Simplex::rollback`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Snapshot(usize);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Orientation {
    Row,
    Column,
}

#[derive(Clone, Copy, Debug)]
struct Unknown {
    orientation: Orientation,
    /// Row index, or tableau column index (>= 2).
    pos: usize,
    restricted: bool,
    redundant: bool,
}

#[derive(Clone, Copy, Debug)]
enum Undo {
    RemoveLastConstraint,
    UnmarkEmpty,
    UnmarkRedundant(usize),
}

/// Exact incremental rational simplex tableau (see the module docs).
#[derive(Clone, Debug)]
pub struct Simplex<T = Int> {
    nvar: usize,
    /// Tableau width: `[denominator, constant, coeff of column unknowns...]`.
    ncol: usize,
    /// Rows of the tableau, `ncol` entries each, one after the other.
    tab: Vec<T>,
    row_unknown: Vec<usize>,
    /// Unknown owning each tableau column (entries 0 and 1 unused).
    col_unknown: Vec<usize>,
    /// Variables first (`0..nvar`), then constraints in insertion order.
    unknowns: Vec<Unknown>,
    /// Original coefficient rows of the constraints (`nvar + 1` entries each).
    con_rows: Vec<T>,
    empty: bool,
    undo: Vec<Undo>,
    /// Scratch row for pivots and new rows (reused, never shrunk).
    scratch: Vec<T>,
}

impl<T: Coeff> Simplex<T> {
    /// An unconstrained simplex over `num_vars` rational variables (any
    /// coefficient type; [`Simplex::new`] over `Int`).
    pub fn unconstrained(num_vars: usize) -> Simplex<T> {
        let unknowns = (0..num_vars)
            .map(|i| Unknown { orientation: Orientation::Column, pos: i + 2, restricted: false, redundant: false })
            .collect();
        let mut col_unknown = vec![usize::MAX, usize::MAX];
        col_unknown.extend(0..num_vars);
        Simplex {
            nvar: num_vars,
            ncol: num_vars + 2,
            tab: Vec::new(),
            row_unknown: Vec::new(),
            col_unknown,
            unknowns,
            con_rows: Vec::new(),
            empty: false,
            undo: Vec::new(),
            scratch: Vec::with_capacity(num_vars + 2),
        }
    }

    /// A simplex holding equality and inequality rows (each of length
    /// `num_vars + 1`, constant last, meaning `row . (x, 1) == 0` / `>= 0`).
    pub fn try_from_rows<'a, E, I>(num_vars: usize, eqs: E, ineqs: I) -> Checked<Simplex<T>>
    where
        E: IntoIterator<Item = &'a [T]>,
        I: IntoIterator<Item = &'a [T]>,
    {
        let mut s = Simplex::unconstrained(num_vars);
        for e in eqs {
            s.try_add_equality(e)?;
        }
        for i in ineqs {
            s.try_add_inequality(i)?;
        }
        Ok(s)
    }

    /// Number of variables.
    pub fn num_vars(&self) -> usize {
        self.nvar
    }

    /// Number of constraint rows added so far (an equality counts twice).
    pub fn num_constraints(&self) -> usize {
        self.unknowns.len() - self.nvar
    }

    /// The coefficient row (constant last) of constraint `i`.
    pub fn constraint_row(&self, i: usize) -> &[T] {
        let w = self.nvar + 1;
        &self.con_rows[i * w..(i + 1) * w]
    }

    /// True when the constraints have no rational solution.
    pub fn is_empty(&self) -> bool {
        self.empty
    }

    /// Current undo position; pass it to [`Simplex::rollback`].
    pub fn snapshot(&self) -> Snapshot {
        Snapshot(self.undo.len())
    }

    #[inline]
    fn nrows(&self) -> usize {
        self.row_unknown.len()
    }

    #[inline]
    fn at(&self, r: usize, c: usize) -> &T {
        &self.tab[r * self.ncol + c]
    }

    #[inline]
    fn row(&self, r: usize) -> &[T] {
        &self.tab[r * self.ncol..(r + 1) * self.ncol]
    }

    /// Undoes every change made after `snap` was taken.
    pub fn try_rollback(&mut self, snap: Snapshot) -> Checked<()> {
        while self.undo.len() > snap.0 {
            match self.undo.pop() {
                Some(Undo::RemoveLastConstraint) => self.try_remove_last_constraint()?,
                Some(Undo::UnmarkEmpty) => self.empty = false,
                Some(Undo::UnmarkRedundant(u)) => self.unknowns[u].redundant = false,
                None => break,
            }
        }
        Ok(())
    }

    /// Adds `row . (x, 1) >= 0`. `row` has `num_vars + 1` entries.
    pub fn try_add_inequality(&mut self, row: &[T]) -> Checked<()> {
        let u = self.try_add_row(row, true)?;
        if !self.empty && !self.try_restore_row(u)? {
            self.empty = true;
            self.undo.push(Undo::UnmarkEmpty);
        }
        Ok(())
    }

    /// Adds `row . (x, 1) == 0` (as two opposite inequalities).
    pub fn try_add_equality(&mut self, row: &[T]) -> Checked<()> {
        self.try_add_inequality(row)?;
        let neg: Vec<T> = row.iter().map(Coeff::neg).collect::<Checked<_>>()?;
        self.try_add_inequality(&neg)
    }

    /// Fixes variable `var` to the rational value `v`.
    pub fn try_fix_var(&mut self, var: usize, v: &Frac<T>) -> Checked<()> {
        let mut row = vec![T::ZERO; self.nvar + 1];
        row[var] = v.den.clone();
        row[self.nvar] = v.num.neg()?;
        self.try_add_equality(&row)
    }

    /// The current sample point (a rational point of the polyhedron), or
    /// `None` when empty.
    pub fn try_sample(&self) -> Checked<Option<Vec<Frac<T>>>> {
        if self.empty {
            return Ok(None);
        }
        (0..self.nvar).map(|v| self.unknown_value(v)).collect::<Checked<Vec<_>>>().map(Some)
    }

    /// The current sample if every coordinate is an integer.
    pub fn integer_sample_if_integral(&self) -> Option<Vec<T>> {
        if self.empty {
            return None;
        }
        let mut out = Vec::with_capacity(self.nvar);
        for v in 0..self.nvar {
            let u = &self.unknowns[v];
            match u.orientation {
                Orientation::Column => out.push(T::ZERO),
                Orientation::Row => {
                    let (den, num) = (self.at(u.pos, 0), self.at(u.pos, 1));
                    if !num.is_divisible_by(den) {
                        return None;
                    }
                    // A positive denominator: the quotient cannot overflow.
                    out.push(num.exact_div(den).ok()?);
                }
            }
        }
        Some(out)
    }

    fn unknown_value(&self, u: usize) -> Checked<Frac<T>> {
        let uk = &self.unknowns[u];
        match uk.orientation {
            Orientation::Column => Ok(Frac::integer(T::ZERO)),
            Orientation::Row => Frac::try_new(self.at(uk.pos, 1).clone(), self.at(uk.pos, 0).clone()),
        }
    }

    /// Optimises `row . (x, 1)` in direction `dir`.
    pub fn try_compute_optimum(&mut self, dir: Direction, row: &[T]) -> Checked<Optimum<T>> {
        if self.empty {
            return Ok(Optimum::Empty);
        }
        let snap = self.snapshot();
        let u = self.try_add_row(row, false)?;
        let r = self.unknowns[u].pos;
        let res = match self.try_compute_row_optimum(r, dir == Direction::Up)? {
            Some(f) => Optimum::Bounded(f),
            None => Optimum::Unbounded,
        };
        self.try_rollback(snap)?;
        Ok(res)
    }

    /// Minimum of `row . (x, 1)`.
    pub fn try_minimize(&mut self, row: &[T]) -> Checked<Optimum<T>> {
        self.try_compute_optimum(Direction::Down, row)
    }

    /// Maximum of `row . (x, 1)`.
    pub fn try_maximize(&mut self, row: &[T]) -> Checked<Optimum<T>> {
        self.try_compute_optimum(Direction::Up, row)
    }

    /// Optimum of the single variable `var`.
    pub fn try_optimize_var(&mut self, dir: Direction, var: usize) -> Checked<Optimum<T>> {
        let mut row = vec![T::ZERO; self.nvar + 1];
        row[var] = T::ONE;
        self.try_compute_optimum(dir, &row)
    }

    /// True when some variable is unbounded (above or below). An empty
    /// simplex is bounded.
    pub fn try_is_unbounded(&mut self) -> Checked<bool> {
        if self.empty {
            return Ok(false);
        }
        for v in 0..self.nvar {
            for dir in [Direction::Up, Direction::Down] {
                if self.try_optimize_var(dir, v)? == Optimum::Unbounded {
                    return Ok(true);
                }
            }
        }
        Ok(false)
    }

    /// Classifies the inequality `row . (x, 1) >= 0` relative to the
    /// polyhedron (MLIR's `findIneqType`).
    pub fn try_ineq_type(&mut self, row: &[T]) -> Checked<IneqType> {
        match self.try_minimize(row)? {
            Optimum::Empty => return Ok(IneqType::Redundant),
            Optimum::Bounded(m) if m.signum() >= 0 => return Ok(IneqType::Redundant),
            _ => {}
        }
        Ok(match self.try_maximize(row)? {
            Optimum::Bounded(m) if m.signum() < 0 => IneqType::Separate,
            _ => IneqType::Cut,
        })
    }

    /// Marks redundant each constraint `offset..offset + count` that is
    /// implied by the other (not yet marked) constraints (MLIR's
    /// `detectRedundant`). Marked constraints are ignored afterwards; query
    /// them with [`Simplex::is_marked_redundant`]. Undone by rollback.
    pub fn try_detect_redundant(&mut self, offset: usize, count: usize) -> Checked<()> {
        if self.empty {
            return Ok(());
        }
        for i in offset..offset + count {
            let u = self.nvar + i;
            if self.unknowns[u].redundant {
                continue;
            }
            if self.unknowns[u].orientation == Orientation::Column {
                let c = self.unknowns[u].pos;
                match self.find_pivot_row(None, false, c) {
                    // Unbounded below: not redundant.
                    None => continue,
                    Some(r) => self.try_pivot(r, c)?,
                }
            }
            let r = self.unknowns[u].pos;
            match self.try_compute_row_optimum(r, false)? {
                Some(m) if m.signum() >= 0 => {
                    self.unknowns[u].redundant = true;
                    self.undo.push(Undo::UnmarkRedundant(u));
                }
                _ => {
                    let ok = self.try_restore_row(u)?;
                    debug_assert!(ok, "could not restore a non-redundant row");
                }
            }
        }
        Ok(())
    }

    /// True when constraint `i` was marked redundant by
    /// [`Simplex::detect_redundant`].
    pub fn is_marked_redundant(&self, i: usize) -> bool {
        self.unknowns[self.nvar + i].redundant
    }

    /// Rational lexicographic optimum over all variables.
    pub fn try_rational_lexopt(&mut self, dir: Direction) -> Checked<LexOpt<Frac<T>>> {
        if self.empty {
            return Ok(LexOpt::Empty);
        }
        let snap = self.snapshot();
        let mut out = Vec::with_capacity(self.nvar);
        for v in 0..self.nvar {
            match self.try_optimize_var(dir, v)? {
                Optimum::Bounded(f) => {
                    self.try_fix_var(v, &f)?;
                    out.push(f);
                }
                Optimum::Unbounded => {
                    self.try_rollback(snap)?;
                    return Ok(LexOpt::Unbounded);
                }
                Optimum::Empty => {
                    self.try_rollback(snap)?;
                    return Ok(LexOpt::Empty);
                }
            }
        }
        self.try_rollback(snap)?;
        Ok(LexOpt::Bounded(out))
    }

    /// Directions in which the polyhedron is bounded: the (variable parts
    /// of the) constraints that are implicit equalities of its recession
    /// cone. Every linear function in their span is bounded on the set;
    /// every other direction is unbounded (MLIR's `getBoundedDirections`).
    pub fn try_bounded_directions(&self) -> Checked<Vec<Vec<T>>> {
        let n = self.nvar;
        let mut cone = Simplex::unconstrained(n);
        let mut c = vec![T::ZERO; n + 1];
        for i in 0..self.num_constraints() {
            c[..n].clone_from_slice(&self.constraint_row(i)[..n]);
            cone.try_add_inequality(&c)?;
        }
        let mut out = Vec::new();
        for i in 0..self.num_constraints() {
            c[..n].clone_from_slice(&self.constraint_row(i)[..n]);
            if let Optimum::Bounded(_) = cone.try_maximize(&c)? {
                out.push(c[..n].to_vec());
            }
        }
        Ok(out)
    }

    /// The simplex of the product `P x P` of this polyhedron with itself
    /// (variables `x` then `y`, constraints of `x` then of `y`), built by
    /// copying the tableau into two diagonal blocks (MLIR's `makeProduct`):
    /// no pivoting. The result's undo log starts empty.
    pub fn product_with_itself(&self) -> Simplex<T> {
        let (n, m) = (self.nvar, self.num_constraints());
        let k = self.ncol - 2;
        let ncol = 2 + 2 * k;
        let rows = self.nrows();
        // New index of unknown `u` of the first (`second = false`) or second copy.
        let map = |u: usize, second: bool| -> usize {
            match (u < n, second) {
                (true, false) => u,
                (true, true) => n + u,
                (false, false) => 2 * n + (u - n),
                (false, true) => 2 * n + m + (u - n),
            }
        };
        let mut tab = vec![T::ZERO; 2 * rows * ncol];
        for r in 0..rows {
            let src = self.row(r);
            let (a, b) = (r * ncol, (rows + r) * ncol);
            tab[a..a + 2].clone_from_slice(&src[..2]);
            tab[a + 2..a + 2 + k].clone_from_slice(&src[2..]);
            tab[b..b + 2].clone_from_slice(&src[..2]);
            tab[b + 2 + k..b + ncol].clone_from_slice(&src[2..]);
        }
        let mut unknowns =
            vec![
                Unknown { orientation: Orientation::Column, pos: 0, restricted: false, redundant: false };
                2 * (n + m)
            ];
        for second in [false, true] {
            for (u, uk) in self.unknowns.iter().enumerate() {
                let pos = match (uk.orientation, second) {
                    (Orientation::Row, false) => uk.pos,
                    (Orientation::Row, true) => rows + uk.pos,
                    (Orientation::Column, false) => uk.pos,
                    (Orientation::Column, true) => uk.pos + k,
                };
                unknowns[map(u, second)] = Unknown { pos, ..*uk };
            }
        }
        let row_unknown: Vec<usize> = (0..2 * rows).map(|r| map(self.row_unknown[r % rows], r >= rows)).collect();
        let mut col_unknown = vec![usize::MAX; ncol];
        for (c, owner) in col_unknown.iter_mut().enumerate().skip(2) {
            let second = c >= 2 + k;
            let src = if second { c - k } else { c };
            *owner = map(self.col_unknown[src], second);
        }
        let w = n + 1;
        let mut con_rows = vec![T::ZERO; 2 * m * (2 * n + 1)];
        for i in 0..m {
            let src = self.constraint_row(i);
            let (a, b) = (i * (2 * n + 1), (m + i) * (2 * n + 1));
            con_rows[a..a + n].clone_from_slice(&src[..n]);
            con_rows[a + 2 * n] = src[n].clone();
            con_rows[b + n..b + 2 * n].clone_from_slice(&src[..n]);
            con_rows[b + 2 * n] = src[n].clone();
        }
        debug_assert_eq!(self.con_rows.len(), m * w);
        Simplex {
            nvar: 2 * n,
            ncol,
            tab,
            row_unknown,
            col_unknown,
            unknowns,
            con_rows,
            empty: self.empty,
            undo: Vec::new(),
            scratch: Vec::with_capacity(ncol),
        }
    }

    /// Maximum of `row . (x, 1)` together with the dual values of the
    /// equalities among the constraints from `first_con` on (added as
    /// pairs of opposite inequalities), as `(optimum, duals, denominator)`:
    /// the optimum is `sum duals[k] / denominator * equality_k + ...`. The
    /// polytope must be non-empty and bounded in that direction. Used by
    /// generalized basis reduction (MLIR's `computeWidthAndDuals`).
    #[allow(clippy::type_complexity)]
    pub fn try_maximize_with_duals(&mut self, row: &[T], first_con: usize) -> Checked<(Frac<T>, Vec<T>, T)> {
        let snap = self.snapshot();
        let u = self.try_add_row(row, false)?;
        let r = self.unknowns[u].pos;
        let Some(width) = self.try_compute_row_optimum(r, true)? else {
            panic!("presburger internal error: unbounded width in basis reduction")
        };
        let r = self.unknowns[u].pos;
        let denom = self.at(r, 0).clone();
        let mut duals = Vec::new();
        let mut i = first_con;
        // The last constraint is the objective row itself.
        let objective = self.num_constraints() - 1;
        while i < objective {
            let (pos_uk, neg_uk) = (self.unknowns[self.nvar + i], self.unknowns[self.nvar + i + 1]);
            duals.push(if pos_uk.orientation == Orientation::Column {
                self.at(r, pos_uk.pos).neg()?
            } else if neg_uk.orientation == Orientation::Row {
                T::ZERO
            } else {
                self.at(r, neg_uk.pos).clone()
            });
            i += 2;
        }
        self.try_rollback(snap)?;
        Ok((width, duals, denom))
    }

    // ---- internals ---------------------------------------------------------

    /// Appends a row for `row . (x, 1)`; returns its unknown index.
    fn try_add_row(&mut self, row: &[T], restricted: bool) -> Checked<usize> {
        debug_assert_eq!(row.len(), self.nvar + 1);
        let ncol = self.ncol;
        let mut new = std::mem::take(&mut self.scratch);
        new.clear();
        new.resize(ncol, T::ZERO);
        new[0] = T::ONE;
        new[1] = row[self.nvar].clone();
        // Column unknowns first (denominator still one).
        for (v, a) in row[..self.nvar].iter().enumerate() {
            if a.is_zero() {
                continue;
            }
            let uk = &self.unknowns[v];
            if uk.orientation == Orientation::Column {
                new[uk.pos].add_assign(a)?;
            }
        }
        for (v, a) in row[..self.nvar].iter().enumerate() {
            if a.is_zero() {
                continue;
            }
            let uk = &self.unknowns[v];
            if uk.orientation == Orientation::Row {
                let other = &self.tab[uk.pos * ncol..(uk.pos + 1) * ncol];
                // new/D + a * other/E  ->  common denominator lcm(D, E).
                let d = &new[0];
                let e = &other[0];
                let g = d.gcd(e)?;
                let s1 = e.exact_div(&g)?;
                let s2 = a.mul(&d.exact_div(&g)?)?;
                if !s1.is_one() {
                    for x in new.iter_mut() {
                        if !x.is_zero() {
                            x.mul_assign(&s1)?;
                        }
                    }
                }
                for (x, y) in new[1..].iter_mut().zip(other[1..].iter()) {
                    if !y.is_zero() {
                        x.add_mul(&s2, y)?;
                    }
                }
                normalize_slice(&mut new)?;
            }
        }
        normalize_slice(&mut new)?;
        let u = self.unknowns.len();
        self.unknowns.push(Unknown { orientation: Orientation::Row, pos: self.nrows(), restricted, redundant: false });
        self.tab.extend_from_slice(&new);
        self.scratch = new;
        self.row_unknown.push(u);
        self.con_rows.extend_from_slice(row);
        self.undo.push(Undo::RemoveLastConstraint);
        Ok(u)
    }

    fn try_remove_last_constraint(&mut self) -> Checked<()> {
        let u = self.unknowns.len() - 1;
        if self.unknowns[u].orientation == Orientation::Column {
            let c = self.unknowns[u].pos;
            let r = self
                .find_pivot_row(None, true, c)
                .or_else(|| self.find_pivot_row(None, false, c))
                .or_else(|| (0..self.nrows()).find(|&r| !self.at(r, c).is_zero()));
            match r {
                Some(r) => self.try_pivot(r, c)?,
                None => unreachable!("simplex column with no non-zero entry"),
            }
        }
        let r = self.unknowns[u].pos;
        let last = self.nrows() - 1;
        if r != last {
            let ncol = self.ncol;
            let (head, tail) = self.tab.split_at_mut(last * ncol);
            head[r * ncol..(r + 1) * ncol].swap_with_slice(&mut tail[..ncol]);
            self.row_unknown.swap(r, last);
            let moved = self.row_unknown[r];
            self.unknowns[moved].pos = r;
        }
        self.tab.truncate(last * self.ncol);
        self.row_unknown.pop();
        self.unknowns.pop();
        self.con_rows.truncate(self.con_rows.len() - (self.nvar + 1));
        Ok(())
    }

    /// Among restricted non-redundant rows other than `skip`, the row that
    /// first blocks moving column `c`'s unknown up (`up`) or down: the one
    /// whose sample value reaches zero first. Ties: smallest unknown index.
    fn find_pivot_row(&self, skip: Option<usize>, up: bool, c: usize) -> Option<usize> {
        let mut best: Option<usize> = None;
        for r in 0..self.nrows() {
            if Some(r) == skip {
                continue;
            }
            let a = self.at(r, c);
            if a.is_zero() {
                continue;
            }
            let uk = &self.unknowns[self.row_unknown[r]];
            if !uk.restricted || uk.redundant {
                continue;
            }
            // Row value changes by a * delta; blocks when that is negative.
            if a.is_positive() == up {
                continue;
            }
            best = match best {
                None => Some(r),
                Some(b) => {
                    // Compare row[1]/|a| with tab[b][1]/|tab[b][c]|: the
                    // signs of a and tab[b][c] agree, so compare
                    // row[1] * tab[b][c] with tab[b][1] * a (flipped if negative).
                    let mut ord = T::cmp_products(self.at(r, 1), self.at(b, c), self.at(b, 1), a);
                    if a.is_negative() {
                        ord = ord.reverse();
                    }
                    match ord {
                        Ordering::Less => Some(r),
                        Ordering::Greater => Some(b),
                        Ordering::Equal => {
                            if self.row_unknown[r] < self.row_unknown[b] {
                                Some(r)
                            } else {
                                Some(b)
                            }
                        }
                    }
                }
            };
        }
        best
    }

    /// A pivot improving row `r` in direction `up`: `(pivot_row, column)`,
    /// where `pivot_row == None` means no row blocks (unbounded). The
    /// column is the one with the largest coefficient (`bland == false`) or
    /// the one whose unknown has the smallest index (Bland's rule).
    #[allow(clippy::type_complexity)]
    fn find_pivot(&self, r: usize, up: bool, bland: bool) -> Option<(Option<usize>, usize)> {
        let row = self.row(r);
        let mut best: Option<(usize, bool)> = None; // (column, column moves up)
        for (c, a) in row.iter().enumerate().skip(2) {
            if a.is_zero() {
                continue;
            }
            let col_up = a.is_positive() == up;
            let uk = &self.unknowns[self.col_unknown[c]];
            if uk.restricted && !col_up {
                continue;
            }
            match best {
                Some((b, _)) if bland && self.col_unknown[b] < self.col_unknown[c] => {}
                Some((b, _)) if !bland && (T::cmp_products(&row[b], &row[b], a, a).is_ge()) => {}
                _ => best = Some((c, col_up)),
            }
        }
        let (c, col_up) = best?;
        Some((self.find_pivot_row(Some(r), col_up, c), c))
    }

    /// Optimises row `r`; `None` when unbounded. Row `r` stays a row.
    fn try_compute_row_optimum(&mut self, r: usize, up: bool) -> Checked<Option<Frac<T>>> {
        let mut budget = PIVOTS_BEFORE_BLAND * (self.nrows() + self.ncol);
        loop {
            budget = budget.saturating_sub(1);
            match self.find_pivot(r, up, budget == 0) {
                None => return Frac::try_new(self.at(r, 1).clone(), self.at(r, 0).clone()).map(Some),
                Some((Some(pr), c)) => self.try_pivot(pr, c)?,
                Some((None, _)) => return Ok(None),
            }
        }
    }

    /// Makes the restricted unknown `u` non-negative if possible.
    fn try_restore_row(&mut self, u: usize) -> Checked<bool> {
        let mut budget = PIVOTS_BEFORE_BLAND * (self.nrows() + self.ncol);
        loop {
            let uk = &self.unknowns[u];
            if uk.orientation == Orientation::Column {
                return Ok(true);
            }
            let r = uk.pos;
            if !self.at(r, 1).is_negative() {
                return Ok(true);
            }
            budget = budget.saturating_sub(1);
            match self.find_pivot(r, true, budget == 0) {
                None => return Ok(false),
                Some((Some(pr), c)) => self.try_pivot(pr, c)?,
                Some((None, c)) => {
                    self.try_pivot(r, c)?;
                    return Ok(true);
                }
            }
        }
    }

    /// Swaps the basic unknown of row `r` with the non-basic unknown of
    /// column `c`.
    fn try_pivot(&mut self, r: usize, c: usize) -> Checked<()> {
        let ncol = self.ncol;
        let ur = self.row_unknown[r];
        let uc = self.col_unknown[c];
        let mut piv = std::mem::take(&mut self.scratch);
        piv.clear();
        piv.extend_from_slice(self.row(r));
        // D u_r = K + a u_c + sum a_j x_j  =>  a u_c = D u_r - K - sum a_j x_j.
        let a = std::mem::replace(&mut piv[c], T::ZERO);
        let d = std::mem::replace(&mut piv[0], T::ZERO);
        let neg = a.is_negative();
        if !neg {
            for (j, x) in piv.iter_mut().enumerate().skip(1) {
                if j != c && !x.is_zero() {
                    *x = x.neg()?;
                }
            }
        }
        if neg {
            piv[0] = a.neg()?;
            piv[c] = d.neg()?;
        } else {
            piv[0] = a;
            piv[c] = d;
        }
        normalize_slice(&mut piv)?;
        for (i, row) in self.tab.chunks_exact_mut(ncol).enumerate() {
            if i == r || row[c].is_zero() {
                continue;
            }
            let b = std::mem::replace(&mut row[c], T::ZERO);
            let r0 = &piv[0];
            if !r0.is_one() {
                for x in row.iter_mut() {
                    if !x.is_zero() {
                        x.mul_assign(r0)?;
                    }
                }
            }
            for (x, y) in row.iter_mut().zip(piv.iter()).skip(1) {
                if !y.is_zero() {
                    x.add_mul(&b, y)?;
                }
            }
            normalize_slice(row)?;
        }
        self.tab[r * ncol..(r + 1) * ncol].clone_from_slice(&piv);
        self.scratch = piv;
        self.row_unknown[r] = uc;
        self.col_unknown[c] = ur;
        self.unknowns[uc].orientation = Orientation::Row;
        self.unknowns[uc].pos = r;
        self.unknowns[ur].orientation = Orientation::Column;
        self.unknowns[ur].pos = c;
        Ok(())
    }
}

impl Simplex {
    /// An unconstrained simplex over `num_vars` rational variables.
    pub fn new(num_vars: usize) -> Simplex {
        Simplex::unconstrained(num_vars)
    }

    /// Builds a simplex from equality and inequality rows (each of length
    /// `num_vars + 1`, constant last, meaning `row . (x, 1) == 0` / `>= 0`).
    pub fn from_rows<'a, E, I>(num_vars: usize, eqs: E, ineqs: I) -> Simplex
    where
        E: IntoIterator<Item = &'a [Int]>,
        I: IntoIterator<Item = &'a [Int]>,
    {
        exact(Simplex::try_from_rows(num_vars, eqs, ineqs))
    }

    /// Undoes every change made after `snap` was taken.
    pub fn rollback(&mut self, snap: Snapshot) {
        exact(self.try_rollback(snap));
    }

    /// Adds `row . (x, 1) >= 0`. `row` has `num_vars + 1` entries.
    pub fn add_inequality(&mut self, row: &[Int]) {
        exact(self.try_add_inequality(row));
    }

    /// Adds `row . (x, 1) == 0` (as two opposite inequalities).
    pub fn add_equality(&mut self, row: &[Int]) {
        exact(self.try_add_equality(row));
    }

    /// Fixes variable `var` to the rational value `v`.
    pub fn fix_var(&mut self, var: usize, v: &Frac) {
        exact(self.try_fix_var(var, v));
    }

    /// The current sample point (a rational point of the polyhedron), or
    /// `None` when empty.
    pub fn sample(&self) -> Option<Vec<Frac>> {
        exact(self.try_sample())
    }

    /// Optimises `row . (x, 1)` in direction `dir`.
    pub fn compute_optimum(&mut self, dir: Direction, row: &[Int]) -> Optimum {
        exact(self.try_compute_optimum(dir, row))
    }

    /// Minimum of `row . (x, 1)`.
    pub fn minimize(&mut self, row: &[Int]) -> Optimum {
        exact(self.try_minimize(row))
    }

    /// Maximum of `row . (x, 1)`.
    pub fn maximize(&mut self, row: &[Int]) -> Optimum {
        exact(self.try_maximize(row))
    }

    /// Optimum of the single variable `var`.
    pub fn optimize_var(&mut self, dir: Direction, var: usize) -> Optimum {
        exact(self.try_optimize_var(dir, var))
    }

    /// True when some variable is unbounded (above or below). An empty
    /// simplex is bounded.
    pub fn is_unbounded(&mut self) -> bool {
        exact(self.try_is_unbounded())
    }

    /// Classifies the inequality `row . (x, 1) >= 0` relative to the
    /// polyhedron (MLIR's `findIneqType`).
    pub fn ineq_type(&mut self, row: &[Int]) -> IneqType {
        exact(self.try_ineq_type(row))
    }

    /// True when every point satisfies `row . (x, 1) >= 0`.
    pub fn is_redundant_inequality(&mut self, row: &[Int]) -> bool {
        self.ineq_type(row) == IneqType::Redundant
    }

    /// True when every point satisfies `row . (x, 1) == 0`.
    pub fn is_redundant_equality(&mut self, row: &[Int]) -> bool {
        if self.empty {
            return true;
        }
        let zero = Frac::from_int(Int::ZERO);
        self.minimize(row) == Optimum::Bounded(zero.clone()) && self.maximize(row) == Optimum::Bounded(zero)
    }

    /// Marks redundant each constraint `offset..offset + count` that is
    /// implied by the other (not yet marked) constraints (MLIR's
    /// `detectRedundant`). Marked constraints are ignored afterwards; query
    /// them with [`Simplex::is_marked_redundant`]. Undone by rollback.
    pub fn detect_redundant(&mut self, offset: usize, count: usize) {
        exact(self.try_detect_redundant(offset, count));
    }

    /// Rational lexicographic minimum over all variables.
    pub fn find_rational_lexmin(&mut self) -> LexOpt<Frac> {
        exact(self.try_rational_lexopt(Direction::Down))
    }

    /// Rational lexicographic maximum over all variables.
    pub fn find_rational_lexmax(&mut self) -> LexOpt<Frac> {
        exact(self.try_rational_lexopt(Direction::Up))
    }

    /// Directions in which the polyhedron is bounded: the (variable parts
    /// of the) constraints that are implicit equalities of its recession
    /// cone. Every linear function in their span is bounded on the set;
    /// every other direction is unbounded (MLIR's `getBoundedDirections`).
    pub fn bounded_directions(&self) -> Vec<Vec<Int>> {
        exact(self.try_bounded_directions())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(v: &[i64]) -> Vec<Int> {
        v.iter().map(|&x| Int::from(x)).collect()
    }

    #[test]
    fn box_optimum() {
        // 0 <= x <= 5, 1 <= y <= 3, x + y <= 6
        let mut s = Simplex::new(2);
        s.add_inequality(&r(&[1, 0, 0]));
        s.add_inequality(&r(&[-1, 0, 5]));
        s.add_inequality(&r(&[0, 1, -1]));
        s.add_inequality(&r(&[0, -1, 3]));
        s.add_inequality(&r(&[-1, -1, 6]));
        assert!(!s.is_empty());
        assert_eq!(s.maximize(&r(&[1, 0, 0])), Optimum::Bounded(Frac::from_int(Int::from(5))));
        assert_eq!(s.maximize(&r(&[1, 1, 0])), Optimum::Bounded(Frac::from_int(Int::from(6))));
        assert_eq!(s.minimize(&r(&[1, -1, 0])), Optimum::Bounded(Frac::from_int(Int::from(-3))));
        assert_eq!(s.maximize(&r(&[2, 3, 0])), Optimum::Bounded(Frac::from_int(Int::from(15))));
        let snap = s.snapshot();
        s.add_inequality(&r(&[1, 1, -7]));
        assert!(s.is_empty());
        s.rollback(snap);
        assert!(!s.is_empty());
        assert_eq!(s.num_constraints(), 5);
        assert!(s.is_redundant_inequality(&r(&[1, 1, 0])));
        assert_eq!(s.ineq_type(&r(&[1, 0, -3])), IneqType::Cut);
        assert_eq!(s.ineq_type(&r(&[1, 0, -9])), IneqType::Separate);
    }

    #[test]
    fn fractional_optimum_and_unbounded() {
        // 2x >= 1, 3y <= 2x
        let mut s = Simplex::new(2);
        s.add_inequality(&r(&[2, 0, -1]));
        s.add_inequality(&r(&[2, -3, 0]));
        assert_eq!(s.minimize(&r(&[1, 0, 0])), Optimum::Bounded(Frac::new(Int::ONE, Int::from(2))));
        assert_eq!(s.maximize(&r(&[1, 0, 0])), Optimum::Unbounded);
        assert!(s.is_unbounded());
        assert_eq!(s.find_rational_lexmin(), LexOpt::Unbounded);
        s.add_inequality(&r(&[0, 1, 0]));
        assert_eq!(
            s.find_rational_lexmin(),
            LexOpt::Bounded(vec![Frac::new(Int::ONE, Int::from(2)), Frac::from_int(Int::ZERO)])
        );
    }

    #[test]
    fn equalities_and_redundancy() {
        let mut s = Simplex::new(2);
        s.add_equality(&r(&[1, -1, 0]));
        s.add_inequality(&r(&[1, 0, 0]));
        s.add_inequality(&r(&[-1, 0, 4]));
        s.add_inequality(&r(&[0, -1, 10]));
        s.add_inequality(&r(&[-1, 0, 4]));
        s.detect_redundant(0, s.num_constraints());
        let marked: Vec<bool> = (0..s.num_constraints()).map(|i| s.is_marked_redundant(i)).collect();
        assert_eq!(marked, vec![false, false, false, true, true, false]);
        let dirs = s.bounded_directions();
        assert!(!dirs.is_empty());
    }
}

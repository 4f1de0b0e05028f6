//! Exact rational simplex over [`Int`], after MLIR's `SimplexBase`/`Simplex`.
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
//! Integer decision procedures built on top of this (integer emptiness with
//! unbounded sets, integer samples, integer lexmin) live in [`crate::lexmin`].
//!
//! Pivoting uses Bland's rule (smallest unknown index on ties) so the
//! optimisation loops cannot cycle. All arithmetic is exact.

use crate::int::{Int, gcd};
use std::cmp::Ordering;
use std::fmt;

/// An exact rational number `num / den` with `den > 0` and `gcd(num, den) = 1`.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Frac {
    num: Int,
    den: Int,
}

impl Frac {
    /// Builds the reduced fraction `num / den`. Panics if `den` is zero
    /// (a caller bug, never reachable from user data through this crate).
    pub fn new(num: Int, den: Int) -> Frac {
        assert!(!den.is_zero(), "Frac with zero denominator");
        let g = gcd(&num, &den);
        let (mut n, mut d) =
            if g.is_zero() || g.is_one() { (num, den) } else { (num.exact_div(&g), den.exact_div(&g)) };
        if d.is_negative() {
            n = -n;
            d = -d;
        }
        Frac { num: n, den: d }
    }

    /// The integer `v` as a fraction.
    pub fn from_int(v: Int) -> Frac {
        Frac { num: v, den: Int::ONE }
    }

    /// Numerator (sign carrier).
    pub fn num(&self) -> &Int {
        &self.num
    }

    /// Denominator (always positive).
    pub fn den(&self) -> &Int {
        &self.den
    }

    /// Largest integer `<= self`.
    pub fn floor(&self) -> Int {
        self.num.floor_div(&self.den)
    }

    /// Smallest integer `>= self`.
    pub fn ceil(&self) -> Int {
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
}

impl Ord for Frac {
    fn cmp(&self, other: &Frac) -> Ordering {
        if self.den == other.den {
            return self.num.cmp(&other.num);
        }
        (&self.num * &other.den).cmp(&(&other.num * &self.den))
    }
}

impl PartialOrd for Frac {
    fn partial_cmp(&self, other: &Frac) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Frac {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.den.is_one() { write!(f, "{}", self.num) } else { write!(f, "{}/{}", self.num, self.den) }
    }
}

impl fmt::Debug for Frac {
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
pub enum Optimum {
    /// The polyhedron is empty.
    Empty,
    /// The function is unbounded in the requested direction.
    Unbounded,
    /// The optimum value.
    Bounded(Frac),
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

/// A position in the undo log; see [`Simplex::rollback`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Snapshot(usize);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Orientation {
    Row,
    Column,
}

#[derive(Clone, Debug)]
struct Unknown {
    orientation: Orientation,
    /// Row index, or tableau column index (>= 2).
    pos: usize,
    restricted: bool,
    redundant: bool,
}

#[derive(Clone, Debug)]
enum Undo {
    RemoveLastConstraint,
    UnmarkEmpty,
    UnmarkRedundant(usize),
}

/// Exact incremental rational simplex tableau (see the module docs).
#[derive(Clone, Debug)]
pub struct Simplex {
    nvar: usize,
    /// Rows of `[denominator, constant, coeff of column unknowns...]`.
    tab: Vec<Vec<Int>>,
    row_unknown: Vec<usize>,
    /// Unknown owning each tableau column (entries 0 and 1 unused).
    col_unknown: Vec<usize>,
    /// Variables first (`0..nvar`), then constraints in insertion order.
    unknowns: Vec<Unknown>,
    /// Original coefficient rows of the constraints (`nvar + 1` entries).
    con_rows: Vec<Vec<Int>>,
    empty: bool,
    undo: Vec<Undo>,
}

/// Binary GCD of two non-negative machine integers.
#[inline]
fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    if a == 0 {
        return b;
    }
    if b == 0 {
        return a;
    }
    let shift = (a | b).trailing_zeros();
    a >>= a.trailing_zeros();
    loop {
        b >>= b.trailing_zeros();
        if a > b {
            std::mem::swap(&mut a, &mut b);
        }
        b -= a;
        if b == 0 {
            return a << shift;
        }
    }
}

/// Divides a row by the gcd of its entries (machine-integer fast path).
fn normalize_row(row: &mut [Int]) {
    let mut g: u64 = 0;
    let mut all_small = true;
    for x in row.iter() {
        match x.to_i64() {
            Some(0) => {}
            Some(v) => {
                g = gcd_u64(g, v.unsigned_abs());
                if g == 1 {
                    return;
                }
            }
            None => {
                all_small = false;
                break;
            }
        }
    }
    if all_small {
        if g <= 1 {
            return;
        }
        if let Ok(gi) = i64::try_from(g) {
            let gi = Int::from(gi);
            for x in row.iter_mut() {
                if !x.is_zero() {
                    *x = x.exact_div(&gi);
                }
            }
            return;
        }
    }
    let mut g = Int::ZERO;
    for x in row.iter() {
        if !x.is_zero() {
            g = gcd(&g, x);
            if g.is_one() {
                return;
            }
        }
    }
    if g.is_zero() || g.is_one() {
        return;
    }
    for x in row.iter_mut() {
        if !x.is_zero() {
            *x = x.exact_div(&g);
        }
    }
}

impl Simplex {
    /// An unconstrained simplex over `num_vars` rational variables.
    pub fn new(num_vars: usize) -> Simplex {
        let unknowns = (0..num_vars)
            .map(|i| Unknown { orientation: Orientation::Column, pos: i + 2, restricted: false, redundant: false })
            .collect();
        let mut col_unknown = vec![usize::MAX, usize::MAX];
        col_unknown.extend(0..num_vars);
        Simplex {
            nvar: num_vars,
            tab: Vec::new(),
            row_unknown: Vec::new(),
            col_unknown,
            unknowns,
            con_rows: Vec::new(),
            empty: false,
            undo: Vec::new(),
        }
    }

    /// Builds a simplex from equality and inequality rows (each of length
    /// `num_vars + 1`, constant last, meaning `row . (x, 1) == 0` / `>= 0`).
    pub fn from_rows<'a, E, I>(num_vars: usize, eqs: E, ineqs: I) -> Simplex
    where
        E: IntoIterator<Item = &'a [Int]>,
        I: IntoIterator<Item = &'a [Int]>,
    {
        let mut s = Simplex::new(num_vars);
        for e in eqs {
            s.add_equality(e);
        }
        for i in ineqs {
            s.add_inequality(i);
        }
        s
    }

    /// Number of variables.
    pub fn num_vars(&self) -> usize {
        self.nvar
    }

    /// Number of constraint rows added so far (an equality counts twice).
    pub fn num_constraints(&self) -> usize {
        self.con_rows.len()
    }

    /// The coefficient row (constant last) of constraint `i`.
    pub fn constraint_row(&self, i: usize) -> &[Int] {
        &self.con_rows[i]
    }

    /// True when the constraints have no rational solution.
    pub fn is_empty(&self) -> bool {
        self.empty
    }

    /// Current undo position; pass it to [`Simplex::rollback`].
    pub fn snapshot(&self) -> Snapshot {
        Snapshot(self.undo.len())
    }

    /// Undoes every change made after `snap` was taken.
    pub fn rollback(&mut self, snap: Snapshot) {
        while self.undo.len() > snap.0 {
            match self.undo.pop() {
                Some(Undo::RemoveLastConstraint) => self.remove_last_constraint(),
                Some(Undo::UnmarkEmpty) => self.empty = false,
                Some(Undo::UnmarkRedundant(u)) => self.unknowns[u].redundant = false,
                None => break,
            }
        }
    }

    /// Adds `row . (x, 1) >= 0`. `row` has `num_vars + 1` entries.
    pub fn add_inequality(&mut self, row: &[Int]) {
        let u = self.add_row(row, true);
        if !self.empty && !self.restore_row(u) {
            self.empty = true;
            self.undo.push(Undo::UnmarkEmpty);
        }
    }

    /// Adds `row . (x, 1) == 0` (as two opposite inequalities).
    pub fn add_equality(&mut self, row: &[Int]) {
        self.add_inequality(row);
        let neg: Vec<Int> = row.iter().map(|x| -x).collect();
        self.add_inequality(&neg);
    }

    /// Fixes variable `var` to the rational value `v`.
    pub fn fix_var(&mut self, var: usize, v: &Frac) {
        let mut row = vec![Int::ZERO; self.nvar + 1];
        row[var] = v.den.clone();
        row[self.nvar] = -&v.num;
        self.add_equality(&row);
    }

    /// The current sample point (a rational point of the polyhedron), or
    /// `None` when empty.
    pub fn sample(&self) -> Option<Vec<Frac>> {
        if self.empty {
            return None;
        }
        Some((0..self.nvar).map(|v| self.unknown_value(v)).collect())
    }

    /// The current sample if every coordinate is an integer.
    pub fn integer_sample_if_integral(&self) -> Option<Vec<Int>> {
        if self.empty {
            return None;
        }
        let mut out = Vec::with_capacity(self.nvar);
        for v in 0..self.nvar {
            let u = &self.unknowns[v];
            match u.orientation {
                Orientation::Column => out.push(Int::ZERO),
                Orientation::Row => {
                    let r = &self.tab[u.pos];
                    if !r[1].is_divisible_by(&r[0]) {
                        return None;
                    }
                    out.push(r[1].exact_div(&r[0]));
                }
            }
        }
        Some(out)
    }

    fn unknown_value(&self, u: usize) -> Frac {
        let uk = &self.unknowns[u];
        match uk.orientation {
            Orientation::Column => Frac::from_int(Int::ZERO),
            Orientation::Row => {
                let r = &self.tab[uk.pos];
                Frac::new(r[1].clone(), r[0].clone())
            }
        }
    }

    /// Optimises `row . (x, 1)` in direction `dir`.
    pub fn compute_optimum(&mut self, dir: Direction, row: &[Int]) -> Optimum {
        if self.empty {
            return Optimum::Empty;
        }
        let snap = self.snapshot();
        let u = self.add_row(row, false);
        let r = self.unknowns[u].pos;
        let res = match self.compute_row_optimum(r, dir == Direction::Up) {
            Some(f) => Optimum::Bounded(f),
            None => Optimum::Unbounded,
        };
        self.rollback(snap);
        res
    }

    /// Minimum of `row . (x, 1)`.
    pub fn minimize(&mut self, row: &[Int]) -> Optimum {
        self.compute_optimum(Direction::Down, row)
    }

    /// Maximum of `row . (x, 1)`.
    pub fn maximize(&mut self, row: &[Int]) -> Optimum {
        self.compute_optimum(Direction::Up, row)
    }

    /// Optimum of the single variable `var`.
    pub fn optimize_var(&mut self, dir: Direction, var: usize) -> Optimum {
        let mut row = vec![Int::ZERO; self.nvar + 1];
        row[var] = Int::ONE;
        self.compute_optimum(dir, &row)
    }

    /// True when some variable is unbounded (above or below). An empty
    /// simplex is bounded.
    pub fn is_unbounded(&mut self) -> bool {
        if self.empty {
            return false;
        }
        for v in 0..self.nvar {
            for dir in [Direction::Up, Direction::Down] {
                if self.optimize_var(dir, v) == Optimum::Unbounded {
                    return true;
                }
            }
        }
        false
    }

    /// Classifies the inequality `row . (x, 1) >= 0` relative to the
    /// polyhedron (MLIR's `findIneqType`).
    pub fn ineq_type(&mut self, row: &[Int]) -> IneqType {
        match self.minimize(row) {
            Optimum::Empty => return IneqType::Redundant,
            Optimum::Bounded(m) if m.signum() >= 0 => return IneqType::Redundant,
            _ => {}
        }
        match self.maximize(row) {
            Optimum::Bounded(m) if m.signum() < 0 => IneqType::Separate,
            _ => IneqType::Cut,
        }
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
        if self.empty {
            return;
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
                    Some(r) => self.pivot(r, c),
                }
            }
            let r = self.unknowns[u].pos;
            match self.compute_row_optimum(r, false) {
                Some(m) if m.signum() >= 0 => {
                    self.unknowns[u].redundant = true;
                    self.undo.push(Undo::UnmarkRedundant(u));
                }
                _ => {
                    let ok = self.restore_row(u);
                    debug_assert!(ok, "could not restore a non-redundant row");
                }
            }
        }
    }

    /// True when constraint `i` was marked redundant by
    /// [`Simplex::detect_redundant`].
    pub fn is_marked_redundant(&self, i: usize) -> bool {
        self.unknowns[self.nvar + i].redundant
    }

    /// Rational lexicographic minimum over all variables.
    pub fn find_rational_lexmin(&mut self) -> LexOpt<Frac> {
        self.rational_lexopt(Direction::Down)
    }

    /// Rational lexicographic maximum over all variables.
    pub fn find_rational_lexmax(&mut self) -> LexOpt<Frac> {
        self.rational_lexopt(Direction::Up)
    }

    fn rational_lexopt(&mut self, dir: Direction) -> LexOpt<Frac> {
        if self.empty {
            return LexOpt::Empty;
        }
        let snap = self.snapshot();
        let mut out = Vec::with_capacity(self.nvar);
        for v in 0..self.nvar {
            match self.optimize_var(dir, v) {
                Optimum::Bounded(f) => {
                    self.fix_var(v, &f);
                    out.push(f);
                }
                Optimum::Unbounded => {
                    self.rollback(snap);
                    return LexOpt::Unbounded;
                }
                Optimum::Empty => {
                    self.rollback(snap);
                    return LexOpt::Empty;
                }
            }
        }
        self.rollback(snap);
        LexOpt::Bounded(out)
    }

    /// Directions in which the polyhedron is bounded: the (variable parts
    /// of the) constraints that are implicit equalities of its recession
    /// cone. Every linear function in their span is bounded on the set;
    /// every other direction is unbounded (MLIR's `getBoundedDirections`).
    pub fn bounded_directions(&self) -> Vec<Vec<Int>> {
        let mut cone = Simplex::new(self.nvar);
        for r in &self.con_rows {
            let mut c = r.clone();
            c[self.nvar] = Int::ZERO;
            cone.add_inequality(&c);
        }
        let mut out = Vec::new();
        for r in &self.con_rows {
            let mut c = r.clone();
            c[self.nvar] = Int::ZERO;
            if let Optimum::Bounded(_) = cone.maximize(&c) {
                c.pop();
                out.push(c);
            }
        }
        out
    }

    // ---- internals ---------------------------------------------------------

    /// Appends a row for `row . (x, 1)`; returns its unknown index.
    fn add_row(&mut self, row: &[Int], restricted: bool) -> usize {
        debug_assert_eq!(row.len(), self.nvar + 1);
        let ncol = self.nvar + 2;
        let mut new = vec![Int::ZERO; ncol];
        new[0] = Int::ONE;
        new[1] = row[self.nvar].clone();
        // Column unknowns first (denominator still one).
        for (v, a) in row[..self.nvar].iter().enumerate() {
            if a.is_zero() {
                continue;
            }
            let uk = &self.unknowns[v];
            if uk.orientation == Orientation::Column {
                new[uk.pos] += a;
            }
        }
        for (v, a) in row[..self.nvar].iter().enumerate() {
            if a.is_zero() {
                continue;
            }
            let uk = &self.unknowns[v];
            if uk.orientation == Orientation::Row {
                let other = &self.tab[uk.pos];
                // new/D + a * other/E  ->  common denominator lcm(D, E).
                let d = &new[0];
                let e = &other[0];
                let g = gcd(d, e);
                let s1 = e.exact_div(&g);
                let s2 = a * &d.exact_div(&g);
                if !s1.is_one() {
                    for x in new.iter_mut() {
                        if !x.is_zero() {
                            *x *= &s1;
                        }
                    }
                }
                for (x, y) in new[1..].iter_mut().zip(other[1..].iter()) {
                    if !y.is_zero() {
                        x.add_mul(&s2, y);
                    }
                }
                normalize_row(&mut new);
            }
        }
        normalize_row(&mut new);
        let u = self.unknowns.len();
        self.unknowns.push(Unknown {
            orientation: Orientation::Row,
            pos: self.tab.len(),
            restricted,
            redundant: false,
        });
        self.tab.push(new);
        self.row_unknown.push(u);
        self.con_rows.push(row.to_vec());
        self.undo.push(Undo::RemoveLastConstraint);
        u
    }

    fn remove_last_constraint(&mut self) {
        let u = self.unknowns.len() - 1;
        if self.unknowns[u].orientation == Orientation::Column {
            let c = self.unknowns[u].pos;
            let r = self
                .find_pivot_row(None, true, c)
                .or_else(|| self.find_pivot_row(None, false, c))
                .or_else(|| (0..self.tab.len()).find(|&r| !self.tab[r][c].is_zero()));
            match r {
                Some(r) => self.pivot(r, c),
                None => unreachable!("simplex column with no non-zero entry"),
            }
        }
        let r = self.unknowns[u].pos;
        let last = self.tab.len() - 1;
        if r != last {
            self.tab.swap(r, last);
            self.row_unknown.swap(r, last);
            let moved = self.row_unknown[r];
            self.unknowns[moved].pos = r;
        }
        self.tab.pop();
        self.row_unknown.pop();
        self.unknowns.pop();
        self.con_rows.pop();
    }

    /// Among restricted non-redundant rows other than `skip`, the row that
    /// first blocks moving column `c`'s unknown up (`up`) or down: the one
    /// whose sample value reaches zero first. Ties: smallest unknown index.
    fn find_pivot_row(&self, skip: Option<usize>, up: bool, c: usize) -> Option<usize> {
        let mut best: Option<usize> = None;
        for (r, row) in self.tab.iter().enumerate() {
            if Some(r) == skip {
                continue;
            }
            let a = &row[c];
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
                    // Compare row[1]/|a| with tab[b][1]/|tab[b][c]|.
                    let lhs = &row[1] * &self.tab[b][c].abs();
                    let rhs = &self.tab[b][1] * &a.abs();
                    match lhs.cmp(&rhs) {
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
    /// where `pivot_row == None` means no row blocks (unbounded).
    #[allow(clippy::type_complexity)]
    fn find_pivot(&self, r: usize, up: bool) -> Option<(Option<usize>, usize)> {
        let row = &self.tab[r];
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
                Some((b, _)) if self.col_unknown[b] < self.col_unknown[c] => {}
                _ => best = Some((c, col_up)),
            }
        }
        let (c, col_up) = best?;
        Some((self.find_pivot_row(Some(r), col_up, c), c))
    }

    /// Optimises row `r`; `None` when unbounded. Row `r` stays a row.
    fn compute_row_optimum(&mut self, r: usize, up: bool) -> Option<Frac> {
        loop {
            match self.find_pivot(r, up) {
                None => {
                    let row = &self.tab[r];
                    return Some(Frac::new(row[1].clone(), row[0].clone()));
                }
                Some((Some(pr), c)) => self.pivot(pr, c),
                Some((None, _)) => return None,
            }
        }
    }

    /// Makes the restricted unknown `u` non-negative if possible.
    fn restore_row(&mut self, u: usize) -> bool {
        loop {
            let uk = &self.unknowns[u];
            if uk.orientation == Orientation::Column {
                return true;
            }
            let r = uk.pos;
            if !self.tab[r][1].is_negative() {
                return true;
            }
            match self.find_pivot(r, true) {
                None => return false,
                Some((Some(pr), c)) => self.pivot(pr, c),
                Some((None, c)) => {
                    self.pivot(r, c);
                    return true;
                }
            }
        }
    }

    /// Swaps the basic unknown of row `r` with the non-basic unknown of
    /// column `c`.
    fn pivot(&mut self, r: usize, c: usize) {
        let ur = self.row_unknown[r];
        let uc = self.col_unknown[c];
        let mut piv = std::mem::take(&mut self.tab[r]);
        // D u_r = K + a u_c + sum a_j x_j  =>  a u_c = D u_r - K - sum a_j x_j.
        let a = std::mem::replace(&mut piv[c], Int::ZERO);
        let d = std::mem::replace(&mut piv[0], Int::ZERO);
        let neg = a.is_negative();
        for (j, x) in piv.iter_mut().enumerate().skip(1) {
            if j != c && !neg && !x.is_zero() {
                *x = -&*x;
            }
        }
        if neg {
            piv[0] = -a;
            piv[c] = -d;
        } else {
            piv[0] = a;
            piv[c] = d;
        }
        normalize_row(&mut piv);
        for (i, row) in self.tab.iter_mut().enumerate() {
            if i == r || row[c].is_zero() {
                continue;
            }
            let b = std::mem::replace(&mut row[c], Int::ZERO);
            let r0 = &piv[0];
            if !r0.is_one() {
                for x in row.iter_mut() {
                    if !x.is_zero() {
                        *x *= r0;
                    }
                }
            }
            for (x, y) in row.iter_mut().zip(piv.iter()).skip(1) {
                if !y.is_zero() {
                    x.add_mul(&b, y);
                }
            }
            normalize_row(row);
        }
        self.tab[r] = piv;
        self.row_unknown[r] = uc;
        self.col_unknown[c] = ur;
        self.unknowns[uc].orientation = Orientation::Row;
        self.unknowns[uc].pos = r;
        self.unknowns[ur].orientation = Orientation::Column;
        self.unknowns[ur].pos = c;
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

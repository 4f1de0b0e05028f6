//! Variable elimination and simplification on [`IntegerRelation`]:
//! Gaussian elimination, gcd normalisation/tightening, Fourier–Motzkin
//! projection, trivial-redundancy removal, local-variable cleanup and
//! constant bounds. Algorithms follow MLIR's `IntegerRelation.cpp`.
//!
//! The algorithms are written once over a [`Coeff`] (`try_*` methods); the
//! public methods over [`Int`] run them on `i64` first and redo them over
//! `Int` when a coefficient overflows (see [`crate::coeff`]), so no
//! intermediate product can wrap and the answer is always the exact one.

use crate::coeff::{Checked, Coeff, exact, gcd_of};
use crate::int::{Int, gcd};
use crate::relation::{BoundType, IntegerRelation, fast_path};
use crate::space::VarKind;
use smallvec::SmallVec;
use std::collections::HashMap;

/// Row or column indices gathered by one elimination step (on the stack
/// for the usual small systems).
type RowList = SmallVec<[usize; 32]>;

/// An affine bound on a variable, as produced by
/// [`IntegerRelation::var_bound_exprs`]: `var >= ceil(expr / divisor)` for a
/// lower bound, `var <= floor(expr / divisor)` for an upper bound, and
/// `var = expr / divisor` (exactly divisible) for an equality.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AffineBound {
    /// Coefficients over all columns of the relation; the entry of the
    /// bounded variable is zero.
    pub expr: Vec<Int>,
    /// Positive divisor.
    pub divisor: Int,
}

/// Result of [`IntegerRelation::constant_bound_on_dim_size`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DimSizeBound {
    /// Constant bound on `ub - lb + 1` (non-negative).
    pub extent: Int,
    /// Symbolic lower bound over `[symbols..., constant]`: the variable is
    /// `>= floor(lb / lb_floor_divisor)`.
    pub lb: Vec<Int>,
    /// Positive divisor of `lb`.
    pub lb_floor_divisor: Int,
    /// Symbolic upper bound over `[symbols..., constant]` (numerator; the
    /// variable is `<= floor(ub / lb_floor_divisor)`).
    pub ub: Vec<Int>,
    /// Index of the constraint giving the lower bound (an equality index
    /// when `extent` came from an equality).
    pub lb_row: usize,
    /// Index of the constraint giving the upper bound.
    pub ub_row: usize,
}

/// Lower/upper bounds of a variable expressed in the other variables.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct VarBounds {
    /// Expressions `e` with `var = e / divisor` (from equalities).
    pub equal: Vec<AffineBound>,
    /// Lower bounds `var >= ceil(e / divisor)`.
    pub lower: Vec<AffineBound>,
    /// Upper bounds `var <= floor(e / divisor)`.
    pub upper: Vec<AffineBound>,
}

/// Eliminates the pivot column from constraint `row` using equality
/// `pivot` (both full rows); columns in `[skip_start, pivot_col)` are not
/// updated (already eliminated). Mirrors MLIR's `eliminateFromConstraint`.
fn eliminate_from_row<T: Coeff>(row: &mut [T], pivot: &[T], pivot_col: usize, skip_start: usize) -> Checked<()> {
    let lead = row[pivot_col].clone();
    if lead.is_zero() {
        return Ok(());
    }
    let pc = &pivot[pivot_col];
    let same_sign = lead.signum() == pc.signum();
    // With `l = lcm(|pc|, |lead|)`: `pivot_mult = l / |pc|` and `row_mult
    // = l / |lead|`; a unit coefficient (the usual case) gives them
    // without a gcd or a division.
    let (mut pivot_mult, row_mult) = if pc.is_unit() {
        (lead.abs()?, T::ONE)
    } else if lead.is_unit() {
        (T::ONE, pc.abs()?)
    } else {
        let l = pc.lcm(&lead)?;
        (l.exact_div(&pc.abs()?)?, l.exact_div(&lead.abs()?)?)
    };
    if same_sign {
        pivot_mult = pivot_mult.neg()?;
    }
    // Columns before `skip_start` and from `pivot_col` on (the others are
    // left as they are).
    let skip_start = skip_start.min(pivot_col);
    let (head, tail) = row.split_at_mut(pivot_col);
    T::combine_rows_in_place(&mut head[..skip_start], &row_mult, &pivot[..skip_start], &pivot_mult)?;
    T::combine_rows_in_place(tail, &row_mult, &pivot[pivot_col..], &pivot_mult)
}

/// A fast non-cryptographic hash of a constraint row (FxHash's mixing):
/// rows are small integer vectors and the maps are short-lived.
fn hash_row<T: Coeff>(row: &[T]) -> u64 {
    row.iter().fold(row.len() as u64, hash_extend)
}

/// One step of [`hash_row`]: the hash of a row extended by `v`.
#[inline]
fn hash_extend<T: Coeff>(h: u64, v: &T) -> u64 {
    const K: u64 = 0x517c_c1b7_2722_0a95;
    let x = match v.to_i64() {
        Some(x) => x as u64,
        None => {
            let mut d = std::collections::hash_map::DefaultHasher::new();
            std::hash::Hash::hash(v, &mut d);
            std::hash::Hasher::finish(&d)
        }
    };
    (h.rotate_left(5) ^ x).wrapping_mul(K)
}

/// Identity hasher for keys that are already hashes.
#[derive(Default)]
struct RowHasher(u64);

impl std::hash::Hasher for RowHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8)) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = v;
    }
}

type BuildRowHasher = std::hash::BuildHasherDefault<RowHasher>;

/// Up to this many inequalities, [`IntegerRelation::try_remove_trivial_redundancy`]
/// finds equal rows by scanning a list of row hashes instead of building
/// hash maps (same answers, no allocation of tables for small systems).
const SMALL_SYSTEM_ROWS: usize = 48;

/// Largest number of inequalities one Fourier–Motzkin step may create
/// (lower bounds × upper bounds) before it over-approximates instead.
/// MLIR has no limit; this one is far above what its test pass completes
/// in reasonable time, so results agree wherever mlir-opt finishes.
pub const FM_MAX_NEW_ROWS: usize = 1 << 24;

/// Largest number of coefficients (rows × columns) one Fourier–Motzkin
/// step may create before it over-approximates instead.
pub const FM_MAX_NEW_ENTRIES: usize = 1 << 25;

impl<T: Coeff> IntegerRelation<T> {
    /// Divides every constraint by the gcd of all its entries.
    pub fn try_normalize_constraints_by_gcd(&mut self) -> Checked<()> {
        for i in 0..self.num_equalities() {
            self.equalities.normalize_row(i)?;
        }
        for i in 0..self.num_inequalities() {
            self.inequalities.normalize_row(i)?;
        }
        Ok(())
    }

    /// Integer tightening of inequalities: divides the variable coefficients
    /// by their gcd `g` and floors the constant (`64i - 100 >= 0` becomes
    /// `i - 2 >= 0`).
    pub fn try_gcd_tighten_inequalities(&mut self) -> Checked<()> {
        for i in 0..self.num_inequalities() {
            self.tighten_inequality(i)?;
        }
        Ok(())
    }

    /// [`IntegerRelation::try_gcd_tighten_inequalities`] on inequality `i`.
    fn tighten_inequality(&mut self, i: usize) -> Checked<()> {
        let n = self.num_cols() - 1;
        let g = self.inequalities.normalize_row_prefix(i, n)?;
        if !g.is_zero() && !g.is_one() {
            let c = self.inequalities.at(i, n).floor_div(&g)?;
            *self.inequalities.at_mut(i, n) = c;
        }
        Ok(())
    }

    /// True when inequality `i` has no variable (a constant row).
    fn is_constant_inequality(&self, i: usize) -> bool {
        let n = self.num_cols() - 1;
        self.inequalities.row(i)[..n].iter().all(T::is_zero)
    }

    /// [`IntegerRelation::try_gcd_tighten_inequalities`] followed by the
    /// normalisation of the inequalities, in one gcd pass per row: after
    /// tightening, a row whose coefficients are not all zero has gcd 1
    /// (normalising changes nothing), and a row of zeros and a constant is
    /// divided by the constant's absolute value.
    /// Rows before `fresh_end` are new, the others tight already: a
    /// tight row with a variable has coefficient gcd 1 and is left as it
    /// is, so of those only the constant rows are normalised.
    fn tighten_and_normalize_inequalities_from(&mut self, fresh_end: usize) -> Checked<()> {
        for i in 0..self.num_inequalities() {
            if i >= fresh_end && !self.is_constant_inequality(i) {
                continue;
            }
            self.normalize_and_tighten_inequality(i)?;
        }
        Ok(())
    }

    /// Normalises constraints (gcd tightening of inequalities and gcd
    /// division of equalities).
    pub fn try_normalize(&mut self) -> Checked<()> {
        self.try_gcd_tighten_inequalities()?;
        self.try_normalize_constraints_by_gcd()
    }

    /// GCD test on equalities: true when some equality `sum a_i x_i + c = 0`
    /// has `gcd(a_i)` not dividing `c` (no integer solution; e.g. `2x = 1`).
    pub fn try_is_empty_by_gcd_test(&self) -> Checked<bool> {
        let n = self.num_cols() - 1;
        for r in self.equalities.rows() {
            let g = gcd_of(&r[..n])?;
            if !g.is_zero() && !r[n].is_divisible_by(&g) {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// True when some constraint has no variables and is violated by its
    /// constant (`1 = 0`, `-1 >= 0`).
    pub fn has_invalid_constraint(&self) -> bool {
        let n = self.num_cols() - 1;
        self.equalities.rows().any(|r| r[..n].iter().all(T::is_zero) && !r[n].is_zero())
            || self.inequalities.rows().any(|r| r[..n].iter().all(T::is_zero) && r[n].is_negative())
    }

    fn find_nonzero(&self, col: usize, eq: bool) -> Option<usize> {
        let m = if eq { &self.equalities } else { &self.inequalities };
        (0..m.num_rows()).find(|&r| !m.at(r, col).is_zero())
    }

    /// True when the column of `pos` is zero in every constraint.
    pub fn is_col_zero(&self, pos: usize) -> bool {
        self.find_nonzero(pos, true).is_none() && self.find_nonzero(pos, false).is_none()
    }

    /// Uses equality `pivot_row` to eliminate column `pivot_col` from every
    /// other constraint (columns `[skip_start, pivot_col)` are left alone),
    /// normalising the equalities and, with `normalize_ineqs`, the
    /// inequalities; the pivot row itself is not changed or removed.
    fn eliminate_with_equality(
        &mut self,
        pivot_row: usize,
        pivot_col: usize,
        skip_start: usize,
        normalize_ineqs: bool,
    ) -> Checked<()> {
        self.eliminate_from_other_equalities(pivot_row, pivot_col, skip_start)?;
        let pivot = self.equalities.row(pivot_row);
        for i in 0..self.inequalities.num_rows() {
            eliminate_from_row(self.inequalities.row_mut(i), pivot, pivot_col, skip_start)?;
            if normalize_ineqs {
                self.inequalities.normalize_row(i)?;
            }
        }
        Ok(())
    }

    /// The equality part of [`IntegerRelation::eliminate_with_equality`]:
    /// eliminates column `pivot_col` from every other equality and
    /// normalises them.
    fn eliminate_from_other_equalities(
        &mut self,
        pivot_row: usize,
        pivot_col: usize,
        skip_start: usize,
    ) -> Checked<()> {
        for i in 0..self.num_equalities() {
            if i == pivot_row {
                continue;
            }
            let (row, pivot) = self.equalities.row_pair_mut(i, pivot_row);
            eliminate_from_row(row, pivot, pivot_col, skip_start)?;
            self.equalities.normalize_row(i)?;
        }
        Ok(())
    }

    /// [`IntegerRelation::eliminate_with_equality`] with `normalize_ineqs`,
    /// then [`IntegerRelation::try_gcd_tighten_inequalities`], on
    /// inequalities that are tight already: the rows without the pivot
    /// column are left as they are (normalising and tightening a tight row
    /// with a variable changes nothing; constant rows are still
    /// normalised), so only the rows the elimination changes get the gcd
    /// passes.
    fn eliminate_with_equality_tight(&mut self, pivot_row: usize, pivot_col: usize, skip_start: usize) -> Checked<()> {
        self.eliminate_from_other_equalities(pivot_row, pivot_col, skip_start)?;
        for i in 0..self.inequalities.num_rows() {
            if self.inequalities.at(i, pivot_col).is_zero() {
                if self.is_constant_inequality(i) {
                    self.inequalities.normalize_row(i)?;
                }
                continue;
            }
            eliminate_from_row(self.inequalities.row_mut(i), self.equalities.row(pivot_row), pivot_col, skip_start)?;
            self.normalize_and_tighten_inequality(i)?;
        }
        Ok(())
    }

    /// Normalising inequality `i` by the gcd of all its entries and then
    /// tightening it, in one gcd pass: with `g` the gcd of the
    /// coefficients, both together give coefficients divided by `g` and
    /// the constant floor-divided by `g` (normalising first divides both
    /// by a divisor of `g`, exactly); a constant row (`g` zero) is
    /// normalised to its sign.
    fn normalize_and_tighten_inequality(&mut self, i: usize) -> Checked<()> {
        let n = self.num_cols() - 1;
        let g = self.inequalities.normalize_row_prefix(i, n)?;
        let c = self.inequalities.at_mut(i, n);
        if g.is_zero() {
            if !c.is_zero() {
                *c = T::from_i64(c.signum() as i64);
            }
        } else if !g.is_one() {
            *c = c.floor_div(&g)?;
        }
        Ok(())
    }

    /// Removes the variables at the (increasing) columns `cols` in one pass
    /// over the rows (instead of one pass per variable).
    fn remove_var_list(&mut self, cols: &[usize]) {
        // The columns as runs of consecutive ones.
        let mut runs: SmallVec<[(usize, usize); 8]> = SmallVec::new();
        for &c in cols {
            match runs.last_mut() {
                Some((_, end)) if *end == c => *end += 1,
                _ => runs.push((c, c + 1)),
            }
        }
        if let [(start, end)] = runs[..] {
            // One run (the usual case): moves of whole row pieces.
            self.remove_var_range_abs(start, end);
            return;
        }
        if runs.is_empty() {
            return;
        }
        let mut remove: SmallVec<[bool; 64]> = smallvec::smallvec![false; self.num_cols()];
        for &c in cols {
            remove[c] = true;
        }
        self.equalities.remove_column_set(&remove);
        self.inequalities.remove_column_set(&remove);
        for &(start, end) in runs.iter().rev() {
            self.space_remove_var_range_abs(start, end);
        }
    }

    /// The Gaussian phase of MLIR's `isEmpty`: `gaussianEliminateVars(cur,
    /// numVars)` for `cur = 0, 1, ...` (each call eliminates the variables
    /// from `cur` on that have an equality, stopping at the first one with
    /// inequalities only, which the next call steps over), with the
    /// invalid-constraint and gcd tests after every call that used a pivot.
    /// The calls together visit every column once, in order; here they do,
    /// on one matrix whose eliminated columns (all zero once eliminated)
    /// stay in place until the end and go in one pass, instead of one
    /// column removal per call. `Ok(true)` when a test proves emptiness.
    fn gaussian_phase_of_emptiness(&mut self) -> Checked<bool> {
        let n = self.num_vars();
        if n == 0 {
            return Ok(false);
        }
        self.try_gcd_tighten_inequalities()?;
        let mut eliminated = RowList::new();
        let mut col = 0;
        let mut empty = false;
        while col < n {
            // One call: from `start` up to the first column with
            // inequalities only.
            let start = col;
            let mut pivots = 0;
            while col < n {
                match self.find_nonzero(col, true) {
                    Some(r) => {
                        self.eliminate_with_equality_tight(r, col, start)?;
                        self.remove_equality(r);
                        pivots += 1;
                    }
                    None if self.find_nonzero(col, false).is_none() => {}
                    None => break,
                }
                eliminated.push(col);
                col += 1;
            }
            // Without a pivot no constraint changed in a way the tests
            // could see (they held before this call).
            if pivots > 0 && (self.has_invalid_constraint() || self.try_is_empty_by_gcd_test()?) {
                empty = true;
                break;
            }
            // Step over the column with inequalities only (it stays).
            col += 1;
        }
        self.remove_var_list(&eliminated);
        Ok(empty)
    }

    /// Gaussian elimination of the variables in `[start, limit)` that have an
    /// equality (MLIR's `gaussianEliminateVars`); stops at the first variable
    /// that only appears in inequalities. Eliminated columns are removed.
    /// Returns the number of variables eliminated. Integer-inexact when the
    /// pivot coefficient is not ±1 (divisibility is dropped), as in MLIR.
    pub fn try_gaussian_eliminate_vars(&mut self, start: usize, limit: usize) -> Checked<usize> {
        self.gaussian_eliminate_range(start, limit, false)
    }

    /// [`IntegerRelation::try_gaussian_eliminate_vars`]; `tight` says the
    /// inequalities are gcd-tightened already, so the initial tightening
    /// (a no-op then: tightening is idempotent) is skipped. The
    /// inequalities are tight afterwards when `start < limit`.
    fn gaussian_eliminate_range(&mut self, start: usize, limit: usize, tight: bool) -> Checked<usize> {
        Ok(self.gaussian_eliminate_range_counted(start, limit, tight)?.0)
    }

    /// [`IntegerRelation::gaussian_eliminate_range`], also returning how
    /// many equalities served as pivots: with none, no constraint changed
    /// but for the tightening (which never turns a row into a violated
    /// constant row) and the removal of all-zero columns.
    fn gaussian_eliminate_range_counted(&mut self, start: usize, limit: usize, tight: bool) -> Checked<(usize, usize)> {
        if start >= limit {
            return Ok((0, 0));
        }
        if !tight {
            self.try_gcd_tighten_inequalities()?;
        }
        let mut pivot_col = start;
        let mut pivots = 0;
        while pivot_col < limit {
            let pivot_row = match self.find_nonzero(pivot_col, true) {
                Some(r) => r,
                None => {
                    if self.find_nonzero(pivot_col, false).is_none() {
                        pivot_col += 1;
                        continue;
                    }
                    break;
                }
            };
            self.eliminate_with_equality_tight(pivot_row, pivot_col, start)?;
            self.remove_equality(pivot_row);
            pivot_col += 1;
            pivots += 1;
        }
        self.remove_var_range_abs(start, pivot_col);
        Ok((pivot_col - start, pivots))
    }

    /// Fourier–Motzkin elimination of variable `pos` (MLIR's
    /// `fourierMotzkinEliminate`); see
    /// [`IntegerRelation::fourier_motzkin_eliminate`].
    pub fn try_fourier_motzkin_eliminate(&mut self, pos: usize, dark_shadow: bool) -> Checked<bool> {
        self.fourier_motzkin_step(pos, dark_shadow, false)
    }

    /// [`IntegerRelation::try_fourier_motzkin_eliminate`]; `tight` as in
    /// [`IntegerRelation::gaussian_eliminate_range`]. The inequalities are
    /// tight afterwards.
    fn fourier_motzkin_step(&mut self, pos: usize, dark_shadow: bool, tight: bool) -> Checked<bool> {
        Ok(self.fourier_motzkin_step_checked(pos, dark_shadow, tight)?.0)
    }

    /// [`IntegerRelation::fourier_motzkin_step`], also returning whether
    /// the step may have made a constraint a violated constant row: a
    /// Fourier–Motzkin combination only creates new rows (the others are
    /// copied, and constant rows keep their sign when normalised), so on
    /// that path only the new rows are looked at; the Gaussian path answers
    /// for all constraints.
    fn fourier_motzkin_step_checked(&mut self, pos: usize, dark_shadow: bool, tight: bool) -> Checked<(bool, bool)> {
        assert!(pos < self.num_vars(), "fourier_motzkin_eliminate: invalid position");
        if let Some(r) = self.find_nonzero(pos, true) {
            let unit = self.equalities.at(r, pos).is_unit();
            let eliminated = self.gaussian_eliminate_range(pos, pos + 1, tight)?;
            debug_assert_eq!(eliminated, 1);
            return Ok((unit, self.has_invalid_constraint()));
        }
        if !tight {
            self.try_gcd_tighten_inequalities()?;
        }
        if self.is_col_zero(pos) {
            self.remove_var(pos);
            return Ok((true, false));
        }
        let nineq = self.num_inequalities();
        // The lower (positive coefficient) and upper bounds of the
        // variable, in row order: the pairs below are visited without
        // scanning every row for every upper bound.
        let (mut lowers, mut uppers, mut others) = (RowList::new(), RowList::new(), RowList::new());
        for r in 0..nineq {
            match self.inequalities.at(r, pos).signum() {
                0 => others.push(r),
                1 => lowers.push(r),
                _ => uppers.push(r),
            }
        }
        let (nl, nu) = (lowers.len(), uppers.len());
        let new_rows = nl.saturating_mul(nu);
        if new_rows > FM_MAX_NEW_ROWS || new_rows.saturating_mul(self.num_cols()) > FM_MAX_NEW_ENTRIES {
            // Constraint explosion (MLIR has no guard here and runs out of
            // time or memory): keep only the constraints without the
            // variable, a sound over-approximation of the projection.
            self.inequalities.retain_rows(|_, row| row[pos].is_zero());
            self.remove_var(pos);
            return Ok((false, false));
        }
        let mut exact = true;
        let ncols = self.num_cols();
        let (before, after) = (pos, pos + 1);
        // The rows of the result, without column `pos`, are written after
        // the old ones in the same buffer (its capacity is reused from one
        // step to the next), then the old rows go in one move: first the
        // pairs in MLIR's order (every upper bound with every lower bound),
        // then the rows without the variable.
        self.inequalities.rebuild_without_column(pos, new_rows + others.len(), |old, out, k| {
            let row = |r: usize| &old[r * ncols..(r + 1) * ncols];
            if k >= new_rows {
                let kept = row(others[k - new_rows]);
                out[..before].clone_from_slice(&kept[..before]);
                out[before..].clone_from_slice(&kept[after..]);
                return Ok(());
            }
            let (urow, lrow) = (row(uppers[k / nl]), row(lowers[k % nl]));
            let lb_coeff = &lrow[pos];
            let ub_coeff = urow[pos].neg()?;
            // `m = lcm(lb, ub)`, `um = m / ub`, `lm = m / lb` (both
            // coefficients are positive); a coefficient 1 gives them
            // without a gcd or a division.
            let (um, lm) = if lb_coeff.is_one() {
                (T::ONE, ub_coeff.clone())
            } else if ub_coeff.is_one() {
                (lb_coeff.clone(), T::ONE)
            } else {
                exact = false;
                let m = lb_coeff.lcm(&ub_coeff)?;
                (m.exact_div(&ub_coeff)?, m.exact_div(lb_coeff)?)
            };
            // Column `pos` would come out zero (`-ub * um + lb * lm = -m +
            // m`): it is left out.
            let (out_before, out_after) = out.split_at_mut(before);
            T::combine_rows(out_before, &urow[..before], &um, &lrow[..before], &lm)?;
            T::combine_rows(out_after, &urow[after..], &um, &lrow[after..], &lm)?;
            if dark_shadow {
                // Pugh's dark shadow `a * U - b * L >= (a - 1) * (b - 1)`
                // for `a * x >= L` and `b * x <= U`; the row above is
                // `(a * U - b * L) / g` (`g = gcd(a, b)`, the multipliers
                // being `lcm / b` and `lcm / a`), an integer, so the bound
                // is `ceil((a - 1) * (b - 1) / g)`.
                let mut adj = lb_coeff.mul(&ub_coeff)?.sub(lb_coeff)?.sub(&ub_coeff)?;
                adj.add_assign(&T::ONE)?;
                if !adj.is_zero() {
                    adj = adj.ceil_div(&lb_coeff.gcd(&ub_coeff)?)?;
                }
                out[ncols - 2].sub_assign(&adj)?;
            }
            Ok(())
        })?;
        self.equalities.remove_columns(pos, 1);
        self.space_remove_var_range_abs(pos, pos + 1);
        // The rows copied from before the step are tight (tightened above
        // or on entry): only the new ones need the gcd pass.
        self.tighten_and_normalize_inequalities_from(new_rows)?;
        let n = self.num_cols() - 1;
        let new_invalid = (0..new_rows)
            .any(|i| self.inequalities.row(i)[..n].iter().all(T::is_zero) && self.inequalities.at(i, n).is_negative());
        for i in 0..self.num_equalities() {
            self.equalities.normalize_row(i)?;
        }
        // remove_trivial_redundancy without its own (now no-op) normalisation
        // (it keeps the tightest constant row, so a violated one stays).
        self.drop_trivially_redundant_inequalities();
        Ok((exact, new_invalid))
    }

    /// The variable in `[start, end)` whose Fourier–Motzkin elimination
    /// creates the fewest constraints (MLIR's `getBestVarToEliminate`).
    fn best_var_to_eliminate(&self, start: usize, end: usize) -> usize {
        // Lower and upper bound counts of every candidate, in one pass
        // over the rows (row-major order).
        const SMALL: usize = 32;
        let num = end - start;
        let (mut small, mut big);
        let counts: &mut [(usize, usize)] = if num <= SMALL {
            small = [(0usize, 0usize); SMALL];
            &mut small[..num]
        } else {
            big = vec![(0usize, 0usize); num];
            &mut big
        };
        for r in self.inequalities.rows() {
            for (c, a) in counts.iter_mut().zip(&r[start..end]) {
                // Branch-free: the signs of the entries are unpredictable.
                let s = a.signum();
                c.0 += usize::from(s > 0);
                c.1 += usize::from(s < 0);
            }
        }
        let mut best = start;
        let mut min = usize::MAX;
        for (k, &(nl, nu)) in counts.iter().enumerate() {
            let score = nl * nu;
            if score < min {
                min = score;
                best = start + k;
            }
        }
        best
    }

    /// [`IntegerRelation::project_out`] over any coefficient type.
    pub fn try_project_out(&mut self, pos: usize, num: usize) -> Checked<bool> {
        if num == 0 {
            return Ok(true);
        }
        assert!(pos + num <= self.num_vars(), "project_out: invalid range");
        let mut exact = true;
        // Gaussian elimination first (as MLIR, one pass per position, in
        // column order). Each step leaves the inequalities gcd-tightened,
        // so the next one need not tighten them again. An eliminated
        // column is zero everywhere afterwards, so it stays in place (the
        // arithmetic on it changes nothing) and all of them go at the end
        // in one pass instead of one column removal per variable.
        let mut tight = false;
        let mut eliminated = RowList::new();
        for cur in pos..pos + num {
            if let Some(r) = self.find_nonzero(cur, true) {
                if !self.equalities.at(r, cur).is_unit() {
                    exact = false;
                }
                if !tight {
                    self.try_gcd_tighten_inequalities()?;
                    tight = true;
                }
                self.eliminate_with_equality_tight(r, cur, cur)?;
                self.remove_equality(r);
                eliminated.push(cur);
            }
        }
        let remaining = num - eliminated.len();
        self.remove_var_list(&eliminated);
        for i in 0..remaining {
            let n = remaining - i;
            let best = self.best_var_to_eliminate(pos, pos + n);
            exact &= self.fourier_motzkin_step(best, false, tight)?;
            tight = true;
        }
        if !tight {
            self.try_gcd_tighten_inequalities()?;
        }
        self.try_normalize_constraints_by_gcd()?;
        Ok(exact)
    }

    /// [`IntegerRelation::project_out_exact`] over any coefficient type.
    pub fn try_project_out_exact(&mut self, pos: usize, num: usize) -> Checked<usize> {
        assert!(pos + num <= self.num_vars(), "project_out_exact: invalid range");
        let mut to_local = 0;
        // Work from the last variable of the range to keep positions stable.
        for k in (0..num).rev() {
            let p = pos + k;
            if let Some(r) = (0..self.num_equalities()).find(|&r| self.equalities.at(r, p).is_unit()) {
                self.eliminate_with_equality(r, p, p, true)?;
                self.remove_equality(r);
                self.remove_var(p);
                continue;
            }
            let has_eq = self.find_nonzero(p, true).is_some();
            let fm_exact = !has_eq && {
                let mut lb_unit = true;
                let mut ub_unit = true;
                for r in self.inequalities.rows() {
                    let c = &r[p];
                    if c.is_positive() && !c.is_one() {
                        lb_unit = false;
                    }
                    if c.is_negative() && *c != T::MINUS_ONE {
                        ub_unit = false;
                    }
                }
                lb_unit || ub_unit
            };
            if fm_exact {
                self.try_fourier_motzkin_eliminate(p, false)?;
            } else {
                let kind = self.space.var_kind_at(p);
                if kind != VarKind::Local {
                    let rel = p - self.var_kind_offset(kind);
                    self.convert_to_local(kind, rel, rel + 1);
                }
                to_local += 1;
            }
        }
        Ok(to_local)
    }

    /// [`IntegerRelation::remove_trivial_redundancy`] over any coefficient type.
    pub fn try_remove_trivial_redundancy(&mut self) -> Checked<()> {
        self.try_gcd_tighten_inequalities()?;
        self.try_normalize_constraints_by_gcd()?;
        self.drop_trivially_redundant_inequalities();
        Ok(())
    }

    /// The removals of [`IntegerRelation::remove_trivial_redundancy`] on
    /// rows that are normalised already.
    fn drop_trivially_redundant_inequalities(&mut self) {
        let n = self.num_cols() - 1;
        let nineq = self.num_inequalities();
        let rows = &self.inequalities;
        // For each row: redundant? Found by "the first earlier row equal to
        // it" queries (whole rows, and coefficients without the constant),
        // answered through hashes of the rows. `kept_for[first]` is the
        // tightest row so far among those with the coefficients of `first`.
        if nineq <= SMALL_SYSTEM_ROWS {
            // Rows seen so far (not trivial, not duplicates) and the first
            // row of each coefficient vector, in two open-addressing tables
            // on the stack (slot: top bits of the hash; entry: row + 1).
            const SLOTS: usize = 128;
            let slot_of = |h: u64| (h >> 57) as usize;
            let mut redundant = [false; SMALL_SYSTEM_ROWS];
            let mut kept_for = [0usize; SMALL_SYSTEM_ROWS];
            let mut whole_hash = [0u64; SMALL_SYSTEM_ROWS];
            let mut coeff_hash = [0u64; SMALL_SYSTEM_ROWS];
            let mut whole = [0u8; SLOTS];
            let mut coeffs = [0u8; SLOTS];
            for r in 0..nineq {
                kept_for[r] = r;
                let row = rows.row(r);
                if row[..n].iter().all(T::is_zero) && !row[n].is_negative() {
                    redundant[r] = true;
                    continue;
                }
                // Whole-row hash: the coefficients' hash extended by the constant.
                let hc = hash_row(&row[..n]);
                let h = hash_extend(hc, &row[n]);
                let mut slot = slot_of(h);
                let mut duplicate = false;
                while whole[slot] != 0 {
                    let w = usize::from(whole[slot] - 1);
                    if whole_hash[w] == h && rows.row(w) == row {
                        duplicate = true;
                        break;
                    }
                    slot = (slot + 1) % SLOTS;
                }
                if duplicate {
                    redundant[r] = true;
                    continue;
                }
                whole[slot] = (r + 1) as u8;
                whole_hash[r] = h;
                let mut slot = slot_of(hc);
                let mut first = None;
                while coeffs[slot] != 0 {
                    let w = usize::from(coeffs[slot] - 1);
                    if coeff_hash[w] == hc && rows.row(w)[..n] == row[..n] {
                        first = Some(w);
                        break;
                    }
                    slot = (slot + 1) % SLOTS;
                }
                match first {
                    None => {
                        coeffs[slot] = (r + 1) as u8;
                        coeff_hash[r] = hc;
                    }
                    Some(first) => {
                        let kept = kept_for[first];
                        if rows.row(kept)[n] > row[n] {
                            redundant[kept] = true;
                            kept_for[first] = r;
                        } else {
                            redundant[r] = true;
                        }
                    }
                }
            }
            if redundant[..nineq].iter().any(|&r| r) {
                self.inequalities.retain_rows(|r, _| !redundant[r]);
            }
        } else {
            // The same queries through hash maps from a row hash to the
            // chain of rows with that hash.
            const END: usize = usize::MAX;
            let mut redundant = vec![false; nineq];
            let mut kept_for: Vec<usize> = (0..nineq).collect();
            let mut whole_head: HashMap<u64, usize, BuildRowHasher> =
                HashMap::with_capacity_and_hasher(nineq, BuildRowHasher::default());
            let mut whole_next = vec![END; nineq];
            let mut coeff_head: HashMap<u64, usize, BuildRowHasher> =
                HashMap::with_capacity_and_hasher(nineq, BuildRowHasher::default());
            let mut coeff_next = vec![END; nineq];
            for r in 0..nineq {
                let row = rows.row(r);
                if row[..n].iter().all(T::is_zero) && !row[n].is_negative() {
                    redundant[r] = true;
                    continue;
                }
                let hc = hash_row(&row[..n]);
                let h = hash_extend(hc, &row[n]);
                let mut cur = whole_head.get(&h).copied().unwrap_or(END);
                while cur != END && rows.row(cur) != row {
                    cur = whole_next[cur];
                }
                if cur != END {
                    redundant[r] = true;
                    continue;
                }
                whole_next[r] = whole_head.insert(h, r).unwrap_or(END);
                let mut cur = coeff_head.get(&hc).copied().unwrap_or(END);
                while cur != END && rows.row(cur)[..n] != row[..n] {
                    cur = coeff_next[cur];
                }
                if cur == END {
                    coeff_next[r] = coeff_head.insert(hc, r).unwrap_or(END);
                    continue;
                }
                // `cur` is the first row with these coefficients;
                // `kept_for[cur]` the tightest one so far.
                let kept = kept_for[cur];
                if rows.row(kept)[n] > row[n] {
                    redundant[kept] = true;
                    kept_for[cur] = r;
                } else {
                    redundant[r] = true;
                }
            }
            self.inequalities.retain_rows(|r, _| !redundant[r]);
        }
    }

    /// [`IntegerRelation::remove_duplicates`] over any coefficient type.
    pub fn try_remove_duplicates(&mut self) -> Checked<()> {
        let mut seen: HashMap<Vec<T>, ()> = HashMap::new();
        let mut negated: Vec<Vec<T>> = Vec::with_capacity(self.num_equalities());
        for row in self.equalities.rows() {
            negated.push(row.iter().map(Coeff::neg).collect::<Checked<_>>()?);
        }
        self.equalities.retain_rows(|r, row| {
            if seen.contains_key(&negated[r]) {
                return false;
            }
            seen.insert(row.to_vec(), ()).is_none()
        });
        let mut seen: HashMap<Vec<T>, ()> = HashMap::new();
        self.inequalities.retain_rows(|_, row| seen.insert(row.to_vec(), ()).is_none());
        Ok(())
    }

    /// [`IntegerRelation::remove_redundant_local_vars`] over any coefficient type.
    pub fn try_remove_redundant_local_vars(&mut self) -> Checked<()> {
        for i in 0..self.num_equalities() {
            self.equalities.normalize_row(i)?;
        }
        loop {
            let first = self.num_dim_and_symbol_vars();
            let nv = self.num_vars();
            let mut found = None;
            'outer: for i in 0..self.num_equalities() {
                for j in first..nv {
                    if self.equalities.at(i, j).is_unit() {
                        found = Some((i, j));
                        break 'outer;
                    }
                }
            }
            let Some((i, j)) = found else { break };
            // (Equalities without the local are normalised already, so
            // normalising them again changes nothing.)
            self.eliminate_with_equality(i, j, j, false)?;
            self.remove_var(j);
            self.remove_equality(i);
        }
        Ok(())
    }

    /// [`IntegerRelation::remove_redundant_inequalities`] over any coefficient type.
    pub fn try_remove_redundant_inequalities(&mut self) -> Checked<()> {
        let n = self.num_inequalities();
        let c = self.num_cols() - 1;
        let mut redundant = vec![false; n];
        let mut tmp = self.clone();
        for (r, red) in redundant.iter_mut().enumerate() {
            tmp.inequalities.negate_row(r)?;
            tmp.inequalities.at_mut(r, c).sub_assign(&T::ONE)?;
            if tmp.try_is_empty_by_elimination()? {
                *red = true;
                tmp.inequalities.fill_row_zero(r);
            } else {
                tmp.inequalities.at_mut(r, c).add_assign(&T::ONE)?;
                tmp.inequalities.negate_row(r)?;
            }
        }
        self.inequalities.retain_rows(|r, _| !redundant[r]);
        Ok(())
    }

    /// Removes locals that appear in no constraint.
    pub fn remove_unused_local_vars(&mut self) {
        let off = self.var_kind_offset(VarKind::Local);
        for j in (off..self.num_vars()).rev() {
            if self.is_col_zero(j) {
                self.remove_var(j);
            }
        }
    }

    /// [`IntegerRelation::simplify`] over any coefficient type.
    pub fn try_simplify(&mut self) -> Checked<bool> {
        self.try_remove_redundant_local_vars()?;
        self.remove_unused_local_vars();
        self.try_normalize()?;
        self.try_remove_duplicates()?;
        self.try_remove_trivial_redundancy()?;
        if self.try_is_empty_by_gcd_test()? || self.has_invalid_constraint() {
            self.clear_constraints();
            let mut row = vec![T::ZERO; self.num_cols()];
            let last = row.len() - 1;
            row[last] = T::MINUS_ONE;
            self.add_inequality(&row);
            return Ok(false);
        }
        Ok(true)
    }

    /// [`IntegerRelation::set_and_eliminate`] over any coefficient type.
    pub fn try_set_and_eliminate(&mut self, pos: usize, values: &[T]) -> Checked<()> {
        if values.is_empty() {
            return Ok(());
        }
        let c = self.num_cols() - 1;
        for (i, v) in values.iter().enumerate() {
            self.inequalities.add_to_column(pos + i, c, v)?;
            self.equalities.add_to_column(pos + i, c, v)?;
        }
        self.remove_var_range_abs(pos, pos + values.len());
        Ok(())
    }

    /// Index of an equality fixing variable `pos` to a constant (or, with
    /// `symbolic`, to a function of the symbols): unit coefficient and no
    /// other dimension variable.
    fn find_equality_to_constant(&self, pos: usize, symbolic: bool) -> Option<usize> {
        let f = if symbolic { self.num_dim_vars() } else { self.num_vars() };
        (0..self.num_equalities()).find(|&r| {
            let row = self.equalities.row(r);
            row[pos].is_unit() && (0..f).all(|c| c == pos || row[c].is_zero())
        })
    }

    /// [`IntegerRelation::constant_fold_var`] over any coefficient type.
    pub fn try_constant_fold_var(&mut self, pos: usize) -> Checked<bool> {
        let Some(r) = self.find_equality_to_constant(pos, false) else { return Ok(false) };
        let row = self.equalities.row(r);
        let v = row[self.num_cols() - 1].mul(&row[pos])?.neg()?;
        self.try_set_and_eliminate(pos, &[v])?;
        Ok(true)
    }

    /// [`IntegerRelation::constant_fold_var_range`] over any coefficient type.
    pub fn try_constant_fold_var_range(&mut self, pos: usize, num: usize) -> Checked<()> {
        let mut t = pos;
        for _ in 0..num {
            if !self.try_constant_fold_var(t)? {
                t += 1;
            }
        }
        Ok(())
    }

    /// Projects every variable but `pos` out (Fourier–Motzkin); returns
    /// the one-variable system and whether the projection was exact.
    fn try_project_to_var(&self, pos: usize) -> Checked<(IntegerRelation<T>, bool)> {
        let mut p = self.clone();
        let mut exact = p.try_project_out(0, pos)?;
        let n = p.num_vars();
        exact &= p.try_project_out(1, n - 1)?;
        Ok((p, exact))
    }

    /// MLIR's reading of a constant bound off a one-variable system: an
    /// equality fixing the variable wins, else the tightest constant bound.
    fn try_read_constant_bound(&self, lower: bool) -> Checked<Option<T>> {
        let c = self.num_cols() - 1;
        let only_first = |row: &[T]| (1..c).all(|k| row[k].is_zero());
        read_constant_bound(
            self.equalities.rows().filter(|row| only_first(row)).map(|row| (&row[0], &row[c])),
            self.inequalities.rows().filter(|row| only_first(row)).map(|row| (&row[0], &row[c])),
            lower,
        )
    }

    /// The constant (lower, upper) bounds of every variable, each as
    /// [`IntegerRelation::try_constant_bounds`] computes it (MLIR's
    /// `getConstantBound` per variable). When no constraint involves a
    /// variable together with another one, projecting onto that variable
    /// only turns the rows of the others into constant rows (eliminating
    /// the others combines only rows without it) and leaves its own rows
    /// as they are (tightened and normalised already), so its bounds are
    /// read off its own rows directly; only the variables that share a row
    /// with another one get a projection of their own (one projection per
    /// variable made deep nests' direction vectors grow a power of the
    /// depth faster).
    #[allow(clippy::type_complexity)]
    pub fn try_constant_bounds_of_all(&self) -> Checked<Vec<(Option<T>, Option<T>)>> {
        let n = self.num_vars();
        // The single variable of each row, `n` for a constant row and
        // `n + 1` for a row with two or more variables (which marks its
        // variables as needing a projection).
        const SMALL: usize = 16;
        let mut mixed_small = [false; SMALL];
        let mut mixed_big = Vec::new();
        let mixed: &mut [bool] = if n <= SMALL {
            &mut mixed_small[..n]
        } else {
            mixed_big.resize(n, false);
            &mut mixed_big
        };
        let mut classify = |row: &[T]| -> usize {
            let mut found = n;
            for (k, a) in row[..n].iter().enumerate() {
                if !a.is_zero() {
                    if found != n {
                        for (m, b) in row[..n].iter().enumerate() {
                            if !b.is_zero() {
                                mixed[m] = true;
                            }
                        }
                        return n + 1;
                    }
                    found = k;
                }
            }
            found
        };
        let eq_of: RowList = self.equalities.rows().map(&mut classify).collect();
        let ineq_of: RowList = self.inequalities.rows().map(&mut classify).collect();
        // The reading below is that of the projection, which normalises
        // the rows by their gcd (and tightens the inequalities, which does
        // not change the bounds read off them): only equalities that are
        // normalised already are read directly.
        for (row, &v) in self.equalities.rows().zip(&eq_of) {
            if v < n && !row[v].is_unit() && !row[v].gcd(&row[n])?.is_one() {
                mixed[v] = true;
            }
        }
        let c = n;
        (0..n)
            .map(|j| {
                if mixed[j] {
                    return self.try_constant_bounds(j);
                }
                let eqs =
                    || self.equalities.rows().zip(&eq_of).filter(move |(_, v)| **v == j).map(|(r, _)| (&r[j], &r[c]));
                let ineqs = || {
                    self.inequalities.rows().zip(&ineq_of).filter(move |(_, v)| **v == j).map(|(r, _)| (&r[j], &r[c]))
                };
                Ok((read_constant_bound(eqs(), ineqs(), true)?, read_constant_bound(eqs(), ineqs(), false)?))
            })
            .collect()
    }

    /// Exact integer bounds of a one-variable system (variable in column
    /// 0, no other variables): `None` when it has no integer point, else
    /// the (lower, upper) bounds, each `None` when unbounded.
    #[allow(clippy::type_complexity)]
    fn try_exact_bounds_1d(&self) -> Checked<Option<(Option<T>, Option<T>)>> {
        let c = self.num_cols() - 1;
        debug_assert_eq!(c, 1);
        let mut lo: Option<T> = None;
        let mut hi: Option<T> = None;
        let tighten_lo = |lo: &mut Option<T>, v: T| {
            if lo.as_ref().is_none_or(|l| v > *l) {
                *lo = Some(v);
            }
        };
        let tighten_hi = |hi: &mut Option<T>, v: T| {
            if hi.as_ref().is_none_or(|h| v < *h) {
                *hi = Some(v);
            }
        };
        for row in self.equalities.rows() {
            let (a, k) = (&row[0], &row[c]);
            if a.is_zero() {
                if !k.is_zero() {
                    return Ok(None);
                }
                continue;
            }
            if !k.is_divisible_by(a) {
                return Ok(None);
            }
            let v = k.neg()?.exact_div(a)?;
            tighten_lo(&mut lo, v.clone());
            tighten_hi(&mut hi, v);
        }
        for row in self.inequalities.rows() {
            let (a, k) = (&row[0], &row[c]);
            match a.signum() {
                0 => {
                    if k.is_negative() {
                        return Ok(None);
                    }
                }
                1 => tighten_lo(&mut lo, k.neg()?.ceil_div(a)?),
                _ => tighten_hi(&mut hi, k.floor_div(&a.neg()?)?),
            }
        }
        if let (Some(l), Some(h)) = (&lo, &hi)
            && l > h
        {
            return Ok(None);
        }
        Ok(Some((lo, hi)))
    }

    /// [`IntegerRelation::constant_bound`] over any coefficient type.
    pub fn try_constant_bound(&self, pos: usize, ty: BoundType) -> Checked<Option<T>> {
        Ok(self.try_constant_bound_with_exactness(pos, ty)?.0)
    }

    /// [`IntegerRelation::constant_bound_with_exactness`] over any
    /// coefficient type.
    pub fn try_constant_bound_with_exactness(&self, pos: usize, ty: BoundType) -> Checked<(Option<T>, bool)> {
        let (proj, exact) = self.try_project_to_var(pos)?;
        let v = match ty {
            BoundType::LB => proj.try_read_constant_bound(true)?,
            BoundType::UB => proj.try_read_constant_bound(false)?,
            BoundType::EQ => match (proj.try_read_constant_bound(true)?, proj.try_read_constant_bound(false)?) {
                (Some(l), Some(u)) if l == u => Some(u),
                _ => None,
            },
        };
        Ok((v, exact))
    }

    /// The constant lower and upper bounds of variable `pos` from one
    /// projection (the same answers as two calls of
    /// [`IntegerRelation::try_constant_bound`], which project twice).
    pub fn try_constant_bounds(&self, pos: usize) -> Checked<(Option<T>, Option<T>)> {
        let (proj, _) = self.try_project_to_var(pos)?;
        Ok((proj.try_read_constant_bound(true)?, proj.try_read_constant_bound(false)?))
    }

    /// Indices of the inequalities that are lower bounds (positive
    /// coefficient) and upper bounds (negative coefficient) of variable
    /// `pos`, and of the equalities involving it, restricted to constraints
    /// that do not involve the other variables of `[offset, offset + num)`
    /// (MLIR's `getLowerAndUpperBoundIndices`).
    pub fn lower_and_upper_bound_indices(
        &self,
        pos: usize,
        offset: usize,
        num: usize,
    ) -> (Vec<usize>, Vec<usize>, Vec<usize>) {
        let depends = |row: &[T]| (offset..offset + num).any(|c| c != pos && !row[c].is_zero());
        let mut lbs = Vec::new();
        let mut ubs = Vec::new();
        for (r, row) in self.inequalities.rows().enumerate() {
            if depends(row) {
                continue;
            }
            match row[pos].signum() {
                1 => lbs.push(r),
                -1 => ubs.push(r),
                _ => {}
            }
        }
        let eqs = self
            .equalities
            .rows()
            .enumerate()
            .filter(|(_, row)| !row[pos].is_zero() && !depends(row))
            .map(|(r, _)| r)
            .collect();
        (lbs, ubs, eqs)
    }

    /// Removes the constraints that do not involve any variable of
    /// `[pos, pos + num)` (MLIR's `removeIndependentConstraints`).
    pub fn remove_independent_constraints(&mut self, pos: usize, num: usize) {
        assert!(pos + num <= self.num_vars(), "remove_independent_constraints: invalid range");
        let involves = |row: &[T]| (pos..pos + num).any(|c| !row[c].is_zero());
        self.inequalities.retain_rows(|_, row| involves(row));
        self.equalities.retain_rows(|_, row| involves(row));
    }

    /// True when no constraint involves two or more of the variables in
    /// `[pos, pos + num)` (a conservative hyper-rectangularity check, MLIR's
    /// `isHyperRectangular`).
    pub fn is_hyper_rectangular(&self, pos: usize, num: usize) -> bool {
        self.inequalities
            .rows()
            .chain(self.equalities.rows())
            .all(|row| (pos..pos + num).filter(|&c| !row[c].is_zero()).count() <= 1)
    }

    /// [`IntegerRelation::is_empty_by_elimination`] over any coefficient type.
    pub fn try_is_empty_by_elimination(&self) -> Checked<bool> {
        if self.try_is_empty_by_gcd_test()? || self.has_invalid_constraint() {
            return Ok(true);
        }
        self.clone().try_eliminate_to_emptiness()
    }

    /// [`IntegerRelation::try_is_empty_by_elimination`] on a relation that
    /// is not needed afterwards (no copy is made; the relation is consumed
    /// by the elimination).
    pub fn try_eliminate_to_emptiness(mut self) -> Checked<bool> {
        self.try_eliminate_to_emptiness_in_place()
    }

    /// [`IntegerRelation::try_eliminate_to_emptiness`] on a scratch
    /// relation whose contents are not needed afterwards (its buffers are
    /// kept for the next use).
    pub fn try_eliminate_to_emptiness_in_place(&mut self) -> Checked<bool> {
        self.eliminate_to_emptiness(true)
    }

    /// [`IntegerRelation::try_eliminate_to_emptiness_in_place`]; with
    /// `use_witness`, a system that still has variables after the Gaussian
    /// phase is first searched for an integer point (see
    /// [`crate::witness`]): when one is found the answer is "not empty",
    /// the answer the Fourier–Motzkin phase gives on such a system, without
    /// running it.
    fn eliminate_to_emptiness(&mut self, use_witness: bool) -> Checked<bool> {
        if self.try_is_empty_by_gcd_test()? || self.has_invalid_constraint() {
            return Ok(true);
        }
        let num_vars = self.num_vars();
        let tmp = self;
        tmp.try_remove_redundant_local_vars()?;
        if tmp.try_is_empty_by_gcd_test()? || tmp.has_invalid_constraint() {
            return Ok(true);
        }
        // Every elimination step leaves the inequalities gcd-tightened.
        let mut tight = tmp.num_vars() > 0;
        if tmp.gaussian_phase_of_emptiness()? {
            return Ok(true);
        }
        if use_witness && tmp.num_vars() > 0 && crate::witness::has_integer_point_greedy(tmp) {
            return Ok(false);
        }
        // No constraint is violated here (checked after every change), so
        // after each step only what the step changed is looked at.
        let limit = 32 * num_vars.max(1);
        while tmp.num_vars() > 0 {
            let n = tmp.num_vars();
            let best = tmp.best_var_to_eliminate(0, n);
            let (_, invalid) = tmp.fourier_motzkin_step_checked(best, false, tight)?;
            tight = true;
            if tmp.num_constraints() >= limit {
                return Ok(false);
            }
            if invalid {
                return Ok(true);
            }
        }
        Ok(false)
    }
}

impl IntegerRelation {
    /// Divides every constraint by the gcd of all its entries.
    pub fn normalize_constraints_by_gcd(&mut self) {
        exact(self.try_normalize_constraints_by_gcd());
    }

    /// Integer tightening of inequalities: divides the variable coefficients
    /// by their gcd `g` and floors the constant (`64i - 100 >= 0` becomes
    /// `i - 2 >= 0`).
    pub fn gcd_tighten_inequalities(&mut self) {
        exact(self.try_gcd_tighten_inequalities());
    }

    /// Normalises constraints (gcd tightening of inequalities and gcd
    /// division of equalities).
    pub fn normalize(&mut self) {
        exact(self.try_normalize());
    }

    /// GCD test on equalities: true when some equality `sum a_i x_i + c = 0`
    /// has `gcd(a_i)` not dividing `c` (no integer solution; e.g. `2x = 1`).
    pub fn is_empty_by_gcd_test(&self) -> bool {
        exact(self.try_is_empty_by_gcd_test())
    }

    /// Gaussian elimination of the variables in `[start, limit)` that have an
    /// equality (MLIR's `gaussianEliminateVars`); stops at the first variable
    /// that only appears in inequalities. Eliminated columns are removed.
    /// Returns the number of variables eliminated. Integer-inexact when the
    /// pivot coefficient is not ±1 (divisibility is dropped), as in MLIR.
    pub fn gaussian_eliminate_vars(&mut self, start: usize, limit: usize) -> usize {
        fast_path!(mut self, |r| r.try_gaussian_eliminate_vars(start, limit))
    }

    /// Eliminates variable `pos` using an equality; false if none has it.
    pub fn gaussian_eliminate_var(&mut self, pos: usize) -> bool {
        self.gaussian_eliminate_vars(pos, pos + 1) == 1
    }

    /// Fourier–Motzkin elimination of variable `pos` (MLIR's
    /// `fourierMotzkinEliminate`). Uses Gaussian elimination if an equality
    /// involves the variable. Returns true when the result is known to be
    /// integer exact (every lower/upper pair had a unit coefficient on one
    /// side, or a unit equality was used). With `dark_shadow` the result is
    /// an under-approximation (the dark shadow).
    pub fn fourier_motzkin_eliminate(&mut self, pos: usize, dark_shadow: bool) -> bool {
        fast_path!(mut self, |r| r.try_fourier_motzkin_eliminate(pos, dark_shadow))
    }

    /// Projects out the variables `[pos, pos + num)` (MLIR's `projectOut`):
    /// Gaussian elimination where equalities allow, then Fourier–Motzkin.
    /// The result over-approximates the integer projection when FM or a
    /// non-unit equality is used on a non-unit pair; the return value is
    /// true when the projection is known to be integer exact.
    /// See [`IntegerRelation::project_out_exact`] for an always-exact variant.
    pub fn project_out(&mut self, pos: usize, num: usize) -> bool {
        fast_path!(mut self, |r| r.try_project_out(pos, num))
    }

    /// Exact projection of `[pos, pos + num)`: each variable is eliminated
    /// by a unit equality or by an integer-exact Fourier–Motzkin step when
    /// possible; otherwise it is kept as an existentially quantified local
    /// variable (so the set of integer points is always exactly the
    /// projection). Returns the number of variables that became locals.
    pub fn project_out_exact(&mut self, pos: usize, num: usize) -> usize {
        fast_path!(mut self, |r| r.try_project_out_exact(pos, num))
    }

    /// Removes duplicate constraints, trivially true inequalities
    /// (`c >= 0` with `c >= 0`), and inequalities that differ from another
    /// only by a larger constant (MLIR's `removeTrivialRedundancy`).
    pub fn remove_trivial_redundancy(&mut self) {
        exact(self.try_remove_trivial_redundancy());
    }

    /// Removes exact duplicate equalities and inequalities (also an
    /// equality's negation counts as a duplicate), keeping first occurrences.
    pub fn remove_duplicates(&mut self) {
        exact(self.try_remove_duplicates());
    }

    /// Eliminates local variables that an equality defines with a unit
    /// coefficient (MLIR's `removeRedundantLocalVars`): the local is
    /// substituted everywhere, then the equality and the local are removed.
    /// Exact.
    pub fn remove_redundant_local_vars(&mut self) {
        fast_path!(mut self, |r| r.try_remove_redundant_local_vars())
    }

    /// Removes inequalities implied by the others (MLIR's
    /// `removeRedundantInequalities`): each inequality is replaced by its
    /// integer complement and the system checked for emptiness with
    /// [`IntegerRelation::is_empty_by_elimination`]. Sound (only truly
    /// redundant rows are removed) but may miss some.
    pub fn remove_redundant_inequalities(&mut self) {
        fast_path!(mut self, |r| r.try_remove_redundant_inequalities())
    }

    /// Cheap, exact simplification: normalisation, unit-equality
    /// elimination of locals, removal of unused locals, duplicate and
    /// trivially redundant constraints. Returns false if the system was
    /// detected to be empty (then it is replaced by the canonical empty
    /// system `1 = 0`... represented as a single `-1 >= 0` inequality).
    pub fn simplify(&mut self) -> bool {
        fast_path!(mut self, |r| r.try_simplify())
    }

    /// Substitutes `values` for the variables `[pos, pos + values.len())`
    /// and removes them (MLIR's `setAndEliminate`).
    pub fn set_and_eliminate(&mut self, pos: usize, values: &[Int]) {
        exact(self.try_set_and_eliminate(pos, values));
    }

    /// Constant-folds variable `pos` if an equality fixes it; true on success.
    pub fn constant_fold_var(&mut self, pos: usize) -> bool {
        exact(self.try_constant_fold_var(pos))
    }

    /// Constant-folds the variables `[pos, pos + num)` where possible.
    pub fn constant_fold_var_range(&mut self, pos: usize, num: usize) {
        exact(self.try_constant_fold_var_range(pos, num));
    }

    /// Constant lower/upper bound (or fixed value) of variable `pos`, with
    /// MLIR's `getConstantBound` semantics: all other variables are projected
    /// out with Fourier–Motzkin and the bound read off. `None` if there is
    /// no constant bound (or, for `EQ`, the bounds differ).
    ///
    /// When the projection was integer exact the answer is the true integer
    /// bound. Otherwise it is the bound of FM's rational shadow (a valid but
    /// possibly loose bound, exactly what MLIR returns);
    /// [`IntegerRelation::constant_bound_with_exactness`] tells which case
    /// occurred.
    pub fn constant_bound(&self, pos: usize, ty: BoundType) -> Option<Int> {
        self.constant_bound_with_exactness(pos, ty).0
    }

    /// The constant lower and upper bounds of variable `pos` (as
    /// [`IntegerRelation::constant_bound`] with `LB` and `UB`), computed from
    /// one projection.
    pub fn constant_bounds(&self, pos: usize) -> (Option<Int>, Option<Int>) {
        fast_path!(self, |r| r.try_constant_bounds(pos).map(|(l, u)| (l.map(|v| v.to_int()), u.map(|v| v.to_int()))))
    }

    /// Like [`IntegerRelation::constant_bound`] but also returns whether the
    /// result is known to be the exact integer bound (true) or may be loose
    /// because an integer-inexact elimination step was used (false).
    pub fn constant_bound_with_exactness(&self, pos: usize, ty: BoundType) -> (Option<Int>, bool) {
        fast_path!(self, |r| r
            .try_constant_bound_with_exactness(pos, ty)
            .map(|(v, exact)| (v.map(|v| v.to_int()), exact)))
    }

    /// Precision check by Gaussian elimination, GCD test and Fourier–Motzkin
    /// (MLIR's `IntegerRelation::isEmpty`). `true` proves integer emptiness;
    /// `false` means "not proven empty" (FM is exact only over the
    /// rationals). For an exact answer use pb-solve's `is_integer_empty`.
    pub fn is_empty_by_elimination(&self) -> bool {
        fast_path!(self, |r| r.try_is_empty_by_elimination())
    }

    /// Removes constraints that are redundant over the rationals after gcd
    /// tightening, using the simplex's redundancy detection (MLIR's
    /// `removeRedundantConstraints`). An equality is removed when both of
    /// its halves are redundant.
    pub fn remove_redundant_constraints(&mut self) {
        self.gcd_tighten_inequalities();
        let nineq = self.num_inequalities();
        let neq = self.num_equalities();
        let mut simplex = crate::simplex::Simplex::new(self.num_vars());
        for r in self.inequalities.rows() {
            simplex.add_inequality(r);
        }
        for r in self.equalities.rows() {
            simplex.add_equality(r);
        }
        if simplex.is_empty() {
            return;
        }
        simplex.detect_redundant(0, nineq + 2 * neq);
        self.inequalities.retain_rows(|r, _| !simplex.is_marked_redundant(r));
        self.equalities.retain_rows(|r, _| {
            !(simplex.is_marked_redundant(nineq + 2 * r) && simplex.is_marked_redundant(nineq + 2 * r + 1))
        });
    }

    /// Exact integer constant bound of variable `pos`: the Fourier–Motzkin
    /// answer of [`IntegerRelation::constant_bound`] when every elimination
    /// step was integer exact, otherwise the exact integer minimum/maximum
    /// computed with the simplex-based `integer_optimum` (pb-solve).
    /// `None` when the relation has no integer point, the variable is
    /// unbounded in that direction, or (for `EQ`) it is not fixed.
    pub fn constant_bound_exact(&self, pos: usize, ty: BoundType) -> Option<Int> {
        // FM bounds of the one-variable projection when it is exact.
        let fm: Option<Option<(Option<Int>, Option<Int>)>> = fast_path!(self, |r| {
            r.try_project_to_var(pos).and_then(|(proj, exact)| {
                if !exact {
                    return Ok(None);
                }
                let b = proj.try_exact_bounds_1d()?;
                Ok(Some(b.map(|(lo, hi)| (lo.map(|v| v.to_int()), hi.map(|v| v.to_int())))))
            })
        });
        if let Some(bounds) = fm {
            let (lo, hi) = bounds?;
            return match ty {
                BoundType::LB => lo,
                BoundType::UB => hi,
                BoundType::EQ => match (lo, hi) {
                    (Some(l), Some(h)) if l == h => Some(l),
                    _ => None,
                },
            };
        }
        let mut row = vec![Int::ZERO; self.num_cols()];
        row[pos] = Int::ONE;
        let opt = |dir: crate::simplex::Direction| match self.integer_optimum(dir, &row) {
            crate::simplex::LexOpt::Bounded(v) => v.into_iter().next(),
            _ => None,
        };
        match ty {
            BoundType::LB => opt(crate::simplex::Direction::Down),
            BoundType::UB => opt(crate::simplex::Direction::Up),
            BoundType::EQ => {
                let lo = opt(crate::simplex::Direction::Down)?;
                let hi = opt(crate::simplex::Direction::Up)?;
                (lo == hi).then_some(lo)
            }
        }
    }

    /// Bounds of variable `pos` as affine functions of the other variables,
    /// read off the constraints (what MLIR's `getSliceBounds` /
    /// `computeLocalVars` use): equalities give `var = e / c`, inequalities
    /// with a positive coefficient give lower bounds `var >= ceil(e / c)` and
    /// negative ones upper bounds `var <= floor(e / c)`. Only constraints not
    /// involving the variables in `exclude` (absolute columns) are used.
    pub fn var_bound_exprs(&self, pos: usize, exclude: &[usize]) -> VarBounds {
        let mut out = VarBounds::default();
        let uses_excluded = |row: &[Int]| exclude.iter().any(|&c| c != pos && !row[c].is_zero());
        for row in self.equalities.rows() {
            if row[pos].is_zero() || uses_excluded(row) {
                continue;
            }
            // a*x + e = 0  =>  x = -e / a
            let a = &row[pos];
            let (divisor, mut expr): (Int, Vec<Int>) =
                if a.is_positive() { (a.clone(), row.iter().map(|v| -v).collect()) } else { (-a, row.to_vec()) };
            expr[pos] = Int::ZERO;
            out.equal.push(AffineBound { expr, divisor });
        }
        for row in self.inequalities.rows() {
            if row[pos].is_zero() || uses_excluded(row) {
                continue;
            }
            let a = &row[pos];
            if a.is_positive() {
                // a*x + e >= 0  =>  x >= ceil(-e / a)
                let mut expr: Vec<Int> = row.iter().map(|v| -v).collect();
                expr[pos] = Int::ZERO;
                out.lower.push(AffineBound { expr, divisor: a.clone() });
            } else {
                // -b*x + e >= 0  =>  x <= floor(e / b)
                let mut expr = row.to_vec();
                expr[pos] = Int::ZERO;
                out.upper.push(AffineBound { expr, divisor: -a });
            }
        }
        out
    }

    /// Constant bound on the extent (upper bound - lower bound + 1) of
    /// dimension variable `pos` (domain or range), treating symbols (and
    /// locals) symbolically: looks for an equality fixing the variable to a
    /// function of the symbols, or a lower/upper bound pair that differ only
    /// by a constant (MLIR's `getConstantBoundOnDimSize`). E.g. `0 <= i <= 15`
    /// gives 16 and `s0 + 2 <= i <= s0 + 17` gives 16.
    pub fn constant_bound_on_dim_size(&self, pos: usize) -> Option<DimSizeBound> {
        assert!(pos < self.num_dim_vars(), "constant_bound_on_dim_size: not a dimension");
        let nd = self.num_dim_vars();
        let ns = self.num_symbol_vars();
        let ncols = self.num_cols();
        if let Some(r) = self.find_equality_to_constant(pos, true) {
            let eq = self.equalities.row(r);
            // An equality involving a local: punt, as MLIR does.
            if eq[self.num_dim_and_symbol_vars()..ncols - 1].iter().any(|v| !v.is_zero()) {
                return None;
            }
            let v = &eq[pos];
            // v is +-1: x = -(rest) / v.
            let lb: Vec<Int> = (0..=ns).map(|c| -(&eq[nd + c] * v)).collect();
            return Some(DimSizeBound {
                extent: Int::ONE,
                ub: lb.clone(),
                lb,
                lb_floor_divisor: Int::ONE,
                lb_row: r,
                ub_row: r,
            });
        }
        if (0..self.num_inequalities()).all(|r| self.inequalities.at(r, pos).is_zero()) {
            return None;
        }
        // Bounds depending only on symbols (and locals), not other dims.
        let indep = |row: &[Int]| (0..nd).all(|c| c == pos || row[c].is_zero());
        let lbs: Vec<usize> = (0..self.num_inequalities())
            .filter(|&r| self.inequalities.at(r, pos).is_positive() && indep(self.inequalities.row(r)))
            .collect();
        let ubs: Vec<usize> = (0..self.num_inequalities())
            .filter(|&r| self.inequalities.at(r, pos).is_negative() && indep(self.inequalities.row(r)))
            .collect();
        let mut best: Option<(Int, usize, usize)> = None;
        for &u in &ubs {
            for &l in &lbs {
                let (ur, lr) = (self.inequalities.row(u), self.inequalities.row(l));
                if (0..ncols - 1).any(|j| ur[j] != -&lr[j]) {
                    continue;
                }
                let diff = (&(&ur[ncols - 1] + &lr[ncols - 1]) + Int::ONE).ceil_div(&lr[pos]);
                let diff = diff.max(Int::ZERO);
                if best.as_ref().is_none_or(|(d, _, _)| diff < *d) {
                    best = Some((diff, l, u));
                }
            }
        }
        let (extent, l, u) = best?;
        let div = self.inequalities.at(l, pos).clone();
        let mut lb: Vec<Int> = (0..=ns).map(|c| -self.inequalities.at(l, nd + c)).collect();
        let ub: Vec<Int> = (0..=ns).map(|c| self.inequalities.at(u, nd + c).clone()).collect();
        // ceil(e / d) = floor((e + d - 1) / d).
        lb[ns] += &div - &Int::ONE;
        Some(DimSizeBound { extent, lb, lb_floor_divisor: div, ub, lb_row: l, ub_row: u })
    }

    /// Replaces `self` by the bounding box of `self ∪ other` along each
    /// dimension (min of lower bounds, max of upper bounds, each possibly
    /// symbolic), keeping the constraints common to both (MLIR's
    /// `unionBoundingBox`). Both must have equal spaces and no locals.
    /// Returns false (leaving `self` unchanged) when some dimension has no
    /// constant-extent bounds or the bounds cannot be compared.
    pub fn union_bounding_box(&mut self, other: &IntegerRelation) -> bool {
        if !self.space.is_equal(&other.space) || self.num_local_vars() != 0 {
            return false;
        }
        let nd = self.num_dim_vars();
        let ncols = self.num_cols();
        // Compares two symbolic bounds: Some(ordering) when they differ only
        // in the constant.
        let cmp = |a: &[Int], b: &[Int]| -> Option<std::cmp::Ordering> {
            let n = a.len();
            (a[..n - 1] == b[..n - 1]).then(|| a[n - 1].cmp(&b[n - 1]))
        };
        let mut lbs = Vec::with_capacity(nd);
        let mut ubs = Vec::with_capacity(nd);
        for d in 0..nd {
            let Some(mine) = self.constant_bound_on_dim_size(d) else { return false };
            let Some(theirs) = other.constant_bound_on_dim_size(d) else { return false };
            if mine.lb_floor_divisor != theirs.lb_floor_divisor {
                return false;
            }
            let div = mine.lb_floor_divisor.clone();
            let min_lb: Vec<Int> = match cmp(&mine.lb, &theirs.lb) {
                Some(std::cmp::Ordering::Greater) => {
                    let mut v = theirs.lb.clone();
                    let last = v.len() - 1;
                    v[last] -= &div - &Int::ONE;
                    v
                }
                Some(_) => {
                    let mut v = mine.lb.clone();
                    let last = v.len() - 1;
                    v[last] -= &div - &Int::ONE;
                    v
                }
                None => {
                    let (Some(a), Some(b)) =
                        (self.constant_bound(d, BoundType::LB), other.constant_bound(d, BoundType::LB))
                    else {
                        return false;
                    };
                    let mut v = vec![Int::ZERO; mine.lb.len()];
                    let last = v.len() - 1;
                    v[last] = a.min(b);
                    v
                }
            };
            let max_ub: Vec<Int> = match cmp(&mine.ub, &theirs.ub) {
                Some(std::cmp::Ordering::Less) => theirs.ub.clone(),
                Some(_) => mine.ub.clone(),
                None => {
                    let (Some(a), Some(b)) =
                        (self.constant_bound(d, BoundType::UB), other.constant_bound(d, BoundType::UB))
                    else {
                        return false;
                    };
                    let mut v = vec![Int::ZERO; mine.ub.len()];
                    let last = v.len() - 1;
                    v[last] = a.max(b);
                    v
                }
            };
            let mut new_lb = vec![Int::ZERO; ncols];
            let mut new_ub = vec![Int::ZERO; ncols];
            new_lb[d] = div.clone();
            new_ub[d] = -&div;
            for (k, v) in min_lb.iter().enumerate() {
                new_lb[nd + k] = -v;
            }
            for (k, v) in max_ub.iter().enumerate() {
                new_ub[nd + k] = v.clone();
            }
            lbs.push(new_lb);
            ubs.push(new_ub);
        }
        let common_ineqs: Vec<Vec<Int>> = self
            .inequalities
            .rows()
            .filter(|r| other.inequalities.rows().any(|o| o == *r))
            .map(<[Int]>::to_vec)
            .collect();
        let common_eqs: Vec<Vec<Int>> =
            self.equalities.rows().filter(|r| other.equalities.rows().any(|o| o == *r)).map(<[Int]>::to_vec).collect();
        self.clear_constraints();
        for (l, u) in lbs.iter().zip(&ubs) {
            self.add_inequality(l);
            self.add_inequality(u);
        }
        for r in &common_ineqs {
            self.add_inequality(r);
        }
        for r in &common_eqs {
            self.add_equality(r);
        }
        self.remove_trivial_redundancy();
        true
    }

    /// Bounds of each variable in `[offset, offset + num)` as affine
    /// functions of the variables outside that range (MLIR's
    /// `getSliceBounds` without the conversion to affine maps). For each
    /// variable: equalities not involving the rest of the range, if any;
    /// otherwise the lower/upper bounds left after projecting the rest of
    /// the range out (Fourier–Motzkin: always valid, possibly loose when the
    /// projection was not integer exact). Expressions are over the columns of
    /// `self`, with zeros in `[offset, offset + num)`; they may involve
    /// locals, whose meaning is given by [`IntegerRelation::local_reprs`].
    pub fn slice_bounds(&self, offset: usize, num: usize) -> Vec<VarBounds> {
        assert!(offset + num <= self.num_vars(), "slice_bounds: invalid range");
        let range: Vec<usize> = (offset..offset + num).collect();
        (0..num)
            .map(|k| {
                let pos = offset + k;
                let direct = self.var_bound_exprs(pos, &range);
                if !direct.equal.is_empty() {
                    return VarBounds { equal: direct.equal, lower: Vec::new(), upper: Vec::new() };
                }
                let mut tmp = self.clone();
                if k + 1 < num {
                    tmp.project_out(pos + 1, num - k - 1);
                }
                tmp.project_out(offset, k);
                let b = tmp.var_bound_exprs(offset, &[]);
                let ncols = self.num_cols();
                let expand = |e: AffineBound| {
                    let mut expr = vec![Int::ZERO; ncols];
                    for (c, v) in e.expr.into_iter().enumerate() {
                        let dest = if c <= offset { c } else { c + num - 1 };
                        expr[dest] = v;
                    }
                    expr[offset] = Int::ZERO;
                    AffineBound { expr, divisor: e.divisor }
                };
                VarBounds {
                    equal: b.equal.into_iter().map(expand).collect(),
                    lower: b.lower.into_iter().map(expand).collect(),
                    upper: b.upper.into_iter().map(expand).collect(),
                }
            })
            .collect()
    }

    /// Evaluates whether an integer point (values of all variables) satisfies
    /// every constraint.
    pub fn contains_point(&self, point: &[Int]) -> bool {
        if point.len() != self.num_vars() {
            return false;
        }
        let eval = |row: &[Int]| {
            let mut v = row[row.len() - 1].clone();
            for (c, x) in row.iter().zip(point) {
                v.add_mul(c, x);
            }
            v
        };
        self.equalities.rows().all(|r| eval(r).is_zero()) && self.inequalities.rows().all(|r| !eval(r).is_negative())
    }

    /// GCD of a whole row (exposed for callers that build rows by hand).
    pub fn row_gcd(row: &[Int]) -> Int {
        row.iter().fold(Int::ZERO, |g, v| gcd(&g, v))
    }
}

/// MLIR's reading of a constant bound of a variable off its own rows
/// (`(coefficient, constant)` of equalities and inequalities that involve
/// no other variable): an equality fixing it wins, else the tightest
/// constant bound.
fn read_constant_bound<'a, T: Coeff + 'a>(
    eqs: impl Iterator<Item = (&'a T, &'a T)>,
    ineqs: impl Iterator<Item = (&'a T, &'a T)>,
    lower: bool,
) -> Checked<Option<T>> {
    let eqs: SmallVec<[(&T, &T); 8]> = eqs.filter(|(a, _)| !a.is_zero()).collect();
    // A unit equality fixes it (MLIR's `findEqualityToConstant`); so does
    // a non-unit one whose coefficient divides its constant (MLIR only
    // looks at unit ones).
    let fixing = eqs.iter().find(|(a, _)| a.is_unit()).or_else(|| eqs.iter().find(|(a, k)| k.is_divisible_by(a)));
    if let Some((a, k)) = fixing {
        return Ok(Some(k.neg()?.exact_div(a)?));
    }
    let mut best: Option<T> = None;
    for (a, k) in ineqs {
        if (lower && !a.is_positive()) || (!lower && !a.is_negative()) {
            continue;
        }
        let b = if lower { k.neg()?.ceil_div(a)? } else { k.floor_div(&a.neg()?)? };
        best = Some(match best {
            None => b,
            Some(cur) => {
                if lower {
                    cur.max(b)
                } else {
                    cur.min(b)
                }
            }
        });
    }
    Ok(best)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::space::PresburgerSpace;

    fn set(dims: usize, eqs: &[&[i64]], ineqs: &[&[i64]]) -> IntegerRelation {
        IntegerRelation::from_i64_rows(PresburgerSpace::set(dims, 0, 0), eqs, ineqs)
    }
    fn r(v: &[i64]) -> Vec<Int> {
        v.iter().map(|&x| Int::from(x)).collect()
    }

    /// A pseudo-random integer in `[lo, hi]` (xorshift64 on `state`).
    fn xorshift_in(state: &mut u64, lo: i64, hi: i64) -> i64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        lo + (*state % ((hi - lo + 1) as u64)) as i64
    }

    #[test]
    fn gaussian_phase_matches_one_call_per_column() {
        // The emptiness test's Gaussian phase (eliminated columns removed
        // once at the end) against MLIR's loop of `gaussianEliminateVars`
        // calls (each removing its columns), on random systems with
        // equalities, inequality-only columns and all-zero columns: the
        // same rows, the same space and the same early "empty".
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut next = |lo: i64, hi: i64| xorshift_in(&mut state, lo, hi);
        for _ in 0..3000 {
            let n = next(1, 7) as usize;
            let zero_col = next(0, n as i64) as usize;
            let row = |next: &mut dyn FnMut(i64, i64) -> i64| {
                let mut r: Vec<i64> = (0..=n).map(|_| if next(0, 2) == 0 { next(-4, 4) } else { 0 }).collect();
                if zero_col < n {
                    r[zero_col] = 0;
                }
                r[n] = next(-8, 8);
                r
            };
            let eqs: Vec<Vec<i64>> = (0..next(0, 4)).map(|_| row(&mut next)).collect();
            let ineqs: Vec<Vec<i64>> = (0..next(0, 6)).map(|_| row(&mut next)).collect();
            let e: Vec<&[i64]> = eqs.iter().map(|r| r.as_slice()).collect();
            let i: Vec<&[i64]> = ineqs.iter().map(|r| r.as_slice()).collect();
            let s = crate::coeff::exact(set(n, &e, &i).to_coeffs::<i64>());
            let mut batched = s.clone();
            let empty_batched = crate::coeff::exact(batched.gaussian_phase_of_emptiness());
            let mut stepwise = s.clone();
            let mut empty_stepwise = false;
            let mut tight = false;
            let mut cur = 0;
            while cur < stepwise.num_vars() {
                let nv = stepwise.num_vars();
                let (_, pivots) = crate::coeff::exact(stepwise.gaussian_eliminate_range_counted(cur, nv, tight));
                tight = true;
                cur += 1;
                if pivots > 0
                    && (stepwise.has_invalid_constraint() || crate::coeff::exact(stepwise.try_is_empty_by_gcd_test()))
                {
                    empty_stepwise = true;
                    break;
                }
            }
            assert_eq!(empty_batched, empty_stepwise, "eqs {eqs:?} ineqs {ineqs:?}");
            if !empty_stepwise {
                assert_eq!(batched.num_vars(), stepwise.num_vars(), "eqs {eqs:?} ineqs {ineqs:?}");
                assert_eq!(batched.equalities(), stepwise.equalities(), "eqs {eqs:?} ineqs {ineqs:?}");
                assert_eq!(batched.inequalities(), stepwise.inequalities(), "eqs {eqs:?} ineqs {ineqs:?}");
            }
        }
    }

    /// The one-pass bounds of all variables agree with one projection per
    /// variable, on random systems where no row mixes variables (the
    /// direct reading, with unnormalised and contradictory equalities) and
    /// on systems where some do (those variables projected, the others
    /// still read directly).
    #[test]
    fn constant_bounds_of_all_match_per_variable_projections() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = |lo: i64, hi: i64| xorshift_in(&mut state, lo, hi);
        for case in 0..2000 {
            let n = next(1, 4) as usize;
            let mixed = case % 3 == 0;
            let row = |next: &mut dyn FnMut(i64, i64) -> i64| {
                let mut r = vec![0i64; n + 1];
                let j = next(0, n as i64 - 1) as usize;
                r[j] = next(-3, 3);
                // Mixed systems mix only some rows: the variables of the
                // others are read directly, the rest projected.
                if mixed && next(0, 2) == 0 {
                    let k = next(0, n as i64 - 1) as usize;
                    r[k] += next(-2, 2);
                }
                r[n] = next(-6, 6);
                r
            };
            let eqs: Vec<Vec<i64>> = (0..next(0, 2)).map(|_| row(&mut next)).collect();
            let ineqs: Vec<Vec<i64>> = (0..next(0, 6)).map(|_| row(&mut next)).collect();
            let e: Vec<&[i64]> = eqs.iter().map(|r| r.as_slice()).collect();
            let i: Vec<&[i64]> = ineqs.iter().map(|r| r.as_slice()).collect();
            let s = set(n, &e, &i);
            let all = crate::coeff::exact(s.try_constant_bounds_of_all());
            for (j, got) in all.iter().enumerate() {
                assert_eq!(*got, s.constant_bounds(j), "variable {j} of eqs {eqs:?} ineqs {ineqs:?}");
            }
        }
    }

    #[test]
    fn gcd_tighten_and_test() {
        let mut s = set(1, &[], &[&[64, -100]]);
        s.gcd_tighten_inequalities();
        assert_eq!(s.inequality(0), r(&[1, -2]).as_slice());
        assert!(set(1, &[&[2, -1]], &[]).is_empty_by_gcd_test());
        assert!(!set(1, &[&[2, -4]], &[]).is_empty_by_gcd_test());
        // 3 <= 2x <= 3 is empty: tightening gives x >= 2 and x <= 1.
        let mut t = set(1, &[], &[&[2, -3], &[-2, 3]]);
        t.gcd_tighten_inequalities();
        assert_eq!(t.inequality(0), r(&[1, -2]).as_slice());
        assert_eq!(t.inequality(1), r(&[-1, 1]).as_slice());
        assert!(t.is_empty_by_elimination());
    }

    #[test]
    fn degenerate_systems() {
        let u = set(2, &[], &[]);
        assert!(!u.is_empty_by_elimination());
        assert_eq!(u.constant_bound(0, BoundType::LB), None);
        let e = set(2, &[&[1, 0, -3], &[0, 1, 4]], &[]);
        assert_eq!(e.constant_bound(0, BoundType::EQ), Some(Int::from(3)));
        assert_eq!(e.constant_bound(1, BoundType::EQ), Some(Int::from(-4)));
        assert!(set(1, &[&[2, -1]], &[]).is_empty_by_elimination());
        let mut z = set(1, &[&[0, 0]], &[&[0, 5]]);
        z.remove_trivial_redundancy();
        assert_eq!(z.num_inequalities(), 0);
        assert!(!z.has_invalid_constraint());
        assert!(set(0, &[&[1]], &[]).has_invalid_constraint());
    }

    #[test]
    fn gaussian_elimination() {
        // x = y + 1, 0 <= y <= 5 ; eliminate y.
        let mut s = set(2, &[&[1, -1, -1]], &[&[0, 1, 0], &[0, -1, 5]]);
        assert_eq!(s.gaussian_eliminate_vars(1, 2), 1);
        assert_eq!(s.num_vars(), 1);
        assert_eq!(s.num_equalities(), 0);
        assert_eq!(s.constant_bound(0, BoundType::LB), Some(Int::from(1)));
        assert_eq!(s.constant_bound(0, BoundType::UB), Some(Int::from(6)));
    }

    #[test]
    fn fm_exactness() {
        // 0 <= y, 2y <= x, x <= 2y+1 ... project y: x >= 0 (exact? coefficient 2 on both sides).
        let mut s = set(2, &[], &[&[0, 1, 0], &[1, -2, 0], &[-1, 2, 1]]);
        let exact = s.project_out(1, 1);
        assert!(!exact);
        assert_eq!(s.num_vars(), 1);
        // Unit-coefficient pairs are exact.
        let mut t = set(2, &[], &[&[-1, 1, 0], &[1, -1, 3], &[0, 1, 0], &[0, -1, 10]]);
        assert!(t.project_out(1, 1));
        assert_eq!(t.constant_bound(0, BoundType::LB), Some(Int::from(-3)));
        assert_eq!(t.constant_bound(0, BoundType::UB), Some(Int::from(10)));
    }

    #[test]
    fn exact_constant_bound_falls_back() {
        // 0 <= x <= 3 and 3y = 2x + 1 (as two inequalities): only (1, 1).
        // Eliminating x pairs coefficients 2 and 2, so FM is inexact.
        let s = set(2, &[], &[&[1, 0, 0], &[-1, 0, 3], &[-2, 3, -1], &[2, -3, 1]]);
        // Integer points: (1, 1) only (x = 1 -> 3y = 3). FM over x is inexact.
        assert_eq!(s.constant_bound_exact(1, BoundType::LB), Some(Int::from(1)));
        assert_eq!(s.constant_bound_exact(1, BoundType::UB), Some(Int::from(1)));
        assert_eq!(s.constant_bound_exact(1, BoundType::EQ), Some(Int::from(1)));
        let (fm, exact) = s.constant_bound_with_exactness(1, BoundType::UB);
        assert!(!exact);
        assert!(fm.unwrap() >= 1);
        // 2x = 4 fixes x even without a unit equality.
        let t = set(1, &[&[2, -4]], &[]);
        assert_eq!(t.constant_bound(0, BoundType::EQ), Some(Int::from(2)));
    }

    #[test]
    fn exact_projection_keeps_locals() {
        // x = 2y, 0 <= y <= 3: projecting y exactly keeps a local (x even).
        let mut s = set(2, &[&[1, -2, 0]], &[&[0, 1, 0], &[0, -1, 3]]);
        let locals = s.project_out_exact(1, 1);
        assert_eq!(locals, 1);
        assert_eq!(s.num_range_vars(), 1);
        assert_eq!(s.num_local_vars(), 1);
        assert!(s.contains_point(&r(&[4, 2])));
        assert!(!s.contains_point(&r(&[3, 1])));
        // x = y + 1 eliminates exactly.
        let mut t = set(2, &[&[1, -1, -1]], &[&[0, 1, 0]]);
        assert_eq!(t.project_out_exact(1, 1), 0);
        assert_eq!(t.num_vars(), 1);
        assert_eq!(t.inequality(0), r(&[1, -1]).as_slice());
    }

    #[test]
    fn trivial_redundancy() {
        let mut s = set(1, &[], &[&[1, -5], &[1, -1], &[1, -7], &[1, -5], &[0, 3]]);
        s.remove_trivial_redundancy();
        assert_eq!(s.num_inequalities(), 1);
        assert_eq!(s.inequality(0), r(&[1, -7]).as_slice());
        let mut d = set(1, &[&[1, -1], &[-1, 1]], &[&[1, 0], &[1, 0]]);
        d.remove_duplicates();
        assert_eq!(d.num_equalities(), 1);
        assert_eq!(d.num_inequalities(), 1);
    }

    #[test]
    fn set_and_eliminate_and_fold() {
        let mut s = set(2, &[&[1, 0, -3]], &[&[1, 1, -10]]);
        s.constant_fold_var(0);
        assert_eq!(s.num_vars(), 1);
        assert_eq!(s.inequality(0), r(&[1, -7]).as_slice());
        assert_eq!(s.num_equalities(), 1);
        assert!(!s.has_invalid_constraint());
    }

    #[test]
    fn bound_exprs() {
        // 2x >= y - 3, x <= y, x = ... ; bounds of x.
        let s = set(2, &[], &[&[2, -1, 3], &[-1, 1, 0]]);
        let b = s.var_bound_exprs(0, &[]);
        assert_eq!(b.lower.len(), 1);
        assert_eq!(b.lower[0].expr, r(&[0, 1, -3]));
        assert_eq!(b.lower[0].divisor, 2);
        assert_eq!(b.upper[0].expr, r(&[0, 1, 0]));
        assert_eq!(b.upper[0].divisor, 1);
        assert!(s.var_bound_exprs(0, &[1]).lower.is_empty());
    }

    #[test]
    fn redundant_constraints() {
        // x >= 0, x >= -5 (redundant), x <= 10, y >= 0, x + y <= 30.
        let mut s = set(2, &[], &[&[1, 0, 0], &[1, 0, 5], &[-1, 0, 10], &[0, 1, 0], &[-1, -1, 30]]);
        let mut t = s.clone();
        s.remove_redundant_constraints();
        // x >= -5 is implied by x >= 0; x + y <= 30 is not implied.
        assert_eq!(s.num_inequalities(), 4);
        assert!(!(0..4).any(|i| s.inequality(i) == r(&[1, 0, 5]).as_slice()));
        t.remove_redundant_inequalities();
        assert_eq!(t.num_inequalities(), 4);
        // An equality implied by others is removed.
        let mut e = set(1, &[&[1, -3], &[2, -6]], &[]);
        e.remove_redundant_constraints();
        assert_eq!(e.num_equalities(), 1);
    }

    #[test]
    fn slice_bounds_project_rest() {
        // Columns [a, x, y, c]: x in [a, a + 4], y = x + 1; slice over (x, y).
        let s = set(3, &[&[0, 1, -1, 1]], &[&[-1, 1, 0, 0], &[1, -1, 0, 4]]);
        let b = s.slice_bounds(1, 2);
        assert_eq!(b.len(), 2);
        // x: y is projected out (equality), leaving a <= x <= a + 4.
        assert!(b[0].equal.is_empty());
        assert_eq!(b[0].lower, vec![AffineBound { expr: r(&[1, 0, 0, 0]), divisor: Int::ONE }]);
        assert_eq!(b[0].upper, vec![AffineBound { expr: r(&[1, 0, 0, 4]), divisor: Int::ONE }]);
        // y: projecting x gives a + 1 <= y <= a + 5.
        assert_eq!(b[1].lower, vec![AffineBound { expr: r(&[1, 0, 0, 1]), divisor: Int::ONE }]);
        assert_eq!(b[1].upper, vec![AffineBound { expr: r(&[1, 0, 0, 5]), divisor: Int::ONE }]);
        // A direct equality on a: x = 2a.
        let t = set(2, &[&[2, -1, 0]], &[]);
        let tb = t.slice_bounds(1, 1);
        assert_eq!(tb[0].equal, vec![AffineBound { expr: r(&[2, 0, 0]), divisor: Int::ONE }]);
    }

    #[test]
    fn dim_size_bounds() {
        // 0 <= i <= 15 -> 16.
        let s = set(1, &[], &[&[1, 0], &[-1, 15]]);
        let b = s.constant_bound_on_dim_size(0).unwrap();
        assert_eq!(b.extent, 16);
        assert_eq!(b.lb, r(&[0]));
        // s0 + 2 <= i <= s0 + 17 -> 16, lb = s0 + 2.
        let t = IntegerRelation::from_i64_rows(PresburgerSpace::set(1, 1, 0), &[], &[&[1, -1, -2], &[-1, 1, 17]]);
        let b = t.constant_bound_on_dim_size(0).unwrap();
        assert_eq!(b.extent, 16);
        assert_eq!(b.lb, r(&[1, 2]));
        assert_eq!(b.ub, r(&[1, 17]));
        // s0 - 7 <= 8j <= s0 -> 1 with lb = floor(s0 / 8).
        let u = IntegerRelation::from_i64_rows(PresburgerSpace::set(1, 1, 0), &[], &[&[8, -1, 7], &[-8, 1, 0]]);
        let b = u.constant_bound_on_dim_size(0).unwrap();
        assert_eq!(b.extent, 1);
        assert_eq!(b.lb_floor_divisor, 8);
        assert_eq!(b.lb, r(&[1, 0]));
        // Equality: i = s0 + 3.
        let v = IntegerRelation::from_i64_rows(PresburgerSpace::set(1, 1, 0), &[&[1, -1, -3]], &[]);
        let b = v.constant_bound_on_dim_size(0).unwrap();
        assert_eq!(b.extent, 1);
        assert_eq!(b.lb, r(&[1, 3]));
        // Unbounded: none.
        assert!(set(1, &[], &[&[1, 0]]).constant_bound_on_dim_size(0).is_none());
    }

    #[test]
    fn bounding_box_union() {
        // [0, 5] x [s, s + 3]  ∪  [2, 9] x [s + 1, s + 4]  ->  [0, 9] x [s, s + 4]
        let sp = PresburgerSpace::set(2, 1, 0);
        let mut a = IntegerRelation::from_i64_rows(
            sp.clone(),
            &[],
            &[&[1, 0, 0, 0], &[-1, 0, 0, 5], &[0, 1, -1, 0], &[0, -1, 1, 3]],
        );
        let b =
            IntegerRelation::from_i64_rows(sp, &[], &[&[1, 0, 0, -2], &[-1, 0, 0, 9], &[0, 1, -1, -1], &[0, -1, 1, 4]]);
        assert!(a.union_bounding_box(&b));
        for p in [[0, 0, 0], [9, 4, 0], [9, 14, 10], [0, 10, 10]] {
            assert!(a.contains_point(&r(&p)), "{p:?}");
        }
        for p in [[-1, 0, 0], [10, 0, 0], [0, -1, 0], [0, 5, 0]] {
            assert!(!a.contains_point(&r(&p)), "{p:?}");
        }
        assert_eq!(a.num_inequalities(), 4);
    }

    #[test]
    fn bound_indices_and_independent() {
        // [x, y, z]: x = 2z, x >= 0, x <= y, z >= 1, y <= 9
        let mut s = set(3, &[&[1, 0, -2, 0]], &[&[1, 0, 0, 0], &[-1, 1, 0, 0], &[0, 0, 1, -1], &[0, -1, 0, 9]]);
        let (l, u, e) = s.lower_and_upper_bound_indices(0, 0, 2);
        assert_eq!(l, vec![0]);
        assert!(u.is_empty()); // x <= y involves y, which is in the range
        assert_eq!(e, vec![0]);
        let (l, u, _) = s.lower_and_upper_bound_indices(0, 0, 1);
        assert_eq!((l, u), (vec![0], vec![1]));
        assert!(!s.is_hyper_rectangular(0, 2));
        assert!(s.is_hyper_rectangular(1, 2));
        s.remove_independent_constraints(2, 1);
        assert_eq!(s.num_inequalities(), 1);
        assert_eq!(s.num_equalities(), 1);
    }

    #[test]
    fn simplify_detects_empty() {
        let mut s = set(1, &[&[2, -1]], &[]);
        assert!(!s.simplify());
        assert!(s.has_invalid_constraint());
        let mut t = set(1, &[], &[&[1, 0], &[1, 0], &[2, 4]]);
        assert!(t.simplify());
        assert_eq!(t.num_inequalities(), 1);
    }

    /// Random bounded systems over 3 variables (box [-4, 4]^3 plus up to
    /// three random constraints), checked against brute force.
    mod brute {
        use super::super::*;
        use crate::space::PresburgerSpace;
        use proptest::prelude::*;

        const B: i64 = 4;

        fn build(eqs: &[Vec<i64>], ineqs: &[Vec<i64>]) -> IntegerRelation {
            let mut rel = IntegerRelation::new(PresburgerSpace::set(3, 0, 0));
            for v in 0..3 {
                rel.add_bound(BoundType::LB, v, &Int::from(-B));
                rel.add_bound(BoundType::UB, v, &Int::from(B));
            }
            for e in eqs {
                rel.add_equality(&e.iter().map(|&x| Int::from(x)).collect::<Vec<_>>());
            }
            for i in ineqs {
                rel.add_inequality(&i.iter().map(|&x| Int::from(x)).collect::<Vec<_>>());
            }
            rel
        }

        fn points(rel: &IntegerRelation) -> Vec<[i64; 3]> {
            let mut out = Vec::new();
            for a in -B..=B {
                for b in -B..=B {
                    for c in -B..=B {
                        if rel.contains_point(&[a, b, c].map(Int::from)) {
                            out.push([a, b, c]);
                        }
                    }
                }
            }
            out
        }

        /// Membership with locals quantified over [-B, B].
        fn contains_exists(rel: &IntegerRelation, pt: &[i64]) -> bool {
            let nl = rel.num_local_vars();
            let mut full: Vec<Int> = pt.iter().map(|&v| Int::from(v)).collect();
            let start = full.len();
            full.extend(std::iter::repeat_n(Int::ZERO, nl));
            fn rec(rel: &IntegerRelation, full: &mut Vec<Int>, k: usize, start: usize) -> bool {
                if start + k == full.len() {
                    return rel.contains_point(full);
                }
                (-B..=B).any(|v| {
                    full[start + k] = Int::from(v);
                    rec(rel, full, k + 1, start)
                })
            }
            rec(rel, &mut full, 0, start)
        }

        fn row() -> impl Strategy<Value = Vec<i64>> {
            (proptest::collection::vec(-3i64..=3, 3), -6i64..=6).prop_map(|(mut v, c)| {
                v.push(c);
                v
            })
        }

        fn system() -> impl Strategy<Value = (Vec<Vec<i64>>, Vec<Vec<i64>>)> {
            (proptest::collection::vec(row(), 0..=1), proptest::collection::vec(row(), 0..=3))
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(96))]

            #[test]
            fn projection_is_exact_or_superset((eqs, ineqs) in system()) {
                let rel = build(&eqs, &ineqs);
                let pts = points(&rel);
                let proj: std::collections::HashSet<[i64; 2]> = pts.iter().map(|p| [p[0], p[1]]).collect();
                let mut fm = rel.clone();
                let exact = fm.project_out(2, 1);
                let mut ex = rel.clone();
                ex.project_out_exact(2, 1);
                for a in -B..=B {
                    for b in -B..=B {
                        let want = proj.contains(&[a, b]);
                        let got_fm = fm.contains_point(&[a, b].map(Int::from));
                        prop_assert!(!want || got_fm, "FM lost ({a},{b})");
                        if exact {
                            prop_assert_eq!(got_fm, want, "exact FM wrong at ({},{})", a, b);
                        }
                        prop_assert_eq!(contains_exists(&ex, &[a, b]), want, "exact projection wrong at ({},{})", a, b);
                    }
                }
            }

            #[test]
            fn bounds_match_brute_force((eqs, ineqs) in system()) {
                let rel = build(&eqs, &ineqs);
                let pts = points(&rel);
                for v in 0..3 {
                    let lo = pts.iter().map(|p| p[v]).min();
                    let hi = pts.iter().map(|p| p[v]).max();
                    if let (Some(lo), Some(hi)) = (lo, hi) {
                        prop_assert_eq!(rel.constant_bound_exact(v, BoundType::LB), Some(Int::from(lo)));
                        prop_assert_eq!(rel.constant_bound_exact(v, BoundType::UB), Some(Int::from(hi)));
                        // FM bounds are valid (possibly loose).
                        if let Some(l) = rel.constant_bound(v, BoundType::LB) {
                            prop_assert!(l <= lo);
                        }
                        if let Some(h) = rel.constant_bound(v, BoundType::UB) {
                            prop_assert!(h >= hi);
                        }
                    } else {
                        prop_assert_eq!(rel.constant_bound_exact(v, BoundType::LB), None);
                    }
                }
            }

            #[test]
            fn simplifications_preserve_points((eqs, ineqs) in system()) {
                let rel = build(&eqs, &ineqs);
                let pts = points(&rel);
                let mut a = rel.clone();
                a.normalize();
                a.remove_trivial_redundancy();
                a.remove_duplicates();
                prop_assert_eq!(points(&a), pts.clone());
                let mut b = rel.clone();
                b.remove_redundant_constraints();
                prop_assert_eq!(points(&b), pts.clone());
                let mut c = rel.clone();
                c.remove_redundant_inequalities();
                prop_assert_eq!(points(&c), pts.clone());
                let mut d = rel.clone();
                let nonempty = d.simplify();
                prop_assert_eq!(points(&d), pts.clone());
                if !nonempty {
                    prop_assert!(pts.is_empty());
                }
                if rel.is_empty_by_elimination() {
                    prop_assert!(pts.is_empty());
                }
                prop_assert_eq!(rel.is_integer_empty(), pts.is_empty());
            }

            #[test]
            fn witness_keeps_the_elimination_answer((eqs, ineqs) in system()) {
                let rel = build(&eqs, &ineqs);
                let with = exact(rel.clone().eliminate_to_emptiness(true));
                let without = exact(rel.clone().eliminate_to_emptiness(false));
                prop_assert_eq!(with, without);
                if crate::witness::has_integer_point_greedy(&rel) {
                    prop_assert!(!points(&rel).is_empty());
                }
            }

            /// Unbounded systems over five variables, with wider
            /// coefficients: the shortcut never changes the answer.
            #[test]
            fn witness_keeps_the_answer_on_unbounded_systems(
                eqs in proptest::collection::vec(proptest::collection::vec(-4i64..=4, 6), 0..3),
                ineqs in proptest::collection::vec(proptest::collection::vec(-5i64..=5, 6), 2..12),
            ) {
                let mut rel = IntegerRelation::new(PresburgerSpace::set(5, 0, 0));
                for e in &eqs {
                    rel.add_equality(&e.iter().map(|&x| Int::from(x)).collect::<Vec<_>>());
                }
                for i in &ineqs {
                    rel.add_inequality(&i.iter().map(|&x| Int::from(x)).collect::<Vec<_>>());
                }
                let with = exact(rel.clone().eliminate_to_emptiness(true));
                let without = exact(rel.clone().eliminate_to_emptiness(false));
                prop_assert_eq!(with, without);
                if crate::witness::has_integer_point_greedy(&rel) {
                    prop_assert!(!rel.is_integer_empty());
                }
            }

            #[test]
            fn locals_elimination_preserves_projection((eqs, ineqs) in system()) {
                // Treat variable 2 as a local, then remove redundant locals.
                let rel = build(&eqs, &ineqs);
                let pts = points(&rel);
                let mut l = rel.clone();
                l.convert_to_local(VarKind::Range, 2, 3);
                l.remove_redundant_local_vars();
                for a in -B..=B {
                    for b in -B..=B {
                        let want = pts.iter().any(|p| p[0] == a && p[1] == b);
                        prop_assert_eq!(contains_exists(&l, &[a, b]), want, "({},{})", a, b);
                    }
                }
            }
        }
    }
}

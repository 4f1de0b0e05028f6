//! [`IntegerRelation`] and [`IntegerPolyhedron`]: conjunctions of affine
//! equalities (`row · [vars, 1] = 0`) and inequalities (`row · [vars, 1] >= 0`)
//! over integer variables, following MLIR's `IntegerRelation`.
//!
//! Every row has `num_vars() + 1` entries: one coefficient per variable in
//! column order `[domain, range, symbols, locals]` followed by the constant.
//!
//! A relation is generic over its coefficient type ([`Coeff`]): exact
//! [`Int`] (the default, what clients use) or checked `i64`, which the
//! public operations use internally as an allocation-free fast path (methods
//! named `try_*` work over any coefficient type and fail with
//! [`Overflow`](crate::coeff::Overflow) only over `i64`; the `Int`
//! methods of the same name without the prefix redo the computation exactly
//! when that happens).

use crate::coeff::{Checked, Coeff, exact};
use crate::int::Int;
use crate::matrix::Matrix;
use crate::space::{Identifier, PresburgerSpace, VarKind};
use std::ops::{Deref, DerefMut};

/// `local = floor(dividend · [vars, 1] / divisor)`: the explicit
/// representation of a local variable as an integer division of an affine
/// function of the other variables (MLIR's division representation).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DivisionRepr<T = Int> {
    /// Coefficients over all columns (variables and constant); the entry of
    /// the local itself is zero.
    pub dividend: Vec<T>,
    /// Positive divisor.
    pub divisor: T,
}

/// Which bound of a variable is asked for (MLIR's `BoundType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoundType {
    /// Lower bound.
    LB,
    /// Upper bound.
    UB,
    /// The variable is fixed to a single value.
    EQ,
}

/// A relation over integer tuples: a conjunction of affine constraints over
/// domain, range, symbol and (existentially quantified) local variables.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IntegerRelation<T = Int> {
    pub(crate) space: PresburgerSpace,
    pub(crate) equalities: Matrix<T>,
    pub(crate) inequalities: Matrix<T>,
}

/// A set: an [`IntegerRelation`] whose domain is empty (dimensions are the
/// range variables, MLIR's `SetDim`). Dereferences to the relation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IntegerPolyhedron(IntegerRelation);

/// Runs `$body`, an expression over `$r` evaluating to a [`Checked`]
/// result, with `$r` an `i64` copy of the `Int` relation `$self`; if a
/// coefficient does not fit or the run overflows, runs it again with `$r`
/// the relation itself. For a mutating body the `i64` result is copied back
/// into `$self` only when that run succeeded.
macro_rules! fast_path {
    ($self:expr, |$r:ident| $body:expr) => {{
        match $self.to_coeffs::<i64>().and_then(|$r| $body) {
            Ok(v) => v,
            Err(_) => {
                let $r = &*$self;
                $crate::coeff::exact($body)
            }
        }
    }};
    (mut $self:expr, |$r:ident| $body:expr) => {{
        let fast = $self.to_coeffs::<i64>().and_then(|mut $r| {
            let v = { $body }?;
            Ok(($r, v))
        });
        match fast {
            Ok((small, v)) => {
                *$self = small.to_int_relation();
                v
            }
            Err(_) => {
                let $r = &mut *$self;
                $crate::coeff::exact($body)
            }
        }
    }};
}
pub(crate) use fast_path;

impl<T: Coeff> IntegerRelation<T> {
    /// An unconstrained relation over `space` (MLIR's `getUniverse`), for
    /// any coefficient type; `IntegerRelation::new` is the same over `Int`.
    pub fn universe(space: PresburgerSpace) -> Self {
        let cols = space.num_vars() + 1;
        IntegerRelation { space, equalities: Matrix::new(0, cols), inequalities: Matrix::new(0, cols) }
    }

    /// The same relation over exact integers.
    pub fn to_int_relation(&self) -> IntegerRelation {
        IntegerRelation {
            space: self.space.clone(),
            equalities: self.equalities.to_int_matrix(),
            inequalities: self.inequalities.to_int_matrix(),
        }
    }

    /// The variable layout.
    pub fn space(&self) -> &PresburgerSpace {
        &self.space
    }

    /// Mutable access to the space's identifiers. Counts must not be changed
    /// through this (use the relation's `insert_var`/`remove_var_range`).
    pub fn set_id(&mut self, kind: VarKind, pos: usize, id: Option<Identifier>) {
        self.space.set_id(kind, pos, id);
    }

    /// Total number of variables.
    pub fn num_vars(&self) -> usize {
        self.space.num_vars()
    }
    /// Number of columns (`num_vars() + 1`).
    pub fn num_cols(&self) -> usize {
        self.space.num_vars() + 1
    }
    /// Number of domain variables.
    pub fn num_domain_vars(&self) -> usize {
        self.space.num_domain_vars()
    }
    /// Number of range variables.
    pub fn num_range_vars(&self) -> usize {
        self.space.num_range_vars()
    }
    /// Number of symbol variables.
    pub fn num_symbol_vars(&self) -> usize {
        self.space.num_symbol_vars()
    }
    /// Number of local variables.
    pub fn num_local_vars(&self) -> usize {
        self.space.num_local_vars()
    }
    /// Number of domain + range variables.
    pub fn num_dim_vars(&self) -> usize {
        self.space.num_dim_vars()
    }
    /// Number of domain + range + symbol variables.
    pub fn num_dim_and_symbol_vars(&self) -> usize {
        self.space.num_dim_and_symbol_vars()
    }
    /// Number of variables of `kind`.
    pub fn num_var_kind(&self, kind: VarKind) -> usize {
        self.space.num_var_kind(kind)
    }
    /// Column of the first variable of `kind`.
    pub fn var_kind_offset(&self, kind: VarKind) -> usize {
        self.space.var_kind_offset(kind)
    }
    /// Number of equalities.
    pub fn num_equalities(&self) -> usize {
        self.equalities.num_rows()
    }
    /// Number of inequalities.
    pub fn num_inequalities(&self) -> usize {
        self.inequalities.num_rows()
    }
    /// Number of constraints.
    pub fn num_constraints(&self) -> usize {
        self.num_equalities() + self.num_inequalities()
    }
    /// Equality row `i`.
    pub fn equality(&self, i: usize) -> &[T] {
        self.equalities.row(i)
    }
    /// Inequality row `i`.
    pub fn inequality(&self, i: usize) -> &[T] {
        self.inequalities.row(i)
    }
    /// Entry `(i, j)` of the equalities.
    pub fn at_eq(&self, i: usize, j: usize) -> &T {
        self.equalities.at(i, j)
    }
    /// Entry `(i, j)` of the inequalities.
    pub fn at_ineq(&self, i: usize, j: usize) -> &T {
        self.inequalities.at(i, j)
    }
    /// The equality matrix.
    pub fn equalities(&self) -> &Matrix<T> {
        &self.equalities
    }
    /// The inequality matrix.
    pub fn inequalities(&self) -> &Matrix<T> {
        &self.inequalities
    }

    /// Adds the equality `row · [vars, 1] = 0`.
    pub fn add_equality(&mut self, row: &[T]) {
        self.equalities.append_row(row);
    }

    /// Adds the inequality `row · [vars, 1] >= 0`.
    pub fn add_inequality(&mut self, row: &[T]) {
        self.inequalities.append_row(row);
    }

    /// Adds `var(pos) >= value` (LB), `<= value` (UB) or `= value` (EQ).
    pub fn try_add_bound(&mut self, ty: BoundType, pos: usize, value: &T) -> Checked<()> {
        let mut row = vec![T::ZERO; self.num_cols()];
        let c = self.num_cols() - 1;
        match ty {
            BoundType::EQ => {
                row[pos] = T::ONE;
                row[c] = value.neg()?;
                self.add_equality(&row);
            }
            BoundType::LB => {
                row[pos] = T::ONE;
                row[c] = value.neg()?;
                self.add_inequality(&row);
            }
            BoundType::UB => {
                row[pos] = T::MINUS_ONE;
                row[c] = value.clone();
                self.add_inequality(&row);
            }
        }
        Ok(())
    }

    /// Removes equality `i`.
    pub fn remove_equality(&mut self, i: usize) {
        self.equalities.remove_row(i);
    }
    /// Removes inequality `i`.
    pub fn remove_inequality(&mut self, i: usize) {
        self.inequalities.remove_row(i);
    }
    /// Removes equalities `[start, end)`.
    pub fn remove_equality_range(&mut self, start: usize, end: usize) {
        if start < end {
            self.equalities.remove_rows(start, end - start);
        }
    }
    /// Removes inequalities `[start, end)`.
    pub fn remove_inequality_range(&mut self, start: usize, end: usize) {
        if start < end {
            self.inequalities.remove_rows(start, end - start);
        }
    }
    /// Removes every constraint (the relation becomes the universe).
    pub fn clear_constraints(&mut self) {
        self.equalities.truncate_rows(0);
        self.inequalities.truncate_rows(0);
    }

    /// Inserts `num` unconstrained variables of `kind` at relative position
    /// `pos`; returns the absolute column of the first one.
    pub fn insert_var(&mut self, kind: VarKind, pos: usize, num: usize) -> usize {
        let abs = self.space.insert_var(kind, pos, num);
        self.equalities.insert_columns(abs, num);
        self.inequalities.insert_columns(abs, num);
        abs
    }

    /// Appends `num` variables of `kind`; returns the absolute column of the
    /// first one.
    pub fn append_var(&mut self, kind: VarKind, num: usize) -> usize {
        let pos = self.num_var_kind(kind);
        self.insert_var(kind, pos, num)
    }

    /// A copy with `num` new variables of `kind` inserted at relative
    /// position `pos` (as [`IntegerRelation::insert_var`]) and room for
    /// `eqs` more equalities and `ineqs` more inequalities: one allocation
    /// per constraint matrix, where cloning and then growing would copy
    /// each twice.
    pub fn clone_with_room(&self, kind: VarKind, pos: usize, num: usize, eqs: usize, ineqs: usize) -> Self {
        let mut space = self.space.clone();
        let abs = space.insert_var(kind, pos, num);
        IntegerRelation {
            space,
            equalities: self.equalities.widened_copy(abs, num, eqs),
            inequalities: self.inequalities.widened_copy(abs, num, ineqs),
        }
    }

    /// Makes `self` a copy of `src`, reusing `self`'s buffers (a scratch
    /// relation refilled in a loop allocates nothing once warm).
    pub fn copy_from(&mut self, src: &IntegerRelation<T>) {
        self.space.copy_from(&src.space);
        self.equalities.copy_from(&src.equalities);
        self.inequalities.copy_from(&src.inequalities);
    }

    /// Makes `self` a copy of `src` with `num` new variables of `kind` at
    /// `pos` (zero columns), reusing `self`'s buffers: the scratch form of
    /// [`IntegerRelation::clone_with_room`].
    pub fn copy_with_room_from(&mut self, src: &IntegerRelation<T>, kind: VarKind, pos: usize, num: usize) {
        self.space.copy_from(&src.space);
        let abs = self.space.insert_var(kind, pos, num);
        self.equalities.copy_widened_from(&src.equalities, abs, num);
        self.inequalities.copy_widened_from(&src.inequalities, abs, num);
    }

    /// Removes variables `[start, end)` (relative) of `kind` together with
    /// their columns (constraints are kept, minus those columns).
    pub fn remove_var_range(&mut self, kind: VarKind, start: usize, end: usize) {
        if start >= end {
            return;
        }
        let off = self.var_kind_offset(kind);
        self.equalities.remove_columns(off + start, end - start);
        self.inequalities.remove_columns(off + start, end - start);
        self.space.remove_var_range(kind, start, end);
    }

    /// Removes the variables in absolute column range `[start, end)`, which
    /// may span several kinds.
    pub fn remove_var_range_abs(&mut self, start: usize, end: usize) {
        if start >= end {
            return;
        }
        self.equalities.remove_columns(start, end - start);
        self.inequalities.remove_columns(start, end - start);
        self.space_remove_var_range_abs(start, end);
    }

    /// The space part of [`IntegerRelation::remove_var_range_abs`] (the
    /// caller removes the columns).
    pub(crate) fn space_remove_var_range_abs(&mut self, start: usize, end: usize) {
        let mut limit = end;
        for kind in VarKind::ALL {
            if start >= limit {
                break;
            }
            let offset = self.var_kind_offset(kind);
            let num = self.num_var_kind(kind);
            let rel_start = if start <= offset { 0 } else { num.min(start - offset) };
            let rel_limit = if limit <= offset { 0 } else { num.min(limit - offset) };
            self.space.remove_var_range(kind, rel_start, rel_limit);
            limit -= rel_limit.saturating_sub(rel_start);
        }
    }

    /// Removes the variable at absolute column `pos`.
    pub fn remove_var(&mut self, pos: usize) {
        self.remove_var_range_abs(pos, pos + 1);
    }

    /// Swaps the columns (and identifiers) of two variables.
    pub fn swap_var(&mut self, a: usize, b: usize) {
        if a == b {
            return;
        }
        self.equalities.swap_columns(a, b);
        self.inequalities.swap_columns(a, b);
        self.space.swap_ids(a, b);
    }

    /// Moves variables `[start, end)` of `src` to kind `dst` at relative
    /// position `pos` (MLIR's `convertVarKind`: insert new variables, swap
    /// the columns in, delete the old ones). Identifiers move with the
    /// variables (and are dropped when converted to locals). The columns
    /// are moved in one in-place rotation of each row.
    pub fn convert_var_kind(&mut self, src: VarKind, start: usize, end: usize, dst: VarKind, pos: usize) {
        if start >= end {
            return;
        }
        let count = end - start;
        let old_begin = self.var_kind_offset(src) + start;
        // The space goes through MLIR's steps (identifiers follow the swaps).
        let new_begin = self.space.insert_var(dst, pos, count);
        let offset = self.space.var_kind_offset(src);
        for i in 0..count {
            self.space.swap_ids(offset + start + i, new_begin + i);
        }
        self.space.remove_var_range(src, start, end);
        // Final column of the block: the insertion point, minus the block
        // itself when it was inserted after it.
        let to = if new_begin > offset + start { new_begin - count } else { new_begin };
        self.equalities.move_columns(old_begin, count, to);
        self.inequalities.move_columns(old_begin, count, to);
    }

    /// Converts `[start, end)` of `kind` into locals appended at the end of
    /// the locals (MLIR's `convertToLocal`).
    pub fn convert_to_local(&mut self, kind: VarKind, start: usize, end: usize) {
        let n = self.num_local_vars();
        self.convert_var_kind(kind, start, end, VarKind::Local, n);
    }

    /// Appends the constraints of `other`, whose space must have the same
    /// counts (inequalities then equalities are appended, as in MLIR).
    ///
    /// # Panics
    /// If the variable counts differ (a caller bug).
    pub fn append(&mut self, other: &IntegerRelation<T>) {
        assert!(self.space.is_equal(&other.space), "append: spaces must be equal");
        for r in other.inequalities.rows() {
            self.inequalities.append_row(r);
        }
        for r in other.equalities.rows() {
            self.equalities.append_row(r);
        }
    }

    /// Swaps domain and range (MLIR's `IntegerRelation::inverse`).
    pub fn inverse(&mut self) {
        let num_range = self.num_range_vars();
        let num_domain = self.num_domain_vars();
        self.convert_var_kind(VarKind::Domain, 0, num_domain, VarKind::Range, num_range);
        self.convert_var_kind(VarKind::Range, 0, num_range, VarKind::Domain, 0);
    }

    /// [`IntegerRelation::compose`] over any coefficient type.
    pub fn try_compose(&mut self, other: &IntegerRelation<T>) -> Checked<()> {
        assert_eq!(self.num_domain_vars(), other.num_range_vars(), "compose: domain of self must match range of other");
        let mut rel = other.clone();
        let remove_dims = rel.num_range_vars();
        self.insert_var(VarKind::Domain, 0, rel.num_domain_vars());
        rel.append_var(VarKind::Range, self.num_range_vars());

        self.merge_and_align_symbols(&mut rel);
        self.try_merge_local_vars(&mut rel)?;

        let rd = rel.num_domain_vars();
        rel.convert_to_local(VarKind::Range, 0, remove_dims);
        let sd = self.num_domain_vars();
        self.convert_to_local(VarKind::Domain, sd - remove_dims, sd);
        debug_assert_eq!(rd, rel.num_domain_vars());

        // Match identifiers: domain of `rel` to `self`, range of `self` to `rel`.
        for i in 0..rel.num_domain_vars() {
            if let Some(id) = rel.space.id(VarKind::Domain, i).cloned() {
                self.space.set_id(VarKind::Domain, i, Some(id));
            }
        }
        for i in 0..self.num_range_vars() {
            if let Some(id) = self.space.id(VarKind::Range, i).cloned() {
                rel.space.set_id(VarKind::Range, i, Some(id));
            }
        }

        rel.append(self);
        rel.try_remove_redundant_local_vars()?;
        *self = rel;
        Ok(())
    }

    /// Makes the symbols of `self` and `other` identical and aligned by
    /// identifier (MLIR's `mergeAndAlignSymbols`/`mergeSymbolVars`): symbols
    /// of `self` are matched (by identifier) in `other` or inserted there;
    /// symbols only in `other` are appended to `self`. Symbols without an
    /// identifier never match anything.
    pub fn merge_and_align_symbols(&mut self, other: &mut IntegerRelation<T>) {
        let mut i = 0;
        while i < self.num_symbol_vars() {
            let id = self.space.id(VarKind::Symbol, i).cloned();
            let found = id
                .as_ref()
                .and_then(|id| (i..other.num_symbol_vars()).find(|&j| other.space.id(VarKind::Symbol, j) == Some(id)));
            let off = other.var_kind_offset(VarKind::Symbol);
            match found {
                Some(j) => other.swap_var(off + i, off + j),
                None => {
                    other.insert_var(VarKind::Symbol, i, 1);
                    other.space.set_id(VarKind::Symbol, i, id);
                }
            }
            i += 1;
        }
        while i < other.num_symbol_vars() {
            let id = other.space.id(VarKind::Symbol, i).cloned();
            self.insert_var(VarKind::Symbol, i, 1);
            self.space.set_id(VarKind::Symbol, i, id);
            i += 1;
        }
    }

    /// [`IntegerRelation::merge_local_vars`] over any coefficient type.
    pub fn try_merge_local_vars(&mut self, other: &mut IntegerRelation<T>) -> Checked<usize> {
        // Only the column layout matters (compose merges `[A B] -> C` with
        // `A -> [B C]`, as MLIR's flat relations do).
        assert_eq!(
            self.num_dim_and_symbol_vars(),
            other.num_dim_and_symbol_vars(),
            "merge_local_vars: different numbers of non-local variables"
        );
        let old_a = self.num_local_vars();
        let nb = other.num_local_vars();
        self.insert_var(VarKind::Local, old_a, nb);
        other.insert_var(VarKind::Local, 0, old_a);
        if nb == 0 {
            // Only `self`'s locals: those are never merged with each other.
            return Ok(0);
        }

        let reprs_a = self.try_local_reprs()?;
        let reprs_b = other.try_local_reprs()?;
        let mut divs: Vec<Option<DivisionRepr<T>>> = reprs_a;
        divs[old_a..].clone_from_slice(&reprs_b[old_a..]);
        let off = self.var_kind_offset(VarKind::Local);
        // Remove duplicates: merge j into i (j > i, j from `other`).
        let mut i = 0;
        while i < divs.len() {
            if divs[i].is_none() {
                i += 1;
                continue;
            }
            let mut j = i + 1;
            while j < divs.len() {
                let same = match (&divs[i], &divs[j]) {
                    (Some(a), Some(b)) => a.divisor == b.divisor && a.dividend == b.dividend,
                    _ => false,
                };
                if same && j >= old_a {
                    self.try_eliminate_redundant_local_var(i, j)?;
                    other.try_eliminate_redundant_local_var(i, j)?;
                    divs.remove(j);
                    // Fold column j into i in the remaining dividends.
                    for d in divs.iter_mut().flatten() {
                        let v = d.dividend.remove(off + j);
                        d.dividend[off + i].add_assign(&v)?;
                    }
                } else {
                    j += 1;
                }
            }
            i += 1;
        }
        Ok(self.num_local_vars() - old_a)
    }

    /// Replaces local `b` (relative) by local `a`, which is known to take
    /// the same value: column `b` is added to column `a` and removed.
    pub fn try_eliminate_redundant_local_var(&mut self, a: usize, b: usize) -> Checked<()> {
        let off = self.var_kind_offset(VarKind::Local);
        self.equalities.add_to_column(off + b, off + a, &T::ONE)?;
        self.inequalities.add_to_column(off + b, off + a, &T::ONE)?;
        self.remove_var(off + b);
        Ok(())
    }

    /// [`IntegerRelation::add_local_floor_div`] over any coefficient type.
    pub fn try_add_local_floor_div(&mut self, dividend: &[T], divisor: &T) -> Checked<()> {
        assert!(divisor.is_positive(), "add_local_floor_div: divisor must be positive");
        assert_eq!(dividend.len(), self.num_cols());
        self.append_var(VarKind::Local, 1);
        let mut d: Vec<T> = dividend.to_vec();
        let n = d.len();
        d.insert(n - 1, T::ZERO);
        let q = d.len() - 2;
        for row in try_floor_div_constraints(&d, divisor, q)? {
            self.add_inequality(&row);
        }
        Ok(())
    }

    /// [`IntegerRelation::local_reprs`] over any coefficient type.
    pub fn try_local_reprs(&self) -> Checked<Vec<Option<DivisionRepr<T>>>> {
        let nl = self.num_local_vars();
        let off = self.var_kind_offset(VarKind::Local);
        let mut found: Vec<bool> = (0..self.num_vars()).map(|p| p < off).collect();
        let mut out: Vec<Option<DivisionRepr<T>>> = vec![None; nl];
        loop {
            let mut changed = false;
            for i in 0..nl {
                if found[off + i] {
                    continue;
                }
                if let Some(r) = self.compute_single_var_repr(&found, off + i)? {
                    out[i] = Some(r);
                    found[off + i] = true;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        Ok(out)
    }

    /// MLIR's `computeSingleVarRepr`: a pair of bounding inequalities is
    /// tried first, then an equality (the order decides which of several
    /// equivalent representations is found, and so which locals merge).
    fn compute_single_var_repr(&self, found: &[bool], pos: usize) -> Checked<Option<DivisionRepr<T>>> {
        let nv = self.num_vars();
        let others_known = |row: &[T]| (0..nv).all(|c| c == pos || row[c].is_zero() || found[c]);
        let ineqs = &self.inequalities;
        for u in 0..ineqs.num_rows() {
            let ur = ineqs.row(u);
            if !ur[pos].is_negative() || !others_known(ur) {
                continue;
            }
            let c = ur[pos].neg()?;
            for l in 0..ineqs.num_rows() {
                let lr = ineqs.row(l);
                if lr[pos] != c {
                    continue;
                }
                // lr[k] + ur[k] == 0, without forming the sum.
                if !(0..nv).all(|k| k == pos || lr[k].add(&ur[k]).is_ok_and(|s| s.is_zero())) {
                    continue;
                }
                let k = lr[nv].add(&ur[nv])?;
                if k.is_negative() || k >= c {
                    continue;
                }
                // `c*q <= f - slack` (upper) with `0 <= slack < c`: the
                // dividend is `f`, i.e. the upper bound plus the slack.
                let slack = c.sub(&T::ONE)?.sub(&k)?;
                let mut dividend = ur.to_vec();
                dividend[pos] = T::ZERO;
                dividend[nv].add_assign(&slack)?;
                return normalize_div(dividend, c).map(Some);
            }
        }
        for r in self.equalities.rows() {
            if r[pos].is_zero() || !others_known(r) {
                continue;
            }
            let c = &r[pos];
            let (divisor, mut dividend): (T, Vec<T>) = if c.is_negative() {
                (c.neg()?, r.to_vec())
            } else {
                (c.clone(), r.iter().map(Coeff::neg).collect::<Checked<_>>()?)
            };
            dividend[pos] = T::ZERO;
            return normalize_div(dividend, divisor).map(Some);
        }
        Ok(None)
    }
}

impl IntegerRelation {
    /// An unconstrained (universe) relation over `space`.
    pub fn new(space: PresburgerSpace) -> Self {
        IntegerRelation::universe(space)
    }

    /// Builds a relation from row lists; returns an error if a row has the
    /// wrong length.
    pub fn from_rows(space: PresburgerSpace, eqs: &[Vec<Int>], ineqs: &[Vec<Int>]) -> Result<Self, String> {
        let mut r = IntegerRelation::new(space);
        let n = r.num_cols();
        for row in eqs.iter().chain(ineqs) {
            if row.len() != n {
                return Err(format!("constraint row has {} entries, expected {n}", row.len()));
            }
        }
        for e in eqs {
            r.add_equality(e);
        }
        for i in ineqs {
            r.add_inequality(i);
        }
        Ok(r)
    }

    /// Convenience constructor from `i64` rows (panics on wrong lengths; for
    /// tests and literals written by hand).
    pub fn from_i64_rows(space: PresburgerSpace, eqs: &[&[i64]], ineqs: &[&[i64]]) -> Self {
        let conv = |rows: &[&[i64]]| -> Vec<Vec<Int>> {
            rows.iter().map(|r| r.iter().map(|&v| Int::from(v)).collect()).collect()
        };
        match Self::from_rows(space, &conv(eqs), &conv(ineqs)) {
            Ok(r) => r,
            Err(e) => panic!("from_i64_rows: {e}"),
        }
    }

    /// The same relation over another coefficient type (fails if a
    /// coefficient does not fit).
    pub fn to_coeffs<U: Coeff>(&self) -> Checked<IntegerRelation<U>> {
        Ok(IntegerRelation {
            space: self.space.clone(),
            equalities: self.equalities.to_coeffs()?,
            inequalities: self.inequalities.to_coeffs()?,
        })
    }

    /// Adds `var(pos) >= value` (LB), `<= value` (UB) or `= value` (EQ).
    pub fn add_bound(&mut self, ty: BoundType, pos: usize, value: &Int) {
        exact(self.try_add_bound(ty, pos, value));
    }

    /// Composition as in MLIR's `FlatAffineRelation::compose` (the
    /// algorithm the walkthrough traces): `self: B -> C`, `other: A -> B`;
    /// the result is `A -> C` (`self ∘ other`, apply `other` first).
    ///
    /// Steps: `self` becomes `[A B] -> C` and a copy of `other` becomes
    /// `A -> [B C]`; symbols and locals are merged; `other`'s `B` range vars
    /// and `self`'s `B` domain vars become locals; identifiers of `A` and `C`
    /// are matched; `self`'s constraints are appended to `other`'s and
    /// redundant locals are removed by Gaussian elimination.
    ///
    /// Use [`IntegerRelation::apply_range`] for MLIR's
    /// `IntegerRelation::compose` argument order.
    ///
    /// # Panics
    /// If `self`'s domain and `other`'s range differ in size (a caller bug).
    pub fn compose(&mut self, other: &IntegerRelation) {
        if let (Ok(mut small), Ok(small_other)) = (self.to_coeffs::<i64>(), other.to_coeffs::<i64>())
            && small.try_compose(&small_other).is_ok()
        {
            *self = small.to_int_relation();
            return;
        }
        exact(self.try_compose(other))
    }

    /// MLIR's `IntegerRelation::compose`/`applyRange`: `self: A -> B`,
    /// `rel: B -> C`, result `A -> C` (apply `self` first).
    pub fn apply_range(&mut self, rel: &IntegerRelation) {
        let mut r = rel.clone();
        r.compose(self);
        *self = r;
    }

    /// MLIR's `applyDomain`: `self: A -> B`, `rel: A -> C`, result `C -> B`.
    pub fn apply_domain(&mut self, rel: &IntegerRelation) {
        self.inverse();
        self.apply_range(rel);
        self.inverse();
    }

    /// Intersection with `other` (same domain/range/symbol counts): locals
    /// are merged and constraints concatenated.
    pub fn intersect(&self, other: &IntegerRelation) -> IntegerRelation {
        let mut result = self.clone();
        let mut other = other.clone();
        result.merge_local_vars(&mut other);
        result.append(&other);
        result
    }

    /// Restricts the domain to `set` (whose dimensions match the domain).
    pub fn intersect_domain(&mut self, set: &IntegerPolyhedron) {
        let mut rel = set.0.clone();
        rel.inverse();
        rel.append_var(VarKind::Range, self.num_range_vars());
        self.merge_local_vars(&mut rel);
        self.append(&rel);
    }

    /// Restricts the range to `set` (whose dimensions match the range).
    pub fn intersect_range(&mut self, set: &IntegerPolyhedron) {
        let mut rel = set.0.clone();
        rel.append_var(VarKind::Domain, self.num_domain_vars());
        self.merge_local_vars(&mut rel);
        self.append(&rel);
    }

    /// The domain as a set (range variables become locals).
    pub fn domain_set(&self) -> IntegerPolyhedron {
        let mut c = self.clone();
        let nr = c.num_range_vars();
        c.convert_var_kind(VarKind::Range, 0, nr, VarKind::Local, 0);
        let nd = c.num_domain_vars();
        c.convert_var_kind(VarKind::Domain, 0, nd, VarKind::Range, 0);
        IntegerPolyhedron(c)
    }

    /// The range as a set (domain variables become locals).
    pub fn range_set(&self) -> IntegerPolyhedron {
        let mut c = self.clone();
        let nd = c.num_domain_vars();
        c.convert_var_kind(VarKind::Domain, 0, nd, VarKind::Local, 0);
        IntegerPolyhedron(c)
    }

    /// Adds `other`'s locals to `self` and `self`'s locals to `other` so both
    /// have the same locals, then merges locals of `other` that have the same
    /// division representation as one of `self` (MLIR's `mergeLocalVars`).
    /// Returns the number of locals added to `self`.
    pub fn merge_local_vars(&mut self, other: &mut IntegerRelation) -> usize {
        exact(self.try_merge_local_vars(other))
    }

    /// Replaces local `b` (relative) by local `a`, which is known to take
    /// the same value: column `b` is added to column `a` and removed.
    pub fn eliminate_redundant_local_var(&mut self, a: usize, b: usize) {
        exact(self.try_eliminate_redundant_local_var(a, b));
    }

    /// Adds a local `q = floor(dividend / divisor)` with its two defining
    /// inequalities `divisor*q <= dividend <= divisor*q + divisor - 1`.
    /// `dividend` has `num_cols()` entries (before the new local is added).
    pub fn add_local_floor_div(&mut self, dividend: &[Int], divisor: &Int) {
        exact(self.try_add_local_floor_div(dividend, divisor));
    }

    /// Division representations of the locals, when they can be read off
    /// the constraints (an equality, or a pair of inequalities
    /// `c*q <= f <= c*q + k` with `0 <= k < c`, whose other variables are
    /// all known). Index `i` is local `i`.
    pub fn local_reprs(&self) -> Vec<Option<DivisionRepr>> {
        exact(self.try_local_reprs())
    }
}

/// Divides dividend and divisor by their common gcd, preserving
/// `floor(dividend / divisor)`: the constant is floor-divided.
fn normalize_div<T: Coeff>(mut dividend: Vec<T>, divisor: T) -> Checked<DivisionRepr<T>> {
    let n = dividend.len();
    let mut g = divisor.clone();
    for v in &dividend[..n - 1] {
        g = g.gcd(v)?;
    }
    if !g.is_zero() && !g.is_one() {
        for v in dividend[..n - 1].iter_mut() {
            *v = v.exact_div(&g)?;
        }
        dividend[n - 1] = dividend[n - 1].floor_div(&g)?;
        return Ok(DivisionRepr { dividend, divisor: divisor.exact_div(&g)? });
    }
    Ok(DivisionRepr { dividend, divisor })
}

impl IntegerPolyhedron {
    /// The universe set over `space` (which must have no domain variables).
    pub fn new(space: PresburgerSpace) -> Self {
        assert_eq!(space.num_domain_vars(), 0, "a set has no domain variables");
        IntegerPolyhedron(IntegerRelation::new(space))
    }

    /// Views a relation as a set; `None` if it has domain variables.
    pub fn from_relation(rel: IntegerRelation) -> Option<Self> {
        (rel.num_domain_vars() == 0).then_some(IntegerPolyhedron(rel))
    }

    /// Treats the set as a relation with the same columns (MLIR's implicit
    /// upcast).
    pub fn into_relation(self) -> IntegerRelation {
        self.0
    }

    /// Number of set dimensions.
    pub fn num_set_dims(&self) -> usize {
        self.0.num_range_vars()
    }

    /// Set intersection.
    pub fn intersect_set(&self, other: &IntegerPolyhedron) -> IntegerPolyhedron {
        IntegerPolyhedron(self.0.intersect(&other.0))
    }
}

impl Deref for IntegerPolyhedron {
    type Target = IntegerRelation;
    fn deref(&self) -> &IntegerRelation {
        &self.0
    }
}

impl DerefMut for IntegerPolyhedron {
    fn deref_mut(&mut self) -> &mut IntegerRelation {
        &mut self.0
    }
}

impl From<IntegerPolyhedron> for IntegerRelation {
    fn from(p: IntegerPolyhedron) -> IntegerRelation {
        p.0
    }
}

/// [`floor_div_constraints`] over any coefficient type.
pub fn try_floor_div_constraints<T: Coeff>(dividend: &[T], divisor: &T, q: usize) -> Checked<[Vec<T>; 2]> {
    let mut upper = dividend.to_vec();
    upper[q] = divisor.neg()?;
    let mut lower: Vec<T> = dividend.iter().map(Coeff::neg).collect::<Checked<_>>()?;
    lower[q] = divisor.clone();
    let c = lower.len() - 1;
    lower[c].add_assign(&divisor.sub(&T::ONE)?)?;
    Ok([lower, upper])
}

/// The two inequalities defining `q = floor(dividend / divisor)`, in the
/// order MLIR's `addLocalFloorDiv` adds them: `divisor*q + divisor - 1 -
/// dividend >= 0` (its `getDivLowerBound`), then `dividend - divisor*q >= 0`. `dividend` is a full row
/// (constant last) with a zero at column `q`.
pub fn floor_div_constraints(dividend: &[Int], divisor: &Int, q: usize) -> [Vec<Int>; 2] {
    exact(try_floor_div_constraints(dividend, divisor, q))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(r: &IntegerRelation) -> (Vec<Vec<i64>>, Vec<Vec<i64>>) {
        let conv = |m: &Matrix| m.rows().map(|r| r.iter().map(|v| v.to_i64().unwrap()).collect()).collect();
        (conv(&r.equalities), conv(&r.inequalities))
    }

    #[test]
    fn inverse_swaps_columns() {
        let r =
            IntegerRelation::from_i64_rows(PresburgerSpace::relation(1, 2, 0, 0), &[&[1, 2, 3, 4]], &[&[5, 6, 7, 8]]);
        let mut s = r.clone();
        s.inverse();
        assert_eq!(s.num_domain_vars(), 2);
        assert_eq!(rows(&s).0, vec![vec![2, 3, 1, 4]]);
        s.inverse();
        assert_eq!(s, r);
    }

    #[test]
    fn convert_and_remove() {
        let mut r = IntegerRelation::from_i64_rows(PresburgerSpace::relation(2, 1, 0, 0), &[&[1, 2, 3, 4]], &[]);
        r.convert_to_local(VarKind::Domain, 0, 1);
        assert_eq!(r.num_local_vars(), 1);
        assert_eq!(rows(&r).0, vec![vec![2, 3, 1, 4]]);
        r.remove_var_range_abs(1, 3);
        assert_eq!(rows(&r).0, vec![vec![2, 4]]);
        assert_eq!(r.num_domain_vars(), 1);
        assert_eq!(r.num_range_vars(), 0);
    }

    #[test]
    fn local_reprs_and_merge() {
        // q = floor(x / 2) in both sets; merging must identify them.
        let mut a = IntegerRelation::new(PresburgerSpace::set(1, 0, 0));
        a.add_local_floor_div(&[Int::ONE, Int::ZERO], &Int::from(2));
        let mut b = a.clone();
        let reprs = a.local_reprs();
        assert_eq!(reprs.len(), 1);
        let d = reprs[0].as_ref().unwrap();
        assert_eq!(d.divisor, 2);
        assert_eq!(d.dividend, vec![Int::ONE, Int::ZERO, Int::ZERO]);
        let added = a.merge_local_vars(&mut b);
        assert_eq!(added, 0);
        assert_eq!(a.num_local_vars(), 1);
        assert_eq!(b.num_local_vars(), 1);
        // Different divisors are kept apart.
        let mut c = IntegerRelation::new(PresburgerSpace::set(1, 0, 0));
        c.add_local_floor_div(&[Int::ONE, Int::ZERO], &Int::from(3));
        let added = a.merge_local_vars(&mut c);
        assert_eq!(added, 1);
        assert_eq!(c.num_local_vars(), 2);
    }

    #[test]
    fn symbols_align_by_identifier() {
        let mut a = IntegerRelation::new(PresburgerSpace::set(1, 2, 0));
        a.set_id(VarKind::Symbol, 0, Some(Identifier::Name("N".into())));
        a.set_id(VarKind::Symbol, 1, Some(Identifier::Name("M".into())));
        let mut b = IntegerRelation::from_i64_rows(PresburgerSpace::set(1, 2, 0), &[], &[&[1, 5, 7, 0]]);
        b.set_id(VarKind::Symbol, 0, Some(Identifier::Name("K".into())));
        b.set_id(VarKind::Symbol, 1, Some(Identifier::Name("N".into())));
        a.merge_and_align_symbols(&mut b);
        assert_eq!(a.num_symbol_vars(), 3);
        assert_eq!(b.num_symbol_vars(), 3);
        for i in 0..3 {
            assert_eq!(a.space().id(VarKind::Symbol, i), b.space().id(VarKind::Symbol, i));
        }
        // b's row: x + 5K + 7N  -> columns [x, N, M, K]
        assert_eq!(rows(&b).1, vec![vec![1, 7, 0, 5, 0]]);
    }

    /// Membership of a point (values of the non-local variables) with the
    /// locals existentially quantified over `[-60, 60]`.
    fn contains(rel: &IntegerRelation, point: &[i64]) -> bool {
        let nl = rel.num_local_vars();
        let mut full: Vec<Int> = point.iter().map(|&v| Int::from(v)).collect();
        full.extend(std::iter::repeat_n(Int::ZERO, nl));
        fn rec(rel: &IntegerRelation, full: &mut Vec<Int>, k: usize, start: usize) -> bool {
            if k == rel.num_local_vars() {
                return rel.contains_point(full);
            }
            for v in -60..=60 {
                full[start + k] = Int::from(v);
                if rec(rel, full, k + 1, start) {
                    return true;
                }
            }
            false
        }
        let start = point.len();
        rec(rel, &mut full, 0, start)
    }

    #[test]
    fn compose_with_divisions_matches_brute_force() {
        // r1: x -> y, y = floor(x / 2)  (local q with 2q <= x <= 2q + 1, y = q)
        let mut r1 = IntegerRelation::new(PresburgerSpace::relation(1, 1, 0, 0));
        r1.add_local_floor_div(&[Int::ONE, Int::ZERO, Int::ZERO], &Int::from(2));
        r1.add_equality(&[0, 1, -1, 0].map(Int::from));
        r1.add_inequality(&[1, 0, 0, 0].map(Int::from));
        r1.add_inequality(&[-1, 0, 0, 9].map(Int::from));
        // r2: y -> z, z = y + floor(y / 3)
        let mut r2 = IntegerRelation::new(PresburgerSpace::relation(1, 1, 0, 0));
        r2.add_local_floor_div(&[Int::ONE, Int::ZERO, Int::ZERO], &Int::from(3));
        r2.add_equality(&[1, -1, 1, 0].map(Int::from));
        let mut c = r2.clone();
        c.compose(&r1); // x -> z
        assert_eq!(c.num_domain_vars(), 1);
        assert_eq!(c.num_range_vars(), 1);
        for x in -2i64..12 {
            for z in -3i64..10 {
                let expected = (0..=9).contains(&x) && {
                    let y = x.div_euclid(2);
                    z == y + y.div_euclid(3)
                };
                assert_eq!(contains(&c, &[x, z]), expected, "x = {x}, z = {z}");
            }
        }
        let mut a = r1.clone();
        a.apply_range(&r2);
        assert_eq!(a, c);
    }

    #[test]
    fn compose_merges_symbols() {
        // r1: x -> y, y = x + N ; r2: y -> z, z = y + M.
        let mut r1 = IntegerRelation::from_i64_rows(PresburgerSpace::relation(1, 1, 1, 0), &[&[1, -1, 1, 0]], &[]);
        r1.set_id(VarKind::Symbol, 0, Some(Identifier::Name("N".into())));
        let mut r2 = IntegerRelation::from_i64_rows(PresburgerSpace::relation(1, 1, 1, 0), &[&[1, -1, 1, 0]], &[]);
        r2.set_id(VarKind::Symbol, 0, Some(Identifier::Name("M".into())));
        let mut c = r2.clone();
        c.compose(&r1);
        assert_eq!(c.num_symbol_vars(), 2);
        assert_eq!(c.num_local_vars(), 0);
        assert_eq!(c.space().id(VarKind::Symbol, 0), Some(&Identifier::Name("M".into())));
        assert_eq!(c.space().id(VarKind::Symbol, 1), Some(&Identifier::Name("N".into())));
        // (x, z, M, N) = (1, 1 + 5 + 7, 5, 7)
        assert!(c.contains_point(&[1, 13, 5, 7].map(Int::from)));
        assert!(!c.contains_point(&[1, 12, 5, 7].map(Int::from)));
        // Shared symbol: only one copy.
        let mut r3 = r2.clone();
        r3.set_id(VarKind::Symbol, 0, Some(Identifier::Name("N".into())));
        let mut d = r3.clone();
        d.compose(&r1);
        assert_eq!(d.num_symbol_vars(), 1);
        assert!(d.contains_point(&[1, 15, 7].map(Int::from)));
    }

    #[test]
    fn small_operations() {
        // add_bound / apply_domain / polyhedron views / unused locals.
        let mut r = IntegerRelation::new(PresburgerSpace::relation(1, 1, 0, 1));
        r.add_bound(BoundType::LB, 0, &Int::from(2));
        r.add_bound(BoundType::UB, 0, &Int::from(5));
        r.add_bound(BoundType::EQ, 1, &Int::from(-3));
        assert_eq!(rows(&r).1, vec![vec![1, 0, 0, -2], vec![-1, 0, 0, 5]]);
        assert_eq!(rows(&r).0, vec![vec![0, 1, 0, 3]]);
        r.remove_unused_local_vars();
        assert_eq!(r.num_local_vars(), 0);
        // apply_domain: r: A -> B, s: A -> C gives C -> B. s: c = a + 10.
        let s = IntegerRelation::from_i64_rows(PresburgerSpace::relation(1, 1, 0, 0), &[&[1, -1, 10]], &[]);
        let mut t = r.clone();
        t.apply_domain(&s);
        let mut q = t.clone();
        let nl = q.num_local_vars();
        let off = q.num_vars() - nl;
        q.project_out(off, nl);
        assert!(q.contains_point(&[12, -3].map(Int::from)));
        assert!(q.contains_point(&[15, -3].map(Int::from)));
        assert!(!q.contains_point(&[11, -3].map(Int::from)));
        assert!(IntegerPolyhedron::from_relation(r.clone()).is_none());
        let set = IntegerPolyhedron::from_relation(r.range_set().into_relation()).unwrap();
        assert_eq!(set.num_set_dims(), 1);
        let both = set.intersect_set(&set);
        assert_eq!(both.num_constraints(), 2 * set.num_constraints());
        assert_eq!(IntegerRelation::row_gcd(&[4, -6, 0].map(Int::from)), 2);
        let mut f = IntegerRelation::from_i64_rows(
            PresburgerSpace::set(3, 0, 0),
            &[&[1, 0, 0, -1], &[0, 0, 1, 2]],
            &[&[1, 1, 1, 0]],
        );
        f.constant_fold_var_range(0, 3);
        assert_eq!(f.num_vars(), 1);
        assert_eq!(rows(&f).1, vec![vec![1, -1]]);
    }

    #[test]
    fn remove_redundant_local_vars_unit_equalities() {
        // x = 2e0 + e1, e1 = 3: e1 is eliminated, e0 stays.
        let mut r = IntegerRelation::from_i64_rows(
            PresburgerSpace::set(1, 0, 2),
            &[&[1, -2, -1, 0], &[0, 0, 1, -3]],
            &[&[1, 0, 0, 0]],
        );
        r.remove_redundant_local_vars();
        assert_eq!(r.num_local_vars(), 1);
        assert_eq!(rows(&r).0, vec![vec![1, -2, -3]]);
        assert_eq!(rows(&r).1, vec![vec![1, 0, 0]]);
    }

    #[test]
    fn identifiers_follow_variables() {
        let mut r = IntegerRelation::new(PresburgerSpace::relation(2, 1, 1, 0));
        r.set_id(VarKind::Domain, 0, Some(Identifier::Name("a".into())));
        r.set_id(VarKind::Domain, 1, Some(Identifier::Opaque(7)));
        r.set_id(VarKind::Symbol, 0, Some(Identifier::Name("N".into())));
        r.insert_var(VarKind::Range, 0, 1);
        r.inverse();
        assert_eq!(r.space().id(VarKind::Range, 0), Some(&Identifier::Name("a".into())));
        assert_eq!(r.space().id(VarKind::Range, 1), Some(&Identifier::Opaque(7)));
        assert_eq!(r.space().id(VarKind::Domain, 0), None);
        assert_eq!(r.space().id(VarKind::Symbol, 0), Some(&Identifier::Name("N".into())));
        r.convert_to_local(VarKind::Range, 0, 1);
        assert_eq!(r.num_local_vars(), 1);
        assert_eq!(r.space().id(VarKind::Range, 0), Some(&Identifier::Opaque(7)));
    }

    #[test]
    fn intersect_domain_range() {
        let r = IntegerRelation::from_i64_rows(PresburgerSpace::relation(1, 1, 0, 0), &[&[1, -1, 0]], &[]);
        let dom = IntegerPolyhedron(IntegerRelation::from_i64_rows(PresburgerSpace::set(1, 0, 0), &[], &[&[1, -3]]));
        let mut r2 = r.clone();
        r2.intersect_domain(&dom);
        assert_eq!(rows(&r2).1, vec![vec![1, 0, -3]]);
        let mut r3 = r.clone();
        r3.intersect_range(&dom);
        assert_eq!(rows(&r3).1, vec![vec![0, 1, -3]]);
        let ds = r2.domain_set();
        assert_eq!(ds.num_set_dims(), 1);
        assert_eq!(ds.num_local_vars(), 1);
    }

    mod brute {
        use super::super::*;
        use proptest::prelude::*;

        const B: i64 = 3;

        /// A relation [a] -> [b] boxed in [-B, B]^2 plus random rows.
        fn rel(eqs: &[Vec<i64>], ineqs: &[Vec<i64>]) -> IntegerRelation {
            let mut r = IntegerRelation::new(PresburgerSpace::relation(1, 1, 0, 0));
            for v in 0..2 {
                r.add_bound(BoundType::LB, v, &Int::from(-B));
                r.add_bound(BoundType::UB, v, &Int::from(B));
            }
            for e in eqs {
                r.add_equality(&e.iter().map(|&x| Int::from(x)).collect::<Vec<_>>());
            }
            for i in ineqs {
                r.add_inequality(&i.iter().map(|&x| Int::from(x)).collect::<Vec<_>>());
            }
            r
        }

        /// Membership of the non-local point `fixed`, locals in [-B, B].
        fn has_pt(r: &IntegerRelation, fixed: &[i64]) -> bool {
            let mut full: Vec<Int> = fixed.iter().map(|&v| Int::from(v)).collect();
            let start = full.len();
            full.extend(std::iter::repeat_n(Int::ZERO, r.num_local_vars()));
            fn rec(r: &IntegerRelation, full: &mut Vec<Int>, k: usize) -> bool {
                if k == full.len() {
                    return r.contains_point(full);
                }
                (-B..=B).any(|v| {
                    full[k] = Int::from(v);
                    rec(r, full, k + 1)
                })
            }
            rec(r, &mut full, start)
        }

        fn has(r: &IntegerRelation, a: i64, b: i64) -> bool {
            has_pt(r, &[a, b])
        }

        fn row() -> impl Strategy<Value = Vec<i64>> {
            (proptest::collection::vec(-3i64..=3, 2), -4i64..=4).prop_map(|(mut v, c)| {
                v.push(c);
                v
            })
        }

        fn sys() -> impl Strategy<Value = (Vec<Vec<i64>>, Vec<Vec<i64>>)> {
            (proptest::collection::vec(row(), 0..=1), proptest::collection::vec(row(), 0..=2))
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(64))]

            #[test]
            fn compose_inverse_intersect_match_brute_force(s1 in sys(), s2 in sys()) {
                let r1 = rel(&s1.0, &s1.1); // x -> y
                let r2 = rel(&s2.0, &s2.1); // y -> z
                let mut c = r2.clone();
                c.compose(&r1);
                let mut inv = r1.clone();
                inv.inverse();
                let inter = r1.intersect(&r2);
                for x in -B..=B {
                    for z in -B..=B {
                        let want = (-B..=B).any(|y| has(&r1, x, y) && has(&r2, y, z));
                        prop_assert_eq!(has(&c, x, z), want, "compose at ({}, {})", x, z);
                        prop_assert_eq!(has(&inv, z, x), has(&r1, x, z));
                        prop_assert_eq!(has(&inter, x, z), has(&r1, x, z) && has(&r2, x, z));
                    }
                }
                let dom = r1.domain_set();
                let ran = r1.range_set();
                for v in -B..=B {
                    let d = (-B..=B).any(|y| has(&r1, v, y));
                    let rr = (-B..=B).any(|x| has(&r1, x, v));
                    prop_assert_eq!(has_pt(&dom, &[v]), d);
                    prop_assert_eq!(has_pt(&ran, &[v]), rr);
                }
            }
        }
    }
}

//! A dense row-major matrix of coefficients used to store constraint rows.
//!
//! Rows are contiguous slices of one flat buffer. Column insertion, removal
//! and moves rearrange each row in place (no new buffer, no per-row
//! allocation); over `i64` they are plain memory moves.

use crate::coeff::{Checked, Coeff, gcd_of, normalize_slice};
use crate::int::Int;

/// Dense row-major matrix over a coefficient type (exact [`Int`] by default).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Matrix<T = Int> {
    rows: usize,
    cols: usize,
    data: Vec<T>,
}

impl<T: Coeff> Matrix<T> {
    /// A `rows x cols` matrix of zeros.
    pub fn new(rows: usize, cols: usize) -> Self {
        Matrix { rows, cols, data: vec![T::ZERO; rows * cols] }
    }

    /// An empty matrix with `cols` columns and room for `rows` rows.
    pub fn with_capacity(rows: usize, cols: usize) -> Self {
        Matrix { rows: 0, cols, data: Vec::with_capacity(rows * cols) }
    }

    /// Number of rows.
    #[inline]
    pub fn num_rows(&self) -> usize {
        self.rows
    }

    /// Number of columns.
    #[inline]
    pub fn num_cols(&self) -> usize {
        self.cols
    }

    /// Row `i` as a slice.
    #[inline]
    pub fn row(&self, i: usize) -> &[T] {
        &self.data[i * self.cols..(i + 1) * self.cols]
    }

    /// Row `i` as a mutable slice.
    #[inline]
    pub fn row_mut(&mut self, i: usize) -> &mut [T] {
        &mut self.data[i * self.cols..(i + 1) * self.cols]
    }

    /// Rows `i` (mutable) and `j` (shared), `i != j`.
    #[inline]
    pub fn row_pair_mut(&mut self, i: usize, j: usize) -> (&mut [T], &[T]) {
        assert_ne!(i, j, "row_pair_mut: same row");
        let c = self.cols;
        if i < j {
            let (a, b) = self.data.split_at_mut(j * c);
            (&mut a[i * c..(i + 1) * c], &b[..c])
        } else {
            let (a, b) = self.data.split_at_mut(i * c);
            (&mut b[..c], &a[j * c..(j + 1) * c])
        }
    }

    /// Entry `(i, j)`.
    #[inline]
    pub fn at(&self, i: usize, j: usize) -> &T {
        &self.data[i * self.cols + j]
    }

    /// Mutable entry `(i, j)`.
    #[inline]
    pub fn at_mut(&mut self, i: usize, j: usize) -> &mut T {
        &mut self.data[i * self.cols + j]
    }

    /// Iterates over rows.
    pub fn rows(&self) -> impl Iterator<Item = &[T]> {
        (0..self.rows).map(move |i| self.row(i))
    }

    /// Appends a row (must have `num_cols()` entries); returns its index.
    pub fn append_row(&mut self, row: &[T]) -> usize {
        assert_eq!(row.len(), self.cols, "append_row: wrong row length");
        self.data.extend_from_slice(row);
        self.rows += 1;
        self.rows - 1
    }

    /// Appends a zero row; returns its index.
    pub fn append_zero_row(&mut self) -> usize {
        self.data.resize(self.data.len() + self.cols, T::ZERO);
        self.rows += 1;
        self.rows - 1
    }

    /// Appends a zero row; returns every earlier row (as one flat slice,
    /// `num_cols()` entries per row) and the new row, so the new row can be
    /// computed from earlier ones without a separate buffer.
    pub fn push_row_after(&mut self) -> (&[T], &mut [T]) {
        let start = self.data.len();
        self.data.resize(start + self.cols, T::ZERO);
        self.rows += 1;
        let (old, new) = self.data.split_at_mut(start);
        (old, new)
    }

    /// Reserves room for `n` more rows.
    pub fn reserve_rows(&mut self, n: usize) {
        self.data.reserve(n * self.cols);
    }

    /// Makes `self` a copy of `src`, reusing `self`'s buffer.
    pub fn copy_from(&mut self, src: &Matrix<T>) {
        self.data.clone_from(&src.data);
        self.rows = src.rows;
        self.cols = src.cols;
    }

    /// Removes row `i`.
    pub fn remove_row(&mut self, i: usize) {
        self.remove_rows(i, 1);
    }

    /// Removes `n` rows starting at `i`.
    pub fn remove_rows(&mut self, i: usize, n: usize) {
        assert!(i + n <= self.rows);
        self.data.drain(i * self.cols..(i + n) * self.cols);
        self.rows -= n;
    }

    /// Keeps only the rows for which `keep` returns true (order preserved).
    pub fn retain_rows(&mut self, mut keep: impl FnMut(usize, &[T]) -> bool) {
        let mut out = 0;
        for r in 0..self.rows {
            if keep(r, self.row(r)) {
                if out != r {
                    for c in 0..self.cols {
                        let v = std::mem::take(&mut self.data[r * self.cols + c]);
                        self.data[out * self.cols + c] = v;
                    }
                }
                out += 1;
            }
        }
        self.rows = out;
        self.data.truncate(out * self.cols);
    }

    /// Truncates to the first `n` rows.
    pub fn truncate_rows(&mut self, n: usize) {
        if n < self.rows {
            self.rows = n;
            self.data.truncate(n * self.cols);
        }
    }

    /// Swaps rows `a` and `b`.
    pub fn swap_rows(&mut self, a: usize, b: usize) {
        if a == b {
            return;
        }
        for c in 0..self.cols {
            self.data.swap(a * self.cols + c, b * self.cols + c);
        }
    }

    /// Inserts `n` zero columns before column `pos` (in place).
    pub fn insert_columns(&mut self, pos: usize, n: usize) {
        assert!(pos <= self.cols);
        if n == 0 {
            return;
        }
        let (old, new) = (self.cols, self.cols + n);
        self.data.resize(self.rows * new, T::ZERO);
        // Every entry moves to a larger index: go backwards.
        for r in (0..self.rows).rev() {
            let (src, dst) = (r * old, r * new);
            T::move_within(&mut self.data, src + pos..src + old, dst + pos + n);
            if src != dst {
                T::move_within(&mut self.data, src..src + pos, dst);
            }
            for v in &mut self.data[dst + pos..dst + pos + n] {
                *v = T::ZERO;
            }
        }
        self.cols = new;
    }

    /// A copy with `n` zero columns inserted before column `pos` and room
    /// for `extra_rows` more rows (one allocation, no later growth).
    pub fn widened_copy(&self, pos: usize, n: usize, extra_rows: usize) -> Matrix<T> {
        assert!(pos <= self.cols);
        let cols = self.cols + n;
        let mut data = Vec::with_capacity((self.rows + extra_rows) * cols);
        for r in 0..self.rows {
            let row = self.row(r);
            data.extend_from_slice(&row[..pos]);
            data.extend(std::iter::repeat_n(T::ZERO, n));
            data.extend_from_slice(&row[pos..]);
        }
        Matrix { rows: self.rows, cols, data }
    }

    /// Makes `self` a copy of `src` with `n` zero columns inserted before
    /// column `pos` ([`Matrix::widened_copy`] into `self`'s buffer, so a
    /// scratch matrix refilled in a loop allocates nothing once warm).
    pub fn copy_widened_from(&mut self, src: &Matrix<T>, pos: usize, n: usize) {
        assert!(pos <= src.cols);
        self.data.clear();
        for r in 0..src.rows {
            let row = src.row(r);
            self.data.extend_from_slice(&row[..pos]);
            self.data.extend(std::iter::repeat_n(T::ZERO, n));
            self.data.extend_from_slice(&row[pos..]);
        }
        self.rows = src.rows;
        self.cols = src.cols + n;
    }

    /// Removes `n` columns starting at `pos` (in place).
    pub fn remove_columns(&mut self, pos: usize, n: usize) {
        assert!(pos + n <= self.cols);
        if n == 0 {
            return;
        }
        let (old, new) = (self.cols, self.cols - n);
        // Every kept entry moves to a smaller index: go forwards.
        for r in 0..self.rows {
            let (src, dst) = (r * old, r * new);
            if src != dst {
                T::move_within(&mut self.data, src..src + pos, dst);
            }
            T::move_within(&mut self.data, src + pos + n..src + old, dst + pos);
        }
        self.data.truncate(self.rows * new);
        self.cols = new;
    }

    /// Removes every column `c` with `remove[c]` (in place, one pass over
    /// the entries).
    pub fn remove_column_set(&mut self, remove: &[bool]) {
        assert_eq!(remove.len(), self.cols);
        let new = remove.iter().filter(|&&r| !r).count();
        if new == self.cols {
            return;
        }
        let mut w = 0;
        for r in 0..self.rows {
            for (c, &gone) in remove.iter().enumerate() {
                if !gone {
                    self.data[w] = self.data[r * self.cols + c].clone();
                    w += 1;
                }
            }
        }
        self.data.truncate(self.rows * new);
        self.cols = new;
    }

    /// Replaces the rows by `count` rows without column `col`, row `k`
    /// written by `fill(old, out, k)` where `old` holds the current rows
    /// (row-major) and `out` is the new row (zeros on entry). The new rows
    /// are written after the old ones in the same buffer, which then moves
    /// to the front in one move. When `fill` fails the matrix is left as
    /// it was and the error is returned.
    pub fn rebuild_without_column<E>(
        &mut self,
        col: usize,
        count: usize,
        mut fill: impl FnMut(&[T], &mut [T], usize) -> Result<(), E>,
    ) -> Result<(), E> {
        assert!(col < self.cols);
        let old_len = self.rows * self.cols;
        let new_cols = self.cols - 1;
        self.data.resize(old_len + count * new_cols, T::ZERO);
        let (old, new) = self.data.split_at_mut(old_len);
        if new_cols > 0 {
            for (k, out) in new.chunks_exact_mut(new_cols).enumerate() {
                if let Err(e) = fill(old, out, k) {
                    self.data.truncate(old_len);
                    return Err(e);
                }
            }
        } else {
            for k in 0..count {
                if let Err(e) = fill(old, &mut [], k) {
                    self.data.truncate(old_len);
                    return Err(e);
                }
            }
        }
        self.data.drain(..old_len);
        self.rows = count;
        self.cols = new_cols;
        Ok(())
    }

    /// Moves the columns `[start, start + n)` so that they begin at column
    /// `to` of the result, keeping the order of every other column (a
    /// rotation of each row, in place).
    pub fn move_columns(&mut self, start: usize, n: usize, to: usize) {
        assert!(start + n <= self.cols && to + n <= self.cols);
        if n == 0 || start == to {
            return;
        }
        for r in 0..self.rows {
            let row = self.row_mut(r);
            if to > start {
                row[start..to + n].rotate_left(n);
            } else {
                row[to..start + n].rotate_right(n);
            }
        }
    }

    /// Swaps columns `a` and `b`.
    pub fn swap_columns(&mut self, a: usize, b: usize) {
        if a == b {
            return;
        }
        for r in 0..self.rows {
            self.data.swap(r * self.cols + a, r * self.cols + b);
        }
    }

    /// `col[dst] += scale * col[src]` for every row.
    pub fn add_to_column(&mut self, src: usize, dst: usize, scale: &T) -> Checked<()> {
        for r in 0..self.rows {
            let s = self.data[r * self.cols + src].clone();
            if !s.is_zero() {
                self.data[r * self.cols + dst].add_mul(&s, scale)?;
            }
        }
        Ok(())
    }

    /// Negates row `i`.
    pub fn negate_row(&mut self, i: usize) -> Checked<()> {
        for v in self.row_mut(i) {
            *v = v.neg()?;
        }
        Ok(())
    }

    /// Divides row `i` by the gcd of its entries (all columns); returns the gcd.
    pub fn normalize_row(&mut self, i: usize) -> Checked<T> {
        normalize_slice(self.row_mut(i))
    }

    /// Divides the first `n` entries of row `i` by their gcd (the remaining
    /// entries are left alone); returns the gcd.
    pub fn normalize_row_prefix(&mut self, i: usize, n: usize) -> Checked<T> {
        let row = self.row_mut(i);
        let g = gcd_of(&row[..n])?;
        if !g.is_zero() && !g.is_one() {
            crate::coeff::divide_slice(&mut row[..n], &g)?;
        }
        Ok(g)
    }

    /// Sets every entry of row `i` to zero.
    pub fn fill_row_zero(&mut self, i: usize) {
        for v in self.row_mut(i) {
            *v = T::ZERO;
        }
    }
}

impl Matrix<Int> {
    /// The matrix over `U`, converting directly from exact integers.
    pub fn to_coeffs<U: Coeff>(&self) -> Checked<Matrix<U>> {
        let data = self.data.iter().map(U::from_int).collect::<Checked<Vec<U>>>()?;
        Ok(Matrix { rows: self.rows, cols: self.cols, data })
    }
}

impl<T: Coeff> Matrix<T> {
    /// The matrix over exact integers.
    pub fn to_int_matrix(&self) -> Matrix<Int> {
        Matrix { rows: self.rows, cols: self.cols, data: self.data.iter().map(Coeff::to_int).collect() }
    }
}

/// Divides a slice by the gcd of its entries (if > 1); returns the gcd.
pub fn normalize_slice_int(row: &mut [Int]) -> Int {
    crate::coeff::exact(normalize_slice(row))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(v: &[i64]) -> Vec<Int> {
        v.iter().map(|&x| Int::from(x)).collect()
    }

    #[test]
    fn column_ops() {
        let mut m: Matrix = Matrix::new(0, 3);
        m.append_row(&r(&[1, 2, 3]));
        m.append_row(&r(&[4, 5, 6]));
        m.insert_columns(1, 2);
        assert_eq!(m.row(0), r(&[1, 0, 0, 2, 3]).as_slice());
        assert_eq!(m.row(1), r(&[4, 0, 0, 5, 6]).as_slice());
        m.swap_columns(0, 4);
        assert_eq!(m.row(1), r(&[6, 0, 0, 5, 4]).as_slice());
        m.remove_columns(1, 2);
        assert_eq!(m.row(1), r(&[6, 5, 4]).as_slice());
        m.add_to_column(0, 2, &Int::from(2)).unwrap();
        assert_eq!(m.row(0), r(&[3, 2, 7]).as_slice());
        m.retain_rows(|i, _| i == 1);
        assert_eq!(m.num_rows(), 1);
        assert_eq!(m.row(0), r(&[6, 5, 16]).as_slice());
        let mut w: Matrix = Matrix::new(0, 5);
        w.append_row(&r(&[1, 2, 3, 4, 5]));
        w.append_row(&r(&[6, 7, 8, 9, 10]));
        w.remove_column_set(&[false, true, false, true, false]);
        assert_eq!((w.num_rows(), w.num_cols()), (2, 3));
        assert_eq!(w.row(0), r(&[1, 3, 5]).as_slice());
        assert_eq!(w.row(1), r(&[6, 8, 10]).as_slice());
        let mut v = r(&[4, -6, 8]);
        assert_eq!(normalize_slice_int(&mut v), 2);
        assert_eq!(v, r(&[2, -3, 4]));
    }

    /// Rebuilding reads the old rows, drops the column, and leaves the
    /// matrix unchanged when a row fails (over machine and exact integers).
    #[test]
    fn rebuild_without_column() {
        let mut m: Matrix<i64> = Matrix::new(0, 3);
        m.append_row(&[1, 2, 3]);
        m.append_row(&[4, 5, 6]);
        let copy_pairs = |m: &mut Matrix<i64>| {
            m.rebuild_without_column(1, 3, |old, out, k| {
                let src = &old[(k % 2) * 3..(k % 2) * 3 + 3];
                out.copy_from_slice(&[src[0] * 10, src[2]]);
                Ok::<(), ()>(())
            })
        };
        assert_eq!(copy_pairs(&mut m), Ok(()));
        assert_eq!((m.num_rows(), m.num_cols()), (3, 2));
        assert_eq!((m.row(0), m.row(1), m.row(2)), (&[10, 3][..], &[40, 6][..], &[10, 3][..]));
        let before = m.clone();
        let failed = m.rebuild_without_column(0, 2, |_, out, k| {
            out[0] = 7;
            if k == 1 { Err("row 1") } else { Ok(()) }
        });
        assert_eq!(failed, Err("row 1"));
        assert_eq!(m, before);
        let mut e: Matrix = Matrix::new(0, 3);
        e.append_row(&r(&[1, 2, 3]));
        e.rebuild_without_column(2, 2, |old, out, k| {
            out.clone_from_slice(&old[..2]);
            out[1] = Int::from(k as i64);
            Ok::<(), ()>(())
        })
        .unwrap();
        assert_eq!((e.row(0), e.row(1)), (r(&[1, 0]).as_slice(), r(&[1, 1]).as_slice()));
    }

    #[test]
    fn moves_and_conversions() {
        let mut m: Matrix<i64> = Matrix::new(0, 5);
        m.append_row(&[0, 1, 2, 3, 4]);
        m.append_row(&[10, 11, 12, 13, 14]);
        m.move_columns(0, 2, 3);
        assert_eq!(m.row(0), &[2, 3, 4, 0, 1]);
        m.move_columns(3, 2, 0);
        assert_eq!(m.row(1), &[10, 11, 12, 13, 14]);
        m.move_columns(3, 1, 1);
        assert_eq!(m.row(1), &[10, 13, 11, 12, 14]);
        let big = m.to_int_matrix();
        assert_eq!(big.to_coeffs::<i64>().unwrap(), m);
        let mut huge: Matrix = Matrix::new(1, 1);
        *huge.at_mut(0, 0) = &Int::from(i64::MAX) + &Int::ONE;
        assert!(huge.to_coeffs::<i64>().is_err());
        let mut rows: Matrix<i64> = Matrix::new(3, 2);
        *rows.at_mut(0, 0) = 7;
        let (a, b) = rows.row_pair_mut(2, 0);
        a[1] = b[0];
        assert_eq!(rows.row(2), &[0, 7]);
    }
}

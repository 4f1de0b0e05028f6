//! A dense row-major matrix of [`Int`] used to store constraint rows.
//!
//! Column insertion/removal rebuilds the storage (rows are short and the
//! number of constraints is small in practice), which keeps the layout simple
//! and row slices contiguous.

use crate::int::{Int, gcd};

/// Dense row-major integer matrix.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Matrix {
    rows: usize,
    cols: usize,
    data: Vec<Int>,
}

impl Matrix {
    /// A `rows x cols` matrix of zeros.
    pub fn new(rows: usize, cols: usize) -> Self {
        Matrix { rows, cols, data: vec![Int::ZERO; rows * cols] }
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
    pub fn row(&self, i: usize) -> &[Int] {
        &self.data[i * self.cols..(i + 1) * self.cols]
    }

    /// Row `i` as a mutable slice.
    #[inline]
    pub fn row_mut(&mut self, i: usize) -> &mut [Int] {
        &mut self.data[i * self.cols..(i + 1) * self.cols]
    }

    /// Entry `(i, j)`.
    #[inline]
    pub fn at(&self, i: usize, j: usize) -> &Int {
        &self.data[i * self.cols + j]
    }

    /// Mutable entry `(i, j)`.
    #[inline]
    pub fn at_mut(&mut self, i: usize, j: usize) -> &mut Int {
        &mut self.data[i * self.cols + j]
    }

    /// Iterates over rows.
    pub fn rows(&self) -> impl Iterator<Item = &[Int]> {
        (0..self.rows).map(move |i| self.row(i))
    }

    /// Appends a row (must have `num_cols()` entries); returns its index.
    pub fn append_row(&mut self, row: &[Int]) -> usize {
        assert_eq!(row.len(), self.cols, "append_row: wrong row length");
        self.data.extend_from_slice(row);
        self.rows += 1;
        self.rows - 1
    }

    /// Appends a zero row; returns its index.
    pub fn append_zero_row(&mut self) -> usize {
        self.data.resize(self.data.len() + self.cols, Int::ZERO);
        self.rows += 1;
        self.rows - 1
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
    pub fn retain_rows(&mut self, mut keep: impl FnMut(usize, &[Int]) -> bool) {
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

    /// Inserts `n` zero columns before column `pos`.
    pub fn insert_columns(&mut self, pos: usize, n: usize) {
        assert!(pos <= self.cols);
        if n == 0 {
            return;
        }
        let new_cols = self.cols + n;
        let mut data = Vec::with_capacity(self.rows * new_cols);
        for r in 0..self.rows {
            let row = &mut self.data[r * self.cols..(r + 1) * self.cols];
            for v in row[..pos].iter_mut() {
                data.push(std::mem::take(v));
            }
            data.extend(std::iter::repeat_n(Int::ZERO, n));
            for v in row[pos..].iter_mut() {
                data.push(std::mem::take(v));
            }
        }
        self.data = data;
        self.cols = new_cols;
    }

    /// Removes `n` columns starting at `pos`.
    pub fn remove_columns(&mut self, pos: usize, n: usize) {
        assert!(pos + n <= self.cols);
        if n == 0 {
            return;
        }
        let new_cols = self.cols - n;
        let mut data = Vec::with_capacity(self.rows * new_cols);
        for r in 0..self.rows {
            let row = &mut self.data[r * self.cols..(r + 1) * self.cols];
            for (c, v) in row.iter_mut().enumerate() {
                if c < pos || c >= pos + n {
                    data.push(std::mem::take(v));
                }
            }
        }
        self.data = data;
        self.cols = new_cols;
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
    pub fn add_to_column(&mut self, src: usize, dst: usize, scale: &Int) {
        for r in 0..self.rows {
            let s = self.data[r * self.cols + src].clone();
            self.data[r * self.cols + dst].add_mul(&s, scale);
        }
    }

    /// Negates row `i`.
    pub fn negate_row(&mut self, i: usize) {
        for v in self.row_mut(i) {
            *v = -&*v;
        }
    }

    /// Divides row `i` by the gcd of its entries (all columns); returns the gcd.
    pub fn normalize_row(&mut self, i: usize) -> Int {
        normalize_slice(self.row_mut(i))
    }

    /// Divides the first `n` entries of row `i` by their gcd (the remaining
    /// entries are left alone); returns the gcd.
    pub fn normalize_row_prefix(&mut self, i: usize, n: usize) -> Int {
        let row = self.row_mut(i);
        let g = crate::int::gcd_slice(&row[..n]);
        if g > 1 {
            for v in row[..n].iter_mut() {
                *v = v.exact_div(&g);
            }
        }
        g
    }

    /// Sets every entry of row `i` to zero.
    pub fn fill_row_zero(&mut self, i: usize) {
        for v in self.row_mut(i) {
            *v = Int::ZERO;
        }
    }
}

/// Divides a slice by the gcd of its entries (if > 1); returns the gcd.
pub fn normalize_slice(row: &mut [Int]) -> Int {
    let mut g = Int::ZERO;
    for v in row.iter() {
        if !v.is_zero() {
            g = gcd(&g, v);
            if g.is_one() {
                return g;
            }
        }
    }
    if g > 1 {
        for v in row.iter_mut() {
            *v = v.exact_div(&g);
        }
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(v: &[i64]) -> Vec<Int> {
        v.iter().map(|&x| Int::from(x)).collect()
    }

    #[test]
    fn column_ops() {
        let mut m = Matrix::new(0, 3);
        m.append_row(&r(&[1, 2, 3]));
        m.append_row(&r(&[4, 5, 6]));
        m.insert_columns(1, 2);
        assert_eq!(m.row(0), r(&[1, 0, 0, 2, 3]).as_slice());
        m.swap_columns(0, 4);
        assert_eq!(m.row(1), r(&[6, 0, 0, 5, 4]).as_slice());
        m.remove_columns(1, 2);
        assert_eq!(m.row(1), r(&[6, 5, 4]).as_slice());
        m.add_to_column(0, 2, &Int::from(2));
        assert_eq!(m.row(0), r(&[3, 2, 7]).as_slice());
        m.retain_rows(|i, _| i == 1);
        assert_eq!(m.num_rows(), 1);
        assert_eq!(m.row(0), r(&[6, 5, 16]).as_slice());
        let mut v = r(&[4, -6, 8]);
        assert_eq!(normalize_slice(&mut v), 2);
        assert_eq!(v, r(&[2, -3, 4]));
    }
}

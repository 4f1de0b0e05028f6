//! Construction-time simplification of affine expressions, reproducing
//! MLIR's `simplifyAdd`, `simplifyMul`, `simplifyFloorDiv`, `simplifyCeilDiv`
//! and `simplifyMod` (mlir/lib/IR/AffineExpr.cpp, LLVM 22 behaviour).
//!
//! Each `simplify_*` returns `None` when no rule applies, in which case the
//! caller interns the plain binary node.

use super::store::{AffineExpr, AffineExprData, AffineExprKind, AffineStore};

/// Floor division `a / b` (rounding toward negative infinity); `None` on
/// division by zero or overflow (`i64::MIN / -1`).
pub(crate) fn floor_div_i64(a: i64, b: i64) -> Option<i64> {
    if b == 0 {
        return None;
    }
    let q = a.checked_div(b)?;
    if (a % b != 0) && ((a < 0) != (b < 0)) { Some(q - 1) } else { Some(q) }
}

/// Ceiling division `a / b`; `None` on division by zero or overflow.
pub(crate) fn ceil_div_i64(a: i64, b: i64) -> Option<i64> {
    if b == 0 {
        return None;
    }
    let q = a.checked_div(b)?;
    if (a % b != 0) && ((a < 0) == (b < 0)) { Some(q + 1) } else { Some(q) }
}

/// MLIR's `mod` for a positive modulus: result in `[0, b)`. `None` if `b < 1`.
pub(crate) fn mod_i64(a: i64, b: i64) -> Option<i64> {
    if b < 1 {
        return None;
    }
    Some(a.rem_euclid(b))
}

/// Greatest common divisor of absolute values (as `llvm::GreatestCommonDivisor64`
/// on `uint64_t`), returned as `i64` with wrapping for `|i64::MIN|`.
pub(crate) fn gcd_i64(a: i64, b: i64) -> i64 {
    let (mut x, mut y) = (a.unsigned_abs(), b.unsigned_abs());
    while y != 0 {
        let t = x % y;
        x = y;
        y = t;
    }
    x as i64
}

/// `std::gcd((uint64_t)a, (uint64_t)b)` as MLIR's `getLargestKnownDivisor`
/// computes it (negative inputs are reinterpreted, not negated).
pub(crate) fn gcd_u64_cast(a: i64, b: i64) -> i64 {
    let (mut x, mut y) = (a as u64, b as u64);
    while y != 0 {
        let t = x % y;
        x = y;
        y = t;
    }
    x as i64
}

impl AffineStore {
    /// Leaf ordering rule of MLIR 22: two dims (or two symbols) are ordered by
    /// position (`d1 + d0` -> `d0 + d1`, `s1 * s0` -> `s0 * s1`).
    fn leaves_out_of_order(&self, lhs: AffineExpr, rhs: AffineExpr) -> bool {
        match (self.data(lhs), self.data(rhs)) {
            (AffineExprData::Dim(a), AffineExprData::Dim(b)) => a > b,
            (AffineExprData::Symbol(a), AffineExprData::Symbol(b)) => a > b,
            _ => false,
        }
    }

    fn binary_of_kind(&self, e: AffineExpr, kind: AffineExprKind) -> Option<(AffineExpr, AffineExpr)> {
        match self.data(e) {
            AffineExprData::Binary(k, l, r) if k == kind => Some((l, r)),
            _ => None,
        }
    }

    pub(crate) fn simplify_add(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let lhs_const = self.as_constant(lhs);
        let rhs_const = self.as_constant(rhs);
        // Fold constants (not when the sum overflows).
        if let (Some(a), Some(b)) = (lhs_const, rhs_const) {
            return a.checked_add(b).map(|v| self.constant(v));
        }
        // Canonicalize so that only the RHS is a constant, and a symbolic
        // operand goes to the RHS.
        if lhs_const.is_some() || (self.is_symbolic_or_constant(lhs) && !self.is_symbolic_or_constant(rhs)) {
            return Some(self.add(rhs, lhs));
        }
        if self.leaves_out_of_order(lhs, rhs) {
            return Some(self.add(rhs, lhs));
        }
        // Addition with zero.
        if rhs_const == Some(0) {
            return Some(lhs);
        }
        let l_add = self.binary_of_kind(lhs, AffineExprKind::Add);
        // (d0 + 2) + 3 -> d0 + 5.
        if let (Some((ll, lr)), Some(c)) = (l_add, rhs_const)
            && let Some(lc) = self.as_constant(lr)
        {
            let sum = self.constant(lc.wrapping_add(c));
            return Some(self.add(ll, sum));
        }
        // c1 * e + c2 * e -> (c1 + c2) * e.
        let (first, c1) = match self.binary_of_kind(lhs, AffineExprKind::Mul) {
            Some((x, r)) if self.as_constant(r).is_some() => (x, self.as_constant(r).unwrap_or(1)),
            _ => (lhs, 1),
        };
        let (second, c2) = match self.binary_of_kind(rhs, AffineExprKind::Mul) {
            Some((x, r)) if self.as_constant(r).is_some() => (x, self.as_constant(r).unwrap_or(1)),
            _ => (rhs, 1),
        };
        if first == second {
            let c = self.constant(c1.wrapping_add(c2));
            return Some(self.mul(first, c));
        }
        // (d0 + 2) + d1 -> (d0 + d1) + 2.
        if let Some((ll, lr)) = l_add
            && self.as_constant(lr).is_some()
        {
            let inner = self.add(ll, rhs);
            return Some(self.add(inner, lr));
        }
        // expr - q * (expr floordiv q) -> expr mod q.
        let (lrhs, rrhs) = self.binary_of_kind(rhs, AffineExprKind::Mul)?;
        if self.as_constant(rrhs) == Some(-1)
            && let Some((llrhs, rlrhs)) = self.binary_of_kind(lrhs, AffineExprKind::Mul)
        {
            let (fl, fr) = self.binary_of_kind(llrhs, AffineExprKind::FloorDiv)?;
            if fr == rlrhs && lhs == fl {
                return Some(self.modulo(lhs, rlrhs));
            }
        }
        let (llrhs, rlrhs) = self.binary_of_kind(lrhs, AffineExprKind::FloorDiv)?;
        let neg_rrhs = self.neg(rrhs);
        if lhs == llrhs && rlrhs == neg_rrhs {
            return Some(self.modulo(lhs, rlrhs));
        }
        // `(x + y) + (e floordiv q) * k`: if `y + (e floordiv q) * k`
        // simplifies on its own (e.g. to `y mod q`, or by moving a symbolic
        // `y` to the right), rebuild as `x + (simplified)` (mlir-opt 22).
        if let Some((ll, lr)) = l_add
            && let Some(t) = self.simplify_add(lr, rhs)
        {
            return Some(self.add(ll, t));
        }
        None
    }

    pub(crate) fn simplify_mul(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let lhs_const = self.as_constant(lhs);
        let rhs_const = self.as_constant(rhs);
        if let (Some(a), Some(b)) = (lhs_const, rhs_const) {
            return a.checked_mul(b).map(|v| self.constant(v));
        }
        let lhs_sym = self.is_symbolic_or_constant(lhs);
        let rhs_sym = self.is_symbolic_or_constant(rhs);
        if !lhs_sym && !rhs_sym {
            // Non-affine product (MLIR asserts); keep it as built.
            return None;
        }
        // Constant / symbolic term goes to the RHS.
        if !rhs_sym || lhs_const.is_some() {
            return Some(self.mul(rhs, lhs));
        }
        if self.leaves_out_of_order(lhs, rhs) {
            return Some(self.mul(rhs, lhs));
        }
        match rhs_const {
            Some(1) => return Some(lhs),
            Some(0) => return Some(rhs),
            _ => {}
        }
        if let Some((ll, lr)) = self.binary_of_kind(lhs, AffineExprKind::Mul)
            && let Some(lc) = self.as_constant(lr)
        {
            // (d0 * 2) * 3 -> d0 * 6.
            if let Some(c) = rhs_const {
                let prod = self.constant(lc.wrapping_mul(c));
                return Some(self.mul(ll, prod));
            }
            // (d0 * 2) * s0 -> (d0 * s0) * 2.
            let inner = self.mul(ll, rhs);
            return Some(self.mul(inner, lr));
        }
        None
    }

    pub(crate) fn simplify_floor_div(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let c = self.as_constant(rhs)?;
        if c == 0 {
            return None;
        }
        if let Some(a) = self.as_constant(lhs) {
            return floor_div_i64(a, c).map(|v| self.constant(v));
        }
        if c == 1 {
            return Some(lhs);
        }
        match self.data(lhs) {
            AffineExprData::Binary(AffineExprKind::Mul, ll, lr) => {
                let lc = self.as_constant(lr)?;
                if lc.wrapping_rem(c) == 0 {
                    let q = self.constant(lc.wrapping_div(c));
                    return Some(self.mul(ll, q));
                }
                None
            }
            AffineExprData::Binary(AffineExprKind::Add, ll, lr) => {
                let dl = self.largest_known_divisor(ll);
                let dr = self.largest_known_divisor(lr);
                if dl.wrapping_rem(c) == 0 || dr.wrapping_rem(c) == 0 {
                    let a = self.floor_div(ll, rhs);
                    let b = self.floor_div(lr, rhs);
                    return Some(self.add(a, b));
                }
                None
            }
            _ => None,
        }
    }

    pub(crate) fn simplify_ceil_div(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let c = self.as_constant(rhs)?;
        if c == 0 {
            return None;
        }
        if let Some(a) = self.as_constant(lhs) {
            return ceil_div_i64(a, c).map(|v| self.constant(v));
        }
        if c == 1 {
            return Some(lhs);
        }
        if let Some((ll, lr)) = self.binary_of_kind(lhs, AffineExprKind::Mul)
            && let Some(lc) = self.as_constant(lr)
            && lc.wrapping_rem(c) == 0
        {
            let q = self.constant(lc.wrapping_div(c));
            return Some(self.mul(ll, q));
        }
        None
    }

    pub(crate) fn simplify_mod(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let c = self.as_constant(rhs)?;
        if c < 1 {
            return None;
        }
        if let Some(a) = self.as_constant(lhs) {
            return mod_i64(a, c).map(|v| self.constant(v));
        }
        if self.largest_known_divisor(lhs).wrapping_rem(c) == 0 {
            return Some(self.constant(0));
        }
        match self.data(lhs) {
            AffineExprData::Binary(AffineExprKind::Add, ll, lr) => {
                if self.largest_known_divisor(ll).wrapping_rem(c) == 0 {
                    return Some(self.modulo(lr, rhs));
                }
                if self.largest_known_divisor(lr).wrapping_rem(c) == 0 {
                    return Some(self.modulo(ll, rhs));
                }
                None
            }
            AffineExprData::Binary(AffineExprKind::Mod, ll, lr) => {
                let inner = self.as_constant(lr)?;
                if inner >= 1 && inner.rem_euclid(c) == 0 {
                    return Some(self.modulo(ll, rhs));
                }
                None
            }
            _ => None,
        }
    }
}

//! Coefficient types of the elimination and simplex kernels.
//!
//! The algorithms of this crate are written once, generically over a
//! [`Coeff`], and run with one of two types:
//!
//! - `i64` and `i128`: machine integers, no allocation, every operation
//!   checked. An operation whose exact result does not fit returns
//!   [`Overflow`] and the whole computation is abandoned (`i64` for the
//!   elimination kernels, whose coefficients stay small; `i128` for the
//!   simplex, whose entries are subdeterminants and outgrow `i64` on
//!   systems of ten variables);
//! - [`Int`]: exact integers (an `i64` or a big integer); never overflows.
//!
//! Public entry points run a machine-integer instantiation first and, when
//! it reports [`Overflow`], redo the computation from its input with [`Int`]. Both instantiations perform the same operations
//! in the same order on the same values, so the answer never depends on
//! which one finished: nothing wraps silently, and nothing is approximated.

use crate::int::Int;
use std::fmt::{Debug, Display};
use std::hash::Hash;

/// A machine-integer computation overflowed; redo it with [`Int`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Overflow;

impl Display for Overflow {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("machine-integer overflow")
    }
}

impl std::error::Error for Overflow {}

/// The result of a checked computation.
pub type Checked<T> = Result<T, Overflow>;

/// Unwraps the result of a computation over [`Int`], which cannot overflow.
#[inline]
pub fn exact<R>(r: Checked<R>) -> R {
    match r {
        Ok(v) => v,
        Err(Overflow) => unreachable!("exact integer arithmetic reported an overflow"),
    }
}

/// An exact integer coefficient type (see the module docs). Every
/// operation either returns the exact result or [`Overflow`].
pub trait Coeff: Clone + Default + Eq + Ord + Hash + Debug + Display + Send + Sync + 'static {
    /// Zero.
    const ZERO: Self;
    /// One.
    const ONE: Self;
    /// Minus one.
    const MINUS_ONE: Self;

    /// The machine integer `v` (always representable).
    fn from_i64(v: i64) -> Self;
    /// The value `v`, if representable.
    fn from_int(v: &Int) -> Checked<Self>;
    /// The value as an exact [`Int`].
    fn to_int(&self) -> Int;
    /// The value as a machine integer, if it fits.
    fn to_i64(&self) -> Option<i64>;

    /// True for zero.
    fn is_zero(&self) -> bool;
    /// True for one.
    fn is_one(&self) -> bool;
    /// True for one and minus one.
    #[inline]
    fn is_unit(&self) -> bool {
        self.to_i64().is_some_and(|v| v == 1 || v == -1)
    }
    /// Sign: -1, 0 or 1.
    fn signum(&self) -> i32;
    /// True for values < 0.
    #[inline]
    fn is_negative(&self) -> bool {
        self.signum() < 0
    }
    /// True for values > 0.
    #[inline]
    fn is_positive(&self) -> bool {
        self.signum() > 0
    }

    /// `self + o`.
    fn add(&self, o: &Self) -> Checked<Self>;
    /// `self - o`.
    fn sub(&self, o: &Self) -> Checked<Self>;
    /// `self * o`.
    fn mul(&self, o: &Self) -> Checked<Self>;
    /// `-self`.
    fn neg(&self) -> Checked<Self>;
    /// `|self|`.
    fn abs(&self) -> Checked<Self>;
    /// `self += a * b`.
    fn add_mul(&mut self, a: &Self, b: &Self) -> Checked<()>;
    /// `self += o`.
    #[inline]
    fn add_assign(&mut self, o: &Self) -> Checked<()> {
        *self = self.add(o)?;
        Ok(())
    }
    /// `self -= o`.
    #[inline]
    fn sub_assign(&mut self, o: &Self) -> Checked<()> {
        *self = self.sub(o)?;
        Ok(())
    }
    /// `self *= o`.
    #[inline]
    fn mul_assign(&mut self, o: &Self) -> Checked<()> {
        *self = self.mul(o)?;
        Ok(())
    }

    /// `floor(self / d)`; `d` is non-zero.
    fn floor_div(&self, d: &Self) -> Checked<Self>;
    /// `ceil(self / d)`; `d` is non-zero.
    fn ceil_div(&self, d: &Self) -> Checked<Self>;
    /// `self / d` where `d` (non-zero) divides `self`.
    fn exact_div(&self, d: &Self) -> Checked<Self>;
    /// Remainder in `[0, |d|)`; `d` is non-zero.
    fn modulo(&self, d: &Self) -> Checked<Self>;
    /// True when `d` (non-zero) divides `self`.
    fn is_divisible_by(&self, d: &Self) -> bool;
    /// Greatest common divisor, `>= 0`; `gcd(0, 0) = 0`.
    fn gcd(&self, o: &Self) -> Checked<Self>;
    /// Copies `data[src]` to `data[dest..]` (the ranges may overlap), as
    /// `slice::copy_within`; a plain memory move for machine integers.
    fn move_within(data: &mut [Self], src: std::ops::Range<usize>, dest: usize) {
        if dest <= src.start {
            for (k, i) in src.enumerate() {
                data[dest + k] = data[i].clone();
            }
        } else {
            for (k, i) in src.enumerate().rev() {
                data[dest + k] = data[i].clone();
            }
        }
    }
    /// `out[c] = a[c] * am + b[c] * bm` for every column (the slices have
    /// one length): the row combination of Fourier–Motzkin and Gaussian
    /// steps. Fails when a result, or one of the products or the sum on
    /// the way to it, leaves the type (never returns a wrong value); `out`
    /// is unspecified then (the caller abandons the computation and redoes
    /// it over [`Int`]).
    #[inline]
    fn combine_rows(out: &mut [Self], a: &[Self], am: &Self, b: &[Self], bm: &Self) -> Checked<()> {
        for ((o, x), y) in out.iter_mut().zip(a).zip(b) {
            let mut v = x.mul(am)?;
            v.add_mul(y, bm)?;
            *o = v;
        }
        Ok(())
    }
    /// [`Coeff::combine_rows`] in place: `a[c] = a[c] * am + b[c] * bm`.
    #[inline]
    fn combine_rows_in_place(a: &mut [Self], am: &Self, b: &[Self], bm: &Self) -> Checked<()> {
        for (x, y) in a.iter_mut().zip(b) {
            let mut v = x.mul(am)?;
            v.add_mul(y, bm)?;
            *x = v;
        }
        Ok(())
    }
    /// Compares `a * b` with `c * d` (exactly: the products may exceed
    /// the coefficient type).
    fn cmp_products(a: &Self, b: &Self, c: &Self, d: &Self) -> std::cmp::Ordering;
    /// Least common multiple, `>= 0`; `lcm(x, 0) = 0`.
    fn lcm(&self, o: &Self) -> Checked<Self> {
        if self.is_zero() || o.is_zero() {
            return Ok(Self::ZERO);
        }
        let g = self.gcd(o)?;
        self.abs()?.exact_div(&g)?.mul(&o.abs()?)
    }
}

/// Gcd on double machine words: Euclid's steps while an operand is wide,
/// then the word gcd.
#[inline]
pub(crate) fn gcd_u128(mut x: u128, mut y: u128) -> u128 {
    loop {
        if (x | y) >> 64 == 0 {
            return u128::from(gcd_u64(x as u64, y as u64));
        }
        if y == 0 {
            return x;
        }
        (x, y) = (y, x % y);
    }
}

/// Binary (Stein) gcd on machine words.
#[inline]
pub(crate) fn gcd_u64(mut x: u64, mut y: u64) -> u64 {
    if x == 0 {
        return y;
    }
    if y == 0 {
        return x;
    }
    // One division first when the magnitudes are far apart (a small
    // running gcd against a large entry): the binary loop would otherwise
    // take one step per bit of the difference.
    if x > y {
        std::mem::swap(&mut x, &mut y);
    }
    if y >> 8 > x {
        y %= x;
        if y == 0 {
            return x;
        }
    }
    let shift = (x | y).trailing_zeros();
    x >>= x.trailing_zeros();
    loop {
        y >>= y.trailing_zeros();
        if x > y {
            std::mem::swap(&mut x, &mut y);
        }
        y -= x;
        if y == 0 {
            return x << shift;
        }
    }
}

/// `x * xm + y * ym` with wrapping machine operations, or-ing into
/// `$overflow` whether a product or the sum wrapped.
macro_rules! wrapping_combination {
    ($x:expr, $xm:expr, $y:expr, $ym:expr, $overflow:ident) => {{
        let (p, o1) = $x.overflowing_mul($xm);
        let (q, o2) = $y.overflowing_mul($ym);
        let (v, o3) = p.overflowing_add(q);
        $overflow |= o1 | o2 | o3;
        v
    }};
}

/// The [`Coeff`] implementation of a checked machine integer type `$t`
/// (`$from_int` converts from [`Int`], `$gcd` is the gcd on its unsigned
/// counterpart).
macro_rules! machine_coeff {
    ($t:ty, $from_int:path, $gcd:path) => {
        impl Coeff for $t {
            const ZERO: $t = 0;
            const ONE: $t = 1;
            const MINUS_ONE: $t = -1;

            #[inline]
            fn from_i64(v: i64) -> $t {
                v as $t
            }
            #[inline]
            fn from_int(v: &Int) -> Checked<$t> {
                $from_int(v).ok_or(Overflow)
            }
            #[inline]
            fn to_int(&self) -> Int {
                Int::from(*self)
            }
            #[inline]
            fn to_i64(&self) -> Option<i64> {
                i64::try_from(*self).ok()
            }
            #[inline]
            fn is_zero(&self) -> bool {
                *self == 0
            }
            #[inline]
            fn is_one(&self) -> bool {
                *self == 1
            }
            #[inline]
            fn signum(&self) -> i32 {
                <$t>::signum(*self) as i32
            }
            #[inline]
            fn add(&self, o: &$t) -> Checked<$t> {
                self.checked_add(*o).ok_or(Overflow)
            }
            #[inline]
            fn sub(&self, o: &$t) -> Checked<$t> {
                self.checked_sub(*o).ok_or(Overflow)
            }
            #[inline]
            fn mul(&self, o: &$t) -> Checked<$t> {
                self.checked_mul(*o).ok_or(Overflow)
            }
            #[inline]
            fn neg(&self) -> Checked<$t> {
                self.checked_neg().ok_or(Overflow)
            }
            #[inline]
            fn abs(&self) -> Checked<$t> {
                self.checked_abs().ok_or(Overflow)
            }
            #[inline]
            fn add_mul(&mut self, a: &$t, b: &$t) -> Checked<()> {
                *self = match a.checked_mul(*b).and_then(|p| self.checked_add(p)) {
                    Some(v) => v,
                    None => {
                        // The product left the type, but the sum may not
                        // (a large product and an opposite `self`):
                        // decide exactly (rare, so cold).
                        let mut w = Int::from(*self);
                        w.add_mul(&Int::from(*a), &Int::from(*b));
                        $from_int(&w).ok_or(Overflow)?
                    }
                };
                Ok(())
            }
            #[inline]
            fn floor_div(&self, d: &$t) -> Checked<$t> {
                let q = self.checked_div(*d).ok_or(Overflow)?;
                // |r| < |d|: no overflow; q - 1 cannot overflow (q = MIN needs d = 1, r = 0).
                let r = self - q * d;
                Ok(if r != 0 && ((r < 0) != (*d < 0)) { q - 1 } else { q })
            }
            #[inline]
            fn ceil_div(&self, d: &$t) -> Checked<$t> {
                let q = self.checked_div(*d).ok_or(Overflow)?;
                let r = self - q * d;
                Ok(if r != 0 && ((r < 0) == (*d < 0)) { q + 1 } else { q })
            }
            #[inline]
            fn exact_div(&self, d: &$t) -> Checked<$t> {
                debug_assert!(*d != 0 && self.wrapping_rem(*d) == 0, "exact_div: {self} not divisible by {d}");
                self.checked_div(*d).ok_or(Overflow)
            }
            #[inline]
            fn modulo(&self, d: &$t) -> Checked<$t> {
                // MIN rem_euclid -1 is 0 mathematically; checked_rem_euclid reports it.
                if *d == -1 {
                    return Ok(0);
                }
                self.checked_rem_euclid(*d).ok_or(Overflow)
            }
            #[inline]
            fn is_divisible_by(&self, d: &$t) -> bool {
                self.wrapping_rem(*d) == 0
            }
            #[inline]
            fn gcd(&self, o: &$t) -> Checked<$t> {
                <$t>::try_from($gcd(self.unsigned_abs(), o.unsigned_abs())).map_err(|_| Overflow)
            }
            #[inline]
            fn move_within(data: &mut [$t], src: std::ops::Range<usize>, dest: usize) {
                data.copy_within(src, dest);
            }
            #[inline]
            fn combine_rows(out: &mut [$t], a: &[$t], am: &$t, b: &[$t], bm: &$t) -> Checked<()> {
                // Wrapping operations with their overflow flags collected
                // (no branch per entry): the same failures as the checked
                // steps, reported once at the end of the row.
                let mut overflow = false;
                for ((o, &x), &y) in out.iter_mut().zip(a).zip(b) {
                    *o = wrapping_combination!(x, *am, y, *bm, overflow);
                }
                if overflow { Err(Overflow) } else { Ok(()) }
            }
            #[inline]
            fn combine_rows_in_place(a: &mut [$t], am: &$t, b: &[$t], bm: &$t) -> Checked<()> {
                let mut overflow = false;
                for (x, &y) in a.iter_mut().zip(b) {
                    *x = wrapping_combination!(*x, *am, y, *bm, overflow);
                }
                if overflow { Err(Overflow) } else { Ok(()) }
            }
            #[inline]
            fn cmp_products(a: &$t, b: &$t, c: &$t, d: &$t) -> std::cmp::Ordering {
                match (a.checked_mul(*b), c.checked_mul(*d)) {
                    (Some(x), Some(y)) => x.cmp(&y),
                    // Only past the type's range: compare exactly.
                    _ => (Int::from(*a) * Int::from(*b)).cmp(&(Int::from(*c) * Int::from(*d))),
                }
            }
        }
    };
}

machine_coeff!(i64, Int::to_i64, gcd_u64);
machine_coeff!(i128, Int::to_i128, gcd_u128);

impl Coeff for Int {
    const ZERO: Int = Int::ZERO;
    const ONE: Int = Int::ONE;
    const MINUS_ONE: Int = Int::MINUS_ONE;

    #[inline]
    fn from_i64(v: i64) -> Int {
        Int::from(v)
    }
    #[inline]
    fn from_int(v: &Int) -> Checked<Int> {
        Ok(v.clone())
    }
    #[inline]
    fn to_int(&self) -> Int {
        self.clone()
    }
    #[inline]
    fn to_i64(&self) -> Option<i64> {
        Int::to_i64(self)
    }
    #[inline]
    fn is_zero(&self) -> bool {
        Int::is_zero(self)
    }
    #[inline]
    fn is_one(&self) -> bool {
        Int::is_one(self)
    }
    #[inline]
    fn signum(&self) -> i32 {
        Int::signum(self)
    }
    #[inline]
    fn add(&self, o: &Int) -> Checked<Int> {
        Ok(self + o)
    }
    #[inline]
    fn sub(&self, o: &Int) -> Checked<Int> {
        Ok(self - o)
    }
    #[inline]
    fn mul(&self, o: &Int) -> Checked<Int> {
        Ok(self * o)
    }
    #[inline]
    fn neg(&self) -> Checked<Int> {
        Ok(-self)
    }
    #[inline]
    fn abs(&self) -> Checked<Int> {
        Ok(Int::abs(self))
    }
    #[inline]
    fn add_mul(&mut self, a: &Int, b: &Int) -> Checked<()> {
        Int::add_mul(self, a, b);
        Ok(())
    }
    #[inline]
    fn floor_div(&self, d: &Int) -> Checked<Int> {
        Ok(Int::floor_div(self, d))
    }
    #[inline]
    fn ceil_div(&self, d: &Int) -> Checked<Int> {
        Ok(Int::ceil_div(self, d))
    }
    #[inline]
    fn exact_div(&self, d: &Int) -> Checked<Int> {
        Ok(Int::exact_div(self, d))
    }
    #[inline]
    fn modulo(&self, d: &Int) -> Checked<Int> {
        Ok(Int::modulo(self, d))
    }
    #[inline]
    fn is_divisible_by(&self, d: &Int) -> bool {
        Int::is_divisible_by(self, d)
    }
    #[inline]
    fn gcd(&self, o: &Int) -> Checked<Int> {
        Ok(crate::int::gcd(self, o))
    }
    #[inline]
    fn lcm(&self, o: &Int) -> Checked<Int> {
        Ok(crate::int::lcm(self, o))
    }
    #[inline]
    fn cmp_products(a: &Int, b: &Int, c: &Int, d: &Int) -> std::cmp::Ordering {
        (a * b).cmp(&(c * d))
    }
}

/// Converts a slice of exact integers, failing if one does not fit.
pub fn convert_slice<T: Coeff>(v: &[Int]) -> Checked<Vec<T>> {
    v.iter().map(T::from_int).collect()
}

/// Converts a slice to exact integers.
pub fn to_ints<T: Coeff>(v: &[T]) -> Vec<Int> {
    v.iter().map(Coeff::to_int).collect()
}

/// The gcd of all entries (`0` for an empty or all-zero slice).
#[inline]
pub fn gcd_of<T: Coeff>(v: &[T]) -> Checked<T> {
    let mut g = T::ZERO;
    for x in v {
        if x.is_zero() {
            continue;
        }
        if x.is_unit() {
            // gcd(g, ±1) = 1 (the usual case), without Euclid's steps.
            return Ok(T::ONE);
        }
        g = g.gcd(x)?;
        if g.is_one() {
            break;
        }
    }
    Ok(g)
}

/// Divides every entry by `g` (non-zero, dividing all of them).
#[inline]
pub fn divide_slice<T: Coeff>(v: &mut [T], g: &T) -> Checked<()> {
    for x in v.iter_mut() {
        if !x.is_zero() {
            *x = x.exact_div(g)?;
        }
    }
    Ok(())
}

/// Divides a slice by the gcd of its entries when that is > 1; returns the gcd.
#[inline]
pub fn normalize_slice<T: Coeff>(row: &mut [T]) -> Checked<T> {
    let g = gcd_of(row)?;
    if !g.is_zero() && !g.is_one() {
        divide_slice(row, &g)?;
    }
    Ok(g)
}

/// Runs `$body` (an expression over the type alias `$T`, evaluating to a
/// [`Checked`] result) with `$T = i64`, and redoes it with `$T = Int` if that
/// overflowed. Evaluates to the result of the run that finished.
#[macro_export]
#[doc(hidden)]
macro_rules! with_fast_path {
    (|$T:ident| $body:expr) => {{
        let fast: $crate::coeff::Checked<_> = {
            #[allow(dead_code)]
            type $T = i64;
            $body
        };
        match fast {
            Ok(v) => v,
            Err($crate::coeff::Overflow) => {
                #[allow(dead_code)]
                type $T = $crate::Int;
                $crate::coeff::exact($body)
            }
        }
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every i64 operation is either exact (equal to the Int result) or
    /// reports an overflow; never a wrong value.
    fn check(a: i64, b: i64) {
        let (x, y) = (Int::from(a), Int::from(b));
        let agree = |got: Checked<i64>, want: Int| match got {
            Ok(v) => assert_eq!(Int::from(v), want, "a = {a}, b = {b}"),
            Err(Overflow) => assert!(want.to_i64().is_none(), "spurious overflow a = {a}, b = {b} want {want}"),
        };
        agree(Coeff::add(&a, &b), &x + &y);
        agree(Coeff::sub(&a, &b), &x - &y);
        agree(Coeff::mul(&a, &b), &x * &y);
        agree(Coeff::neg(&a), -&x);
        agree(Coeff::abs(&a), x.abs());
        agree(Coeff::gcd(&a, &b), crate::int::gcd(&x, &y));
        agree(Coeff::lcm(&a, &b), crate::int::lcm(&x, &y));
        let mut s = a;
        let want = {
            let mut w = x.clone();
            w.add_mul(&y, &y);
            w
        };
        match Coeff::add_mul(&mut s, &b, &b) {
            Ok(()) => assert_eq!(Int::from(s), want),
            Err(Overflow) => assert!(want.to_i64().is_none()),
        }
        if b != 0 {
            agree(Coeff::floor_div(&a, &b), x.floor_div(&y));
            agree(Coeff::ceil_div(&a, &b), x.ceil_div(&y));
            agree(Coeff::modulo(&a, &b), x.modulo(&y));
            assert_eq!(Coeff::is_divisible_by(&a, &b), x.is_divisible_by(&y));
            if x.is_divisible_by(&y) {
                agree(Coeff::exact_div(&a, &b), x.exact_div(&y));
            }
        }
    }

    #[test]
    fn extremes() {
        let vals = [i64::MIN, i64::MIN + 1, i64::MIN / 2, -3, -1, 0, 1, 2, 3, i64::MAX / 2, i64::MAX - 1, i64::MAX];
        for &a in &vals {
            for &b in &vals {
                check(a, b);
            }
        }
        // `a + b * b` fits though `b * b` does not (a spurious overflow once).
        check(-2773394226443431749, -6521908910570340353 >> 31);
    }

    /// Row combinations over `i64` (the branch-free kernels and the
    /// generic per-entry one) are exact, or fail only where a product or
    /// the result leaves `i64`.
    fn check_combine(a: i64, b: i64, am: i64, bm: i64) {
        let (x, y, xm, ym) = (Int::from(a), Int::from(b), Int::from(am), Int::from(bm));
        let (p, q) = (&x * &xm, &y * &ym);
        let want = &p + &q;
        let may_fail = p.to_i64().is_none() || q.to_i64().is_none() || want.to_i64().is_none();
        let check = |got: Checked<i64>| match got {
            Ok(v) => assert_eq!(Int::from(v), want, "{a} * {am} + {b} * {bm}"),
            Err(Overflow) => assert!(may_fail, "spurious overflow {a} * {am} + {b} * {bm}"),
        };
        let mut out = [0i64; 1];
        check(i64::combine_rows(&mut out, &[a], &am, &[b], &bm).map(|()| out[0]));
        let mut row = [a];
        check(i64::combine_rows_in_place(&mut row, &am, &[b], &bm).map(|()| row[0]));
        let mut v = a;
        check(v.mul(&am).and_then(|mut s| s.add_mul(&b, &bm).map(|()| s)).inspect(|s| v = *s));
        let mut exact = [Int::ZERO];
        Int::combine_rows(&mut exact, &[x], &xm, &[y], &ym).unwrap();
        assert_eq!(exact[0], want);
    }

    #[test]
    fn combine_rows_extremes() {
        let vals = [i64::MIN, i64::MIN + 1, -(1 << 32), -3, -1, 0, 1, 2, 1 << 31, i64::MAX - 1, i64::MAX];
        for &a in &vals {
            for &b in &vals {
                for &am in &[-1i64, 1, 2, 1 << 32, i64::MAX] {
                    check_combine(a, b, am, -3);
                    check_combine(a, b, -2, am);
                }
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn combine_rows_are_exact_or_overflow(a in proptest::num::i64::ANY, b in proptest::num::i64::ANY,
                                              am in proptest::num::i64::ANY, bm in proptest::num::i64::ANY,
                                              s in 0u32..63, t in 0u32..63) {
            check_combine(a >> s, b >> t, am >> t, bm >> s);
            check_combine(a >> s, b >> s, am >> 40, bm >> 40);
        }

        #[test]
        fn checked_ops_are_exact_or_overflow(a in proptest::num::i64::ANY, b in proptest::num::i64::ANY, sa in 0u32..63, sb in 0u32..63) {
            check(a >> sa, b >> sb);
            check(a, b);
        }
    }

    #[test]
    fn fast_path_redoes_with_int() {
        fn square_plus_one<T: Coeff>(v: &Int) -> Checked<Int> {
            let x = T::from_int(v)?;
            let mut s = T::ONE;
            s.add_mul(&x, &x)?;
            Ok(s.to_int())
        }
        let small = Int::from(3);
        assert_eq!(with_fast_path!(|T| square_plus_one::<T>(&small)), Int::from(10));
        let big = Int::from(i64::MAX);
        let want = &(&big * &big) + &Int::ONE;
        assert_eq!(with_fast_path!(|T| square_plus_one::<T>(&big)), want);
    }
}

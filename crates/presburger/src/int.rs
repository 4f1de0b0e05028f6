//! Exact arbitrary-precision integers with an `i64` fast path.
//!
//! [`Int`] stores values that fit in an `i64` inline (no allocation) and
//! switches to [`num_bigint::BigInt`] only when a checked machine operation
//! overflows. The invariant "the big form is used only when the value does
//! not fit in `i64`" is maintained by every constructor, so equality and
//! hashing can compare representations directly.
//!
//! This mirrors LLVM's `DynamicAPInt` (small `int64_t` with an `APInt`
//! fallback), which MLIR's Presburger library uses for the same reason:
//! almost all coefficients are tiny, but Fourier–Motzkin elimination and
//! Gaussian elimination can multiply coefficients together and must never
//! silently wrap.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};
use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::{Add, AddAssign, Mul, MulAssign, Neg, Sub, SubAssign};

/// Internal representation of an [`Int`].
#[derive(Clone)]
enum Repr {
    /// A value that fits in an `i64`.
    Small(i64),
    /// A value that does NOT fit in an `i64` (invariant).
    Big(Box<BigInt>),
}

/// An exact integer: `i64` when it fits, heap big integer otherwise.
///
/// All arithmetic is exact and never wraps. Operations on two small values
/// use checked machine arithmetic and only allocate on overflow.
#[derive(Clone)]
pub struct Int(Repr);

impl Int {
    /// The integer zero.
    pub const ZERO: Int = Int(Repr::Small(0));
    /// The integer one.
    pub const ONE: Int = Int(Repr::Small(1));
    /// The integer minus one.
    pub const MINUS_ONE: Int = Int(Repr::Small(-1));

    /// Returns zero (same as [`Int::ZERO`]).
    #[inline]
    pub const fn zero() -> Int {
        Int::ZERO
    }

    /// Returns one (same as [`Int::ONE`]).
    #[inline]
    pub const fn one() -> Int {
        Int::ONE
    }

    /// Builds a small integer (const-friendly constructor).
    #[inline]
    pub const fn from_i64(v: i64) -> Int {
        Int(Repr::Small(v))
    }

    /// Normalises a big integer: uses the small form whenever it fits.
    #[inline]
    fn from_big(b: BigInt) -> Int {
        match b.to_i64() {
            Some(v) => Int(Repr::Small(v)),
            None => Int(Repr::Big(Box::new(b))),
        }
    }

    /// Converts to a `BigInt` (allocates for small values; slow path only).
    pub fn to_bigint(&self) -> BigInt {
        match &self.0 {
            Repr::Small(v) => BigInt::from(*v),
            Repr::Big(b) => (**b).clone(),
        }
    }

    /// Returns the value as an `i64` if it fits.
    #[inline]
    pub fn to_i64(&self) -> Option<i64> {
        match self.0 {
            Repr::Small(v) => Some(v),
            Repr::Big(_) => None,
        }
    }

    /// Returns the value as an `f64` (approximate for huge values).
    pub fn to_f64(&self) -> f64 {
        match &self.0 {
            Repr::Small(v) => *v as f64,
            Repr::Big(b) => b.to_f64().unwrap_or(f64::NAN),
        }
    }

    /// True when the value is stored inline as an `i64`.
    #[inline]
    pub fn is_small(&self) -> bool {
        matches!(self.0, Repr::Small(_))
    }

    /// True for zero.
    #[inline]
    pub fn is_zero(&self) -> bool {
        matches!(self.0, Repr::Small(0))
    }

    /// True for one.
    #[inline]
    pub fn is_one(&self) -> bool {
        matches!(self.0, Repr::Small(1))
    }

    /// Sign of the value: -1, 0 or 1.
    #[inline]
    pub fn signum(&self) -> i32 {
        match &self.0 {
            Repr::Small(v) => v.signum() as i32,
            Repr::Big(b) => {
                if b.is_negative() {
                    -1
                } else {
                    1
                }
            }
        }
    }

    /// True for values < 0.
    #[inline]
    pub fn is_negative(&self) -> bool {
        self.signum() < 0
    }

    /// True for values > 0.
    #[inline]
    pub fn is_positive(&self) -> bool {
        self.signum() > 0
    }

    /// Absolute value.
    #[inline]
    pub fn abs(&self) -> Int {
        match &self.0 {
            Repr::Small(v) => match v.checked_abs() {
                Some(a) => Int(Repr::Small(a)),
                None => Int::from_big(BigInt::from(*v).abs()),
            },
            Repr::Big(b) => Int::from_big(b.abs()),
        }
    }

    /// Compares with a machine integer without allocating.
    #[inline]
    pub fn cmp_i64(&self, other: i64) -> Ordering {
        match &self.0 {
            Repr::Small(v) => v.cmp(&other),
            // A big value is outside the i64 range, so its sign decides.
            Repr::Big(b) => {
                if b.is_negative() {
                    Ordering::Less
                } else {
                    Ordering::Greater
                }
            }
        }
    }

    /// Floor division `floor(self / d)`. Panics if `d` is zero (caller bug).
    #[inline]
    pub fn floor_div(&self, d: &Int) -> Int {
        if let (Repr::Small(a), Repr::Small(b)) = (&self.0, &d.0) {
            // checked_div_euclid is not floor; compute floor manually.
            if let Some(q) = a.checked_div(*b) {
                let r = a - q * b; // |r| < |b|, no overflow.
                if r != 0 && ((r < 0) != (*b < 0)) {
                    // q - 1 cannot overflow: q = i64::MIN only for a = MIN, b = 1 (r = 0).
                    return Int(Repr::Small(q - 1));
                }
                return Int(Repr::Small(q));
            }
        }
        Int::from_big(self.to_bigint().div_floor(&d.to_bigint()))
    }

    /// Ceiling division `ceil(self / d)`. Panics if `d` is zero (caller bug).
    #[inline]
    pub fn ceil_div(&self, d: &Int) -> Int {
        if let (Repr::Small(a), Repr::Small(b)) = (&self.0, &d.0)
            && let Some(q) = a.checked_div(*b)
        {
            let r = a - q * b; // |r| < |b|, no overflow.
            if r != 0 && ((r < 0) == (*b < 0)) {
                // q + 1 cannot overflow: q = i64::MAX only for a = MAX, b = 1 (r = 0).
                return Int(Repr::Small(q + 1));
            }
            return Int(Repr::Small(q));
        }
        Int::from_big(self.to_bigint().div_ceil(&d.to_bigint()))
    }

    /// Remainder in `[0, |d|)` (mathematical modulo). Panics if `d` is zero.
    #[inline]
    pub fn modulo(&self, d: &Int) -> Int {
        if let (Repr::Small(a), Repr::Small(b)) = (&self.0, &d.0)
            && let Some(r) = a.checked_rem_euclid(*b)
        {
            return Int(Repr::Small(r));
        }
        let db = d.to_bigint().abs();
        Int::from_big(self.to_bigint().mod_floor(&db))
    }

    /// Exact division; `d` must divide `self` (checked in debug builds).
    #[inline]
    pub fn exact_div(&self, d: &Int) -> Int {
        debug_assert!(!d.is_zero(), "exact_div by zero");
        if let (Repr::Small(a), Repr::Small(b)) = (&self.0, &d.0)
            && let Some(q) = a.checked_div(*b)
        {
            debug_assert!(q.wrapping_mul(*b) == *a, "exact_div: {a} not divisible by {b}");
            return Int(Repr::Small(q));
        }
        let (q, r) = self.to_bigint().div_rem(&d.to_bigint());
        debug_assert!(r.is_zero(), "exact_div: not divisible");
        Int::from_big(q)
    }

    /// Truncating remainder, as Rust's `%` (sign of the dividend).
    pub fn rem_trunc(&self, d: &Int) -> Int {
        if let (Repr::Small(a), Repr::Small(b)) = (&self.0, &d.0)
            && let Some(r) = a.checked_rem(*b)
        {
            return Int(Repr::Small(r));
        }
        Int::from_big(self.to_bigint() % d.to_bigint())
    }

    /// True when `d` divides `self` (`d` nonzero).
    #[inline]
    pub fn is_divisible_by(&self, d: &Int) -> bool {
        self.modulo(d).is_zero()
    }

    /// `self += a * b` without temporaries on the fast path.
    #[inline]
    pub fn add_mul(&mut self, a: &Int, b: &Int) {
        if let (Repr::Small(s), Repr::Small(x), Repr::Small(y)) = (&mut self.0, &a.0, &b.0)
            && let Some(p) = x.checked_mul(*y)
            && let Some(r) = s.checked_add(p)
        {
            *s = r;
            return;
        }
        let p = a * b;
        *self += p;
    }
}

/// Greatest common divisor, always `>= 0`; `gcd(0, 0) = 0`.
#[inline]
pub fn gcd(a: &Int, b: &Int) -> Int {
    if let (Repr::Small(x), Repr::Small(y)) = (&a.0, &b.0) {
        let (mut x, mut y) = (x.unsigned_abs(), y.unsigned_abs());
        while y != 0 {
            let t = x % y;
            x = y;
            y = t;
        }
        return match i64::try_from(x) {
            Ok(v) => Int(Repr::Small(v)),
            Err(_) => Int::from_big(BigInt::from(x)),
        };
    }
    Int::from_big(a.to_bigint().gcd(&b.to_bigint()))
}

/// Least common multiple, always `>= 0`; `lcm(x, 0) = 0`.
#[inline]
pub fn lcm(a: &Int, b: &Int) -> Int {
    if a.is_zero() || b.is_zero() {
        return Int::ZERO;
    }
    let g = gcd(a, b);
    (a.abs().exact_div(&g)) * b.abs()
}

/// GCD of all entries of a slice (`0` for an empty or all-zero slice).
pub fn gcd_slice(v: &[Int]) -> Int {
    let mut g = Int::ZERO;
    for x in v {
        if x.is_zero() {
            continue;
        }
        g = gcd(&g, x);
        if g.is_one() {
            break;
        }
    }
    g
}

impl Default for Int {
    #[inline]
    fn default() -> Self {
        Int::ZERO
    }
}

impl PartialEq for Int {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        match (&self.0, &other.0) {
            (Repr::Small(a), Repr::Small(b)) => a == b,
            (Repr::Big(a), Repr::Big(b)) => a == b,
            // Invariant: a big value never fits in i64.
            _ => false,
        }
    }
}
impl Eq for Int {}

impl Hash for Int {
    fn hash<H: Hasher>(&self, state: &mut H) {
        match &self.0 {
            Repr::Small(v) => {
                0u8.hash(state);
                v.hash(state);
            }
            Repr::Big(b) => {
                1u8.hash(state);
                b.hash(state);
            }
        }
    }
}

impl Ord for Int {
    #[inline]
    fn cmp(&self, other: &Self) -> Ordering {
        match (&self.0, &other.0) {
            (Repr::Small(a), Repr::Small(b)) => a.cmp(b),
            (Repr::Big(a), Repr::Big(b)) => a.cmp(b),
            (Repr::Small(a), Repr::Big(_)) => other.cmp_i64(*a).reverse(),
            (Repr::Big(_), Repr::Small(b)) => self.cmp_i64(*b),
        }
    }
}
impl PartialOrd for Int {
    #[inline]
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl PartialEq<i64> for Int {
    #[inline]
    fn eq(&self, other: &i64) -> bool {
        matches!(self.0, Repr::Small(v) if v == *other)
    }
}
impl PartialOrd<i64> for Int {
    #[inline]
    fn partial_cmp(&self, other: &i64) -> Option<Ordering> {
        Some(self.cmp_i64(*other))
    }
}

impl fmt::Display for Int {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Repr::Small(v) => fmt::Display::fmt(v, f),
            Repr::Big(b) => fmt::Display::fmt(b, f),
        }
    }
}
impl fmt::Debug for Int {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl From<i64> for Int {
    #[inline]
    fn from(v: i64) -> Int {
        Int(Repr::Small(v))
    }
}
impl From<i32> for Int {
    #[inline]
    fn from(v: i32) -> Int {
        Int(Repr::Small(v as i64))
    }
}
impl From<u32> for Int {
    #[inline]
    fn from(v: u32) -> Int {
        Int(Repr::Small(v as i64))
    }
}
impl From<usize> for Int {
    #[inline]
    fn from(v: usize) -> Int {
        match i64::try_from(v) {
            Ok(x) => Int(Repr::Small(x)),
            Err(_) => Int::from_big(BigInt::from(v)),
        }
    }
}
impl From<u64> for Int {
    #[inline]
    fn from(v: u64) -> Int {
        match i64::try_from(v) {
            Ok(x) => Int(Repr::Small(x)),
            Err(_) => Int::from_big(BigInt::from(v)),
        }
    }
}
impl From<i128> for Int {
    #[inline]
    fn from(v: i128) -> Int {
        match i64::try_from(v) {
            Ok(x) => Int(Repr::Small(x)),
            Err(_) => Int::from_big(BigInt::from(v)),
        }
    }
}
impl From<BigInt> for Int {
    #[inline]
    fn from(v: BigInt) -> Int {
        Int::from_big(v)
    }
}
impl From<&Int> for BigInt {
    fn from(v: &Int) -> BigInt {
        v.to_bigint()
    }
}

// ---- arithmetic -----------------------------------------------------------

#[inline]
fn add_ref(a: &Int, b: &Int) -> Int {
    if let (Repr::Small(x), Repr::Small(y)) = (&a.0, &b.0) {
        if let Some(r) = x.checked_add(*y) {
            return Int(Repr::Small(r));
        }
        // i64 + i64 always fits in i128.
        return Int::from(*x as i128 + *y as i128);
    }
    add_slow(a, b)
}

#[cold]
fn add_slow(a: &Int, b: &Int) -> Int {
    Int::from_big(a.to_bigint() + b.to_bigint())
}

#[inline]
fn sub_ref(a: &Int, b: &Int) -> Int {
    if let (Repr::Small(x), Repr::Small(y)) = (&a.0, &b.0) {
        if let Some(r) = x.checked_sub(*y) {
            return Int(Repr::Small(r));
        }
        return Int::from(*x as i128 - *y as i128);
    }
    sub_slow(a, b)
}

#[cold]
fn sub_slow(a: &Int, b: &Int) -> Int {
    Int::from_big(a.to_bigint() - b.to_bigint())
}

#[inline]
fn mul_ref(a: &Int, b: &Int) -> Int {
    if let (Repr::Small(x), Repr::Small(y)) = (&a.0, &b.0) {
        if let Some(r) = x.checked_mul(*y) {
            return Int(Repr::Small(r));
        }
        // |x*y| <= 2^126, fits in i128.
        return Int::from(*x as i128 * *y as i128);
    }
    mul_slow(a, b)
}

#[cold]
fn mul_slow(a: &Int, b: &Int) -> Int {
    Int::from_big(a.to_bigint() * b.to_bigint())
}

#[inline]
fn neg_ref(a: &Int) -> Int {
    match &a.0 {
        Repr::Small(x) => match x.checked_neg() {
            Some(r) => Int(Repr::Small(r)),
            None => Int::from(-(*x as i128)),
        },
        Repr::Big(b) => Int::from_big(-(**b).clone()),
    }
}

macro_rules! binop {
    ($Trait:ident, $method:ident, $f:ident) => {
        impl $Trait<&Int> for &Int {
            type Output = Int;
            #[inline]
            fn $method(self, rhs: &Int) -> Int {
                $f(self, rhs)
            }
        }
        impl $Trait<Int> for &Int {
            type Output = Int;
            #[inline]
            fn $method(self, rhs: Int) -> Int {
                $f(self, &rhs)
            }
        }
        impl $Trait<&Int> for Int {
            type Output = Int;
            #[inline]
            fn $method(self, rhs: &Int) -> Int {
                $f(&self, rhs)
            }
        }
        impl $Trait<Int> for Int {
            type Output = Int;
            #[inline]
            fn $method(self, rhs: Int) -> Int {
                $f(&self, &rhs)
            }
        }
        impl $Trait<i64> for Int {
            type Output = Int;
            #[inline]
            fn $method(self, rhs: i64) -> Int {
                $f(&self, &Int::from(rhs))
            }
        }
        impl $Trait<i64> for &Int {
            type Output = Int;
            #[inline]
            fn $method(self, rhs: i64) -> Int {
                $f(self, &Int::from(rhs))
            }
        }
    };
}
binop!(Add, add, add_ref);
binop!(Sub, sub, sub_ref);
binop!(Mul, mul, mul_ref);

macro_rules! assignop {
    ($Trait:ident, $method:ident, $f:ident, $checked:ident) => {
        impl $Trait<&Int> for Int {
            #[inline]
            fn $method(&mut self, rhs: &Int) {
                if let (Repr::Small(x), Repr::Small(y)) = (&mut self.0, &rhs.0) {
                    if let Some(r) = x.$checked(*y) {
                        *x = r;
                        return;
                    }
                }
                *self = $f(self, rhs);
            }
        }
        impl $Trait<Int> for Int {
            #[inline]
            fn $method(&mut self, rhs: Int) {
                <Int as $Trait<&Int>>::$method(self, &rhs)
            }
        }
        impl $Trait<i64> for Int {
            #[inline]
            fn $method(&mut self, rhs: i64) {
                <Int as $Trait<&Int>>::$method(self, &Int::from(rhs))
            }
        }
    };
}
assignop!(AddAssign, add_assign, add_ref, checked_add);
assignop!(SubAssign, sub_assign, sub_ref, checked_sub);
assignop!(MulAssign, mul_assign, mul_ref, checked_mul);

impl Neg for Int {
    type Output = Int;
    #[inline]
    fn neg(self) -> Int {
        neg_ref(&self)
    }
}
impl Neg for &Int {
    type Output = Int;
    #[inline]
    fn neg(self) -> Int {
        neg_ref(self)
    }
}

impl std::iter::Sum for Int {
    fn sum<I: Iterator<Item = Int>>(iter: I) -> Int {
        let mut s = Int::ZERO;
        for x in iter {
            s += x;
        }
        s
    }
}

impl Zero for Int {
    fn zero() -> Int {
        Int::ZERO
    }
    fn is_zero(&self) -> bool {
        Int::is_zero(self)
    }
}
impl One for Int {
    fn one() -> Int {
        Int::ONE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn big(s: &str) -> Int {
        Int::from(s.parse::<BigInt>().unwrap())
    }

    #[test]
    fn small_arith() {
        let a = Int::from(7);
        let b = Int::from(-3);
        assert_eq!(&a + &b, 4);
        assert_eq!(&a - &b, 10);
        assert_eq!(&a * &b, -21);
        assert_eq!(-&a, -7);
        assert_eq!(a.floor_div(&b), -3);
        assert_eq!(a.ceil_div(&b), -2);
        assert_eq!(a.modulo(&b), 1);
        assert_eq!(Int::from(-7).modulo(&Int::from(3)), 2);
        assert_eq!(Int::from(-7).floor_div(&Int::from(2)), -4);
        assert_eq!(Int::from(-7).ceil_div(&Int::from(2)), -3);
        assert_eq!(Int::from(12).exact_div(&Int::from(-4)), -3);
        assert_eq!(gcd(&Int::from(-12), &Int::from(18)), 6);
        assert_eq!(gcd(&Int::ZERO, &Int::ZERO), 0);
        assert_eq!(lcm(&Int::from(4), &Int::from(-6)), 12);
    }

    #[test]
    fn overflow_promotes_and_demotes() {
        let m = Int::from(i64::MAX);
        let s = &m + &Int::ONE;
        assert!(!s.is_small());
        assert_eq!(s.to_string(), "9223372036854775808");
        let back = &s - &Int::ONE;
        assert!(back.is_small());
        assert_eq!(back, m);
        let p = &m * &m;
        assert_eq!(p.to_string(), "85070591730234615847396907784232501249");
        let q = p.exact_div(&m);
        assert_eq!(q, m);
        let p3 = &p * &m; // > 2^127
        assert_eq!(p3.exact_div(&p), m);
        let mn = Int::from(i64::MIN);
        assert_eq!((-&mn).to_string(), "9223372036854775808");
        assert_eq!(mn.abs().to_string(), "9223372036854775808");
        assert_eq!(mn.floor_div(&Int::from(-1)).to_string(), "9223372036854775808");
        assert_eq!(mn.ceil_div(&Int::from(-1)).to_string(), "9223372036854775808");
        assert_eq!(mn.modulo(&Int::from(-1)), 0);
        assert_eq!(gcd(&mn, &mn).to_string(), "9223372036854775808");
        let mut acc = Int::from(i64::MAX);
        acc += 1;
        acc -= 1;
        assert!(acc.is_small());
        acc.add_mul(&m, &m);
        assert_eq!(acc, &(&m * &m) + &m);
    }

    #[test]
    fn compare_mixed() {
        let b = big("100000000000000000000");
        let nb = big("-100000000000000000000");
        assert!(b > i64::MAX);
        assert!(nb < i64::MIN);
        assert!(b > 5);
        assert!(nb < 5);
        assert_eq!(b.signum(), 1);
        assert_eq!(nb.signum(), -1);
        assert_eq!(b.floor_div(&Int::from(7)), big("14285714285714285714"));
        assert_eq!(nb.floor_div(&Int::from(7)), big("-14285714285714285715"));
        assert_eq!(nb.ceil_div(&Int::from(7)), big("-14285714285714285714"));
        assert_eq!(nb.modulo(&Int::from(7)), 5);
    }
}

//! Exact arbitrary-precision integers with an `i64` fast path.
//!
//! [`Int`] stores values that fit in an `i64` inline (no allocation) and
//! switches to a heap big integer (`dashu_int::IBig`) only when a checked
//! machine operation overflows. The backend was chosen by the benchmark in
//! `bench/presburger-int/` (see the crate README): with the same `i64` fast
//! path, the elimination kernel runs 2-4x faster on mixed and large
//! operands with dashu than with num-bigint. Conversions from and to
//! [`num_bigint::BigInt`] are provided for interoperability.
//!
//! The invariant "the big form is used only when the value does
//! not fit in `i64`" is maintained by every constructor, so equality and
//! hashing can compare representations directly.
//!
//! This mirrors LLVM's `DynamicAPInt` (small `int64_t` with an `APInt`
//! fallback), which MLIR's Presburger library uses for the same reason:
//! almost all coefficients are tiny, but Fourier–Motzkin elimination and
//! Gaussian elimination can multiply coefficients together and must never
//! silently wrap.

use dashu_int::IBig as Big;
use dashu_int::ops::{Abs, DivRem, Gcd, RemEuclid};
use num_bigint::BigInt;
use num_traits::{One, Zero};
use std::borrow::Cow;
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
    Big(Box<Big>),
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
    fn from_big(b: Big) -> Int {
        match i64::try_from(&b) {
            Ok(v) => Int(Repr::Small(v)),
            Err(_) => Int(Repr::Big(Box::new(b))),
        }
    }

    /// The value as a backend big integer, borrowed when already big.
    #[inline]
    fn as_big(&self) -> Cow<'_, Big> {
        match &self.0 {
            Repr::Small(v) => Cow::Owned(Big::from(*v)),
            Repr::Big(b) => Cow::Borrowed(&**b),
        }
    }

    /// Converts to a `num_bigint::BigInt` (allocates).
    pub fn to_bigint(&self) -> BigInt {
        match &self.0 {
            Repr::Small(v) => BigInt::from(*v),
            Repr::Big(b) => BigInt::from_signed_bytes_le(&b.to_le_bytes()),
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

    /// Returns the value as an `i128` if it fits.
    #[inline]
    pub fn to_i128(&self) -> Option<i128> {
        match &self.0 {
            Repr::Small(v) => Some(*v as i128),
            Repr::Big(b) => i128::try_from(&**b).ok(),
        }
    }

    /// Returns the value as an `f64` (approximate for huge values).
    pub fn to_f64(&self) -> f64 {
        match &self.0 {
            Repr::Small(v) => *v as f64,
            Repr::Big(b) => b.to_f64().value(),
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
            // A big value is never zero.
            Repr::Big(b) => {
                if b.sign() == dashu_int::Sign::Negative {
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
                None => Int::from(-(*v as i128)),
            },
            Repr::Big(b) => Int::from_big((&**b).abs()),
        }
    }

    /// Compares with a machine integer without allocating.
    #[inline]
    pub fn cmp_i64(&self, other: i64) -> Ordering {
        match &self.0 {
            Repr::Small(v) => v.cmp(&other),
            // A big value is outside the i64 range, so its sign decides.
            Repr::Big(b) => {
                if b.sign() == dashu_int::Sign::Negative {
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
        let (q, r) = big_div_rem(self, d);
        if !r.is_zero() && (r.sign() != d.as_big().sign()) {
            return Int::from_big(q - Big::ONE);
        }
        Int::from_big(q)
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
        let (q, r) = big_div_rem(self, d);
        if !r.is_zero() && (r.sign() == d.as_big().sign()) {
            return Int::from_big(q + Big::ONE);
        }
        Int::from_big(q)
    }

    /// Remainder in `[0, |d|)` (mathematical modulo). Panics if `d` is zero.
    #[inline]
    pub fn modulo(&self, d: &Int) -> Int {
        if let (Repr::Small(a), Repr::Small(b)) = (&self.0, &d.0)
            && let Some(r) = a.checked_rem_euclid(*b)
        {
            return Int(Repr::Small(r));
        }
        Int::from_big(Big::from(RemEuclid::rem_euclid(&*self.as_big(), &*d.as_big())))
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
        let (q, r) = big_div_rem(self, d);
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
        Int::from_big(big_div_rem(self, d).1)
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
        let g = crate::coeff::gcd_u64(x.unsigned_abs(), y.unsigned_abs());
        return Int::from(g);
    }
    gcd_slow(a, b)
}

#[cold]
fn gcd_slow(a: &Int, b: &Int) -> Int {
    // dashu panics on gcd(0, 0); gcd(0, x) = |x|.
    if a.is_zero() {
        return b.abs();
    }
    if b.is_zero() {
        return a.abs();
    }
    Int::from_big(Big::from(Gcd::gcd(&*a.as_big(), &*b.as_big())))
}

/// Truncating quotient and remainder of two values (slow path).
#[cold]
fn big_div_rem(a: &Int, d: &Int) -> (Big, Big) {
    DivRem::div_rem(&*a.as_big(), &*d.as_big())
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
            Repr::Big(b) => fmt::Display::fmt(&**b, f),
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
            Err(_) => Int::from_big(Big::from(v)),
        }
    }
}
impl From<u64> for Int {
    #[inline]
    fn from(v: u64) -> Int {
        match i64::try_from(v) {
            Ok(x) => Int(Repr::Small(x)),
            Err(_) => Int::from_big(Big::from(v)),
        }
    }
}
impl From<i128> for Int {
    #[inline]
    fn from(v: i128) -> Int {
        match i64::try_from(v) {
            Ok(x) => Int(Repr::Small(x)),
            Err(_) => Int::from_big(Big::from(v)),
        }
    }
}
impl From<BigInt> for Int {
    fn from(v: BigInt) -> Int {
        use num_traits::ToPrimitive;
        match v.to_i64() {
            Some(x) => Int(Repr::Small(x)),
            None => Int::from_big(Big::from_le_bytes(&v.to_signed_bytes_le())),
        }
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
    Int::from_big(&*a.as_big() + &*b.as_big())
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
    Int::from_big(&*a.as_big() - &*b.as_big())
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
    Int::from_big(&*a.as_big() * &*b.as_big())
}

#[inline]
fn neg_ref(a: &Int) -> Int {
    match &a.0 {
        Repr::Small(x) => match x.checked_neg() {
            Some(r) => Int(Repr::Small(r)),
            None => Int::from(-(*x as i128)),
        },
        Repr::Big(b) => Int::from_big(-&**b),
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
    fn bigint_conversions_roundtrip() {
        for s in [
            "0",
            "-1",
            "9223372036854775807",
            "9223372036854775808",
            "-9223372036854775809",
            "-123456789012345678901234567890",
            "340282366920938463463374607431768211457",
        ] {
            let b: BigInt = s.parse().unwrap();
            let i = Int::from(b.clone());
            assert_eq!(i.to_string(), s);
            assert_eq!(i.to_bigint(), b);
            assert_eq!(i.is_small(), b.to_string().parse::<i64>().is_ok());
        }
    }

    fn check_against_bigint(a: i128, b: i128) {
        let (x, y) = (Int::from(a), Int::from(b));
        let (bx, by) = (BigInt::from(a), BigInt::from(b));
        assert_eq!((&x + &y).to_bigint(), &bx + &by);
        assert_eq!((&x - &y).to_bigint(), &bx - &by);
        assert_eq!((&x * &y).to_bigint(), &bx * &by);
        assert_eq!((-&x).to_bigint(), -&bx);
        assert_eq!(x.cmp(&y), bx.cmp(&by));
        assert_eq!(gcd(&x, &y).to_bigint(), num_integer::Integer::gcd(&bx, &by));
        if b != 0 {
            use num_integer::Integer as _;
            assert_eq!(x.floor_div(&y).to_bigint(), bx.div_floor(&by));
            assert_eq!(x.ceil_div(&y).to_bigint(), num_integer::Integer::div_ceil(&bx, &by));
            assert_eq!(x.modulo(&y).to_bigint(), bx.mod_floor(&num_traits::Signed::abs(&by)));
            assert_eq!(x.rem_trunc(&y).to_bigint(), &bx % &by);
            let p = &x * &y;
            assert_eq!(p.exact_div(&y), x);
        }
    }

    proptest::proptest! {
        #[test]
        fn ops_match_bigint_small(a in proptest::num::i64::ANY, b in proptest::num::i64::ANY) {
            check_against_bigint(a as i128, b as i128);
        }

        #[test]
        fn ops_match_bigint_wide(a in proptest::num::i128::ANY, b in proptest::num::i128::ANY, sa in 0u32..127, sb in 0u32..127) {
            check_against_bigint(a >> sa, b >> sb);
        }
    }

    #[test]
    fn extremes_match_bigint() {
        let vals = [
            i64::MIN as i128,
            i64::MIN as i128 + 1,
            -1,
            0,
            1,
            i64::MAX as i128,
            i64::MAX as i128 + 1,
            i128::MIN,
            i128::MAX,
        ];
        for &a in &vals {
            for &b in &vals {
                check_against_bigint(a, b);
            }
        }
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

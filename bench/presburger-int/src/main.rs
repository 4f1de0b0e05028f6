//! Benchmark of exact-integer backends on the inner loop of Gaussian and
//! Fourier–Motzkin elimination: `row = a*r1 + b*r2` followed by gcd
//! normalisation of the row. Three workloads:
//! - `small`: every coefficient fits easily in i64 (the common case);
//! - `mixed`: 1 coefficient in 64 is around 2^100;
//! - `large`: every coefficient is around 2^190.
//!
//! Backends: `presburger::Int` (i64 fast path, num-bigint fallback) and the
//! plain big-integer types of num-bigint, ibig, dashu-int and malachite.

use std::hint::black_box;
use std::time::Instant;

trait Num: Clone {
    const NAME: &'static str;
    fn from_i128_parts(hi: i64, lo: u64) -> Self;
    fn add(&self, o: &Self) -> Self;
    fn mul(&self, o: &Self) -> Self;
    fn gcd(&self, o: &Self) -> Self;
    fn div_exact(&self, o: &Self) -> Self;
    fn is_zero(&self) -> bool;
    fn is_one(&self) -> bool;
    fn to_i64(&self) -> Option<i64>;
}

impl Num for presburger::Int {
    const NAME: &'static str = "presburger::Int (i64 + dashu-int)";
    fn from_i128_parts(hi: i64, lo: u64) -> Self {
        presburger::Int::from(((hi as i128) << 64) | lo as i128)
    }
    fn add(&self, o: &Self) -> Self {
        self + o
    }
    fn mul(&self, o: &Self) -> Self {
        self * o
    }
    fn gcd(&self, o: &Self) -> Self {
        presburger::gcd(self, o)
    }
    fn div_exact(&self, o: &Self) -> Self {
        self.exact_div(o)
    }
    fn is_zero(&self) -> bool {
        presburger::Int::is_zero(self)
    }
    fn is_one(&self) -> bool {
        presburger::Int::is_one(self)
    }
    fn to_i64(&self) -> Option<i64> {
        presburger::Int::to_i64(self)
    }
}

impl Num for num_bigint::BigInt {
    const NAME: &'static str = "num-bigint 0.4 BigInt";
    fn from_i128_parts(hi: i64, lo: u64) -> Self {
        num_bigint::BigInt::from(((hi as i128) << 64) | lo as i128)
    }
    fn add(&self, o: &Self) -> Self {
        self + o
    }
    fn mul(&self, o: &Self) -> Self {
        self * o
    }
    fn gcd(&self, o: &Self) -> Self {
        num_integer::Integer::gcd(self, o)
    }
    fn div_exact(&self, o: &Self) -> Self {
        self / o
    }
    fn is_zero(&self) -> bool {
        num_traits::Zero::is_zero(self)
    }
    fn is_one(&self) -> bool {
        num_traits::One::is_one(self)
    }
    fn to_i64(&self) -> Option<i64> {
        num_traits::ToPrimitive::to_i64(self)
    }
}

impl Num for ibig::IBig {
    const NAME: &'static str = "ibig 0.3 IBig";
    fn from_i128_parts(hi: i64, lo: u64) -> Self {
        ibig::IBig::from(((hi as i128) << 64) | lo as i128)
    }
    fn add(&self, o: &Self) -> Self {
        self + o
    }
    fn mul(&self, o: &Self) -> Self {
        self * o
    }
    fn gcd(&self, o: &Self) -> Self {
        use ibig::ops::UnsignedAbs;
        // ibig panics on gcd(0, 0).
        if Num::is_zero(self) {
            return ibig::IBig::from(o.unsigned_abs());
        }
        ibig::IBig::from(self.unsigned_abs().gcd(&o.unsigned_abs()))
    }
    fn div_exact(&self, o: &Self) -> Self {
        self / o
    }
    fn is_zero(&self) -> bool {
        *self == ibig::IBig::from(0u8)
    }
    fn is_one(&self) -> bool {
        *self == ibig::IBig::from(1u8)
    }
    fn to_i64(&self) -> Option<i64> {
        i64::try_from(self).ok()
    }
}

impl Num for dashu_int::IBig {
    const NAME: &'static str = "dashu-int 0.4 IBig";
    fn from_i128_parts(hi: i64, lo: u64) -> Self {
        dashu_int::IBig::from(((hi as i128) << 64) | lo as i128)
    }
    fn add(&self, o: &Self) -> Self {
        self + o
    }
    fn mul(&self, o: &Self) -> Self {
        self * o
    }
    fn gcd(&self, o: &Self) -> Self {
        use dashu_int::ops::{Gcd, UnsignedAbs};
        // dashu panics on gcd(0, 0).
        if Num::is_zero(self) {
            return dashu_int::IBig::from(o.unsigned_abs());
        }
        dashu_int::IBig::from(Gcd::gcd(self, o))
    }
    fn div_exact(&self, o: &Self) -> Self {
        self / o
    }
    fn is_zero(&self) -> bool {
        self.is_zero()
    }
    fn is_one(&self) -> bool {
        self.is_one()
    }
    fn to_i64(&self) -> Option<i64> {
        i64::try_from(self).ok()
    }
}

impl Num for malachite::Integer {
    const NAME: &'static str = "malachite 0.4 Integer";
    fn from_i128_parts(hi: i64, lo: u64) -> Self {
        malachite::Integer::from(((hi as i128) << 64) | lo as i128)
    }
    fn add(&self, o: &Self) -> Self {
        self + o
    }
    fn mul(&self, o: &Self) -> Self {
        self * o
    }
    fn gcd(&self, o: &Self) -> Self {
        use malachite::num::arithmetic::traits::{Gcd, UnsignedAbs};
        if Num::is_zero(self) {
            return malachite::Integer::from(o.unsigned_abs());
        }
        malachite::Integer::from((&self.unsigned_abs()).gcd(&o.unsigned_abs()))
    }
    fn div_exact(&self, o: &Self) -> Self {
        malachite::num::arithmetic::traits::DivExact::div_exact(self, o)
    }
    fn is_zero(&self) -> bool {
        *self == 0
    }
    fn is_one(&self) -> bool {
        *self == 1
    }
    fn to_i64(&self) -> Option<i64> {
        i64::try_from(self).ok()
    }
}

/// The design of `presburger::Int` with a pluggable fallback: `i64` with
/// checked arithmetic, boxed big integer `B` on overflow. Used to compare
/// fallback crates under identical fast paths.
#[derive(Clone)]
enum Hybrid<B> {
    S(i64),
    B(Box<B>),
}

impl<B: Num> Hybrid<B> {
    fn big(&self) -> B {
        match self {
            Hybrid::S(v) => B::from_i128_parts(v >> 63, *v as u64),
            Hybrid::B(b) => (**b).clone(),
        }
    }
    fn norm(b: B) -> Self {
        match b.to_i64() {
            Some(v) => Hybrid::S(v),
            None => Hybrid::B(Box::new(b)),
        }
    }
}

fn gcd_u64(mut x: u64, mut y: u64) -> u64 {
    if x == 0 {
        return y;
    }
    if y == 0 {
        return x;
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

impl<B: Num> Num for Hybrid<B> {
    const NAME: &'static str = "";
    fn from_i128_parts(hi: i64, lo: u64) -> Self {
        Self::norm(B::from_i128_parts(hi, lo))
    }
    fn add(&self, o: &Self) -> Self {
        if let (Hybrid::S(a), Hybrid::S(b)) = (self, o)
            && let Some(r) = a.checked_add(*b)
        {
            return Hybrid::S(r);
        }
        Self::norm(self.big().add(&o.big()))
    }
    fn mul(&self, o: &Self) -> Self {
        if let (Hybrid::S(a), Hybrid::S(b)) = (self, o)
            && let Some(r) = a.checked_mul(*b)
        {
            return Hybrid::S(r);
        }
        Self::norm(self.big().mul(&o.big()))
    }
    fn gcd(&self, o: &Self) -> Self {
        if let (Hybrid::S(a), Hybrid::S(b)) = (self, o) {
            let g = gcd_u64(a.unsigned_abs(), b.unsigned_abs());
            if let Ok(v) = i64::try_from(g) {
                return Hybrid::S(v);
            }
        }
        // The backend wrappers handle zero operands.
        Self::norm(self.big().gcd(&o.big()))
    }
    fn div_exact(&self, o: &Self) -> Self {
        if let (Hybrid::S(a), Hybrid::S(b)) = (self, o)
            && let Some(r) = a.checked_div(*b)
        {
            return Hybrid::S(r);
        }
        Self::norm(self.big().div_exact(&o.big()))
    }
    fn is_zero(&self) -> bool {
        matches!(self, Hybrid::S(0))
    }
    fn is_one(&self) -> bool {
        matches!(self, Hybrid::S(1))
    }
    fn to_i64(&self) -> Option<i64> {
        match self {
            Hybrid::S(v) => Some(*v),
            Hybrid::B(_) => None,
        }
    }
}

/// Deterministic xorshift generator.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }
    fn small(&mut self) -> i64 {
        (self.next() % 41) as i64 - 20
    }
}

#[derive(Clone, Copy)]
enum Workload {
    Small,
    Mixed,
    Large,
}

/// A small value in [-20, 20] (sign-extended into the i128 parts).
fn small<T: Num>(rng: &mut Rng) -> T {
    let v = rng.small();
    T::from_i128_parts(v >> 63, v as u64)
}

fn make<T: Num>(rng: &mut Rng, w: Workload) -> T {
    let big = |rng: &mut Rng| {
        let hi = (rng.next() >> 28) as i64 * if rng.next().is_multiple_of(2) { 1 } else { -1 };
        T::from_i128_parts(hi, rng.next())
    };
    match w {
        Workload::Small => small(rng),
        Workload::Mixed => {
            if rng.next().is_multiple_of(64) {
                big(rng)
            } else {
                small(rng)
            }
        }
        Workload::Large => {
            let a = big(rng);
            let b = big(rng);
            a.mul(&b).add(&T::from_i128_parts(0, 1))
        }
    }
}

const ROW: usize = 16;

/// One elimination step on `rows` row pairs; returns a checksum-ish count.
fn kernel<T: Num>(rows: &[Vec<T>], mults: &[(T, T)]) -> usize {
    let mut nonzero = 0;
    for (i, (a, b)) in mults.iter().enumerate() {
        let r1 = &rows[i % rows.len()];
        let r2 = &rows[(i * 7 + 3) % rows.len()];
        let mut out: Vec<T> = r1.iter().zip(r2).map(|(x, y)| a.mul(x).add(&b.mul(y))).collect();
        let mut g = out[0].clone();
        for v in &out[1..] {
            if g.is_one() {
                break;
            }
            g = g.gcd(v);
        }
        if !g.is_zero() && !g.is_one() {
            for v in out.iter_mut() {
                *v = v.div_exact(&g);
            }
        }
        nonzero += out.iter().filter(|v| !v.is_zero()).count();
    }
    nonzero
}

fn run<T: Num>(w: Workload, iters: usize) -> (f64, usize) {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let rows: Vec<Vec<T>> = (0..64).map(|_| (0..ROW).map(|_| make::<T>(&mut rng, w)).collect()).collect();
    let mults: Vec<(T, T)> = (0..iters).map(|_| (make::<T>(&mut rng, w), make::<T>(&mut rng, w))).collect();
    // Warm-up.
    black_box(kernel(&rows, &mults[..iters.min(1000)]));
    let mut best = f64::MAX;
    let mut check = 0;
    for _ in 0..5 {
        let t = Instant::now();
        check = black_box(kernel(black_box(&rows), black_box(&mults)));
        best = best.min(t.elapsed().as_secs_f64());
    }
    (best * 1e9 / (iters * ROW) as f64, check)
}

fn report<T: Num>() {
    report_named::<T>(T::NAME);
}

fn report_named<T: Num>(name: &str) {
    let s = run::<T>(Workload::Small, 200_000);
    let m = run::<T>(Workload::Mixed, 200_000);
    let l = run::<T>(Workload::Large, 20_000);
    println!("| {:<36} | {:>8.1} | {:>8.1} | {:>8.1} |", name, s.0, m.0, l.0);
    black_box((s.1, m.1, l.1));
}

fn main() {
    println!("ns per row entry (best of 5): entry = a*x + b*y, then gcd-normalise the row");
    println!("| {:<36} | {:>8} | {:>8} | {:>8} |", "backend", "small", "mixed", "large");
    println!("|{:-<38}|{:->10}|{:->10}|{:->10}|", "", "", "", "");
    report::<presburger::Int>();
    report::<num_bigint::BigInt>();
    report::<ibig::IBig>();
    report::<dashu_int::IBig>();
    report::<malachite::Integer>();
    report_named::<Hybrid<num_bigint::BigInt>>("i64 + num-bigint fallback");
    report_named::<Hybrid<ibig::IBig>>("i64 + ibig fallback");
    report_named::<Hybrid<dashu_int::IBig>>("i64 + dashu-int fallback");
    report_named::<Hybrid<malachite::Integer>>("i64 + malachite fallback");
}

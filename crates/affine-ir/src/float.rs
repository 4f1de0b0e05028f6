//! Floating-point formats of MLIR's builtin dialect and their values.
//!
//! Every format narrower than `f64` (precision <= 24 bits) is held as an
//! `f64`: each of its values is exactly representable there, and rounding a
//! correctly rounded `f64` result once more to the format is exact for the
//! basic operations (53 >= 2p + 2). [`FloatSemantics`] describes such a
//! format as LLVM's `fltSemantics` does (precision, exponent range, how
//! Inf/NaN are represented), and [`round`], [`to_bits`], [`from_bits`]
//! convert between values and encodings for all of them.
//!
//! `f80` and `f128` are wider than `f64`: their values are held as their
//! own bit patterns ([`crate::AttrData::WideFloat`]) and computed with
//! `rustc_apfloat` (a port of LLVM's `APFloat`), see [`WideFloat`].

use crate::context::FloatKind;
/// The rounding directions of [`WideFloat`]'s directed operations (LLVM's
/// `roundingMode`).
pub use rustc_apfloat::Round;
use rustc_apfloat::ieee::{Quad, X87DoubleExtended};
use rustc_apfloat::{Float, FloatConvert, Status};

/// How a format represents infinities and NaNs (LLVM's `fltNonfiniteBehavior`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NonFinite {
    /// IEEE 754: infinities and NaNs (exponent all ones).
    Ieee,
    /// NaNs but no infinities; overflow gives NaN.
    NanOnly,
    /// Neither; overflow saturates to the largest finite value.
    FiniteOnly,
}

/// Where the NaNs of a format are (LLVM's `fltNanEncoding`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NanEncoding {
    /// Exponent all ones, nonzero significand.
    Ieee,
    /// Every bit but the sign set (`0x7F` / `0xFF` for `f8E4M3FN`).
    AllOnes,
    /// The negative-zero pattern (`0x80`): the `FNUZ` formats.
    NegativeZero,
}

/// A binary floating-point format (LLVM's `fltSemantics`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct FloatSemantics {
    /// Size of the encoding in bits.
    pub bits: u32,
    /// Significand bits, the leading bit included.
    pub precision: u32,
    /// Largest exponent of a finite value.
    pub max_exp: i32,
    /// Exponent of the smallest normal value.
    pub min_exp: i32,
    /// Inf / NaN representation.
    pub non_finite: NonFinite,
    /// NaN encoding.
    pub nan_encoding: NanEncoding,
    /// `false` for formats without a sign bit (`f8E8M0FNU`).
    pub signed: bool,
    /// `false` for formats without zero (`f8E8M0FNU`, whose zero rounds to the smallest value).
    pub has_zero: bool,
}

const fn sem(bits: u32, precision: u32, max_exp: i32, min_exp: i32) -> FloatSemantics {
    FloatSemantics {
        bits,
        precision,
        max_exp,
        min_exp,
        non_finite: NonFinite::Ieee,
        nan_encoding: NanEncoding::Ieee,
        signed: true,
        has_zero: true,
    }
}

const fn nan_only(s: FloatSemantics, nan_encoding: NanEncoding) -> FloatSemantics {
    FloatSemantics { non_finite: NonFinite::NanOnly, nan_encoding, ..s }
}

const fn finite_only(s: FloatSemantics) -> FloatSemantics {
    FloatSemantics { non_finite: NonFinite::FiniteOnly, ..s }
}

impl FloatKind {
    /// Every float type of MLIR 22's builtin dialect.
    pub const ALL: [FloatKind; 18] = [
        FloatKind::F4E2M1FN,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E3M4,
        FloatKind::F8E8M0FNU,
        FloatKind::BF16,
        FloatKind::F16,
        FloatKind::TF32,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
    ];

    /// The type keyword (`f8E4M3FN`, `tf32`, ...).
    pub fn name(self) -> &'static str {
        match self {
            FloatKind::F4E2M1FN => "f4E2M1FN",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::BF16 => "bf16",
            FloatKind::F16 => "f16",
            FloatKind::TF32 => "tf32",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
        }
    }

    /// The format named by a type keyword.
    pub fn from_name(s: &str) -> Option<FloatKind> {
        FloatKind::ALL.into_iter().find(|k| k.name() == s)
    }

    /// The format's semantics (LLVM's `fltSemantics`).
    pub fn semantics(self) -> FloatSemantics {
        use NanEncoding::*;
        match self {
            FloatKind::F4E2M1FN => finite_only(sem(4, 2, 2, 0)),
            FloatKind::F6E2M3FN => finite_only(sem(6, 4, 2, 0)),
            FloatKind::F6E3M2FN => finite_only(sem(6, 3, 4, -2)),
            FloatKind::F8E5M2 => sem(8, 3, 15, -14),
            FloatKind::F8E4M3 => sem(8, 4, 7, -6),
            FloatKind::F8E4M3FN => nan_only(sem(8, 4, 8, -6), AllOnes),
            FloatKind::F8E5M2FNUZ => nan_only(sem(8, 3, 15, -15), NegativeZero),
            FloatKind::F8E4M3FNUZ => nan_only(sem(8, 4, 7, -7), NegativeZero),
            FloatKind::F8E4M3B11FNUZ => nan_only(sem(8, 4, 4, -10), NegativeZero),
            FloatKind::F8E3M4 => sem(8, 5, 3, -2),
            FloatKind::F8E8M0FNU => {
                FloatSemantics { signed: false, has_zero: false, ..nan_only(sem(8, 1, 127, -127), AllOnes) }
            }
            FloatKind::BF16 => sem(16, 8, 127, -126),
            FloatKind::F16 => sem(16, 11, 15, -14),
            FloatKind::TF32 => sem(19, 11, 127, -126),
            FloatKind::F32 => sem(32, 24, 127, -126),
            FloatKind::F64 => sem(64, 53, 1023, -1022),
            FloatKind::F80 => sem(80, 64, 16383, -16382),
            FloatKind::F128 => sem(128, 113, 16383, -16382),
        }
    }

    /// Bit width of the format (MLIR's `FloatType::getWidth`: 19 for `tf32`).
    pub fn width(self) -> u32 {
        self.semantics().bits
    }

    /// Significand bits including the leading one.
    pub fn precision(self) -> u32 {
        self.semantics().precision
    }

    /// True for `f80` / `f128`, whose values do not fit an `f64`.
    pub fn is_wide(self) -> bool {
        matches!(self, FloatKind::F80 | FloatKind::F128)
    }
}

impl FloatSemantics {
    /// The largest finite value.
    pub fn largest(&self) -> f64 {
        let p = self.precision as i32;
        let top = 2f64.powi(self.max_exp);
        match (self.non_finite, self.nan_encoding) {
            // The all-ones significand at the largest exponent is the NaN.
            (NonFinite::NanOnly, NanEncoding::AllOnes) if p == 1 => top,
            (NonFinite::NanOnly, NanEncoding::AllOnes) => (2.0 - 2f64.powi(2 - p)) * top,
            _ => (2.0 - 2f64.powi(1 - p)) * top,
        }
    }

    /// The smallest positive value (a subnormal unless there are none).
    pub fn smallest(&self) -> f64 {
        2f64.powi(self.min_exp - (self.precision as i32 - 1))
    }

    /// The exponent bias of the encoding.
    fn bias(&self) -> i32 {
        if self.precision == 1 { -self.min_exp } else { 1 - self.min_exp }
    }

    fn mant_bits(&self) -> u32 {
        self.precision - 1
    }

    fn exp_bits(&self) -> u32 {
        self.bits - self.mant_bits() - self.signed as u32
    }

    /// The NaN of this format with the given sign and (IEEE formats) payload
    /// significand, as an `f64`.
    fn nan(&self, negative: bool) -> f64 {
        // The NaN's significand (all ones for `AllOnes`) sits at the top of
        // the f64 significand, where LLVM's convert to a wider format puts it.
        let payload = match self.nan_encoding {
            NanEncoding::AllOnes if self.precision > 1 => ((1u64 << self.mant_bits()) - 1) << (52 - self.mant_bits()),
            _ => 1u64 << 51,
        };
        let n = f64::from_bits(0x7ff0_0000_0000_0000 | payload);
        if negative { -n } else { n }
    }
}

/// `v` rounded to the nearest value of format `k` (ties to even), with the
/// format's overflow (infinity, NaN or saturation) and underflow.
/// `f64` and wider formats return `v` unchanged.
pub fn round(v: f64, k: FloatKind) -> f64 {
    match k {
        FloatKind::F64 | FloatKind::F80 | FloatKind::F128 => v,
        // Rust's `as` quiets a signaling NaN; the generic path keeps it.
        FloatKind::F32 if !v.is_nan() => v as f32 as f64,
        _ => round_small(v, &k.semantics()),
    }
}

fn round_small(v: f64, s: &FloatSemantics) -> f64 {
    if v.is_nan() {
        return match s.nan_encoding {
            // IEEE formats keep the payload's high bits (as LLVM's convert truncates it).
            NanEncoding::Ieee => {
                let keep = !((1u64 << (52 - s.mant_bits())) - 1);
                let b = v.to_bits() & keep;
                let b = if b & ((1u64 << 52) - 1) == 0 { b | (1u64 << 51) } else { b };
                f64::from_bits(b)
            }
            NanEncoding::AllOnes => s.nan(v.is_sign_negative()),
            NanEncoding::NegativeZero => s.nan(false),
        };
    }
    if v.is_infinite() {
        return match s.non_finite {
            NonFinite::Ieee => v,
            NonFinite::NanOnly => s.nan(v < 0.0),
            // LLVM's convert keeps the infinity category, which encodes as a
            // zero significand and exponent (printed in hex: `0x0`).
            NonFinite::FiniteOnly => v,
        };
    }
    if v == 0.0 {
        if !s.has_zero {
            // LLVM's makeZero on a format without zero: the smallest positive value.
            return s.smallest();
        }
        return if s.nan_encoding == NanEncoding::NegativeZero { 0.0 } else { v };
    }
    let a = v.abs();
    let e = (((a.to_bits() >> 52) & 0x7ff) as i32 - 1023).max(s.min_exp);
    let ulp = 2f64.powi(e - (s.precision as i32 - 1));
    let r = (a / ulp).round_ties_even() * ulp;
    let r = if r > s.largest() {
        match s.non_finite {
            NonFinite::Ieee => f64::INFINITY,
            // The FNUZ formats' one NaN is positive.
            NonFinite::NanOnly => return s.nan(v < 0.0 && s.nan_encoding != NanEncoding::NegativeZero),
            NonFinite::FiniteOnly => s.largest(),
        }
    } else if r == 0.0 {
        if !s.has_zero {
            return s.smallest();
        } else if s.nan_encoding == NanEncoding::NegativeZero {
            return 0.0;
        }
        0.0
    } else {
        r
    };
    if v < 0.0 { -r } else { r }
}

/// The encoding of `v` (a value of format `k`, as [`round`] gives it) in
/// `k`'s bits. `f80` / `f128` take the `f64` value exactly.
pub fn to_bits(v: f64, k: FloatKind) -> u128 {
    match k {
        FloatKind::F64 => v.to_bits() as u128,
        FloatKind::F32 if !v.is_nan() => (v as f32).to_bits() as u128,
        FloatKind::F80 | FloatKind::F128 => WideFloat::from_f64(v, k).bits,
        _ => to_bits_small(v, &k.semantics()) as u128,
    }
}

fn to_bits_small(v: f64, s: &FloatSemantics) -> u64 {
    let m = s.mant_bits();
    let e_bits = s.exp_bits();
    // LLVM sets the top bit of a negative value even in a format without a
    // sign bit (`f8E8M0FNU`: -1.0 encodes as 0xFF, the NaN).
    let sign = if v.is_sign_negative() { 1u64 << (s.bits - 1) } else { 0 };
    let exp_all = ((1u64 << e_bits) - 1) << m;
    if v.is_nan() {
        if s.non_finite == NonFinite::FiniteOnly {
            // LLVM's NaN category in a format without NaNs encodes as a
            // (signed) zero.
            return sign;
        }
        return match s.nan_encoding {
            NanEncoding::Ieee => {
                let payload = (v.to_bits() >> (52 - m)) & ((1u64 << m) - 1);
                sign | exp_all | payload.max(1)
            }
            NanEncoding::AllOnes => sign | exp_all | ((1u64 << m) - 1),
            NanEncoding::NegativeZero => 1u64 << (s.bits - 1),
        };
    }
    if v.is_infinite() {
        return if s.non_finite == NonFinite::FiniteOnly { sign } else { sign | exp_all };
    }
    let a = v.abs();
    if a == 0.0 {
        // The FNUZ formats have one zero (their negative zero is the NaN).
        return if s.nan_encoding == NanEncoding::NegativeZero { 0 } else { sign };
    }
    let e = ((a.to_bits() >> 52) & 0x7ff) as i32 - 1023;
    if e < s.min_exp {
        // Subnormal: a = mant * 2^(min_exp - m).
        let mant = (a * 2f64.powi(m as i32 - s.min_exp)) as u64;
        return sign | mant;
    }
    let mant = ((a * 2f64.powi(-e) - 1.0) * 2f64.powi(m as i32)) as u64;
    sign | (((e + s.bias()) as u64) << m) | mant
}

/// The value of format `k` encoded by `bits` (low `k.width()` bits), as an
/// `f64`. `f80` / `f128` values are rounded to `f64` (use [`WideFloat`]).
pub fn from_bits(bits: u128, k: FloatKind) -> f64 {
    match k {
        FloatKind::F64 => f64::from_bits(bits as u64),
        FloatKind::F32 if !f32::from_bits(bits as u32).is_nan() => f32::from_bits(bits as u32) as f64,
        FloatKind::F80 | FloatKind::F128 => WideFloat { bits, kind: k }.to_f64(),
        _ => from_bits_small(bits as u64, &k.semantics()),
    }
}

fn from_bits_small(bits: u64, s: &FloatSemantics) -> f64 {
    let bits = bits & ((1u64 << s.bits) - 1);
    let m = s.mant_bits();
    let e_bits = s.exp_bits();
    let negative = s.signed && bits >> (s.bits - 1) != 0;
    let exp = ((bits >> m) & ((1u64 << e_bits) - 1)) as i32;
    let mant = bits & ((1u64 << m) - 1);
    let exp_all = (1i32 << e_bits) - 1;
    let sign = if negative { -1.0 } else { 1.0 };
    match s.nan_encoding {
        NanEncoding::Ieee if exp == exp_all && s.non_finite == NonFinite::Ieee => {
            if mant == 0 {
                return sign * f64::INFINITY;
            }
            let nan = 0x7ff0_0000_0000_0000u64 | (mant << (52 - m)) | ((negative as u64) << 63);
            return f64::from_bits(nan);
        }
        NanEncoding::AllOnes if exp == exp_all && mant == (1u64 << m) - 1 => return s.nan(negative),
        NanEncoding::NegativeZero if negative && exp == 0 && mant == 0 => return s.nan(false),
        _ => {}
    }
    let mag = if exp == 0 && s.precision > 1 {
        mant as f64 * 2f64.powi(s.min_exp - m as i32)
    } else {
        (1.0 + mant as f64 * 2f64.powi(-(m as i32))) * 2f64.powi(exp - s.bias())
    };
    sign * mag
}

/// An `f80` or `f128` value: the format's own bit pattern.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct WideFloat {
    /// `bitcastToAPInt` of the value.
    pub bits: u128,
    /// `F80` or `F128`.
    pub kind: FloatKind,
}

/// Runs `$body` with `$t` bound to the `rustc_apfloat` type of a wide kind.
macro_rules! with_wide {
    ($kind:expr, $t:ident => $body:expr) => {
        match $kind {
            FloatKind::F80 => {
                type $t = X87DoubleExtended;
                $body
            }
            _ => {
                type $t = Quad;
                $body
            }
        }
    };
}

/// Rounds an `f64` to format `k` with `rustc_apfloat` for `f80`/`f128`.
fn wide_from_f64<T: Float>(v: f64) -> T
where
    rustc_apfloat::ieee::Double: FloatConvert<T>,
{
    let d = rustc_apfloat::ieee::Double::from_bits(v.to_bits() as u128);
    let mut loses = false;
    d.convert(&mut loses).value
}

impl WideFloat {
    /// The value encoded by `bits`, canonicalised as LLVM reads an encoding
    /// (x87 pseudo-NaNs, pseudo-infinities and unnormals become NaNs).
    pub fn from_bits(bits: u128, kind: FloatKind) -> Self {
        let bits = with_wide!(kind, T => T::from_bits(bits).to_bits());
        WideFloat { bits, kind }
    }

    /// The value `v` (exact: both wide formats contain `f64`).
    pub fn from_f64(v: f64, kind: FloatKind) -> Self {
        let bits = with_wide!(kind, T => wide_from_f64::<T>(v).to_bits());
        WideFloat { bits, kind }
    }

    /// The nearest `f64` (ties to even).
    pub fn to_f64(self) -> f64 {
        with_wide!(self.kind, T => {
            let mut loses = false;
            let d: rustc_apfloat::ieee::Double = T::from_bits(self.bits).convert(&mut loses).value;
            f64::from_bits(d.to_bits() as u64)
        })
    }

    /// Parses decimal (or C hex-float) text correctly rounded to the format.
    pub fn parse(s: &str, kind: FloatKind) -> Option<Self> {
        let bits = with_wide!(kind, T => T::from_str_r(s, Round::NearestTiesToEven).ok()?.value.to_bits());
        Some(WideFloat { bits, kind })
    }

    /// LLVM's `toString(FormatPrecision, FormatMaxPadding, TruncateZero)`.
    pub fn to_string_with(self, precision: u32, max_padding: u32, truncate_zero: bool) -> String {
        with_wide!(self.kind, T => {
            let x = T::from_bits(self.bits);
            let (w, p) = (max_padding as usize, precision as usize);
            match (precision, truncate_zero) {
                (0, true) => format!("{x:w$}"),
                (0, false) => format!("{x:#w$}"),
                (_, true) => format!("{x:w$.p$}"),
                (_, false) => format!("{x:#w$.p$}"),
            }
        })
    }

    /// True for NaN.
    pub fn is_nan(self) -> bool {
        with_wide!(self.kind, T => T::from_bits(self.bits).is_nan())
    }

    /// True for +-Inf.
    pub fn is_infinite(self) -> bool {
        with_wide!(self.kind, T => T::from_bits(self.bits).is_infinite())
    }

    /// True for a negative value (sign bit set).
    pub fn is_negative(self) -> bool {
        with_wide!(self.kind, T => T::from_bits(self.bits).is_negative())
    }

    /// Flips the sign.
    pub fn negated(self) -> Self {
        let bits = with_wide!(self.kind, T => (-T::from_bits(self.bits)).to_bits());
        WideFloat { bits, kind: self.kind }
    }

    /// A binary arithmetic operation in the format (to nearest, ties to even).
    pub fn binary(self, o: Self, op: WideOp) -> Self {
        let bits = with_wide!(self.kind, T => {
            let (a, b) = (T::from_bits(self.bits), T::from_bits(o.bits));
            let r = match op {
                WideOp::Add => a + b,
                WideOp::Sub => a - b,
                WideOp::Mul => a * b,
                WideOp::Div => a / b,
                WideOp::Rem => a.c_fmod(b),
            };
            r.value.to_bits()
        });
        WideFloat { bits, kind: self.kind }
    }

    /// IEEE comparison: `None` if unordered.
    pub fn partial_cmp(self, o: Self) -> Option<std::cmp::Ordering> {
        with_wide!(self.kind, T => T::from_bits(self.bits).partial_cmp(&T::from_bits(o.bits)))
    }

    /// True for a signaling NaN.
    pub fn is_signaling(self) -> bool {
        // LLVM tests the significand's second bit as stored (for an x87
        // pseudo-NaN or unnormal read as a NaN, the encoding's bit 62;
        // `rustc_apfloat` normalises those first).
        let quiet_bit = if self.kind == FloatKind::F80 { 62 } else { 111 };
        self.is_nan() && (self.bits >> quiet_bit) & 1 == 0
    }

    /// True for +-0.
    pub fn is_zero(self) -> bool {
        with_wide!(self.kind, T => T::from_bits(self.bits).is_zero())
    }

    /// `ilogb`: the unbiased exponent of a finite nonzero value (as LLVM's
    /// `ilogb`: `i32::MIN + 1` for zero, `i32::MAX` for an infinity,
    /// `i32::MIN` for NaN).
    pub fn ilogb(self) -> i32 {
        with_wide!(self.kind, T => T::from_bits(self.bits).ilogb())
    }

    /// The NaN made quiet (LLVM's `makeQuiet`: sets the quiet bit).
    pub fn quieted(self) -> Self {
        if !self.is_nan() {
            return self;
        }
        let quiet_bit = if self.kind == FloatKind::F80 { 1u128 << 62 } else { 1u128 << 111 };
        WideFloat { bits: self.bits | quiet_bit, kind: self.kind }
    }

    /// `APFloat::convert` of an `f64` value (exact for every `f64` but a
    /// signaling NaN, which is made quiet): the value and whether the
    /// status was `opOK` without loss.
    pub fn from_f64_checked(v: f64, kind: FloatKind) -> (Self, bool) {
        let d = rustc_apfloat::ieee::Double::from_bits(v.to_bits() as u128);
        let mut loses = false;
        let (bits, status) = with_wide!(kind, T => {
            let r: rustc_apfloat::StatusAnd<T> = d.convert(&mut loses);
            (r.value.to_bits(), r.status)
        });
        (WideFloat { bits, kind }, !loses && status == Status::OK)
    }

    /// Converts to `kind` (wide or not) rounding to nearest; the result's
    /// bits in `kind` and whether it was exact (`!losesInfo`, status `opOK`).
    pub fn convert(self, kind: FloatKind) -> (u128, bool) {
        with_wide!(self.kind, S => {
            let x = S::from_bits(self.bits);
            convert_from(x, kind)
        })
    }

    /// Converts to the narrow format `kind` (`f64` or narrower) rounding to
    /// nearest: the value as an `f64` and whether it was exact.
    pub fn convert_narrow(self, kind: FloatKind) -> (f64, bool) {
        with_wide!(self.kind, S => narrow_from(S::from_bits(self.bits), kind))
    }

    /// `convertFromAPInt` (to nearest, ties to even).
    pub fn from_int(mag: u128, negative: bool, kind: FloatKind) -> Self {
        let bits = with_wide!(kind, T => {
            let r = T::from_u128(mag).value;
            if negative { (-r).to_bits() } else { r.to_bits() }
        });
        WideFloat { bits, kind }
    }

    /// `convertToInteger` towards zero into a `width`-bit integer; `None` if
    /// the value does not fit (or is NaN / infinite).
    pub fn to_int(self, width: u32, signed: bool) -> Option<u128> {
        with_wide!(self.kind, T => {
            let x = T::from_bits(self.bits);
            let mut exact = false;
            if signed {
                let r = x.to_i128_r(width as usize, Round::TowardZero, &mut exact);
                (!r.status.contains(Status::INVALID_OP)).then_some(r.value as u128)
            } else {
                let r = x.to_u128_r(width as usize, Round::TowardZero, &mut exact);
                (!r.status.contains(Status::INVALID_OP)).then_some(r.value)
            }
        })
    }
}

impl WideFloat {
    /// The sign bit of the format's encoding.
    fn sign_bit(kind: FloatKind) -> u128 {
        1u128 << (kind.width() - 1)
    }

    /// The absolute value (sign bit cleared; NaN payloads kept).
    pub fn abs(self) -> Self {
        WideFloat { bits: self.bits & !Self::sign_bit(self.kind), kind: self.kind }
    }

    /// The value with the sign of `sign` (`copysign`; NaN payloads kept).
    pub fn copy_sign(self, sign: Self) -> Self {
        let b = Self::sign_bit(self.kind);
        WideFloat { bits: (self.bits & !b) | (sign.bits & b), kind: self.kind }
    }

    /// True for finite values (not NaN nor an infinity).
    pub fn is_finite(self) -> bool {
        with_wide!(self.kind, T => T::from_bits(self.bits).is_finite())
    }

    /// True for normal values (finite, nonzero, not subnormal).
    pub fn is_normal(self) -> bool {
        with_wide!(self.kind, T => T::from_bits(self.bits).is_normal())
    }

    /// The value rounded to an integral value in direction `round`
    /// (`ceil`, `floor`, `trunc`, `round`, `roundeven`); a NaN made quiet.
    pub fn round_to_integral(self, round: Round) -> Self {
        let bits = with_wide!(self.kind, T => T::from_bits(self.bits).round_to_integral(round).value.to_bits());
        WideFloat { bits, kind: self.kind }
    }

    /// `self * b + c` rounded once (to nearest, ties to even).
    pub fn mul_add(self, b: Self, c: Self) -> Self {
        let bits = with_wide!(self.kind, T => {
            T::from_bits(self.bits).mul_add(T::from_bits(b.bits), T::from_bits(c.bits)).value.to_bits()
        });
        WideFloat { bits, kind: self.kind }
    }

    /// The square root, correctly rounded to nearest (ties to even): `-0`
    /// for `-0`, the NaN made quiet for a NaN, `None` (an invalid
    /// operation, whose NaN the caller chooses) for a value below zero.
    pub fn sqrt(self) -> Option<Self> {
        if self.is_nan() {
            return Some(self.quieted());
        }
        if self.is_zero() || (self.is_infinite() && !self.is_negative()) {
            return Some(self);
        }
        if self.is_negative() {
            return None;
        }
        with_wide!(self.kind, T => {
            let x = T::from_bits(self.bits);
            // x = m * 2^e0 with m an integer of at most p bits.
            let p = T::PRECISION as i32;
            let e0 = x.ilogb() - (p - 1);
            let m = x.scalbn(-e0).to_u128(128).value;
            // N = m * 2^shift, with e0 - shift even and N of at least 2p + 5
            // bits, so that isqrt(N) has at least p + 2 bits.
            let len = 128 - m.leading_zeros() as i32;
            let mut shift = (2 * p + 5 - len).max(0);
            if (e0 - shift).rem_euclid(2) != 0 {
                shift += 1;
            }
            let n = num_bigint::BigUint::from(m) << shift as usize;
            let r = n.sqrt();
            let inexact = &r * &r != n;
            let d = r.to_u64_digits();
            // At most p + 3 <= 116 bits.
            let mut root = u128::from(d.first().copied().unwrap_or(0)) | u128::from(d.get(1).copied().unwrap_or(0)) << 64;
            // Round to odd, then to nearest in the format (exact with two
            // extra bits); scaling is exact (a root is never subnormal in
            // its own format).
            if inexact {
                root |= 1;
            }
            let r = T::from_u128(root).value.scalbn((e0 - shift) / 2);
            Some(WideFloat { bits: r.to_bits(), kind: self.kind })
        })
    }

    /// Converts to the wide format `kind` (`f80` or `f128`) rounding in
    /// direction `round`: the bits of the result.
    pub fn convert_wide_r(self, kind: FloatKind, round: Round) -> u128 {
        let mut loses = false;
        with_wide!(self.kind, S => {
            let x = S::from_bits(self.bits);
            match kind {
                FloatKind::F80 => FloatConvert::<X87DoubleExtended>::convert_r(x, round, &mut loses).value.to_bits(),
                _ => FloatConvert::<Quad>::convert_r(x, round, &mut loses).value.to_bits(),
            }
        })
    }

    /// The value as an `f64` rounded in direction `round`.
    pub fn to_f64_r(self, round: Round) -> f64 {
        let mut loses = false;
        with_wide!(self.kind, S => {
            let d: rustc_apfloat::ieee::Double = S::from_bits(self.bits).convert_r(round, &mut loses).value;
            f64::from_bits(d.to_bits() as u64)
        })
    }

    /// The value rounded to odd in `f64` (toward zero, with the last bit
    /// set when inexact): rounding that once more to a format of at most 51
    /// bits of precision, in any direction, rounds the exact value.
    pub fn to_f64_odd(self) -> f64 {
        let mut loses = false;
        with_wide!(self.kind, S => {
            let r: rustc_apfloat::StatusAnd<rustc_apfloat::ieee::Double> =
                S::from_bits(self.bits).convert_r(Round::TowardZero, &mut loses);
            let mut b = r.value.to_bits() as u64;
            if loses && f64::from_bits(b).is_finite() {
                b |= 1;
            }
            f64::from_bits(b)
        })
    }
}

/// Arithmetic of [`WideFloat::binary`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum WideOp {
    /// `+`.
    Add,
    /// `-`.
    Sub,
    /// `*`.
    Mul,
    /// `/`.
    Div,
    /// C `fmod`.
    Rem,
}

fn convert_from<
    S: Float + FloatConvert<X87DoubleExtended> + FloatConvert<Quad> + FloatConvert<rustc_apfloat::ieee::Double>,
>(
    x: S,
    kind: FloatKind,
) -> (u128, bool) {
    let mut loses = false;
    match kind {
        FloatKind::F80 => {
            let r: rustc_apfloat::StatusAnd<X87DoubleExtended> = x.convert(&mut loses);
            (r.value.to_bits(), !loses && r.status == Status::OK)
        }
        FloatKind::F128 => {
            let r: rustc_apfloat::StatusAnd<Quad> = x.convert(&mut loses);
            (r.value.to_bits(), !loses && r.status == Status::OK)
        }
        _ => {
            let (v, exact) = narrow_from(x, kind);
            (to_bits(v, kind), exact)
        }
    }
}

/// `x` converted to the narrow format `kind` (rounding to nearest) as an
/// `f64` holding the value (so a NaN or an infinity keeps its category in
/// the formats that cannot encode it), and whether it was exact.
fn narrow_from<S: Float + FloatConvert<rustc_apfloat::ieee::Double>>(x: S, kind: FloatKind) -> (f64, bool) {
    let mut loses = false;
    // Round to nearest once, through round-to-odd in f64 (exact for
    // formats of at most 51 bits of precision).
    let rs: rustc_apfloat::StatusAnd<rustc_apfloat::ieee::Double> = x.convert_r(Round::TowardZero, &mut loses);
    let mut b = rs.value.to_bits() as u64;
    let d = f64::from_bits(b);
    if loses && d.is_finite() {
        b |= 1;
    }
    let v = if kind == FloatKind::F64 {
        let mut l2 = false;
        let r: rustc_apfloat::ieee::Double = x.convert(&mut l2).value;
        f64::from_bits(r.to_bits() as u64)
    } else {
        round(f64::from_bits(b), kind)
    };
    let exact = !loses && rs.status == Status::OK && round(d, kind).to_bits() == d.to_bits();
    (v, exact)
}

/// Parses decimal text as MLIR's parser does: `strtod` to `f64`, then
/// rounded to the format (`APFloat::convert`, ties to even).
pub fn parse_decimal(s: &str) -> Option<f64> {
    s.parse::<f64>().ok()
}

/// Parses decimal text correctly rounded to format `k`, as
/// `APFloat(semantics, text)` does (the printer's round-trip check).
pub fn parse_exact(s: &str, k: FloatKind) -> Option<f64> {
    match k {
        FloatKind::F64 => s.parse::<f64>().ok(),
        FloatKind::F32 => s.parse::<f32>().ok().map(|v| v as f64),
        FloatKind::F80 | FloatKind::F128 => WideFloat::parse(s, k).map(|w| w.to_f64()),
        _ => {
            // Round to odd in f64, then to nearest in the format: exact
            // since 53 >= p + 2.
            let r = rustc_apfloat::ieee::Double::from_str_r(s, Round::TowardZero).ok()?;
            let mut b = r.value.to_bits() as u64;
            if r.status.contains(Status::INEXACT) && f64::from_bits(b).is_finite() {
                b |= 1;
            }
            Some(round(f64::from_bits(b), k))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_formats_round_trip_every_encoding() {
        for k in FloatKind::ALL {
            let s = k.semantics();
            if s.bits > 16 {
                continue;
            }
            for b in 0u128..(1 << s.bits) {
                let v = from_bits(b, k);
                assert_eq!(round(v, k).to_bits(), v.to_bits(), "{k:?} {b:#x}");
                let back = to_bits(v, k);
                if v.is_nan() && s.nan_encoding != NanEncoding::Ieee {
                    assert!(from_bits(back, k).is_nan());
                } else {
                    assert_eq!(back, b, "{k:?} {b:#x} -> {v}");
                }
            }
        }
    }

    #[test]
    fn overflow_per_format() {
        assert_eq!(round(100.0, FloatKind::F4E2M1FN), 6.0);
        assert!(round(1000.0, FloatKind::F8E4M3FN).is_nan());
        assert_eq!(round(1000.0, FloatKind::F8E5M2FNUZ), 1024.0);
        assert!(round(1000.0, FloatKind::F8E4M3FNUZ).is_nan());
        assert_eq!(round(0.1, FloatKind::F8E8M0FNU), 0.125);
        assert_eq!(round(-0.0, FloatKind::F8E8M0FNU), 2f64.powi(-127));
        assert_eq!(round(3.0, FloatKind::F8E8M0FNU), 4.0);
        assert!(round(1e50, FloatKind::F8E8M0FNU).is_nan());
        assert_eq!(round(464.0, FloatKind::F8E4M3FN), 448.0);
        assert_eq!(FloatKind::TF32.width(), 19);
    }

    #[test]
    fn wide_values() {
        let w = WideFloat::from_f64(1.5, FloatKind::F80);
        assert_eq!(w.bits, 0x3FFF_C000_0000_0000_0000);
        assert_eq!(w.to_string_with(6, 0, false), "1.500000e+00");
        let q = WideFloat::parse("0.1", FloatKind::F128).unwrap();
        assert_ne!(q, WideFloat::from_f64(0.1, FloatKind::F128));
    }

    /// Square roots against values computed independently (Python's
    /// `decimal` at 300 digits, rounded to the format with `fractions`).
    #[test]
    fn wide_sqrt_is_correctly_rounded() {
        let two128 = WideFloat::from_f64(2.0, FloatKind::F128);
        assert_eq!(two128.sqrt().unwrap().bits, 0x3fff6a09e667f3bcc908b2fb1366ea95);
        let two80 = WideFloat::from_f64(2.0, FloatKind::F80);
        assert_eq!(two80.sqrt().unwrap().bits, 0x3fffb504f333f9de6484);
        // Exact squares stay exact, subnormals included.
        for (v, k) in [(9.0, FloatKind::F128), (0.25, FloatKind::F80), (1e300 * 1e300, FloatKind::F128)] {
            let w = WideFloat::from_f64(v, k);
            let sq = w.binary(w, WideOp::Mul);
            assert_eq!(sq.sqrt().unwrap(), w, "{v}");
        }
        // sqrt(2^-16492), a subnormal, is 2^-8246.
        let tiny = WideFloat::from_bits(4, FloatKind::F128);
        assert_eq!(tiny.sqrt().unwrap().bits, ((16383 - 8246) as u128) << 112);
        assert!(WideFloat::from_f64(-1.0, FloatKind::F80).sqrt().is_none());
        assert_eq!(WideFloat::from_f64(-0.0, FloatKind::F80).sqrt().unwrap().bits, 1u128 << 79);
    }

    #[test]
    fn signaling_nans_survive_f32_storage() {
        let snan = from_bits(0xFF80_0001, FloatKind::F32);
        assert_eq!(to_bits(snan, FloatKind::F32), 0xFF80_0001);
        assert_eq!(to_bits(round(snan, FloatKind::F32), FloatKind::F32), 0xFF80_0001);
        // A NaN in a finite-only format encodes as a signed zero.
        assert_eq!(to_bits(-f64::NAN, FloatKind::F6E3M2FN), 0x20);
        // The FNUZ NaN of a negative overflow is positive.
        assert!(round(-1e6, FloatKind::F8E4M3B11FNUZ).is_sign_positive());
        let x = WideFloat::from_bits(0xCA30_583C_04AA_8D13_8D62, FloatKind::F80);
        assert!(x.is_nan() && !x.is_signaling());
    }
}

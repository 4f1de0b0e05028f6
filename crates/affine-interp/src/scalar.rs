//! Scalar element types and their bit-level semantics.
//!
//! Every scalar lives in a 64-bit slot ("raw bits"):
//! - an integer of width `w` (1..=64) is stored sign-extended from `w` bits,
//!   so signed comparisons work directly and unsigned ones zero-extend first;
//! - `index` is an `i64`;
//! - a float of any format up to `f64` (the 4-, 6- and 8-bit formats,
//!   `bf16`, `f16`, `tf32`, `f32`, `f64`) is stored as the `f64` bit pattern
//!   of its value, which is always exactly representable in the format:
//!   every result is rounded to the format with round-to-nearest-even by
//!   [`affine_ir::float::round`], the rounding the `arith` folders use (so a
//!   finite-only format saturates, a NaN-only one overflows to its NaN, as
//!   LLVM's `APFloat`);
//! - an `f80` / `f128` is stored as a handle to its bit pattern (see
//!   `wide.rs`) and computed exactly with `rustc_apfloat`.
//!
//! Arithmetic on formats narrower than `f64` is computed in `f64` and
//! rounded once to the target format; since `f64` carries more than
//! `2p + 2` bits for each of those formats (`p <= 24`) this is correctly
//! rounded for `+ - * /` and `sqrt` (the classic double-rounding
//! innocuousness result).

use std::fmt;

pub use affine_ir::context::FloatKind;
use affine_ir::float::FloatSemantics;

/// A scalar element type: the element type of memrefs and vectors and the
/// type of every scalar SSA value the interpreter handles.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ScalarType {
    /// Signless (or signed/unsigned) integer of the given width, 1..=64.
    Int(u32),
    /// `index`, modelled as a 64-bit integer.
    Index,
    /// A floating-point format: every builtin format of MLIR 22.
    Float(FloatKind),
}

impl ScalarType {
    /// True for integers and `index`.
    pub fn is_int_like(self) -> bool {
        matches!(self, ScalarType::Int(_) | ScalarType::Index)
    }

    /// Bit width used for wrap-around (64 for `index`).
    pub fn int_width(self) -> u32 {
        match self {
            ScalarType::Int(w) => w,
            ScalarType::Index => 64,
            ScalarType::Float(f) => f.width(),
        }
    }

    /// The MLIR spelling of the type (`i32`, `index`, `f16`, ...).
    pub fn mlir_name(self) -> String {
        match self {
            ScalarType::Int(w) => format!("i{w}"),
            ScalarType::Index => "index".to_string(),
            ScalarType::Float(f) => f.name().to_string(),
        }
    }
}

impl fmt::Display for ScalarType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.mlir_name())
    }
}

/// `2^k` for `-1022 <= k <= 1023`, exactly.
#[inline]
fn pow2(k: i32) -> f64 {
    f64::from_bits(((k + 1023) as u64) << 52)
}

/// Rounds `x` to the nearest value of format `t` (ties to even), with the
/// format's overflow (infinity, its NaN, or saturation) and gradual
/// underflow, returned as an `f64`. A NaN keeps the top bits of its payload
/// that the format holds (the slot form of that NaN).
#[inline]
pub fn round_to(t: FloatKind, x: f64) -> f64 {
    affine_ir::float::round(x, t)
}

/// `ulp` exponent of the format at magnitude `a` (finite, nonzero).
fn ulp_exp(s: &FloatSemantics, a: f64) -> i32 {
    let e = (((a.to_bits() >> 52) & 0x7ff) as i32 - 1023).max(s.min_exp);
    e - (s.precision as i32 - 1)
}

/// Rounds `x` to format `t` with an `arith` rounding mode:
/// 0 to-nearest-even, 1 downward, 2 upward, 3 toward-zero, 4
/// to-nearest-away. As `APFloat`, a directed mode rounding toward zero
/// saturates at the largest finite value; rounding away overflows as
/// rounding to nearest does (infinity, the NaN of a NaN-only format, the
/// largest value of a finite-only one).
pub fn round_to_mode(t: FloatKind, x: f64, mode: u8) -> f64 {
    if mode == 0 || t == FloatKind::F64 || !x.is_finite() || x == 0.0 {
        return round_to(t, x);
    }
    let s = t.semantics();
    let a = x.abs();
    let ulp = ulp_exp(&s, a);
    let scaled = a * pow2(-ulp);
    let neg = x.is_sign_negative();
    // Rounding of the magnitude: `up` rounds away from zero.
    let m = match mode {
        1 => {
            if neg {
                scaled.ceil()
            } else {
                scaled.floor()
            }
        }
        2 => {
            if neg {
                scaled.floor()
            } else {
                scaled.ceil()
            }
        }
        3 => scaled.trunc(),
        _ => scaled.round(),
    };
    let r = m * pow2(ulp);
    let toward_zero = mode == 3 || (mode == 1 && !neg) || (mode == 2 && neg);
    if r > s.largest() && toward_zero {
        return if neg { -s.largest() } else { s.largest() };
    }
    // `r` is a value of the format's precision (or past its range, where
    // rounding to nearest overflows the same way).
    round_to(t, if neg { -r } else { r })
}

/// The largest finite value of format `t`.
pub fn max_finite(t: FloatKind) -> f64 {
    t.semantics().largest()
}

/// The bits (sign bit clear) of the format's default NaN: the quiet NaN
/// without payload of IEEE formats (`0x7E00` for `f16`), the NaN encoding
/// of the others (`0x7F` for `f8E4M3FN`, `0x80` for the FNUZ formats), and
/// the zero encoding a finite-only format gives LLVM's NaN category.
pub fn quiet_nan_bits(t: FloatKind) -> u64 {
    float_to_bits(t, round_to(t, f64::NAN)) & !(1u64 << (t.width() - 1))
}

/// Encodes a value of `t` (as [`round_to`] gives it) as the format's bits.
///
/// A NaN keeps its sign and the top bits of its payload, the way hardware
/// narrows NaNs. With [`float_from_bits`] this is exact for IEEE formats:
/// every bit pattern, signalling NaNs included, survives the trip through
/// the interpreter's `f64` slots.
pub fn float_to_bits(t: FloatKind, x: f64) -> u64 {
    affine_ir::float::to_bits(x, t) as u64
}

/// Decodes format bits into the value (as `f64`). A NaN keeps its sign and
/// payload (shifted to the top of the `f64` payload, as hardware widens
/// NaNs, but without quieting a signalling NaN).
pub fn float_from_bits(t: FloatKind, bits: u64) -> f64 {
    affine_ir::float::from_bits(u128::from(bits), t)
}

/// The `f64` slot form of a NaN of format `t`: payload bits the format
/// cannot hold are dropped, so equal format bits mean equal slots.
pub fn canonical_nan(t: FloatKind, x: f64) -> f64 {
    round_to(t, x)
}

/// Rounds the exact binary value `mant * 2^exp` (plus a little more when
/// `sticky`: nonzero bits below `mant`) to the nearest value of format `t`,
/// ties to even. `None` when it overflows, i.e. when rounding to nearest
/// with an unbounded exponent gives more than the largest finite value.
pub(crate) fn round_binary(t: FloatKind, mant: u128, exp: i64, sticky: bool) -> Option<f64> {
    if mant == 0 {
        return Some(round_to(t, 0.0));
    }
    let s = t.semantics();
    let (p, emin, emax) = (s.precision as i32, s.min_exp, s.max_exp);
    let bits = 128 - i64::from(mant.leading_zeros());
    let top = exp + bits - 1;
    if top > i64::from(emax) + 1 {
        return None;
    }
    // Exponent of the unit in the last place of the result.
    let unit = top.max(i64::from(emin)) - i64::from(p - 1);
    let shift = unit - exp;
    let q = if shift <= 0 {
        mant << (-shift) as u32
    } else if shift > 128 {
        0
    } else {
        let q = if shift == 128 { 0 } else { mant >> shift };
        let rest = if shift == 128 { mant } else { mant & ((1u128 << shift) - 1) };
        let half = 1u128 << (shift - 1);
        let up = rest > half || (rest == half && (sticky || q & 1 == 1));
        q + u128::from(up)
    };
    // q < 2^(p+1) <= 2^54: exact in f64; scale in two exact steps so that
    // subnormal results are not rounded twice.
    let v = (q as f64) * pow2_wide(unit);
    if v > s.largest() { None } else { Some(round_to(t, v)) }
}

/// `2^k` for any `k` whose result is a nonzero `f64` (down to `2^-1074`).
fn pow2_wide(k: i64) -> f64 {
    if k >= -1022 { pow2(k.min(1023) as i32) } else { pow2((k + 60) as i32) * pow2(-60) }
}

/// Rounds `r`, an `f64` rounded to odd from an exact value (its last bit
/// set when inexact), to format `t` (precision at most 51 bits, so the
/// result is the exact value rounded once); `None` when that overflows.
pub(crate) fn round_odd_to(t: FloatKind, r: f64) -> Option<f64> {
    if !r.is_finite() {
        return None;
    }
    let a = r.abs();
    if a == 0.0 {
        return Some(round_to(t, r));
    }
    let e = ((a.to_bits() >> 52) & 0x7ff) as i64;
    let (mant, exp) = if e == 0 {
        (u128::from(a.to_bits()), -1074)
    } else {
        (u128::from((a.to_bits() & ((1u64 << 52) - 1)) | (1u64 << 52)), e - 1075)
    };
    let v = round_binary(t, mant, exp, false)?;
    Some(if r.is_sign_negative() { round_to(t, -v) } else { v })
}

/// The smallest positive normal value of format `t` (`math.isnormal`).
pub(crate) fn min_normal(t: FloatKind) -> f64 {
    pow2_wide(i64::from(t.semantics().min_exp))
}

/// Sign-extends the low `w` bits of `x`.
#[inline]
pub fn sext(w: u32, x: i64) -> i64 {
    if w >= 64 {
        x
    } else {
        let s = 64 - w;
        (x << s) >> s
    }
}

/// Zero-extends the low `w` bits of `x`.
#[inline]
pub fn zext(w: u32, x: i64) -> u64 {
    if w >= 64 {
        x as u64
    } else {
        let s = 64 - w;
        ((x as u64) << s) >> s
    }
}

/// Converts an exact integer given as `i128` to the nearest value of `t`.
///
/// Integers up to 2^53 in magnitude are exact in `f64`; larger ones are
/// first reduced with round-to-odd to 53 bits, which makes the final
/// rounding to any narrower format correct.
pub fn int_to_float(t: FloatKind, v: i128) -> f64 {
    let neg = v < 0;
    let a = v.unsigned_abs();
    let f = if a < (1u128 << 53) {
        a as f64
    } else {
        let bits = 128 - a.leading_zeros();
        let k = bits - 53;
        let mut m = a >> k;
        if a & ((1u128 << k) - 1) != 0 {
            m |= 1;
        }
        (m as f64) * 2f64.powi(k as i32)
    };
    let f = if neg { -f } else { f };
    if t == FloatKind::F64 && a >= (1u128 << 53) {
        // Round-to-odd gives the wrong answer for f64 itself; use the
        // native conversion, which is correctly rounded.
        return v as f64;
    }
    round_to(t, f)
}

/// A scalar value as seen by users of the interpreter.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Scalar {
    /// An integer (or `index`), sign-extended from its width.
    Int(i64),
    /// A float, exactly representable in its format (for `f80` / `f128`,
    /// any `f64` value, exact in both).
    Float(f64),
    /// An `f80` / `f128` value as its format's bit pattern.
    Wide(u128),
    /// The poison value (only ever produced, never accepted in memory).
    Poison,
}

impl Scalar {
    /// Encodes the scalar into raw register bits for type `t` (poison maps
    /// to zero; callers track poison separately).
    pub fn to_bits(self, t: ScalarType) -> u64 {
        match (self, t) {
            (Scalar::Wide(b), ScalarType::Float(f)) if f.is_wide() => crate::wide::handle(b),
            (Scalar::Float(x), ScalarType::Float(f)) if f.is_wide() => crate::wide::from_f64(f, x),
            (Scalar::Int(v), ScalarType::Float(f)) if f.is_wide() => crate::wide::from_f64(f, v as f64),
            // Not produced by the interpreter: a wide value for another type.
            (Scalar::Wide(_), _) => 0,
            (Scalar::Int(v), ScalarType::Int(w)) => sext(w, v) as u64,
            (Scalar::Int(v), ScalarType::Index) => v as u64,
            (Scalar::Int(v), ScalarType::Float(f)) => int_to_float(f, v as i128).to_bits(),
            (Scalar::Float(x), ScalarType::Float(f)) if x.is_nan() => canonical_nan(f, x).to_bits(),
            (Scalar::Float(x), ScalarType::Float(f)) => round_to(f, x).to_bits(),
            (Scalar::Float(x), ScalarType::Int(w)) => sext(w, x as i64) as u64,
            (Scalar::Float(x), ScalarType::Index) => x as i64 as u64,
            (Scalar::Poison, _) => 0,
        }
    }

    /// Decodes raw register bits of type `t`.
    pub fn from_bits(t: ScalarType, bits: u64) -> Scalar {
        match t {
            ScalarType::Int(_) | ScalarType::Index => Scalar::Int(bits as i64),
            ScalarType::Float(f) if f.is_wide() => Scalar::Wide(crate::wide::bits(bits)),
            ScalarType::Float(_) => Scalar::Float(f64::from_bits(bits)),
        }
    }
}

/// For `f80` / `f128` scalars `x` and `y` of type `t` (their
/// [`Scalar::Wide`] bits): true if they are equal, both NaN, or differ by
/// at most `max(absolute, relative * max(|x|, |y|))` (the difference
/// computed in the format, compared as `f64`s), as `--check-semantics`
/// compares floats; `None` for other scalars.
pub fn wide_values_agree(t: ScalarType, x: Scalar, y: Scalar, relative: f64, absolute: f64) -> Option<bool> {
    use affine_ir::float::{WideFloat, WideOp};
    let (ScalarType::Float(k), Scalar::Wide(a), Scalar::Wide(b)) = (t, x, y) else { return None };
    let (a, b) = (WideFloat { bits: a, kind: k }, WideFloat { bits: b, kind: k });
    if a == b || (a.is_nan() && b.is_nan()) {
        return Some(true);
    }
    let diff = a.binary(b, WideOp::Sub).to_f64().abs();
    let scale = a.to_f64().abs().max(b.to_f64().abs());
    Some(diff <= absolute.max(relative * scale))
}

/// Formats a float of format `t` exactly and briefly:
///
/// - a finite value prints as the shortest decimal that reads back to the
///   same value of `t` (`0.1` for the `f16` nearest to 0.1), in plain
///   notation unless scientific notation is shorter (`2.77e-163`,
///   `1e-7`), except that integers of up to 16 digits stay plain (`100`);
/// - `inf`, `-inf`; `nan` and `-nan` for the quiet NaN without payload
///   (`-nan` is what x86 computes for `0/0`, and what `mlir-runner` prints);
/// - any other NaN prints as its bit pattern (`0x7FF0000000000001`), the
///   form MLIR's own float literals use, so it reads back bit for bit.
pub fn format_float(t: FloatKind, x: f64) -> String {
    if x.is_nan() {
        let bits = float_to_bits(t, x);
        let sign = bits >> (t.width() - 1) != 0;
        if bits & !(1u64 << (t.width() - 1)) == quiet_nan_bits(t) {
            return if sign { "-nan" } else { "nan" }.to_string();
        }
        return format!("0x{bits:0w$X}", w = t.width().div_ceil(4) as usize);
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf" } else { "-inf" }.to_string();
    }
    // `v` is an f64 whose shortest digits are the shortest digits for `x`
    // in format `t`: `x` itself for f64, a few digits for narrow formats.
    let (plain, scientific) = match t {
        FloatKind::F64 => (format!("{x}"), format!("{x:e}")),
        FloatKind::F32 => (format!("{}", x as f32), format!("{:e}", x as f32)),
        _ => {
            let v = shortest_narrow(t, x);
            (format!("{v}"), format!("{v:e}"))
        }
    };
    let integral = x.fract() == 0.0 && x.abs() < 1e16;
    if scientific.len() < plain.len() && !integral { scientific } else { plain }
}

/// The shortest decimal (as the `f64` it denotes) that reads back as `x` in
/// the narrow format `t`. At most 9 significant digits are needed for
/// formats of at most 24 bits of precision, so the `f64` prints back as
/// exactly those digits.
fn shortest_narrow(t: FloatKind, x: f64) -> f64 {
    for digits in 1..=17 {
        let text = format!("{x:.prec$e}", prec = digits - 1);
        if crate::literal::parse_decimal_float(t, &text) == Ok(x) {
            return text.parse().unwrap_or(x);
        }
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f16_rounding() {
        assert_eq!(round_to(FloatKind::F16, 1.0 + 1.0 / 2048.0), 1.0); // tie to even
        assert_eq!(round_to(FloatKind::F16, 1.0 + 3.0 / 2048.0), 1.0 + 2.0 / 1024.0);
        assert_eq!(round_to(FloatKind::F16, 65504.0), 65504.0);
        assert_eq!(round_to(FloatKind::F16, 65520.0), f64::INFINITY);
        assert_eq!(round_to(FloatKind::F16, 65519.0), 65504.0);
        // smallest subnormal 2^-24, half of it ties to zero (even)
        assert_eq!(round_to(FloatKind::F16, pow2(-25)), 0.0);
        assert_eq!(round_to(FloatKind::F16, pow2(-25) * 1.5), pow2(-24));
        assert_eq!(round_to(FloatKind::F16, 0.1), 0.0999755859375);
    }

    #[test]
    fn bf16_rounding_and_bits() {
        let x = round_to(FloatKind::BF16, 1.0 / 3.0);
        assert_eq!(float_to_bits(FloatKind::BF16, x), 0x3eab);
        assert_eq!(float_from_bits(FloatKind::BF16, 0x3eab), x);
        assert_eq!(round_to(FloatKind::BF16, 3.0e38), 226.0 * pow2(120));
    }

    #[test]
    fn directed_rounding() {
        let x = 1.0 + 1.0 / 4096.0; // between two f16 values 1 and 1 + 2^-10
        assert_eq!(round_to_mode(FloatKind::F16, x, 1), 1.0);
        assert_eq!(round_to_mode(FloatKind::F16, x, 2), 1.0 + pow2(-10));
        assert_eq!(round_to_mode(FloatKind::F16, -x, 1), -(1.0 + pow2(-10)));
        assert_eq!(round_to_mode(FloatKind::F16, -x, 3), -1.0);
        assert_eq!(round_to_mode(FloatKind::F16, 1.0 + pow2(-11), 4), 1.0 + pow2(-10));
        assert_eq!(round_to_mode(FloatKind::F16, 1.0e6, 3), 65504.0);
        assert_eq!(round_to_mode(FloatKind::F32, 0.1, 1), 0.099999994f32 as f64);
    }

    #[test]
    fn f16_bits_roundtrip() {
        for bits in [0u64, 1, 0x3ff, 0x400, 0x3c00, 0x7bff, 0x7c00, 0x8001, 0xc000] {
            let v = float_from_bits(FloatKind::F16, bits);
            assert_eq!(float_to_bits(FloatKind::F16, v), bits, "{bits:#x}");
        }
        assert_eq!(float_from_bits(FloatKind::F16, 0x3c00), 1.0);
    }

    #[test]
    fn int_conversion_rounding() {
        // 2^60 + 2^36 + 1 must round up for bf16? bf16 keeps 8 bits: exact 2^60.
        let v: i128 = (1 << 60) + 1;
        assert_eq!(int_to_float(FloatKind::BF16, v), pow2(60));
        // Just above a bf16 tie must round up (round-to-odd keeps the sticky bit).
        let tie_plus: i128 = (1 << 60) + (1 << 52) + 1;
        assert_eq!(int_to_float(FloatKind::BF16, tie_plus), pow2(60) + pow2(53));
        assert_eq!(int_to_float(FloatKind::F64, (1 << 53) + 1), pow2(53));
        assert_eq!(int_to_float(FloatKind::F32, 16777217), 16777216.0);
    }

    #[test]
    fn ext_helpers() {
        assert_eq!(sext(8, 200), -56);
        assert_eq!(zext(8, -56), 200);
        assert_eq!(sext(1, 1), -1);
        assert_eq!(zext(1, -1), 1);
    }

    #[test]
    fn float_formatting() {
        assert_eq!(format_float(FloatKind::F32, 1.5), "1.5");
        assert_eq!(format_float(FloatKind::F32, 0.1f32 as f64), "0.1");
        assert_eq!(format_float(FloatKind::F16, round_to(FloatKind::F16, 0.1)), "0.1");
        assert_eq!(format_float(FloatKind::F64, 2.0), "2");
        assert_eq!(format_float(FloatKind::F64, 2.77e-163), "2.77e-163");
        assert_eq!(format_float(FloatKind::F64, 0.001), "1e-3");
        assert_eq!(format_float(FloatKind::F64, 0.01), "0.01");
        assert_eq!(format_float(FloatKind::F64, 100.0), "100");
        assert_eq!(format_float(FloatKind::F64, 1e16), "1e16");
        assert_eq!(format_float(FloatKind::F64, -0.0), "-0");
        assert_eq!(format_float(FloatKind::F32, 3.4028234663852886e38), "3.4028235e38");
        assert_eq!(format_float(FloatKind::F64, f64::from_bits(0xFFF8_0000_0000_0000)), "-nan");
        assert_eq!(format_float(FloatKind::F64, f64::from_bits(0x7FF0_0000_0000_0001)), "0x7FF0000000000001");
        assert_eq!(format_float(FloatKind::F16, float_from_bits(FloatKind::F16, 0xFC01)), "0xFC01");
        assert_eq!(format_float(FloatKind::BF16, float_from_bits(FloatKind::BF16, 0xFFC0)), "-nan");
        assert_eq!(format_float(FloatKind::F16, 65504.0), "65500");
        assert_eq!(format_float(FloatKind::F16, pow2(-24)), "6e-8");
    }

    /// Every f16 and bf16 bit pattern prints in a form that reads back to
    /// the same bits, no longer than the value's 5-digit decimal.
    #[test]
    fn narrow_formats_print_exactly() {
        for t in [FloatKind::F16, FloatKind::BF16] {
            for bits in 0..=0xffffu64 {
                let x = float_from_bits(t, bits);
                assert_eq!(float_to_bits(t, x), bits, "{t:?} {bits:#x}");
                let text = format_float(t, x);
                let back = crate::literal::parse_scalar(ScalarType::Float(t), &text);
                let Ok(Scalar::Float(y)) = back else { panic!("{t:?} {bits:#x}: {text} does not read back") };
                assert_eq!(float_to_bits(t, y), bits, "{t:?} {bits:#x} printed as {text}");
            }
        }
    }

    #[test]
    fn nan_payloads_survive() {
        for (t, bits) in [(FloatKind::F32, 0x7F80_0001u64), (FloatKind::F32, 0xFFC0_1234), (FloatKind::BF16, 0x7F81)] {
            let x = float_from_bits(t, bits);
            assert_eq!(float_to_bits(t, x), bits);
            assert_eq!(Scalar::Float(x).to_bits(ScalarType::Float(t)), x.to_bits());
        }
    }
}

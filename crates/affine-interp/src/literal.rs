//! Reading one scalar from its text, exactly.
//!
//! Every input form (JSON numbers and strings, `dense<...>` elements)
//! comes down to [`parse_scalar`], which never rounds an integer, wraps it
//! or takes a float for an integer:
//!
//! - integers (`-5`, `4294967295`, `0xFF`, and exact integral decimals such
//!   as `3.0` or `1e3`) must fit the type: `iN` accepts `-2^(N-1)` to
//!   `2^N - 1` (signless: the upper half is read as its bit pattern, as MLIR
//!   does for `arith.constant 255 : i8`), `index` like `i64`; `i1` also
//!   takes `true`/`false`;
//! - decimal floats round to the *nearest* value of the format (ties to
//!   even), directly, never through a wider format first; a finite number
//!   too large for the format is an error, never an infinity;
//! - hexadecimal floats (`0x1.8p-3`, as C's `%a` prints them) round the
//!   same way;
//! - `0x` followed by hexadecimal digits only is the bit pattern of the
//!   format (`0x3DCCCCCD : f32`, `0x7E01 : f16`), as in MLIR's own float
//!   literals: every value, each NaN payload included, has an exact form;
//! - `nan`, `-nan`, `inf`, `-inf` (also `NaN`, `Infinity`, any case);
//! - `poison` for scalars and vector lanes.

use crate::scalar::{FloatKind, Scalar, ScalarType, float_from_bits, round_binary, round_odd_to};

/// Why a text is not a value of the wanted type.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum LiteralError {
    /// A well-formed number outside the range of the type.
    DoesNotFit,
    /// Not a number of this kind at all (`1.5` for an integer, `"abc"`).
    Invalid,
}

/// A decimal number, normalised: `0.DIGITS * 10^exp` with no leading or
/// trailing zeros in `digits` (empty for zero).
#[derive(Debug, PartialEq, Eq)]
struct Decimal {
    negative: bool,
    digits: Vec<u8>,
    exp: i64,
}

impl Decimal {
    /// Parses `[+-]?D*[.D*]([eE][+-]?D+)?` with at least one digit.
    fn parse(text: &str) -> Option<Decimal> {
        let (negative, body) = split_sign(text);
        let (mantissa, exponent) = match body.find(['e', 'E']) {
            Some(k) => (&body[..k], Some(&body[k + 1..])),
            None => (body, None),
        };
        let (int_part, frac_part) = mantissa.split_once('.').unwrap_or((mantissa, ""));
        if int_part.is_empty() && frac_part.is_empty() {
            return None;
        }
        if !int_part.bytes().chain(frac_part.bytes()).all(|b| b.is_ascii_digit()) {
            return None;
        }
        let mut exp: i64 = match exponent {
            None => 0,
            Some(e) => {
                let (neg, digits) = split_sign(e);
                if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                    return None;
                }
                // Saturate: beyond any format's range either way.
                let v = digits.parse::<i64>().unwrap_or(i64::MAX / 4).min(i64::MAX / 4);
                if neg { -v } else { v }
            }
        };
        exp += int_part.len() as i64;
        let mut digits: Vec<u8> = int_part.bytes().chain(frac_part.bytes()).map(|b| b - b'0').collect();
        let lead = digits.iter().take_while(|&&d| d == 0).count();
        digits.drain(..lead);
        exp -= lead as i64;
        while digits.last() == Some(&0) {
            digits.pop();
        }
        if digits.is_empty() {
            exp = 0;
        }
        Some(Decimal { negative, digits, exp })
    }

    /// The value as an integer magnitude, if it is one and fits in `u128`.
    fn integer(&self) -> Result<u128, LiteralError> {
        if self.digits.is_empty() {
            return Ok(0);
        }
        if self.exp < self.digits.len() as i64 {
            return Err(LiteralError::Invalid);
        }
        if self.exp > 39 {
            return Err(LiteralError::DoesNotFit);
        }
        let mut v: u128 = 0;
        for k in 0..self.exp as usize {
            let d = self.digits.get(k).copied().unwrap_or(0);
            v = v.checked_mul(10).and_then(|v| v.checked_add(u128::from(d))).ok_or(LiteralError::DoesNotFit)?;
        }
        Ok(v)
    }
}

fn split_sign(text: &str) -> (bool, &str) {
    match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    }
}

/// `0x` + hexadecimal digits (no fraction, no exponent) as an unsigned value.
fn hex_bits(text: &str) -> Option<Result<u128, LiteralError>> {
    let digits = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X"))?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let significant = digits.trim_start_matches('0');
    Some(if significant.len() > 32 {
        Err(LiteralError::DoesNotFit)
    } else {
        u128::from_str_radix(if significant.is_empty() { "0" } else { significant }, 16)
            .map_err(|_| LiteralError::Invalid)
    })
}

/// Parses `text` as a value of `t` (see the module docs).
pub(crate) fn parse_scalar(t: ScalarType, text: &str) -> Result<Scalar, LiteralError> {
    if text == "poison" {
        return Ok(Scalar::Poison);
    }
    match t {
        ScalarType::Float(f) if f.is_wide() => crate::wide::parse(f, text).map(Scalar::Wide).map_err(|e| match e {
            crate::wide::ParseError::DoesNotFit => LiteralError::DoesNotFit,
            crate::wide::ParseError::Invalid => LiteralError::Invalid,
        }),
        ScalarType::Float(f) => parse_float(f, text).map(Scalar::Float),
        ScalarType::Int(_) | ScalarType::Index => parse_int(t, text).map(Scalar::Int),
    }
}

/// An integer of type `t` (an `iN` or `index`), sign-extended.
fn parse_int(t: ScalarType, text: &str) -> Result<i64, LiteralError> {
    let width = t.int_width();
    if width == 1 {
        match text {
            "true" => return Ok(-1),
            "false" => return Ok(0),
            _ => {}
        }
    }
    let (negative, body) = split_sign(text);
    let magnitude = match hex_bits(body) {
        Some(bits) => bits?,
        None => Decimal::parse(body).ok_or(LiteralError::Invalid)?.integer()?,
    };
    // Signless: -2^(w-1) ..= 2^w - 1.
    let fits = if negative { magnitude <= 1u128 << (width - 1) } else { magnitude < 1u128 << width };
    if !fits {
        return Err(LiteralError::DoesNotFit);
    }
    let v = if negative { (magnitude as i128).wrapping_neg() } else { magnitude as i128 };
    Ok(crate::scalar::sext(width, v as i64))
}

/// A float of format `t` (as its `f64` slot value).
fn parse_float(t: FloatKind, text: &str) -> Result<f64, LiteralError> {
    let (negative, body) = split_sign(text);
    let signed = |v: f64| if negative { -v } else { v };
    match body.to_ascii_lowercase().as_str() {
        "nan" => return Ok(signed(f64::NAN.abs())),
        "inf" | "infinity" => return Ok(signed(f64::INFINITY)),
        _ => {}
    }
    if let Some(bits) = hex_bits(body) {
        let bits = bits?;
        if negative {
            return Err(LiteralError::Invalid);
        }
        if bits >> t.width() != 0 {
            return Err(LiteralError::DoesNotFit);
        }
        return Ok(float_from_bits(t, bits as u64));
    }
    if let Some(hex) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        return parse_hex_float(t, hex).map(signed);
    }
    parse_decimal_float(t, text)
}

/// A decimal float text rounded to the nearest value of `t`.
pub(crate) fn parse_decimal_float(t: FloatKind, text: &str) -> Result<f64, LiteralError> {
    Decimal::parse(text).ok_or(LiteralError::Invalid)?;
    // Rust's own parsers round correctly to f32 and f64 (and accept every
    // text `Decimal::parse` accepts).
    let x = match t {
        FloatKind::F32 => text.parse::<f32>().map(f64::from).map_err(|_| LiteralError::Invalid)?,
        FloatKind::F64 => text.parse::<f64>().map_err(|_| LiteralError::Invalid)?,
        // Round to odd in f64, then to nearest in the format: exact since
        // 53 >= p + 2 for every narrower format.
        _ => {
            use rustc_apfloat::Float as _;
            let r = rustc_apfloat::ieee::Double::from_str_r(text, rustc_apfloat::Round::TowardZero)
                .map_err(|_| LiteralError::Invalid)?;
            let mut b = r.value.to_bits() as u64;
            if r.status.contains(rustc_apfloat::Status::INEXACT) && f64::from_bits(b).is_finite() {
                b |= 1;
            }
            return round_odd_to(t, f64::from_bits(b)).ok_or(LiteralError::DoesNotFit);
        }
    };
    if x.is_infinite() { Err(LiteralError::DoesNotFit) } else { Ok(x) }
}

/// `H*[.H*]p[+-]D+` (after the `0x`): exact binary value, rounded to `t`.
fn parse_hex_float(t: FloatKind, text: &str) -> Result<f64, LiteralError> {
    let (mantissa, exponent) = text.split_once(['p', 'P']).ok_or(LiteralError::Invalid)?;
    let (int_part, frac_part) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    if int_part.is_empty() && frac_part.is_empty() {
        return Err(LiteralError::Invalid);
    }
    let (exp_negative, exp_digits) = split_sign(exponent);
    if exp_digits.is_empty() || !exp_digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(LiteralError::Invalid);
    }
    let exp = exp_digits.parse::<i64>().unwrap_or(i64::MAX / 4).min(i64::MAX / 4);
    let mut exp = if exp_negative { -exp } else { exp };
    let mut mant: u128 = 0;
    let mut sticky = false;
    for (k, c) in int_part.chars().chain(frac_part.chars()).enumerate() {
        let v = c.to_digit(16).ok_or(LiteralError::Invalid)?;
        if k >= int_part.len() {
            exp -= 4;
        }
        if mant >> 120 == 0 {
            mant = (mant << 4) | u128::from(v);
        } else {
            // Keep 120 significant bits; the rest only matters as "nonzero".
            sticky |= v != 0;
            exp += 4;
        }
    }
    round_binary(t, mant, exp, sticky).ok_or(LiteralError::DoesNotFit)
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::scalar::round_to;

    fn float(t: FloatKind, s: &str) -> Result<f64, LiteralError> {
        parse_float(t, s)
    }

    #[test]
    fn integers_fit_or_fail() {
        let i32t = ScalarType::Int(32);
        assert_eq!(parse_scalar(i32t, "4294967298"), Err(LiteralError::DoesNotFit));
        assert_eq!(parse_scalar(i32t, "4294967295"), Ok(Scalar::Int(-1)));
        assert_eq!(parse_scalar(i32t, "-2147483648"), Ok(Scalar::Int(-2147483648)));
        assert_eq!(parse_scalar(i32t, "-2147483649"), Err(LiteralError::DoesNotFit));
        assert_eq!(parse_scalar(i32t, "1.5"), Err(LiteralError::Invalid));
        assert_eq!(parse_scalar(i32t, "3.0"), Ok(Scalar::Int(3)));
        assert_eq!(parse_scalar(i32t, "1e3"), Ok(Scalar::Int(1000)));
        assert_eq!(parse_scalar(i32t, "1e300"), Err(LiteralError::DoesNotFit));
        assert_eq!(parse_scalar(i32t, "0xFFFFFFFF"), Ok(Scalar::Int(-1)));
        assert_eq!(parse_scalar(i32t, "0x100000000"), Err(LiteralError::DoesNotFit));
        assert_eq!(parse_scalar(ScalarType::Int(1), "true"), Ok(Scalar::Int(-1)));
        assert_eq!(parse_scalar(ScalarType::Int(8), "true"), Err(LiteralError::Invalid));
        assert_eq!(parse_scalar(ScalarType::Index, "18446744073709551615"), Ok(Scalar::Int(-1)));
        assert_eq!(parse_scalar(ScalarType::Int(64), "-9223372036854775808"), Ok(Scalar::Int(i64::MIN)));
        assert_eq!(parse_scalar(ScalarType::Int(64), "abc"), Err(LiteralError::Invalid));
    }

    #[test]
    fn decimals_read_exactly() {
        // The examples of the issue that serde_json's default parser misreads.
        assert_eq!(float(FloatKind::F64, "1.0955198662648313"), Ok(1.0955198662648313));
        assert_eq!(float(FloatKind::F64, "0.015463917525773141"), Ok(0.015463917525773141));
        assert_eq!(float(FloatKind::F32, "0.1"), Ok(f64::from(0.1f32)));
        assert_eq!(float(FloatKind::F64, "1e400"), Err(LiteralError::DoesNotFit));
        assert_eq!(float(FloatKind::F32, "3.5e38"), Err(LiteralError::DoesNotFit));
        assert_eq!(float(FloatKind::F16, "65520"), Err(LiteralError::DoesNotFit));
        assert_eq!(float(FloatKind::F16, "65519.99"), Ok(65504.0));
        assert_eq!(float(FloatKind::F64, "1e-400"), Ok(0.0));
        assert!(float(FloatKind::F64, "-0").is_ok_and(|x| x == 0.0 && x.is_sign_negative()));
    }

    #[test]
    fn narrow_formats_round_once() {
        // 1 + 2^-11 is the f16 midpoint between 1 and 1 + 2^-10: the digits
        // after it decide, although the nearest f64 is the midpoint itself.
        assert_eq!(float(FloatKind::F16, "1.00048828125"), Ok(1.0));
        assert_eq!(float(FloatKind::F16, "1.000488281250000000000001"), Ok(1.0 + 1.0 / 1024.0));
        assert_eq!(float(FloatKind::F16, "1.000488281249999999999999"), Ok(1.0));
        assert_eq!(float(FloatKind::F16, "-1.000488281250000000000001"), Ok(-1.0 - 1.0 / 1024.0));
        // Just above the overflow threshold 65520, but nearest f64 is 65520.
        assert_eq!(float(FloatKind::F16, "65519.9999999999999999999"), Ok(65504.0));
        assert_eq!(float(FloatKind::F16, "65520.0000000000000000001"), Err(LiteralError::DoesNotFit));
        assert_eq!(float(FloatKind::BF16, "0.1"), Ok(round_to(FloatKind::BF16, 0.1)));
    }

    #[test]
    fn bit_patterns_and_hex_floats() {
        assert_eq!(float(FloatKind::F32, "0x3F800000"), Ok(1.0));
        assert_eq!(float(FloatKind::F16, "0x3C00"), Ok(1.0));
        assert_eq!(float(FloatKind::BF16, "0x3F80"), Ok(1.0));
        assert_eq!(float(FloatKind::F16, "0x1FFFF"), Err(LiteralError::DoesNotFit));
        assert_eq!(float(FloatKind::F32, "-0x3F800000"), Err(LiteralError::Invalid));
        let snan = float(FloatKind::F16, "0x7C01").unwrap();
        assert_eq!(crate::scalar::float_to_bits(FloatKind::F16, snan), 0x7C01);
        assert_eq!(float(FloatKind::F64, "0x1.8p1"), Ok(3.0));
        assert_eq!(float(FloatKind::F64, "-0x1p-1074"), Ok(-f64::from_bits(1)));
        assert_eq!(float(FloatKind::F64, "0x1p-1075"), Ok(0.0));
        assert_eq!(float(FloatKind::F64, "0x1.00000000000008p0"), Ok(1.0));
        assert_eq!(float(FloatKind::F64, "0x1.000000000000080001p0"), Ok(1.0 + f64::EPSILON));
        assert_eq!(float(FloatKind::F32, "0x1p128"), Err(LiteralError::DoesNotFit));
        assert_eq!(float(FloatKind::F16, "0x1.ffcp15"), Ok(65504.0));
        assert_eq!(float(FloatKind::F64, "0x1.8"), Err(LiteralError::Invalid));
    }

    #[test]
    fn specials() {
        assert!(float(FloatKind::F32, "nan").is_ok_and(|x| x.is_nan() && x.is_sign_positive()));
        assert!(float(FloatKind::F32, "-nan").is_ok_and(|x| x.is_nan() && x.is_sign_negative()));
        assert_eq!(float(FloatKind::BF16, "-Infinity"), Ok(f64::NEG_INFINITY));
        assert_eq!(parse_scalar(ScalarType::Int(8), "poison"), Ok(Scalar::Poison));
        assert_eq!(float(FloatKind::F64, "1.2.3"), Err(LiteralError::Invalid));
        assert_eq!(float(FloatKind::F64, ""), Err(LiteralError::Invalid));
    }
}

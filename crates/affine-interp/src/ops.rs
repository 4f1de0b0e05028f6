//! Scalar semantics of `arith` operations on raw register bits.
//!
//! Each function takes the operands' raw bits (see [`crate::scalar`]) and
//! returns the result's raw bits, `None` for poison (overflow under
//! `nsw`/`nuw`, inexact under `exact`, over-wide shifts, out-of-range
//! float-to-int conversions), or a trap for undefined behaviour (division
//! by zero, signed division overflow).

use crate::error::{ErrorKind, TResult, Trap};
use crate::scalar::{FloatKind, ScalarType, float_from_bits, float_to_bits, int_to_float, round_to, sext, zext};
use affine_dialects::math::libm::{libm32, libm64};

/// Integer binary operations.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum IOp {
    Add,
    Sub,
    Mul,
    DivS,
    DivU,
    RemS,
    RemU,
    CeilDivS,
    CeilDivU,
    FloorDivS,
    And,
    Or,
    Xor,
    Shl,
    ShrS,
    ShrU,
    MaxS,
    MaxU,
    MinS,
    MinU,
    /// `math.ipowi`: `a` to the power `b` by repeated squaring with
    /// wrapping multiplications (see [`ipowi`]).
    Pow,
    /// High half of the full signed product (`arith.mulsi_extended`).
    MulHiS,
    /// High half of the full unsigned product (`arith.mului_extended`).
    MulHiU,
    /// Unsigned carry out of `a + b`, an `i1` (`arith.addui_extended`).
    AddCarry,
}

/// Float binary operations.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum FOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    MaximumF,
    MinimumF,
    MaxNumF,
    MinNumF,
    /// `math.powf`.
    Pow,
    /// `math.atan2`.
    Atan2,
    /// `math.copysign`.
    CopySign,
}

/// Unary `math` functions on floats (computed in `f64`, then rounded to
/// the element type like every float op of the interpreter).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum MathFn {
    Abs,
    Ceil,
    Floor,
    Round,
    RoundEven,
    Trunc,
    Sqrt,
    Rsqrt,
    Cbrt,
    Exp,
    Exp2,
    Expm1,
    Log,
    Log2,
    Log10,
    Log1p,
    Sin,
    Cos,
    Tan,
    Tanh,
    Sinh,
    Cosh,
    Asin,
    Acos,
    Atan,
    Asinh,
    Acosh,
    Atanh,
    /// `math.erf`, through the C library (see [`libm64`]).
    Erf,
    /// `math.erfc`, through the C library (see [`libm64`]).
    Erfc,
}

impl MathFn {
    /// The function of a `math` op name (`"exp"`).
    pub(crate) fn of(name: &str) -> Option<Self> {
        Some(match name {
            "absf" => MathFn::Abs,
            "ceil" => MathFn::Ceil,
            "floor" => MathFn::Floor,
            "round" => MathFn::Round,
            "roundeven" => MathFn::RoundEven,
            "trunc" => MathFn::Trunc,
            "sqrt" => MathFn::Sqrt,
            "rsqrt" => MathFn::Rsqrt,
            "cbrt" => MathFn::Cbrt,
            "exp" => MathFn::Exp,
            "exp2" => MathFn::Exp2,
            "expm1" => MathFn::Expm1,
            "log" => MathFn::Log,
            "log2" => MathFn::Log2,
            "log10" => MathFn::Log10,
            "log1p" => MathFn::Log1p,
            "sin" => MathFn::Sin,
            "cos" => MathFn::Cos,
            "tan" => MathFn::Tan,
            "tanh" => MathFn::Tanh,
            "sinh" => MathFn::Sinh,
            "cosh" => MathFn::Cosh,
            "asin" => MathFn::Asin,
            "acos" => MathFn::Acos,
            "atan" => MathFn::Atan,
            "asinh" => MathFn::Asinh,
            "acosh" => MathFn::Acosh,
            "atanh" => MathFn::Atanh,
            "erf" => MathFn::Erf,
            "erfc" => MathFn::Erfc,
            _ => return None,
        })
    }

    /// The function at `x`, a value of format `t`; the caller rounds the
    /// result to `t`. Like MLIR on CPU (the LLVM intrinsics and the libm
    /// calls `-convert-math-to-llvm` / `-convert-math-to-libm` make), `f64`
    /// uses the C library's double function, and `f32`, `f16` and `bf16` its
    /// single-precision one (`sinf`...: LLVM promotes the half formats to
    /// `f32` around the call); the C library is the one `mlir-runner` uses,
    /// so results are bit-identical on the same machine.
    fn apply(self, t: FloatKind, x: f64) -> f64 {
        /// The function on one float width (`$x: f32` or `f64`), where Rust's
        /// method compiles to the libm call LLVM makes.
        macro_rules! on_width {
            ($x:expr, $libm:ident) => {{
                let x = $x;
                match self {
                    MathFn::Abs => x.abs(),
                    MathFn::Ceil => x.ceil(),
                    MathFn::Floor => x.floor(),
                    MathFn::Round => x.round(),
                    MathFn::RoundEven => x.round_ties_even(),
                    MathFn::Trunc => x.trunc(),
                    MathFn::Sqrt => x.sqrt(),
                    MathFn::Rsqrt => 1.0 / x.sqrt(),
                    MathFn::Cbrt => $libm::cbrt(x),
                    MathFn::Exp => x.exp(),
                    MathFn::Exp2 => x.exp2(),
                    MathFn::Expm1 => x.exp_m1(),
                    MathFn::Log => x.ln(),
                    MathFn::Log2 => x.log2(),
                    MathFn::Log10 => x.log10(),
                    MathFn::Log1p => x.ln_1p(),
                    MathFn::Sin => x.sin(),
                    MathFn::Cos => x.cos(),
                    MathFn::Tan => x.tan(),
                    MathFn::Tanh => x.tanh(),
                    MathFn::Sinh => x.sinh(),
                    MathFn::Cosh => x.cosh(),
                    MathFn::Asin => x.asin(),
                    MathFn::Acos => x.acos(),
                    MathFn::Atan => x.atan(),
                    // Rust computes these itself (or takes them from its
                    // compiler-builtins); MLIR calls the C library.
                    MathFn::Asinh => $libm::asinh(x),
                    MathFn::Acosh => $libm::acosh(x),
                    MathFn::Atanh => $libm::atanh(x),
                    MathFn::Erf => $libm::erf(x),
                    MathFn::Erfc => $libm::erfc(x),
                }
            }};
        }
        if self == MathFn::Rsqrt {
            // Two LLVM operations (`sqrt`, then `fdiv`), each rounded to t
            // (for f16/bf16 too: LLVM rounds back after each promoted op).
            return 1.0 / round_to(t, x.sqrt());
        }
        match t {
            FloatKind::F64 => on_width!(x, libm64),
            // x is a value of format t, exactly representable in f32.
            _ => f64::from(on_width!(x as f32, libm32)),
        }
    }
}

/// `math.ipowi` on width `w` (operands sign-extended), as MLIR defines it
/// (`-convert-math-to-funcs`, the only lowering of the op): `b == 0` gives
/// 1; a negative `b` gives `1 / a` truncated, i.e. division by zero for
/// `a == 0`, 1 for `a == 1`, ±1 for `a == -1` by the parity of `b`, and 0
/// otherwise; a positive `b` multiplies by repeated squaring, wrapping
/// around in two's complement.
pub(crate) fn ipowi(w: u32, a: i64, b: i64) -> TResult<i64> {
    if b == 0 {
        return Ok(1);
    }
    if b < 0 {
        return match a {
            0 => Err(div_zero()),
            1 => Ok(1),
            -1 => Ok(if b & 1 != 0 { -1 } else { 1 }),
            _ => Ok(0),
        };
    }
    let (mut base, mut exp, mut result) = (a, b as u64, 1i64);
    loop {
        if exp & 1 != 0 {
            result = sext(w, result.wrapping_mul(base));
        }
        exp >>= 1;
        if exp == 0 {
            return Ok(result);
        }
        base = sext(w, base.wrapping_mul(base));
    }
}

/// `math.fpowi`: float `x` of format `t` to the integer power `n` of width
/// `w`, with the multiplications (each rounded to `t`) of MLIR's software
/// definition (`-convert-math-to-funcs`): `n == 0` gives 1 (even for NaN);
/// otherwise `x^|n|` by repeated squaring, least significant bit first,
/// and `1 / x^|n|` for a negative `n`. The most negative `n` has no
/// absolute value in `w` bits: it is computed as `x^(2^(w-1) - 1) * x`.
/// `llvm.intr.powi` (what `-convert-math-to-llvm` makes of `i32`
/// exponents) multiplies in the same order and differs only there.
pub(crate) fn fpowi(t: FloatKind, w: u32, x: u64, n: u64) -> u64 {
    let n = sext(w, n as i64);
    let x = f64::from_bits(x);
    if n == 0 {
        return 1.0f64.to_bits();
    }
    let most_negative = n == min_s(w);
    let mut exp = if most_negative { max_s(w) as u64 } else { n.unsigned_abs() };
    let (mut base, mut result) = (x, 1.0f64);
    loop {
        if exp & 1 != 0 {
            result = round_to(t, result * base);
        }
        exp >>= 1;
        if exp == 0 {
            break;
        }
        base = round_to(t, base * base);
    }
    if most_negative {
        result = round_to(t, result * x);
    }
    if n < 0 {
        result = round_to(t, 1.0 / result);
    }
    result.to_bits()
}

/// `math.clampf(x, lo, hi)`: `maximumf(minimumf(x, hi), lo)`, the op's
/// documented semantics (NaN-propagating, `-0 < +0`). mlir-opt 22's
/// `-math-expand-ops` swaps the bounds (tests/lit/upstream-bugs/
/// math-expand-clampf-swapped-bounds.mlir).
pub(crate) fn clampf(x: u64, lo: u64, hi: u64) -> u64 {
    maximum(minimum(f64::from_bits(x), f64::from_bits(hi)), f64::from_bits(lo)).to_bits()
}

/// Conversions and unary ops.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum CastOp {
    ExtSI,
    ExtUI,
    TruncI,
    IndexCast,
    IndexCastUI,
    SIToFP,
    UIToFP,
    FPToSI,
    FPToUI,
    ExtF,
    TruncF,
    /// `truncf` with a non-default `roundingmode` (see
    /// [`crate::scalar::round_to_mode`]).
    TruncFMode(u8),
    Bitcast,
    NegF,
    /// A unary `math` function.
    Math(MathFn),
    /// `math.absi`, `math.ctlz`, `math.cttz`, `math.ctpop` (by name).
    IntMath(IntMathFn),
    /// `math.isnan`, `math.isinf`, `math.isfinite`, `math.isnormal`: an
    /// `i1` classification of a float.
    FloatClass(FloatClassFn),
}

/// Unary `math` functions on integers.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum IntMathFn {
    /// Absolute value (the minimum value is its own absolute value).
    Abs,
    /// Leading zero bits (the width for zero).
    Ctlz,
    /// Trailing zero bits (the width for zero).
    Cttz,
    /// One bits.
    Ctpop,
}

/// Float classification predicates of the `math` dialect.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum FloatClassFn {
    Nan,
    Inf,
    Finite,
    Normal,
}

impl IntMathFn {
    /// The function of a `math` op name (`"ctpop"`).
    pub(crate) fn of(name: &str) -> Option<Self> {
        Some(match name {
            "absi" => IntMathFn::Abs,
            "ctlz" => IntMathFn::Ctlz,
            "cttz" => IntMathFn::Cttz,
            "ctpop" => IntMathFn::Ctpop,
            _ => return None,
        })
    }
}

impl FloatClassFn {
    /// The predicate of a `math` op name (`"isnan"`).
    pub(crate) fn of(name: &str) -> Option<Self> {
        Some(match name {
            "isnan" => FloatClassFn::Nan,
            "isinf" => FloatClassFn::Inf,
            "isfinite" => FloatClassFn::Finite,
            "isnormal" => FloatClassFn::Normal,
            _ => return None,
        })
    }
}

/// `nsw` overflow flag bit.
pub(crate) const NSW: u8 = 1;
/// `nuw` overflow flag bit.
pub(crate) const NUW: u8 = 2;
/// `exact` flag bit.
pub(crate) const EXACT: u8 = 4;

#[inline]
fn min_s(w: u32) -> i64 {
    if w >= 64 { i64::MIN } else { -(1i64 << (w - 1)) }
}

#[inline]
fn max_s(w: u32) -> i64 {
    if w >= 64 { i64::MAX } else { (1i64 << (w - 1)) - 1 }
}

#[inline]
fn max_u(w: u32) -> u128 {
    if w >= 64 { u64::MAX as u128 } else { (1u128 << w) - 1 }
}

#[cold]
fn div_zero() -> Trap {
    Trap::new(ErrorKind::DivisionByZero, "integer division by zero")
}

#[cold]
fn div_ovf(w: u32) -> Trap {
    Trap::new(ErrorKind::Overflow, format!("signed division overflow ({} / -1 in i{w})", min_s(w)))
}

/// Integer binary op on width `w` (64 for `index`).
#[inline]
pub(crate) fn ibin(op: IOp, w: u32, flags: u8, a: u64, b: u64) -> TResult<Option<u64>> {
    let (sa, sb) = (a as i64, b as i64);
    let (ua, ub) = (zext(w, sa), zext(w, sb));
    let wrap = |v: i64| Ok(Some(sext(w, v) as u64));
    match op {
        IOp::Add | IOp::Sub | IOp::Mul => {
            let (r, exact_s, exact_u) = match op {
                IOp::Add => (sa.wrapping_add(sb), sa as i128 + sb as i128, ua as i128 + ub as i128),
                IOp::Sub => (sa.wrapping_sub(sb), sa as i128 - sb as i128, ua as i128 - ub as i128),
                _ => {
                    (sa.wrapping_mul(sb), (sa as i128).wrapping_mul(sb as i128), (ua as i128).wrapping_mul(ub as i128))
                }
            };
            if flags & NSW != 0 && (exact_s < min_s(w) as i128 || exact_s > max_s(w) as i128) {
                return Ok(None);
            }
            if flags & NUW != 0 && (exact_u < 0 || exact_u as u128 > max_u(w)) {
                return Ok(None);
            }
            wrap(r)
        }
        IOp::DivS | IOp::CeilDivS | IOp::FloorDivS | IOp::RemS => {
            if sb == 0 {
                return Err(div_zero());
            }
            if sa == min_s(w) && sb == -1 {
                return Err(div_ovf(w));
            }
            let q = sa / sb;
            let r = sa % sb;
            match op {
                IOp::DivS => {
                    if flags & EXACT != 0 && r != 0 {
                        return Ok(None);
                    }
                    wrap(q)
                }
                IOp::RemS => wrap(r),
                IOp::CeilDivS => wrap(if r != 0 && ((r > 0) == (sb > 0)) { q + 1 } else { q }),
                _ => wrap(if r != 0 && ((r < 0) != (sb < 0)) { q - 1 } else { q }),
            }
        }
        IOp::DivU | IOp::RemU | IOp::CeilDivU => {
            if ub == 0 {
                return Err(div_zero());
            }
            let q = ua / ub;
            let r = ua % ub;
            match op {
                IOp::DivU => {
                    if flags & EXACT != 0 && r != 0 {
                        return Ok(None);
                    }
                    wrap(q as i64)
                }
                IOp::RemU => wrap(r as i64),
                _ => wrap((if r != 0 { q + 1 } else { q }) as i64),
            }
        }
        IOp::And => wrap(sa & sb),
        IOp::Or => wrap(sa | sb),
        IOp::Xor => wrap(sa ^ sb),
        IOp::Shl | IOp::ShrS | IOp::ShrU => {
            if ub >= w as u64 {
                return Ok(None);
            }
            let s = ub as u32;
            match op {
                IOp::Shl => {
                    let r = sext(w, ((ua as u128) << s) as i64);
                    if flags & NSW != 0 && (r >> s) != sa {
                        return Ok(None);
                    }
                    if flags & NUW != 0 && (zext(w, r) >> s) != ua {
                        return Ok(None);
                    }
                    wrap(r)
                }
                IOp::ShrS => {
                    if flags & EXACT != 0 && s > 0 && (ua & ((1u64 << s) - 1)) != 0 {
                        return Ok(None);
                    }
                    wrap(sa >> s)
                }
                _ => {
                    if flags & EXACT != 0 && s > 0 && (ua & ((1u64 << s) - 1)) != 0 {
                        return Ok(None);
                    }
                    wrap((ua >> s) as i64)
                }
            }
        }
        IOp::MaxS => wrap(sa.max(sb)),
        IOp::MinS => wrap(sa.min(sb)),
        IOp::MaxU => wrap(ua.max(ub) as i64),
        IOp::MinU => wrap(ua.min(ub) as i64),
        IOp::Pow => wrap(ipowi(w, sa, sb)?),
        IOp::MulHiS => wrap(((sa as i128 * sb as i128) >> w.min(64)) as i64),
        IOp::MulHiU => wrap(((ua as u128 * ub as u128) >> w.min(64)) as i64),
        IOp::AddCarry => Ok(Some(bool_bits(ua as u128 + ub as u128 > max_u(w)))),
    }
}

/// IEEE `maximum` (NaN-propagating, -0 < +0).
fn maximum(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else if a == b {
        if a.is_sign_negative() { b } else { a }
    } else {
        a.max(b)
    }
}

/// IEEE `minimum` (NaN-propagating, -0 < +0).
fn minimum(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else if a == b {
        if a.is_sign_negative() { a } else { b }
    } else {
        a.min(b)
    }
}

/// Float binary op in format `t`.
#[inline]
pub(crate) fn fbin(op: FOp, t: FloatKind, a: u64, b: u64) -> u64 {
    let (x, y) = (f64::from_bits(a), f64::from_bits(b));
    let r = match op {
        FOp::Add => x + y,
        FOp::Sub => x - y,
        FOp::Mul => x * y,
        FOp::Div => x / y,
        FOp::Rem => x % y,
        FOp::MaximumF => maximum(x, y),
        FOp::MinimumF => minimum(x, y),
        FOp::MaxNumF => {
            if x.is_nan() {
                y
            } else if y.is_nan() {
                x
            } else {
                maximum(x, y)
            }
        }
        FOp::MinNumF => {
            if x.is_nan() {
                y
            } else if y.is_nan() {
                x
            } else {
                minimum(x, y)
            }
        }
        // `powf` and `atan2f` in single precision, as MLIR calls them
        // (see `MathFn::apply`).
        FOp::Pow if t != FloatKind::F64 => f64::from((x as f32).powf(y as f32)),
        FOp::Atan2 if t != FloatKind::F64 => f64::from((x as f32).atan2(y as f32)),
        FOp::Pow => x.powf(y),
        FOp::Atan2 => x.atan2(y),
        FOp::CopySign => x.copysign(y),
    };
    round_to(t, r).to_bits()
}

/// `math.fma` in format `t`: `a * b + c` rounded once to `t`. In `f64`
/// that is `mul_add`. For narrower formats the product is exact in `f64`
/// and the sum is computed rounding to odd (the nearest `f64` with an odd
/// last bit when inexact), which then rounds to `t` exactly as the exact
/// sum would: `f64` keeps more than two extra bits.
pub(crate) fn fma(t: FloatKind, a: u64, b: u64, c: u64) -> u64 {
    let (x, y, z) = (f64::from_bits(a), f64::from_bits(b), f64::from_bits(c));
    if t == FloatKind::F64 {
        return x.mul_add(y, z).to_bits();
    }
    let p = x * y;
    let s = p + z;
    // TwoSum: the exact rounding error of s (zero if s is exact).
    let bp = s - z;
    let err = (p - bp) + (z - (s - bp));
    let odd = if s.is_finite() && err != 0.0 && s.to_bits() & 1 == 0 {
        // The exact sum lies strictly between s and its neighbour on the
        // side of err; of the two, the neighbour has the odd last bit.
        let away_from_zero = (err > 0.0) == (s > 0.0);
        f64::from_bits(if away_from_zero { s.to_bits() + 1 } else { s.to_bits() - 1 })
    } else {
        s
    };
    round_to(t, odd).to_bits()
}

/// `arith.scaling_extf` / `arith.scaling_truncf` of value bits `a` (format
/// `from`) by scale bits `s` (format `scale`), as `-arith-expand` defines
/// them (the ops' only lowering): a scale of 16 bits or more is first
/// rounded to `f8E8M0FNU` (to nearest: its power of two); then
/// `scaling_extf` is `extf(a) * extf(scale)` in `to`, and `scaling_truncf`
/// is `truncf(a / extf(scale))`, the division in `from`, the truncation
/// with rounding mode `mode`. A NaN scale gives NaN.
pub(crate) fn scaling_cast(
    truncate: bool,
    from: FloatKind,
    scale: FloatKind,
    to: FloatKind,
    mode: u8,
    a: u64,
    s: u64,
) -> u64 {
    let mut sv = f64::from_bits(s);
    if scale.width() >= 16 {
        sv = round_to(FloatKind::F8E8M0FNU, sv);
    }
    let x = f64::from_bits(a);
    if truncate {
        let q = round_to(from, x / round_to(from, sv));
        crate::scalar::round_to_mode(to, q, mode).to_bits()
    } else {
        round_to(to, round_to(to, x) * round_to(to, sv)).to_bits()
    }
}

/// `arith.cmpi` with MLIR's predicate numbering (eq=0 .. uge=9).
#[inline]
pub(crate) fn icmp(pred: u8, w: u32, a: u64, b: u64) -> bool {
    let (sa, sb) = (a as i64, b as i64);
    let (ua, ub) = (zext(w, sa), zext(w, sb));
    match pred {
        0 => sa == sb,
        1 => sa != sb,
        2 => sa < sb,
        3 => sa <= sb,
        4 => sa > sb,
        5 => sa >= sb,
        6 => ua < ub,
        7 => ua <= ub,
        8 => ua > ub,
        _ => ua >= ub,
    }
}

/// `arith.cmpf` with MLIR's predicate numbering (false=0 .. true=15).
#[inline]
pub(crate) fn fcmp(pred: u8, a: u64, b: u64) -> bool {
    let (x, y) = (f64::from_bits(a), f64::from_bits(b));
    let uno = x.is_nan() || y.is_nan();
    match pred {
        0 => false,
        1 => !uno && x == y,
        2 => !uno && x > y,
        3 => !uno && x >= y,
        4 => !uno && x < y,
        5 => !uno && x <= y,
        6 => !uno && x != y,
        7 => !uno,
        8 => uno || x == y,
        9 => uno || x > y,
        10 => uno || x >= y,
        11 => uno || x < y,
        12 => uno || x <= y,
        13 => uno || x != y,
        14 => uno,
        _ => true,
    }
}

/// Raw bits of an `i1` boolean.
#[inline]
pub(crate) fn bool_bits(b: bool) -> u64 {
    if b { u64::MAX } else { 0 }
}

/// Conversion / unary op from `from` to `to`.
pub(crate) fn cast(op: CastOp, from: ScalarType, to: ScalarType, a: u64) -> Option<u64> {
    let sa = a as i64;
    let fw = from.int_width();
    let tw = to.int_width();
    match op {
        CastOp::ExtSI | CastOp::TruncI | CastOp::IndexCast => Some(sext(tw, sa) as u64),
        CastOp::ExtUI | CastOp::IndexCastUI => {
            let v = if tw > fw { zext(fw, sa) as i64 } else { sa };
            Some(sext(tw, v) as u64)
        }
        CastOp::SIToFP | CastOp::UIToFP => {
            let ScalarType::Float(t) = to else { return None };
            let v = if op == CastOp::SIToFP { sa as i128 } else { zext(fw, sa) as i128 };
            Some(int_to_float(t, v).to_bits())
        }
        CastOp::FPToSI | CastOp::FPToUI => {
            let x = f64::from_bits(a).trunc();
            if x.is_nan() {
                return None;
            }
            let lim = 2f64.powi(tw as i32 - 1);
            if op == CastOp::FPToSI {
                if x < -lim || x >= lim {
                    return None;
                }
                Some(sext(tw, x as i64) as u64)
            } else {
                if x < 0.0 || x >= 2.0 * lim {
                    return None;
                }
                Some(sext(tw, (x as u64) as i64) as u64)
            }
        }
        // Exact for every value; a NaN takes its slot form in the wider
        // format (a NaN-only format's NaN keeps its all-ones payload).
        CastOp::ExtF => {
            let ScalarType::Float(t) = to else { return None };
            Some(round_to(t, f64::from_bits(a)).to_bits())
        }
        CastOp::TruncF => {
            let ScalarType::Float(t) = to else { return None };
            Some(round_to(t, f64::from_bits(a)).to_bits())
        }
        CastOp::TruncFMode(m) => {
            let ScalarType::Float(t) = to else { return None };
            Some(crate::scalar::round_to_mode(t, f64::from_bits(a), m).to_bits())
        }
        CastOp::Bitcast => match (from, to) {
            (ScalarType::Float(f), ScalarType::Float(t)) if f == t => Some(a),
            (ScalarType::Float(f), ScalarType::Float(t)) => {
                Some(float_from_bits(t, float_to_bits(f, f64::from_bits(a))).to_bits())
            }
            (ScalarType::Float(f), _) => Some(sext(tw, float_to_bits(f, f64::from_bits(a)) as i64) as u64),
            (_, ScalarType::Float(t)) => Some(float_from_bits(t, zext(fw, sa)).to_bits()),
            _ => Some(sext(tw, sa) as u64),
        },
        // Flips the sign; formats with a single zero (FNUZ) keep it, and
        // their single NaN stays that NaN.
        CastOp::NegF => {
            let ScalarType::Float(t) = to else { return None };
            Some(round_to(t, -f64::from_bits(a)).to_bits())
        }
        CastOp::Math(f) => {
            let ScalarType::Float(t) = to else { return None };
            Some(round_to(t, f.apply(t, f64::from_bits(a))).to_bits())
        }
        CastOp::IntMath(f) => {
            let u = zext(fw, sa);
            let r = match f {
                IntMathFn::Abs => sext(fw, sa).wrapping_abs(),
                IntMathFn::Ctlz => i64::from(u.leading_zeros()) - (64 - i64::from(fw.min(64))),
                IntMathFn::Cttz => i64::from(u.trailing_zeros().min(fw)),
                IntMathFn::Ctpop => i64::from(u.count_ones()),
            };
            Some(sext(fw, r) as u64)
        }
        CastOp::FloatClass(f) => {
            let ScalarType::Float(t) = from else { return None };
            let x = f64::from_bits(a);
            let min_normal = crate::scalar::min_normal(t);
            Some(bool_bits(match f {
                FloatClassFn::Nan => x.is_nan(),
                FloatClassFn::Inf => x.is_infinite(),
                FloatClassFn::Finite => x.is_finite(),
                FloatClassFn::Normal => x.is_finite() && x.abs() >= min_normal,
            }))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn i(w: u32, op: IOp, a: i64, b: i64) -> TResult<Option<i64>> {
        ibin(op, w, 0, a as u64, b as u64).map(|r| r.map(|x| x as i64))
    }

    #[test]
    fn wraparound() {
        assert_eq!(i(8, IOp::Add, 127, 1), Ok(Some(-128)));
        assert_eq!(i(8, IOp::Mul, 16, 16), Ok(Some(0)));
        assert_eq!(i(1, IOp::Add, -1, -1), Ok(Some(0)));
        assert_eq!(ibin(IOp::Add, 8, NSW, 127, 1), Ok(None), "nsw overflow is poison");
        assert_eq!(ibin(IOp::Add, 8, NUW, (-1i64) as u64, 1), Ok(None));
        assert_eq!(ibin(IOp::Add, 8, NSW, (-1i64) as u64, 1), Ok(Some(0)));
    }

    #[test]
    fn division_semantics() {
        assert_eq!(i(32, IOp::DivS, -7, 2), Ok(Some(-3)));
        assert_eq!(i(32, IOp::FloorDivS, -7, 2), Ok(Some(-4)));
        assert_eq!(i(32, IOp::CeilDivS, 7, 2), Ok(Some(4)));
        assert_eq!(i(32, IOp::CeilDivS, -7, 2), Ok(Some(-3)));
        assert_eq!(i(32, IOp::RemS, -7, 2), Ok(Some(-1)));
        assert_eq!(i(8, IOp::DivU, -2, 2), Ok(Some(127)));
        assert_eq!(i(8, IOp::CeilDivU, 7, 2), Ok(Some(4)));
        assert_eq!(i(32, IOp::DivS, 1, 0).unwrap_err().kind, ErrorKind::DivisionByZero);
        assert_eq!(i(8, IOp::DivS, -128, -1).unwrap_err().kind, ErrorKind::Overflow);
    }

    #[test]
    fn shifts() {
        assert_eq!(i(8, IOp::Shl, 1, 7), Ok(Some(-128)));
        assert_eq!(i(8, IOp::Shl, 1, 8), Ok(None));
        assert_eq!(i(8, IOp::ShrU, -128, 7), Ok(Some(1)));
        assert_eq!(i(8, IOp::ShrS, -128, 7), Ok(Some(-1)));
    }

    #[test]
    fn compares() {
        assert!(icmp(2, 8, (-1i64) as u64, 0)); // slt
        assert!(!icmp(6, 8, (-1i64) as u64, 0)); // ult: 255 < 0 false
        let nan = f64::NAN.to_bits();
        assert!(!fcmp(1, nan, nan));
        assert!(fcmp(8, nan, 0));
        assert!(fcmp(14, nan, 0));
    }

    #[test]
    fn integer_and_classification_math() {
        let i8t = ScalarType::Int(8);
        let f32t = ScalarType::Float(FloatKind::F32);
        let im = |f, x: i64| cast(CastOp::IntMath(f), i8t, i8t, x as u64).map(|r| r as i64);
        assert_eq!(im(IntMathFn::Abs, -5), Some(5));
        assert_eq!(im(IntMathFn::Abs, -128), Some(-128));
        assert_eq!(im(IntMathFn::Ctlz, 1), Some(7));
        assert_eq!(im(IntMathFn::Ctlz, 0), Some(8));
        assert_eq!(im(IntMathFn::Ctlz, -1), Some(0));
        assert_eq!(im(IntMathFn::Cttz, 0), Some(8));
        assert_eq!(im(IntMathFn::Cttz, 8), Some(3));
        assert_eq!(im(IntMathFn::Ctpop, -1), Some(8));
        let class = |f, x: f64| cast(CastOp::FloatClass(f), f32t, ScalarType::Int(1), x.to_bits()) == Some(u64::MAX);
        assert!(class(FloatClassFn::Nan, f64::NAN));
        assert!(class(FloatClassFn::Inf, f64::NEG_INFINITY));
        assert!(!class(FloatClassFn::Finite, f64::INFINITY));
        assert!(class(FloatClassFn::Normal, 2f64.powi(-126)));
        assert!(!class(FloatClassFn::Normal, 2f64.powi(-127)));
        assert!(!class(FloatClassFn::Normal, 0.0));
    }

    #[test]
    fn fma_rounds_once() {
        let b = |x: f64| x.to_bits();
        let x = 1.0 + 2f64.powi(-12);
        // x * x = 1 + 2^-11 + 2^-24 is halfway between two f32 values; the
        // tiny addend decides upward. Rounding x*x + 2^-80 to f64 first
        // would lose it and round the tie to even (downward).
        let up = 1.0 + 2f64.powi(-11) + 2f64.powi(-23);
        assert_eq!(fma(FloatKind::F32, b(x), b(x), b(2f64.powi(-80))), b(up));
        assert_eq!(fma(FloatKind::F32, b(x), b(x), b(-(2f64.powi(-80)))), b(1.0 + 2f64.powi(-11)));
        assert_eq!(fma(FloatKind::F32, b(2.0), b(3.0), b(1.0)), b(7.0));
        assert_eq!(fma(FloatKind::F64, b(x), b(x), b(2f64.powi(-80))), b(x.mul_add(x, 2f64.powi(-80))));
    }

    #[test]
    fn casts() {
        let f32t = ScalarType::Float(FloatKind::F32);
        assert_eq!(cast(CastOp::FPToSI, f32t, ScalarType::Int(8), 200.0f64.to_bits()), None);
        assert_eq!(cast(CastOp::FPToSI, f32t, ScalarType::Int(8), (-2.7f64).to_bits()), Some((-2i64) as u64));
        assert_eq!(cast(CastOp::ExtUI, ScalarType::Int(8), ScalarType::Int(32), (-1i64) as u64), Some(255));
        assert_eq!(cast(CastOp::Bitcast, f32t, ScalarType::Int(32), 1.0f64.to_bits()), Some(0x3f80_0000));
        let r = cast(CastOp::UIToFP, ScalarType::Int(8), f32t, (-1i64) as u64).unwrap();
        assert_eq!(f64::from_bits(r), 255.0);
    }

    #[test]
    fn float_ops_round_per_type() {
        let t = FloatKind::F16;
        let r = fbin(FOp::Add, t, 2048.0f64.to_bits(), 1.0f64.to_bits());
        assert_eq!(f64::from_bits(r), 2048.0);
        let m = fbin(FOp::MaximumF, FloatKind::F32, f64::NAN.to_bits(), 1.0f64.to_bits());
        assert!(f64::from_bits(m).is_nan());
        let m = fbin(FOp::MaxNumF, FloatKind::F32, f64::NAN.to_bits(), 1.0f64.to_bits());
        assert_eq!(f64::from_bits(m), 1.0);
    }
}

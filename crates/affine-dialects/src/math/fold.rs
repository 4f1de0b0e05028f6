//! The folders of the `math` ops, as mlir-opt 22 folds them:
//!
//! - exact on every float format (`APFloat` operations): `absf`, `ceil`,
//!   `floor`, `roundeven`, `copysign`, and the classifications `isnan`,
//!   `isinf`, `isfinite`, `isnormal` (a scalar or a splat only);
//! - the C library's function on `f64` (double) and `f32` (float) only:
//!   the trigonometric, hyperbolic, exponential and logarithmic functions,
//!   `erf`, `erfc`, `sqrt`, `round`, `trunc`, `atan2`, `powf` (`sqrt` and
//!   the logarithms not for a negative operand, `-0` and negative NaNs
//!   included, `log1p` not when `x + 1` is negative);
//! - exact on every integer width: `absi`, `ctlz`, `cttz`, `ctpop`, `ipowi`.
//!
//! `cbrt`, `rsqrt`, `fma`, `clampf`, `sincos` and `fpowi` do not fold.

use affine_ir::context::{AttrData, Attribute, Context, FloatKind};
use affine_ir::float::{Round, WideFloat};
use affine_ir::ir::OpId;
use affine_ir::rewrite::FoldResult;
use num_bigint::{BigInt, Sign};

use super::libm::{libm32, libm64};
use crate::arith::num::{ApFloat, Elem, fold_binary, fold_unary, is_poison, splat_value};
use crate::arith::wide_int::{fold_elementwise, to_unsigned};

/// The value of an `f80` / `f128` as LLVM reads its encoding (x87
/// unnormals and pseudo-NaNs are NaNs, encoded again as such).
fn canonical(f: ApFloat) -> ApFloat {
    match f.wide {
        Some(w) => ApFloat::from_wide(WideFloat::from_bits(w.bits, w.kind)),
        None => f,
    }
}

/// True for a normal value (finite, non-zero, not subnormal).
fn is_normal(f: ApFloat) -> bool {
    match f.wide {
        Some(w) => w.is_normal(),
        None => f.v.is_finite() && f.v != 0.0 && f.v.abs() >= 2f64.powi(f.kind.semantics().min_exp),
    }
}

/// `roundToIntegral` in direction `r` (a NaN made quiet).
fn round_to_integral(f: ApFloat, r: Round) -> ApFloat {
    if let Some(w) = f.wide {
        return ApFloat::from_wide(w.round_to_integral(r));
    }
    if f.v.is_nan() {
        return ApFloat::narrow(f64::from_bits(f.v.to_bits() | 1 << 51), f.kind);
    }
    let v = match r {
        Round::TowardPositive => f.v.ceil(),
        Round::TowardNegative => f.v.floor(),
        Round::TowardZero => f.v.trunc(),
        _ => f.v.round_ties_even(),
    };
    // Integral values of the format are exact; a format without a
    // negative zero keeps its zero.
    ApFloat::new(v, f.kind)
}

/// `a` with the sign of `b` (NaN payloads kept).
fn copy_sign(a: ApFloat, b: ApFloat) -> ApFloat {
    match (a.wide, b.wide) {
        (Some(x), Some(y)) => canonical(ApFloat::from_wide(WideFloat::from_bits(x.bits, x.kind).copy_sign(y))),
        _ if a.v.is_nan() => {
            ApFloat::narrow(f64::from_bits(a.v.to_bits() & !(1 << 63) | b.v.to_bits() & 1 << 63), a.kind)
        }
        _ => ApFloat::new(a.v.copysign(b.v), a.kind),
    }
}

/// The absolute value (the sign bit cleared).
fn abs(a: ApFloat) -> ApFloat {
    match a.wide {
        Some(x) => ApFloat::from_wide(WideFloat::from_bits(x.bits, x.kind).abs()),
        None if a.v.is_nan() => ApFloat::narrow(f64::from_bits(a.v.to_bits() & !(1 << 63)), a.kind),
        None => ApFloat::new(a.v.abs(), a.kind),
    }
}

/// A C library function of one argument on `f64` and `f32`.
type Libm = (fn(f64) -> f64, fn(f32) -> f32);

fn unary_libm(name: &str) -> Option<Libm> {
    Some(match name {
        "math.acos" => (f64::acos, f32::acos),
        "math.acosh" => (|x| libm64::acosh(x), |x| libm32::acosh(x)),
        "math.asin" => (f64::asin, f32::asin),
        "math.asinh" => (|x| libm64::asinh(x), |x| libm32::asinh(x)),
        "math.atan" => (f64::atan, f32::atan),
        "math.atanh" => (|x| libm64::atanh(x), |x| libm32::atanh(x)),
        "math.cos" => (f64::cos, f32::cos),
        "math.cosh" => (f64::cosh, f32::cosh),
        "math.erf" => (|x| libm64::erf(x), |x| libm32::erf(x)),
        "math.erfc" => (|x| libm64::erfc(x), |x| libm32::erfc(x)),
        "math.exp" => (f64::exp, f32::exp),
        "math.exp2" => (f64::exp2, f32::exp2),
        "math.expm1" => (f64::exp_m1, f32::exp_m1),
        "math.log" => (f64::ln, f32::ln),
        "math.log10" => (f64::log10, f32::log10),
        "math.log1p" => (f64::ln_1p, f32::ln_1p),
        "math.log2" => (f64::log2, f32::log2),
        "math.round" => (f64::round, f32::round),
        "math.sin" => (f64::sin, f32::sin),
        "math.sinh" => (f64::sinh, f32::sinh),
        "math.sqrt" => (f64::sqrt, f32::sqrt),
        "math.tan" => (f64::tan, f32::tan),
        "math.tanh" => (f64::tanh, f32::tanh),
        "math.trunc" => (f64::trunc, f32::trunc),
        _ => return None,
    })
}

/// `f` on an `f64` or `f32` value (`None` on other formats).
fn on_libm(a: ApFloat, f: Libm) -> Option<ApFloat> {
    match a.kind {
        FloatKind::F64 => Some(ApFloat::narrow(f.0(a.v), FloatKind::F64)),
        FloatKind::F32 => Some(ApFloat::narrow(f64::from(f.1(a.v as f32)), FloatKind::F32)),
        _ => None,
    }
}

fn float_unary(name: &str, a: ApFloat) -> Option<ApFloat> {
    match name {
        "math.absf" => return Some(abs(a)),
        "math.ceil" => return Some(round_to_integral(a, Round::TowardPositive)),
        "math.floor" => return Some(round_to_integral(a, Round::TowardNegative)),
        "math.roundeven" => return Some(round_to_integral(a, Round::NearestTiesToEven)),
        _ => {}
    }
    let f = unary_libm(name)?;
    let no_negative = matches!(name, "math.log" | "math.log2" | "math.log10" | "math.sqrt");
    if no_negative && a.is_negative() {
        return None;
    }
    if name == "math.log1p"
        && matches!(a.kind, FloatKind::F64 | FloatKind::F32)
        && a.fadd(ApFloat::new(1.0, a.kind)).is_negative()
    {
        return None;
    }
    on_libm(a, f)
}

fn float_binary(name: &str, a: ApFloat, b: ApFloat) -> Option<ApFloat> {
    match name {
        "math.copysign" => Some(copy_sign(a, b)),
        "math.atan2" => {
            if a.is_zero() && b.is_zero() {
                // APFloat's default NaN of the format.
                return Some(ApFloat::new(f64::NAN, a.kind));
            }
            match (a.kind, b.kind) {
                (FloatKind::F64, FloatKind::F64) => Some(ApFloat::narrow(a.v.atan2(b.v), a.kind)),
                (FloatKind::F32, FloatKind::F32) => {
                    Some(ApFloat::narrow(f64::from((a.v as f32).atan2(b.v as f32)), a.kind))
                }
                _ => None,
            }
        }
        "math.powf" => match (a.kind, b.kind) {
            (FloatKind::F64, FloatKind::F64) => Some(ApFloat::narrow(a.v.powf(b.v), a.kind)),
            (FloatKind::F32, FloatKind::F32) => Some(ApFloat::narrow(f64::from((a.v as f32).powf(b.v as f32)), a.kind)),
            _ => None,
        },
        _ => None,
    }
}

/// A classification of a scalar or splat float constant (MLIR folds no
/// other elements attribute).
fn classify(ctx: &mut Context, op: OpId, name: &str, a: Option<Attribute>) -> Option<Attribute> {
    let a = a?;
    let (scalar, elem) = match ctx.attr_data(a) {
        AttrData::Float { .. } | AttrData::WideFloat { .. } => (true, a),
        AttrData::DenseElements { .. } => (false, splat_value(ctx, a)?),
        _ => return None,
    };
    let Elem::Float(f) = crate::arith::num::elem_of(ctx, elem)? else { return None };
    let f = canonical(f);
    let b = match name {
        "math.isnan" => f.is_nan(),
        "math.isinf" => f.is_infinity(false) || f.is_infinity(true),
        "math.isfinite" => !f.is_nan() && !f.is_infinity(false) && !f.is_infinity(true),
        _ => is_normal(f),
    };
    let r = ctx.bool_attr(b);
    if scalar {
        return Some(r);
    }
    let ty = ctx.ir.value_type(ctx.ir.result(op, 0));
    Some(ctx.attr(AttrData::DenseElements { ty, splat: true, values: vec![r] }))
}

/// `math.ipowi` (MLIR's folder): `x^0 = 1`; a negative power folds to 1,
/// -1 (odd power) or 0 but for a zero base (no fold); otherwise repeated
/// squaring, wrapping to the width.
fn ipowi(base: &BigInt, power: &BigInt, w: u32) -> Option<BigInt> {
    let one = BigInt::from(1u8);
    if power.sign() == Sign::NoSign {
        return Some(one);
    }
    if power.sign() == Sign::Minus {
        if base.sign() == Sign::NoSign {
            return None;
        }
        if *base == one {
            return Some(one);
        }
        if *base != BigInt::from(-1) {
            return Some(BigInt::from(0u8));
        }
        return Some(if power.bit(0) { BigInt::from(-1) } else { one });
    }
    let modulus = BigInt::from(1u8) << w as usize;
    let mut result = one;
    let mut cur = to_unsigned(base, w);
    let mut p = to_unsigned(power, w);
    loop {
        if p.bit(0) {
            result = (result * &cur) % &modulus;
        }
        p >>= 1;
        if p.sign() == Sign::NoSign {
            return Some(result);
        }
        cur = (&cur * &cur) % &modulus;
    }
}

/// An integer folder on (operand values, width).
type IntFn = fn(&[BigInt], u32) -> Option<BigInt>;

fn int_fn(name: &str) -> Option<IntFn> {
    Some(match name {
        "math.absi" => |x, _| Some(x[0].magnitude().clone().into()),
        "math.ctlz" => |x, w| {
            let u = to_unsigned(&x[0], w);
            Some(BigInt::from(u64::from(w) - u.bits()))
        },
        "math.cttz" => |x, w| {
            let u = to_unsigned(&x[0], w);
            Some(BigInt::from(u.trailing_zeros().unwrap_or(u64::from(w))))
        },
        "math.ctpop" => |x, w| Some(BigInt::from(to_unsigned(&x[0], w).magnitude().count_ones())),
        "math.ipowi" => |x, w| ipowi(&x[0], &x[1], w),
        _ => return None,
    })
}

/// The `fold` hook of every `math` op.
pub fn fold(ctx: &mut Context, op: OpId, c: &[Option<Attribute>], results: &mut Vec<FoldResult>) -> bool {
    let name = ctx.op_name_str(ctx.ir.op(op).name).to_string();
    let name = name.as_str();
    let r = match name {
        "math.isnan" | "math.isinf" | "math.isfinite" | "math.isnormal" => {
            classify(ctx, op, name, c.first().copied().flatten())
        }
        "math.copysign" | "math.atan2" | "math.powf" => fold_binary(ctx, c, None, |a, b| match (a, b) {
            (Elem::Float(a), Elem::Float(b)) => float_binary(name, canonical(a), canonical(b)).map(Elem::Float),
            _ => None,
        }),
        _ => match int_fn(name) {
            Some(f) => {
                if c.iter().any(Option::is_none) {
                    return false;
                }
                // A poison operand (the first one) is the result, as
                // MLIR's common folders give.
                if let Some(p) = c.iter().flatten().find(|&&a| is_poison(ctx, Some(a))) {
                    results.push(FoldResult::Attr(*p));
                    return true;
                }
                let ty = ctx.ir.value_type(ctx.ir.result(op, 0));
                fold_elementwise(ctx, c, ty, f)
            }
            None if c.len() == 1 => fold_unary(ctx, c[0], None, |a| match a {
                Elem::Float(a) => float_unary(name, canonical(a)).map(Elem::Float),
                Elem::Int(_) => None,
            }),
            None => None,
        },
    };
    match r {
        Some(a) => {
            results.push(FoldResult::Attr(a));
            true
        }
        None => false,
    }
}

//! Constant folding of `arith` integer ops on integers wider than 128 bits
//! (`i129`, `i256`, ...), which [`super::num::ApInt`] (at most 128 bits)
//! cannot hold: values are `num_bigint::BigInt`s wrapped to the width, with
//! the results of LLVM's `APInt` (what mlir-opt 22's folders compute), for
//! constant operands that are scalars, splats or dense elements. Folds that
//! need no constant value (`x + 0`, `x - x`, ...) stay with the common
//! folders.

use affine_ir::context::{AttrData, Attribute, Context, Type, TypeData};
use affine_ir::ir::OpId;
use affine_ir::rewrite::FoldResult;
use num_bigint::{BigInt, Sign};

use super::CMPI_PREDICATES;
use super::num::{ApFloat, ApInt};
use affine_ir::context::FloatKind;
use affine_ir::float::{Round, WideFloat};

/// The width and element values of a constant integer operand.
struct Operand {
    /// Shaped type (`None` for a scalar).
    shaped: Option<Type>,
    /// Element values, one for a scalar or a splat.
    values: Vec<BigInt>,
    /// True for a splat.
    splat: bool,
}

fn width_of(ctx: &Context, t: Type) -> Option<u32> {
    let e = ctx.element_type(t).unwrap_or(t);
    match ctx.type_data(e) {
        TypeData::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

fn value_of(ctx: &Context, a: Attribute) -> Option<BigInt> {
    match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => Some(BigInt::from(*value)),
        AttrData::BigInteger { value, .. } => Some(value.clone()),
        AttrData::Bool(b) => Some(BigInt::from(u8::from(*b))),
        _ => None,
    }
}

fn operand(ctx: &Context, a: Attribute) -> Option<Operand> {
    match ctx.attr_data(a) {
        AttrData::DenseElements { ty, splat, values } => {
            let values = values.iter().map(|&v| value_of(ctx, v)).collect::<Option<Vec<_>>>()?;
            Some(Operand { shaped: Some(*ty), splat: *splat || values.len() == 1, values })
        }
        _ => Some(Operand { shaped: None, values: vec![value_of(ctx, a)?], splat: false }),
    }
}

/// `v` modulo `2^w`, in `0 .. 2^w`.
fn unsigned(v: &BigInt, w: u32) -> BigInt {
    let m = BigInt::from(1u8) << w as usize;
    let r = v % &m;
    if r.sign() == Sign::Minus { r + m } else { r }
}

/// `v` modulo `2^w`, in `-2^(w-1) .. 2^(w-1)`.
fn signed(v: &BigInt, w: u32) -> BigInt {
    let u = unsigned(v, w);
    if u.bit(u64::from(w - 1)) { u - (BigInt::from(1u8) << w as usize) } else { u }
}

/// The attribute of an integer of element type `ty` with value `v`
/// (already wrapped): `Integer` when it fits an `i128`, else `BigInteger`.
fn int_attr(ctx: &mut Context, ty: Type, v: BigInt) -> Attribute {
    if ctx.int_width(ty) == Some(1) {
        return ctx.bool_attr(v.bit(0));
    }
    match i128::try_from(&v) {
        Ok(x) => ctx.int_attr(ty, x),
        Err(_) => ctx.attr(AttrData::BigInteger { value: v, ty }),
    }
}

/// An element-wise binary op on (operand values, width): `None` when the
/// folder fails on that element.
type BinFn = fn(&BigInt, &BigInt, u32) -> Option<BigInt>;

fn binary_fn(name: &str) -> Option<BinFn> {
    Some(match name {
        "arith.addi" => |a, b, w| Some(signed(&(a + b), w)),
        "arith.subi" => |a, b, w| Some(signed(&(a - b), w)),
        "arith.muli" => |a, b, w| Some(signed(&(a * b), w)),
        "arith.andi" => |a, b, w| Some(signed(&(unsigned(a, w) & unsigned(b, w)), w)),
        "arith.ori" => |a, b, w| Some(signed(&(unsigned(a, w) | unsigned(b, w)), w)),
        "arith.xori" => |a, b, w| Some(signed(&(unsigned(a, w) ^ unsigned(b, w)), w)),
        "arith.divui" => |a, b, w| {
            let (a, b) = (unsigned(a, w), unsigned(b, w));
            (b.sign() != Sign::NoSign).then(|| signed(&(a / b), w))
        },
        "arith.remui" => |a, b, w| {
            let (a, b) = (unsigned(a, w), unsigned(b, w));
            (b.sign() != Sign::NoSign).then(|| signed(&(a % b), w))
        },
        "arith.ceildivui" => |a, b, w| {
            let (a, b) = (unsigned(a, w), unsigned(b, w));
            if b.sign() == Sign::NoSign {
                return None;
            }
            let q = &a / &b;
            let q = if (&a % &b).sign() == Sign::NoSign { q } else { q + 1 };
            Some(signed(&q, w))
        },
        // Division by zero and the overflowing MIN / -1 do not fold.
        "arith.divsi" => |a, b, w| signed_division(a, b, w, |q, _, _| q),
        // MLIR negates a negative operand first: a minimum operand does not
        // fold (but for a zero dividend).
        "arith.ceildivsi" => |a, b, w| {
            let min = -(BigInt::from(1u8) << (w - 1) as usize);
            let (sa, sb) = (signed(a, w), signed(b, w));
            if sa.sign() != Sign::NoSign && sb.sign() != Sign::NoSign && (sa == min || sb == min) {
                return None;
            }
            signed_division(a, b, w, |q, pos, inexact| if inexact && pos { q + 1 } else { q })
        },
        "arith.floordivsi" => {
            |a, b, w| signed_division(a, b, w, |q, pos, inexact| if inexact && !pos { q - 1 } else { q })
        }
        "arith.remsi" => |a, b, w| {
            let (a, b) = (signed(a, w), signed(b, w));
            (b.sign() != Sign::NoSign).then(|| a % b)
        },
        "arith.maxsi" => |a, b, w| Some(signed(a, w).max(signed(b, w))),
        "arith.minsi" => |a, b, w| Some(signed(a, w).min(signed(b, w))),
        "arith.maxui" => |a, b, w| Some(signed(&unsigned(a, w).max(unsigned(b, w)), w)),
        "arith.minui" => |a, b, w| Some(signed(&unsigned(a, w).min(unsigned(b, w)), w)),
        // A shift by the width or more gives 0 (or the sign bits), as
        // APInt's (whether the fold holds is decided in `fold`).
        "arith.shli" => |a, b, w| Some(signed(&(a << shift(b, w)), w)),
        "arith.shrsi" => |a, b, w| Some(signed(&(signed(a, w) >> shift(b, w)), w)),
        "arith.shrui" => |a, b, w| Some(signed(&(unsigned(a, w) >> shift(b, w)), w)),
        _ => return None,
    })
}

/// The shift amount `b`, at most the width.
fn shift(b: &BigInt, w: u32) -> usize {
    let b = unsigned(b, w);
    if b < BigInt::from(w) { usize::try_from(&b).unwrap_or(w as usize) } else { w as usize }
}

/// Signed division of `a` by `b` (wrapped to `w` bits): the truncated
/// quotient adjusted by `adjust(quotient, exact quotient > 0, inexact)`;
/// `None` for a zero divisor or `MIN / -1`.
fn signed_division(a: &BigInt, b: &BigInt, w: u32, adjust: fn(BigInt, bool, bool) -> BigInt) -> Option<BigInt> {
    let (a, b) = (signed(a, w), signed(b, w));
    if b.sign() == Sign::NoSign {
        return None;
    }
    let min = -(BigInt::from(1u8) << (w - 1) as usize);
    if a == min && b == BigInt::from(-1) {
        return None;
    }
    let positive = a.sign() != Sign::NoSign && a.sign() == b.sign();
    let inexact = (&a % &b).sign() != Sign::NoSign;
    Some(signed(&adjust(&a / &b, positive, inexact), w))
}

/// For a scalar or splat constant wider than 128 bits that does not fit an
/// `i128` (which `ApInt` cannot hold): whether it is the largest or the
/// smallest signed value (all ones and zero always fit an `i128`), as
/// `(max_signed, min_signed, all_ones, zero)`.
pub(crate) fn signed_extremes(ctx: &Context, a: Option<Attribute>) -> Option<(bool, bool, bool, bool)> {
    let a = a?;
    let x = operand(ctx, a)?;
    if !x.splat && x.shaped.is_some() {
        return None;
    }
    let a = match ctx.attr_data(a) {
        AttrData::DenseElements { values, .. } => *values.first()?,
        _ => a,
    };
    let AttrData::BigInteger { ty, .. } = ctx.attr_data(a) else { return None };
    let w = width_of(ctx, *ty)?;
    let v = signed(&x.values[0], w);
    let max = (BigInt::from(1u8) << (w - 1) as usize) - 1;
    Some((v == max, v == -(&max) - 1, false, false))
}

fn cmpi(pred: &str, a: &BigInt, b: &BigInt, w: u32) -> bool {
    let (sa, sb) = (signed(a, w), signed(b, w));
    let (ua, ub) = (unsigned(a, w), unsigned(b, w));
    match pred {
        "eq" => sa == sb,
        "ne" => sa != sb,
        "slt" => sa < sb,
        "sle" => sa <= sb,
        "sgt" => sa > sb,
        "sge" => sa >= sb,
        "ult" => ua < ub,
        "ule" => ua <= ub,
        "ugt" => ua > ub,
        _ => ua >= ub,
    }
}

/// Builds the folded attribute of type `result_ty` from element values.
fn build(ctx: &mut Context, result_ty: Type, shaped: bool, splat: bool, values: Vec<BigInt>) -> Attribute {
    let elem_ty = ctx.element_type(result_ty).unwrap_or(result_ty);
    if !shaped {
        return int_attr(ctx, elem_ty, values.into_iter().next().unwrap_or_default());
    }
    let attrs: Vec<Attribute> = values.into_iter().map(|v| int_attr(ctx, elem_ty, v)).collect();
    let splat = splat || attrs.windows(2).all(|p| p[0] == p[1]);
    let values = if splat { attrs.into_iter().take(1).collect() } else { attrs };
    ctx.attr(AttrData::DenseElements { ty: result_ty, splat, values })
}

/// Folds `op` when it is an integer op on constants `c` whose integer
/// type (operand or result) is wider than 128 bits: `Some(true)` with the
/// folded constant pushed to `results`, `Some(false)` when such a fold
/// fails (division by zero, over-wide shift), `None` when the op is not
/// one (the common folders handle it). The folders call it where they
/// compute a constant, after the folds that return an operand.
pub(crate) fn fold(
    ctx: &mut Context,
    op: OpId,
    c: &[Option<Attribute>],
    results: &mut Vec<FoldResult>,
) -> Option<bool> {
    if c.is_empty() || c.iter().any(Option::is_none) {
        return None;
    }
    let name = ctx.op_name_str(ctx.ir.op(op).name).to_string();
    let name = name.as_str();
    let cast =
        matches!(name, "arith.extsi" | "arith.extui" | "arith.trunci" | "arith.index_cast" | "arith.index_castui");
    let bin = binary_fn(name);
    if !cast && bin.is_none() && name != "arith.cmpi" {
        return None;
    }
    let operands = ctx.ir.operands(op);
    let in_w = width_of(ctx, ctx.ir.value_type(*operands.first()?))?;
    let result_ty = ctx.ir.value_type(ctx.ir.result(op, 0));
    let out_w = match ctx.type_data(ctx.element_type(result_ty).unwrap_or(result_ty)) {
        TypeData::Index => 64,
        _ => width_of(ctx, result_ty)?,
    };
    if in_w <= 128 && out_w <= 128 {
        return None;
    }
    let xs = c.iter().map(|a| operand(ctx, (*a)?)).collect::<Option<Vec<_>>>()?;
    let shaped = xs[0].shaped.is_some();
    let splat = xs.iter().all(|x| x.splat);
    let n = xs.iter().map(|x| x.values.len()).max().unwrap_or(1);
    if xs.iter().any(|x| x.values.len() != 1 && x.values.len() != n) {
        return None;
    }
    let at = |x: &Operand, i: usize| x.values[if x.values.len() == 1 { 0 } else { i }].clone();
    let is_shift = matches!(name, "arith.shli" | "arith.shrsi" | "arith.shrui");
    let mut bounded = true;
    let mut values = Vec::with_capacity(n);
    for i in 0..n {
        let a = at(&xs[0], i);
        let v = if cast {
            match name {
                "arith.extsi" | "arith.index_cast" => signed(&signed(&a, in_w), out_w),
                "arith.extui" | "arith.index_castui" => signed(&unsigned(&a, in_w), out_w),
                _ => signed(&a, out_w),
            }
        } else {
            let b = at(xs.get(1)?, i);
            if is_shift {
                // MLIR keeps the range check of the last element only.
                bounded = unsigned(&b, in_w) < BigInt::from(in_w);
            }
            if name == "arith.floordivsi" {
                // So does floordivsi, whose failing elements give the
                // dividend (division by zero) or wrap (MIN / -1).
                let q = binary_fn(name).and_then(|f| f(&a, &b, in_w));
                bounded = q.is_some();
                let wrapped =
                    if unsigned(&b, in_w).sign() == Sign::NoSign { signed(&a, in_w) } else { signed(&-a, in_w) };
                values.push(q.unwrap_or(wrapped));
                continue;
            }
            if let Some(f) = bin {
                match f(&a, &b, in_w) {
                    Some(v) => v,
                    None => return Some(false),
                }
            } else {
                let pred = CMPI_PREDICATES[super::cmpi_predicate(ctx, op)?];
                BigInt::from(u8::from(cmpi(pred, &a, &b, in_w)))
            }
        };
        values.push(v);
    }
    if !bounded {
        return Some(false);
    }
    let a = build(ctx, result_ty, shaped, splat, values);
    results.push(FoldResult::Attr(a));
    Some(true)
}

/// Element-wise fold of integer constants `c` (scalars, splats or dense
/// elements of one integer-like type, any width; `index` is 64 bits) with
/// `f(operand values, width)` computed exactly on big integers; the result
/// has type `result_ty`. `None` when an operand is not such a constant or
/// `f` fails on an element (the whole fold fails, as MLIR's conditional
/// folders). What the `math` dialect's integer folders use.
pub(crate) fn fold_elementwise(
    ctx: &mut Context,
    c: &[Option<Attribute>],
    result_ty: Type,
    f: impl Fn(&[BigInt], u32) -> Option<BigInt>,
) -> Option<Attribute> {
    let xs = c.iter().map(|a| operand(ctx, (*a)?)).collect::<Option<Vec<_>>>()?;
    let first = c.first().copied().flatten()?;
    let ty = super::num::typed_attr_type(ctx, first)?;
    let elem = ctx.element_type(ty).unwrap_or(ty);
    let w = match ctx.type_data(elem) {
        TypeData::Integer { width, .. } => *width,
        TypeData::Index => 64,
        _ => return None,
    };
    // Operands of one kind: all scalars or all shaped of one type.
    for (x, a) in xs.iter().zip(c) {
        if x.shaped.is_some() != xs[0].shaped.is_some() || super::num::typed_attr_type(ctx, (*a)?)? != ty {
            return None;
        }
    }
    let n = xs.iter().map(|x| x.values.len()).max().unwrap_or(1);
    if xs.iter().any(|x| x.values.len() != 1 && x.values.len() != n) {
        return None;
    }
    let splat = xs.iter().all(|x| x.splat);
    let mut values = Vec::with_capacity(n);
    for i in 0..n {
        let args: Vec<BigInt> =
            xs.iter().map(|x| signed(&x.values[if x.values.len() == 1 { 0 } else { i }], w)).collect();
        values.push(signed(&f(&args, w)?, w));
    }
    Some(build(ctx, result_ty, xs[0].shaped.is_some(), splat, values))
}

/// `2^e` times `m` as a big integer (`e` may be negative: then `m` is a
/// multiple of `2^-e`).
fn scaled(m: u128, e: i64) -> BigInt {
    let m = BigInt::from(m);
    if e >= 0 { m << e as usize } else { m >> (-e) as usize }
}

/// The value of `f` truncated towards zero, exactly (`None` for a NaN or
/// an infinity): what `convertToInteger` computes before its range check.
pub(crate) fn float_to_big(f: ApFloat) -> Option<BigInt> {
    if f.is_nan() || f.is_infinity(false) || f.is_infinity(true) {
        return None;
    }
    let (negative, magnitude) = match f.wide {
        Some(w) => {
            let t = WideFloat::from_bits(w.bits, w.kind).round_to_integral(Round::TowardZero);
            if t.is_zero() {
                return Some(BigInt::default());
            }
            let b = t.bits;
            match t.kind {
                FloatKind::F80 => {
                    (b >> 79 & 1 == 1, scaled(b & u128::from(u64::MAX), ((b >> 64) & 0x7fff) as i64 - 16383 - 63))
                }
                _ => (
                    b >> 127 == 1,
                    scaled(b & ((1u128 << 112) - 1) | 1u128 << 112, ((b >> 112) & 0x7fff) as i64 - 16383 - 112),
                ),
            }
        }
        None => {
            let t = f.v.trunc();
            if t == 0.0 {
                return Some(BigInt::default());
            }
            let b = t.to_bits();
            let e = ((b >> 52) & 0x7ff) as i64;
            (t < 0.0, scaled(u128::from(b & ((1u64 << 52) - 1) | 1u64 << 52), e - 1075))
        }
    };
    Some(if negative { -magnitude } else { magnitude })
}

/// `convertToInteger` towards zero into `w` bits (`None` out of range).
pub(crate) fn float_to_int(f: ApFloat, w: u32, signed_result: bool) -> Option<BigInt> {
    let v = float_to_big(f)?;
    let (lo, hi) = if signed_result {
        (-(BigInt::from(1u8) << (w - 1) as usize), BigInt::from(1u8) << (w - 1) as usize)
    } else {
        (BigInt::default(), BigInt::from(1u8) << w as usize)
    };
    (v >= lo && v < hi).then(|| signed(&v, w))
}

/// `v` rounded to format `kind` (to nearest, ties to even;
/// `convertFromAPInt`), for any magnitude.
pub(crate) fn big_to_float(v: &BigInt, kind: FloatKind) -> ApFloat {
    let negative = v.sign() == Sign::Minus;
    let m = v.magnitude();
    let len = m.bits();
    // The top 128 bits with the others as a sticky bit: enough for a
    // correct rounding to any precision up to 113 bits.
    let shift = len.saturating_sub(128);
    let mut top = u128::try_from(&(m >> shift as usize)).unwrap_or(u128::MAX);
    if shift > 0 && m.trailing_zeros().is_some_and(|tz| tz < shift) {
        top |= 1;
    }
    let base = ApFloat::from_int(ApInt { bits: top, width: 128 }, false, kind);
    if !kind.is_wide() {
        // `base` has the format's precision: scaling it in `f64` is exact
        // (or infinite), and the format's overflow applies once.
        let r = ApFloat::new(base.v * 2f64.powi(shift.min(2000) as i32), kind);
        return if negative { r.fneg() } else { r };
    }
    let mut r = base;
    let mut left = shift;
    while left > 0 {
        let step = left.min(1000);
        r = r.fmul(ApFloat::new(2f64.powi(step as i32), kind));
        left -= step;
    }
    if negative { r.fneg() } else { r }
}

/// `uitofp` / `sitofp` of an integer constant `a` of width `in_w` (any
/// width) to float format `kind`, result type `result_ty`.
pub(crate) fn fold_int_to_float(
    ctx: &mut Context,
    a: Attribute,
    in_w: u32,
    result_ty: Type,
    kind: FloatKind,
    is_signed: bool,
) -> Option<Attribute> {
    let x = operand(ctx, a)?;
    let elems = x
        .values
        .iter()
        .map(|v| {
            let v = if is_signed { signed(v, in_w) } else { unsigned(v, in_w) };
            super::num::Elem::Float(big_to_float(&v, kind))
        })
        .collect();
    Some(super::num::build_result(ctx, result_ty, elems, x.shaped.is_none()))
}

/// `fptoui` / `fptosi` of a float constant `a` to integers of width `w`
/// (any width); `None` when an element is out of range.
pub(crate) fn fold_float_to_int(
    ctx: &mut Context,
    a: Attribute,
    w: u32,
    result_ty: Type,
    is_signed: bool,
) -> Option<Attribute> {
    let (elems, shaped, splat) = super::num::elements(ctx, a)?;
    let values = elems
        .into_iter()
        .map(|e| match e {
            super::num::Elem::Float(f) => float_to_int(f, w, is_signed),
            super::num::Elem::Int(_) => None,
        })
        .collect::<Option<Vec<_>>>()?;
    Some(build(ctx, result_ty, shaped, splat, values))
}

/// The value of a scalar integer attribute (any width).
pub(crate) fn attr_value(ctx: &Context, a: Attribute) -> Option<BigInt> {
    value_of(ctx, a)
}

/// The attribute of integer type `ty` (width `w`) holding `v` wrapped.
pub(crate) fn wrapped_attr(ctx: &mut Context, ty: Type, v: &BigInt, w: u32) -> Attribute {
    int_attr(ctx, ty, signed(v, w))
}

/// `v` modulo `2^w` as an unsigned value (`0 .. 2^w`).
pub(crate) fn to_unsigned(v: &BigInt, w: u32) -> BigInt {
    unsigned(v, w)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn big(s: &str) -> BigInt {
        s.parse().unwrap()
    }

    #[test]
    fn wraps_like_apint() {
        let w = 129;
        let max = (BigInt::from(1u8) << 128usize) - 1;
        assert_eq!(signed(&(&max + 1), w), -(BigInt::from(1u8) << 128usize));
        assert_eq!(unsigned(&BigInt::from(-3), w), (BigInt::from(1u8) << 129usize) - 3);
        let f = binary_fn("arith.divsi").unwrap();
        let min = -(BigInt::from(1u8) << 128usize);
        assert_eq!(f(&min, &BigInt::from(-1), w), None);
        assert_eq!(f(&BigInt::from(-7), &BigInt::from(2), w), Some(BigInt::from(-3)));
        let floor = binary_fn("arith.floordivsi").unwrap();
        assert_eq!(floor(&BigInt::from(-7), &BigInt::from(2), w), Some(BigInt::from(-4)));
        assert_eq!(floor(&BigInt::from(7), &BigInt::from(2), w), Some(BigInt::from(3)));
        let ceil = binary_fn("arith.ceildivsi").unwrap();
        assert_eq!(ceil(&BigInt::from(-7), &BigInt::from(2), w), Some(BigInt::from(-3)));
        assert_eq!(ceil(&BigInt::from(7), &BigInt::from(2), w), Some(BigInt::from(4)));
        assert_eq!(ceil(&BigInt::from(7), &BigInt::from(-2), w), Some(BigInt::from(-3)));
        let shl = binary_fn("arith.shli").unwrap();
        assert_eq!(shl(&BigInt::from(1), &BigInt::from(129), w), Some(BigInt::from(0)));
        assert_eq!(shl(&BigInt::from(1), &BigInt::from(128), w), Some(min));
        assert!(cmpi("ult", &big("5"), &big("-1"), w) && cmpi("sgt", &big("5"), &big("-1"), w));
    }

    #[test]
    fn conversions_are_exact_on_every_width() {
        let two = |e: usize| BigInt::from(1u8) << e;
        // Rounding to nearest, ties to even, with the bits below the top
        // 128 as a sticky bit.
        let f64_of = |v: BigInt| big_to_float(&v, FloatKind::F64).v;
        assert_eq!(f64_of(two(128) + two(75)), 2f64.powi(128));
        assert_eq!(f64_of(two(128) + two(75) + 1), 2f64.powi(128) + 2f64.powi(76));
        assert_eq!(f64_of(two(200) + 1), 2f64.powi(200));
        assert_eq!(f64_of(-two(255)), -(2f64.powi(255)));
        assert!(big_to_float(&(two(129) - 1), FloatKind::F32).is_infinity(false));
        let q = big_to_float(&(two(250) + 3), FloatKind::F128);
        assert_eq!(float_to_big(q), Some(two(250)));
        // Back to integers: exact, range-checked.
        let e60 = ApFloat::new(1e60, FloatKind::F64);
        assert_eq!(
            float_to_int(e60, 256, true),
            Some(big("999999999999999949387135297074018866963645011013410073083904"))
        );
        assert_eq!(float_to_int(e60, 129, true), None);
        assert_eq!(float_to_int(ApFloat::new(-3e38, FloatKind::F32), 129, false), None);
        assert_eq!(float_to_int(ApFloat::new(-2.5, FloatKind::F80), 200, true), Some(BigInt::from(-2)));
    }
}

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
    let cast = matches!(name, "arith.extsi" | "arith.extui" | "arith.trunci");
    let bin = binary_fn(name);
    if !cast && bin.is_none() && name != "arith.cmpi" {
        return None;
    }
    let operands = ctx.ir.operands(op);
    let in_w = width_of(ctx, ctx.ir.value_type(*operands.first()?))?;
    let result_ty = ctx.ir.value_type(ctx.ir.result(op, 0));
    let out_w = width_of(ctx, result_ty)?;
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
                "arith.extsi" => signed(&signed(&a, in_w), out_w),
                "arith.extui" => signed(&unsigned(&a, in_w), out_w),
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
}

//! The folders of the `arith` ops (MLIR's `ArithOps.cpp` `fold` methods),
//! with MLIR's exact per-type semantics (see [`super::num`]), and the
//! dialect's constant materializer.

use affine_ir::context::{AttrData, Attribute, Context, Location, Type, TypeData};
use affine_ir::ir::{OpId, OpState, ValueId};
use affine_ir::rewrite::{FoldResult, PatternRewriter};

use super::num::{
    ApFloat, ApInt, Elem, const_float, const_int, fold_binary, fold_unary, int_width, is_poison, static_num_elements,
    with_element_type,
};
use super::{CMPI_PREDICATES, fastmath_bits, overflow_bits, prop};

/// The op defining `v` if it is named `name`.
pub(crate) fn def_named(ctx: &Context, v: ValueId, name: &str) -> Option<OpId> {
    ctx.ir.defining_op(v).filter(|&d| ctx.op_name_str(ctx.ir.op(d).name) == name)
}

fn val(results: &mut Vec<FoldResult>, v: ValueId) -> bool {
    results.push(FoldResult::Value(v));
    true
}

fn attr(results: &mut Vec<FoldResult>, a: Option<Attribute>) -> bool {
    match a {
        Some(a) => {
            results.push(FoldResult::Attr(a));
            true
        }
        None => false,
    }
}

/// MLIR's `Builder::getZeroAttr`: `0`, `0.0`, `false`, or a splat of it
/// for vectors and statically shaped tensors.
pub fn zero_attr(ctx: &mut Context, t: Type) -> Option<Attribute> {
    match ctx.type_data(t).clone() {
        TypeData::Integer { width: 1, .. } => Some(ctx.bool_attr(false)),
        TypeData::Integer { .. } | TypeData::Index => Some(ctx.int_attr(t, 0)),
        TypeData::Float(_) => Some(ctx.float_attr(t, 0.0)),
        TypeData::Vector { elem, .. } | TypeData::RankedTensor { elem, .. } => {
            let z = zero_attr(ctx, elem)?;
            Some(ctx.attr(AttrData::DenseElements { ty: t, splat: true, values: vec![z] }))
        }
        _ => None,
    }
}

/// MLIR's `getBoolAttribute`: a bool, or a splat for shaped types (static
/// shapes only).
fn bool_attr_like(ctx: &mut Context, t: Type, v: bool) -> Option<Attribute> {
    let b = ctx.bool_attr(v);
    match ctx.type_data(t) {
        TypeData::Vector { .. } | TypeData::RankedTensor { .. } => {
            static_num_elements(ctx, t)?;
            Some(ctx.attr(AttrData::DenseElements { ty: t, splat: true, values: vec![b] }))
        }
        TypeData::UnrankedTensor { .. } | TypeData::MemRef { .. } => None,
        _ => Some(b),
    }
}

fn int_op(f: impl Fn(ApInt, ApInt) -> Option<ApInt>) -> impl Fn(Elem, Elem) -> Option<Elem> {
    move |a, b| match (a, b) {
        (Elem::Int(a), Elem::Int(b)) if a.width == b.width => f(a, b).map(Elem::Int),
        _ => None,
    }
}

fn float_op(f: impl Fn(ApFloat, ApFloat) -> ApFloat) -> impl Fn(Elem, Elem) -> Option<Elem> {
    move |a, b| match (a, b) {
        (Elem::Float(a), Elem::Float(b)) => Some(Elem::Float(f(a, b))),
        _ => None,
    }
}

fn is_zero(ctx: &Context, a: Option<Attribute>) -> bool {
    const_int(ctx, a).is_some_and(|i| i.is_zero())
}

fn is_one(ctx: &Context, a: Option<Attribute>) -> bool {
    const_int(ctx, a).is_some_and(|i| i.is_one())
}

/// Integer binary ops with a plain constant folder.
fn fold_int_binary(
    ctx: &mut Context,
    op: OpId,
    c: &[Option<Attribute>],
    results: &mut Vec<FoldResult>,
    f: impl Fn(ApInt, ApInt) -> Option<ApInt>,
) -> bool {
    if let Some(done) = super::wide_int::fold(ctx, op, c, results) {
        return done;
    }
    let r = fold_binary(ctx, c, None, int_op(f));
    attr(results, r)
}

fn result_type(ctx: &Context, op: OpId) -> Type {
    ctx.ir.value_type(ctx.ir.result(op, 0))
}

/// The `fold` hook of every arith op.
pub fn fold(ctx: &mut Context, op: OpId, c: &[Option<Attribute>], results: &mut Vec<FoldResult>) -> bool {
    // The definition's name (static) and the two first operands: no copy
    // of the name or of the operand list on this path, which every visit
    // of every arith op takes.
    let Some(name) = ctx.op_def(ctx.ir.op(op).name).map(|d| d.name) else { return false };
    let (lhs, rhs) = {
        let operands = ctx.ir.operands(op);
        (operands.first().copied(), operands.get(1).copied())
    };
    let (cl, cr) = (c.first().copied().flatten(), c.get(1).copied().flatten());
    match name {
        "arith.constant" => attr(results, prop(ctx, op, "value")),
        "arith.addi" => {
            let (l, r) = (lhs.unwrap(), rhs.unwrap());
            if is_zero(ctx, cr) {
                return val(results, l);
            }
            if let Some(sub) = def_named(ctx, l, "arith.subi")
                && ctx.ir.operands(sub)[1] == r
            {
                return val(results, ctx.ir.operands(sub)[0]);
            }
            if let Some(sub) = def_named(ctx, r, "arith.subi")
                && ctx.ir.operands(sub)[1] == l
            {
                return val(results, ctx.ir.operands(sub)[0]);
            }
            fold_int_binary(ctx, op, c, results, |a, b| Some(a.wrapping_add(b)))
        }
        "arith.subi" => {
            let (l, r) = (lhs.unwrap(), rhs.unwrap());
            if l == r {
                let t = result_type(ctx, op);
                let static_shape = !matches!(ctx.type_data(t), TypeData::RankedTensor { shape, .. } if shape.contains(&affine_ir::context::DYNAMIC))
                    && !matches!(ctx.type_data(t), TypeData::UnrankedTensor { .. });
                if static_shape {
                    let z = zero_attr(ctx, t);
                    return attr(results, z);
                }
            }
            if is_zero(ctx, cr) {
                return val(results, l);
            }
            if let Some(add) = def_named(ctx, l, "arith.addi") {
                let (a, b) = (ctx.ir.operands(add)[0], ctx.ir.operands(add)[1]);
                if r == b {
                    return val(results, a);
                }
                if r == a {
                    return val(results, b);
                }
            }
            fold_int_binary(ctx, op, c, results, |a, b| Some(a.wrapping_sub(b)))
        }
        "arith.muli" => {
            if is_zero(ctx, cr) {
                return val(results, rhs.unwrap());
            }
            if is_one(ctx, cr) {
                return val(results, lhs.unwrap());
            }
            fold_int_binary(ctx, op, c, results, |a, b| Some(a.wrapping_mul(b)))
        }
        "arith.divui" | "arith.divsi" => {
            let signed = name == "arith.divsi";
            if is_one(ctx, cr) {
                return val(results, lhs.unwrap());
            }
            let flag = if signed { 1 } else { 2 };
            if let Some(v) = fold_div_mul(ctx, lhs.unwrap(), rhs.unwrap(), flag) {
                return val(results, v);
            }
            fold_int_binary(ctx, op, c, results, |a, b| {
                if b.is_zero() {
                    return None;
                }
                if signed {
                    let (q, ov) = a.sdiv_ov(b);
                    (!ov).then_some(q)
                } else {
                    Some(a.udiv(b))
                }
            })
        }
        "arith.ceildivui" => {
            if is_one(ctx, cr) {
                return val(results, lhs.unwrap());
            }
            fold_int_binary(ctx, op, c, results, |a, b| {
                if b.is_zero() {
                    return None;
                }
                let q = a.udiv(b);
                if a.urem(b).is_zero() {
                    return Some(q);
                }
                let (r, ov) = q.uadd_ov(ApInt::new(a.width, 1));
                (!ov).then_some(r)
            })
        }
        "arith.ceildivsi" => {
            if is_one(ctx, cr) {
                return val(results, lhs.unwrap());
            }
            fold_int_binary(ctx, op, c, results, ceildivsi)
        }
        "arith.floordivsi" => {
            if is_one(ctx, cr) {
                return val(results, lhs.unwrap());
            }
            if let Some(done) = super::wide_int::fold(ctx, op, c, results) {
                return done;
            }
            // As MLIR: an element dividing by zero gives its dividend, MIN /
            // -1 wraps, and the fold holds unless the last element computed
            // did either.
            let failed = std::cell::Cell::new(false);
            let r = fold_binary(
                ctx,
                c,
                None,
                int_op(|a, b| {
                    if b.is_zero() {
                        failed.set(true);
                        return Some(a);
                    }
                    let (q, ov) = a.sfloordiv_ov(b);
                    failed.set(ov);
                    Some(q)
                }),
            );
            if failed.get() {
                return false;
            }
            attr(results, r)
        }
        "arith.remui" | "arith.remsi" => {
            if is_one(ctx, cr) {
                let t = result_type(ctx, op);
                let z = zero_attr(ctx, t);
                return attr(results, z);
            }
            let signed = name == "arith.remsi";
            fold_int_binary(ctx, op, c, results, |a, b| {
                if b.is_zero() {
                    return None;
                }
                Some(if signed { a.srem(b) } else { a.urem(b) })
            })
        }
        "arith.andi" => fold_andi(ctx, op, lhs.unwrap(), rhs.unwrap(), c, results),
        "arith.ori" => fold_ori(ctx, op, lhs.unwrap(), rhs.unwrap(), c, results),
        "arith.xori" => fold_xori(ctx, op, lhs.unwrap(), rhs.unwrap(), c, results),
        "arith.shli" | "arith.shrui" | "arith.shrsi" => {
            if is_zero(ctx, cr) {
                return val(results, lhs.unwrap());
            }
            if let Some(done) = super::wide_int::fold(ctx, op, c, results) {
                return done;
            }
            // As MLIR: every element shifts as APInt does (an amount of the
            // width or more gives 0, or the sign bits), and the fold holds
            // when the amount of the last element computed is in range (a
            // poison operand computes none: no fold).
            let bounded = std::cell::Cell::new(false);
            let n = name;
            let r = fold_binary(
                ctx,
                c,
                None,
                int_op(|a, b| {
                    bounded.set(b.zext_value() < u128::from(b.width));
                    let s = u32::try_from(b.zext_value()).unwrap_or(u32::MAX);
                    Some(match n {
                        "arith.shli" => a.shift_left(s),
                        "arith.shrui" => a.lshr(s),
                        _ => a.ashr(s),
                    })
                }),
            );
            if !bounded.get() {
                return false;
            }
            attr(results, r)
        }
        "arith.maxsi" | "arith.maxui" | "arith.minsi" | "arith.minui" => {
            let (l, r) = (lhs.unwrap(), rhs.unwrap());
            if l == r {
                return val(results, r);
            }
            let extremes = const_int(ctx, cr)
                .map(|i| (i.is_max_signed(), i.is_min_signed(), i.is_all_ones(), i.is_zero()))
                .or_else(|| super::wide_int::signed_extremes(ctx, cr));
            if let Some((max_s, min_s, all_ones, zero)) = extremes {
                let (absorbing, identity) = match name {
                    "arith.maxsi" => (max_s, min_s),
                    "arith.maxui" => (all_ones, zero),
                    "arith.minsi" => (min_s, max_s),
                    _ => (zero, all_ones),
                };
                if absorbing {
                    return val(results, r);
                }
                if identity {
                    return val(results, l);
                }
            }
            let n = name;
            fold_int_binary(ctx, op, c, results, move |a, b| {
                Some(match n {
                    "arith.maxsi" => {
                        if a.slt(b) {
                            b
                        } else {
                            a
                        }
                    }
                    "arith.maxui" => {
                        if a.ult(b) {
                            b
                        } else {
                            a
                        }
                    }
                    "arith.minsi" => {
                        if b.slt(a) {
                            b
                        } else {
                            a
                        }
                    }
                    _ => {
                        if b.ult(a) {
                            b
                        } else {
                            a
                        }
                    }
                })
            })
        }
        "arith.negf" => {
            if let Some(n) = def_named(ctx, lhs.unwrap(), "arith.negf") {
                return val(results, ctx.ir.operands(n)[0]);
            }
            let r = fold_unary(ctx, cl, None, |a| match a {
                Elem::Float(f) => Some(Elem::Float(f.fneg())),
                Elem::Int(_) => None,
            });
            attr(results, r)
        }
        "arith.addf" | "arith.subf" | "arith.mulf" | "arith.divf" | "arith.remf" => {
            let rhs_const = const_float(ctx, cr);
            // x + -0, x - +0, x * 1, x / 1 -> x.
            let identity = rhs_const.is_some_and(|f| match name {
                "arith.addf" => f.is_zero() && f.is_negative(),
                "arith.subf" => f.is_zero() && !f.is_negative(),
                "arith.mulf" | "arith.divf" => f.is_exactly(1.0),
                _ => false,
            });
            if identity {
                return val(results, lhs.unwrap());
            }
            // mulf(x, 0) -> 0 under nnan and nsz.
            // The constant test first: reading the flags is the dearer one.
            if name == "arith.mulf"
                && rhs_const.is_some_and(|f| f.is_zero())
                && fastmath_bits(ctx, op) & (2 | 8) == (2 | 8)
            {
                return val(results, rhs.unwrap());
            }
            let f: fn(ApFloat, ApFloat) -> ApFloat = match name {
                "arith.addf" => ApFloat::fadd,
                "arith.subf" => ApFloat::fsub,
                "arith.mulf" => ApFloat::fmul,
                "arith.divf" => ApFloat::fdiv,
                _ => ApFloat::frem,
            };
            let r = fold_binary(ctx, c, None, float_op(f));
            attr(results, r)
        }
        "arith.maximumf" | "arith.minimumf" | "arith.maxnumf" | "arith.minnumf" => {
            let (l, r) = (lhs.unwrap(), rhs.unwrap());
            if l == r {
                return val(results, r);
            }
            let identity = const_float(ctx, cr).is_some_and(|f| match name {
                "arith.maximumf" => f.is_infinity(true),
                "arith.minimumf" => f.is_infinity(false),
                _ => f.is_nan(),
            });
            if identity {
                return val(results, l);
            }
            let f: fn(ApFloat, ApFloat) -> ApFloat = match name {
                "arith.maximumf" => ApFloat::maximum,
                "arith.minimumf" => ApFloat::minimum,
                "arith.maxnumf" => ApFloat::maxnum,
                _ => ApFloat::minnum,
            };
            let r = fold_binary(ctx, c, None, float_op(f));
            attr(results, r)
        }
        "arith.extui" | "arith.extsi" => {
            let x = lhs.unwrap();
            if let Some(inner) = def_named(ctx, x, name) {
                let src = ctx.ir.operands(inner)[0];
                ctx.ir.set_operand(op, 0, src);
                return true;
            }
            if let Some(done) = super::wide_int::fold(ctx, op, c, results) {
                return done;
            }
            let rt = result_type(ctx, op);
            let Some(w) = element_int_width(ctx, rt) else { return false };
            let signed = name == "arith.extsi";
            let r = fold_unary(ctx, cl, Some(rt), |a| match a {
                Elem::Int(i) => Some(Elem::Int(if signed { i.sext_or_trunc(w) } else { i.zext_or_trunc(w) })),
                Elem::Float(_) => None,
            });
            attr(results, r)
        }
        "arith.trunci" => fold_trunci(ctx, op, lhs.unwrap(), cl, results),
        "arith.extf" => fold_extf(ctx, op, lhs.unwrap(), cl, results),
        "arith.truncf" => fold_truncf(ctx, op, lhs.unwrap(), cl, results),
        "arith.uitofp" | "arith.sitofp" => {
            let rt = result_type(ctx, op);
            let Some(kind) = element_float_kind(ctx, rt) else { return false };
            let signed = name == "arith.sitofp";
            let in_w = element_int_width(ctx, ctx.ir.value_type(lhs.unwrap()));
            if let (Some(a), Some(in_w)) = (cl, in_w)
                && in_w > 128
                && !is_poison(ctx, cl)
            {
                let r = super::wide_int::fold_int_to_float(ctx, a, in_w, rt, kind, signed);
                return attr(results, r);
            }
            let r = fold_unary(ctx, cl, Some(rt), |a| match a {
                Elem::Int(i) => Some(Elem::Float(ApFloat::from_int(i, signed, kind))),
                Elem::Float(_) => None,
            });
            attr(results, r)
        }
        "arith.fptoui" | "arith.fptosi" => {
            let rt = result_type(ctx, op);
            let Some(w) = element_int_width(ctx, rt) else { return false };
            let signed = name == "arith.fptosi";
            if let Some(a) = cl
                && w > 128
                && !is_poison(ctx, cl)
            {
                let r = super::wide_int::fold_float_to_int(ctx, a, w, rt, signed);
                return attr(results, r);
            }
            let r = fold_unary(ctx, cl, Some(rt), |a| match a {
                Elem::Float(f) => f.to_int(w, signed).map(Elem::Int),
                Elem::Int(_) => None,
            });
            attr(results, r)
        }
        "arith.index_cast" | "arith.index_castui" => {
            let rt = result_type(ctx, op);
            let w = element_int_width(ctx, rt).unwrap_or(64);
            let signed = name == "arith.index_cast";
            if let Some(true) = super::wide_int::fold(ctx, op, &[cl], results) {
                return true;
            }
            let r = fold_unary(ctx, cl, Some(rt), |a| match a {
                Elem::Int(i) => Some(Elem::Int(if signed { i.sext_or_trunc(w) } else { i.zext_or_trunc(w) })),
                Elem::Float(_) => None,
            });
            // Only constants fold, as in MLIR 22: a cast of a cast is the
            // canonicalization pattern `IndexCastOfIndexCast`, which passes
            // that only fold (the greedy driver of other passes) leave alone.
            attr(results, r)
        }
        "arith.bitcast" => fold_bitcast(ctx, op, cl, results),
        "arith.cmpi" => fold_cmpi(ctx, op, lhs.unwrap(), rhs.unwrap(), cl, cr, results),
        "arith.cmpf" => fold_cmpf(ctx, op, cl, cr, results),
        "arith.select" => fold_select(ctx, op, c, results),
        "arith.addui_extended" => {
            let (l, r) = (lhs.unwrap(), rhs.unwrap());
            let overflow_ty = ctx.ir.value_type(ctx.ir.result(op, 1));
            if is_zero(ctx, constant_of(ctx, r)) {
                let Some(f) = zero_attr(ctx, overflow_ty) else { return false };
                results.push(FoldResult::Value(l));
                results.push(FoldResult::Attr(f));
                return true;
            }
            let t = ctx.ir.value_type(l);
            if element_int_width(ctx, t).is_some_and(|w| w > 128) && !c.iter().any(|&a| is_poison(ctx, a)) {
                // Beyond `ApInt`'s 128 bits: on big integers.
                let sum = super::wide_int::fold_elementwise(ctx, c, t, |x, _| Some(&x[0] + &x[1]));
                let ov = super::wide_int::fold_elementwise(ctx, c, overflow_ty, |x, w| {
                    let u = |v| super::wide_int::to_unsigned(v, w);
                    Some(num_bigint::BigInt::from(u8::from(
                        u(&x[0]) + u(&x[1]) >= num_bigint::BigInt::from(1u8) << w as usize,
                    )))
                });
                let (Some(sum), Some(ov)) = (sum, ov) else { return false };
                results.push(FoldResult::Attr(sum));
                results.push(FoldResult::Attr(ov));
                return true;
            }
            let Some(sum) = fold_binary(ctx, c, None, int_op(|a, b| Some(a.wrapping_add(b)))) else { return false };
            if is_poison(ctx, Some(sum)) {
                results.push(FoldResult::Attr(sum));
                results.push(FoldResult::Attr(sum));
                return true;
            }
            let Some(sum_ty) = super::num::typed_attr_type(ctx, sum) else { return false };
            let i1 = ctx.i1_type();
            let ov_ty = with_element_type(ctx, sum_ty, i1);
            let Some(ov) =
                fold_binary(ctx, &[Some(sum), cl], Some(ov_ty), int_op(|s, a| Some(ApInt::new(1, s.ult(a) as i128))))
            else {
                return false;
            };
            results.push(FoldResult::Attr(sum));
            results.push(FoldResult::Attr(ov));
            true
        }
        "arith.mulsi_extended" | "arith.mului_extended" => {
            if is_zero(ctx, cr) {
                let z = cr.unwrap();
                results.push(FoldResult::Attr(z));
                results.push(FoldResult::Attr(z));
                return true;
            }
            let signed = name == "arith.mulsi_extended";
            if !signed && is_one(ctx, cr) {
                let l = lhs.unwrap();
                let t = ctx.ir.value_type(l);
                let Some(z) = zero_attr(ctx, t) else { return false };
                results.push(FoldResult::Value(l));
                results.push(FoldResult::Attr(z));
                return true;
            }
            let t = ctx.ir.value_type(lhs.unwrap());
            if element_int_width(ctx, t).is_some_and(|w| w > 64) && !c.iter().any(|&a| is_poison(ctx, a)) {
                // The double-width product on big integers (`ApInt` holds
                // at most 128 bits).
                let low = super::wide_int::fold_elementwise(ctx, c, t, |x, _| Some(&x[0] * &x[1]));
                let high = super::wide_int::fold_elementwise(ctx, c, t, |x, w| {
                    let (a, b) = if signed {
                        (x[0].clone(), x[1].clone())
                    } else {
                        (super::wide_int::to_unsigned(&x[0], w), super::wide_int::to_unsigned(&x[1], w))
                    };
                    Some((a * b) >> w as usize)
                });
                let (Some(low), Some(high)) = (low, high) else { return false };
                results.push(FoldResult::Attr(low));
                results.push(FoldResult::Attr(high));
                return true;
            }
            let Some(low) = fold_binary(ctx, c, None, int_op(|a, b| Some(a.wrapping_mul(b)))) else { return false };
            let Some(high) =
                fold_binary(ctx, c, None, int_op(move |a, b| if signed { a.mulhs(b) } else { a.mulhu(b) }))
            else {
                return false;
            };
            results.push(FoldResult::Attr(low));
            results.push(FoldResult::Attr(high));
            true
        }
        _ => false,
    }
}

/// The constant value of `v` (MLIR's `m_Constant` on a value).
fn constant_of(ctx: &Context, v: ValueId) -> Option<Attribute> {
    affine_ir::rewrite::constant_value(ctx, v)
}

/// Width of the element type of an integer-like type.
fn element_int_width(ctx: &Context, t: Type) -> Option<u32> {
    let e = ctx.element_type(t).unwrap_or(t);
    int_width(ctx, e)
}

fn element_float_kind(ctx: &Context, t: Type) -> Option<affine_ir::context::FloatKind> {
    let e = ctx.element_type(t).unwrap_or(t);
    ctx.float_kind(e)
}

/// MLIR's `getIndexCastWidth`: the integer width, 64 for `index`.
pub(crate) fn index_cast_width(ctx: &Context, t: Type) -> u32 {
    let e = ctx.element_type(t).unwrap_or(t);
    ctx.int_width(e).unwrap_or(64)
}

/// `(a * b) / b -> a` when the multiplication has the overflow flags in `flags`.
fn fold_div_mul(ctx: &Context, lhs: ValueId, rhs: ValueId, flags: u32) -> Option<ValueId> {
    let mul = def_named(ctx, lhs, "arith.muli")?;
    if overflow_bits(ctx, mul) & flags != flags {
        return None;
    }
    let ops = ctx.ir.operands(mul);
    if ops[0] == rhs {
        return Some(ops[1]);
    }
    if ops[1] == rhs {
        return Some(ops[0]);
    }
    None
}

fn signed_ceil_nonneg(a: ApInt, b: ApInt) -> (ApInt, bool) {
    let one = ApInt::new(a.width, 1);
    let (x, o1) = a.ssub_ov(one);
    let (y, o2) = x.sdiv_ov(b);
    let (z, o3) = y.sadd_ov(one);
    (z, o1 || o2 || o3)
}

fn ceildivsi(a: ApInt, b: ApInt) -> Option<ApInt> {
    if b.is_zero() {
        return None;
    }
    if a.is_zero() {
        return Some(a);
    }
    let zero = ApInt::zero(a.width);
    let a_pos = zero.slt(a);
    let b_pos = zero.slt(b);
    let (r, ov) = if a_pos && b_pos {
        signed_ceil_nonneg(a, b)
    } else if !a_pos && !b_pos {
        let (pa, o1) = zero.ssub_ov(a);
        let (pb, o2) = zero.ssub_ov(b);
        let (r, o3) = signed_ceil_nonneg(pa, pb);
        (r, o1 || o2 || o3)
    } else if !a_pos && b_pos {
        let (pa, o1) = zero.ssub_ov(a);
        let (d, o2) = pa.sdiv_ov(b);
        let (r, o3) = zero.ssub_ov(d);
        (r, o1 || o2 || o3)
    } else {
        let (pb, o1) = zero.ssub_ov(b);
        let (d, o2) = a.sdiv_ov(pb);
        let (r, o3) = zero.ssub_ov(d);
        (r, o1 || o2 || o3)
    };
    (!ov).then_some(r)
}

/// The defining op of `v` if it is `arith.xori %x, <all ones>` with `%x == x`.
fn is_not_of(ctx: &Context, v: ValueId, x: ValueId) -> Option<OpId> {
    let xor = def_named(ctx, v, "arith.xori")?;
    let ops = ctx.ir.operands(xor);
    if ops[0] != x {
        return None;
    }
    const_int(ctx, constant_of(ctx, ops[1])).filter(|i| i.is_all_ones())?;
    Some(xor)
}

fn fold_andi(
    ctx: &mut Context,
    op: OpId,
    l: ValueId,
    r: ValueId,
    c: &[Option<Attribute>],
    results: &mut Vec<FoldResult>,
) -> bool {
    let cr = c[1];
    if is_zero(ctx, cr) {
        return val(results, r);
    }
    if const_int(ctx, cr).is_some_and(|i| i.is_all_ones()) {
        return val(results, l);
    }
    if is_not_of(ctx, r, l).is_some() || is_not_of(ctx, l, r).is_some() {
        let t = result_type(ctx, op);
        let z = zero_attr(ctx, t);
        return attr(results, z);
    }
    // and(a, and(a, b)) -> and(a, b)
    for reverse in [false, true] {
        let (prev_v, other) = if reverse { (r, l) } else { (l, r) };
        if let Some(prev) = def_named(ctx, prev_v, "arith.andi") {
            let ops = ctx.ir.operands(prev);
            if other == ops[0] || other == ops[1] {
                return val(results, ctx.ir.result(prev, 0));
            }
        }
    }
    fold_int_binary(ctx, op, c, results, |a, b| Some(a.and(b)))
}

fn fold_ori(
    ctx: &mut Context,
    op: OpId,
    l: ValueId,
    r: ValueId,
    c: &[Option<Attribute>],
    results: &mut Vec<FoldResult>,
) -> bool {
    let cr = c[1];
    if let Some(i) = const_int(ctx, cr) {
        if i.is_zero() {
            return val(results, l);
        }
        if i.is_all_ones() {
            return attr(results, cr);
        }
    }
    if let Some(xor) = is_not_of(ctx, r, l) {
        return val(results, ctx.ir.operands(xor)[1]);
    }
    if let Some(xor) = is_not_of(ctx, l, r) {
        return val(results, ctx.ir.operands(xor)[1]);
    }
    fold_int_binary(ctx, op, c, results, |a, b| Some(a.or(b)))
}

fn fold_xori(
    ctx: &mut Context,
    op: OpId,
    l: ValueId,
    r: ValueId,
    c: &[Option<Attribute>],
    results: &mut Vec<FoldResult>,
) -> bool {
    if is_zero(ctx, c[1]) {
        return val(results, l);
    }
    if l == r {
        let t = result_type(ctx, op);
        let z = zero_attr(ctx, t);
        return attr(results, z);
    }
    if let Some(prev) = def_named(ctx, l, "arith.xori") {
        let ops = ctx.ir.operands(prev);
        if ops[1] == r {
            return val(results, ops[0]);
        }
        if ops[0] == r {
            return val(results, ops[1]);
        }
    }
    if let Some(prev) = def_named(ctx, r, "arith.xori") {
        let ops = ctx.ir.operands(prev);
        if ops[1] == l {
            return val(results, ops[0]);
        }
        if ops[0] == l {
            return val(results, ops[1]);
        }
    }
    fold_int_binary(ctx, op, c, results, |a, b| Some(a.xor(b)))
}

fn fold_trunci(ctx: &mut Context, op: OpId, x: ValueId, cl: Option<Attribute>, results: &mut Vec<FoldResult>) -> bool {
    let rt = result_type(ctx, op);
    let dst_w = element_int_width(ctx, rt);
    if let Some(ext) = def_named(ctx, x, "arith.extui").or_else(|| def_named(ctx, x, "arith.extsi")) {
        let src = ctx.ir.operands(ext)[0];
        let st = ctx.ir.value_type(src);
        let src_elem = ctx.element_type(st).unwrap_or(st);
        let dst_elem = ctx.element_type(rt).unwrap_or(rt);
        if element_int_width(ctx, st) > dst_w {
            ctx.ir.set_operand(op, 0, src);
            return true;
        }
        if src_elem == dst_elem {
            return val(results, src);
        }
    }
    if let Some(inner) = def_named(ctx, x, "arith.trunci") {
        let src = ctx.ir.operands(inner)[0];
        ctx.ir.set_operand(op, 0, src);
        return true;
    }
    if let Some(done) = super::wide_int::fold(ctx, op, &[cl], results) {
        return done;
    }
    let Some(w) = dst_w else { return false };
    let r = fold_unary(ctx, cl, Some(rt), |a| match a {
        Elem::Int(i) => Some(Elem::Int(i.zext_or_trunc(w))),
        Elem::Float(_) => None,
    });
    attr(results, r)
}

fn fastmath_contract(ctx: &Context, op: OpId) -> bool {
    fastmath_bits(ctx, op) & 32 != 0
}

fn fold_extf(ctx: &mut Context, op: OpId, x: ValueId, cl: Option<Attribute>, results: &mut Vec<FoldResult>) -> bool {
    let rt = result_type(ctx, op);
    if let Some(trunc) = def_named(ctx, x, "arith.truncf") {
        let src = ctx.ir.operands(trunc)[0];
        if ctx.ir.value_type(src) == rt && fastmath_contract(ctx, trunc) && fastmath_contract(ctx, op) {
            return val(results, src);
        }
    }
    let Some(kind) = element_float_kind(ctx, rt) else { return false };
    let r = fold_unary(ctx, cl, Some(rt), |a| match a {
        Elem::Float(f) => f.convert_exact(kind).map(Elem::Float),
        Elem::Int(_) => None,
    });
    attr(results, r)
}

/// True if every value of format `a` is exactly representable in `b`.
fn representable_by(a: affine_ir::context::FloatKind, b: affine_ir::context::FloatKind) -> bool {
    use affine_ir::context::FloatKind::*;
    matches!((a, b), (F16, F16 | F32 | F64) | (BF16, BF16 | F32 | F64) | (F32, F32 | F64) | (F64, F64))
}

fn fold_truncf(ctx: &mut Context, op: OpId, x: ValueId, cl: Option<Attribute>, results: &mut Vec<FoldResult>) -> bool {
    let rt = result_type(ctx, op);
    let Some(res_kind) = element_float_kind(ctx, rt) else { return false };
    if let Some(ext) = def_named(ctx, x, "arith.extf") {
        let src = ctx.ir.operands(ext)[0];
        let st = ctx.ir.value_type(src);
        let ext_ty = ctx.ir.value_type(ctx.ir.result(ext, 0));
        if let (Some(sk), Some(ik)) = (element_float_kind(ctx, st), element_float_kind(ctx, ext_ty))
            && representable_by(sk, ik)
        {
            if sk.width() > res_kind.width() {
                ctx.ir.set_operand(op, 0, src);
                return true;
            }
            if sk == res_kind {
                return val(results, src);
            }
        }
    }
    let r = fold_unary(ctx, cl, Some(rt), |a| match a {
        Elem::Float(f) => f.convert_exact(res_kind).map(Elem::Float),
        Elem::Int(_) => None,
    });
    attr(results, r)
}

fn fold_bitcast(ctx: &mut Context, op: OpId, cl: Option<Attribute>, results: &mut Vec<FoldResult>) -> bool {
    let Some(a) = cl else { return false };
    let rt = result_type(ctx, op);
    let res_elem = ctx.element_type(rt).unwrap_or(rt);
    let kind = ResKind::of(ctx, res_elem);
    if matches!(ctx.attr_data(a), AttrData::DenseElements { .. }) {
        let r = fold_unary(ctx, Some(a), Some(rt), |e| bitcast_elem(e, kind));
        return attr(results, r);
    }
    if matches!(ctx.type_data(rt), TypeData::Vector { .. } | TypeData::RankedTensor { .. }) {
        return false;
    }
    if is_poison(ctx, Some(a)) {
        return attr(results, Some(a));
    }
    let r = fold_unary(ctx, Some(a), Some(rt), |e| bitcast_elem(e, kind));
    attr(results, r)
}

/// What a bitcast produces.
#[derive(Clone, Copy)]
enum ResKind {
    Int(u32),
    Float(affine_ir::context::FloatKind),
    None,
}

impl ResKind {
    fn of(ctx: &Context, t: Type) -> ResKind {
        if let Some(k) = ctx.float_kind(t) {
            return ResKind::Float(k);
        }
        match int_width(ctx, t) {
            Some(w) => ResKind::Int(w),
            None => ResKind::None,
        }
    }
}

fn bitcast_elem(e: Elem, to: ResKind) -> Option<Elem> {
    let bits = match e {
        Elem::Int(i) => i,
        Elem::Float(f) => ApInt { bits: f.to_bits(), width: f.kind.width() },
    };
    match to {
        ResKind::Int(w) if w == bits.width => Some(Elem::Int(bits)),
        ResKind::Float(k) if k.width() == bits.width => Some(Elem::Float(ApFloat::from_bits(bits.bits, k))),
        _ => None,
    }
}

fn fold_cmpi(
    ctx: &mut Context,
    op: OpId,
    l: ValueId,
    r: ValueId,
    cl: Option<Attribute>,
    cr: Option<Attribute>,
    results: &mut Vec<FoldResult>,
) -> bool {
    let Some(pred) = super::cmpi_predicate(ctx, op) else { return false };
    let pname = CMPI_PREDICATES[pred];
    let rt = result_type(ctx, op);
    if l == r {
        let v = matches!(pname, "eq" | "sle" | "sge" | "ule" | "uge");
        let b = bool_attr_like(ctx, rt, v);
        return attr(results, b);
    }
    let lhs_elem_i1 = {
        let t = ctx.ir.value_type(l);
        let e = ctx.element_type(t).unwrap_or(t);
        ctx.int_width(e) == Some(1)
    };
    if is_zero(ctx, cr) {
        for ext in ["arith.extsi", "arith.extui"] {
            if let Some(e) = def_named(ctx, l, ext) {
                let src = ctx.ir.operands(e)[0];
                let st = ctx.ir.value_type(src);
                let w = match ctx.type_data(st) {
                    TypeData::Integer { width, .. } => Some(*width),
                    TypeData::Vector { elem, .. } => ctx.int_width(*elem),
                    _ => None,
                };
                if w == Some(1) && pname == "ne" {
                    return val(results, src);
                }
            }
        }
        if lhs_elem_i1 && pname == "ne" {
            return val(results, l);
        }
    }
    if is_one(ctx, cr) && lhs_elem_i1 && pname == "eq" {
        return val(results, l);
    }
    if cl.is_some() && cr.is_none() {
        let swapped = match pname {
            "slt" => "sgt",
            "sgt" => "slt",
            "sle" => "sge",
            "sge" => "sle",
            "ult" => "ugt",
            "ugt" => "ult",
            "ule" => "uge",
            "uge" => "ule",
            other => other,
        };
        let idx = CMPI_PREDICATES.iter().position(|p| *p == swapped).unwrap_or(pred);
        let i64t = ctx.int_type(64);
        let pa = ctx.int_attr(i64t, idx as i128);
        super::set_prop(ctx, op, "predicate", pa);
        ctx.ir.set_operands(op, vec![r, l]);
        return true;
    }
    if let Some(done) = super::wide_int::fold(ctx, op, &[cl, cr], results) {
        return done;
    }
    if let Some(a) = cl {
        let Some(lt) = super::num::typed_attr_type(ctx, a) else { return false };
        let i1 = ctx.i1_type();
        let res_ty = with_element_type(ctx, lt, i1);
        let r = fold_binary(
            ctx,
            &[cl, cr],
            Some(res_ty),
            int_op(move |a, b| Some(ApInt::new(1, cmpi(pname, a, b) as i128))),
        );
        return attr(results, r);
    }
    false
}

/// Evaluates an `arith.cmpi` predicate.
pub fn cmpi(pred: &str, a: ApInt, b: ApInt) -> bool {
    match pred {
        "eq" => a == b,
        "ne" => a != b,
        "slt" => a.slt(b),
        "sle" => !b.slt(a),
        "sgt" => b.slt(a),
        "sge" => !a.slt(b),
        "ult" => a.ult(b),
        "ule" => !b.ult(a),
        "ugt" => b.ult(a),
        _ => !a.ult(b),
    }
}

/// Evaluates an `arith.cmpf` predicate (index in `CMPF_PREDICATES`).
pub fn cmpf(pred: usize, a: ApFloat, b: ApFloat) -> bool {
    use std::cmp::Ordering::*;
    let c = a.compare(b);
    match pred {
        0 => false,
        1 => c == Some(Equal),
        2 => c == Some(Greater),
        3 => matches!(c, Some(Greater | Equal)),
        4 => c == Some(Less),
        5 => matches!(c, Some(Less | Equal)),
        6 => matches!(c, Some(Less | Greater)),
        7 => c.is_some(),
        8 => matches!(c, None | Some(Equal)),
        9 => matches!(c, None | Some(Greater)),
        10 => c != Some(Less),
        11 => matches!(c, None | Some(Less)),
        12 => c != Some(Greater),
        13 => c != Some(Equal),
        14 => c.is_none(),
        _ => true,
    }
}

fn fold_cmpf(
    ctx: &mut Context,
    op: OpId,
    cl: Option<Attribute>,
    cr: Option<Attribute>,
    results: &mut Vec<FoldResult>,
) -> bool {
    let scalar_float = |a: Option<Attribute>| match a.map(|a| ctx.attr_data(a)) {
        Some(AttrData::Float { .. } | AttrData::WideFloat { .. }) => super::num::elem_of(ctx, a.unwrap()),
        _ => None,
    };
    let (mut l, mut r) = (scalar_float(cl), scalar_float(cr));
    if let Some(Elem::Float(f)) = l
        && f.is_nan()
    {
        r = l;
    }
    if let Some(Elem::Float(f)) = r
        && f.is_nan()
    {
        l = r;
    }
    let (Some(Elem::Float(a)), Some(Elem::Float(b))) = (l, r) else { return false };
    let Some(pred) = prop(ctx, op, "predicate").and_then(|p| ctx.attr_int(p)) else { return false };
    let v = cmpf(pred as usize, a, b);
    let b = ctx.bool_attr(v);
    attr(results, Some(b))
}

fn fold_select(ctx: &mut Context, op: OpId, c: &[Option<Attribute>], results: &mut Vec<FoldResult>) -> bool {
    let ops = ctx.ir.operands(op).to_vec();
    let (cond, t, f) = (ops[0], ops[1], ops[2]);
    if t == f {
        return val(results, t);
    }
    if is_one(ctx, c[0]) {
        return val(results, t);
    }
    if is_zero(ctx, c[0]) {
        return val(results, f);
    }
    if is_poison(ctx, c[1]) {
        return val(results, f);
    }
    if is_poison(ctx, c[2]) {
        return val(results, t);
    }
    let rt = result_type(ctx, op);
    if ctx.int_width(rt) == Some(1) && is_one(ctx, c[1]) && is_zero(ctx, c[2]) {
        return val(results, cond);
    }
    if let Some(cmp) = def_named(ctx, cond, "arith.cmpi")
        && let Some(pred) = super::cmpi_predicate(ctx, cmp)
        && (pred == 0 || pred == 1)
    {
        let cops = ctx.ir.operands(cmp);
        if (cops[0] == t && cops[1] == f) || (cops[1] == t && cops[0] == f) {
            return val(results, if pred == 1 { t } else { f });
        }
    }
    // Element-wise select over constant vectors.
    let dense = |a: Option<Attribute>| match a.map(|a| ctx.attr_data(a)) {
        Some(AttrData::DenseElements { ty, splat, values }) => Some((*ty, *splat, values.clone())),
        _ => None,
    };
    if let (Some((_, cs, cv)), Some((lty, ls, lv)), Some((_, rs, rv))) = (dense(c[0]), dense(c[1]), dense(c[2])) {
        let Some(n) = static_num_elements(ctx, lty) else { return false };
        let get = |splat: bool, v: &[Attribute], i: usize| if splat { v[0] } else { v[i] };
        let mut out = Vec::with_capacity(n);
        for i in 0..n {
            let cb = ctx.attr_int(get(cs, &cv, i)).unwrap_or(0) != 0;
            out.push(if cb { get(ls, &lv, i) } else { get(rs, &rv, i) });
        }
        let splat = out.windows(2).all(|w| w[0] == w[1]);
        let values = if splat { vec![out[0]] } else { out };
        let a = ctx.attr(AttrData::DenseElements { ty: lty, splat, values });
        return attr(results, Some(a));
    }
    false
}

/// The value of an `arith.constant` (its `value` property).
pub fn constant_op_value(ctx: &Context, op: OpId) -> Option<Attribute> {
    // By identifier: this runs for every operand of every folded op.
    ctx.ir.attr(op, affine_ir::known::VALUE)
}

/// MLIR's `arith::ConstantOp::isBuildableWith`: a typed integer, float or
/// elements attribute of type `ty` with a signless element type.
fn buildable_with(ctx: &mut Context, value: Attribute, ty: Type) -> bool {
    let Some(vt) = super::num::typed_attr_type(ctx, value) else { return false };
    if vt != ty {
        return false;
    }
    let e = ctx.element_type(ty).unwrap_or(ty);
    if let TypeData::Integer { signedness, .. } = ctx.type_data(e)
        && *signedness != affine_ir::context::Signedness::Signless
    {
        return false;
    }
    true
}

/// The arith dialect's constant materializer: `arith.constant` for typed
/// constants of the right type, `ub.poison` for poison.
pub fn materialize(rw: &mut PatternRewriter<'_>, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
    if is_poison(rw.ctx, Some(value)) {
        return Some(build_poison(rw, value, ty, loc));
    }
    if !buildable_with(rw.ctx, value, ty) {
        return None;
    }
    Some(build_constant(rw, value, ty, loc))
}

/// Creates `ub.poison : ty` with poison attribute `value` at the insertion point.
pub fn build_poison(rw: &mut PatternRewriter<'_>, value: Attribute, ty: Type, loc: Location) -> OpId {
    let name = rw.ctx.op_name("ub.poison");
    let mut st = OpState::new(name, loc);
    let key = rw.ctx.ident("value");
    st.props.push(affine_ir::NamedAttr { name: key, value });
    st.result_types.push(ty);
    rw.create(st)
}

/// Creates `arith.constant value : ty` at the insertion point.
pub fn build_constant(rw: &mut PatternRewriter<'_>, value: Attribute, ty: Type, loc: Location) -> OpId {
    let name = rw.ctx.op_name("arith.constant");
    let mut st = OpState::new(name, loc);
    let key = rw.ctx.ident("value");
    st.props.push(affine_ir::NamedAttr { name: key, value });
    st.result_types.push(ty);
    rw.create(st)
}

//! The canonicalization patterns of the `arith` ops (MLIR 22's
//! `ArithCanonicalization.td` and the C++ patterns of `ArithOps.cpp`),
//! registered per op in MLIR's order. The declarative patterns have MLIR's
//! benefit (the number of ops they match), so that among the patterns of an
//! op the same one applies first.

use affine_ir::context::{Attribute, Location, Type, TypeData};
use affine_ir::ir::{OpId, OpState, ValueId};
use affine_ir::rewrite::{PatternRewriter, RewritePatternSet, constant_value};

use super::fold::{build_constant, def_named, index_cast_width, zero_attr};
use super::num::{ApFloat, ApInt, const_float, const_int, elem_of, int_width};
use super::{CMPI_PREDICATES, fastmath_bits, normalize_props, overflow_bits, prop};

/// Adds the patterns of arith op `name` (MLIR's `getCanonicalizationPatterns`).
pub fn patterns(name: &str, set: &mut RewritePatternSet) {
    let mut add = |n: &'static str, root: &'static str, benefit: u16, f| set.add_fn_with_benefit(n, root, benefit, f);
    match name {
        "arith.addi" => {
            add("AddIAddConstant", "arith.addi", 2, addi_addi_constant);
            add("AddISubConstantRHS", "arith.addi", 2, addi_subi_constant_rhs);
            add("AddISubConstantLHS", "arith.addi", 2, addi_subi_constant_lhs);
            add("AddIMulNegativeOneRhs", "arith.addi", 2, addi_mul_neg_one_rhs);
            add("AddIMulNegativeOneLhs", "arith.addi", 2, addi_mul_neg_one_lhs);
        }
        "arith.addui_extended" => add("AddUIExtendedToAddI", "arith.addui_extended", 1, extended_to_plain),
        "arith.subi" => {
            add("SubIRHSAddConstant", "arith.subi", 2, subi_rhs_add_constant);
            add("SubILHSAddConstant", "arith.subi", 2, subi_lhs_add_constant);
            add("SubIRHSSubConstantRHS", "arith.subi", 2, subi_rhs_sub_constant_rhs);
            add("SubIRHSSubConstantLHS", "arith.subi", 2, subi_rhs_sub_constant_lhs);
            add("SubILHSSubConstantRHS", "arith.subi", 2, subi_lhs_sub_constant_rhs);
            add("SubILHSSubConstantLHS", "arith.subi", 2, subi_lhs_sub_constant_lhs);
            add("SubISubILHSRHSLHS", "arith.subi", 2, subi_subi_lhs_rhs_lhs);
        }
        "arith.muli" => add("MulIMulIConstant", "arith.muli", 2, muli_muli_constant),
        "arith.mulsi_extended" => {
            add("MulSIExtendedToMulI", "arith.mulsi_extended", 1, extended_to_plain);
            add("MulSIExtendedRHSOne", "arith.mulsi_extended", 1, mulsi_extended_rhs_one);
        }
        "arith.mului_extended" => add("MulUIExtendedToMulI", "arith.mului_extended", 1, extended_to_plain),
        "arith.xori" => {
            add("XOrINotCmpI", "arith.xori", 2, xori_not_cmpi);
            add("XOrIOfExtUI", "arith.xori", 3, binop_of_extui);
            add("XOrIOfExtSI", "arith.xori", 3, binop_of_extsi);
        }
        "arith.andi" => {
            add("AndOfExtUI", "arith.andi", 3, binop_of_extui);
            add("AndOfExtSI", "arith.andi", 3, binop_of_extsi);
        }
        "arith.ori" => {
            add("OrOfExtUI", "arith.ori", 3, binop_of_extui);
            add("OrOfExtSI", "arith.ori", 3, binop_of_extsi);
        }
        "arith.extsi" => add("ExtSIOfExtUI", "arith.extsi", 2, extsi_of_extui),
        "arith.trunci" => {
            add("TruncIExtSIToExtSI", "arith.trunci", 2, trunci_extsi_to_extsi);
            add("TruncIExtUIToExtUI", "arith.trunci", 2, trunci_extui_to_extui);
            add("TruncIShrSIToTrunciShrUI", "arith.trunci", 2, trunci_shrsi_to_trunci_shrui);
        }
        "arith.truncf" => {
            add("TruncFSIToFPToSIToFP", "arith.truncf", 2, truncf_sitofp);
            add("TruncFUIToFPToUIToFP", "arith.truncf", 2, truncf_uitofp);
        }
        "arith.mulf" => add("MulFOfNegF", "arith.mulf", 3, binop_of_negf),
        "arith.divf" => add("DivFOfNegF", "arith.divf", 3, binop_of_negf),
        "arith.index_cast" => {
            add("IndexCastOfIndexCast", "arith.index_cast", 2, index_cast_of_index_cast);
            add("IndexCastOfExtSI", "arith.index_cast", 2, index_cast_of_extsi);
        }
        "arith.index_castui" => {
            add("IndexCastUIOfIndexCastUI", "arith.index_castui", 2, index_castui_of_index_castui);
            add("IndexCastUIOfExtUI", "arith.index_castui", 2, index_castui_of_extui);
        }
        "arith.bitcast" => add("BitcastOfBitcast", "arith.bitcast", 2, bitcast_of_bitcast),
        "arith.cmpi" => {
            add("CmpIExtSI", "arith.cmpi", 3, cmpi_of_extsi);
            add("CmpIExtUI", "arith.cmpi", 3, cmpi_of_extui);
        }
        "arith.cmpf" => add("CmpFIntToFPConst", "arith.cmpf", 1, cmpf_int_to_fp_const),
        "arith.select" => {
            add("RedundantSelectFalse", "arith.select", 2, redundant_select_false);
            add("RedundantSelectTrue", "arith.select", 2, redundant_select_true);
            add("SelectNotCond", "arith.select", 2, select_not_cond);
            add("SelectI1ToNot", "arith.select", 1, select_i1_to_not);
            add("SelectToExtUI", "arith.select", 1, select_to_extui);
        }
        _ => {}
    }
}

// ----------------------------------------------------------------------
// Building ops
// ----------------------------------------------------------------------

/// The location DRR gives new ops: the fused locations of the matched ops.
fn fused_loc(rw: &mut PatternRewriter<'_>, ops: &[OpId]) -> Location {
    let locs: Vec<Location> = ops.iter().map(|&o| rw.ctx.ir.op(o).loc).collect();
    affine_ir::rewrite::fused_location(rw.ctx, &locs)
}

/// Creates arith op `name` with default-valued flags materialized.
fn create(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    operands: Vec<ValueId>,
    result: Type,
    loc: Location,
    props: &[(&str, Attribute)],
) -> OpId {
    let n = rw.ctx.op_name(name);
    let mut st = OpState::new(n, loc);
    st.operands = operands;
    st.result_types.push(result);
    for &(k, v) in props {
        let id = rw.ctx.ident(k);
        st.props.push(affine_ir::NamedAttr { name: id, value: v });
    }
    let _ = normalize_props(rw.ctx, &mut st);
    rw.create(st)
}

fn overflow_attr(rw: &mut PatternRewriter<'_>, bits: u32) -> Attribute {
    super::flags_attr(rw.ctx, bits, false)
}

fn ty(rw: &PatternRewriter<'_>, v: ValueId) -> Type {
    rw.ctx.ir.value_type(v)
}

fn res(rw: &PatternRewriter<'_>, op: OpId) -> ValueId {
    rw.ctx.ir.result(op, 0)
}

fn operands2(rw: &PatternRewriter<'_>, op: OpId) -> (ValueId, ValueId) {
    let o = rw.ctx.ir.operands(op);
    (o[0], o[1])
}

/// Replaces `op` by a new op built at its position.
fn replace_with(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    name: &str,
    operands: Vec<ValueId>,
    props: &[(&str, Attribute)],
    matched: &[OpId],
) -> OpId {
    let loc = fused_loc(rw, matched);
    rw.set_insertion_point_before(op);
    let t = ty(rw, res(rw, op));
    let new = create(rw, name, operands, t, loc, props);
    let r = res(rw, new);
    rw.replace_op(op, &[r]);
    new
}

/// A new `arith.constant` of `value` (typed `t`) before `op`.
fn constant_before(rw: &mut PatternRewriter<'_>, op: OpId, value: Attribute, t: Type, loc: Location) -> ValueId {
    rw.set_insertion_point_before(op);
    let c = build_constant(rw, value, t, loc);
    res(rw, c)
}

/// The integer attribute of a constant operand (MLIR's `APIntAttr`
/// constraint: a scalar integer, not a splat).
fn int_attr_of(rw: &PatternRewriter<'_>, v: ValueId) -> Option<Attribute> {
    let a = constant_value(rw.ctx, v)?;
    matches!(
        rw.ctx.attr_data(a),
        affine_ir::context::AttrData::Integer { .. }
            | affine_ir::context::AttrData::BigInteger { .. }
            | affine_ir::context::AttrData::Bool(_)
    )
    .then_some(a)
}

// ----------------------------------------------------------------------
// addi / subi / muli with constants
// ----------------------------------------------------------------------

/// Shape of `op(inner(x, c0) or inner(c0, x), c1)` matches.
struct ConstChain {
    inner: OpId,
    x: ValueId,
    c0: Attribute,
    c1: Attribute,
    ovf_inner: u32,
    ovf_outer: u32,
}

/// Matches `op(inner_name(x, c0), c1)` (`const_lhs`: `inner_name(c0, x)`).
fn match_rhs_chain(rw: &PatternRewriter<'_>, op: OpId, inner_name: &str, const_lhs: bool) -> Option<ConstChain> {
    let (a, b) = operands2(rw, op);
    let inner = def_named(rw.ctx, a, inner_name)?;
    let (i0, i1) = operands2(rw, inner);
    let (x, c0v) = if const_lhs { (i1, i0) } else { (i0, i1) };
    let c0 = int_attr_of(rw, c0v)?;
    let c1 = int_attr_of(rw, b)?;
    Some(ConstChain { inner, x, c0, c1, ovf_inner: overflow_bits(rw.ctx, inner), ovf_outer: overflow_bits(rw.ctx, op) })
}

/// Matches `op(c1, inner_name(x, c0))` (`const_lhs`: `inner_name(c0, x)`).
fn match_lhs_chain(rw: &PatternRewriter<'_>, op: OpId, inner_name: &str, const_lhs: bool) -> Option<ConstChain> {
    let (a, b) = operands2(rw, op);
    let c1 = int_attr_of(rw, a)?;
    let inner = def_named(rw.ctx, b, inner_name)?;
    let (i0, i1) = operands2(rw, inner);
    let (x, c0v) = if const_lhs { (i1, i0) } else { (i0, i1) };
    let c0 = int_attr_of(rw, c0v)?;
    Some(ConstChain { inner, x, c0, c1, ovf_inner: overflow_bits(rw.ctx, inner), ovf_outer: overflow_bits(rw.ctx, op) })
}

/// The constant combination of a chain pattern.
#[derive(Clone, Copy)]
enum Combine {
    Add,
    Sub,
    Mul,
}

/// Combines two integer attributes into one of the result's type, wrapping
/// to its width (exact on every width: beyond 128 bits on big integers).
fn combine(rw: &mut PatternRewriter<'_>, op: OpId, a: Attribute, b: Attribute, how: Combine) -> Attribute {
    let t = ty(rw, res(rw, op));
    let w = int_width(rw.ctx, t).unwrap_or(64);
    if w > 128 {
        let value = |a: Attribute| super::wide_int::attr_value(rw.ctx, a).unwrap_or_default();
        let (x, y) = (value(a), value(b));
        let r = match how {
            Combine::Add => x + y,
            Combine::Sub => x - y,
            Combine::Mul => x * y,
        };
        return super::wide_int::wrapped_attr(rw.ctx, t, &r, w);
    }
    let value = |a: Attribute| match elem_of(rw.ctx, a) {
        Some(super::num::Elem::Int(i)) => i.sext_or_trunc(w),
        _ => ApInt::zero(w),
    };
    let (x, y) = (value(a), value(b));
    let r = match how {
        Combine::Add => x.wrapping_add(y),
        Combine::Sub => x.wrapping_sub(y),
        Combine::Mul => x.wrapping_mul(y),
    };
    super::num::elem_attr(rw.ctx, t, super::num::Elem::Int(r))
}

/// Rewrites to `new_name(x, K)` / `new_name(K, x)` with a new constant `K`.
#[allow(clippy::too_many_arguments)]
fn rewrite_chain(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    m: &ConstChain,
    new_name: &str,
    k: Attribute,
    const_first: bool,
    ovf: u32,
) -> bool {
    let loc = fused_loc(rw, &[op, m.inner]);
    let t = ty(rw, res(rw, op));
    let kv = constant_before(rw, op, k, t, loc);
    let ops = if const_first { vec![kv, m.x] } else { vec![m.x, kv] };
    let o = overflow_attr(rw, ovf);
    rw.set_insertion_point_before(op);
    let new = create(rw, new_name, ops, t, loc, &[("overflowFlags", o)]);
    let r = res(rw, new);
    rw.replace_op(op, &[r]);
    true
}

fn addi_addi_constant(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(m) = match_rhs_chain(rw, op, "arith.addi", false) else { return false };
    let k = combine(rw, op, m.c0, m.c1, Combine::Add);
    rewrite_chain(rw, op, &m, "arith.addi", k, false, m.ovf_inner & m.ovf_outer)
}

fn addi_subi_constant_rhs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(m) = match_rhs_chain(rw, op, "arith.subi", false) else { return false };
    let k = combine(rw, op, m.c1, m.c0, Combine::Sub);
    rewrite_chain(rw, op, &m, "arith.addi", k, false, m.ovf_inner & m.ovf_outer)
}

fn addi_subi_constant_lhs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(m) = match_rhs_chain(rw, op, "arith.subi", true) else { return false };
    let k = combine(rw, op, m.c0, m.c1, Combine::Add);
    rewrite_chain(rw, op, &m, "arith.subi", k, true, m.ovf_inner & m.ovf_outer)
}

/// True if `v` is a constant -1 (scalar or splat).
fn is_neg_one(rw: &PatternRewriter<'_>, v: ValueId) -> bool {
    const_int(rw.ctx, constant_value(rw.ctx, v)).is_some_and(|i| i.is_all_ones())
}

fn addi_mul_neg_one_rhs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (x, m) = operands2(rw, op);
    let Some(mul) = def_named(rw.ctx, m, "arith.muli") else { return false };
    let (y, c) = operands2(rw, mul);
    if !is_neg_one(rw, c) {
        return false;
    }
    let o = overflow_attr(rw, 0);
    replace_with(rw, op, "arith.subi", vec![x, y], &[("overflowFlags", o)], &[op, mul]);
    true
}

fn addi_mul_neg_one_lhs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (m, y) = operands2(rw, op);
    let Some(mul) = def_named(rw.ctx, m, "arith.muli") else { return false };
    let (x, c) = operands2(rw, mul);
    if !is_neg_one(rw, c) {
        return false;
    }
    let o = overflow_attr(rw, 0);
    replace_with(rw, op, "arith.subi", vec![y, x], &[("overflowFlags", o)], &[op, mul]);
    true
}

fn muli_muli_constant(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(m) = match_rhs_chain(rw, op, "arith.muli", false) else { return false };
    let t = ty(rw, res(rw, op));
    let same = |rw: &mut PatternRewriter<'_>, a: Attribute| super::num::typed_attr_type(rw.ctx, a) == Some(t);
    if !same(rw, m.c0) || !same(rw, m.c1) {
        return false;
    }
    let k = combine(rw, op, m.c0, m.c1, Combine::Mul);
    rewrite_chain(rw, op, &m, "arith.muli", k, false, m.ovf_inner & m.ovf_outer)
}

fn subi_rhs_add_constant(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(m) = match_rhs_chain(rw, op, "arith.addi", false) else { return false };
    let k = combine(rw, op, m.c0, m.c1, Combine::Sub);
    rewrite_chain(rw, op, &m, "arith.addi", k, false, 0)
}

fn subi_lhs_add_constant(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(m) = match_lhs_chain(rw, op, "arith.addi", false) else { return false };
    let k = combine(rw, op, m.c1, m.c0, Combine::Sub);
    rewrite_chain(rw, op, &m, "arith.subi", k, true, m.ovf_inner & m.ovf_outer)
}

fn subi_rhs_sub_constant_rhs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(m) = match_rhs_chain(rw, op, "arith.subi", false) else { return false };
    let k = combine(rw, op, m.c0, m.c1, Combine::Add);
    rewrite_chain(rw, op, &m, "arith.subi", k, false, m.ovf_inner & m.ovf_outer)
}

fn subi_rhs_sub_constant_lhs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(m) = match_rhs_chain(rw, op, "arith.subi", true) else { return false };
    let k = combine(rw, op, m.c0, m.c1, Combine::Sub);
    rewrite_chain(rw, op, &m, "arith.subi", k, true, m.ovf_inner & m.ovf_outer)
}

fn subi_lhs_sub_constant_rhs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(m) = match_lhs_chain(rw, op, "arith.subi", false) else { return false };
    let k = combine(rw, op, m.c0, m.c1, Combine::Add);
    rewrite_chain(rw, op, &m, "arith.subi", k, true, m.ovf_inner & m.ovf_outer)
}

fn subi_lhs_sub_constant_lhs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(m) = match_lhs_chain(rw, op, "arith.subi", true) else { return false };
    let k = combine(rw, op, m.c1, m.c0, Combine::Sub);
    rewrite_chain(rw, op, &m, "arith.addi", k, false, m.ovf_inner & m.ovf_outer)
}

fn subi_subi_lhs_rhs_lhs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (a, b) = operands2(rw, op);
    let Some(inner) = def_named(rw.ctx, a, "arith.subi") else { return false };
    let (x, y) = operands2(rw, inner);
    if x != b {
        return false;
    }
    let yt = ty(rw, y);
    let Some(z) = zero_attr(rw.ctx, yt) else { return false };
    let loc = fused_loc(rw, &[op, inner]);
    let zv = constant_before(rw, op, z, yt, loc);
    let o = overflow_attr(rw, overflow_bits(rw.ctx, inner) & overflow_bits(rw.ctx, op));
    replace_with(rw, op, "arith.subi", vec![zv, y], &[("overflowFlags", o)], &[op, inner]);
    true
}

// ----------------------------------------------------------------------
// Extended arithmetic
// ----------------------------------------------------------------------

/// `addui_extended` / `mulsi_extended` / `mului_extended` whose second
/// result is unused becomes `addi` / `muli`.
fn extended_to_plain(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let second = rw.ctx.ir.result(op, 1);
    if !rw.ctx.ir.use_empty(second) {
        return false;
    }
    let (x, y) = operands2(rw, op);
    let name =
        if rw.ctx.op_name_str(rw.ctx.ir.op(op).name) == "arith.addui_extended" { "arith.addi" } else { "arith.muli" };
    let loc = fused_loc(rw, &[op]);
    let t = ty(rw, res(rw, op));
    let o = overflow_attr(rw, 0);
    rw.set_insertion_point_before(op);
    let new = create(rw, name, vec![x, y], t, loc, &[("overflowFlags", o)]);
    let r = res(rw, new);
    rw.replace_op(op, &[r, x]);
    true
}

fn mulsi_extended_rhs_one(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (x, c) = operands2(rw, op);
    let Some(one) = const_int(rw.ctx, constant_value(rw.ctx, c)) else { return false };
    if !one.is_one() || one.is_negative() {
        return false;
    }
    let loc = fused_loc(rw, &[op]);
    let xt = ty(rw, x);
    let Some(z) = zero_attr(rw.ctx, xt) else { return false };
    let zv = constant_before(rw, op, z, xt, loc);
    let i64t = rw.ctx.int_type(64);
    let slt = CMPI_PREDICATES.iter().position(|p| *p == "slt").unwrap_or(2);
    let pa = rw.ctx.int_attr(i64t, slt as i128);
    let bt = super::i1_same_shape(rw.ctx, xt);
    rw.set_insertion_point_before(op);
    let cmp = create(rw, "arith.cmpi", vec![x, zv], bt, loc, &[("predicate", pa)]);
    let cv = res(rw, cmp);
    let ext = create(rw, "arith.extsi", vec![cv], xt, loc, &[]);
    let ev = res(rw, ext);
    rw.replace_op(op, &[x, ev]);
    true
}

// ----------------------------------------------------------------------
// Bitwise ops and casts
// ----------------------------------------------------------------------

fn xori_not_cmpi(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (a, b) = operands2(rw, op);
    let Some(cmp) = def_named(rw.ctx, a, "arith.cmpi") else { return false };
    let Some(cb) = constant_value(rw.ctx, b) else { return false };
    if !matches!(rw.ctx.attr_data(cb), affine_ir::context::AttrData::Bool(true)) {
        return false;
    }
    let Some(pred) = super::cmpi_predicate(rw.ctx, cmp) else { return false };
    let inv = match CMPI_PREDICATES[pred] {
        "eq" => "ne",
        "ne" => "eq",
        "slt" => "sge",
        "sle" => "sgt",
        "sgt" => "sle",
        "sge" => "slt",
        "ult" => "uge",
        "ule" => "ugt",
        "ugt" => "ule",
        _ => "ult",
    };
    let idx = CMPI_PREDICATES.iter().position(|p| *p == inv).unwrap_or(0);
    let i64t = rw.ctx.int_type(64);
    let pa = rw.ctx.int_attr(i64t, idx as i128);
    let (x, y) = operands2(rw, cmp);
    replace_with(rw, op, "arith.cmpi", vec![x, y], &[("predicate", pa)], &[op, cmp]);
    true
}

/// `op(ext(x), ext(y)) -> ext(op(x, y))` for `ext` = `ext_name`, same source types.
fn binop_of_ext(op: OpId, rw: &mut PatternRewriter<'_>, ext_name: &str) -> bool {
    let (a, b) = operands2(rw, op);
    let (Some(ea), Some(eb)) = (def_named(rw.ctx, a, ext_name), def_named(rw.ctx, b, ext_name)) else {
        return false;
    };
    let x = rw.ctx.ir.operands(ea)[0];
    let y = rw.ctx.ir.operands(eb)[0];
    if ty(rw, x) != ty(rw, y) {
        return false;
    }
    let name = rw.ctx.op_name_str(rw.ctx.ir.op(op).name).to_string();
    let loc = fused_loc(rw, &[op, ea, eb]);
    let xt = ty(rw, x);
    rw.set_insertion_point_before(op);
    let inner = create(rw, &name, vec![x, y], xt, loc, &[]);
    let iv = res(rw, inner);
    let t = ty(rw, res(rw, op));
    let new = create(rw, ext_name, vec![iv], t, loc, &[]);
    let r = res(rw, new);
    rw.replace_op(op, &[r]);
    true
}

fn binop_of_extui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    binop_of_ext(op, rw, "arith.extui")
}

fn binop_of_extsi(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    binop_of_ext(op, rw, "arith.extsi")
}

/// `outer(inner(x)) -> new(x)`.
fn cast_of_cast(op: OpId, rw: &mut PatternRewriter<'_>, inner_name: &str, new_name: &str) -> bool {
    let a = rw.ctx.ir.operands(op)[0];
    let Some(inner) = def_named(rw.ctx, a, inner_name) else { return false };
    let x = rw.ctx.ir.operands(inner)[0];
    replace_with(rw, op, new_name, vec![x], &[], &[op, inner]);
    true
}

fn extsi_of_extui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    cast_of_cast(op, rw, "arith.extui", "arith.extui")
}

/// `cast(cast(x)) -> x` for two `index_cast`s (or two `index_castui`s) back
/// to `x`'s type, when the middle type is at least as wide as `x`'s (`index`
/// counts as 64 bits). MLIR 22 also folds a round trip through a narrower
/// type (`index -> i32 -> index`), which drops the truncation: a miscompile
/// we do not copy (`tests/lit/upstream-bugs/canonicalize-index-cast-narrowing-round-trip.mlir`).
fn round_trip_cast(op: OpId, rw: &mut PatternRewriter<'_>, name: &str) -> bool {
    let a = rw.ctx.ir.operands(op)[0];
    let Some(inner) = def_named(rw.ctx, a, name) else { return false };
    let x = rw.ctx.ir.operands(inner)[0];
    if ty(rw, x) != ty(rw, res(rw, op)) || index_cast_width(rw.ctx, ty(rw, a)) < index_cast_width(rw.ctx, ty(rw, x)) {
        return false;
    }
    rw.replace_op(op, &[x]);
    true
}

fn index_cast_of_index_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    round_trip_cast(op, rw, "arith.index_cast")
}

fn index_castui_of_index_castui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    round_trip_cast(op, rw, "arith.index_castui")
}

fn index_cast_of_extsi(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    cast_of_cast(op, rw, "arith.extsi", "arith.index_cast")
}

fn index_castui_of_extui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    cast_of_cast(op, rw, "arith.extui", "arith.index_castui")
}

fn bitcast_of_bitcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    cast_of_cast(op, rw, "arith.bitcast", "arith.bitcast")
}

/// Width of the scalar or element type of a value (MLIR's
/// `getScalarOrElementWidth`, -1 if not an integer or float).
fn elem_width(rw: &PatternRewriter<'_>, v: ValueId) -> i64 {
    let t = ty(rw, v);
    let e = rw.ctx.element_type(t).unwrap_or(t);
    match rw.ctx.type_data(e) {
        TypeData::Integer { width, .. } => *width as i64,
        TypeData::Float(k) => k.width() as i64,
        _ => -1,
    }
}

fn trunci_ext_to_ext(op: OpId, rw: &mut PatternRewriter<'_>, ext_name: &str) -> bool {
    let a = rw.ctx.ir.operands(op)[0];
    let Some(ext) = def_named(rw.ctx, a, ext_name) else { return false };
    let x = rw.ctx.ir.operands(ext)[0];
    let tr = res(rw, op);
    let (we, wt, wx) = (elem_width(rw, a), elem_width(rw, tr), elem_width(rw, x));
    if !(we > wt && wt > 0 && wt > wx && wx > 0) {
        return false;
    }
    replace_with(rw, op, ext_name, vec![x], &[], &[op, ext]);
    true
}

fn trunci_extsi_to_extsi(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    trunci_ext_to_ext(op, rw, "arith.extsi")
}

fn trunci_extui_to_extui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    trunci_ext_to_ext(op, rw, "arith.extui")
}

fn trunci_shrsi_to_trunci_shrui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let a = rw.ctx.ir.operands(op)[0];
    let Some(shr) = def_named(rw.ctx, a, "arith.shrsi") else { return false };
    let (x, cv) = operands2(rw, shr);
    let Some(c0) = constant_value(rw.ctx, cv) else { return false };
    let Some(shift) = const_int(rw.ctx, Some(c0)) else { return false };
    let tr = res(rw, op);
    if (elem_width(rw, x) - elem_width(rw, tr)) as i128 != shift.sext_value() {
        return false;
    }
    let Some(ct) = super::num::typed_attr_type(rw.ctx, c0) else { return false };
    let loc = fused_loc(rw, &[op, shr]);
    let cnew = constant_before(rw, op, c0, ct, loc);
    let xt = ty(rw, x);
    rw.set_insertion_point_before(op);
    let sh = create(rw, "arith.shrui", vec![x, cnew], xt, loc, &[]);
    let sv = res(rw, sh);
    let ovf = prop(rw.ctx, op, "overflowFlags");
    let t = ty(rw, tr);
    let props: Vec<(&str, Attribute)> = ovf.map(|o| ("overflowFlags", o)).into_iter().collect();
    let new = create(rw, "arith.trunci", vec![sv], t, loc, &props);
    let r = res(rw, new);
    rw.replace_op(op, &[r]);
    true
}

fn truncf_to_fp(op: OpId, rw: &mut PatternRewriter<'_>, inner_name: &str) -> bool {
    if prop(rw.ctx, op, "roundingmode").is_some() {
        return false;
    }
    cast_of_cast(op, rw, inner_name, inner_name)
}

fn truncf_sitofp(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    truncf_to_fp(op, rw, "arith.sitofp")
}

fn truncf_uitofp(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    truncf_to_fp(op, rw, "arith.uitofp")
}

/// `op(negf(x), negf(y)) -> op(x, y)` keeping `op`'s fast-math flags.
fn binop_of_negf(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (a, b) = operands2(rw, op);
    let (Some(na), Some(nb)) = (def_named(rw.ctx, a, "arith.negf"), def_named(rw.ctx, b, "arith.negf")) else {
        return false;
    };
    let x = rw.ctx.ir.operands(na)[0];
    let y = rw.ctx.ir.operands(nb)[0];
    if ty(rw, x) != ty(rw, y) {
        return false;
    }
    let name = rw.ctx.op_name_str(rw.ctx.ir.op(op).name).to_string();
    let fm = super::flags_attr(rw.ctx, fastmath_bits(rw.ctx, op), true);
    replace_with(rw, op, &name, vec![x, y], &[("fastmath", fm)], &[op, na, nb]);
    true
}

fn cmpi_of_ext(op: OpId, rw: &mut PatternRewriter<'_>, ext_name: &str) -> bool {
    let (a, b) = operands2(rw, op);
    let (Some(ea), Some(eb)) = (def_named(rw.ctx, a, ext_name), def_named(rw.ctx, b, ext_name)) else {
        return false;
    };
    let x = rw.ctx.ir.operands(ea)[0];
    let y = rw.ctx.ir.operands(eb)[0];
    if ty(rw, x) != ty(rw, y) {
        return false;
    }
    let Some(pred) = super::cmpi_predicate(rw.ctx, op) else { return false };
    if pred > 1 {
        return false;
    }
    let Some(pa) = prop(rw.ctx, op, "predicate") else { return false };
    let loc = fused_loc(rw, &[op, ea, eb]);
    let t = super::i1_same_shape(rw.ctx, ty(rw, x));
    rw.set_insertion_point_before(op);
    let new = create(rw, "arith.cmpi", vec![x, y], t, loc, &[("predicate", pa)]);
    let r = res(rw, new);
    rw.replace_op(op, &[r]);
    true
}

fn cmpi_of_extsi(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    cmpi_of_ext(op, rw, "arith.extsi")
}

fn cmpi_of_extui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    cmpi_of_ext(op, rw, "arith.extui")
}

// ----------------------------------------------------------------------
// select
// ----------------------------------------------------------------------

fn select_parts(rw: &PatternRewriter<'_>, op: OpId) -> (ValueId, ValueId, ValueId) {
    let o = rw.ctx.ir.operands(op);
    (o[0], o[1], o[2])
}

fn redundant_select_true(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (p, t, c) = select_parts(rw, op);
    let Some(inner) = def_named(rw.ctx, t, "arith.select") else { return false };
    let (p2, a, _) = select_parts(rw, inner);
    if p2 != p {
        return false;
    }
    replace_with(rw, op, "arith.select", vec![p, a, c], &[], &[op, inner]);
    true
}

fn redundant_select_false(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (p, a, f) = select_parts(rw, op);
    let Some(inner) = def_named(rw.ctx, f, "arith.select") else { return false };
    let (p2, _, c) = select_parts(rw, inner);
    if p2 != p {
        return false;
    }
    replace_with(rw, op, "arith.select", vec![p, a, c], &[], &[op, inner]);
    true
}

fn select_not_cond(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (c, a, b) = select_parts(rw, op);
    let Some(xor) = def_named(rw.ctx, c, "arith.xori") else { return false };
    let (p, ones) = operands2(rw, xor);
    let Some(oa) = int_attr_of(rw, ones) else { return false };
    if !const_int(rw.ctx, Some(oa)).is_some_and(|i| i.is_all_ones()) {
        return false;
    }
    replace_with(rw, op, "arith.select", vec![p, b, a], &[], &[op, xor]);
    true
}

fn is_bool_const(rw: &PatternRewriter<'_>, v: ValueId, b: bool) -> bool {
    constant_value(rw.ctx, v)
        .is_some_and(|a| matches!(rw.ctx.attr_data(a), affine_ir::context::AttrData::Bool(x) if *x == b))
}

fn select_i1_to_not(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (p, t, f) = select_parts(rw, op);
    if !is_bool_const(rw, t, false) || !is_bool_const(rw, f, true) {
        return false;
    }
    let loc = fused_loc(rw, &[op]);
    let tr = rw.ctx.bool_attr(true);
    let i1 = rw.ctx.i1_type();
    let one = constant_before(rw, op, tr, i1, loc);
    replace_with(rw, op, "arith.xori", vec![p, one], &[], &[op]);
    true
}

fn select_to_extui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let t = ty(rw, res(rw, op));
    if !matches!(rw.ctx.type_data(t), TypeData::Integer { width, .. } if *width != 1) {
        return false;
    }
    let (c, tv, fv) = select_parts(rw, op);
    let is = |rw: &PatternRewriter<'_>, v: ValueId, one: bool| {
        const_int(rw.ctx, constant_value(rw.ctx, v)).is_some_and(|i| if one { i.is_one() } else { i.is_zero() })
    };
    let loc = rw.ctx.ir.op(op).loc;
    if is(rw, tv, true) && is(rw, fv, false) {
        rw.set_insertion_point_before(op);
        let new = create(rw, "arith.extui", vec![c], t, loc, &[]);
        let r = res(rw, new);
        rw.replace_op(op, &[r]);
        return true;
    }
    if is(rw, tv, false) && is(rw, fv, true) {
        let ct = ty(rw, c);
        let one = match rw.ctx.type_data(ct) {
            TypeData::Integer { width: 1, .. } => rw.ctx.bool_attr(true),
            _ => rw.ctx.int_attr(ct, 1),
        };
        let ov = constant_before(rw, op, one, ct, loc);
        rw.set_insertion_point_before(op);
        let x = create(rw, "arith.xori", vec![c, ov], ct, loc, &[]);
        let xv = res(rw, x);
        let new = create(rw, "arith.extui", vec![xv], t, loc, &[]);
        let r = res(rw, new);
        rw.replace_op(op, &[r]);
        return true;
    }
    false
}

// ----------------------------------------------------------------------
// cmpf of an integer converted to float
// ----------------------------------------------------------------------

fn mantissa_width(k: affine_ir::context::FloatKind) -> i32 {
    k.precision() as i32
}

/// `ilogb` of a finite non-zero value (`i32::MIN` for zero, `i32::MAX`
/// for infinity, as APFloat's `IEK_Zero` / `IEK_Inf`).
fn ilogb(v: f64) -> i32 {
    if v == 0.0 {
        return i32::MIN;
    }
    if v.is_infinite() {
        return i32::MAX;
    }
    if v.is_nan() {
        return i32::MIN + 1;
    }
    let bits = v.abs().to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    if exp == 0 {
        // Subnormal f64.
        let mant = bits & ((1u64 << 52) - 1);
        return -1023 - (mant.leading_zeros() as i32 - 12);
    }
    exp - 1023
}

fn largest_exponent(k: affine_ir::context::FloatKind) -> i32 {
    k.semantics().max_exp
}

fn cmpf_int_to_fp_const(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (l, r) = operands2(rw, op);
    // A scalar float constant of any format (f80 / f128 computed exactly).
    let Some(rhs) = const_float(
        rw.ctx,
        constant_value(rw.ctx, r).filter(|a| {
            matches!(
                rw.ctx.attr_data(*a),
                affine_ir::context::AttrData::Float { .. } | affine_ir::context::AttrData::WideFloat { .. }
            )
        }),
    ) else {
        return false;
    };
    if rhs.is_nan() {
        return false;
    }
    let kind = rhs.kind;
    let mantissa = mantissa_width(kind);
    let (is_unsigned, int_val) = if let Some(si) = def_named(rw.ctx, l, "arith.sitofp") {
        (false, rw.ctx.ir.operands(si)[0])
    } else if let Some(ui) = def_named(rw.ctx, l, "arith.uitofp") {
        (true, rw.ctx.ir.operands(ui)[0])
    } else {
        return false;
    };
    let int_ty = ty(rw, int_val);
    let Some(int_width) = rw.ctx.int_width(int_ty) else { return false };
    let value_bits = if is_unsigned { int_width as i32 } else { int_width as i32 - 1 };
    if int_width as i32 > mantissa {
        let exponent = rhs.wide.map_or_else(|| ilogb(rhs.v), |w| w.ilogb());
        if exponent == i32::MAX {
            if largest_exponent(kind) < value_bits {
                return false;
            }
        } else if mantissa <= exponent && exponent <= value_bits {
            return false;
        }
    }
    let Some(fpred) = prop(rw.ctx, op, "predicate").and_then(|p| rw.ctx.attr_int(p)) else { return false };
    let loc = rw.ctx.ir.op(op).loc;
    let replace_bool = |rw: &mut PatternRewriter<'_>, b: bool| {
        let a = rw.ctx.bool_attr(b);
        let i1 = rw.ctx.i1_type();
        let c = constant_before(rw, op, a, i1, loc);
        rw.replace_op(op, &[c]);
        true
    };
    // cmpf predicates: 0 false, 1 oeq, 2 ogt, 3 oge, 4 olt, 5 ole, 6 one,
    // 7 ord, 8 ueq, 9 ugt, 10 uge, 11 ult, 12 ule, 13 une, 14 uno, 15 true.
    let mut pred = match fpred {
        7 => return replace_bool(rw, true),
        14 => return replace_bool(rw, false),
        1 | 8 => "eq",
        2 | 9 => {
            if is_unsigned {
                "ugt"
            } else {
                "sgt"
            }
        }
        3 | 10 => {
            if is_unsigned {
                "uge"
            } else {
                "sge"
            }
        }
        4 | 11 => {
            if is_unsigned {
                "ult"
            } else {
                "slt"
            }
        }
        5 | 12 => {
            if is_unsigned {
                "ule"
            } else {
                "sle"
            }
        }
        6 | 13 => "ne",
        // AlwaysFalse / AlwaysTrue: MLIR's pattern aborts (unreachable); do nothing.
        _ => return false,
    };
    let w = int_width;
    // The integer range's ends and the constant's integral value, exact on
    // every width (beyond 128 bits on big integers).
    let (max, min) = if w > 128 {
        let one = num_bigint::BigInt::from(1u8);
        let (hi, lo) = if is_unsigned {
            ((&one << w as usize) - 1, num_bigint::BigInt::default())
        } else {
            ((&one << (w - 1) as usize) - 1, -(&one << (w - 1) as usize))
        };
        (super::wide_int::big_to_float(&hi, kind), super::wide_int::big_to_float(&lo, kind))
    } else if is_unsigned {
        (ApFloat::from_int(ApInt::all_ones(w), false, kind), ApFloat::from_int(ApInt::zero(w), false, kind))
    } else {
        (
            ApFloat::from_int(ApInt::new(w, (1i128 << (w - 1)) - 1), true, kind),
            ApFloat::from_int(ApInt::new(w, -(1i128 << (w - 1))), true, kind),
        )
    };
    use std::cmp::Ordering::{Equal, Greater, Less};
    if max.compare(rhs) == Some(Less) {
        let t = matches!(pred, "ne" | "slt" | "sle" | "ult" | "ule");
        return replace_bool(rw, t);
    }
    if min.compare(rhs) == Some(Greater) {
        let t = matches!(pred, "ne" | "sgt" | "sge" | "ugt" | "uge");
        return replace_bool(rw, t);
    }
    let rhs_int = if w > 128 {
        let Some(v) = super::wide_int::float_to_int(rhs, w, !is_unsigned) else { return false };
        v
    } else {
        let Some(v) = rhs.to_int(w, !is_unsigned) else { return false };
        num_bigint::BigInt::from(v.sext_value())
    };
    if !rhs.is_zero() {
        let back = if w > 128 {
            super::wide_int::big_to_float(&rhs_int, kind)
        } else {
            ApFloat::from_int(ApInt::new(w, i128::try_from(&rhs_int).unwrap_or(0)), !is_unsigned, kind)
        };
        if back.compare(rhs) != Some(Equal) {
            let neg = rhs.is_negative();
            match (pred, neg) {
                ("ne", _) | ("ugt", true) | ("uge", true) => return replace_bool(rw, true),
                ("eq", _) | ("ule", true) | ("ult", true) => return replace_bool(rw, false),
                ("sle", true) => pred = "slt",
                ("ult", false) => pred = "ule",
                ("slt", false) => pred = "sle",
                ("sgt", true) => pred = "sge",
                ("uge", false) => pred = "ugt",
                ("sge", false) => pred = "sgt",
                _ => {}
            }
        }
    }
    let ia = super::wide_int::wrapped_attr(rw.ctx, int_ty, &rhs_int, w);
    rw.set_insertion_point_before(op);
    let c = build_constant(rw, ia, int_ty, loc);
    let cv = res(rw, c);
    let idx = CMPI_PREDICATES.iter().position(|p| *p == pred).unwrap_or(0);
    let i64t = rw.ctx.int_type(64);
    let pa = rw.ctx.int_attr(i64t, idx as i128);
    let i1 = rw.ctx.i1_type();
    rw.set_insertion_point_before(op);
    let new = create(rw, "arith.cmpi", vec![int_val, cv], i1, loc, &[("predicate", pa)]);
    let r = res(rw, new);
    rw.replace_op(op, &[r]);
    true
}

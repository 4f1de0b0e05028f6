//! The `index` dialect's ops on `index` values, with MLIR 22's custom
//! forms and ODS checks: the binary ops (`%c = index.add %a, %b`),
//! `index.cmp slt(%a, %b)` (predicate attribute `#index<cmp_predicate
//! slt>`), `index.constant 42`, `index.bool.constant true`, the casts
//! (`index.casts %x : i32 to index`) and `index.sizeof`. Registering the
//! dialect also makes an unknown `index.*` op "custom op '...' is unknown",
//! as in mlir-opt, instead of an unregistered dialect.
//!
//! Folders and patterns are MLIR 22's: `index.cmp` (constants comparing
//! alike on 32 and 64 bits, a min/max against a constant, `cmp(x, x)`,
//! `cmp(x - y, 0)`); the binary ops on two constants (on 64 bits for the
//! ops whose low 32 bits never depend on the high ones, else only when the
//! 64-bit result truncated to 32 bits is the 32-bit result), `x + 0`,
//! `x - 0`, `x * 1`, `x * 0`; the commutative ones move constants last and
//! reassociate `op(op(x, c1), c2)`; the casts of constants. Folded values
//! are materialized as `index.constant` / `index.bool.constant` (no other
//! integer type: a cast of a constant to `i32` stays). The interpreter does
//! not run index ops.

use crate::arith::types::{Shape, check_operand, check_result, check_shape, custom_error, op_error, prop, q};
use crate::dialect_attrs::{CaseMessage, EnumAttr, parse_enum_attrs};
use crate::enum_keyword::{EnumParam, parse_enum_case};
use affine_ir::context::{AttrData, Context, Type, TypeData};
use affine_ir::context::{Attribute, Location};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::DialectHooks;
use affine_ir::dialect::{OpDef, OpShape, PropDecl, PropKind, Registry, traits};
use affine_ir::ir::{OpId, OpState, ValueId};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;
use affine_ir::rewrite::{FoldResult, PatternRewriter};

/// The binary ops (`$lhs, $rhs attr-dict`, all operands and the result `index`).
const BINARY: &[&str] = &[
    "index.add",
    "index.sub",
    "index.mul",
    "index.divs",
    "index.divu",
    "index.ceildivs",
    "index.ceildivu",
    "index.floordivs",
    "index.rems",
    "index.remu",
    "index.maxs",
    "index.maxu",
    "index.mins",
    "index.minu",
    "index.shl",
    "index.shrs",
    "index.shru",
    "index.and",
    "index.or",
    "index.xor",
];

/// The binary ops that are `Commutative` in MLIR 22 (their constant
/// operands move last) and that reassociate `op(op(x, c1), c2)` into
/// `op(x, op(c2, c1))` when the inner op on the constants folds.
const COMMUTATIVE: &[(&str, &str)] = &[
    ("index.add", "AddOp::canonicalize"),
    ("index.mul", "MulOp::canonicalize"),
    ("index.maxs", "MaxSOp::canonicalize"),
    ("index.maxu", "MaxUOp::canonicalize"),
    ("index.mins", "MinSOp::canonicalize"),
    ("index.minu", "MinUOp::canonicalize"),
    ("index.and", "AndOp::canonicalize"),
    ("index.or", "OrOp::canonicalize"),
    ("index.xor", "XOrOp::canonicalize"),
];

/// `index.constant`'s `value` (an `IntegerAttr` in property conversion).
const CONSTANT_PROPS: &[PropDecl] = &[PropDecl::new("value", PropKind::Integer)];
/// `index.bool.constant`'s `value` (a `BoolAttr`).
const BOOL_CONSTANT_PROPS: &[PropDecl] = &[PropDecl::new("value", PropKind::Bool)];

/// The comparison predicates, in declaration order.
const CMP_CASES: &[&str] = &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];

/// `#index<cmp_predicate slt>`.
const CMP_PREDICATE: EnumAttr = EnumAttr {
    name: "index.cmp_predicate",
    keyword_form: true,
    cases: &[
        ("eq", 0),
        ("ne", 1),
        ("slt", 2),
        ("sle", 3),
        ("sgt", 4),
        ("sge", 5),
        ("ult", 6),
        ("ule", 7),
        ("ugt", 8),
        ("uge", 9),
    ],
    bit_separator: None,
    attr_def: "IndexCmpPredicateAttr",
    param: "value",
    cpp_type: "::mlir::index::IndexCmpPredicate",
    message: CaseMessage::Ods,
};

const CMP_PARAM: EnumParam =
    EnumParam { cpp_enum: "::mlir::index::IndexCmpPredicate", attr_def: "IndexCmpPredicateAttr", cases: CMP_CASES };

/// `index.cmp`'s `pred`.
const CMP_PROPS: &[PropDecl] =
    &[PropDecl::req("pred", PropKind::Dialect("index<cmp_predicate ")).desc("index comparison predicate kind")];

/// The `index` dialect's attribute parser (its one attribute).
const HOOKS: DialectHooks =
    DialectHooks { parse_attr: Some(|p, _| parse_enum_attrs(p, "index", &[&CMP_PREDICATE])), ..DialectHooks::NONE };

/// Registers the `index` dialect's ops.
pub fn register(reg: &mut Registry) {
    reg.add_dialect("index");
    reg.set_dialect_hooks("index", HOOKS);
    reg.set_constant_materializer("index", materialize);
    reg.add(OpDef {
        parse: Some(parse_cmp),
        print: Some(print_cmp),
        shape: Some(OpShape::fixed(2, 1)),
        verify: Some(verify_cmp),
        fold: Some(fold_cmp),
        canonicalize: Some(|_, set| set.add_fn("CmpOp::canonicalize", "index.cmp", canonicalize_cmp)),
        traits: traits::PURE,
        props: CMP_PROPS,
        ..OpDef::new("index.cmp")
    });
    for &name in BINARY {
        let commutative = COMMUTATIVE.iter().any(|&(n, _)| n == name);
        reg.add(OpDef {
            parse: Some(parse_binary),
            print: Some(print_binary),
            verify: Some(verify_binary),
            fold: Some(fold_binary),
            canonicalize: if commutative { Some(add_reassociate) } else { None },
            traits: if commutative { traits::PURE | traits::COMMUTATIVE } else { traits::PURE },
            ..OpDef::new(name)
        });
    }
    for name in ["index.casts", "index.castu"] {
        reg.add(OpDef {
            parse: Some(crate::tensor::parse_cast),
            print: Some(crate::tensor::print_cast),
            verify: Some(verify_cast),
            fold: Some(fold_cast),
            traits: traits::PURE | traits::CAST,
            ..OpDef::new(name)
        });
    }
    reg.add(OpDef {
        parse: Some(parse_constant),
        print: Some(print_constant),
        verify: Some(verify_constant),
        constant_value: Some(|ctx, op| prop(ctx, op, "value")),
        result_names: Some(constant_names),
        traits: traits::PURE | traits::CONSTANT_LIKE,
        props: CONSTANT_PROPS,
        ..OpDef::new("index.constant")
    });
    reg.add(OpDef {
        parse: Some(parse_bool_constant),
        print: Some(print_constant),
        verify: Some(verify_bool_constant),
        constant_value: Some(|ctx, op| prop(ctx, op, "value")),
        result_names: Some(constant_names),
        traits: traits::PURE | traits::CONSTANT_LIKE,
        props: BOOL_CONSTANT_PROPS,
        ..OpDef::new("index.bool.constant")
    });
    reg.add(OpDef {
        parse: Some(parse_sizeof),
        print: Some(print_sizeof),
        verify: Some(verify_sizeof),
        traits: traits::PURE,
        ..OpDef::new("index.sizeof")
    });
}

fn is_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Index)
}

fn is_int_or_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Index | TypeData::Integer { .. })
}

fn is_i1(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { width: 1, signedness: affine_ir::context::Signedness::Signless })
}

/// `index.constant` for an `index` integer, `index.bool.constant` for a
/// boolean (MLIR's `IndexDialect::materializeConstant`).
fn materialize(rw: &mut PatternRewriter<'_>, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
    let name = match rw.ctx.attr_data(value) {
        AttrData::Bool(_) => "index.bool.constant",
        AttrData::Integer { ty: t, .. } if is_index(rw.ctx, *t) && is_index(rw.ctx, ty) => "index.constant",
        _ => return None,
    };
    let n = rw.ctx.op_name(name);
    let mut st = OpState::new(n, loc);
    crate::arith::types::set_state_prop(rw.ctx, &mut st, "value", value);
    st.result_types.push(ty);
    Some(rw.create(st))
}

/// `$pred `(` $lhs `,` $rhs `)` attr-dict`.
fn parse_cmp(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let name = p.ctx.op_name_str(st.name).to_string();
    let pred = parse_enum_case(p, &name, &CMP_PARAM, |w| CMP_PREDICATE.case_value(w))?;
    let a = CMP_PREDICATE.attr(p.ctx, pred);
    crate::arith::types::set_state_prop(p.ctx, st, "pred", a);
    p.expect(Tok::LParen)?;
    let lhs = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let rhs = p.parse_operand()?;
    p.expect(Tok::RParen)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let index = p.ctx.index_type();
    p.resolve_operand(&lhs, index, &mut st.operands)?;
    p.resolve_operand(&rhs, index, &mut st.operands)?;
    let i1 = p.ctx.i1_type();
    st.result_types.push(i1);
    Ok(())
}

/// The predicate of an `index.cmp` (its position in [`CMP_CASES`]).
fn cmp_predicate(ctx: &Context, op: OpId) -> Option<&'static str> {
    let AttrData::Opaque(text) = ctx.attr_data(prop(ctx, op, "pred")?) else { return None };
    let case = text.split_once(' ')?.1.strip_suffix('>')?;
    CMP_CASES.iter().copied().find(|&c| c == case)
}

fn print_cmp(p: &mut OpPrinter, op: OpId) {
    let ops = p.ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.write(cmp_predicate(p.ctx, op).unwrap_or(""));
    p.write("(");
    p.print_operands(&ops);
    p.write(")");
    p.print_optional_attr_dict(op, &["pred"]);
}

fn verify_cmp(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(2, 1))?;
    check_operand(ctx, op, 0, "index", is_index)?;
    check_operand(ctx, op, 1, "index", is_index)?;
    check_result(ctx, op, 0, "1-bit signless integer", is_i1)
}

/// `x` truncated to `bits` bits, as an unsigned and as a signed value.
fn trunc(x: i128, bits: u32) -> (u128, i128) {
    let mask = (1u128 << bits) - 1;
    let u = (x as u128) & mask;
    let s = if (u >> (bits - 1)) & 1 == 1 { u as i128 - (1i128 << bits) } else { u as i128 };
    (u, s)
}

/// `pred` on two values truncated to `bits` bits.
fn compare(pred: &str, lhs: i128, rhs: i128, bits: u32) -> bool {
    let ((ul, sl), (ur, sr)) = (trunc(lhs, bits), trunc(rhs, bits));
    match pred {
        "eq" => ul == ur,
        "ne" => ul != ur,
        "slt" => sl < sr,
        "sle" => sl <= sr,
        "sgt" => sl > sr,
        "sge" => sl >= sr,
        "ult" => ul < ur,
        "ule" => ul <= ur,
        "ugt" => ul > ur,
        _ => ul >= ur,
    }
}

/// MLIR's `ConstantIntRanges` on `bits`-bit values: unsigned and signed
/// bounds.
#[derive(Clone, Copy)]
struct Range {
    umin: u128,
    umax: u128,
    smin: i128,
    smax: i128,
}

impl Range {
    fn from_signed(smin: i128, smax: i128, bits: u32) -> Range {
        let (umin, umax) = if (smin < 0) == (smax < 0) {
            (trunc(smin, bits).0, trunc(smax, bits).0)
        } else {
            (0, (1u128 << bits) - 1)
        };
        Range { umin, umax, smin, smax }
    }
    fn from_unsigned(umin: u128, umax: u128, bits: u32) -> Range {
        let top = |u: u128| (u >> (bits - 1)) & 1;
        let (smin, smax) = if top(umin) == top(umax) {
            (trunc(umin as i128, bits).1, trunc(umax as i128, bits).1)
        } else {
            (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
        };
        Range { umin, umax, smin, smax }
    }
    fn constant(x: i128, bits: u32) -> Range {
        let (u, s) = trunc(x, bits);
        Range { umin: u, umax: u, smin: s, smax: s }
    }
    fn constant_value(&self) -> Option<u128> {
        if self.umin == self.umax {
            Some(self.umin)
        } else if self.smin == self.smax {
            Some(self.smin as u128)
        } else {
            None
        }
    }
}

/// MLIR's `intrange::isStaticallyTrue`.
fn statically_true(pred: &str, l: &Range, r: &Range, bits: u32) -> bool {
    match pred {
        "sle" => l.smax <= r.smin,
        "slt" => l.smax < r.smin,
        "ule" => l.umax <= r.umin,
        "ult" => l.umax < r.umin,
        "sge" => l.smin >= r.smax,
        "sgt" => l.smin > r.smax,
        "uge" => l.umin >= r.umax,
        "ugt" => l.umin > r.umax,
        "eq" => {
            let mask = (1u128 << bits) - 1;
            match (l.constant_value(), r.constant_value()) {
                (Some(a), Some(b)) => a & mask == b & mask,
                _ => false,
            }
        }
        _ => {
            let sne = statically_true("slt", l, r, bits) || statically_true("sgt", l, r, bits);
            let une = statically_true("ult", l, r, bits) || statically_true("ugt", l, r, bits);
            sne && une
        }
    }
}

/// The predicate that holds exactly when `pred` does not.
fn invert(pred: &str) -> &'static str {
    match pred {
        "eq" => "ne",
        "ne" => "eq",
        "slt" => "sge",
        "sge" => "slt",
        "sle" => "sgt",
        "sgt" => "sle",
        "ult" => "uge",
        "uge" => "ult",
        "ule" => "ugt",
        _ => "ule",
    }
}

/// MLIR's `foldCmpOfMaxOrMin`: `cmp(minmax(x, a), b)` from the range the
/// min or max bounds `x` to.
fn cmp_of_min_max(kind: &str, a: i128, b: i128, bits: u32, pred: &str) -> Option<bool> {
    let (ua, sa) = trunc(a, bits);
    let umax = (1u128 << bits) - 1;
    let (smin, smax) = (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1);
    let l = match kind {
        "index.mins" => Range::from_signed(smin, sa, bits),
        "index.minu" => Range::from_unsigned(0, ua, bits),
        "index.maxs" => Range::from_signed(sa, smax, bits),
        _ => Range::from_unsigned(ua, umax, bits),
    };
    let r = Range::constant(b, bits);
    if statically_true(pred, &l, &r, bits) {
        Some(true)
    } else if statically_true(invert(pred), &l, &r, bits) {
        Some(false)
    } else {
        None
    }
}

fn int_of(ctx: &Context, a: Option<Attribute>) -> Option<i128> {
    match ctx.attr_data(a?) {
        AttrData::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// MLIR's `CmpOp::fold`: two constants whose comparison gives the same
/// answer on 64 and on 32 bits (an `index` may be either); a min or max
/// with a constant compared with a constant, when its range decides the
/// answer on both widths; `cmp(x, x)`.
fn fold_cmp(ctx: &mut Context, op: OpId, c: &[Option<Attribute>], results: &mut Vec<FoldResult>) -> bool {
    let Some(pred) = cmp_predicate(ctx, op) else { return false };
    let (l, r) = (int_of(ctx, c.first().copied().flatten()), int_of(ctx, c.get(1).copied().flatten()));
    let mut answer = None;
    if let (Some(l), Some(r)) = (l, r) {
        let r64 = compare(pred, l, r, 64);
        if r64 == compare(pred, l, r, 32) {
            answer = Some(r64);
        }
    }
    let ops = ctx.ir.operands(op).to_vec();
    if answer.is_none()
        && let Some(r) = r
        && let Some(def) = ctx.ir.defining_op(ops[0])
    {
        let kind = ctx.op_name_str(ctx.ir.op(def).name);
        if matches!(kind, "index.mins" | "index.minu" | "index.maxs" | "index.maxu")
            && let Some(&x) = ctx.ir.operands(def).get(1)
            && let Some(a) = int_of(ctx, affine_ir::rewrite::constant_value(ctx, x))
        {
            let r64 = cmp_of_min_max(kind, a, r, 64, pred);
            let r32 = cmp_of_min_max(kind, a, r, 32, pred);
            if let (Some(x), Some(y)) = (r64, r32)
                && x == y
            {
                answer = Some(x);
            }
        }
    }
    if answer.is_none() && ops[0] == ops[1] {
        answer = Some(matches!(pred, "eq" | "sge" | "sle" | "uge" | "ule"));
    }
    let Some(v) = answer else { return false };
    let b = ctx.bool_attr(v);
    results.push(FoldResult::Attr(b));
    true
}

/// MLIR's `CmpOp::canonicalize`: `cmp(x - y, 0)` becomes `cmp(x, y)` and
/// `cmp(0, x - y)` becomes `cmp(y, x)` (same predicate).
fn canonicalize_cmp(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ops = rw.ctx.ir.operands(op).to_vec();
    let is_zero = |v| int_of(rw.ctx, affine_ir::rewrite::constant_value(rw.ctx, v)) == Some(0);
    let (rhs_zero, lhs_zero) = (is_zero(ops[1]), is_zero(ops[0]));
    if !rhs_zero && !lhs_zero {
        return false;
    }
    let other = if rhs_zero { ops[0] } else { ops[1] };
    let Some(sub) = rw.ctx.ir.defining_op(other) else { return false };
    if rw.ctx.op_name_str(rw.ctx.ir.op(sub).name) != "index.sub" {
        return false;
    }
    let (x, y) = (rw.ctx.ir.operands(sub)[0], rw.ctx.ir.operands(sub)[1]);
    let d = rw.ctx.ir.op(op).clone();
    let mut st = OpState::new(d.name, d.loc);
    st.operands = if rhs_zero { vec![x, y] } else { vec![y, x] };
    st.props = d.props.iter().filter(|na| rw.ctx.ident_str(na.name) == "pred").copied().collect();
    st.result_types.push(rw.ctx.i1_type());
    rw.replace_op_with_new(op, st);
    true
}

/// Registers the reassociation pattern of a commutative binary op.
fn add_reassociate(name: &str, set: &mut affine_ir::rewrite::RewritePatternSet) {
    if let Some(&(root, label)) = COMMUTATIVE.iter().find(|&&(n, _)| n == name) {
        set.add_fn(label, root, reassociate);
    }
}

/// `x` sign-extended from its low `bits` bits.
fn wrap(x: i128, bits: u32) -> i128 {
    trunc(x, bits).1
}

/// `lhs op rhs` on `bits`-bit values (both already sign-extended from
/// `bits`), as MLIR's `APInt` computes it: wrapping, `None` where MLIR's
/// folder declines (division or remainder by zero, shift amounts of 32 or
/// more). The result is sign-extended from `bits`.
fn calculate(op: &str, a: i128, b: i128, bits: u32) -> Option<i128> {
    let (ua, ub) = (trunc(a, bits).0, trunc(b, bits).0);
    let w = |x: i128| wrap(x, bits);
    let r = match op {
        "index.add" => a + b,
        "index.sub" => a - b,
        "index.mul" => a * b,
        "index.divs" | "index.rems" if b == 0 => return None,
        "index.divs" => a / b,
        "index.rems" => a % b,
        "index.divu" | "index.remu" if ub == 0 => return None,
        "index.divu" => (ua / ub) as i128,
        "index.remu" => (ua % ub) as i128,
        "index.ceildivs" => return ceil_div_s(a, b, bits),
        "index.ceildivu" => {
            if ub == 0 {
                return None;
            }
            if ua == 0 {
                return Some(0);
            }
            ((ua - 1) / ub + 1) as i128
        }
        "index.floordivs" => return floor_div_s(a, b, bits),
        "index.maxs" => a.max(b),
        "index.mins" => a.min(b),
        "index.maxu" => ua.max(ub) as i128,
        "index.minu" => ua.min(ub) as i128,
        "index.shl" | "index.shrs" | "index.shru" if ub >= 32 => return None,
        "index.shl" => a << ub,
        "index.shrs" => a >> ub,
        "index.shru" => (ua >> ub) as i128,
        "index.and" => a & b,
        "index.or" => a | b,
        _ => a ^ b,
    };
    Some(w(r))
}

/// MLIR's `calculateCeilDivS`, step by step with `bits`-bit wrapping.
fn ceil_div_s(n: i128, m: i128, bits: u32) -> Option<i128> {
    if m == 0 {
        return None;
    }
    if n == 0 {
        return Some(0);
    }
    let w = |x: i128| wrap(x, bits);
    if (n > 0) != (m > 0) {
        return Some(w(-w(w(-n) / m)));
    }
    let x = if m > 0 { -1 } else { 1 };
    Some(w(w(w(n + x) / m) + 1))
}

/// MLIR's `calculateFloorDivS`, step by step with `bits`-bit wrapping.
fn floor_div_s(n: i128, m: i128, bits: u32) -> Option<i128> {
    if m == 0 {
        return None;
    }
    if n == 0 {
        return Some(0);
    }
    let w = |x: i128| wrap(x, bits);
    if (n < 0) == (m < 0) {
        return Some(w(n / m));
    }
    let x = if m < 0 { 1 } else { -1 };
    Some(w(-1 - w(w(x - n) / m)))
}

/// Whether `trunc(f(a, b)) == f(trunc(a), trunc(b))` for every `a`, `b`
/// (MLIR folds these with `foldBinaryOpUnchecked`, on 64 bits only).
fn is_unchecked(op: &str) -> bool {
    matches!(op, "index.add" | "index.sub" | "index.mul" | "index.shl" | "index.and" | "index.or" | "index.xor")
}

/// MLIR 22's folders of the binary ops: two constants fold when the
/// 64-bit result truncated to 32 bits is the 32-bit result (an `index` may
/// be either width), then `add(x, 0)`, `sub(x, 0)`, `mul(x, 1)` fold to
/// `x` and `mul(x, 0)` to 0. (A commutative op's constant moves last
/// through the trait fold when this one fails.)
fn fold_binary(ctx: &mut Context, op: OpId, c: &[Option<Attribute>], results: &mut Vec<FoldResult>) -> bool {
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    let (l, r) = (int_of(ctx, c.first().copied().flatten()), int_of(ctx, c.get(1).copied().flatten()));
    if let (Some(l), Some(r)) = (l, r) {
        let (l, r) = (wrap(l, 64), wrap(r, 64));
        let folded = if is_unchecked(name) {
            calculate(name, l, r, 64)
        } else {
            calculate(name, l, r, 64)
                .filter(|&r64| calculate(name, wrap(l, 32), wrap(r, 32), 32).is_some_and(|r32| wrap(r64, 32) == r32))
        };
        if let Some(v) = folded {
            let index = ctx.index_type();
            let a = ctx.int_attr(index, v);
            results.push(FoldResult::Attr(a));
            return true;
        }
    }
    let lhs = ctx.ir.operands(op)[0];
    let identity = match (name, r) {
        ("index.add" | "index.sub", Some(0)) | ("index.mul", Some(1)) => FoldResult::Value(lhs),
        ("index.mul", Some(0)) => match c.get(1).copied().flatten() {
            Some(zero) => FoldResult::Attr(zero),
            None => return false,
        },
        _ => return false,
    };
    results.push(identity);
    true
}

/// The low `width` bits of an integer or bool constant, with the width of
/// its type (`index` is 64 bits).
fn int_bits(ctx: &Context, a: Attribute) -> Option<(u128, u32)> {
    match ctx.attr_data(a) {
        AttrData::Bool(b) => Some((*b as u128, 1)),
        AttrData::Integer { value, ty } => {
            let width = match ctx.type_data(*ty) {
                TypeData::Index => 64,
                TypeData::Integer { width, .. } => *width,
                _ => return None,
            };
            // Only the low 64 bits ever matter to a cast fold.
            let bits = width.min(64);
            Some((trunc(*value, bits).0, width))
        }
        AttrData::BigInteger { value, .. } => {
            let low = value.iter_u64_digits().next().unwrap_or(0);
            let low = if value.sign() == num_bigint::Sign::Minus { low.wrapping_neg() } else { low };
            Some((low as u128, 128))
        }
        _ => None,
    }
}

/// The `bits`-bit value `v` (`bits` at most 64) extended, signed or not.
fn ext(v: u128, bits: u32, signed: bool) -> i128 {
    if signed { trunc(v as i128, bits).1 } else { trunc(v as i128, bits).0 as i128 }
}

/// MLIR 22's `foldCastOp` for `index.casts` (sign extension) and
/// `index.castu` (zero extension): to `index`, the value cast to 64 bits
/// (right on 32 bits too); from `index` to `iN`, the value when the 64-bit
/// and 32-bit casts agree (always for `N <= 32`). Only `index` and `i1`
/// results can be materialized by the dialect.
fn fold_cast(ctx: &mut Context, op: OpId, c: &[Option<Attribute>], results: &mut Vec<FoldResult>) -> bool {
    let Some((v, width)) = c.first().copied().flatten().and_then(|a| int_bits(ctx, a)) else { return false };
    let signed = ctx.op_name_str(ctx.ir.op(op).name) == "index.casts";
    let ty = ctx.ir.value_type(ctx.ir.results(op)[0]);
    let r = match *ctx.type_data(ty) {
        // `extOrTrunc` to 64 bits: wider values keep their low 64 bits.
        TypeData::Index => {
            if width >= 64 {
                v as i128
            } else {
                ext(v, width, signed)
            }
        }
        // From `index`: `v` holds its 64 bits.
        TypeData::Integer { width: to, .. } => {
            let (v64, v32) = (ext(v, 64, signed), ext(v, 32, signed));
            if to <= 32 {
                v64
            } else if to >= 64 {
                if v32 != v64 {
                    return false;
                }
                v64
            } else {
                if trunc(v64, to).0 != trunc(v32, to).0 {
                    return false;
                }
                v64
            }
        }
        _ => return false,
    };
    // `int_attr` truncates to the result's width.
    let a = ctx.int_attr(ty, r);
    results.push(FoldResult::Attr(a));
    true
}

/// MLIR's `OpBuilder::createOrFold` for an index binary op at the
/// rewriter's insertion point: the op is created, and if it folds it is
/// erased again (never reported) and its folded value returned,
/// materialized as a constant if need be; otherwise it stays and is
/// reported as inserted.
fn create_or_fold(rw: &mut PatternRewriter<'_>, st: OpState) -> Option<ValueId> {
    let ty = st.result_types[0];
    let loc = st.loc;
    let ip = rw.insertion_point()?;
    let new = rw.ctx.ir.create_op_at(st, ip);
    if let affine_ir::rewrite::FoldOutcome::Results(r) = affine_ir::rewrite::fold_op(rw.ctx, new)
        && let [one] = r[..]
    {
        match one {
            FoldResult::Value(v) => {
                rw.ctx.ir.erase_op(new);
                return Some(v);
            }
            FoldResult::Attr(a) => {
                if let Some(c) = affine_ir::rewrite::materialize_constant(rw, "index", a, ty, loc) {
                    rw.ctx.ir.erase_op(new);
                    return Some(rw.ctx.ir.results(c)[0]);
                }
            }
        }
    }
    rw.notify_inserted(new);
    Some(rw.ctx.ir.results(new)[0])
}

/// MLIR 22's `canonicalizeAssociativeCommutativeBinaryOp`: `op(op(x, c1),
/// c2)` becomes `op(x, c)` when `op(c2, c1)` folds to a constant `c`
/// (through `createOrFold`, which leaves an unfolded op behind for the
/// driver to erase, as in MLIR).
fn reassociate(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ops = rw.ctx.ir.operands(op).to_vec();
    let is_const = |ctx: &Context, v| affine_ir::rewrite::constant_value(ctx, v).is_some();
    if !is_const(rw.ctx, ops[1]) {
        return false;
    }
    let name = rw.ctx.ir.op(op).name;
    let Some(inner) = rw.ctx.ir.defining_op(ops[0]) else { return false };
    if rw.ctx.ir.op(inner).name != name {
        return false;
    }
    let (x, c1) = (rw.ctx.ir.operands(inner)[0], rw.ctx.ir.operands(inner)[1]);
    if !is_const(rw.ctx, c1) {
        return false;
    }
    let loc = rw.ctx.ir.op(op).loc;
    let index = rw.ctx.index_type();
    let mut st = OpState::new(name, loc);
    st.operands = vec![ops[1], c1];
    st.result_types.push(index);
    rw.set_insertion_point_before(op);
    let Some(c) = create_or_fold(rw, st) else { return false };
    if rw.ctx.ir.defining_op(c).is_some_and(|d| rw.ctx.ir.op(d).name == name) {
        return false;
    }
    let mut st = OpState::new(name, loc);
    st.operands = vec![x, c];
    st.result_types.push(index);
    rw.replace_op_with_new(op, st);
    true
}

fn parse_binary(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let lhs = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let rhs = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let index = p.ctx.index_type();
    p.resolve_operand(&lhs, index, &mut st.operands)?;
    p.resolve_operand(&rhs, index, &mut st.operands)?;
    st.result_types.push(index);
    Ok(())
}

fn print_binary(p: &mut OpPrinter, op: OpId) {
    let ops = p.ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(", ");
    p.print_operand(ops[1]);
    p.print_optional_attr_dict(op, &[]);
}

fn verify_binary(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(2, 1))?;
    check_operand(ctx, op, 0, "index", is_index)?;
    check_operand(ctx, op, 1, "index", is_index)?;
    check_result(ctx, op, 0, "index", is_index)
}

/// ODS (integer or index on both sides), then the cast interface: exactly
/// one side is `index`.
fn verify_cast(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(1, 1))?;
    check_operand(ctx, op, 0, "integer or index", is_int_or_index)?;
    check_result(ctx, op, 0, "integer or index", is_int_or_index)?;
    let from = ctx.ir.value_type(ctx.ir.operands(op)[0]);
    let to = ctx.ir.value_type(ctx.ir.results(op)[0]);
    if is_index(ctx, from) == is_index(ctx, to) {
        let msg = format!("operand type {} and result type {} are cast incompatible", q(ctx, from), q(ctx, to));
        return Err(op_error(ctx, op, msg));
    }
    Ok(())
}

/// `attr-dict $value` with an `IndexAttr` value (an integer typed `index`
/// unless written otherwise).
fn parse_constant(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let off = p.offset();
    let index = p.ctx.index_type();
    let a = p.parse_attribute_typed(Some(index))?;
    if !matches!(p.ctx.attr_data(a), AttrData::Integer { .. } | AttrData::BigInteger { .. }) {
        return Err(custom_error(p, st, off, "invalid kind of attribute specified"));
    }
    crate::arith::types::set_state_prop(p.ctx, st, "value", a);
    st.result_types.push(index);
    Ok(())
}

/// `attr-dict $value` with a `BoolAttr` value.
fn parse_bool_constant(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    // Read as an `i1` attribute, so `1` is `true` and `2` out of range.
    let off = p.offset();
    let i1 = p.ctx.i1_type();
    let a = p.parse_attribute_typed(Some(i1))?;
    let a = match p.ctx.attr_data(a) {
        AttrData::Integer { value, ty } if *ty == i1 => {
            let b = *value != 0;
            p.ctx.bool_attr(b)
        }
        _ => a,
    };
    if !matches!(p.ctx.attr_data(a), AttrData::Bool(_)) {
        return Err(custom_error(p, st, off, "invalid kind of attribute specified"));
    }
    crate::arith::types::set_state_prop(p.ctx, st, "value", a);
    st.result_types.push(i1);
    Ok(())
}

fn print_constant(p: &mut OpPrinter, op: OpId) {
    p.print_optional_attr_dict(op, &["value"]);
    if let Some(a) = prop(p.ctx, op, "value") {
        p.write(" ");
        match p.ctx.attr_data(a) {
            AttrData::Bool(b) => p.write(if *b { "true" } else { "false" }),
            _ => p.print_attribute_value(a),
        }
    }
}

fn verify_constant(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(0, 1))?;
    let Some(a) = prop(ctx, op, "value") else {
        return Err(op_error(ctx, op, "requires attribute 'value'"));
    };
    let ok = match ctx.attr_data(a) {
        AttrData::Integer { ty, .. } | AttrData::BigInteger { ty, .. } => is_index(ctx, *ty),
        _ => false,
    };
    if !ok {
        return Err(op_error(ctx, op, "attribute 'value' failed to satisfy constraint: index attribute"));
    }
    check_result(ctx, op, 0, "index", is_index)
}

fn verify_bool_constant(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(0, 1))?;
    if prop(ctx, op, "value").is_none() {
        return Err(op_error(ctx, op, "requires attribute 'value'"));
    }
    check_result(ctx, op, 0, "1-bit signless integer", is_i1)
}

/// `%idx42` for `index.constant 42`, `%true`/`%false` for the booleans.
fn constant_names(ctx: &Context, op: OpId, out: &mut Vec<(u32, String)>) {
    let Some(a) = prop(ctx, op, "value") else { return };
    let name = match ctx.attr_data(a) {
        AttrData::Bool(b) => b.to_string(),
        AttrData::Integer { value, .. } => format!("idx{value}"),
        _ => return,
    };
    out.push((0, name));
}

fn parse_sizeof(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let index = p.ctx.index_type();
    st.result_types.push(index);
    Ok(())
}

fn print_sizeof(p: &mut OpPrinter, op: OpId) {
    p.print_optional_attr_dict(op, &[]);
}

fn verify_sizeof(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(0, 1))?;
    check_result(ctx, op, 0, "index", is_index)
}

#[cfg(test)]
mod tests {
    use crate::arith::types::testing::{error, roundtrip, roundtrip_generic};

    #[test]
    fn index_ops_roundtrip() {
        let src = "func.func @f(%a: index, %b: index, %i: i32) -> (index, index, i1, index, i64, index) {\n \
                   %0 = index.maxs %a, %b {k}\n %1 = index.constant -3\n %2 = index.bool.constant true\n \
                   %3 = index.casts %i : i32 to index\n %4 = index.castu %a : index to i64\n %5 = index.sizeof\n \
                   return %0, %1, %2, %3, %4, %5 : index, index, i1, index, i64, index\n}";
        let out = roundtrip(src);
        for line in [
            "%0 = index.maxs %arg0, %arg1 {k}",
            "%idx-3 = index.constant -3",
            "%true = index.bool.constant true",
            "%1 = index.casts %arg2 : i32 to index",
            "%2 = index.castu %arg0 : index to i64",
            "%3 = index.sizeof",
        ] {
            assert!(out.contains(line), "{line}\n{out}");
        }
        let generic = roundtrip_generic(src);
        assert!(generic.contains("\"index.constant\"() <{value = -3 : index}> : () -> index"), "{generic}");
        assert!(generic.contains("\"index.bool.constant\"() <{value = true}> : () -> i1"), "{generic}");
    }

    #[test]
    fn index_cmp_roundtrip_and_fold_rule() {
        let src = "func.func @f(%a: index, %b: index) -> i1 {\n %0 = index.cmp sle(%a, %b) {k}\n return %0 : i1\n}";
        let out = roundtrip(src);
        assert!(out.contains("%0 = index.cmp sle(%arg0, %arg1) {k}"), "{out}");
        let generic = roundtrip_generic(src);
        assert!(generic.contains("<{pred = #index<cmp_predicate sle>}> {k} : (index, index) -> i1"), "{generic}");
        // 2^32 vs 1: unsigned-greater on 64 bits, but 0 < 1 on 32 bits.
        assert!(super::compare("ugt", 1 << 32, 1, 64));
        assert!(!super::compare("ugt", 1 << 32, 1, 32));
        assert!(super::compare("slt", -1, 0, 64) && super::compare("slt", -1, 0, 32));
    }

    #[test]
    fn index_fold_arithmetic() {
        use super::{calculate, ceil_div_s, floor_div_s, wrap};
        let (min64, min32) = (-(1i128 << 63), -(1i128 << 31));
        // Wrapping at the width, as APInt does.
        assert_eq!(calculate("index.add", (1 << 63) - 1, 1, 64), Some(min64));
        assert_eq!(calculate("index.divs", min64, -1, 64), Some(min64));
        assert_eq!(calculate("index.divs", min32, -1, 32), Some(min32));
        assert_eq!(calculate("index.divu", -2, 2, 64), Some((1 << 63) - 1));
        assert_eq!(calculate("index.remu", 7, 0, 64), None);
        assert_eq!(calculate("index.rems", -7, 2, 64), Some(-1));
        assert_eq!(calculate("index.shl", 1, 32, 64), None);
        assert_eq!(calculate("index.shru", -1, 28, 64), Some((1 << 36) - 1));
        assert_eq!(calculate("index.shrs", -16, 2, 64), Some(-4));
        assert_eq!(calculate("index.minu", -1, 3, 64), Some(3));
        assert_eq!(calculate("index.ceildivu", -1, 1 << 62, 64), Some(4));
        for (n, m, ceil, floor) in [(7, 2, 4, 3), (-7, 2, -3, -4), (7, -2, -3, -4), (-7, -2, 4, 3), (0, 5, 0, 0)] {
            assert_eq!(ceil_div_s(n, m, 64), Some(ceil), "ceildivs({n}, {m})");
            assert_eq!(floor_div_s(n, m, 64), Some(floor), "floordivs({n}, {m})");
        }
        // INT_MIN ceildiv -1 overflows to INT_MIN on 32 bits.
        assert_eq!(ceil_div_s(min32, -1, 32), Some(min32));
        assert_eq!(ceil_div_s(min32, -1, 64), Some(1 << 31));
        assert_eq!(floor_div_s(1, 0, 64), None);
        assert_eq!(wrap(1 << 32, 32), 0);
    }

    #[test]
    fn index_errors() {
        let e = error("func.func @f(%a: i32) {\n %0 = index.casts %a : i32 to i64\n return\n}");
        assert!(e.contains("'index.casts' op operand type 'i32' and result type 'i64' are cast incompatible"), "{e}");
        let e = error("func.func @f() {\n %0 = index.constant 1.5\n return\n}");
        assert!(e.contains("t.mlir:3:2: error: floating point value not valid for specified type"), "{e}");
        let e = error("func.func @f() {\n %0 = index.nope\n return\n}");
        assert!(e.contains("custom op 'index.nope' is unknown"), "{e}");
    }
}

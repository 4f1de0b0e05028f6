//! The LLVM dialect's arithmetic: integer binary ops (`llvm.add` with
//! `overflow<nsw, nuw>`, `llvm.udiv exact`, `llvm.or disjoint`, ...),
//! float binary ops and `llvm.fneg` with their fast-math flags,
//! `llvm.icmp` / `llvm.fcmp` and `llvm.select`, with `mlir-opt` 22's
//! syntax, default-valued properties (materialized as 22 does) and operand
//! type checks. All are pure.

use super::attrs::FASTMATH;
use crate::arith::types::{Shape, check_shape, custom_error, prop, set_state_prop, state_prop};
use affine_ir::context::{AttrData, Context, Signedness, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{OpDef, Registry, traits};
use affine_ir::ir::{OpId, OpState};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;
use affine_ir::verify::op_error;

/// The optional flag an integer binary op carries.
#[derive(Clone, Copy, PartialEq, Eq)]
enum IntFlag {
    /// None.
    Plain,
    /// `overflow<nsw, nuw>` (property `overflowFlags`, an `i32`).
    Overflow,
    /// `exact` (unit property `isExact`), written before the operands.
    Exact,
    /// `disjoint` (unit property `isDisjoint`), written before the operands.
    Disjoint,
}

const INT_BINARY: &[(&str, IntFlag)] = &[
    ("llvm.add", IntFlag::Overflow),
    ("llvm.sub", IntFlag::Overflow),
    ("llvm.mul", IntFlag::Overflow),
    ("llvm.shl", IntFlag::Overflow),
    ("llvm.udiv", IntFlag::Exact),
    ("llvm.sdiv", IntFlag::Exact),
    ("llvm.lshr", IntFlag::Exact),
    ("llvm.ashr", IntFlag::Exact),
    ("llvm.or", IntFlag::Disjoint),
    ("llvm.urem", IntFlag::Plain),
    ("llvm.srem", IntFlag::Plain),
    ("llvm.and", IntFlag::Plain),
    ("llvm.xor", IntFlag::Plain),
];

const FLOAT_BINARY: &[&str] = &["llvm.fadd", "llvm.fsub", "llvm.fmul", "llvm.fdiv", "llvm.frem"];

const OVERFLOW: &str = "overflowFlags";
const FASTMATH_FLAGS: &str = "fastmathFlags";
const PREDICATE: &str = "predicate";

/// `llvm.icmp` predicates in `ICmpPredicate` order.
const ICMP_PREDICATES: &[&str] = &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
/// `llvm.fcmp` predicates in `FCmpPredicate` order.
const FCMP_PREDICATES: &[&str] = &[
    "_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "_true",
];

/// Registers the ops.
pub(super) fn register(reg: &mut Registry) {
    for &(name, flag) in INT_BINARY {
        let inherent: &'static [&'static str] = match flag {
            IntFlag::Overflow => &[OVERFLOW],
            IntFlag::Exact => &["isExact"],
            IntFlag::Disjoint => &["isDisjoint"],
            IntFlag::Plain => &[],
        };
        reg.add(OpDef {
            parse: Some(parse_int_binary),
            print: Some(print_int_binary),
            verify: Some(verify_int_operands),
            normalize: Some(normalize),
            traits: traits::PURE,
            inherent_attrs: inherent,
            ..OpDef::new(name)
        });
    }
    for &name in FLOAT_BINARY.iter().chain(&["llvm.fneg"]) {
        reg.add(OpDef {
            parse: Some(parse_float_op),
            print: Some(print_float_op),
            verify: Some(verify_float_operands),
            normalize: Some(normalize),
            traits: traits::PURE,
            inherent_attrs: &[FASTMATH_FLAGS],
            ..OpDef::new(name)
        });
    }
    reg.add(OpDef {
        parse: Some(parse_cmp),
        print: Some(print_cmp),
        verify: Some(verify_icmp),
        traits: traits::PURE,
        inherent_attrs: &[PREDICATE],
        ..OpDef::new("llvm.icmp")
    });
    reg.add(OpDef {
        parse: Some(parse_cmp),
        print: Some(print_cmp),
        verify: Some(verify_float_operands),
        normalize: Some(normalize),
        traits: traits::PURE,
        inherent_attrs: &[FASTMATH_FLAGS, PREDICATE],
        ..OpDef::new("llvm.fcmp")
    });
    reg.add(OpDef {
        parse: Some(parse_select),
        print: Some(print_select),
        verify: Some(verify_select),
        normalize: Some(normalize),
        traits: traits::PURE,
        inherent_attrs: &[FASTMATH_FLAGS],
        ..OpDef::new("llvm.select")
    });
}

fn int_flag(name: &str) -> IntFlag {
    INT_BINARY.iter().find(|e| e.0 == name).map_or(IntFlag::Plain, |e| e.1)
}

/// Materializes the default-valued properties as `mlir-opt` 22 does
/// (`overflowFlags = 0 : i32`, `fastmathFlags = #llvm.fastmath<none>`),
/// and moves a `fastmathFlags` written in the attribute dictionary into the
/// properties.
fn normalize(ctx: &mut Context, st: &mut OpState) -> Result<(), String> {
    let name = ctx.op_name_str(st.name).to_string();
    // Only the property counts: a discardable `overflowFlags` in the
    // attribute dictionary stays discardable (a native property is not set
    // from it), as in mlir-opt 22, so printing stays a fixed point.
    let overflow = ctx.ident(OVERFLOW);
    if int_flag(&name) == IntFlag::Overflow && !st.props.iter().any(|na| na.name == overflow) {
        let i32t = ctx.int_type(32);
        let zero = ctx.int_attr(i32t, 0);
        st.props.push(affine_ir::context::NamedAttr { name: overflow, value: zero });
    }
    // `llvm.fcmp`'s hand-written parser sets its default itself.
    if FLOAT_BINARY.contains(&name.as_str()) || matches!(name.as_str(), "llvm.fneg" | "llvm.select") {
        let flags = match state_prop(ctx, st, FASTMATH_FLAGS) {
            Some(a) => a,
            None => FASTMATH.attr(ctx, 0),
        };
        set_state_prop(ctx, st, FASTMATH_FLAGS, flags);
    }
    Ok(())
}

/// `attr-dict`, eliding a `fastmathFlags` of `none`.
fn print_attr_dict(p: &mut OpPrinter, op: OpId, always_elided: &[&str]) {
    let ctx = p.ctx;
    let is_none = prop(ctx, op, FASTMATH_FLAGS)
        .is_some_and(|a| matches!(ctx.attr_data(a), AttrData::Opaque(t) if t == "llvm.fastmath<none>"));
    let mut elided = always_elided.to_vec();
    if is_none {
        elided.push(FASTMATH_FLAGS);
    }
    p.print_optional_attr_dict(op, &elided);
}

/// `(exact | disjoint)? $lhs, $rhs (overflow<flags>)? attr-dict : type`.
fn parse_int_binary(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let name = p.ctx.op_name_str(st.name).to_string();
    let flag = int_flag(&name);
    for (f, kw, prop_name) in [(IntFlag::Exact, "exact", "isExact"), (IntFlag::Disjoint, "disjoint", "isDisjoint")] {
        if flag == f && p.parse_optional_keyword(kw) {
            let u = p.ctx.unit_attr();
            set_state_prop(p.ctx, st, prop_name, u);
        }
    }
    let lhs = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let rhs = p.parse_operand()?;
    if flag == IntFlag::Overflow && p.parse_optional_keyword("overflow") {
        let bits = parse_overflow_flags(p, st)?;
        let i32t = p.ctx.int_type(32);
        let a = p.ctx.int_attr(i32t, i128::from(bits));
        set_state_prop(p.ctx, st, OVERFLOW, a);
    }
    let dict = super::parse_format_dict(p, st)?;
    let t = p.parse_colon_type()?;
    p.resolve_operands(&[lhs, rhs], &[t, t], &mut st.operands)?;
    st.result_types.push(t);
    super::finish_dict(p, st, dict)
}

/// `<nsw, nuw>` after `overflow` (LLVM's hand-written parser and message).
pub(super) fn parse_overflow_flags(p: &mut OpParser, st: &OpState) -> PResult<u32> {
    p.expect(Tok::Less)?;
    let mut bits = 0;
    loop {
        let at = p.offset();
        let word = if p.at(Tok::BareIdent) { p.token_text().to_string() } else { String::new() };
        let bit = match word.as_str() {
            "none" => 0,
            "nsw" => 1,
            "nuw" => 2,
            "" => {
                return Err(custom_error(p, st, at, "expected keyword for LLVM integer overflow flags"));
            }
            _ => {
                return Err(custom_error(
                    p,
                    st,
                    at,
                    format!("expected one of [none, nsw, nuw] for LLVM integer overflow flags, got: {word}"),
                ));
            }
        };
        p.consume();
        bits |= bit;
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::Greater)?;
    Ok(bits)
}

/// ` overflow<nsw, nuw>` for non-zero overflow flag bits.
pub(super) fn overflow_flags_text(bits: i128) -> String {
    let words: Vec<&str> = [(1, "nsw"), (2, "nuw")].iter().filter(|b| bits & b.0 != 0).map(|b| b.1).collect();
    format!(" overflow<{}>", words.join(", "))
}

fn print_int_binary(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    let flag = int_flag(name);
    if (flag == IntFlag::Exact && prop(ctx, op, "isExact").is_some())
        || (flag == IntFlag::Disjoint && prop(ctx, op, "isDisjoint").is_some())
    {
        p.write(if flag == IntFlag::Exact { " exact" } else { " disjoint" });
    }
    p.write(" ");
    let operands = ctx.ir.operands(op).to_vec();
    p.print_operands(&operands);
    let bits = prop(ctx, op, OVERFLOW).and_then(|a| ctx.attr_int(a)).unwrap_or(0);
    if bits != 0 {
        p.write(&overflow_flags_text(bits));
    }
    // `overflowFlags` is a native property: a discardable one prints.
    crate::props::print_attr_dict_with_native(p, op, &["isExact", "isDisjoint"], &[OVERFLOW]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ctx.ir.results(op)[0]));
}

/// `$lhs, $rhs attr-dict : type` (`$operand` for `llvm.fneg`).
fn parse_float_op(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let mut operands = vec![p.parse_operand()?];
    if p.ctx.op_name_str(st.name) != "llvm.fneg" {
        p.expect(Tok::Comma)?;
        operands.push(p.parse_operand()?);
    }
    let dict = super::parse_format_dict(p, st)?;
    let t = p.parse_colon_type()?;
    p.resolve_operands(&operands, &vec![t; operands.len()], &mut st.operands)?;
    st.result_types.push(t);
    super::finish_dict(p, st, dict)
}

fn print_float_op(p: &mut OpPrinter, op: OpId) {
    print_operands_and_attrs(p, op);
    p.print_type(p.ctx.ir.value_type(p.ctx.ir.results(op)[0]));
}

/// ` %a, %b {attrs} : ` (the type is up to the caller).
fn print_operands_and_attrs(p: &mut OpPrinter, op: OpId) {
    p.write(" ");
    let operands = p.ctx.ir.operands(op).to_vec();
    p.print_operands(&operands);
    print_attr_dict(p, op, &[]);
    p.write(" : ");
}

fn predicates(name: &str) -> &'static [&'static str] {
    if name == "llvm.icmp" { ICMP_PREDICATES } else { FCMP_PREDICATES }
}

/// `"pred" $lhs, $rhs attr-dict : type($lhs)`; the result is `i1` (or a
/// vector of `i1` of the operands' shape).
fn parse_cmp(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let name = p.ctx.op_name_str(st.name).to_string();
    let at = p.offset();
    let pred = p.parse_attribute()?;
    // The predicate is read as a string attribute: another attribute is
    // "invalid kind of attribute specified", as in mlir-opt 22.
    let Some(text) = p.ctx.attr_str(pred).map(str::to_string) else {
        return Err(custom_error(p, st, at, "invalid kind of attribute specified"));
    };
    let Some(index) = predicates(&name).iter().position(|&c| c == text) else {
        return Err(custom_error(p, st, at, format!("'{text}' is an incorrect value of the 'predicate' attribute")));
    };
    let i64t = p.ctx.int_type(64);
    let a = p.ctx.int_attr(i64t, index as i128);
    set_state_prop(p.ctx, st, PREDICATE, a);
    let lhs = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let rhs = p.parse_operand()?;
    let dict = super::parse_custom_dict(p, false)?;
    let t = p.parse_colon_type()?;
    p.resolve_operands(&[lhs, rhs], &[t, t], &mut st.operands)?;
    let i1 = p.ctx.i1_type();
    let result = match p.ctx.type_data(t).clone() {
        TypeData::Vector { shape, scalable, .. } => p.ctx.ty(TypeData::Vector { shape, scalable, elem: i1 }),
        _ => i1,
    };
    st.result_types.push(result);
    // The default `fastmathFlags` is set when the op is created, before its
    // dictionary: a value written there replaces it, and one that is not an
    // `#llvm.fastmath` leaves no flags at all (MLIR's `setInherentAttr`
    // stores a null attribute), printed as none in either form.
    if name == "llvm.fcmp" {
        let id = p.ctx.ident(FASTMATH_FLAGS);
        if !dict.entries.iter().any(|na| na.name == id) {
            let none = FASTMATH.attr(p.ctx, 0);
            set_state_prop(p.ctx, st, FASTMATH_FLAGS, none);
        }
    }
    super::finish_dict(p, st, dict)
}

fn print_cmp(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    let index = prop(ctx, op, PREDICATE).and_then(|a| ctx.attr_int(a)).unwrap_or(0) as usize;
    p.write(&format!(" \"{}\" ", predicates(name).get(index).copied().unwrap_or("")));
    let operands = ctx.ir.operands(op).to_vec();
    p.print_operands(&operands);
    print_attr_dict(p, op, &[PREDICATE]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(operands[0]));
}

/// `$condition, $true, $false attr-dict : type($condition), type($res)`.
fn parse_select(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let operands_at = p.offset();
    let operands = p.parse_operand_list()?;
    let dict = super::parse_format_dict(p, st)?;
    p.expect(Tok::Colon)?;
    let cond = p.parse_type()?;
    p.expect(Tok::Comma)?;
    let t = p.parse_type()?;
    if operands.len() != 3 {
        // MLIR resolves the operands against (cond, t, t) at their start.
        let msg = format!("number of operands and types do not match: got {} operands and 3 types", operands.len());
        return Err(custom_error(p, st, operands_at, msg));
    }
    p.resolve_operands(&operands, &[cond, t, t], &mut st.operands)?;
    st.result_types.push(t);
    super::finish_dict(p, st, dict)
}

fn print_select(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    print_operands_and_attrs(p, op);
    p.print_type(ctx.ir.value_type(ctx.ir.operands(op)[0]));
    p.write(", ");
    p.print_type(ctx.ir.value_type(ctx.ir.results(op)[0]));
}

/// The element type of an LLVM-compatible vector, or `t` itself.
fn element(ctx: &Context, t: Type) -> Type {
    match ctx.type_data(t) {
        TypeData::Vector { elem, .. } => *elem,
        _ => t,
    }
}

fn is_signless_int(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(element(ctx, t)), TypeData::Integer { signedness: Signedness::Signless, .. })
}

fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(element(ctx, t)), TypeData::Float(_))
}

/// The ODS check of the first operand, with `constraint` as its message.
fn check_first_operand(
    ctx: &Context,
    op: OpId,
    ok: impl Fn(&Context, Type) -> bool,
    constraint: &str,
) -> Result<(), Diagnostic> {
    let Some(&v) = ctx.ir.operands(op).first() else { return Ok(()) };
    let t = ctx.ir.value_type(v);
    if ok(ctx, t) {
        return Ok(());
    }
    Err(op_error(ctx, op, &format!("operand #0 must be {constraint}, but got '{}'", ctx.type_to_string(t))))
}

fn verify_int_operands(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(2, 1))?;
    check_first_operand(
        ctx,
        op,
        is_signless_int,
        "signless integer or LLVM dialect-compatible vector of signless integer",
    )
}

fn verify_float_operands(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let operands = if ctx.op_name_str(ctx.ir.op(op).name) == "llvm.fneg" { 1 } else { 2 };
    check_shape(ctx, op, &Shape::fixed(operands, 1))?;
    check_first_operand(
        ctx,
        op,
        is_float,
        "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
    )
}

fn verify_icmp(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(2, 1))?;
    check_first_operand(
        ctx,
        op,
        |ctx, t| is_signless_int(ctx, t) || super::types::ptr_address_space(ctx, element(ctx, t)).is_some(),
        "signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
    )
}

fn verify_select(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(3, 1))?;
    check_first_operand(
        ctx,
        op,
        |ctx, t| {
            matches!(ctx.type_data(element(ctx, t)), TypeData::Integer { width: 1, signedness: Signedness::Signless })
        },
        "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer",
    )
}

//! The `arith` dialect: integer, index and floating-point arithmetic,
//! comparisons, casts, `select` and `constant`, parsed, printed and verified
//! exactly as `mlir-opt` 22 does.
//!
//! Properties follow MLIR: `overflowFlags` (`#arith.overflow<..>`) and
//! `fastmath` (`#arith.fastmath<..>`) are default-valued and always present
//! after parsing (the generic form shows `#arith.overflow<none>`); `isExact`,
//! `roundingmode` and the `fastmath` of `extf`/`truncf` are optional.
//!
//! Accessors for later passes: [`constant_value`], [`constant_int`],
//! [`constant_index_value`], [`cmpi_predicate`], [`binary_operands`];
//! builder: [`build_constant_index`].

pub(crate) mod attrs;
pub mod builders;
mod canonicalize;
pub mod fold;
pub mod num;
pub mod types;
pub(crate) mod wide_int;

use crate::enum_keyword::{FAST_MATH_FLAGS, INTEGER_OVERFLOW_FLAGS, parse_bit_enum_cases};
use affine_ir::context::{AttrData, Attribute, Context, NamedAttr, OpName, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{OpDef, PropDecl, PropKind, Registry, traits};
use affine_ir::ir::{OpId, OpState, ValueId};
use affine_ir::known;
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;
use types::*;

/// Extra syntax carried by an integer binary op.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum IntFlags {
    /// No flags.
    Plain,
    /// `overflow<nsw, nuw>` (`overflowFlags` property, default `none`).
    Overflow,
    /// `exact` (`isExact` unit property).
    Exact,
}

/// Operand/result type class of a cast.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum CastClass {
    /// `signless-fixed-width-integer-like`.
    FixedInt,
    /// `floating-point-like`.
    Float,
    /// `signless-integer-like or memref of signless-integer`.
    IndexCast,
    /// `signless-integer-or-float-like or memref of signless-integer or float`.
    Bitcast,
}

/// The shape of an arith op's syntax and verification.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// `$lhs, $rhs [flags] attr-dict : type`.
    IntBin(IntFlags),
    /// `$lhs, $rhs [fastmath] attr-dict : type`.
    FloatBin,
    /// `$operand [fastmath] attr-dict : type`.
    FloatUnary,
    /// `$in [..] attr-dict : type($in) to type($out)`.
    Cast(CastClass, CastClass),
    /// `arith.cmpi`.
    CmpI,
    /// `arith.cmpf`.
    CmpF,
    /// `arith.select`.
    Select,
    /// `arith.constant`.
    Constant,
    /// `arith.addui_extended`.
    AddUIExtended,
    /// `arith.mulsi_extended` / `arith.mului_extended`.
    MulExtended,
    /// `arith.scaling_extf` / `arith.scaling_truncf`: `$in, $scale
    /// [roundingmode] [fastmath] attr-dict : type($in), type($scale) to
    /// type($out)`.
    ScalingCast,
}

const OVERFLOW: &str = "overflowFlags";
const FASTMATH: &str = "fastmath";
const EXACT: &str = "isExact";
const ROUNDING: &str = "roundingmode";
const PREDICATE: &str = "predicate";

/// (name, kind, commutative)
const OPS: &[(&str, Kind, bool)] = &[
    ("arith.addi", Kind::IntBin(IntFlags::Overflow), true),
    ("arith.subi", Kind::IntBin(IntFlags::Overflow), false),
    ("arith.muli", Kind::IntBin(IntFlags::Overflow), true),
    ("arith.shli", Kind::IntBin(IntFlags::Overflow), false),
    ("arith.divsi", Kind::IntBin(IntFlags::Exact), false),
    ("arith.divui", Kind::IntBin(IntFlags::Exact), false),
    ("arith.shrsi", Kind::IntBin(IntFlags::Exact), false),
    ("arith.shrui", Kind::IntBin(IntFlags::Exact), false),
    ("arith.ceildivsi", Kind::IntBin(IntFlags::Plain), false),
    ("arith.ceildivui", Kind::IntBin(IntFlags::Plain), false),
    ("arith.floordivsi", Kind::IntBin(IntFlags::Plain), false),
    ("arith.remsi", Kind::IntBin(IntFlags::Plain), false),
    ("arith.remui", Kind::IntBin(IntFlags::Plain), false),
    ("arith.andi", Kind::IntBin(IntFlags::Plain), true),
    ("arith.ori", Kind::IntBin(IntFlags::Plain), true),
    ("arith.xori", Kind::IntBin(IntFlags::Plain), true),
    ("arith.maxsi", Kind::IntBin(IntFlags::Plain), true),
    ("arith.maxui", Kind::IntBin(IntFlags::Plain), true),
    ("arith.minsi", Kind::IntBin(IntFlags::Plain), true),
    ("arith.minui", Kind::IntBin(IntFlags::Plain), true),
    ("arith.addf", Kind::FloatBin, true),
    ("arith.subf", Kind::FloatBin, false),
    ("arith.mulf", Kind::FloatBin, true),
    ("arith.divf", Kind::FloatBin, false),
    ("arith.remf", Kind::FloatBin, false),
    ("arith.maximumf", Kind::FloatBin, true),
    ("arith.minimumf", Kind::FloatBin, true),
    ("arith.maxnumf", Kind::FloatBin, true),
    ("arith.minnumf", Kind::FloatBin, true),
    ("arith.negf", Kind::FloatUnary, false),
    ("arith.extui", Kind::Cast(CastClass::FixedInt, CastClass::FixedInt), false),
    ("arith.extsi", Kind::Cast(CastClass::FixedInt, CastClass::FixedInt), false),
    ("arith.trunci", Kind::Cast(CastClass::FixedInt, CastClass::FixedInt), false),
    ("arith.extf", Kind::Cast(CastClass::Float, CastClass::Float), false),
    ("arith.truncf", Kind::Cast(CastClass::Float, CastClass::Float), false),
    ("arith.uitofp", Kind::Cast(CastClass::FixedInt, CastClass::Float), false),
    ("arith.sitofp", Kind::Cast(CastClass::FixedInt, CastClass::Float), false),
    ("arith.fptoui", Kind::Cast(CastClass::Float, CastClass::FixedInt), false),
    ("arith.fptosi", Kind::Cast(CastClass::Float, CastClass::FixedInt), false),
    ("arith.index_cast", Kind::Cast(CastClass::IndexCast, CastClass::IndexCast), false),
    ("arith.index_castui", Kind::Cast(CastClass::IndexCast, CastClass::IndexCast), false),
    ("arith.bitcast", Kind::Cast(CastClass::Bitcast, CastClass::Bitcast), false),
    ("arith.cmpi", Kind::CmpI, false),
    ("arith.cmpf", Kind::CmpF, false),
    ("arith.select", Kind::Select, false),
    ("arith.constant", Kind::Constant, false),
    ("arith.addui_extended", Kind::AddUIExtended, true),
    ("arith.mulsi_extended", Kind::MulExtended, true),
    ("arith.mului_extended", Kind::MulExtended, true),
    ("arith.scaling_extf", Kind::ScalingCast, false),
    ("arith.scaling_truncf", Kind::ScalingCast, false),
];

/// The kind and name of the arith op named `name`, from its definition's
/// index into [`OPS`] (no name comparisons but the check that the entry is
/// the op's own).
fn kind_of_name(ctx: &Context, name: OpName) -> Option<(Kind, &'static str)> {
    let def = ctx.op_def(name)?;
    let &(n, k, _) = OPS.get(def.table_index as usize)?;
    // The definition's name is the table entry's own text when the entry is
    // the op's (same address): the text is compared only otherwise.
    (std::ptr::eq(n, def.name) || n == def.name).then_some((k, n))
}

fn op_kind(ctx: &Context, op: OpId) -> Option<(Kind, &'static str)> {
    kind_of_name(ctx, ctx.ir.op(op).name)
}

/// Inherent attributes of each kind (stored as properties).
fn inherent(name: &str, k: Kind) -> &'static [&'static str] {
    match k {
        Kind::IntBin(IntFlags::Overflow) => &[OVERFLOW],
        Kind::IntBin(IntFlags::Exact) => &[EXACT],
        Kind::FloatBin | Kind::FloatUnary => &[FASTMATH],
        Kind::CmpI => &[PREDICATE],
        Kind::CmpF => &[FASTMATH, PREDICATE],
        Kind::Constant => &["value"],
        Kind::Cast(..) => match name {
            "arith.trunci" => &[OVERFLOW],
            "arith.extf" => &[FASTMATH],
            "arith.truncf" => &[FASTMATH, ROUNDING],
            _ => &[],
        },
        Kind::ScalingCast if name == "arith.scaling_truncf" => &[FASTMATH, ROUNDING],
        Kind::ScalingCast => &[FASTMATH],
        _ => &[],
    }
}

/// `#arith.overflow<none>`, the default of `overflowFlags`.
fn overflow_none(ctx: &mut Context) -> Attribute {
    flags_attr(ctx, 0, false)
}

/// `#arith.fastmath<none>`, the default of `fastmath`.
fn fastmath_none(ctx: &mut Context) -> Attribute {
    flags_attr(ctx, 0, true)
}

const FASTMATH_SUMMARY: &str = "Floating point fast math flags";
const P_OVERFLOW: PropDecl = PropDecl::with_default(OVERFLOW, PropKind::Dialect("arith.overflow"), overflow_none)
    .desc("Integer overflow arith flags");
const P_FASTMATH: PropDecl =
    PropDecl::with_default(FASTMATH, PropKind::Dialect("arith.fastmath"), fastmath_none).desc(FASTMATH_SUMMARY);
/// The optional `fastmath` of the float casts (no default).
const P_FASTMATH_OPT: PropDecl = PropDecl::new(FASTMATH, PropKind::Dialect("arith.fastmath")).desc(FASTMATH_SUMMARY);
const P_EXACT: PropDecl = PropDecl::new(EXACT, PropKind::Unit).desc("unit attribute");
const P_ROUNDING: PropDecl =
    PropDecl::new(ROUNDING, PropKind::IntEnum { width: 32, cases: ROUNDING_MODES.len() as u8 })
        .desc("Floating point rounding mode");
const CMPI_PROPS: &[PropDecl] =
    &[PropDecl::new(PREDICATE, PropKind::IntEnum { width: 64, cases: CMPI_PREDICATES.len() as u8 })
        .desc("allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9")];
const CMPF_PROPS: &[PropDecl] = &[
    P_FASTMATH,
    PropDecl::new(PREDICATE, PropKind::IntEnum { width: 64, cases: CMPF_PREDICATES.len() as u8 })
        .desc("allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15"),
];

/// The properties of each kind, as MLIR 22's ODS declares them.
fn props(name: &str, k: Kind) -> &'static [PropDecl] {
    const OVERFLOW_PROPS: &[PropDecl] = &[P_OVERFLOW];
    const EXACT_PROPS: &[PropDecl] = &[P_EXACT];
    const FASTMATH_PROPS: &[PropDecl] = &[P_FASTMATH];
    const CONSTANT_PROPS: &[PropDecl] = &[PropDecl::new("value", PropKind::Typed)];
    const EXTF_PROPS: &[PropDecl] = &[P_FASTMATH_OPT];
    const TRUNCF_PROPS: &[PropDecl] = &[P_FASTMATH_OPT, P_ROUNDING];
    match k {
        Kind::IntBin(IntFlags::Overflow) => OVERFLOW_PROPS,
        Kind::IntBin(IntFlags::Exact) => EXACT_PROPS,
        Kind::FloatBin | Kind::FloatUnary => FASTMATH_PROPS,
        Kind::CmpI => CMPI_PROPS,
        Kind::CmpF => CMPF_PROPS,
        Kind::Constant => CONSTANT_PROPS,
        Kind::Cast(..) => match name {
            "arith.trunci" => OVERFLOW_PROPS,
            "arith.extf" => EXTF_PROPS,
            "arith.truncf" => TRUNCF_PROPS,
            _ => &[],
        },
        Kind::ScalingCast if name == "arith.scaling_truncf" => TRUNCF_PROPS,
        Kind::ScalingCast => EXTF_PROPS,
        _ => &[],
    }
}

/// Registers every `arith` op.
pub fn register(reg: &mut Registry) {
    reg.set_dialect_hooks("arith", attrs::HOOKS);
    for (index, &(name, kind, comm)) in OPS.iter().enumerate() {
        let mut t = traits::PURE;
        if comm {
            t |= traits::COMMUTATIVE;
        }
        if kind == Kind::Constant {
            t |= traits::CONSTANT_LIKE;
        }
        if matches!(kind, Kind::Cast(..) | Kind::ScalingCast) {
            t |= traits::CAST;
        }
        if matches!(name, "arith.andi" | "arith.ori") {
            t |= traits::IDEMPOTENT;
        }
        let result_names: Option<affine_ir::dialect::ResultNamesFn> = match (kind, name) {
            (Kind::Constant, _) => Some(constant_names),
            (Kind::AddUIExtended, _) => Some(addui_names),
            (Kind::MulExtended, _) => Some(mul_ext_names),
            (_, "arith.muli") => Some(muli_names),
            _ => None,
        };
        reg.add(OpDef {
            parse: Some(parse_op),
            print: Some(print_op),
            verify: Some(verify_op),
            result_names,
            traits: t,
            props: props(name, kind),
            normalize: Some(normalize_props),
            fold: Some(fold::fold),
            constant_value: (kind == Kind::Constant).then_some(fold::constant_op_value as _),
            canonicalize: Some(canonicalize::patterns),
            table_index: index as u32,
            ..OpDef::new(name)
        });
    }
    reg.set_constant_materializer("arith", fold::materialize);
}

/// Sets (or replaces) property `name` of an existing op (kept sorted).
pub fn set_prop(ctx: &mut Context, op: OpId, name: &str, value: Attribute) {
    let id = ctx.ident(name);
    let mut props = std::mem::take(&mut ctx.ir.op_mut(op).props);
    props.retain(|na| na.name != id);
    props.push(NamedAttr { name: id, value });
    ctx.sort_named(&mut props);
    ctx.ir.op_mut(op).props = props;
}

// ----------------------------------------------------------------------
// Enum attributes
// ----------------------------------------------------------------------

/// `arith.cmpi` predicates in enum order.
pub const CMPI_PREDICATES: [&str; 10] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
/// `arith.cmpf` predicates in enum order.
pub const CMPF_PREDICATES: [&str; 16] =
    ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"];
/// `arith.truncf` rounding modes in enum order.
pub const ROUNDING_MODES: [&str; 5] = ["to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away"];

const FASTMATH_BITS: [(&str, u32); 7] =
    [("reassoc", 1), ("nnan", 2), ("ninf", 4), ("nsz", 8), ("arcp", 16), ("contract", 32), ("afn", 64)];
const FASTMATH_ALL: u32 = 127;
const OVERFLOW_BITS: [(&str, u32); 2] = [("nsw", 1), ("nuw", 2)];
const OVERFLOW_ALL: u32 = 3;

/// Canonical text of fast-math flags (`nnan,ninf`, `fast`, `none`).
pub fn fastmath_to_string(bits: u32) -> String {
    if bits == 0 {
        return "none".into();
    }
    let mut parts = Vec::new();
    let mut rest = bits;
    if rest & FASTMATH_ALL == FASTMATH_ALL {
        parts.push("fast");
        rest &= !FASTMATH_ALL;
    }
    for (n, b) in FASTMATH_BITS {
        if rest & b != 0 {
            parts.push(n);
        }
    }
    parts.join(",")
}

/// Canonical text of overflow flags (`nsw, nuw`, `none`).
pub fn overflow_to_string(bits: u32) -> String {
    if bits == 0 {
        return "none".into();
    }
    OVERFLOW_BITS.iter().filter(|(_, b)| bits & b != 0).map(|(n, _)| *n).collect::<Vec<_>>().join(", ")
}

fn parse_flag_word(word: &str, fast: bool) -> Option<u32> {
    match word {
        "none" => Some(0),
        "fast" if fast => Some(FASTMATH_ALL),
        _ => {
            if fast {
                FASTMATH_BITS.iter().find(|(n, _)| *n == word).map(|(_, b)| *b)
            } else {
                OVERFLOW_BITS.iter().find(|(n, _)| *n == word).map(|(_, b)| *b)
            }
        }
    }
}

/// Parses the text inside `<...>` of a flags attribute.
fn parse_flags_text(body: &str, fast: bool) -> Option<u32> {
    let mut bits = 0;
    for w in body.split(',') {
        bits |= parse_flag_word(w.trim(), fast)?;
    }
    Some(bits)
}

/// The bits of a `#arith.fastmath<..>` / `#arith.overflow<..>` attribute.
fn flags_of_attr(ctx: &Context, a: Attribute, fast: bool) -> Option<u32> {
    if let Some(bits) = ctx.memo_attr_key(flags_memo_kind(fast), a) {
        return Some(bits as u32);
    }
    let body = opaque_body(ctx, a)?;
    let prefix = if fast { "arith.fastmath<" } else { "arith.overflow<" };
    let inner = body.strip_prefix(prefix)?.strip_suffix('>')?;
    parse_flags_text(inner, fast)
}

/// The `Context::memo_attr` kind of the flags attributes.
fn flags_memo_kind(fast: bool) -> &'static str {
    if fast { "arith.fastmath" } else { "arith.overflow" }
}

/// The flags attribute of `bits` (unknown bits dropped), memoized: every
/// arith op gets one when parsed and reads it when printed.
pub(crate) fn flags_attr(ctx: &mut Context, bits: u32, fast: bool) -> Attribute {
    let bits = bits & if fast { FASTMATH_ALL } else { OVERFLOW_ALL };
    ctx.memo_attr(flags_memo_kind(fast), bits as u64, |ctx| {
        let s = if fast {
            format!("arith.fastmath<{}>", fastmath_to_string(bits))
        } else {
            format!("arith.overflow<{}>", overflow_to_string(bits))
        };
        ctx.attr(AttrData::Opaque(s))
    })
}

/// Fast-math flags of an op (0 if absent).
pub fn fastmath_bits(ctx: &Context, op: OpId) -> u32 {
    prop(ctx, op, FASTMATH).and_then(|a| flags_of_attr(ctx, a, true)).unwrap_or(0)
}

/// Overflow flags of an op (bit 1: nsw, bit 2: nuw; 0 if absent).
pub fn overflow_bits(ctx: &Context, op: OpId) -> u32 {
    prop(ctx, op, OVERFLOW).and_then(|a| flags_of_attr(ctx, a, false)).unwrap_or(0)
}

/// Parses `<flag, flag>` after the `overflow`/`fastmath` keyword.
fn parse_flags(p: &mut OpParser, st: &OpState, fast: bool) -> PResult<u32> {
    p.expect(Tok::Less)?;
    let name: std::borrow::Cow<'static, str> = match kind_of_name(p.ctx, st.name) {
        Some((_, n)) => n.into(),
        None => p.ctx.op_name_str(st.name).to_string().into(),
    };
    let param = if fast { &FAST_MATH_FLAGS } else { &INTEGER_OVERFLOW_FLAGS };
    let bits = parse_bit_enum_cases(p, &name, param, |w| parse_flag_word(w, fast))?;
    p.expect(Tok::Greater)?;
    Ok(bits)
}

/// Checks/canonicalizes properties after parsing (generic or custom form):
/// materializes default-valued flags and rewrites dialect attributes in
/// their canonical spelling. Errors mirror MLIR's property conversion.
pub fn normalize_props(ctx: &mut Context, st: &mut OpState) -> Result<(), String> {
    let Some((kind, name)) = kind_of_name(ctx, st.name) else { return Ok(()) };
    let inh = inherent(name, kind);
    let invalid = |ctx: &Context, st: &OpState, attr: &str, a: Attribute| {
        let dict: Vec<String> = st
            .props
            .iter()
            .map(|na| {
                let v = ctx.attr_to_string(na.value);
                let n = ctx.ident_str(na.name);
                if matches!(ctx.attr_data(na.value), AttrData::Unit) { n.to_string() } else { format!("{n} = {v}") }
            })
            .collect();
        format!(
            "invalid properties {{{}}} for op {name}: Invalid attribute `{attr}` in property conversion: {}",
            dict.join(", "),
            ctx.attr_to_string(a)
        )
    };
    for &flag in &[OVERFLOW, FASTMATH] {
        if !inh.contains(&flag) {
            continue;
        }
        let fast = flag == FASTMATH;
        match state_prop(ctx, st, flag) {
            Some(a) => match flags_of_attr(ctx, a, fast) {
                Some(bits) => {
                    let c = flags_attr(ctx, bits, fast);
                    set_state_prop(ctx, st, flag, c);
                }
                None => return Err(invalid(ctx, st, flag, a)),
            },
            None => {
                // Default-valued: materialized, except the optional fastmath
                // of extf/truncf.
                if !(fast && matches!(kind, Kind::Cast(..) | Kind::ScalingCast)) {
                    let c = flags_attr(ctx, 0, fast);
                    set_state_prop(ctx, st, flag, c);
                }
            }
        }
    }
    if inh.contains(&PREDICATE)
        && let Some(a) = state_prop(ctx, st, PREDICATE)
    {
        let max = if kind == Kind::CmpI { 9 } else { 15 };
        let ok = matches!(ctx.attr_data(a), AttrData::Integer { value, ty }
                if (0..=max).contains(value) && ctx.int_width(*ty) == Some(64) && is_signless_int(ctx, *ty));
        if !ok {
            return Err(invalid(ctx, st, PREDICATE, a));
        }
    }
    if inh.contains(&EXACT)
        && let Some(a) = state_prop(ctx, st, EXACT)
        && !matches!(ctx.attr_data(a), AttrData::Unit)
    {
        return Err(invalid(ctx, st, EXACT, a));
    }
    if inh.contains(&ROUNDING)
        && let Some(a) = state_prop(ctx, st, ROUNDING)
    {
        let ok = matches!(ctx.attr_data(a), AttrData::Integer { value, ty }
                if (0..=4).contains(value) && ctx.int_width(*ty) == Some(32));
        if !ok {
            return Err(invalid(ctx, st, ROUNDING, a));
        }
    }
    Ok(())
}

// ----------------------------------------------------------------------
// Parsing
// ----------------------------------------------------------------------

fn parse_op(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let Some((kind, name)) = kind_of_name(p.ctx, st.name) else {
        return Err(p.error("unknown arith op"));
    };
    match kind {
        Kind::IntBin(flags) => {
            let lhs = p.parse_operand()?;
            p.expect(Tok::Comma)?;
            let rhs = p.parse_operand()?;
            match flags {
                IntFlags::Overflow => {
                    let bits = if p.parse_optional_keyword("overflow") { parse_flags(p, st, false)? } else { 0 };
                    let a = flags_attr(p.ctx, bits, false);
                    set_state_prop(p.ctx, st, OVERFLOW, a);
                }
                IntFlags::Exact => {
                    if p.parse_optional_keyword("exact") {
                        let u = p.ctx.unit_attr();
                        set_state_prop(p.ctx, st, EXACT, u);
                    }
                }
                IntFlags::Plain => {}
            }
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let t = p.parse_colon_type()?;
            p.resolve_operand(&lhs, t, &mut st.operands)?;
            p.resolve_operand(&rhs, t, &mut st.operands)?;
            st.result_types.push(t);
        }
        Kind::FloatBin | Kind::FloatUnary => {
            let lhs = p.parse_operand()?;
            let rhs = if kind == Kind::FloatBin {
                p.expect(Tok::Comma)?;
                Some(p.parse_operand()?)
            } else {
                None
            };
            parse_fastmath(p, st, true)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let t = p.parse_colon_type()?;
            p.resolve_operand(&lhs, t, &mut st.operands)?;
            if let Some(rhs) = rhs {
                p.resolve_operand(&rhs, t, &mut st.operands)?;
            }
            st.result_types.push(t);
        }
        Kind::Cast(..) => {
            let x = p.parse_operand()?;
            match name {
                "arith.trunci" => {
                    let bits = if p.parse_optional_keyword("overflow") { parse_flags(p, st, false)? } else { 0 };
                    let a = flags_attr(p.ctx, bits, false);
                    set_state_prop(p.ctx, st, OVERFLOW, a);
                }
                "arith.extf" => parse_fastmath(p, st, false)?,
                "arith.truncf" => {
                    parse_rounding_mode(p, st);
                    parse_fastmath(p, st, false)?;
                }
                _ => {}
            }
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let from = p.parse_colon_type()?;
            parse_kw(p, st, "to")?;
            let to = p.parse_type()?;
            p.resolve_operand(&x, from, &mut st.operands)?;
            st.result_types.push(to);
        }
        Kind::CmpI | Kind::CmpF => {
            let off = p.offset();
            let list: &[&str] = if kind == Kind::CmpI { &CMPI_PREDICATES } else { &CMPF_PREDICATES };
            let word = match p.token().kind {
                Tok::BareIdent => {
                    let w = p.token_text().to_string();
                    Some(w)
                }
                Tok::String => {
                    let t = p.token_text();
                    Some(t[1..t.len() - 1].to_string())
                }
                _ => None,
            };
            let idx = word.as_deref().and_then(|w| list.iter().position(|x| *x == w));
            // A string is taken whatever it holds and then looked up: one
            // that names no predicate is an invalid specification, and an
            // empty one leaves the predicate unset (for the verifier).
            let empty_string = idx.is_none() && p.at(Tok::String) && p.token_text().len() == 2;
            if idx.is_none() && p.at(Tok::String) && !empty_string {
                let w = p.parse_string()?;
                return Err(custom_error(p, st, off, format!("invalid predicate attribute specification: \"{w}\"")));
            }
            if idx.is_none() && !empty_string {
                return Err(custom_error(
                    p,
                    st,
                    off,
                    format!(
                        "expected string or keyword containing one of the following enum values for attribute 'predicate' [{}]",
                        list.join(", ")
                    ),
                ));
            }
            p.consume();
            if let Some(idx) = idx {
                let i64t = p.ctx.int_type(64);
                let pa = p.ctx.int_attr(i64t, idx as i128);
                set_state_prop(p.ctx, st, PREDICATE, pa);
            }
            p.expect(Tok::Comma)?;
            let lhs = p.parse_operand()?;
            p.expect(Tok::Comma)?;
            let rhs = p.parse_operand()?;
            if kind == Kind::CmpF {
                parse_fastmath(p, st, true)?;
            }
            p.parse_optional_attr_dict(&mut st.attrs)?;
            p.expect(Tok::Colon)?;
            let toff = p.offset();
            let t = p.parse_type()?;
            let (ok, desc) = if kind == Kind::CmpI {
                (signless_int_or_index_like(p.ctx, t), "signless-integer-like")
            } else {
                (float_like(p.ctx, t), "floating-point-like")
            };
            if !ok {
                let ts = q(p.ctx, t);
                let name = p.ctx.op_name_str(st.name).to_string();
                let _ = toff;
                return Err(Diagnostic::error(
                    st.loc,
                    format!("custom op '{name}' 'lhs' must be {desc}, but got {ts}"),
                ));
            }
            p.resolve_operand(&lhs, t, &mut st.operands)?;
            p.resolve_operand(&rhs, t, &mut st.operands)?;
            let r = i1_same_shape(p.ctx, t);
            st.result_types.push(r);
        }
        Kind::Select => {
            let mut ops = Vec::new();
            let off = p.offset();
            // MLIR's `parseOperandList` with a required count: a list
            // that starts with a delimiter is "unexpected delimiter".
            if !p.at(Tok::PercentIdent) {
                if p.at(Tok::LParen) || p.at(Tok::LSquare) {
                    let at = p.offset();
                    return Err(p.error_at(at, "unexpected delimiter"));
                }
                return Err(p.error("expected operand"));
            }
            loop {
                ops.push(p.parse_operand()?);
                if !p.consume_if(Tok::Comma) {
                    break;
                }
            }
            if ops.len() != 3 {
                return Err(custom_error(p, st, off, "expected 3 operands"));
            }
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let mut rt = p.parse_colon_type()?;
            let ct = if p.consume_if(Tok::Comma) {
                let c = rt;
                rt = p.parse_type()?;
                c
            } else {
                p.ctx.i1_type()
            };
            p.resolve_operand(&ops[0], ct, &mut st.operands)?;
            p.resolve_operand(&ops[1], rt, &mut st.operands)?;
            p.resolve_operand(&ops[2], rt, &mut st.operands)?;
            st.result_types.push(rt);
        }
        Kind::Constant => {
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let at = p.offset();
            let a = p.parse_attribute()?;
            // The value is a `TypedAttr` (MLIR's `parseAttribute<TypedAttr>`).
            if matches!(
                p.ctx.attr_data(a),
                AttrData::Type(_)
                    | AttrData::Array(_)
                    | AttrData::Dictionary(_)
                    | AttrData::Unit
                    | AttrData::AffineMap(_)
                    | AttrData::IntegerSet(_)
                    | AttrData::SymbolRef { .. }
                    | AttrData::Strided { .. }
                    | AttrData::Loc(_)
            ) {
                return Err(custom_error(p, st, at, "invalid kind of attribute specified"));
            }
            let t = attr_type(p.ctx, a).unwrap_or_else(|| p.ctx.none_type());
            set_state_prop(p.ctx, st, "value", a);
            st.result_types.push(t);
        }
        Kind::ScalingCast => {
            let x = p.parse_operand()?;
            p.expect(Tok::Comma)?;
            let scale = p.parse_operand()?;
            if name == "arith.scaling_truncf" {
                parse_rounding_mode(p, st);
            }
            parse_fastmath(p, st, false)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let from = p.parse_colon_type()?;
            p.expect(Tok::Comma)?;
            let scale_ty = p.parse_type()?;
            parse_kw(p, st, "to")?;
            let to = p.parse_type()?;
            p.resolve_operand(&x, from, &mut st.operands)?;
            p.resolve_operand(&scale, scale_ty, &mut st.operands)?;
            st.result_types.push(to);
        }
        Kind::AddUIExtended => {
            let lhs = p.parse_operand()?;
            p.expect(Tok::Comma)?;
            let rhs = p.parse_operand()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let t = p.parse_colon_type()?;
            p.expect(Tok::Comma)?;
            let o = p.parse_type()?;
            p.resolve_operand(&lhs, t, &mut st.operands)?;
            p.resolve_operand(&rhs, t, &mut st.operands)?;
            st.result_types.push(t);
            st.result_types.push(o);
        }
        Kind::MulExtended => {
            let lhs = p.parse_operand()?;
            p.expect(Tok::Comma)?;
            let rhs = p.parse_operand()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let t = p.parse_colon_type()?;
            p.resolve_operand(&lhs, t, &mut st.operands)?;
            p.resolve_operand(&rhs, t, &mut st.operands)?;
            st.result_types.push(t);
            st.result_types.push(t);
        }
    }
    Ok(())
}

/// `(roundingmode)?` of `truncf` / `scaling_truncf`: a keyword of
/// [`ROUNDING_MODES`].
fn parse_rounding_mode(p: &mut OpParser, st: &mut OpState) {
    if p.at(Tok::BareIdent) {
        let w = p.token_text();
        if let Some(i) = ROUNDING_MODES.iter().position(|m| *m == w) {
            p.consume();
            let i32t = p.ctx.int_type(32);
            let a = p.ctx.int_attr(i32t, i as i128);
            set_state_prop(p.ctx, st, ROUNDING, a);
        }
    }
}

/// `(fastmath<..>)?`; when `default` the property is materialized as `none`.
fn parse_fastmath(p: &mut OpParser, st: &mut OpState, default: bool) -> PResult<()> {
    if p.parse_optional_keyword("fastmath") {
        let bits = parse_flags(p, st, true)?;
        let a = flags_attr(p.ctx, bits, true);
        set_state_prop(p.ctx, st, FASTMATH, a);
    } else if default {
        let a = flags_attr(p.ctx, 0, true);
        set_state_prop(p.ctx, st, FASTMATH, a);
    }
    Ok(())
}

// ----------------------------------------------------------------------
// Printing
// ----------------------------------------------------------------------

fn print_fastmath(p: &mut OpPrinter, op: OpId) {
    if let Some(a) = p.ctx.ir.attr(op, known::FASTMATH)
        && let Some(bits) = flags_of_attr(p.ctx, a, true)
        && bits != 0
    {
        let s = format!(" fastmath<{}>", fastmath_to_string(bits));
        p.write(&s);
    }
}

/// The optional `fastmath` of `extf`, `truncf` and the scaling casts (an
/// `OptionalAttr`, unlike the default-valued one of the other float ops):
/// printed whenever present, `fastmath<none>` included, as mlir-opt 22 does.
fn print_optional_fastmath(p: &mut OpPrinter, op: OpId) {
    if let Some(bits) = p.ctx.ir.attr(op, known::FASTMATH).and_then(|a| flags_of_attr(p.ctx, a, true)) {
        p.write(&format!(" fastmath<{}>", fastmath_to_string(bits)));
    }
}

fn print_overflow(p: &mut OpPrinter, op: OpId) {
    let bits = overflow_bits(p.ctx, op);
    if bits != 0 {
        let s = format!(" overflow<{}>", overflow_to_string(bits));
        p.write(&s);
    }
}

fn print_rounding_mode(p: &mut OpPrinter, op: OpId) {
    if let Some(i) = prop(p.ctx, op, ROUNDING).and_then(|a| int_value(p.ctx, a))
        && let Some(m) = ROUNDING_MODES.get(i as usize)
    {
        p.write(" ");
        p.write(m);
    }
}

fn print_op(p: &mut OpPrinter, op: OpId) {
    let Some((kind, name)) = op_kind(p.ctx, op) else { return };
    let ctx = p.ctx;
    let operands = ctx.ir.operands(op).to_vec();
    let result_ty = ctx.ir.results(op).first().map(|&r| ctx.ir.value_type(r));
    let inh = inherent(name, kind);
    match kind {
        Kind::IntBin(flags) => {
            p.write(" ");
            p.print_operands(&operands);
            match flags {
                IntFlags::Overflow => print_overflow(p, op),
                IntFlags::Exact => {
                    if prop(ctx, op, EXACT).is_some() {
                        p.write(" exact");
                    }
                }
                IntFlags::Plain => {}
            }
            p.print_optional_attr_dict(op, inh);
            p.write(" : ");
            if let Some(t) = result_ty {
                p.print_type(t);
            }
        }
        Kind::FloatBin | Kind::FloatUnary => {
            p.write(" ");
            p.print_operands(&operands);
            print_fastmath(p, op);
            p.print_optional_attr_dict(op, inh);
            p.write(" : ");
            if let Some(t) = result_ty {
                p.print_type(t);
            }
        }
        Kind::Cast(..) => {
            p.write(" ");
            p.print_operands(&operands);
            match name {
                "arith.trunci" => print_overflow(p, op),
                "arith.extf" => print_optional_fastmath(p, op),
                "arith.truncf" => {
                    print_rounding_mode(p, op);
                    print_optional_fastmath(p, op);
                }
                _ => {}
            }
            p.print_optional_attr_dict(op, inh);
            p.write(" : ");
            if let Some(&x) = operands.first() {
                p.print_type(ctx.ir.value_type(x));
            }
            p.write(" to ");
            if let Some(t) = result_ty {
                p.print_type(t);
            }
        }
        Kind::CmpI | Kind::CmpF => {
            let list: &[&str] = if kind == Kind::CmpI { &CMPI_PREDICATES } else { &CMPF_PREDICATES };
            let pred = ctx.ir.attr(op, known::PREDICATE).and_then(|a| int_value(ctx, a)).unwrap_or(0);
            p.write(" ");
            p.write(list.get(pred as usize).copied().unwrap_or("eq"));
            p.write(", ");
            p.print_operands(&operands);
            if kind == Kind::CmpF {
                print_fastmath(p, op);
            }
            p.print_optional_attr_dict(op, inh);
            p.write(" : ");
            if let Some(&x) = operands.first() {
                p.print_type(ctx.ir.value_type(x));
            }
        }
        Kind::Select => {
            p.write(" ");
            p.print_operands(&operands);
            p.print_optional_attr_dict(op, &[]);
            p.write(" : ");
            if let Some(&c) = operands.first() {
                let ct = ctx.ir.value_type(c);
                if is_shaped(ctx, ct) {
                    p.print_type(ct);
                    p.write(", ");
                }
            }
            if let Some(t) = result_ty {
                p.print_type(t);
            }
        }
        Kind::Constant => {
            p.print_optional_attr_dict(op, &["value"]);
            if let Some(v) = ctx.ir.attr(op, known::VALUE) {
                p.write(" ");
                p.print_attribute(v);
            }
        }
        Kind::ScalingCast => {
            p.write(" ");
            p.print_operands(&operands);
            print_rounding_mode(p, op);
            print_optional_fastmath(p, op);
            p.print_optional_attr_dict(op, inh);
            p.write(" : ");
            for (i, &x) in operands.iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                p.print_type(ctx.ir.value_type(x));
            }
            p.write(" to ");
            if let Some(t) = result_ty {
                p.print_type(t);
            }
        }
        Kind::AddUIExtended => {
            p.write(" ");
            p.print_operands(&operands);
            p.print_optional_attr_dict(op, &[]);
            p.write(" : ");
            let rs: Vec<Type> = ctx.ir.results(op).iter().map(|&r| ctx.ir.value_type(r)).collect();
            p.print_types(&rs);
        }
        Kind::MulExtended => {
            p.write(" ");
            p.print_operands(&operands);
            p.print_optional_attr_dict(op, &[]);
            p.write(" : ");
            if let Some(&x) = operands.first() {
                p.print_type(ctx.ir.value_type(x));
            }
        }
    }
}

// ----------------------------------------------------------------------
// Result names
// ----------------------------------------------------------------------

/// `getAsmResultNames` of `arith.constant`: `%c42_i32`, `%c0`, `%true`, `%cst`.
pub fn constant_result_name(ctx: &Context, value: Attribute, ty: Type) -> String {
    match ctx.attr_data(value) {
        AttrData::Bool(b) => (if *b { "true" } else { "false" }).into(),
        AttrData::Integer { value, ty: aty } => match ctx.type_data(ty) {
            TypeData::Integer { width: 1, .. } => (if *value != 0 { "true" } else { "false" }).into(),
            TypeData::Integer { .. } => format!("c{value}_{}", ctx.type_to_string(ty)),
            _ => {
                let _ = aty;
                format!("c{value}")
            }
        },
        AttrData::BigInteger { value, .. } => format!("c{value}_{}", ctx.type_to_string(ty)),
        _ => "cst".into(),
    }
}

fn constant_names(ctx: &Context, op: OpId, out: &mut Vec<(u32, String)>) {
    let Some(&r) = ctx.ir.results(op).first() else { return };
    let Some(v) = ctx.ir.attr(op, known::VALUE) else { return };
    out.push((0, constant_result_name(ctx, v, ctx.ir.value_type(r))));
}

fn addui_names(_ctx: &Context, _op: OpId, out: &mut Vec<(u32, String)>) {
    out.push((0, "sum".into()));
    out.push((1, "overflow".into()));
}

fn mul_ext_names(_ctx: &Context, _op: OpId, out: &mut Vec<(u32, String)>) {
    out.push((0, "low".into()));
    out.push((1, "high".into()));
}

/// `arith.muli` of an index constant and `vector.vscale` is named `%c4_vscale`.
fn muli_names(ctx: &Context, op: OpId, out: &mut Vec<(u32, String)>) {
    let Some(&r) = ctx.ir.results(op).first() else { return };
    if !is_index(ctx, ctx.ir.value_type(r)) {
        return;
    }
    let ops = ctx.ir.operands(op);
    if ops.len() != 2 {
        return;
    }
    let is_vscale =
        |v: ValueId| ctx.ir.defining_op(v).is_some_and(|d| ctx.op_name_str(ctx.ir.op(d).name) == "vector.vscale");
    for (a, b) in [(ops[0], ops[1]), (ops[1], ops[0])] {
        if let Some(c) = constant_int(ctx, a)
            && is_vscale(b)
        {
            out.push((0, format!("c{c}_vscale")));
            return;
        }
    }
}

// ----------------------------------------------------------------------
// Builders
// ----------------------------------------------------------------------

/// Creates `arith.constant <value> : index` at `ip` (MLIR's
/// `arith::ConstantIndexOp::create`), for transforms that materialize index
/// constants (folded affine applies, promoted loop induction variables).
pub fn build_constant_index(
    ctx: &mut Context,
    value: i64,
    loc: affine_ir::context::Location,
    ip: affine_ir::ir::InsertPoint,
) -> OpId {
    let name = ctx.op_name("arith.constant");
    let mut st = OpState::new(name, loc);
    let attr = ctx.index_attr(value);
    set_state_prop(ctx, &mut st, "value", attr);
    st.result_types.push(ctx.index_type());
    ctx.ir.create_op_at(st, ip)
}

// ----------------------------------------------------------------------
// Accessors
// ----------------------------------------------------------------------

/// The `value` attribute of an `arith.constant` op.
pub fn constant_value(ctx: &Context, op: OpId) -> Option<Attribute> {
    if ctx.op_name_str(ctx.ir.op(op).name) != "arith.constant" {
        return None;
    }
    ctx.ir.attr(op, known::VALUE)
}

/// If `v` is defined by an `arith.constant` with an integer (or index or
/// bool) value, that value.
pub fn constant_int(ctx: &Context, v: ValueId) -> Option<i128> {
    let op = ctx.ir.defining_op(v)?;
    let a = constant_value(ctx, op)?;
    int_value(ctx, a)
}

/// If `v` is an `index`-typed `arith.constant`, its value.
pub fn constant_index_value(ctx: &Context, v: ValueId) -> Option<i64> {
    if !is_index(ctx, ctx.ir.value_type(v)) {
        return None;
    }
    constant_int(ctx, v).and_then(|x| i64::try_from(x).ok())
}

/// Predicate index of an `arith.cmpi` (position in [`CMPI_PREDICATES`]).
pub fn cmpi_predicate(ctx: &Context, op: OpId) -> Option<usize> {
    if ctx.op_name_str(ctx.ir.op(op).name) != "arith.cmpi" {
        return None;
    }
    ctx.ir.attr(op, known::PREDICATE).and_then(|a| int_value(ctx, a)).map(|x| x as usize)
}

/// `(lhs, rhs)` of a two-operand arith op.
pub fn binary_operands(ctx: &Context, op: OpId) -> Option<(ValueId, ValueId)> {
    match ctx.ir.operands(op) {
        [a, b] => Some((*a, *b)),
        _ => None,
    }
}

// ----------------------------------------------------------------------
// Verification
// ----------------------------------------------------------------------

const INT_LIKE: &str = "signless-integer-like";
const FLOAT_LIKE: &str = "floating-point-like";
const BOOL_LIKE: &str = "bool-like";

fn class_desc(c: CastClass) -> &'static str {
    match c {
        CastClass::FixedInt => "signless-fixed-width-integer-like",
        CastClass::Float => FLOAT_LIKE,
        CastClass::IndexCast => "signless-integer-like or memref of signless-integer",
        CastClass::Bitcast => "signless-integer-or-float-like or memref of signless-integer or float",
    }
}

fn memref_elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_data(t) {
        TypeData::MemRef { elem, .. } => Some(*elem),
        _ => None,
    }
}

fn class_ok(ctx: &Context, c: CastClass, t: Type) -> bool {
    match c {
        CastClass::FixedInt => signless_fixed_int_like(ctx, t),
        CastClass::Float => float_like(ctx, t),
        CastClass::IndexCast => {
            signless_int_or_index_like(ctx, t)
                || memref_elem(ctx, t).is_some_and(|e| is_signless_int(ctx, e) || is_index(ctx, e))
        }
        CastClass::Bitcast => {
            signless_int_or_float_like(ctx, t)
                || memref_elem(ctx, t).is_some_and(|e| is_signless_int(ctx, e) || is_float(ctx, e))
        }
    }
}

/// `getTypeIfLike`: the element type for scalars/vectors/tensors (and
/// memrefs when `memref`), if it satisfies `pred`.
fn type_if_like(ctx: &Context, t: Type, memref: bool, pred: impl Fn(&Context, Type) -> bool) -> Option<Type> {
    let e = match ctx.type_data(t) {
        TypeData::Vector { elem, .. } | TypeData::RankedTensor { elem, .. } | TypeData::UnrankedTensor { elem } => {
            *elem
        }
        TypeData::MemRef { elem, .. } if memref => *elem,
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. } => return None,
        _ => t,
    };
    pred(ctx, e).then_some(e)
}

fn cast_compatible(ctx: &Context, name: &str, from: Type, to: Type) -> bool {
    let int = |c: &Context, t: Type| matches!(c.type_data(t), TypeData::Integer { .. });
    let width_change = |pred: fn(u32, u32) -> bool, is_float: bool| {
        let p = |c: &Context, t: Type| if is_float { self::is_float_t(c, t) } else { int(c, t) };
        match (type_if_like(ctx, from, false, p), type_if_like(ctx, to, false, p)) {
            (Some(a), Some(b)) => {
                match (crate::arith::types::int_or_float_width(ctx, a), crate::arith::types::int_or_float_width(ctx, b))
                {
                    (Some(wa), Some(wb)) => pred(wb, wa),
                    _ => false,
                }
            }
            _ => false,
        }
    };
    match name {
        "arith.extui" | "arith.extsi" => width_change(|d, s| d > s, false),
        "arith.trunci" => width_change(|d, s| d < s, false),
        "arith.extf" => width_change(|d, s| d > s, true),
        "arith.truncf" => width_change(|d, s| d < s, true),
        "arith.uitofp" | "arith.sitofp" => {
            type_if_like(ctx, from, false, int).is_some() && type_if_like(ctx, to, false, is_float_t).is_some()
        }
        "arith.fptoui" | "arith.fptosi" => {
            type_if_like(ctx, from, false, is_float_t).is_some() && type_if_like(ctx, to, false, int).is_some()
        }
        "arith.index_cast" | "arith.index_castui" => {
            let p = |c: &Context, t: Type| int(c, t) || is_index(c, t);
            match (type_if_like(ctx, from, true, p), type_if_like(ctx, to, true, p)) {
                (Some(a), Some(b)) => {
                    (is_index(ctx, a) && is_signless_int(ctx, b)) || (is_signless_int(ctx, a) && is_index(ctx, b))
                }
                _ => false,
            }
        }
        "arith.bitcast" => {
            let p = |c: &Context, t: Type| int(c, t) || is_float_t(c, t);
            match (type_if_like(ctx, from, true, p), type_if_like(ctx, to, true, p)) {
                (Some(a), Some(b)) => {
                    crate::arith::types::int_or_float_width(ctx, a) == crate::arith::types::int_or_float_width(ctx, b)
                }
                _ => false,
            }
        }
        _ => true,
    }
}

/// MLIR's `verifyCompatibleShapes` on two types: both unshaped, or shaped
/// of the same rank with sizes equal where both are static.
fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    let shape = |t: Type| match ctx.type_data(t) {
        TypeData::Vector { shape, scalable, .. } => Some((Some(shape.clone()), scalable.clone())),
        TypeData::RankedTensor { shape, .. } | TypeData::MemRef { shape, .. } => {
            Some((Some(shape.clone()), Vec::new()))
        }
        TypeData::UnrankedTensor { .. } | TypeData::UnrankedMemRef { .. } => Some((None, Vec::new())),
        _ => None,
    };
    match (shape(a), shape(b)) {
        (None, None) => true,
        (Some((Some(x), sx)), Some((Some(y), sy))) => {
            x.len() == y.len()
                && sx == sy
                && x.iter()
                    .zip(&y)
                    .all(|(&p, &q)| p == q || p == affine_ir::context::DYNAMIC || q == affine_ir::context::DYNAMIC)
        }
        (Some(_), Some(_)) => true,
        _ => false,
    }
}

fn is_float_t(ctx: &Context, t: Type) -> bool {
    is_float(ctx, t)
}

/// ODS's `SameInputOutputTensorDims` check of a cast: "failed to verify
/// that input and output have the same tensor dimensions".
fn check_same_tensor_dims(ctx: &Context, op: OpId, a: Type, b: Type) -> Result<(), Diagnostic> {
    if same_tensor_dims(ctx, a, b) {
        return Ok(());
    }
    Err(op_error(ctx, op, "failed to verify that input and output have the same tensor dimensions"))
}

/// Tensor dims of in/out must match exactly (`SameInputOutputTensorDims`).
fn same_tensor_dims(ctx: &Context, a: Type, b: Type) -> bool {
    let dims = |t: Type| match ctx.type_data(t) {
        TypeData::RankedTensor { shape, .. } => shape.clone(),
        _ => Vec::new(),
    };
    dims(a) == dims(b)
}

fn verify_op(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some((kind, name)) = op_kind(ctx, op) else { return Ok(()) };
    // The usual binary op (two operands and a result of one type the op
    // accepts, no region or successor) passes every check below: decided
    // with one type test. Anything else takes the checks in MLIR's order.
    let plain_binary: Option<fn(&Context, Type) -> bool> = match kind {
        Kind::IntBin(_) => Some(signless_int_or_index_like),
        Kind::FloatBin => Some(float_like),
        _ => None,
    };
    if let Some(ok) = plain_binary
        && same_type_binary(ctx, op).is_some_and(|t| ok(ctx, t))
    {
        return Ok(());
    }
    match kind {
        Kind::IntBin(_) => {
            check_shape(ctx, op, &Shape::fixed(2, 1))?;
            check_operands(ctx, op, 0..2, INT_LIKE, signless_int_or_index_like)?;
            check_result(ctx, op, 0, INT_LIKE, signless_int_or_index_like)?;
            check_same_operands_and_result_type(ctx, op)?;
        }
        Kind::FloatBin => {
            check_shape(ctx, op, &Shape::fixed(2, 1))?;
            check_operands(ctx, op, 0..2, FLOAT_LIKE, float_like)?;
            check_result(ctx, op, 0, FLOAT_LIKE, float_like)?;
            check_same_operands_and_result_type(ctx, op)?;
        }
        Kind::FloatUnary => {
            check_shape(ctx, op, &Shape::fixed(1, 1))?;
            check_operand(ctx, op, 0, FLOAT_LIKE, float_like)?;
            check_result(ctx, op, 0, FLOAT_LIKE, float_like)?;
            check_same_operands_and_result_type(ctx, op)?;
        }
        Kind::Cast(from, to) => {
            check_shape(ctx, op, &Shape::fixed(1, 1))?;
            check_operand(ctx, op, 0, class_desc(from), |c, t| class_ok(c, from, t))?;
            check_result(ctx, op, 0, class_desc(to), |c, t| class_ok(c, to, t))?;
            let a = ctx.ir.value_type(ctx.ir.operands(op)[0]);
            let b = ctx.ir.value_type(ctx.ir.results(op)[0]);
            check_same_tensor_dims(ctx, op, a, b)?;
            check_same_operands_and_result_shape(ctx, op)?;
            if !cast_compatible(ctx, name, a, b) {
                return Err(op_error(
                    ctx,
                    op,
                    format!("operand type {} and result type {} are cast incompatible", q(ctx, a), q(ctx, b)),
                ));
            }
        }
        Kind::ScalingCast => {
            check_shape(ctx, op, &Shape::fixed(2, 1))?;
            check_operands(ctx, op, 0..2, FLOAT_LIKE, float_like)?;
            check_result(ctx, op, 0, FLOAT_LIKE, float_like)?;
            let a = ctx.ir.value_type(ctx.ir.operands(op)[0]);
            let scale = ctx.ir.value_type(ctx.ir.operands(op)[1]);
            let b = ctx.ir.value_type(ctx.ir.results(op)[0]);
            check_same_tensor_dims(ctx, op, a, b)?;
            // MLIR's cast check compares the input with the result only
            // (the scale may be a scalar for a vector input).
            let plain = if name == "arith.scaling_extf" { "arith.extf" } else { "arith.truncf" };
            if !compatible_shapes(ctx, a, b) || !cast_compatible(ctx, plain, a, b) {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "operand types {}, {} and result type {} are cast incompatible",
                        q(ctx, a),
                        q(ctx, scale),
                        q(ctx, b)
                    ),
                ));
            }
        }
        Kind::CmpI | Kind::CmpF => {
            check_shape(ctx, op, &Shape::fixed(2, 1))?;
            if ctx.ir.attr(op, known::PREDICATE).is_none() {
                return Err(op_error(ctx, op, "requires attribute 'predicate'"));
            }
            let (desc, ok): (&str, fn(&Context, Type) -> bool) =
                if kind == Kind::CmpI { (INT_LIKE, signless_int_or_index_like) } else { (FLOAT_LIKE, float_like) };
            check_operands(ctx, op, 0..2, desc, ok)?;
            check_result(ctx, op, 0, BOOL_LIKE, bool_like)?;
            let lt = ctx.ir.value_type(ctx.ir.operands(op)[0]);
            let rt = ctx.ir.value_type(ctx.ir.results(op)[0]);
            if !is_i1_same_shape(ctx, lt, rt) {
                return Err(op_error(
                    ctx,
                    op,
                    "failed to verify that result type has i1 element type and same shape as operands",
                ));
            }
            check_same_type_operands(ctx, op)?;
        }
        Kind::Select => verify_select(ctx, op)?,
        Kind::Constant => verify_constant(ctx, op)?,
        Kind::AddUIExtended => {
            check_shape(ctx, op, &Shape::fixed(2, 2))?;
            check_operands(ctx, op, 0..2, INT_LIKE, signless_int_or_index_like)?;
            check_result(ctx, op, 0, INT_LIKE, signless_int_or_index_like)?;
            check_result(ctx, op, 1, BOOL_LIKE, bool_like)?;
            let ts =
                [ctx.ir.operands(op)[0], ctx.ir.operands(op)[1], ctx.ir.results(op)[0]].map(|v| ctx.ir.value_type(v));
            if ts[0] != ts[1] || ts[1] != ts[2] {
                return Err(op_error(ctx, op, "failed to verify that all of {lhs, rhs, sum} have same type"));
            }
        }
        Kind::MulExtended => {
            check_shape(ctx, op, &Shape::fixed(2, 2))?;
            check_operands(ctx, op, 0..2, INT_LIKE, signless_int_or_index_like)?;
            check_result(ctx, op, 0, INT_LIKE, signless_int_or_index_like)?;
            check_result(ctx, op, 1, INT_LIKE, signless_int_or_index_like)?;
            let d = ctx.ir.op(op);
            let ts: Vec<Type> = d.operands.iter().chain(d.results.iter()).map(|&v| ctx.ir.value_type(v)).collect();
            if ts.iter().any(|&t| t != ts[0]) {
                return Err(op_error(ctx, op, "failed to verify that all of {lhs, rhs, low, high} have same type"));
            }
        }
    }
    Ok(())
}

/// The type of `op`'s operands and result if it has two operands and one
/// result, all of the same type, and no region or successor.
fn same_type_binary(ctx: &Context, op: OpId) -> Option<Type> {
    let d = ctx.ir.op(op);
    let ([a, b], [r]) = (&d.operands[..], &d.results[..]) else { return None };
    if !d.regions.is_empty() || !d.successors.is_empty() {
        return None;
    }
    let t = ctx.ir.value_type(*r);
    (ctx.ir.value_type(*a) == t && ctx.ir.value_type(*b) == t).then_some(t)
}

fn verify_constant(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(0, 1))?;
    let Some(v) = ctx.ir.attr(op, known::VALUE) else {
        return Err(op_error(ctx, op, "requires attribute 'value'"));
    };
    let rt = ctx.ir.value_type(ctx.ir.results(op)[0]);
    let typed = matches!(
        ctx.attr_data(v),
        AttrData::Integer { .. }
            | AttrData::BigInteger { .. }
            | AttrData::Float { .. }
            | AttrData::WideFloat { .. }
            | AttrData::DenseElements { .. }
            | AttrData::DenseResource { .. }
            | AttrData::SparseElements { .. }
            | AttrData::Bool(_)
            | AttrData::String { .. }
            | AttrData::TypedOpaque { .. }
    );
    if !typed {
        return Err(op_error(ctx, op, "attribute 'value' failed to satisfy constraint: TypedAttr instance"));
    }
    if !attr_has_type(ctx, v, rt) {
        return Err(op_error(ctx, op, "failed to verify that all of {value, result} have same type"));
    }
    if matches!(ctx.type_data(rt), TypeData::Integer { .. }) && !is_signless_int(ctx, rt) {
        return Err(op_error(ctx, op, "integer return type must be signless"));
    }
    if !matches!(
        ctx.attr_data(v),
        AttrData::Integer { .. }
            | AttrData::BigInteger { .. }
            | AttrData::Float { .. }
            | AttrData::WideFloat { .. }
            | AttrData::DenseElements { .. }
            | AttrData::DenseResource { .. }
            | AttrData::SparseElements { .. }
            | AttrData::Bool(_)
    ) {
        return Err(op_error(ctx, op, "value must be an integer, float, or elements attribute"));
    }
    if let (TypeData::Vector { scalable, .. }, AttrData::DenseElements { splat, .. }) =
        (ctx.type_data(rt), ctx.attr_data(v))
        && scalable.iter().any(|&s| s)
        && !*splat
    {
        return Err(op_error(
            ctx,
            op,
            "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
        ));
    }
    Ok(())
}

fn verify_select(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(3, 1))?;
    check_operand(ctx, op, 0, BOOL_LIKE, bool_like)?;
    let ops = ctx.ir.operands(op);
    let (ct, tt, ft) = (ctx.ir.value_type(ops[0]), ctx.ir.value_type(ops[1]), ctx.ir.value_type(ops[2]));
    let rt = ctx.ir.value_type(ctx.ir.results(op)[0]);
    if tt != ft || ft != rt {
        return Err(op_error(ctx, op, "failed to verify that all of {true_value, false_value, result} have same type"));
    }
    let cond_ok = is_signless_int_of(ctx, ct, 1)
        || (is_shaped(ctx, ct) && is_shaped(ctx, rt) && shape_of(ctx, ct) == shape_of(ctx, rt));
    if !cond_ok {
        return Err(op_error(ctx, op, "failed to verify that condition is signless i1 or has matching shape"));
    }
    if is_signless_int_of(ctx, ct, 1) {
        return Ok(());
    }
    if !is_vector_or_tensor(ctx, rt) {
        return Err(op_error(ctx, op, format!("expected condition to be a signless i1, but got {}", q(ctx, ct))));
    }
    if !is_i1_same_shape(ctx, rt, ct) {
        // MLIR prints the expected i1-shaped type; reconstruct its text.
        let shape = shape_of(ctx, rt).unwrap_or_default();
        let dims: String = shape
            .iter()
            .map(|d| if *d == affine_ir::context::DYNAMIC { "?x".to_string() } else { format!("{d}x") })
            .collect();
        let kind = if matches!(ctx.type_data(rt), TypeData::Vector { .. }) { "vector" } else { "tensor" };
        return Err(op_error(
            ctx,
            op,
            format!(
                "expected condition type to have the same shape as the result type, expected '{kind}<{dims}i1>', but got {}",
                q(ctx, ct)
            ),
        ));
    }
    Ok(())
}

#[allow(dead_code)]
fn _unused(_: NamedAttr) {}

#[cfg(test)]
mod tests {
    use super::types::testing::{error, parse, roundtrip, roundtrip_generic};
    use super::*;
    use affine_ir::ir::WalkOrder;

    fn body(out: &str) -> Vec<String> {
        out.lines().map(|l| l.trim().to_string()).collect()
    }

    #[test]
    fn constant_names_match_mlir() {
        let out = roundtrip(
            "func.func @f() {\n %a = arith.constant 0 : index\n %b = arith.constant -3 : i64\n %c = arith.constant 255 : i8\n \
             %d = arith.constant true\n %e = arith.constant 1.0 : f32\n %g = arith.constant 2.0 : f32\n %h = arith.constant 0 : index\n \
             \"t.use\"(%a, %b, %c, %d, %e, %g, %h) : (index, i64, i8, i1, f32, f32, index) -> ()\n return\n}",
        );
        let b = body(&out);
        assert!(b.contains(&"%c0 = arith.constant 0 : index".to_string()), "{out}");
        assert!(b.contains(&"%c-3_i64 = arith.constant -3 : i64".to_string()), "{out}");
        assert!(b.contains(&"%c-1_i8 = arith.constant -1 : i8".to_string()), "{out}");
        assert!(b.contains(&"%true = arith.constant true".to_string()), "{out}");
        assert!(b.contains(&"%cst = arith.constant 1.000000e+00 : f32".to_string()), "{out}");
        assert!(b.contains(&"%cst_0 = arith.constant 2.000000e+00 : f32".to_string()), "{out}");
        assert!(b.contains(&"%c0_1 = arith.constant 0 : index".to_string()), "{out}");
    }

    #[test]
    fn flags_print_and_default_in_generic() {
        let src = "func.func @f(%a: i32, %x: f32) {\n %0 = arith.addi %a, %a overflow<nuw, nsw> : i32\n \
                   %1 = arith.addf %x, %x fastmath<ninf,nnan> : f32\n %2 = arith.subi %a, %a : i32\n \
                   %3 = arith.divsi %a, %a exact : i32\n return\n}";
        let out = roundtrip(src);
        assert!(out.contains("arith.addi %arg0, %arg0 overflow<nsw, nuw> : i32"), "{out}");
        assert!(out.contains("arith.addf %arg1, %arg1 fastmath<nnan,ninf> : f32"), "{out}");
        assert!(out.contains("arith.divsi %arg0, %arg0 exact : i32"), "{out}");
        let g = roundtrip_generic(src);
        assert!(g.contains("\"arith.subi\"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}>"), "{g}");
        assert!(g.contains("<{isExact}>"), "{g}");
    }

    #[test]
    fn compare_and_select() {
        let out = roundtrip(
            "func.func @f(%a: vector<4xi32>, %c: vector<4xi1>, %x: f32) {\n %0 = arith.cmpi sle, %a, %a : vector<4xi32>\n \
             %1 = arith.select %c, %a, %a : vector<4xi1>, vector<4xi32>\n %2 = arith.cmpf une, %x, %x : f32\n return\n}",
        );
        assert!(out.contains("%0 = arith.cmpi sle, %arg0, %arg0 : vector<4xi32>"), "{out}");
        assert!(out.contains("%1 = arith.select %arg1, %arg0, %arg0 : vector<4xi1>, vector<4xi32>"), "{out}");
        assert!(out.contains("%2 = arith.cmpf une, %arg2, %arg2 : f32"), "{out}");
    }

    #[test]
    fn verifier_messages() {
        assert_eq!(
            error("func.func @f() {\n %0 = arith.constant 3 : ui32\n return\n}"),
            "'arith.constant' op integer return type must be signless"
        );
        assert_eq!(
            error("func.func @f(%x: f32) {\n %0 = arith.addi %x, %x : f32\n return\n}"),
            "'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'"
        );
        assert_eq!(
            error("func.func @f(%x: f32) {\n %0 = arith.extf %x : f32 to f16\n return\n}"),
            "'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible"
        );
        assert_eq!(
            error("func.func @f(%a: i32, %b: i64) {\n %0 = \"arith.addi\"(%a, %b) : (i32, i64) -> i32\n return\n}"),
            "'arith.addi' op requires the same type for all operands and results"
        );
    }

    #[test]
    fn accessors() {
        let mut ctx = crate::new_context();
        let m = parse(
            &mut ctx,
            "func.func @f() {\n %0 = arith.constant 7 : index\n %1 = arith.cmpi ult, %0, %0 : index\n return\n}",
        )
        .expect("valid");
        let ops = ctx.ir.walk(m, WalkOrder::PreOrder);
        let cst =
            ops.iter().copied().find(|&o| ctx.op_name_str(ctx.ir.op(o).name) == "arith.constant").expect("constant");
        let cmp = ops.iter().copied().find(|&o| ctx.op_name_str(ctx.ir.op(o).name) == "arith.cmpi").expect("cmpi");
        let v = ctx.ir.results(cst)[0];
        assert_eq!(constant_index_value(&ctx, v), Some(7));
        assert_eq!(constant_int(&ctx, v), Some(7));
        assert_eq!(cmpi_predicate(&ctx, cmp), Some(6));
        assert_eq!(binary_operands(&ctx, cmp), Some((v, v)));
        assert_eq!(ctx.memory_effects(cmp), Some(Vec::new()));
    }

    #[test]
    fn flag_strings() {
        assert_eq!(fastmath_to_string(0), "none");
        assert_eq!(fastmath_to_string(127), "fast");
        assert_eq!(fastmath_to_string(2 | 64), "nnan,afn");
        assert_eq!(overflow_to_string(3), "nsw, nuw");
    }
}

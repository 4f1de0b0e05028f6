//! The `math` dialect: elementwise transcendental, rounding and bit-counting
//! functions on scalars, vectors and tensors, parsed, printed and verified
//! exactly as `mlir-opt` 22 does (`%r = math.sin %x fastmath<fast> : f32`).
//!
//! Float ops carry a default-valued `fastmath` property
//! (`#arith.fastmath<..>`, materialized as `none` after parsing and printed
//! in the custom form only when not `none`). All ops are pure.
//!
//! Verification follows the ODS order: structure (operand/result counts),
//! operand then result type constraints, predicate traits
//! (`AllTypesMatch`, the i1-result check of `isnan`&co), then the native
//! `SameOperandsAndResultType` / `SameOperandsAndResultShape` traits.

mod fold;
pub mod libm;

use crate::arith::fastmath_to_string;
use crate::arith::types::{
    Shape, bool_like, check_operand, check_result, check_same_operands_and_result_shape,
    check_same_operands_and_result_type, check_shape, float_like, is_i1_same_shape, op_error, opaque_body, prop,
    set_state_prop, signless_int_or_index_like, state_prop,
};
use crate::enum_keyword::{FAST_MATH_FLAGS, parse_bit_enum_cases};
use affine_ir::context::{AttrData, Attribute, Context, OpName};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{OpDef, PropDecl, PropKind, Registry, traits};
use affine_ir::ir::{OpId, OpState};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;

/// The syntax/verification class of a `math` op.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// `$x fastmath attr-dict : type`, float-like, same type.
    FloatUnary,
    /// `$a, $b fastmath attr-dict : type`, float-like, same type.
    FloatBinary,
    /// `$a, $b, $c fastmath attr-dict : type` (`math.fma`).
    FloatTernary,
    /// `$x attr-dict : type`, signless-integer-like, same type.
    IntUnary,
    /// `$a, $b attr-dict : type` (`math.ipowi`).
    IntBinary,
    /// `$x attr-dict : type($x)` with an i1-like result; `fastmath` is a
    /// property but only spelled in the attribute dictionary.
    FloatClass,
    /// `$lhs, $rhs fastmath attr-dict : type($lhs), type($rhs)` (`math.fpowi`).
    FPowI,
    /// `$x to [$min, $max] fastmath attr-dict : type` (`math.clampf`).
    Clamp,
    /// `$x fastmath attr-dict : type($x)` with results `%sin, %cos` (`math.sincos`).
    SinCos,
}

const FASTMATH: &str = "fastmath";

/// Every registered `math` op with its kind.
const OPS: &[(&str, Kind)] = &[
    ("math.absf", Kind::FloatUnary),
    ("math.acos", Kind::FloatUnary),
    ("math.acosh", Kind::FloatUnary),
    ("math.asin", Kind::FloatUnary),
    ("math.asinh", Kind::FloatUnary),
    ("math.atan", Kind::FloatUnary),
    ("math.atanh", Kind::FloatUnary),
    ("math.cbrt", Kind::FloatUnary),
    ("math.ceil", Kind::FloatUnary),
    ("math.cos", Kind::FloatUnary),
    ("math.cosh", Kind::FloatUnary),
    ("math.erf", Kind::FloatUnary),
    ("math.erfc", Kind::FloatUnary),
    ("math.exp", Kind::FloatUnary),
    ("math.exp2", Kind::FloatUnary),
    ("math.expm1", Kind::FloatUnary),
    ("math.floor", Kind::FloatUnary),
    ("math.log", Kind::FloatUnary),
    ("math.log10", Kind::FloatUnary),
    ("math.log1p", Kind::FloatUnary),
    ("math.log2", Kind::FloatUnary),
    ("math.round", Kind::FloatUnary),
    ("math.roundeven", Kind::FloatUnary),
    ("math.rsqrt", Kind::FloatUnary),
    ("math.sin", Kind::FloatUnary),
    ("math.sinh", Kind::FloatUnary),
    ("math.sqrt", Kind::FloatUnary),
    ("math.tan", Kind::FloatUnary),
    ("math.tanh", Kind::FloatUnary),
    ("math.trunc", Kind::FloatUnary),
    ("math.atan2", Kind::FloatBinary),
    ("math.copysign", Kind::FloatBinary),
    ("math.powf", Kind::FloatBinary),
    ("math.fma", Kind::FloatTernary),
    ("math.absi", Kind::IntUnary),
    ("math.ctlz", Kind::IntUnary),
    ("math.cttz", Kind::IntUnary),
    ("math.ctpop", Kind::IntUnary),
    ("math.ipowi", Kind::IntBinary),
    ("math.isnan", Kind::FloatClass),
    ("math.isinf", Kind::FloatClass),
    ("math.isfinite", Kind::FloatClass),
    ("math.isnormal", Kind::FloatClass),
    ("math.fpowi", Kind::FPowI),
    ("math.clampf", Kind::Clamp),
    ("math.sincos", Kind::SinCos),
];

/// The kind of the math op named `name`, from its definition's index into
/// [`OPS`] (no name comparisons but the check that the entry is the op's).
fn kind_of_name(ctx: &Context, name: OpName) -> Option<Kind> {
    let def = ctx.op_def(name)?;
    let &(n, k) = OPS.get(def.table_index as usize)?;
    // Same address: the entry registered the op (see `arith::kind_of_name`).
    (std::ptr::eq(n, def.name) || n == def.name).then_some(k)
}

fn op_kind(ctx: &Context, op: OpId) -> Option<Kind> {
    kind_of_name(ctx, ctx.ir.op(op).name)
}

impl Kind {
    /// Number of SSA operands.
    fn arity(self) -> usize {
        match self {
            Kind::FloatUnary | Kind::IntUnary | Kind::FloatClass | Kind::SinCos => 1,
            Kind::FloatBinary | Kind::IntBinary | Kind::FPowI => 2,
            Kind::FloatTernary | Kind::Clamp => 3,
        }
    }

    /// Whether the op has the `fastmath` property.
    fn has_fastmath(self) -> bool {
        !matches!(self, Kind::IntUnary | Kind::IntBinary)
    }
}

/// `#arith.fastmath<none>`, the default of `fastmath`.
fn fastmath_none(ctx: &mut Context) -> Attribute {
    crate::arith::flags_attr(ctx, 0, true)
}

/// The property of the math ops with fast-math flags.
pub(crate) const FASTMATH_PROPS: &[PropDecl] =
    &[PropDecl::with_default(FASTMATH, PropKind::Dialect("arith.fastmath"), fastmath_none)];

/// Registers every `math` op.
pub fn register(reg: &mut Registry) {
    reg.add_dialect("math");
    // MLIR's math dialect materializes constants as arith's (and poison).
    reg.set_constant_materializer("math", crate::arith::fold::materialize);
    for (index, &(name, kind)) in OPS.iter().enumerate() {
        reg.add(OpDef {
            parse: Some(parse_op),
            print: Some(print_op),
            verify: Some(verify_op),
            normalize: Some(normalize_op),
            fold: Some(fold::fold),
            traits: traits::PURE,
            props: if kind.has_fastmath() { FASTMATH_PROPS } else { &[] },
            result_names: if kind == Kind::SinCos { Some(sincos_names) } else { None },
            table_index: index as u32,
            ..OpDef::new(name)
        });
    }
}

// ----------------------------------------------------------------------
// Fast-math flags (`#arith.fastmath<..>`)
// ----------------------------------------------------------------------

const FASTMATH_BITS: [(&str, u32); 7] =
    [("reassoc", 1), ("nnan", 2), ("ninf", 4), ("nsz", 8), ("arcp", 16), ("contract", 32), ("afn", 64)];

fn flag_word(w: &str) -> Option<u32> {
    match w {
        "none" => Some(0),
        "fast" => Some(127),
        _ => FASTMATH_BITS.iter().find(|(n, _)| *n == w).map(|(_, b)| *b),
    }
}

/// Bits of a `#arith.fastmath<..>` attribute.
pub(crate) fn fastmath_of_attr(ctx: &Context, a: Attribute) -> Option<u32> {
    let inner = opaque_body(ctx, a)?.strip_prefix("arith.fastmath<")?.strip_suffix('>')?;
    inner.split(',').try_fold(0, |acc, w| flag_word(w.trim()).map(|b| acc | b))
}

pub(crate) fn fastmath_attr(ctx: &mut Context, bits: u32) -> Attribute {
    ctx.attr(AttrData::Opaque(format!("arith.fastmath<{}>", fastmath_to_string(bits))))
}

/// Fast-math flags of a `math` op (0 when absent or `none`).
pub fn fastmath_flags(ctx: &Context, op: OpId) -> u32 {
    prop(ctx, op, FASTMATH).and_then(|a| fastmath_of_attr(ctx, a)).unwrap_or(0)
}

/// Canonicalizes/materializes the `fastmath` property (also for the generic
/// form) with MLIR's property-conversion error.
fn normalize_op(ctx: &mut Context, st: &mut OpState) -> Result<(), String> {
    let Some(kind) = kind_of_name(ctx, st.name) else { return Ok(()) };
    if !kind.has_fastmath() {
        return Ok(());
    }
    match state_prop(ctx, st, FASTMATH) {
        Some(a) => match fastmath_of_attr(ctx, a) {
            Some(bits) => {
                let c = fastmath_attr(ctx, bits);
                set_state_prop(ctx, st, FASTMATH, c);
            }
            None => {
                return Err(crate::arith::types::invalid_property_message(ctx, st, FASTMATH, a));
            }
        },
        None => {
            let c = fastmath_attr(ctx, 0);
            set_state_prop(ctx, st, FASTMATH, c);
        }
    }
    Ok(())
}

/// `(fastmath<flags>)?`, defaulting to `none`.
pub(crate) fn parse_fastmath(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let mut bits = 0;
    if p.parse_optional_keyword("fastmath") {
        p.expect(Tok::Less)?;
        let name = p.ctx.op_name_str(st.name).to_string();
        bits = parse_bit_enum_cases(p, &name, &FAST_MATH_FLAGS, flag_word)?;
        p.expect(Tok::Greater)?;
    }
    let a = fastmath_attr(p.ctx, bits);
    set_state_prop(p.ctx, st, FASTMATH, a);
    Ok(())
}

// ----------------------------------------------------------------------
// Parsing and printing
// ----------------------------------------------------------------------

/// `getAsmResultNames` of `math.sincos`.
fn sincos_names(_ctx: &Context, _op: OpId, out: &mut Vec<(u32, String)>) {
    out.push((0, "sin".into()));
    out.push((1, "cos".into()));
}

fn parse_op(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let Some(kind) = kind_of_name(p.ctx, st.name) else {
        return Err(p.error("unknown math op"));
    };
    let mut operands = vec![p.parse_operand()?];
    if kind == Kind::Clamp {
        crate::arith::types::parse_kw(p, st, "to")?;
        p.expect(Tok::LSquare)?;
        operands.push(p.parse_operand()?);
        p.expect(Tok::Comma)?;
        operands.push(p.parse_operand()?);
        p.expect(Tok::RSquare)?;
    } else {
        for _ in 1..kind.arity() {
            p.expect(Tok::Comma)?;
            operands.push(p.parse_operand()?);
        }
    }
    // The classification ops have no `fastmath<..>` keyword: their flags
    // only appear in the attribute dictionary (normalized afterwards).
    if kind.has_fastmath() && kind != Kind::FloatClass {
        parse_fastmath(p, st)?;
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    match kind {
        Kind::FPowI => {
            p.expect(Tok::Comma)?;
            let rt = p.parse_type()?;
            p.resolve_operand(&operands[0], t, &mut st.operands)?;
            p.resolve_operand(&operands[1], rt, &mut st.operands)?;
            st.result_types.push(t);
        }
        Kind::SinCos => {
            p.resolve_operand(&operands[0], t, &mut st.operands)?;
            st.result_types.push(t);
            st.result_types.push(t);
        }
        Kind::FloatClass => {
            // The result type is inferred from the operand's (ODS
            // `TypesMatchWith`), whose constraint the parser checks first,
            // at the op name.
            if !float_like(p.ctx, t) {
                let msg = format!("'operand' must be {FLOAT_LIKE}, but got {}", crate::arith::types::q(p.ctx, t));
                return Err(crate::arith::types::name_error(p, st, msg));
            }
            p.resolve_operand(&operands[0], t, &mut st.operands)?;
            let r = crate::arith::types::i1_same_shape(p.ctx, t);
            st.result_types.push(r);
        }
        _ => {
            for u in &operands {
                p.resolve_operand(u, t, &mut st.operands)?;
            }
            st.result_types.push(t);
        }
    }
    Ok(())
}

fn print_op(p: &mut OpPrinter, op: OpId) {
    let Some(kind) = op_kind(p.ctx, op) else { return };
    let ctx = p.ctx;
    let operands = ctx.ir.operands(op).to_vec();
    p.write(" ");
    if kind == Kind::Clamp && operands.len() == 3 {
        p.print_operand(operands[0]);
        p.write(" to [");
        p.print_operands(&operands[1..]);
        p.write("]");
    } else {
        p.print_operands(&operands);
    }
    let bits = fastmath_flags(ctx, op);
    if kind == Kind::FloatClass {
        // Default-valued (`none`) flags are elided from the attribute dict.
        p.print_optional_attr_dict(op, if bits == 0 { &[FASTMATH] } else { &[] });
    } else {
        if kind.has_fastmath() && bits != 0 {
            p.write(&format!(" fastmath<{}>", fastmath_to_string(bits)));
        }
        p.print_optional_attr_dict(op, &[FASTMATH]);
    }
    p.write(" : ");
    let ty = match kind {
        Kind::FloatClass | Kind::FPowI | Kind::SinCos => operands.first().map(|&v| ctx.ir.value_type(v)),
        _ => ctx.ir.results(op).first().map(|&r| ctx.ir.value_type(r)),
    };
    if let Some(t) = ty {
        p.print_type(t);
    }
    if kind == Kind::FPowI
        && let Some(&v) = operands.get(1)
    {
        p.write(", ");
        p.print_type(ctx.ir.value_type(v));
    }
}

// ----------------------------------------------------------------------
// Verification
// ----------------------------------------------------------------------

const FLOAT_LIKE: &str = "floating-point-like";
const INT_LIKE: &str = "signless-integer-like";

fn verify_op(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(kind) = op_kind(ctx, op) else { return Ok(()) };
    let nres = if kind == Kind::SinCos { 2 } else { 1 };
    check_shape(ctx, op, &Shape::fixed(kind.arity(), nres))?;
    match kind {
        Kind::SinCos => {
            check_operand(ctx, op, 0, FLOAT_LIKE, float_like)?;
            check_result(ctx, op, 0, FLOAT_LIKE, float_like)?;
            check_result(ctx, op, 1, FLOAT_LIKE, float_like)?;
            let t = ctx.ir.value_type(ctx.ir.operands(op)[0]);
            if ctx.ir.results(op).iter().any(|&r| ctx.ir.value_type(r) != t) {
                return Err(op_error(ctx, op, "failed to verify that all of {operand, sin, cos} have same type"));
            }
            Ok(())
        }
        Kind::FloatUnary | Kind::FloatBinary | Kind::FloatTernary | Kind::Clamp => {
            for i in 0..kind.arity() {
                check_operand(ctx, op, i, FLOAT_LIKE, float_like)?;
            }
            check_result(ctx, op, 0, FLOAT_LIKE, float_like)?;
            check_same_operands_and_result_type(ctx, op)
        }
        Kind::IntUnary | Kind::IntBinary => {
            for i in 0..kind.arity() {
                check_operand(ctx, op, i, INT_LIKE, signless_int_or_index_like)?;
            }
            check_result(ctx, op, 0, INT_LIKE, signless_int_or_index_like)?;
            check_same_operands_and_result_type(ctx, op)
        }
        Kind::FloatClass => {
            check_operand(ctx, op, 0, FLOAT_LIKE, float_like)?;
            check_result(ctx, op, 0, "bool-like", bool_like)?;
            let t = ctx.ir.value_type(ctx.ir.operands(op)[0]);
            let r = ctx.ir.value_type(ctx.ir.results(op)[0]);
            if !is_i1_same_shape(ctx, t, r) {
                return Err(op_error(
                    ctx,
                    op,
                    "failed to verify that result type has i1 element type and same shape as operands",
                ));
            }
            Ok(())
        }
        Kind::FPowI => {
            check_operand(ctx, op, 0, FLOAT_LIKE, float_like)?;
            check_operand(ctx, op, 1, INT_LIKE, signless_int_or_index_like)?;
            check_result(ctx, op, 0, FLOAT_LIKE, float_like)?;
            let l = ctx.ir.value_type(ctx.ir.operands(op)[0]);
            let r = ctx.ir.value_type(ctx.ir.results(op)[0]);
            if l != r {
                return Err(op_error(ctx, op, "failed to verify that all of {lhs, result} have same type"));
            }
            check_same_operands_and_result_shape(ctx, op)
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::arith::types::testing::{error, roundtrip, roundtrip_generic};

    #[test]
    fn unary_fastmath_roundtrip() {
        let src = "func.func @f(%x: f32) -> f32 {\n %0 = math.sin %x fastmath<fast> : f32\n %1 = math.exp %0 : f32\n return %1 : f32\n}";
        let out = roundtrip(src);
        assert!(out.contains("%0 = math.sin %arg0 fastmath<fast> : f32"), "{out}");
        assert!(out.contains("%1 = math.exp %0 : f32"), "{out}");
        let g = roundtrip_generic(src);
        assert!(g.contains("\"math.exp\"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32"), "{g}");
    }

    #[test]
    fn fpowi_and_class_ops() {
        let src = "func.func @f(%x: vector<4xf32>, %i: vector<4xi32>) {\n %0 = math.fpowi %x, %i : vector<4xf32>, vector<4xi32>\n %1 = math.isnan %x : vector<4xf32>\n %2 = math.ctlz %i : vector<4xi32>\n return\n}";
        let out = roundtrip(src);
        assert!(out.contains("math.fpowi %arg0, %arg1 : vector<4xf32>, vector<4xi32>"), "{out}");
        assert!(out.contains("%1 = math.isnan %arg0 : vector<4xf32>"), "{out}");
        let g = roundtrip_generic(src);
        assert!(g.contains("(vector<4xf32>) -> vector<4xi1>"), "{g}");
        assert!(g.contains("\"math.ctlz\"(%arg1) : (vector<4xi32>) -> vector<4xi32>"), "{g}");
    }

    #[test]
    fn verifier_messages() {
        let e = error("func.func @f(%i: i32) {\n %0 = math.sin %i : i32\n return\n}");
        assert!(e.contains("operand #0 must be floating-point-like, but got 'i32'"), "{e}");
        let e = error("func.func @f(%x: f32) {\n %0 = \"math.sin\"(%x) : (f32) -> f64\n return\n}");
        assert!(e.contains("requires the same type for all operands and results"), "{e}");
        let e = error("func.func @f(%x: f32) {\n %0 = \"math.isnan\"(%x) : (f32) -> vector<4xi1>\n return\n}");
        assert!(e.contains("result type has i1 element type and same shape as operands"), "{e}");
        let e = error("func.func @f(%x: f32) {\n %0 = math.sin %x fastmath<bogus> : f32\n return\n}");
        assert!(e.contains("expected ::mlir::arith::FastMathFlags to be one of"), "{e}");
    }
}

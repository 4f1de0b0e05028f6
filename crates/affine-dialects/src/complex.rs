//! The `complex` dialect: the ops linalg's region builders make on complex
//! element types (`complex.create`, `complex.re`, `complex.im` and the
//! arithmetic `complex.add`, `sub`, `mul`, `div`) and the ones C99
//! `complex` code brings (`abs`, `angle`, the elementary functions `conj`,
//! `neg`, `exp`, `log`, `sqrt`, `sin`, `cos`, `tan`, `tanh`, `rsqrt`,
//! `sign`, `expm1`, `log1p`, the binary `pow`, `atan2` and the comparisons
//! `eq`, `neq`), parsed, printed, verified and folded as `mlir-opt` 22 does:
//!
//! ```text
//! %0 = complex.create %re, %im : complex<f32>
//! %1 = complex.re %0 fastmath<nnan> : complex<f32>
//! %2 = complex.mul %0, %0 : complex<f32>
//! %3 = complex.abs %2 : complex<f32>
//! %4 = complex.exp %2 fastmath<fast> : complex<f32>
//! %5 = complex.eq %2, %4 : complex<f32>
//! ```
//!
//! Every op but `create`, `eq` and `neq` carries a default-valued
//! `fastmath` property (`#arith.fastmath<..>`, `none` elided in the custom
//! form). All are pure. (`complex.constant`, `bitcast` and `powi` are not
//! registered.)

use crate::arith::fastmath_to_string;
use crate::arith::types::{
    Shape, check_operand, check_result, check_same_operands_and_result_type, check_shape, op_error,
    parse_colon_type_of_kind, prop, set_state_prop, state_prop,
};
use crate::math::{FASTMATH_PROPS, fastmath_attr, fastmath_of_attr, parse_fastmath};
use affine_ir::context::{Attribute, Context, OpName, Signedness, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{OpDef, Registry, traits};
use affine_ir::ir::{OpId, OpState, ValueId};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;
use affine_ir::rewrite::{FoldResult, PatternRewriter, RewritePatternSet};

/// The syntax/verification class of a `complex` op.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// `$real, $imaginary attr-dict : type($complex)`.
    Create,
    /// `$complex fastmath attr-dict : type($complex)`, a float part
    /// (`re`, `im`) or measure (`abs`, `angle`) of it.
    Part,
    /// `$complex fastmath attr-dict : type($complex)`, a complex of the
    /// same type.
    Unary,
    /// `$lhs, $rhs fastmath attr-dict : type($result)`, same types.
    Binary,
    /// `$lhs, $rhs attr-dict : type($lhs)`, an `i1`.
    Compare,
}

const FASTMATH: &str = "fastmath";

/// The registered ops with their kinds.
const OPS: &[(&str, Kind)] = &[
    ("complex.create", Kind::Create),
    ("complex.re", Kind::Part),
    ("complex.im", Kind::Part),
    ("complex.add", Kind::Binary),
    ("complex.sub", Kind::Binary),
    ("complex.mul", Kind::Binary),
    ("complex.div", Kind::Binary),
    ("complex.abs", Kind::Part),
    ("complex.angle", Kind::Part),
    ("complex.conj", Kind::Unary),
    ("complex.neg", Kind::Unary),
    ("complex.exp", Kind::Unary),
    ("complex.log", Kind::Unary),
    ("complex.sqrt", Kind::Unary),
    ("complex.sin", Kind::Unary),
    ("complex.cos", Kind::Unary),
    ("complex.tan", Kind::Unary),
    ("complex.tanh", Kind::Unary),
    ("complex.rsqrt", Kind::Unary),
    ("complex.sign", Kind::Unary),
    ("complex.expm1", Kind::Unary),
    ("complex.log1p", Kind::Unary),
    ("complex.pow", Kind::Binary),
    ("complex.atan2", Kind::Binary),
    ("complex.eq", Kind::Compare),
    ("complex.neq", Kind::Compare),
];

/// Whether ops of `kind` carry the `fastmath` property.
fn has_fastmath(kind: Kind) -> bool {
    !matches!(kind, Kind::Create | Kind::Compare)
}

/// Whether ops of `kind` take one operand.
fn is_one_operand(kind: Kind) -> bool {
    matches!(kind, Kind::Part | Kind::Unary)
}

/// Registers the `complex` ops above.
pub fn register(reg: &mut Registry) {
    reg.add_dialect("complex");
    for (index, &(name, kind)) in OPS.iter().enumerate() {
        reg.add(OpDef {
            parse: Some(parse_op),
            print: Some(print_op),
            verify: Some(verify_op),
            normalize: Some(normalize_op),
            fold: Some(fold_op),
            canonicalize: matches!(name, "complex.re" | "complex.im").then_some(component_neg_patterns as _),
            traits: traits::PURE,
            props: if has_fastmath(kind) { FASTMATH_PROPS } else { &[] },
            table_index: index as u32,
            ..OpDef::new(name)
        });
    }
}

/// The kind of the op named `name` (from its definition's table index).
fn kind_of_name(ctx: &Context, name: OpName) -> Option<Kind> {
    let def = ctx.op_def(name)?;
    let &(n, k) = OPS.get(def.table_index as usize)?;
    (n == def.name).then_some(k)
}

fn op_kind(ctx: &Context, op: OpId) -> Option<Kind> {
    kind_of_name(ctx, ctx.ir.op(op).name)
}

/// The element type of a complex type.
fn complex_elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_data(t) {
        TypeData::Complex(e) => Some(*e),
        _ => None,
    }
}

fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Float(_))
}

/// `Complex<AnyFloat>`.
fn is_float_complex(ctx: &Context, t: Type) -> bool {
    complex_elem(ctx, t).is_some_and(|e| is_float(ctx, e))
}

/// Canonicalizes/materializes the `fastmath` property with MLIR's
/// property-conversion error.
fn normalize_op(ctx: &mut Context, st: &mut OpState) -> Result<(), String> {
    if kind_of_name(ctx, st.name).is_none_or(|k| !has_fastmath(k)) {
        return Ok(());
    }
    let bits = match state_prop(ctx, st, FASTMATH) {
        Some(a) => match fastmath_of_attr(ctx, a) {
            Some(bits) => bits,
            None => return Err(crate::arith::types::invalid_property_message(ctx, st, FASTMATH, a)),
        },
        None => 0,
    };
    let a = fastmath_attr(ctx, bits);
    set_state_prop(ctx, st, FASTMATH, a);
    Ok(())
}

fn parse_op(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let Some(kind) = kind_of_name(p.ctx, st.name) else {
        return Err(p.error("unknown complex op"));
    };
    let mut operands = vec![p.parse_operand()?];
    if !is_one_operand(kind) {
        p.expect(Tok::Comma)?;
        operands.push(p.parse_operand()?);
    }
    if has_fastmath(kind) {
        parse_fastmath(p, st)?;
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    // Every op's written type is a `ComplexType` in ODS: another kind is
    // refused at the type.
    let t = parse_colon_type_of_kind(p, st, "builtin.complex", |ctx, t| complex_elem(ctx, t).is_some())?;
    let e = complex_elem(p.ctx, t).unwrap_or(t);
    match kind {
        Kind::Create => {
            // The operands' type is the complex type's element type.
            for u in &operands {
                p.resolve_operand(u, e, &mut st.operands)?;
            }
            st.result_types.push(t);
        }
        Kind::Part => {
            p.resolve_operand(&operands[0], t, &mut st.operands)?;
            st.result_types.push(e);
        }
        Kind::Unary | Kind::Binary => {
            for u in &operands {
                p.resolve_operand(u, t, &mut st.operands)?;
            }
            st.result_types.push(t);
        }
        Kind::Compare => {
            for u in &operands {
                p.resolve_operand(u, t, &mut st.operands)?;
            }
            let i1 = p.ctx.i1_type();
            st.result_types.push(i1);
        }
    }
    Ok(())
}

fn print_op(p: &mut OpPrinter, op: OpId) {
    let Some(kind) = op_kind(p.ctx, op) else { return };
    let ctx = p.ctx;
    let operands = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operands(&operands);
    if has_fastmath(kind) {
        let bits = prop(ctx, op, FASTMATH).and_then(|a| fastmath_of_attr(ctx, a)).unwrap_or(0);
        if bits != 0 {
            p.write(&format!(" fastmath<{}>", fastmath_to_string(bits)));
        }
    }
    p.print_optional_attr_dict(op, &[FASTMATH]);
    p.write(" : ");
    let ty = match kind {
        Kind::Part | Kind::Unary | Kind::Compare => operands.first().map(|&v| ctx.ir.value_type(v)),
        Kind::Create | Kind::Binary => ctx.ir.results(op).first().map(|&r| ctx.ir.value_type(r)),
    };
    if let Some(t) = ty {
        p.print_type(t);
    }
}

const FLOAT: &str = "floating-point";
const FLOAT_COMPLEX: &str = "complex type with floating-point elements";

fn verify_op(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(kind) = op_kind(ctx, op) else { return Ok(()) };
    match kind {
        Kind::Create => {
            check_shape(ctx, op, &Shape::fixed(2, 1))?;
            check_operand(ctx, op, 0, FLOAT, is_float)?;
            check_operand(ctx, op, 1, FLOAT, is_float)?;
            check_result(ctx, op, 0, FLOAT_COMPLEX, is_float_complex)?;
            let operands = ctx.ir.operands(op);
            let (re, im) = (ctx.ir.value_type(operands[0]), ctx.ir.value_type(operands[1]));
            if re != im {
                return Err(op_error(ctx, op, "failed to verify that all of {real, imaginary} have same type"));
            }
            let e = complex_elem(ctx, ctx.ir.value_type(ctx.ir.results(op)[0]));
            if e != Some(re) {
                return Err(op_error(ctx, op, "failed to verify that complex element type matches real operand type"));
            }
            if e != Some(im) {
                return Err(op_error(
                    ctx,
                    op,
                    "failed to verify that complex element type matches imaginary operand type",
                ));
            }
            Ok(())
        }
        Kind::Part => {
            check_shape(ctx, op, &Shape::fixed(1, 1))?;
            check_operand(ctx, op, 0, FLOAT_COMPLEX, is_float_complex)?;
            check_result(ctx, op, 0, FLOAT, is_float)?;
            let e = complex_elem(ctx, ctx.ir.value_type(ctx.ir.operands(op)[0]));
            if e != Some(ctx.ir.value_type(ctx.ir.results(op)[0])) {
                return Err(op_error(ctx, op, "failed to verify that complex element type matches result type"));
            }
            Ok(())
        }
        Kind::Unary => {
            check_shape(ctx, op, &Shape::fixed(1, 1))?;
            check_operand(ctx, op, 0, FLOAT_COMPLEX, is_float_complex)?;
            check_result(ctx, op, 0, FLOAT_COMPLEX, is_float_complex)?;
            check_same_operands_and_result_type(ctx, op)
        }
        Kind::Binary => {
            check_shape(ctx, op, &Shape::fixed(2, 1))?;
            check_operand(ctx, op, 0, FLOAT_COMPLEX, is_float_complex)?;
            check_operand(ctx, op, 1, FLOAT_COMPLEX, is_float_complex)?;
            check_result(ctx, op, 0, FLOAT_COMPLEX, is_float_complex)?;
            check_same_operands_and_result_type(ctx, op)
        }
        Kind::Compare => {
            check_shape(ctx, op, &Shape::fixed(2, 1))?;
            check_operand(ctx, op, 0, FLOAT_COMPLEX, is_float_complex)?;
            check_operand(ctx, op, 1, FLOAT_COMPLEX, is_float_complex)?;
            check_result(ctx, op, 0, "1-bit signless integer", |c, t| {
                matches!(c.type_data(t), TypeData::Integer { width: 1, signedness: Signedness::Signless })
            })?;
            let operands = ctx.ir.operands(op);
            if ctx.ir.value_type(operands[0]) != ctx.ir.value_type(operands[1]) {
                return Err(op_error(ctx, op, "failed to verify that all of {lhs, rhs} have same type"));
            }
            Ok(())
        }
    }
}

/// The folds of 22 that need no complex constant: `create(re(x), im(x))`
/// is `x`, `re(create(a, b))` is `a` and `im(create(a, b))` is `b`,
/// `add(sub(a, b), b)`, `add(b, sub(a, b))` and `sub(add(a, b), b)` are
/// `a`; `neg(neg(a))`, `conj(conj(a))`, `log(exp(a))` and `exp(log(a))`
/// are `a`.
fn fold_op(ctx: &mut Context, op: OpId, _consts: &[Option<Attribute>], out: &mut Vec<FoldResult>) -> bool {
    let operands = ctx.ir.operands(op).to_vec();
    let def_named =
        |ctx: &Context, v, name: &str| ctx.ir.defining_op(v).filter(|&d| ctx.op_name_str(ctx.ir.op(d).name) == name);
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    let folded = match (name, operands.as_slice()) {
        ("complex.create", &[re, im]) => match (def_named(ctx, re, "complex.re"), def_named(ctx, im, "complex.im")) {
            (Some(r), Some(i)) if ctx.ir.operands(r) == ctx.ir.operands(i) => ctx.ir.operands(r).first().copied(),
            _ => None,
        },
        ("complex.re", &[c]) => def_named(ctx, c, "complex.create").and_then(|d| ctx.ir.operands(d).first().copied()),
        ("complex.im", &[c]) => def_named(ctx, c, "complex.create").and_then(|d| ctx.ir.operands(d).get(1).copied()),
        ("complex.add", &[a, b]) => def_named(ctx, a, "complex.sub")
            .and_then(|d| match ctx.ir.operands(d) {
                &[x, y] if y == b => Some(x),
                _ => None,
            })
            .or_else(|| {
                def_named(ctx, b, "complex.sub").and_then(|d| match ctx.ir.operands(d) {
                    &[x, y] if y == a => Some(x),
                    _ => None,
                })
            }),
        ("complex.sub", &[a, b]) => def_named(ctx, a, "complex.add").and_then(|d| match ctx.ir.operands(d) {
            &[x, y] if y == b => Some(x),
            _ => None,
        }),
        ("complex.neg", &[a]) => def_named(ctx, a, "complex.neg").map(|d| ctx.ir.operands(d)[0]),
        ("complex.conj", &[a]) => def_named(ctx, a, "complex.conj").map(|d| ctx.ir.operands(d)[0]),
        ("complex.log", &[a]) => def_named(ctx, a, "complex.exp").map(|d| ctx.ir.operands(d)[0]),
        ("complex.exp", &[a]) => def_named(ctx, a, "complex.log").map(|d| ctx.ir.operands(d)[0]),
        _ => None,
    };
    match folded {
        Some(v) => {
            out.push(FoldResult::Value(v));
            true
        }
        None => false,
    }
}

/// 22's `FoldComponentNeg` on `re` and `im`.
fn component_neg_patterns(name: &str, set: &mut RewritePatternSet) {
    match name {
        "complex.re" => set.add_fn("FoldComponentNeg", "complex.re", fold_component_neg),
        "complex.im" => set.add_fn("FoldComponentNeg", "complex.im", fold_component_neg),
        _ => {}
    }
}

/// `re(neg(create(a, b)))` is `arith.negf a` and `im(neg(create(a, b)))` is
/// `arith.negf b` (the new op has no fastmath flags, as 22 builds it).
fn fold_component_neg(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let def_named =
        |v: ValueId, name: &str| ctx.ir.defining_op(v).filter(|&d| ctx.op_name_str(ctx.ir.op(d).name) == name);
    let Some(&operand) = ctx.ir.operands(op).first() else { return false };
    let Some(neg) = def_named(operand, "complex.neg") else { return false };
    let Some(create) = ctx.ir.operands(neg).first().and_then(|&c| def_named(c, "complex.create")) else {
        return false;
    };
    let index = usize::from(ctx.op_name_str(ctx.ir.op(op).name) == "complex.im");
    let Some(&part) = ctx.ir.operands(create).get(index) else { return false };
    let ty = ctx.ir.value_type(part);
    let loc = ctx.ir.op(op).loc;
    let name = rw.ctx.op_name("arith.negf");
    let mut st = OpState::new(name, loc);
    st.operands.push(part);
    st.result_types.push(ty);
    rw.set_insertion_point_before(op);
    let negf = rw.build(|ctx, ip| crate::vector::builders::create_normalized(ctx, st, ip));
    let results = rw.ctx.ir.results(negf).to_vec();
    rw.replace_op(op, &results);
    true
}

#[cfg(test)]
mod tests {
    use crate::arith::types::testing::{error, roundtrip, roundtrip_generic};

    #[test]
    fn roundtrip_custom_and_generic() {
        let src = "func.func @f(%a: f32, %c: complex<f32>) {\n %0 = complex.create %a, %a : complex<f32>\n %1 = complex.re %c fastmath<nnan> : complex<f32>\n %2 = complex.mul %c, %0 : complex<f32>\n return\n}";
        let out = roundtrip(src);
        assert!(out.contains("%0 = complex.create %arg0, %arg0 : complex<f32>"), "{out}");
        assert!(out.contains("%1 = complex.re %arg1 fastmath<nnan> : complex<f32>"), "{out}");
        assert!(out.contains("%2 = complex.mul %arg1, %0 : complex<f32>"), "{out}");
        let g = roundtrip_generic(src);
        assert!(g.contains("\"complex.create\"(%arg0, %arg0) : (f32, f32) -> complex<f32>"), "{g}");
        assert!(
            g.contains("\"complex.mul\"(%arg1, %0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>"),
            "{g}"
        );
    }

    #[test]
    fn verifier_messages() {
        let e = error(
            "func.func @f(%a: f32, %b: f64) {\n %0 = \"complex.create\"(%a, %b) : (f32, f64) -> complex<f32>\n return\n}",
        );
        assert!(e.contains("failed to verify that all of {real, imaginary} have same type"), "{e}");
        let e = error("func.func @f(%a: complex<f32>) {\n %0 = \"complex.re\"(%a) : (complex<f32>) -> f64\n return\n}");
        assert!(e.contains("complex element type matches result type"), "{e}");
        let e = error("func.func @f(%a: f32) {\n %0 = \"complex.mul\"(%a, %a) : (f32, f32) -> f32\n return\n}");
        assert!(e.contains("operand #0 must be complex type with floating-point elements, but got 'f32'"), "{e}");
    }
}

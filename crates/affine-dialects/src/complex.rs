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
//! form). All are pure.
//!
//! `complex.constant [re, im] : complex<T>` (constant-like: folded
//! complex values are materialized as it, other values as
//! `arith.constant`), `complex.bitcast %x : T to U` (between a complex and
//! an integer or float of twice its element width) and
//! `complex.powi %z, %n : complex<T>, iN` are in the second part of this
//! file, with the folds that look at complex constants: `re` / `im` of a
//! constant, `add` / `sub` of a zero constant, `mul` / `div` by a one
//! constant, and bitcasts of bitcasts merged.

use crate::arith::fastmath_to_string;
use crate::arith::types::{
    Shape, check_operand, check_result, check_same_operands_and_result_type, check_shape, op_error,
    parse_colon_type_of_kind, parse_type_of_kind, prop, q, set_state_prop, state_prop,
};
use crate::math::{FASTMATH_PROPS, fastmath_attr, fastmath_of_attr, parse_fastmath};
use affine_ir::context::{AttrData, Attribute, Context, OpName, Signedness, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{OpDef, OpShape, Registry, traits};
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
    reg.set_constant_materializer("complex", materialize);
    register_others(reg);
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
    let parts = |ctx: &Context, v| {
        def_named(ctx, v, "complex.constant").and_then(|d| constant_parts(ctx, prop(ctx, d, "value")?))
    };
    // Folds to a part of a constant operand.
    if let ("complex.re" | "complex.im", Some(Some(c))) = (name, _consts.first())
        && let AttrData::Array(v) = ctx.attr_data(*c)
        && v.len() == 2
    {
        out.push(FoldResult::Attr(v[usize::from(name == "complex.im")]));
        return true;
    }
    let folded = match (name, operands.as_slice()) {
        ("complex.add" | "complex.sub", &[a, b]) if parts(ctx, b).is_some_and(|(r, i)| r == 0.0 && i == 0.0) => Some(a),
        ("complex.mul" | "complex.div", &[a, b]) if parts(ctx, b).is_some_and(|(r, i)| r == 1.0 && i == 0.0) => Some(a),
        ("complex.bitcast", &[a]) if ctx.ir.value_type(a) == ctx.ir.value_type(ctx.ir.results(op)[0]) => Some(a),
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

// ----------------------------------------------------------------------
// complex.constant, complex.bitcast, complex.powi
// ----------------------------------------------------------------------

/// The float values of a complex constant's `[re, im]` (`None` unless both
/// are float attributes, as 22's folds require).
fn constant_parts(ctx: &Context, a: Attribute) -> Option<(f64, f64)> {
    let AttrData::Array(v) = ctx.attr_data(a) else { return None };
    let f = |x: Attribute| match ctx.attr_data(x) {
        AttrData::Float { bits, .. } => Some(f64::from_bits(*bits)),
        _ => None,
    };
    match v.as_slice() {
        &[re, im] => Some((f(re)?, f(im)?)),
        _ => None,
    }
}

/// The complex dialect's materializer: `complex.constant` for a `[re, im]`
/// array of the element type, else `arith.constant`.
fn materialize(
    rw: &mut PatternRewriter<'_>,
    value: Attribute,
    ty: Type,
    loc: affine_ir::context::Location,
) -> Option<OpId> {
    if let AttrData::Array(v) = rw.ctx.attr_data(value) {
        let elem = complex_elem(rw.ctx, ty)?;
        let typed = |x: &Attribute| crate::arith::types::attr_has_type(rw.ctx, *x, elem);
        if v.len() != 2 || !v.iter().all(typed) {
            return None;
        }
        let mut st = OpState::new(rw.ctx.op_name("complex.constant"), loc);
        set_state_prop(rw.ctx, &mut st, "value", value);
        st.result_types.push(ty);
        return Some(rw.create(st));
    }
    crate::arith::fold::materialize(rw, value, ty, loc)
}

const CONSTANT_PROPS: &[affine_ir::dialect::PropDecl] =
    &[affine_ir::dialect::PropDecl::req("value", affine_ir::dialect::PropKind::Array).desc("array attribute")];

fn register_others(reg: &mut Registry) {
    reg.add(OpDef {
        parse: Some(parse_constant),
        print: Some(print_constant),
        shape: Some(OpShape::fixed(0, 1)),
        verify: Some(verify_constant),
        result_names: Some(|_, _, out| out.push((0, "cst".into()))),
        constant_value: Some(|ctx, op| prop(ctx, op, "value")),
        traits: traits::PURE | traits::CONSTANT_LIKE,
        props: CONSTANT_PROPS,
        inherent_attrs: &["value"],
        ..OpDef::new("complex.constant")
    });
    reg.add(OpDef {
        parse: Some(parse_bitcast),
        print: Some(print_bitcast),
        verify: Some(verify_bitcast),
        fold: Some(fold_op),
        canonicalize: Some(bitcast_patterns),
        traits: traits::PURE,
        ..OpDef::new("complex.bitcast")
    });
    reg.add(OpDef {
        parse: Some(parse_powi),
        print: Some(print_powi),
        verify: Some(verify_powi),
        traits: traits::PURE,
        props: POWI_PROPS,
        ..OpDef::new("complex.powi")
    });
}

fn parse_constant(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let value = p.parse_attribute()?;
    set_state_prop(p.ctx, st, "value", value);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon)?;
    let t = parse_type_of_kind(p, st, "builtin.complex", |c, t| complex_elem(c, t).is_some())?;
    st.result_types.push(t);
    Ok(())
}

fn print_constant(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.write(" ");
    if let Some(v) = prop(ctx, op, "value") {
        p.print_attribute(v);
    }
    p.print_optional_attr_dict(op, &["value"]);
    p.write(" : ");
    if let Some(&r) = ctx.ir.results(op).first() {
        p.print_type(ctx.ir.value_type(r));
    }
}

fn verify_constant(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(0, 1))?;
    check_result(ctx, op, 0, "complex-type", |c, t| complex_elem(c, t).is_some())?;
    let Some(AttrData::Array(v)) = prop(ctx, op, "value").map(|a| ctx.attr_data(a)) else {
        return Err(op_error(ctx, op, "requires attribute 'value'"));
    };
    if v.len() != 2 {
        return Err(op_error(ctx, op, "requires 'value' to be a complex constant, represented as array of two values"));
    }
    // The type of an element (`None` for a bool, an `i1` attribute).
    let elem_type = |a: Attribute| match ctx.attr_data(a) {
        AttrData::Float { ty, .. } | AttrData::Integer { ty, .. } => Some(Some(*ty)),
        AttrData::Bool(_) => Some(None),
        _ => None,
    };
    let (Some(re), Some(im)) = (elem_type(v[0]), elem_type(v[1])) else {
        return Err(op_error(ctx, op, "requires attribute's elements to be float or integer attributes"));
    };
    let e = complex_elem(ctx, ctx.ir.value_type(ctx.ir.results(op)[0])).expect("checked complex");
    let is_i1 = matches!(ctx.type_data(e), TypeData::Integer { width: 1, signedness: Signedness::Signless });
    let matches = |t: Option<Type>| t.map_or(is_i1, |t| t == e);
    if !matches(re) || !matches(im) {
        let name = |t: Option<Type>| t.map_or("'i1'".to_string(), |t| q(ctx, t));
        return Err(op_error(
            ctx,
            op,
            format!(
                "requires attribute's element types ({}, {}) to match the element type of the op's return type ({})",
                name(re),
                name(im),
                q(ctx, e)
            ),
        ));
    }
    Ok(())
}

fn parse_bitcast(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let from = p.parse_colon_type()?;
    crate::arith::types::parse_kw(p, st, "to")?;
    let to = p.parse_type()?;
    p.resolve_operand(&v, from, &mut st.operands)?;
    st.result_types.push(to);
    Ok(())
}

fn print_bitcast(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let Some(&v) = ctx.ir.operands(op).first() else { return };
    p.write(" ");
    p.print_operand(v);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(v));
    p.write(" to ");
    if let Some(&r) = ctx.ir.results(op).first() {
        p.print_type(ctx.ir.value_type(r));
    }
}

fn verify_bitcast(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(1, 1))?;
    let mut from = ctx.ir.value_type(ctx.ir.operands(op)[0]);
    let mut to = ctx.ir.value_type(ctx.ir.results(op)[0]);
    if from == to {
        return Ok(());
    }
    let ok = |t| crate::arith::types::int_or_float_width(ctx, t).is_some() || complex_elem(ctx, t).is_some();
    if !ok(from) {
        return Err(op_error(ctx, op, "operand must be int/float/complex"));
    }
    if !ok(to) {
        return Err(op_error(ctx, op, "result must be int/float/complex"));
    }
    if complex_elem(ctx, from).is_some() == complex_elem(ctx, to).is_some() {
        return Err(op_error(ctx, op, "requires that either input or output has a complex type"));
    }
    if complex_elem(ctx, to).is_some() {
        std::mem::swap(&mut from, &mut to);
    }
    let complex_width =
        complex_elem(ctx, from).and_then(|e| crate::arith::types::int_or_float_width(ctx, e)).map(|w| 2 * w);
    if complex_width != crate::arith::types::int_or_float_width(ctx, to) {
        return Err(op_error(ctx, op, "casting bitwidths do not match"));
    }
    Ok(())
}

fn bitcast_patterns(name: &str, set: &mut RewritePatternSet) {
    if name == "complex.bitcast" {
        set.add_fn("MergeComplexBitcast", "complex.bitcast", merge_complex_bitcast);
        set.add_fn("MergeArithBitcast", "arith.bitcast", merge_arith_bitcast);
    }
}

/// Replaces `op` with `name(operand) : ty`.
fn replace_with_cast(rw: &mut PatternRewriter<'_>, op: OpId, name: &str, operand: ValueId, ty: Type) {
    let loc = rw.ctx.ir.op(op).loc;
    let mut st = OpState::new(rw.ctx.op_name(name), loc);
    st.operands.push(operand);
    st.result_types.push(ty);
    rw.set_insertion_point_before(op);
    let new = rw.build(|ctx, ip| crate::vector::builders::create_normalized(ctx, st, ip));
    let results = rw.ctx.ir.results(new).to_vec();
    rw.replace_op(op, &results);
}

/// 22's `MergeComplexBitcast`: a complex bitcast of a complex bitcast
/// casts the first source (with `arith.bitcast` when neither end is
/// complex); of an `arith.bitcast`, it casts that one's source.
fn merge_complex_bitcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let Some(&src) = ctx.ir.operands(op).first() else { return false };
    let ty = ctx.ir.value_type(ctx.ir.results(op)[0]);
    let Some(def) = ctx.ir.defining_op(src) else { return false };
    let inner = ctx.ir.operands(def).first().copied();
    match (ctx.op_name_str(ctx.ir.op(def).name), inner) {
        ("complex.bitcast", Some(x)) => {
            let complex = complex_elem(ctx, ty).is_some() || complex_elem(ctx, ctx.ir.value_type(x)).is_some();
            let name = if complex { "complex.bitcast" } else { "arith.bitcast" };
            replace_with_cast(rw, op, name, x, ty);
            true
        }
        ("arith.bitcast", Some(x)) => {
            replace_with_cast(rw, op, "complex.bitcast", x, ty);
            true
        }
        _ => false,
    }
}

/// 22's `MergeArithBitcast`: an `arith.bitcast` of a complex bitcast is a
/// complex bitcast of its source.
fn merge_arith_bitcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let Some(&src) = ctx.ir.operands(op).first() else { return false };
    let Some(def) = ctx.ir.defining_op(src) else { return false };
    if ctx.op_name_str(ctx.ir.op(def).name) != "complex.bitcast" {
        return false;
    }
    let Some(&x) = ctx.ir.operands(def).first() else { return false };
    let ty = ctx.ir.value_type(ctx.ir.results(op)[0]);
    replace_with_cast(rw, op, "complex.bitcast", x, ty);
    true
}

/// `powi`'s `fastmath` is an optional attribute (not materialized when
/// absent, unlike the other complex ops').
const POWI_PROPS: &[affine_ir::dialect::PropDecl] =
    &[affine_ir::dialect::PropDecl::new(FASTMATH, affine_ir::dialect::PropKind::Dialect("arith.fastmath"))];

fn parse_powi(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let z = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let n = p.parse_operand()?;
    // An optional attribute: set only when written.
    if p.at_keyword("fastmath") {
        parse_fastmath(p, st)?;
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    p.expect(Tok::Comma)?;
    let nt = p.parse_type()?;
    p.resolve_operand(&z, t, &mut st.operands)?;
    p.resolve_operand(&n, nt, &mut st.operands)?;
    st.result_types.push(t);
    Ok(())
}

fn print_powi(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let operands = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operands(&operands);
    if let Some(bits) = prop(ctx, op, FASTMATH).and_then(|a| fastmath_of_attr(ctx, a)) {
        p.write(&format!(" fastmath<{}>", fastmath_to_string(bits)));
    }
    p.print_optional_attr_dict(op, &[FASTMATH]);
    p.write(" : ");
    if let Some(&r) = ctx.ir.results(op).first() {
        p.print_type(ctx.ir.value_type(r));
    }
    p.write(", ");
    if let Some(&n) = operands.get(1) {
        p.print_type(ctx.ir.value_type(n));
    }
}

fn verify_powi(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(2, 1))?;
    check_operand(ctx, op, 0, FLOAT_COMPLEX, is_float_complex)?;
    check_operand(ctx, op, 1, "signless integer", |c, t| {
        matches!(c.type_data(t), TypeData::Integer { signedness: Signedness::Signless, .. })
    })?;
    check_result(ctx, op, 0, FLOAT_COMPLEX, is_float_complex)?;
    if ctx.ir.value_type(ctx.ir.operands(op)[0]) != ctx.ir.value_type(ctx.ir.results(op)[0]) {
        return Err(op_error(ctx, op, "failed to verify that all of {lhs, result} have same type"));
    }
    Ok(())
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

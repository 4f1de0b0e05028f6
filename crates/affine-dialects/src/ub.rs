//! The `ub` dialect: `ub.poison`, a constant-like op producing a poison
//! value of any type (`%0 = ub.poison : i32`). Its `value` property is a
//! poison attribute, `#ub.poison` by default (elided in the custom form).
//! And `ub.unreachable`, a terminator marking a point execution never
//! reaches (`ub.unreachable {attrs}`): no operands, no successors, and
//! unknown memory effects (it is not `Pure` in 22, so nothing before it is
//! dead because of it).

use crate::arith::types::{Shape, check_shape, prop, set_state_prop, state_prop};
use affine_ir::context::{AttrData, Context};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{DialectHooks, OpDef, OpShape, Registry, traits};
use affine_ir::ir::{OpId, OpState};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;

const DEFAULT_POISON: &str = "ub.poison";

/// Registers `ub.poison` and `ub.unreachable`.
pub fn register(reg: &mut Registry) {
    reg.add(OpDef {
        parse: Some(parse_unreachable),
        print: Some(print_unreachable),
        shape: Some(OpShape::fixed(0, 0)),
        traits: traits::TERMINATOR,
        ..OpDef::new("ub.unreachable")
    });
    reg.set_dialect_hooks("ub", DialectHooks { parse_attr: Some(parse_attr), ..DialectHooks::NONE });
    reg.add(OpDef {
        parse: Some(parse_poison),
        print: Some(print_poison),
        verify: Some(verify_poison),
        normalize: Some(normalize_poison),
        traits: traits::PURE | traits::CONSTANT_LIKE,
        inherent_attrs: &["value"],
        constant_value: Some(poison_value),
        ..OpDef::new("ub.poison")
    });
    reg.set_constant_materializer("ub", materialize_poison);
}

/// The poison attribute a `ub.poison` produces (its fold).
fn poison_value(ctx: &Context, op: OpId) -> Option<affine_ir::context::Attribute> {
    prop(ctx, op, "value")
}

/// The `ub` dialect's materializer: `ub.poison` for poison attributes.
fn materialize_poison(
    rw: &mut affine_ir::rewrite::PatternRewriter<'_>,
    value: affine_ir::context::Attribute,
    ty: affine_ir::context::Type,
    loc: affine_ir::context::Location,
) -> Option<OpId> {
    is_poison_attr(rw.ctx, value).then(|| crate::arith::fold::build_poison(rw, value, ty, loc))
}

/// `#ub.poison`, the dialect's only attribute.
fn parse_attr(p: &mut OpParser, _ty: Option<affine_ir::context::Type>) -> PResult<affine_ir::context::Attribute> {
    let (off, mnemonic) = crate::dialect_attrs::parse_mnemonic(p)?;
    if mnemonic != "poison" {
        return Err(crate::dialect_attrs::unknown_attr(p, off, &mnemonic, "ub"));
    }
    Ok(p.ctx.attr(AttrData::Opaque(DEFAULT_POISON.into())))
}

/// True if `op` is a `ub.poison`.
pub fn is_poison(ctx: &Context, op: OpId) -> bool {
    ctx.op_name_str(ctx.ir.op(op).name) == "ub.poison"
}

fn is_poison_attr(ctx: &Context, a: affine_ir::context::Attribute) -> bool {
    // Poison attributes of the `ub` dialect (and of other dialects implementing
    // the poison interface, kept as opaque `#dialect.poison...` text).
    matches!(ctx.attr_data(a), AttrData::Opaque(s) if s == DEFAULT_POISON || s.starts_with("ub.poison<"))
}

fn normalize_poison(ctx: &mut Context, st: &mut OpState) -> Result<(), String> {
    match state_prop(ctx, st, "value") {
        Some(a) if !is_poison_attr(ctx, a) => {
            let dict: Vec<String> = st
                .props
                .iter()
                .map(|na| format!("{} = {}", ctx.ident_str(na.name), ctx.attr_to_string(na.value)))
                .collect();
            Err(format!(
                "invalid properties {{{}}} for op ub.poison: Invalid attribute `value` in property conversion: {}",
                dict.join(", "),
                ctx.attr_to_string(a)
            ))
        }
        Some(_) => Ok(()),
        None => {
            let a = ctx.attr(AttrData::Opaque(DEFAULT_POISON.into()));
            set_state_prop(ctx, st, "value", a);
            Ok(())
        }
    }
}

fn parse_poison(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    if p.consume_if(Tok::Less) {
        let a = p.parse_attribute()?;
        set_state_prop(p.ctx, st, "value", a);
        p.expect(Tok::Greater)?;
    }
    let t = p.parse_colon_type()?;
    st.result_types.push(t);
    Ok(())
}

fn print_poison(p: &mut OpPrinter, op: OpId) {
    p.print_optional_attr_dict(op, &["value"]);
    if let Some(a) = prop(p.ctx, op, "value")
        && !matches!(p.ctx.attr_data(a), AttrData::Opaque(s) if s == DEFAULT_POISON)
    {
        p.write(" <");
        p.print_attribute(a);
        p.write(">");
    }
    p.write(" : ");
    if let Some(&r) = p.ctx.ir.results(op).first() {
        p.print_type(p.ctx.ir.value_type(r));
    }
}

/// `ub.unreachable attr-dict`.
fn parse_unreachable(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)
}

fn print_unreachable(p: &mut OpPrinter, op: OpId) {
    p.print_optional_attr_dict(op, &[]);
}

fn verify_poison(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(0, 1))
}

/// `%p = ub.poison : ty` at `ip` (the default `#ub.poison` value).
pub fn build_poison(
    ctx: &mut Context,
    ty: affine_ir::context::Type,
    loc: affine_ir::context::Location,
    ip: affine_ir::ir::InsertPoint,
) -> OpId {
    let name = ctx.op_name("ub.poison");
    let mut st = OpState::new(name, loc);
    st.result_types.push(ty);
    crate::vector::builders::create_normalized(ctx, st, ip)
}

#[cfg(test)]
mod tests {
    use crate::arith::types::testing::{error, roundtrip, roundtrip_generic};

    #[test]
    fn poison_roundtrip() {
        let src = "func.func @f() -> i32 {\n %0 = ub.poison : i32\n return %0 : i32\n}";
        assert!(roundtrip(src).contains("%0 = ub.poison : i32"));
        assert!(roundtrip_generic(src).contains("\"ub.poison\"() <{value = #ub.poison}> : () -> i32"));
        assert!(
            error("func.func @f() {\n %0 = \"ub.poison\"() <{value = 1 : i32}> : () -> i32\n return\n}")
                .contains("invalid properties {value = 1 : i32} for op ub.poison")
        );
    }
}

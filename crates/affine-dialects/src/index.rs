//! The `index` dialect's ops on `index` values, with MLIR 22's custom
//! forms and ODS checks: the binary ops (`%c = index.add %a, %b`),
//! `index.constant 42`, `index.bool.constant true`, the casts
//! (`index.casts %x : i32 to index`) and `index.sizeof`. Registering the
//! dialect also makes an unknown `index.*` op "custom op '...' is unknown",
//! as in mlir-opt, instead of an unregistered dialect. No folds:
//! `-canonicalize` leaves these ops as they are.

use crate::arith::types::{Shape, check_operand, check_result, check_shape, custom_error, op_error, parse_kw, prop, q};
use affine_ir::context::{AttrData, Context, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{OpDef, PropDecl, PropKind, Registry, traits};
use affine_ir::ir::{OpId, OpState};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;

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

/// `index.constant`'s `value` (an `IntegerAttr` in property conversion).
const CONSTANT_PROPS: &[PropDecl] = &[PropDecl::new("value", PropKind::Integer)];
/// `index.bool.constant`'s `value` (a `BoolAttr`).
const BOOL_CONSTANT_PROPS: &[PropDecl] = &[PropDecl::new("value", PropKind::Bool)];

/// Registers the `index` dialect's ops.
pub fn register(reg: &mut Registry) {
    reg.add_dialect("index");
    for &name in BINARY {
        reg.add(OpDef {
            parse: Some(parse_binary),
            print: Some(print_binary),
            verify: Some(verify_binary),
            traits: traits::PURE,
            ..OpDef::new(name)
        });
    }
    for name in ["index.casts", "index.castu"] {
        reg.add(OpDef {
            parse: Some(parse_cast),
            print: Some(print_cast),
            verify: Some(verify_cast),
            traits: traits::PURE | traits::CAST,
            ..OpDef::new(name)
        });
    }
    reg.add(OpDef {
        parse: Some(parse_constant),
        print: Some(print_constant),
        verify: Some(verify_constant),
        result_names: Some(constant_names),
        traits: traits::PURE | traits::CONSTANT_LIKE,
        props: CONSTANT_PROPS,
        ..OpDef::new("index.constant")
    });
    reg.add(OpDef {
        parse: Some(parse_bool_constant),
        print: Some(print_constant),
        verify: Some(verify_bool_constant),
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

/// `$input attr-dict : type($input) to type($output)`.
fn parse_cast(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let input = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let from = p.parse_colon_type()?;
    parse_kw(p, st, "to")?;
    let to = p.parse_type()?;
    p.resolve_operand(&input, from, &mut st.operands)?;
    st.result_types.push(to);
    Ok(())
}

fn print_cast(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let v = ctx.ir.operands(op)[0];
    p.write(" ");
    p.print_operand(v);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(v));
    p.write(" to ");
    p.print_type(ctx.ir.value_type(ctx.ir.results(op)[0]));
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
    fn index_errors() {
        let e = error("func.func @f(%a: i32) {\n %0 = index.casts %a : i32 to i64\n return\n}");
        assert!(e.contains("'index.casts' op operand type 'i32' and result type 'i64' are cast incompatible"), "{e}");
        let e = error("func.func @f() {\n %0 = index.constant 1.5\n return\n}");
        assert!(e.contains("t.mlir:3:2: error: floating point value not valid for specified type"), "{e}");
        let e = error("func.func @f() {\n %0 = index.nope\n return\n}");
        assert!(e.contains("custom op 'index.nope' is unknown"), "{e}");
    }
}

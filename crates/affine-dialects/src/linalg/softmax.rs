//! `linalg.softmax` (MLIR's `Linalg_SoftmaxOp`): a destination-style op
//! on shaped operands, not a structured op (so
//! `-convert-linalg-to-affine-loops` leaves it, as 22 does), with its
//! declarative syntax
//!
//! ```text
//! linalg.softmax attr-dict dimension(1) ins(%in : T) outs(%out : U) (-> R, ...)?
//! ```
//!
//! the ODS invariants, its verifier, the destination-style interface checks
//! (in mlir-opt 22's order) and its memory effects (reads a memref input,
//! reads and writes a memref output; none on tensors).

use crate::arith::types::{check_operand, check_result, custom_error, op_error, parse_kw, prop, q, set_state_prop};
use affine_ir::context::{Context, DYNAMIC, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{EffectKind, MemEffect, OpDef, OpShape, PropDecl, PropKind, Registry};
use affine_ir::ir::{OpId, OpState};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;

/// `linalg.softmax`.
pub const SOFTMAX: &str = "linalg.softmax";
const DIMENSION: &str = "dimension";

const PROPS: &[PropDecl] =
    &[PropDecl::req(DIMENSION, PropKind::Integer).desc("64-bit signless integer attribute").check(is_i64_attr)];

/// `I64Attr`: an integer attribute of type `i64`.
fn is_i64_attr(ctx: &Context, a: affine_ir::context::Attribute) -> bool {
    match ctx.attr_data(a) {
        affine_ir::context::AttrData::Integer { ty, .. } => {
            matches!(
                ctx.type_data(*ty),
                TypeData::Integer { width: 64, signedness: affine_ir::context::Signedness::Signless }
            )
        }
        _ => false,
    }
}

/// Registers `linalg.softmax`.
pub(super) fn register(reg: &mut Registry) {
    reg.add(OpDef {
        parse: Some(parse),
        print: Some(print),
        shape: Some(OpShape::fixed(2, 0).with_results(affine_ir::dialect::Arity::Any)),
        verify: Some(verify),
        effects: Some(effects),
        inherent_attrs: &[DIMENSION],
        props: PROPS,
        ..OpDef::new(SOFTMAX)
    });
}

fn is_shaped(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::RankedTensor { .. }
            | TypeData::UnrankedTensor { .. }
            | TypeData::MemRef { .. }
            | TypeData::UnrankedMemRef { .. }
            | TypeData::Vector { .. }
    )
}

/// `ins(%v : T)` / `outs(%v : T)` with `T` a shaped type (MLIR's
/// `parseType<ShapedType>`: the base class has no name in the error).
fn parse_group(p: &mut OpParser, st: &mut OpState, kw: &str) -> PResult<()> {
    parse_kw(p, st, kw)?;
    p.expect(Tok::LParen)?;
    let v = p.parse_operand()?;
    p.expect(Tok::Colon)?;
    let at = p.offset();
    let t = p.parse_type()?;
    if !is_shaped(p.ctx, t) {
        return Err(custom_error(p, st, at, "invalid kind of type specified"));
    }
    p.expect(Tok::RParen)?;
    p.resolve_operand(&v, t, &mut st.operands)
}

fn parse(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    parse_kw(p, st, DIMENSION)?;
    p.expect(Tok::LParen)?;
    let i64_ty = p.ctx.int_type(64);
    let dim = p.parse_attribute_typed(Some(i64_ty))?;
    p.expect(Tok::RParen)?;
    // A `dimension` written in the attribute dictionary wins (MLIR sets the
    // properties from the dictionary after the format's own elements).
    if !st.attrs.iter().any(|na| p.ctx.ident_str(na.name) == DIMENSION) {
        set_state_prop(p.ctx, st, DIMENSION, dim);
    }
    parse_group(p, st, "ins")?;
    parse_group(p, st, "outs")?;
    if p.consume_if(Tok::Arrow) {
        loop {
            let t = p.parse_type()?;
            st.result_types.push(t);
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
    }
    Ok(())
}

fn print(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.print_optional_attr_dict(op, &[DIMENSION]);
    let dim = prop(ctx, op, DIMENSION).and_then(|a| ctx.attr_int(a)).unwrap_or(0);
    p.write(&format!(" dimension({dim})"));
    let operands = ctx.ir.operands(op).to_vec();
    for (kw, v) in [("ins", operands[0]), ("outs", operands[1])] {
        p.write(&format!(" {kw}("));
        p.print_operand(v);
        p.write(" : ");
        p.print_type(ctx.ir.value_type(v));
        p.write(")");
    }
    let tys: Vec<Type> = ctx.ir.results(op).iter().map(|&r| ctx.ir.value_type(r)).collect();
    if !tys.is_empty() {
        p.write(" -> ");
        p.print_types(&tys);
    }
}

fn shape(ctx: &Context, t: Type) -> Vec<i64> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, .. } | TypeData::MemRef { shape, .. } | TypeData::Vector { shape, .. } => {
            shape.clone()
        }
        _ => Vec::new(),
    }
}

/// The ODS invariants, `SoftmaxOp::verify`, then the destination-style
/// interface checks (mlir-opt 22 runs them after the op's verifier).
fn verify(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if prop(ctx, op, DIMENSION).is_some_and(|a| !is_i64_attr(ctx, a)) {
        return Err(op_error(
            ctx,
            op,
            "attribute 'dimension' failed to satisfy constraint: 64-bit signless integer attribute",
        ));
    }
    let desc = "shaped of any type values";
    check_operand(ctx, op, 0, desc, is_shaped)?;
    check_operand(ctx, op, 1, desc, is_shaped)?;
    for i in 0..ctx.ir.results(op).len() {
        check_result(ctx, op, i, "variadic of ranked tensor of any type values", |c, t| {
            matches!(c.type_data(t), TypeData::RankedTensor { .. })
        })?;
    }
    let input = ctx.ir.value_type(ctx.ir.operands(op)[0]);
    let output = ctx.ir.value_type(ctx.ir.operands(op)[1]);
    if ctx.element_type(input) != ctx.element_type(output) {
        return Err(op_error(ctx, op, "failed to verify that input and output have same element type"));
    }
    let (in_shape, out_shape) = (shape(ctx, input), shape(ctx, output));
    let compatible = in_shape.len() == out_shape.len()
        && in_shape.iter().zip(&out_shape).all(|(&a, &b)| a == DYNAMIC || b == DYNAMIC || a == b);
    if !compatible {
        return Err(op_error(ctx, op, "incompatible output shape"));
    }
    let dim = prop(ctx, op, DIMENSION).and_then(|a| ctx.attr_int(a)).unwrap_or(-1);
    if dim < 0 || dim >= in_shape.len() as i128 {
        return Err(op_error(ctx, op, "incorrect dimension specified"));
    }
    // `verifyDestinationStyleOpInterface`.
    let is_tensor =
        |t: Type| matches!(ctx.type_data(t), TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. });
    let is_memref = matches!(ctx.type_data(output), TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. });
    if !is_tensor(output) && !is_memref {
        return Err(op_error(ctx, op, "expected that operand #1 is a tensor or a memref"));
    }
    let n_tensor_results = ctx.ir.results(op).iter().filter(|&&r| is_tensor(ctx.ir.value_type(r))).count();
    let n_tensor_outs = usize::from(is_tensor(output));
    if n_tensor_results != n_tensor_outs {
        let msg = format!(
            "expected the number of tensor results ({n_tensor_results}) to be equal to the number of output tensors ({n_tensor_outs})"
        );
        return Err(op_error(ctx, op, msg));
    }
    if n_tensor_outs == 1 {
        let r = ctx.ir.value_type(ctx.ir.result(op, 0));
        if r != output {
            let msg = format!(
                "expected type of operand #1 ({}) to match type of corresponding result ({})",
                q(ctx, output),
                q(ctx, r)
            );
            return Err(op_error(ctx, op, msg));
        }
    }
    Ok(())
}

/// MLIR's `SoftmaxOp::getEffects`: a memref input is read, a memref output
/// read and written.
fn effects(ctx: &Context, op: OpId, out: &mut Vec<MemEffect>) {
    let operands = ctx.ir.operands(op);
    let is_memref = |i: usize| {
        operands.get(i).is_some_and(|&v| matches!(ctx.type_data(ctx.ir.value_type(v)), TypeData::MemRef { .. }))
    };
    if is_memref(0) {
        out.push(MemEffect { kind: EffectKind::Read, value: Some(operands[0]) });
    }
    if is_memref(1) {
        out.push(MemEffect { kind: EffectKind::Read, value: Some(operands[1]) });
        out.push(MemEffect { kind: EffectKind::Write, value: Some(operands[1]) });
    }
}

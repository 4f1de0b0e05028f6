//! `llvm.inline_asm`, as frontends emit it for `asm` statements:
//!
//! ```text
//! %0 = llvm.inline_asm has_side_effects is_align_stack tail_call_kind = <tail>
//!        asm_dialect = intel operand_attrs = [{elementtype = i32}] {attrs}
//!        "asm string", "constraints" %a, %b : (i32, i32) -> i32
//! ```
//!
//! with `mlir-opt` 22's syntax, verifier and memory effects: an asm
//! statement with side effects reads and writes unknown memory, one
//! without has no memory effect at all (so CSE merges and DCE drops it, as
//! in MLIR).

use super::attrs::TAIL_CALL_KIND;
use crate::arith::types::{custom_error, op_error, prop, q, resolve_counted, set_state_prop};
use affine_ir::context::{AttrData, Attribute, Context, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{Arity, EffectKind, MemEffect, OpDef, OpShape, PropDecl, PropKind, Registry};
use affine_ir::ir::{OpId, OpState};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;

const NAME: &str = "llvm.inline_asm";

/// `asm_dialect`'s cases (`AsmATTOrIntel`, an `I64EnumAttr`).
const DIALECTS: [&str; 2] = ["att", "intel"];

/// `#llvm.tailcallkind<none>`.
fn tail_call_default(ctx: &mut Context) -> Attribute {
    TAIL_CALL_KIND.attr(ctx, 0)
}

const PROPS: &[PropDecl] = &[
    PropDecl::new("asm_dialect", PropKind::IntEnum { width: 64, cases: 2 }).desc("ATT (0) or Intel (1) asm dialect"),
    PropDecl::req("asm_string", PropKind::String).desc("string attribute"),
    PropDecl::req("constraints", PropKind::String).desc("string attribute"),
    PropDecl::new("has_side_effects", PropKind::Unit).desc("unit attribute"),
    PropDecl::new("is_align_stack", PropKind::Unit).desc("unit attribute"),
    PropDecl::new("operand_attrs", PropKind::Array).desc("array attribute"),
    PropDecl::with_default("tail_call_kind", PropKind::Dialect("llvm.tailcallkind"), tail_call_default),
];

/// Registers `llvm.inline_asm`.
pub(super) fn register(reg: &mut Registry) {
    reg.add(OpDef {
        parse: Some(parse),
        print: Some(print),
        // `Variadic<LLVM_Type>` operands, an `Optional<LLVM_Type>` result.
        shape: Some(OpShape::variadic(0, 0).with_results(Arity::Any)),
        verify_invariants: Some(verify_invariants),
        verify: Some(verify),
        normalize: Some(set_default),
        effects: Some(effects),
        props: PROPS,
        ..OpDef::new(NAME)
    });
}

fn set_default(ctx: &mut Context, st: &mut OpState) -> Result<(), String> {
    super::drop_unconvertible_props(ctx, st);
    if crate::arith::types::state_prop(ctx, st, "tail_call_kind").is_none() {
        let a = tail_call_default(ctx);
        set_state_prop(ctx, st, "tail_call_kind", a);
    }
    Ok(())
}

/// MLIR's `InlineAsmOp::getEffects`: reads and writes of unknown memory
/// when the statement has side effects, nothing otherwise.
fn effects(ctx: &Context, op: OpId, out: &mut Vec<MemEffect>) {
    if prop(ctx, op, "has_side_effects").is_some() {
        out.push(MemEffect { kind: EffectKind::Write, value: None });
        out.push(MemEffect { kind: EffectKind::Read, value: None });
    }
}

/// LLVM dialect-compatible types, with MLIR's LLVM float types only.
fn is_llvm_type(ctx: &Context, t: Type) -> bool {
    use affine_ir::context::FloatKind as K;
    match ctx.type_data(t) {
        TypeData::Float(k) => matches!(k, K::BF16 | K::F16 | K::F32 | K::F64 | K::F80 | K::F128),
        _ => super::types::is_compatible_type(ctx, t),
    }
}

/// The generated `verifyInvariantsImpl`: required properties, property
/// constraints, the operands (`Variadic<LLVM_Type>`), the result group
/// (`Optional<LLVM_Type>`).
fn verify_invariants(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    super::verify_required_props(ctx, op)?;
    super::verify_prop_constraints(ctx, op)?;
    for (i, &v) in ctx.ir.operands(op).iter().enumerate() {
        let t = ctx.ir.value_type(v);
        if !is_llvm_type(ctx, t) {
            let msg = format!("operand #{i} must be variadic of LLVM dialect-compatible type, but got {}", q(ctx, t));
            return Err(op_error(ctx, op, msg));
        }
    }
    let results = ctx.ir.results(op);
    if results.len() > 1 {
        let msg = format!("result group starting at #0 requires 0 or 1 element, but found {}", results.len());
        return Err(op_error(ctx, op, msg));
    }
    if let Some(&r) = results.first() {
        let t = ctx.ir.value_type(r);
        if !is_llvm_type(ctx, t) {
            return Err(op_error(
                ctx,
                op,
                format!("result #0 must be LLVM dialect-compatible type, but got {}", q(ctx, t)),
            ));
        }
    }
    Ok(())
}

/// MLIR's `InlineAsmOp::verify`: `musttail` is not allowed.
fn verify(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if prop(ctx, op, "tail_call_kind").is_some_and(|a| *ctx.attr_data(a) == AttrData::Opaque(TAIL_CALL_KIND.text(2))) {
        return Err(op_error(ctx, op, "tail call kind 'musttail' is not supported by this operation"));
    }
    Ok(())
}

/// Prefixes "custom op 'llvm.inline_asm'" to an attribute parser's own
/// errors (not to the core parser's token expectations).
fn in_op(mut d: Diagnostic) -> Diagnostic {
    fn prefix(d: &mut Diagnostic) {
        if !d.message.starts_with("expected '") {
            d.message = format!("custom op '{NAME}' {}", d.message);
        }
        for n in &mut d.notes {
            prefix(n);
        }
    }
    prefix(&mut d);
    d
}

/// A string attribute where the format has a `StrAttr`.
fn parse_string_attr(p: &mut OpParser, st: &OpState) -> PResult<Attribute> {
    // A string is read alone: with the type given, no `: type` follows it.
    if p.at(Tok::String) {
        let s = p.parse_string()?;
        return Ok(p.ctx.string_attr(&s));
    }
    let at = p.offset();
    let none = p.ctx.none_type();
    let a = p.parse_attribute_typed(Some(none))?;
    if matches!(p.ctx.attr_data(a), AttrData::String { .. }) {
        return Ok(a);
    }
    Err(custom_error(p, st, at, "invalid kind of attribute specified"))
}

fn parse(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    if p.parse_optional_keyword("has_side_effects") {
        let u = p.ctx.unit_attr();
        set_state_prop(p.ctx, st, "has_side_effects", u);
    }
    if p.parse_optional_keyword("is_align_stack") {
        let u = p.ctx.unit_attr();
        set_state_prop(p.ctx, st, "is_align_stack", u);
    }
    if p.parse_optional_keyword("tail_call_kind") {
        p.expect(Tok::Equal)?;
        let a = TAIL_CALL_KIND.parse_body(p).map_err(in_op)?;
        set_state_prop(p.ctx, st, "tail_call_kind", a);
    }
    if p.parse_optional_keyword("asm_dialect") {
        p.expect(Tok::Equal)?;
        let at = p.offset();
        let word = crate::dialect_attrs::parse_keyword_or_string(p);
        let Some(v) = word.as_deref().and_then(|w| DIALECTS.iter().position(|d| *d == w)) else {
            let msg = format!(
                "expected string or keyword containing one of the following enum values for attribute 'asm_dialect' [{}]",
                DIALECTS.join(", ")
            );
            return Err(custom_error(p, st, at, msg));
        };
        let i64t = p.ctx.int_type(64);
        let a = p.ctx.int_attr(i64t, v as i128);
        set_state_prop(p.ctx, st, "asm_dialect", a);
    }
    if p.parse_optional_keyword("operand_attrs") {
        p.expect(Tok::Equal)?;
        let at = p.offset();
        let none = p.ctx.none_type();
        let a = p.parse_attribute_typed(Some(none))?;
        if !matches!(p.ctx.attr_data(a), AttrData::Array(_)) {
            return Err(custom_error(p, st, at, "invalid kind of attribute specified"));
        }
        set_state_prop(p.ctx, st, "operand_attrs", a);
    }
    let dict = super::parse_format_dict(p, st)?;
    let asm = parse_string_attr(p, st)?;
    set_state_prop(p.ctx, st, "asm_string", asm);
    p.expect(Tok::Comma)?;
    let constraints = parse_string_attr(p, st)?;
    set_state_prop(p.ctx, st, "constraints", constraints);
    let operands = p.parse_operand_list()?;
    p.expect(Tok::Colon)?;
    let at = p.offset();
    let t = p.parse_type()?;
    let TypeData::Function { inputs, results } = p.ctx.type_data(t).clone() else {
        return Err(crate::arith::types::type_kind_error(p, st, at, "builtin.function", t));
    };
    resolve_counted(p, st, &operands, &inputs)?;
    st.result_types = results;
    super::finish_dict(p, st, dict)
}

fn print(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    if prop(ctx, op, "has_side_effects").is_some() {
        p.write(" has_side_effects");
    }
    if prop(ctx, op, "is_align_stack").is_some() {
        p.write(" is_align_stack");
    }
    if let Some(a) = prop(ctx, op, "tail_call_kind")
        && let AttrData::Opaque(text) = ctx.attr_data(a)
        && *text != TAIL_CALL_KIND.text(0)
        && let Some(body) = text.strip_prefix(TAIL_CALL_KIND.name)
    {
        p.write(" tail_call_kind = ");
        p.write(body);
    }
    if let Some(a) = prop(ctx, op, "asm_dialect") {
        let v = ctx.attr_int(a).and_then(|v| usize::try_from(v).ok());
        if let Some(d) = v.and_then(|v| DIALECTS.get(v)) {
            p.write(" asm_dialect = ");
            p.write(d);
        }
    }
    if let Some(a) = prop(ctx, op, "operand_attrs") {
        p.write(" operand_attrs = ");
        p.print_attribute(a);
    }
    p.print_optional_attr_dict(
        op,
        &[
            "asm_string",
            "constraints",
            "has_side_effects",
            "is_align_stack",
            "tail_call_kind",
            "asm_dialect",
            "operand_attrs",
        ],
    );
    for (i, name) in ["asm_string", "constraints"].into_iter().enumerate() {
        p.write(if i == 0 { " " } else { ", " });
        if let Some(a) = prop(ctx, op, name) {
            p.print_attribute(a);
        }
    }
    // The format's space before `operands` is printed even when there are
    // none (`"nop", ""  : () -> ()`).
    p.write(" ");
    let operands = ctx.ir.operands(op).to_vec();
    let results = ctx.ir.results(op).to_vec();
    p.print_operands(&operands);
    p.write(" : ");
    p.print_functional_type(&operands, &results);
}

#[cfg(test)]
mod tests {
    use crate::arith::types::testing::{error, roundtrip, roundtrip_generic};

    #[test]
    fn custom_form_roundtrips() {
        let src = "func.func @f(%a: i32) -> i32 {\n %0 = llvm.inline_asm has_side_effects tail_call_kind = <tail> asm_dialect = intel \"foo $0\", \"=r,r\" %a : (i32) -> i32\n llvm.inline_asm \"nop\", \"\" : () -> ()\n return %0 : i32\n}";
        let out = roundtrip(src);
        assert!(
            out.contains("llvm.inline_asm has_side_effects tail_call_kind = <tail> asm_dialect = intel \"foo $0\", \"=r,r\" %arg0 : (i32) -> i32"),
            "{out}"
        );
        assert!(out.contains("llvm.inline_asm \"nop\", \"\"  : () -> ()"), "{out}");
        let g = roundtrip_generic(src);
        assert!(
            g.contains("<{asm_string = \"nop\", constraints = \"\", tail_call_kind = #llvm.tailcallkind<none>}>"),
            "{g}"
        );
    }

    #[test]
    fn verifier() {
        let e = error("func.func @f() {\n %0 = \"llvm.inline_asm\"() <{asm_string = \"x\"}> : () -> i32\n return\n}");
        assert!(e.contains("requires attribute 'constraints'"), "{e}");
        let e = error(
            "func.func @f() {\n %0 = llvm.inline_asm tail_call_kind = <musttail> \"x\", \"=r\" : () -> i32\n return\n}",
        );
        assert!(e.contains("tail call kind 'musttail' is not supported by this operation"), "{e}");
    }
}

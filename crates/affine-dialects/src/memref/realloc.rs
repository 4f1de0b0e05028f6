//! `memref.realloc`: a new 1-D buffer holding the source's elements (as
//! many as fit), the source freed, as `mlir-opt` 22 parses, prints and
//! verifies it:
//!
//! ```text
//! %1 = memref.realloc %0 : memref<4xf32> to memref<8xf32>
//! %2 = memref.realloc %0(%n) {alignment = 8 : i64} : memref<4xf32> to memref<?xf32>
//! ```
//!
//! Effects: frees the source, allocates the result. Canonicalization:
//! 22's `SimplifyDeadAlloc` (a result only deallocated or stored into is
//! erased with those users).

use super::*;

const REALLOC_PROPS: &[PropDecl] = &[PropDecl::new("alignment", PropKind::Integer).desc(ALIGN_DESC)];

/// Registers `memref.realloc`.
pub(super) fn register(reg: &mut Registry) {
    reg.add(OpDef {
        parse: Some(parse_realloc),
        print: Some(print_realloc),
        verify: Some(verify_realloc),
        effects: Some(realloc_effects),
        canonicalize: Some(canonicalize::patterns),
        props: REALLOC_PROPS,
        inherent_attrs: &["alignment"],
        ..OpDef::new("memref.realloc")
    });
}

fn parse_realloc(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    let mut size = None;
    if p.consume_if(Tok::LParen) {
        size = Some(p.parse_operand()?);
        p.expect(Tok::RParen)?;
    }
    parse_attr_dict_alignment_checked(p, st)?;
    let t = parse_colon_memref_type(p, st)?;
    crate::arith::types::parse_kw(p, st, "to")?;
    let r = p.parse_type()?;
    p.resolve_operand(&src, t, &mut st.operands)?;
    if let Some(s) = size {
        let it = p.ctx.index_type();
        p.resolve_operand(&s, it, &mut st.operands)?;
    }
    st.result_types.push(r);
    Ok(())
}

fn print_realloc(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operand(ops[0]);
    if let Some(&s) = ops.get(1) {
        p.write("(");
        p.print_operand(s);
        p.write(")");
    }
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
    p.write(" to ");
    if let Some(&r) = ctx.ir.results(op).first() {
        p.print_type(ctx.ir.value_type(r));
    }
}

/// `MemRefRankOf<[AnyType], [1]>`.
fn is_1d_memref(ctx: &Context, t: Type) -> bool {
    memref_parts(ctx, t).is_some_and(|p| p.0.len() == 1)
}

fn verify_realloc(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_alignment(ctx, op)?;
    check_shape(ctx, op, &Shape::variadic(1, 1))?;
    let n = ctx.ir.operands(op).len();
    if n > 2 {
        return Err(op_error(
            ctx,
            op,
            format!("operand group starting at #1 requires 0 or 1 element, but found {}", n - 1),
        ));
    }
    check_operand(ctx, op, 0, "1D memref of any type values", is_1d_memref)?;
    if n == 2 {
        check_operand(ctx, op, 1, "index", is_index)?;
    }
    check_result(ctx, op, 0, "1D memref of any type values", is_1d_memref)?;
    let src = ctx.ir.value_type(ctx.ir.operands(op)[0]);
    let res = ctx.ir.value_type(ctx.ir.results(op)[0]);
    let (_, src_elem, _, src_space) = memref_parts(ctx, src).expect("checked memref");
    let (res_shape, res_elem, _, res_space) = memref_parts(ctx, res).expect("checked memref");
    let (s, r) = (q(ctx, src), q(ctx, res));
    if !views::has_identity_layout(ctx, src) {
        return Err(plain_error(ctx, op, format!("unsupported layout for source memref type {s}")));
    }
    if !views::has_identity_layout(ctx, res) {
        return Err(plain_error(ctx, op, format!("unsupported layout for result memref type {r}")));
    }
    if src_space != res_space {
        return Err(plain_error(
            ctx,
            op,
            format!("different memory spaces specified for source memref type {s} and result memref type {r}"),
        ));
    }
    if src_elem != res_elem {
        return Err(plain_error(
            ctx,
            op,
            format!("different element types specified for source memref type {s} and result memref type {r}"),
        ));
    }
    let dynamic = res_shape.contains(&DYNAMIC);
    if dynamic && n == 1 {
        return Err(plain_error(ctx, op, format!("missing dimension operand for result type {r}")));
    }
    if !dynamic && n == 2 {
        return Err(plain_error(ctx, op, format!("unnecessary dimension operand for result type {r}")));
    }
    Ok(())
}

fn realloc_effects(ctx: &Context, op: OpId, out: &mut Vec<MemEffect>) {
    if let Some(&m) = ctx.ir.operands(op).first() {
        out.push(MemEffect { kind: EffectKind::Free, value: Some(m) });
    }
    if let Some(&r) = ctx.ir.results(op).first() {
        out.push(MemEffect { kind: EffectKind::Allocate, value: Some(r) });
    }
}

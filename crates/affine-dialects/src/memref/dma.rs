//! `memref.dma_start` and `memref.dma_wait` (what `-lower-affine` turns
//! `affine.dma_start` / `affine.dma_wait` into), parsed, printed and
//! verified as `mlir-opt` 22 does.
//!
//! ```text
//! memref.dma_start %src[%i], %dst[%j], %num, %tag[%k] [, %stride, %per_stride]
//!     : memref<..>, memref<.., 1>, memref<1xi32>
//! memref.dma_wait %tag[%k], %num : memref<1xi32>
//! ```
//!
//! Operands: source memref and indices, destination memref and indices,
//! number of elements, tag memref and indices, then optionally the stride
//! and the number of elements per stride (the split follows the ranks of
//! the memref types). Neither op declares memory effects (as upstream), so
//! passes treat them as touching any memory.

use affine_ir::context::{Context, Type};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{OpDef, Registry};
use affine_ir::ir::{OpId, OpState, ValueId};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;

use super::memref_rank;
use crate::arith::types::{is_index, name_error, op_error};

/// Registers the two ops.
pub fn register(reg: &mut Registry) {
    reg.add(OpDef {
        parse: Some(parse_dma_start),
        print: Some(print_dma_start),
        verify: Some(verify_dma_start),
        ..OpDef::new("memref.dma_start")
    });
    reg.add(OpDef {
        parse: Some(parse_dma_wait),
        print: Some(print_dma_wait),
        verify: Some(verify_dma_wait),
        ..OpDef::new("memref.dma_wait")
    });
}

/// The operand groups of a `memref.dma_start` (positions in its operand list).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DmaStartParts {
    /// Source memref.
    pub src: usize,
    /// Destination memref.
    pub dst: usize,
    /// Number of elements.
    pub num_elements: usize,
    /// Tag memref.
    pub tag: usize,
    /// Stride and elements per stride, if present.
    pub stride: Option<usize>,
}

/// Splits the operands of a `memref.dma_start` by the ranks of its memrefs
/// (`None` if they do not add up).
pub fn dma_start_parts(ctx: &Context, op: OpId) -> Option<DmaStartParts> {
    let ops = ctx.ir.operands(op);
    let rank = |i: usize| ops.get(i).and_then(|&v| memref_rank(ctx, ctx.ir.value_type(v)));
    let src = 0;
    let dst = src + 1 + rank(src)?;
    let num_elements = dst + 1 + rank(dst)?;
    let tag = num_elements + 1;
    let end = tag + 1 + rank(tag)?;
    let stride = match ops.len() - end {
        0 => None,
        2 => Some(end),
        _ => return None,
    };
    Some(DmaStartParts { src, dst, num_elements, tag, stride })
}

fn parse_dma_start(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    let src_idx = p.parse_delimited_operand_list(Tok::LSquare, Tok::RSquare)?;
    p.expect(Tok::Comma)?;
    let dst = p.parse_operand()?;
    let dst_idx = p.parse_delimited_operand_list(Tok::LSquare, Tok::RSquare)?;
    p.expect(Tok::Comma)?;
    let num = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let tag = p.parse_operand()?;
    let tag_idx = p.parse_delimited_operand_list(Tok::LSquare, Tok::RSquare)?;
    let mut stride = Vec::new();
    if p.consume_if(Tok::Comma) {
        stride = p.parse_operand_list()?;
    }
    if !stride.is_empty() && stride.len() != 2 {
        return Err(name_error(p, st, "expected two stride related operands"));
    }
    let types = p.parse_colon_type_list()?;
    if types.len() != 3 {
        return Err(name_error(p, st, "fewer/more types expected"));
    }
    let it = p.ctx.index_type();
    let resolve_indices = |p: &mut OpParser, us: &[_], out: &mut Vec<ValueId>| -> PResult<()> {
        for u in us {
            p.resolve_operand(u, it, out)?;
        }
        Ok(())
    };
    p.resolve_operand(&src, types[0], &mut st.operands)?;
    resolve_indices(p, &src_idx, &mut st.operands)?;
    p.resolve_operand(&dst, types[1], &mut st.operands)?;
    resolve_indices(p, &dst_idx, &mut st.operands)?;
    p.resolve_operand(&num, it, &mut st.operands)?;
    p.resolve_operand(&tag, types[2], &mut st.operands)?;
    resolve_indices(p, &tag_idx, &mut st.operands)?;
    resolve_indices(p, &stride, &mut st.operands)?;
    Ok(())
}

fn print_indexed(p: &mut OpPrinter, ops: &[ValueId], at: usize, rank: usize) {
    p.print_operand(ops[at]);
    p.write("[");
    p.print_operands(&ops[at + 1..at + 1 + rank]);
    p.write("]");
}

fn print_dma_start(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op);
    let Some(parts) = dma_start_parts(ctx, op) else { return };
    let ty = |i: usize| ctx.ir.value_type(ops[i]);
    let rank = |i: usize| memref_rank(ctx, ty(i)).unwrap_or(0);
    p.write(" ");
    print_indexed(p, ops, parts.src, rank(parts.src));
    p.write(", ");
    print_indexed(p, ops, parts.dst, rank(parts.dst));
    p.write(", ");
    p.print_operand(ops[parts.num_elements]);
    p.write(", ");
    print_indexed(p, ops, parts.tag, rank(parts.tag));
    if let Some(s) = parts.stride {
        p.write(", ");
        p.print_operands(&ops[s..s + 2]);
    }
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    let tys: Vec<Type> = [parts.src, parts.dst, parts.tag].iter().map(|&i| ty(i)).collect();
    p.print_types(&tys);
}

fn verify_dma_start(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let ops = ctx.ir.operands(op);
    let n = ops.len();
    if n < 4 {
        return Err(op_error(ctx, op, "expected at least 4 operands"));
    }
    let ty = |i: usize| ctx.ir.value_type(ops[i]);
    let all_index = |r: std::ops::Range<usize>| ops[r].iter().all(|&v| is_index(ctx, ctx.ir.value_type(v)));
    let Some(src_rank) = memref_rank(ctx, ty(0)) else {
        return Err(op_error(ctx, op, "expected source to be of memref type"));
    };
    if n < src_rank + 4 {
        return Err(op_error(ctx, op, format!("expected at least {} operands", src_rank + 4)));
    }
    if !all_index(1..1 + src_rank) {
        return Err(op_error(ctx, op, "expected source indices to be of index type"));
    }
    let dst = 1 + src_rank;
    let Some(dst_rank) = memref_rank(ctx, ty(dst)) else {
        return Err(op_error(ctx, op, "expected destination to be of memref type"));
    };
    let mut expected = src_rank + dst_rank + 4;
    if n < expected {
        return Err(op_error(ctx, op, format!("expected at least {expected} operands")));
    }
    if !all_index(dst + 1..dst + 1 + dst_rank) {
        return Err(op_error(ctx, op, "expected destination indices to be of index type"));
    }
    let num = dst + 1 + dst_rank;
    if !is_index(ctx, ty(num)) {
        return Err(op_error(ctx, op, "expected num elements to be of index type"));
    }
    let tag = num + 1;
    let Some(tag_rank) = memref_rank(ctx, ty(tag)) else {
        return Err(op_error(ctx, op, "expected tag to be of memref type"));
    };
    expected += tag_rank;
    if n < expected {
        return Err(op_error(ctx, op, format!("expected at least {expected} operands")));
    }
    if !all_index(tag + 1..tag + 1 + tag_rank) {
        return Err(op_error(ctx, op, "expected tag indices to be of index type"));
    }
    if n != expected && n != expected + 2 {
        return Err(op_error(ctx, op, "incorrect number of operands"));
    }
    if n == expected + 2 && !all_index(expected..n) {
        return Err(op_error(ctx, op, "expected stride and num elements per stride to be of type index"));
    }
    Ok(())
}

fn parse_dma_wait(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let tag = p.parse_operand()?;
    let idx = p.parse_delimited_operand_list(Tok::LSquare, Tok::RSquare)?;
    p.expect(Tok::Comma)?;
    let num = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    p.resolve_operand(&tag, t, &mut st.operands)?;
    let it = p.ctx.index_type();
    for u in &idx {
        p.resolve_operand(u, it, &mut st.operands)?;
    }
    p.resolve_operand(&num, it, &mut st.operands)?;
    Ok(())
}

fn print_dma_wait(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op);
    p.write(" ");
    print_indexed(p, ops, 0, ops.len().saturating_sub(2));
    p.write(", ");
    p.print_operand(ops[ops.len() - 1]);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
}

fn verify_dma_wait(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let ops = ctx.ir.operands(op);
    if ops.len() < 2 {
        return Err(op_error(ctx, op, "expected at least 2 operands"));
    }
    let Some(rank) = memref_rank(ctx, ctx.ir.value_type(ops[0])) else {
        return Err(op_error(ctx, op, "operand #0 must be memref of any type values"));
    };
    if ops.len() != rank + 2 {
        return Err(op_error(
            ctx,
            op,
            format!(
                "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rank}, but got {}",
                ops.len() - 2
            ),
        ));
    }
    if !ops[1..].iter().all(|&v| is_index(ctx, ctx.ir.value_type(v))) {
        return Err(op_error(ctx, op, "operand #1 must be variadic of index"));
    }
    Ok(())
}

//! `-test-affine-access-analysis` (MLIR's `TestAccessAnalysis.cpp`): for
//! every affine load/store under a top-level `affine.for` of a function and
//! every `affine.for` around it, remarks whether the access is contiguous
//! along that loop in the innermost memref dimension (MLIR's
//! `isContiguousAccess`) and whether it is invariant along it
//! ([`affine_analysis::access::is_invariant_access`]).

use affine_analysis::access::{compose_and_canonicalize, is_invariant_access};
use affine_analysis::vectorization::{error_at, loop_iv, remark_at};
use affine_dialects::affine::{AffineAccessView, names};
use affine_ir::affine::AffineExprData;
use affine_ir::context::{AttrData, TypeData};
use affine_ir::ir::WalkOrder;
use affine_ir::{Context, Diagnostic, OpId, ValueId};

use crate::pass::{DiagnosticSink, Pass, PassOptions};
use crate::registry::PassInfo;

/// The registry entry of `-test-affine-access-analysis` (no options).
pub fn pass_info() -> PassInfo {
    PassInfo {
        name: "test-affine-access-analysis",
        summary: "Tests affine memory access analysis utility",
        options: Vec::new(),
        anchor: Some("func.func"),
        create,
    }
}

fn create(_: &PassOptions) -> Box<dyn Pass> {
    Box::new(TestAffineAccessAnalysis)
}

/// The pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct TestAffineAccessAnalysis;

fn is_for(ctx: &Context, op: OpId) -> bool {
    ctx.op_name_str(ctx.ir.op(op).name) == names::FOR
}

/// MLIR's `getAffineForIVs`: the `affine.for` ops around `op`, outermost
/// first.
fn enclosing_fors(ctx: &Context, op: OpId) -> Vec<OpId> {
    let mut loops = Vec::new();
    let mut cur = ctx.ir.parent_op(op);
    while let Some(p) = cur {
        if is_for(ctx, p) {
            loops.push(p);
        }
        cur = ctx.ir.parent_op(p);
    }
    loops.reverse();
    loops
}

impl Pass for TestAffineAccessAnalysis {
    fn run(&mut self, ctx: &mut Context, func: OpId, sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        let top_level: Vec<OpId> = ctx
            .ir
            .regions(func)
            .iter()
            .flat_map(|&r| ctx.ir.region_blocks(r).flat_map(|b| ctx.ir.block_ops(b)))
            .filter(|&op| is_for(ctx, op))
            .collect();
        for for_op in top_level {
            let accesses: Vec<OpId> = ctx
                .ir
                .walk(for_op, WalkOrder::PostOrder)
                .into_iter()
                .filter(|&op| AffineAccessView::get(ctx, op).is_some())
                .collect();
            for op in accesses {
                for (d, l) in enclosing_fors(ctx, op).into_iter().enumerate() {
                    let Some(iv) = loop_iv(ctx, l) else { continue };
                    let contiguous = match contiguous_access(ctx, iv, op) {
                        Ok(c) => c,
                        Err(diag) => {
                            sink.emit(ctx, diag);
                            None
                        }
                    };
                    let invariant = is_invariant_access(ctx, op, iv);
                    // Only the innermost memref dimension, as upstream (the
                    // messages end with a newline there too).
                    if contiguous == Some(0) {
                        sink.emit(ctx, remark_at(ctx, op, &format!("contiguous along loop {d}\n")));
                    }
                    if invariant {
                        sink.emit(ctx, remark_at(ctx, op, &format!("invariant along loop {d}\n")));
                    }
                }
            }
        }
        Ok(())
    }
}

// TODO(shared): replace the two functions below with
// `affine_analysis::vectorization::{is_access_index_invariant,
// contiguous_access}` once they follow LLVM 22 (which composes the index
// through all `affine.apply` ops instead of giving up, with a remark, at
// two of them; `mlir-opt` 22's vectorizer emits no such remark either).

/// LLVM 22's `isAccessIndexInvariant`: the index value, composed through
/// its `affine.apply` producers and canonicalized, is not a function of
/// `iv`.
fn is_index_invariant(ctx: &mut Context, iv: ValueId, index: ValueId) -> bool {
    let identity = ctx.affine.multi_dim_identity_map(1);
    let composed = compose_and_canonicalize(ctx, identity, &[index]);
    let Some(pos) = composed.operands.iter().position(|&o| o == iv) else { return true };
    let result = ctx.affine.map_data(composed.map).results[0];
    !ctx.affine.is_function_of_dim(result, pos as u32)
}

/// LLVM 22's `isContiguousAccess`: `Ok(Some(dim))` when the access varies
/// along `iv` in exactly one subscript, `dim` counted from the fastest
/// varying one; `Ok(None)` when it is invariant or varies in several; an
/// error for memrefs with a non-identity layout.
fn contiguous_access(ctx: &mut Context, iv: ValueId, op: OpId) -> Result<Option<usize>, Diagnostic> {
    let Some(view) = AffineAccessView::get(ctx, op) else { return Ok(None) };
    let memref_type = ctx.ir.value_type(view.memref);
    let identity_layout = match ctx.type_data(memref_type) {
        TypeData::MemRef { layout: Some(layout), shape, .. } => match ctx.attr_data(*layout) {
            AttrData::AffineMap(m) => ctx.affine.map_is_identity(*m),
            AttrData::Strided { strides, offset } => shape.len() == 1 && strides.as_slice() == [1] && *offset == 0,
            _ => false,
        },
        _ => true,
    };
    if !identity_layout {
        return Err(error_at(ctx, op, "NYI: non-trivial layout map"));
    }
    let rank = ctx.shape(memref_type).map_or(0, <[i64]>::len);
    let map = ctx.affine.map_data(view.map).clone();
    let operands = view.map_operands.to_vec();
    let mut varying = None;
    for (i, &result) in map.results.iter().enumerate().take(rank) {
        let mut used = Vec::new();
        ctx.affine.walk_expr(result, &mut |e| match ctx.affine.data(e) {
            AffineExprData::Dim(d) => used.push(operands[d as usize]),
            AffineExprData::Symbol(s) => used.push(operands[map.num_dims as usize + s as usize]),
            _ => {}
        });
        for operand in used {
            if !is_index_invariant(ctx, iv, operand) {
                if varying.is_some() {
                    return Ok(None);
                }
                varying = Some(i);
            }
        }
    }
    Ok(varying.map(|i| rank - (i + 1)))
}

//! The checks MLIR 22 makes of the contraction ops (`matmul`,
//! `batch_matmul`, `batch_reduce_matmul`, `matvec`, `vecmat`,
//! `batch_matvec`, `batch_vecmat`, `dot`, `mmt4d`, `batch_mmt4d`,
//! `contract`): the `ContractionOpInterface` verifier
//! (`verifyContractionInterface`, after the structured-op interface's
//! checks: two inputs and one output, a reduction loop, projected
//! permutation maps, and a body that is a multiply feeding an add into the
//! output argument, unary casts aside), and the op verifiers of the
//! matmul ops with user-defined `indexing_maps` (transposed and
//! broadcast operands).

use super::named::{Maps, Payload, named_op};
use super::{StructuredParts, map_list};
use crate::arith::types::{op_error, plain_error, prop};
use affine_ir::affine::{AffineExprData, AffineMap};
use affine_ir::context::Context;
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::traits;
use affine_ir::ir::{OpId, ValueId};

/// True if the op `name` implements MLIR's `ContractionOpInterface`.
pub(super) fn is_contraction(name: &str) -> bool {
    named_op(name).is_some_and(|n| n.payload == Payload::MulAdd && !matches!(n.maps, Maps::Conv(_)))
}

/// The number of reduction loops of a contraction: its fixed iterator
/// types, or (`contract`) the loops its output map does not use.
fn num_reductions(ctx: &Context, name: &str, parts: &StructuredParts) -> usize {
    match named_op(name).map(|n| n.maps) {
        Some(Maps::Fixed(_, reductions)) => reductions.iter().filter(|&&r| r).count(),
        _ => {
            let Some(&out) = parts.maps.last() else { return 0 };
            let results = &ctx.affine.map_data(out).results;
            (0..parts.num_loops as u32)
                .filter(|&d| !results.iter().any(|&e| ctx.affine.is_function_of_dim(e, d)))
                .count()
        }
    }
}

/// `AffineMap::isProjectedPermutation`: no symbols, every result a
/// distinct dim.
fn is_projected_permutation(ctx: &Context, map: AffineMap) -> bool {
    let md = ctx.affine.map_data(map);
    let mut seen = Vec::with_capacity(md.results.len());
    md.num_symbols == 0
        && md.results.iter().all(|&e| match ctx.affine.data(e) {
            AffineExprData::Dim(d) if !seen.contains(&d) => {
                seen.push(d);
                true
            }
            _ => false,
        })
}

/// MLIR's `getSourceSkipUnary`: through ops with one operand and no
/// memory effects to the value they read.
fn skip_unary(ctx: &Context, mut v: ValueId) -> ValueId {
    while let Some(d) = ctx.ir.defining_op(v) {
        let operands = ctx.ir.operands(d);
        if operands.len() != 1 || !affine_ir::rewrite::is_memory_effect_free(ctx, d) {
            break;
        }
        v = operands[0];
    }
    v
}

/// The multiply / add pairs of `isContractionBody`'s predicate.
fn is_mul_add_pair(ctx: &Context, mul: OpId, add: OpId) -> bool {
    let name = |o: OpId| ctx.op_name_str(ctx.ir.op(o).name);
    matches!(
        (name(mul), name(add)),
        ("arith.mulf", "arith.addf") | ("arith.muli", "arith.addi") | ("complex.mul", "complex.add")
    )
}

/// MLIR's `isContractionBody`: the block yields (modulo unary casts) a
/// binary op of the output argument and a binary op of the two input
/// arguments, the two a multiply / add pair.
fn is_contraction_body(ctx: &Context, op: OpId) -> bool {
    let Some(block) = ctx.ir.regions(op).first().and_then(|&r| ctx.ir.entry_block(r)) else { return false };
    let Some(term) = ctx.ir.terminator(block) else { return false };
    let is_terminator = ctx.op_def(ctx.ir.op(term).name).is_none_or(|d| d.has(traits::TERMINATOR));
    let args = ctx.ir.block_args(block);
    if !is_terminator || args.len() != 3 {
        return false;
    }
    let &[yielded] = ctx.ir.operands(term) else { return false };
    // 22 dereferences a null op when the block yields an argument.
    let Some(reduction) = ctx.ir.defining_op(skip_unary(ctx, yielded)) else { return false };
    let (&[lhs, rhs], 1) = (ctx.ir.operands(reduction), ctx.ir.results(reduction).len()) else { return false };
    let (lhs, rhs) = (skip_unary(ctx, lhs), skip_unary(ctx, rhs));
    if lhs != args[2] && rhs != args[2] {
        return false;
    }
    let contributed = skip_unary(ctx, if ctx.ir.defining_op(lhs).is_none() { rhs } else { lhs });
    let Some(elementwise) = ctx.ir.defining_op(contributed) else { return false };
    let (&[a, b], 1) = (ctx.ir.operands(elementwise), ctx.ir.results(elementwise).len()) else { return false };
    if !is_mul_add_pair(ctx, elementwise, reduction) {
        return false;
    }
    let (a, b) = (skip_unary(ctx, a), skip_unary(ctx, b));
    (a, b) == (args[0], args[1]) || (a, b) == (args[1], args[0])
}

/// MLIR's `verifyContractionInterface`, with its messages (plain errors,
/// no op name).
pub(super) fn verify_interface(ctx: &Context, op: OpId, parts: &StructuredParts) -> Result<(), Diagnostic> {
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    if parts.inputs.len() != 2 || parts.outputs.len() != 1 {
        return Err(plain_error(ctx, op, "expected op with 2 inputs and 1 output"));
    }
    if num_reductions(ctx, name, parts) == 0 {
        return Err(plain_error(ctx, op, "expected at least 1 reduction"));
    }
    if !parts.maps.iter().all(|&m| is_projected_permutation(ctx, m)) {
        return Err(plain_error(ctx, op, "expected indexing maps to be projected permutations"));
    }
    if !is_contraction_body(ctx, op) {
        return Err(plain_error(ctx, op, "expected add/mul op in the body"));
    }
    Ok(())
}

/// The dims of a map's results when all are dims.
fn result_dims(ctx: &Context, map: AffineMap) -> Vec<Option<u32>> {
    let md = ctx.affine.map_data(map);
    md.results
        .iter()
        .map(|&e| match ctx.affine.data(e) {
            AffineExprData::Dim(d) => Some(d),
            _ => None,
        })
        .collect()
}

/// `areResultExprsSubsetOf`: every result of `map` is one of the dims
/// `default`.
fn results_subset_of(ctx: &Context, map: AffineMap, default: &[u32]) -> bool {
    result_dims(ctx, map).iter().all(|d| d.is_some_and(|d| default.contains(&d)))
}

/// The verifiers of `matmul`, `batch_matmul` and `batch_reduce_matmul`
/// (`verifyExtendedMatmulSemantic`,
/// `verifyExtendedBatchVariantMatmulSemantic`): with `indexing_maps` other
/// than the default ones, each input map takes default results only and
/// broadcasts validly, and the output map of a batch op is right.
pub(super) fn verify_matmul_maps(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    let batch = name == "linalg.batch_matmul";
    let reduce = name == "linalg.batch_reduce_matmul";
    if name != "linalg.matmul" && !batch && !reduce {
        return Ok(());
    }
    let Some(Maps::Fixed(defaults, reductions)) = named_op(name).map(|n| n.maps) else { return Ok(()) };
    let Some(maps) = prop(ctx, op, super::MAPS).and_then(|a| map_list(ctx, a)) else { return Ok(()) };
    let n_loops = reductions.len() as u32;
    let is_default = |m: AffineMap, d: &[u32]| {
        let md = ctx.affine.map_data(m);
        md.num_dims == n_loops
            && md.num_symbols == 0
            && result_dims(ctx, m) == d.iter().map(|&x| Some(x)).collect::<Vec<_>>()
    };
    if maps.len() == defaults.len() && maps.iter().zip(defaults.iter()).all(|(&m, d)| is_default(m, d)) {
        return Ok(());
    }
    let fod = |m: AffineMap, i: usize, d: u32| {
        ctx.affine.map_data(m).results.get(i).is_some_and(|&e| ctx.affine.is_function_of_dim(e, d))
    };
    if !batch && !reduce {
        for (i, &m) in maps.iter().enumerate().take(2) {
            if !results_subset_of(ctx, m, defaults[i]) {
                return Err(op_error(ctx, op, "Unexpected dim expression in map result."));
            }
            let n = ctx.affine.map_data(m).results.len();
            if n < defaults[i].len() && !fod(m, 0, ctx.affine.map_data(m).num_dims.wrapping_sub(1)) {
                return Err(op_error(ctx, op, "Invalid broadcast requested, should be (d2)."));
            }
        }
        return Ok(());
    }
    if maps.len() != 3 {
        return Err(op_error(ctx, op, "Indexing_map attribute must have 3 affine maps."));
    }
    // Loop positions: batch, m, n, k.
    for (i, &m) in maps.iter().enumerate() {
        let n = ctx.affine.map_data(m).results.len();
        if i == 2 {
            let expected = if batch { 3 } else { 2 };
            if n != expected {
                return Err(op_error(ctx, op, format!("expects {expected} dims, but got ({n}).")));
            }
            let valid = if batch { fod(m, 0, 0) && fod(m, 1, 1) && fod(m, 2, 2) } else { fod(m, 0, 1) && fod(m, 1, 2) };
            if !valid {
                return Err(op_error(ctx, op, "Invalid output map result dimension."));
            }
            continue;
        }
        if !results_subset_of(ctx, m, defaults[i]) {
            return Err(op_error(
                ctx,
                op,
                "Unexpected result dim expression (outside the set of default result dims).",
            ));
        }
        if n > 3 {
            return Err(op_error(ctx, op, "no. of result dim expressions exceeds 3."));
        }
        if n < defaults[i].len() {
            let lhs = i == 0;
            let valid = match n {
                1 => fod(m, 0, 3),
                2 if lhs => (fod(m, 0, 0) || fod(m, 0, 1)) && fod(m, 1, 3),
                2 => (fod(m, 0, 0) && fod(m, 1, 3)) || (fod(m, 0, 3) && fod(m, 1, 2)),
                _ => false,
            };
            if !valid {
                return Err(op_error(ctx, op, "Invalid broadcast requested."));
            }
        } else if !fod(m, 0, 0) {
            return Err(op_error(ctx, op, "Invalid batch dimension expression."));
        }
    }
    Ok(())
}

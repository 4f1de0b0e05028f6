//! Analyses behind the affine super-vectorizer (MLIR's `NestedMatcher`,
//! `LoopAnalysis` vectorization checks and `VectorUtils`):
//!
//! - [`matcher`]: nested loop patterns matched over a function;
//! - [`lanes`]: exact checks that vector lanes compute what the scalar
//!   iterations compute, and which stores need masks;
//! - [`loop_body`]: MLIR's checks of which loops may be vectorized
//!   (`isVectorizableLoopBody`, access contiguity and invariance);
//! - [`make_permutation_map`]: the transfer permutation map of an access
//!   inside vectorized loops;
//! - [`compute_shape_ratio`], [`operates_on_super_vectors_of`]: vector
//!   shape ratios (used by the test pass).

pub mod lanes;
pub mod loop_body;
pub mod matcher;

pub use loop_body::{
    BodyRefusal, VectorizableBody, contiguous_access, invariant_accesses, is_access_index_invariant,
    is_valid_vector_element_type, loop_iv, remark_at, remark_printer, remark_with, vectorizable_loop_body,
};
pub use matcher::{NestedMatch, NestedPattern};

use affine_ir::affine::AffineMap;
use affine_ir::context::TypeData;
use affine_ir::{Context, Diagnostic, OpId, ValueId};

/// MLIR's `makePermutationMap`: the map from the memref subscripts
/// `indices` to the vector dimensions, given the vectorized loops around
/// the access (`(induction variable, vector dimension)`). A vector
/// dimension takes the one subscript that varies along its loop, or the
/// broadcast `0` when all are invariant. `None` when no loop is
/// vectorized around the access, or when a vector dimension would take two
/// subscripts (two varying along one loop, or two loops of one dimension).
///
/// The map has one result per vector dimension (`rank`); MLIR sizes it by
/// the number of enclosing vectorized loops instead, which produces an
/// invalid transfer for an access outside an inner vectorized loop.
pub fn make_permutation_map(
    ctx: &mut Context,
    enclosing: &[(ValueId, usize)],
    indices: &[ValueId],
    rank: usize,
) -> Option<AffineMap> {
    if enclosing.is_empty() {
        return None;
    }
    let zero = ctx.affine.constant(0);
    let mut perm = vec![zero; rank];
    for &(iv, vector_dim) in enclosing {
        let invariants = invariant_accesses(ctx, iv, indices);
        for (dim, index) in indices.iter().enumerate() {
            if invariants.contains(index) {
                continue;
            }
            let slot = perm.get_mut(vector_dim)?;
            if *slot != zero {
                return None;
            }
            *slot = ctx.affine.dim(dim as u32);
        }
    }
    Some(ctx.affine.map(indices.len() as u32, 0, &perm))
}

/// MLIR's `computeShapeRatio`: how many times `sub` fits in each trailing
/// dimension of `shape` (leading extra dimensions kept), or `None` if
/// `shape` has fewer dimensions or a size does not divide. Non-positive
/// sizes (which MLIR asserts against) also give `None`.
pub fn compute_shape_ratio(shape: &[i64], sub: &[i64]) -> Option<Vec<i64>> {
    if shape.len() < sub.len() || shape.iter().chain(sub).any(|&s| s <= 0) {
        return None;
    }
    let lead = shape.len() - sub.len();
    let mut ratio = shape[..lead].to_vec();
    for (&size, &sub_size) in shape[lead..].iter().zip(sub) {
        if size % sub_size != 0 {
            return None;
        }
        ratio.push(size / sub_size);
    }
    Some(ratio)
}

/// MLIR's `matcher::operatesOnSuperVectorsOf`: whether `op` produces (or,
/// for transfers, moves) a vector whose shape is a multiple of `sub_shape`.
/// Ops without results other than `func.return`, and ops with several
/// results, get MLIR's "NYI" errors in `diags`.
pub fn operates_on_super_vectors_of(ctx: &Context, op: OpId, sub_shape: &[i64], diags: &mut Vec<Diagnostic>) -> bool {
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    let results = ctx.ir.results(op);
    let super_type = if name == "vector.transfer_read" {
        results.first().map(|&r| ctx.ir.value_type(r))
    } else if name == "vector.transfer_write" {
        ctx.ir.operands(op).first().map(|&v| ctx.ir.value_type(v))
    } else if results.is_empty() {
        if name != "func.return" {
            diags.push(error_at(ctx, op, "NYI: assuming only return operations can have 0  results at this point"));
        }
        return false;
    } else if results.len() == 1 {
        Some(ctx.ir.value_type(results[0]))
    } else {
        diags.push(error_at(ctx, op, "NYI: operation has more than 1 result"));
        return false;
    };
    let Some(TypeData::Vector { shape, .. }) = super_type.map(|t| ctx.type_data(t)) else { return false };
    compute_shape_ratio(shape, sub_shape).is_some()
}

/// An error at `op` with MLIR's `see current operation:` note (generic
/// form, as for every error).
pub fn error_at(ctx: &Context, op: OpId, message: &str) -> Diagnostic {
    let mut d = Diagnostic::error(ctx.ir.op(op).loc, message);
    d.notes.push(affine_ir::verify::current_op_note(ctx, op));
    d
}

#[cfg(test)]
mod tests;

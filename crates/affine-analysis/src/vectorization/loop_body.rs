//! Which loops the super-vectorizer may vectorize, decided on the loop body
//! as MLIR 22 does (`isVectorizableLoopBody`, `isContiguousAccess`,
//! `getInvariantAccesses` in `mlir/lib/Dialect/Affine/Analysis/
//! LoopAnalysis.cpp`).
//!
//! These are MLIR's syntactic checks, kept exactly (including the remarks
//! and errors MLIR emits on the way) so that the same loops are chosen.
//! They are not sufficient for correctness on their own: an access such as
//! `A[%i floordiv 2]` counts as "varying along `%i`" here. The vectorizer
//! adds exact checks on top (see `access_lanes`).

use affine_dialects::affine::{AffineAccessView, names};
use affine_ir::context::{Type, TypeData};
use affine_ir::ir::WalkOrder;
use affine_ir::printer::{LocalOpPrinter, PrintOptions};
use affine_ir::{Context, Diagnostic, OpId, ValueId};

use crate::access::compose_and_canonicalize;
use crate::region::has_identity_layout;

/// MLIR 22's `isAccessIndexInvariant`: true if the subscript value `index`
/// does not depend on the loop induction variable `iv`. The index is
/// composed through all the `affine.apply` ops that produce it and
/// canonicalized (MLIR's `AffineValueMap::composeSimplifyAndCanonicalize`
/// on the identity map of `index`: constants folded, duplicate and unused
/// operands dropped), then `iv` must not be an operand the result uses
/// (`AffineValueMap::isFunctionOf`). So `(d0 - d1)(%i, %i)` is invariant
/// along `%i`, and chains of applies are looked through (older MLIR gave up
/// at two applies with a "CompositionAffineMapsPass must have been run"
/// remark; mlir-opt 22 emits none).
pub fn is_access_index_invariant(ctx: &mut Context, iv: ValueId, index: ValueId) -> bool {
    // A block argument (an induction variable, a function argument) is
    // composed through nothing and folds to no constant: the canonical map
    // keeps it as its only operand, used by the result, so it varies along
    // `iv` exactly when it is `iv`. (Most subscripts are such values.)
    if ctx.ir.defining_op(index).is_none() {
        return index != iv;
    }
    let identity = ctx.affine.multi_dim_identity_map(1);
    let composed = compose_and_canonicalize(ctx, identity, &[index]);
    let Some(pos) = composed.operands.iter().position(|&o| o == iv) else { return true };
    let Some(&result) = ctx.affine.map_data(composed.map).results.first() else { return true };
    !ctx.affine.is_function_of_dim(result, pos as u32)
}

/// MLIR's `getInvariantAccesses`: the subscript values of `indices` that
/// are invariant along `iv` (see [`is_access_index_invariant`]).
pub fn invariant_accesses(ctx: &mut Context, iv: ValueId, indices: &[ValueId]) -> Vec<ValueId> {
    let mut out: Vec<ValueId> = Vec::new();
    for &index in indices {
        if is_access_index_invariant(ctx, iv, index) && !out.contains(&index) {
            out.push(index);
        }
    }
    out
}

/// MLIR's `isContiguousAccess`: whether the load/store `op` is invariant
/// along `iv` or varies along `iv` in exactly one subscript. Returns
/// `None` when it is not, else the varying dimension counted from the
/// fastest varying one (`Some(None)`: invariant).
pub fn contiguous_access(
    ctx: &mut Context,
    iv: ValueId,
    op: OpId,
    diags: &mut Vec<Diagnostic>,
) -> Option<Option<usize>> {
    let view = AffineAccessView::get(ctx, op)?;
    let map_operands = view.map_operands.to_vec();
    let access_map = view.map;
    let memref_type = ctx.ir.value_type(view.memref);
    if !has_identity_layout(ctx, memref_type) {
        diags.push(super::error_at(ctx, op, "NYI: non-trivial layout map"));
        return None;
    }
    let rank = ctx.shape(memref_type).map_or(0, <[i64]>::len);
    // (result index, operand it uses) in result order, collected first
    // since the invariance test composes maps (and needs `ctx` mutably).
    let mut used: Vec<(usize, ValueId)> = Vec::new();
    {
        let map = ctx.affine.map_data(access_map);
        let num_dims = map.num_dims as usize;
        for (i, &result) in map.results.iter().enumerate().take(rank) {
            ctx.affine.walk_expr(result, &mut |e| match ctx.affine.data(e) {
                affine_ir::affine::AffineExprData::Dim(d) => used.push((i, map_operands[d as usize])),
                affine_ir::affine::AffineExprData::Symbol(s) => used.push((i, map_operands[num_dims + s as usize])),
                _ => {}
            });
        }
    }
    let mut varying: Option<usize> = None;
    for (i, operand) in used {
        if !is_access_index_invariant(ctx, iv, operand) {
            if varying.is_some() {
                return None;
            }
            varying = Some(i);
        }
    }
    Some(varying.map(|i| rank - (i + 1)))
}

/// MLIR's `VectorType::isValidElementType`: integers, `index` and floats.
pub fn is_valid_vector_element_type(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_))
}

/// What [`vectorizable_loop_body`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VectorizableBody {
    /// The loop may be vectorized.
    pub vectorizable: bool,
    /// The memref dimension (counted from the fastest varying one) along
    /// which the loop's accesses vary, `None` if they are all invariant.
    pub memref_dim: Option<usize>,
    /// Why not, when not vectorizable.
    pub refusal: Option<BodyRefusal>,
}

/// Why a loop body is not vectorizable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BodyRefusal {
    /// It contains an `affine.if`.
    Conditional(OpId),
    /// An op has an operand or result type that cannot be a vector element.
    ElementType(OpId),
    /// An op with regions other than `affine.for` / `affine.if`.
    RegionOp(OpId),
    /// A vector transfer op (the loop is vectorized already).
    VectorTransfer(OpId),
    /// A load or store of a memref of vectors.
    VectorElements(OpId),
    /// A load or store varying along the loop in two subscripts, or with a
    /// non-identity layout.
    NonContiguous(OpId),
    /// Two accesses vary along the loop in different memref dimensions.
    MixedDimensions(OpId),
}

impl VectorizableBody {
    fn refused(why: BodyRefusal) -> Self {
        VectorizableBody { vectorizable: false, memref_dim: None, refusal: Some(why) }
    }
}

/// MLIR's `isVectorizableLoopBody(loop, &memRefDim, transferMatcher)` (with
/// `contiguity`) or `isVectorizableLoopBody(loop, transferMatcher)`
/// (without): no `affine.if`, only operand and result types that can be
/// vector elements (memrefs of such), no region ops but `affine.for` /
/// `affine.if`, no vector transfers, no loads/stores of vector elements,
/// and with `contiguity` every load/store contiguous along the loop, all
/// varying along the same memref dimension. Remarks and errors MLIR emits
/// on the way are appended to `diags`.
pub fn vectorizable_loop_body(
    ctx: &mut Context,
    for_op: OpId,
    contiguity: bool,
    diags: &mut Vec<Diagnostic>,
) -> VectorizableBody {
    let ops = ctx.ir.walk(for_op, WalkOrder::PostOrder);
    // MLIR checks the whole body for each rule in turn; one pass records
    // the first op breaking each rule, and the rules are then reported in
    // MLIR's order (an `affine.if`, element types, region ops, transfers).
    let bad_type = |t: Type| match ctx.type_data(t) {
        TypeData::MemRef { elem, .. } => !is_valid_vector_element_type(ctx, *elem),
        _ => !is_valid_vector_element_type(ctx, t),
    };
    let has_bad_types = |op: OpId| {
        ctx.ir.operands(op).iter().any(|&v| bad_type(ctx.ir.value_type(v)))
            || ctx.ir.results(op).iter().any(|&v| !is_valid_vector_element_type(ctx, ctx.ir.value_type(v)))
    };
    let kinds: Vec<BodyOpKind> = ops.iter().map(|&op| BodyOpKind::of(ctx, op)).collect();
    let (mut conditional, mut element_type, mut region_op, mut transfer) = (None, None, None, None);
    for (&op, &kind) in ops.iter().zip(&kinds) {
        if kind == BodyOpKind::If && conditional.is_none() {
            conditional = Some(op);
        }
        if element_type.is_none() && has_bad_types(op) {
            element_type = Some(op);
        }
        if region_op.is_none() && !matches!(kind, BodyOpKind::For | BodyOpKind::If) && !ctx.ir.regions(op).is_empty() {
            region_op = Some(op);
        }
        if kind == BodyOpKind::Transfer && transfer.is_none() {
            transfer = Some(op);
        }
    }
    let refusal = conditional
        .map(BodyRefusal::Conditional)
        .or(element_type.map(BodyRefusal::ElementType))
        .or(region_op.map(BodyRefusal::RegionOp))
        .or(transfer.map(BodyRefusal::VectorTransfer));
    if let Some(why) = refusal {
        return VectorizableBody::refused(why);
    }
    let Some(iv) = loop_iv(ctx, for_op) else { return VectorizableBody::refused(BodyRefusal::RegionOp(for_op)) };
    let mut memref_dim: Option<usize> = None;
    for (&op, &kind) in ops.iter().zip(&kinds) {
        if kind != BodyOpKind::Access {
            continue;
        }
        let Some(view) = AffineAccessView::get(ctx, op) else {
            return VectorizableBody::refused(BodyRefusal::NonContiguous(op));
        };
        let elem = ctx.element_type(ctx.ir.value_type(view.memref));
        if elem.is_some_and(|e| matches!(ctx.type_data(e), TypeData::Vector { .. })) {
            return VectorizableBody::refused(BodyRefusal::VectorElements(op));
        }
        if !contiguity {
            continue;
        }
        let Some(this_dim) = contiguous_access(ctx, iv, op, diags) else {
            return VectorizableBody::refused(BodyRefusal::NonContiguous(op));
        };
        if let Some(d) = this_dim {
            if memref_dim.is_some_and(|m| m != d) {
                return VectorizableBody::refused(BodyRefusal::MixedDimensions(op));
            }
            memref_dim = Some(d);
        }
    }
    VectorizableBody { vectorizable: true, memref_dim, refusal: None }
}

/// The kinds of op [`vectorizable_loop_body`] tells apart (one name
/// comparison per op instead of one per rule).
#[derive(Clone, Copy, PartialEq, Eq)]
enum BodyOpKind {
    If,
    For,
    Access,
    Transfer,
    Other,
}

impl BodyOpKind {
    fn of(ctx: &Context, op: OpId) -> Self {
        match ctx.op_name_str(ctx.ir.op(op).name) {
            names::IF => BodyOpKind::If,
            names::FOR => BodyOpKind::For,
            names::LOAD | names::STORE => BodyOpKind::Access,
            "vector.transfer_read" | "vector.transfer_write" => BodyOpKind::Transfer,
            _ => BodyOpKind::Other,
        }
    }
}

/// The induction variable of an `affine.for`.
pub fn loop_iv(ctx: &Context, for_op: OpId) -> Option<ValueId> {
    let region = *ctx.ir.regions(for_op).first()?;
    ctx.ir.block_args(ctx.ir.entry_block(region)?).first().copied()
}

/// A remark at `op` with MLIR's `see current operation:` note (custom form).
pub fn remark_at(ctx: &Context, op: OpId, message: &str) -> Diagnostic {
    let mut printer = remark_printer(ctx);
    remark_with(&mut printer, op, message)
}

/// The printer of the notes of [`remark_with`].
pub fn remark_printer(ctx: &Context) -> LocalOpPrinter<'_> {
    LocalOpPrinter::new(ctx, &PrintOptions::for_diagnostic(false, ctx.diag_debug_info))
}

/// [`remark_at`] with the note printed by `printer` (which numbers the
/// function once for all the remarks of a pass that does not change it).
pub fn remark_with(printer: &mut LocalOpPrinter<'_>, op: OpId, message: &str) -> Diagnostic {
    let ctx = printer.context();
    let loc = ctx.ir.op(op).loc;
    let text = printer.print(op);
    let note = if text.contains('\n') {
        format!("see current operation: \n{text}")
    } else {
        format!("see current operation: {text}")
    };
    Diagnostic::remark(loc, message).with_note(loc, note)
}

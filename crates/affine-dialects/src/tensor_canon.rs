//! Verifiers, folders and canonicalization patterns of the `tensor` ops as
//! MLIR 22's `TensorOps.cpp` has them:
//!
//! * verifiers: `tensor.cast` (cast compatibility), `extract`, `insert`,
//!   `empty`, `from_elements` (ODS constraints and counts), and the slice
//!   ops `extract_slice`, `insert_slice`, `parallel_insert_slice` (ODS
//!   types, dynamic-entry counts, list ranks, the result / source type
//!   against the inferred one up to rank reduction, then the in-bounds
//!   check);
//! * folders: `cast` (identity, through the `CAST` trait), `dim` (static
//!   extents, dynamic sizes of a non-rank-reducing `extract_slice`, casts
//!   that lose static information), `extract` (splats, `from_elements`,
//!   dense constants), `insert` (the splat value into a splat),
//!   `from_elements` of constants, `extract_slice` (splat source, identity
//!   slice, extract of the same insert) and `insert_slice` (identity, insert
//!   into an insert of the same slice, insert of the same extract, empty
//!   slice);
//! * patterns: `ChainedTensorCast`, `TensorCastExtractSlice`,
//!   `DimOfCastOp`, `DimOfDestStyleOp`, `DimOfReshapeOp`,
//!   `FoldEmptyTensorWithCastOp`,
//!   `FoldEmptyTensorWithDimOp`, `ReplaceEmptyTensorStaticShapeDims`,
//!   `ExtractFromTensorCast`, `ExtractElementFromIndexCast`,
//!   `ExtractSliceOpCastFolder`, `InsertSliceOpCastFolder` and
//!   `InsertSliceOpSourceCastInserter` (the slice constant-argument folders
//!   are in `tensor.rs`).

use crate::arith::types::{
    Shape, check_operand, check_operands, check_result, check_shape, is_index, op_error, plain_error, q,
};
use crate::memref::view_canon::{Mixed, slice_lists, statics};
use affine_ir::context::{AttrData, Attribute, Context, DYNAMIC, Location, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::ir::{OpId, OpState, ValueId};
use affine_ir::rewrite::{FoldResult, PatternRewriter, RewritePatternSet, constant_value};

const RANKED: &str = "ranked tensor of any type values";
const TENSOR: &str = "tensor of any type values";
const INDEX_VARIADIC: &str = "variadic of index";

fn is_ranked(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::RankedTensor { .. })
}

fn is_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. })
}

/// Shape, element type and encoding of a ranked tensor type.
pub(crate) fn ranked(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type, Option<Attribute>)> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, elem, encoding } => Some((shape.clone(), *elem, *encoding)),
        _ => None,
    }
}

/// Element type of a ranked or unranked tensor type.
fn tensor_elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { elem, .. } | TypeData::UnrankedTensor { elem } => Some(*elem),
        _ => None,
    }
}

fn name_of(ctx: &Context, op: OpId) -> &str {
    ctx.op_name_str(ctx.ir.op(op).name)
}

/// The op defining `v` if it is named `name`.
fn defined_by(ctx: &Context, v: ValueId, name: &str) -> Option<OpId> {
    ctx.ir.defining_op(v).filter(|&d| name_of(ctx, d) == name)
}

/// MLIR's `getConstantIntValue` of a value.
fn const_int(ctx: &Context, v: ValueId) -> Option<i64> {
    constant_value(ctx, v).and_then(|a| ctx.attr_int(a)).and_then(|c| i64::try_from(c).ok())
}

/// `getConstantIntValue` of a mixed entry.
fn mixed_const(ctx: &Context, m: Mixed) -> Option<i64> {
    match m {
        Mixed::Static(s) => Some(s),
        Mixed::Value(v) => const_int(ctx, v),
    }
}

/// `matchConstantIndex()`: an `arith.constant` of type `index`.
fn is_constant_index(ctx: &Context, v: ValueId) -> bool {
    is_index(ctx, ctx.ir.value_type(v)) && defined_by(ctx, v, "arith.constant").is_some() && const_int(ctx, v).is_some()
}

// ----------------------------------------------------------------------
// Type utilities
// ----------------------------------------------------------------------

/// MLIR's `computeRankReductionMask`: which dims of `orig` are dropped to
/// obtain `reduced`, matching greedily; with `match_dynamic` a dynamic size
/// on either side matches (unless the original size is 1).
fn rank_reduction_mask(orig: &[i64], reduced: &[i64], match_dynamic: bool) -> Option<Vec<bool>> {
    let mut dropped = vec![false; orig.len()];
    let mut j = 0;
    for (i, &d) in orig.iter().enumerate() {
        if match_dynamic && j < reduced.len() && d != 1 && (reduced[j] == DYNAMIC || d == DYNAMIC) {
            j += 1;
            continue;
        }
        if j < reduced.len() && reduced[j] == d {
            j += 1;
            continue;
        }
        dropped[i] = true;
        if d != 1 {
            return None;
        }
    }
    (j == reduced.len()).then_some(dropped)
}

/// MLIR's `SliceVerificationResult`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum SliceCheck {
    Success,
    RankTooLarge,
    SizeMismatch,
    ElemTypeMismatch,
}

/// MLIR's `isRankReducedType(expected, candidate)` on ranked tensors.
fn is_rank_reduced_type(ctx: &Context, expected: Type, candidate: Type) -> SliceCheck {
    if expected == candidate {
        return SliceCheck::Success;
    }
    let (Some((eshape, eelem, _)), Some((cshape, celem, _))) = (ranked(ctx, expected), ranked(ctx, candidate)) else {
        return SliceCheck::Success;
    };
    if cshape.len() > eshape.len() {
        return SliceCheck::RankTooLarge;
    }
    if rank_reduction_mask(&eshape, &cshape, false).is_none() {
        return SliceCheck::SizeMismatch;
    }
    if eelem != celem {
        return SliceCheck::ElemTypeMismatch;
    }
    SliceCheck::Success
}

/// `ExtractSliceOp::inferResultType`: the sizes with the element type and
/// encoding of `source`.
fn infer_slice_type(ctx: &mut Context, source: Type, sizes: &[i64]) -> Option<Type> {
    let (_, elem, encoding) = ranked(ctx, source)?;
    Some(ctx.ty(TypeData::RankedTensor { shape: sizes.to_vec(), elem, encoding }))
}

/// `verifyInsertSliceOp`: the source against the slice type inferred from
/// the destination, with that expected type.
fn check_insert_types(ctx: &mut Context, src: Type, dst: Type, sizes: &[i64]) -> Option<(SliceCheck, Type)> {
    let expected = infer_slice_type(ctx, dst, sizes)?;
    Some((is_rank_reduced_type(ctx, expected, src), expected))
}

/// MLIR's `preservesStaticInformation(source, target)`.
pub(crate) fn preserves_static_information(ctx: &Context, source: Type, target: Type) -> bool {
    let (Some((sshape, selem, senc)), Some((tshape, telem, tenc))) = (ranked(ctx, source), ranked(ctx, target)) else {
        return false;
    };
    selem == telem
        && sshape.len() == tshape.len()
        && senc == tenc
        && !sshape.iter().zip(&tshape).any(|(&s, &t)| s != DYNAMIC && t == DYNAMIC)
}

fn cast_source(ctx: &Context, cast: OpId) -> Option<ValueId> {
    ctx.ir.operands(cast).first().copied()
}

fn cast_result_type(ctx: &Context, cast: OpId) -> Option<Type> {
    ctx.ir.results(cast).first().map(|&r| ctx.ir.value_type(r))
}

/// MLIR's `canFoldIntoConsumerOp`: the cast only loses static information.
pub(crate) fn can_fold_into_consumer(ctx: &Context, cast: OpId) -> bool {
    let (Some(src), Some(res)) = (cast_source(ctx, cast), cast_result_type(ctx, cast)) else { return false };
    preserves_static_information(ctx, res, ctx.ir.value_type(src))
}

/// MLIR's `canFoldIntoProducerOp`: the cast only adds static information.
pub(crate) fn can_fold_into_producer(ctx: &Context, cast: OpId) -> bool {
    let (Some(src), Some(res)) = (cast_source(ctx, cast), cast_result_type(ctx, cast)) else { return false };
    preserves_static_information(ctx, ctx.ir.value_type(src), res)
}

/// `verifyCompatibleShape` of two tensor types (ranks must agree when both
/// are ranked; static sizes must agree).
fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    match (ranked(ctx, a), ranked(ctx, b)) {
        (Some((sa, ..)), Some((sb, ..))) => {
            sa.len() == sb.len() && sa.iter().zip(&sb).all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y)
        }
        _ => true,
    }
}

/// `CastOp::areCastCompatible`.
fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (tensor_elem(ctx, a), tensor_elem(ctx, b)) {
        (Some(ea), Some(eb)) => ea == eb && compatible_shapes(ctx, a, b),
        _ => false,
    }
}

// ----------------------------------------------------------------------
// Verifiers
// ----------------------------------------------------------------------

/// `tensor.cast`: tensor operand and result, then `areCastCompatible`.
pub(crate) fn verify_cast(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(1, 1))?;
    check_operand(ctx, op, 0, TENSOR, is_tensor)?;
    check_result(ctx, op, 0, TENSOR, is_tensor)?;
    let a = ctx.ir.value_type(ctx.ir.operands(op)[0]);
    let b = ctx.ir.value_type(ctx.ir.result(op, 0));
    if !cast_compatible(ctx, a, b) {
        return Err(op_error(
            ctx,
            op,
            format!("operand type {} and result type {} are cast incompatible", q(ctx, a), q(ctx, b)),
        ));
    }
    Ok(())
}

/// `tensor.extract`: ranked tensor, index operands, the element type as
/// result, one index per dimension.
pub(crate) fn verify_extract(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(1, 1))?;
    check_operand(ctx, op, 0, RANKED, is_ranked)?;
    let n = ctx.ir.operands(op).len();
    check_operands(ctx, op, 1..n, INDEX_VARIADIC, is_index)?;
    let t = ctx.ir.value_type(ctx.ir.operands(op)[0]);
    let (shape, elem, _) = ranked(ctx, t).expect("ranked");
    if ctx.ir.value_type(ctx.ir.result(op, 0)) != elem {
        return Err(op_error(ctx, op, "failed to verify that result type matches element type of tensor"));
    }
    if shape.len() != n - 1 {
        return Err(op_error(ctx, op, "incorrect number of indices for extract_element"));
    }
    Ok(())
}

/// `tensor.dim`: a non-0-ranked or unranked tensor, an `index` operand and
/// result.
pub(crate) fn verify_dim(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(2, 1))?;
    let desc = "non-0-ranked or unranked tensor";
    check_operand(ctx, op, 0, desc, |ctx, t| {
        ranked(ctx, t).is_some_and(|(s, ..)| !s.is_empty())
            || matches!(ctx.type_data(t), TypeData::UnrankedTensor { .. })
    })?;
    check_operand(ctx, op, 1, "index", is_index)?;
    check_result(ctx, op, 0, "index", is_index)
}

/// `tensor.insert`: scalar, ranked destination, index operands; result and
/// scalar types match the destination; one index per dimension.
pub(crate) fn verify_insert(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(2, 1))?;
    check_operand(ctx, op, 1, RANKED, is_ranked)?;
    let n = ctx.ir.operands(op).len();
    check_operands(ctx, op, 2..n, INDEX_VARIADIC, is_index)?;
    check_result(ctx, op, 0, RANKED, is_ranked)?;
    let dest = ctx.ir.value_type(ctx.ir.operands(op)[1]);
    let (shape, elem, _) = ranked(ctx, dest).expect("ranked");
    if ctx.ir.value_type(ctx.ir.result(op, 0)) != dest {
        return Err(op_error(ctx, op, "failed to verify that result type matches type of dest"));
    }
    if ctx.ir.value_type(ctx.ir.operands(op)[0]) != elem {
        return Err(op_error(ctx, op, "failed to verify that scalar type matches element type of dest"));
    }
    if shape.len() != n - 2 {
        return Err(op_error(ctx, op, "incorrect number of indices"));
    }
    Ok(())
}

/// `tensor.empty`: index operands, a ranked result with one operand per
/// dynamic dimension.
pub(crate) fn verify_empty(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(0, 1))?;
    let n = ctx.ir.operands(op).len();
    check_operands(ctx, op, 0..n, INDEX_VARIADIC, is_index)?;
    check_result(ctx, op, 0, RANKED, is_ranked)?;
    let (shape, ..) = ranked(ctx, ctx.ir.value_type(ctx.ir.result(op, 0))).expect("ranked");
    let want = shape.iter().filter(|&&d| d == DYNAMIC).count();
    if want != n {
        return Err(op_error(ctx, op, format!("incorrect number of dynamic sizes, has {n}, expected {want}")));
    }
    Ok(())
}

/// `tensor.from_elements`: a statically shaped result whose element type
/// every operand has.
pub(crate) fn verify_from_elements(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(0, 1))?;
    let t = ctx.ir.value_type(ctx.ir.result(op, 0));
    let static_ranked = ranked(ctx, t).is_some_and(|(s, ..)| !s.contains(&DYNAMIC));
    check_result(ctx, op, 0, "statically shaped tensor of any type values", |_, _| static_ranked)?;
    let (shape, elem, _) = ranked(ctx, t).expect("ranked");
    let count = shape.iter().try_fold(1i64, |acc, &d| acc.checked_mul(d));
    let operands = ctx.ir.operands(op);
    if count != Some(operands.len() as i64) || operands.iter().any(|&v| ctx.ir.value_type(v) != elem) {
        return Err(op_error(ctx, op, "failed to verify that operand types match result element type"));
    }
    Ok(())
}

/// `verifyInBoundsSlice` with its messages.
fn check_in_bounds(ctx: &Context, op: OpId, shape: &[i64], lists: &[Vec<i64>; 3]) -> Result<(), Diagnostic> {
    use crate::memref::views::{SliceOutOfBounds, slice_out_of_bounds};
    match slice_out_of_bounds(shape, &lists[0], &lists[1], &lists[2]) {
        None => Ok(()),
        Some(SliceOutOfBounds::Offset { dim, offset, size }) => {
            Err(plain_error(ctx, op, format!("offset {dim} is out-of-bounds: {offset} >= {size}")))
        }
        Some(SliceOutOfBounds::Slice { dim, last, size }) => {
            Err(plain_error(ctx, op, format!("slice along dimension {dim} runs out-of-bounds: {last} >= {size}")))
        }
    }
}

/// A type of an op known to exist (the verifier checked the counts).
fn vtype(ctx: &Context, v: ValueId) -> Type {
    ctx.ir.value_type(v)
}

/// `tensor.extract_slice`: ODS types, the offset/size/stride lists, the
/// result against the inferred type up to rank reduction, in bounds.
pub(crate) fn verify_extract_slice(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(1, 1))?;
    check_operand(ctx, op, 0, RANKED, is_ranked)?;
    let n = ctx.ir.operands(op).len();
    check_operands(ctx, op, 1..n, INDEX_VARIADIC, is_index)?;
    check_result(ctx, op, 0, RANKED, is_ranked)?;
    let src = vtype(ctx, ctx.ir.operands(op)[0]);
    let (shape, elem, encoding) = ranked(ctx, src).expect("ranked");
    let r = shape.len();
    let lists = crate::memref::views::check_osss_after(ctx, op, 1, [r, r, r])?;
    let expected_shape = lists[1].clone();
    let result = vtype(ctx, ctx.ir.result(op, 0));
    let (rshape, relem, _) = ranked(ctx, result).expect("ranked");
    let check = check_against(&expected_shape, elem, &rshape, relem);
    if check != SliceCheck::Success {
        let expected = expected_type_text(ctx, &expected_shape, elem, encoding);
        return Err(slice_error_text(ctx, op, check, &expected, elem));
    }
    check_in_bounds(ctx, op, &shape, &lists)
}

/// `isRankReducedType` on shapes and element types (the verifier cannot
/// intern the expected type).
fn check_against(eshape: &[i64], eelem: Type, cshape: &[i64], celem: Type) -> SliceCheck {
    if eshape == cshape && eelem == celem {
        return SliceCheck::Success;
    }
    if cshape.len() > eshape.len() {
        return SliceCheck::RankTooLarge;
    }
    if rank_reduction_mask(eshape, cshape, false).is_none() {
        return SliceCheck::SizeMismatch;
    }
    if eelem != celem {
        return SliceCheck::ElemTypeMismatch;
    }
    SliceCheck::Success
}

/// The text of `tensor<shape x elem, encoding>`.
pub(crate) fn expected_type_text(ctx: &Context, shape: &[i64], elem: Type, encoding: Option<Attribute>) -> String {
    let mut s = String::from("tensor<");
    for &d in shape {
        if d == DYNAMIC {
            s.push('?');
        } else {
            s.push_str(&d.to_string());
        }
        s.push('x');
    }
    s.push_str(&ctx.type_to_string(elem));
    if let Some(e) = encoding {
        s.push_str(", ");
        s.push_str(&ctx.attr_to_string(e));
    }
    s.push('>');
    s
}

fn slice_error_text(ctx: &Context, op: OpId, check: SliceCheck, expected: &str, elem: Type) -> Diagnostic {
    let msg = match check {
        SliceCheck::RankTooLarge => "expected rank to be smaller or equal to the other rank. ".to_string(),
        SliceCheck::SizeMismatch => {
            format!("expected type to be '{expected}' or a rank-reduced version. (size mismatch) ")
        }
        _ => format!("expected element type to be {}", q(ctx, elem)),
    };
    plain_error(ctx, op, msg)
}

/// The checks `tensor.insert_slice` and `tensor.parallel_insert_slice`
/// share after their ODS types: the lists (ranked as the destination), the
/// source against the slice type of the destination, in bounds.
fn verify_insert_like(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let src = vtype(ctx, ctx.ir.operands(op)[0]);
    let dst = vtype(ctx, ctx.ir.operands(op)[1]);
    let (dshape, delem, dencoding) = ranked(ctx, dst).expect("ranked");
    let r = dshape.len();
    let lists = crate::memref::views::check_osss_after(ctx, op, 2, [r, r, r])?;
    let (sshape, selem, _) = ranked(ctx, src).expect("ranked");
    let check = check_against(&lists[1], delem, &sshape, selem);
    if check != SliceCheck::Success {
        let expected = expected_type_text(ctx, &lists[1], delem, dencoding);
        return Err(slice_error_text(ctx, op, check, &expected, delem));
    }
    check_in_bounds(ctx, op, &dshape, &lists)
}

/// `tensor.insert_slice`.
pub(crate) fn verify_insert_slice(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(2, 1))?;
    check_operand(ctx, op, 0, RANKED, is_ranked)?;
    check_operand(ctx, op, 1, RANKED, is_ranked)?;
    let n = ctx.ir.operands(op).len();
    check_operands(ctx, op, 2..n, INDEX_VARIADIC, is_index)?;
    check_result(ctx, op, 0, RANKED, is_ranked)?;
    if vtype(ctx, ctx.ir.result(op, 0)) != vtype(ctx, ctx.ir.operands(op)[1]) {
        return Err(op_error(ctx, op, "failed to verify that expected result type to match dest type"));
    }
    verify_insert_like(ctx, op)
}

/// The ODS checks of `tensor.parallel_insert_slice` (its verifier checks
/// the parent next, then [`verify_parallel_insert_slice_types`]).
pub(crate) fn verify_parallel_insert_slice_ods(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(2, 0))?;
    check_operand(ctx, op, 0, RANKED, is_ranked)?;
    check_operand(ctx, op, 1, RANKED, is_ranked)?;
    let n = ctx.ir.operands(op).len();
    check_operands(ctx, op, 2..n, INDEX_VARIADIC, is_index)?;
    Ok(())
}

/// The checks of `tensor.parallel_insert_slice`'s own verifier after the
/// parent check.
pub(crate) fn verify_parallel_insert_slice_types(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    verify_insert_like(ctx, op)
}

// ----------------------------------------------------------------------
// Folders
// ----------------------------------------------------------------------

fn int_attr(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    let a = a?;
    match ctx.attr_data(a) {
        AttrData::Integer { .. } => ctx.attr_int(a).and_then(|c| i64::try_from(c).ok()),
        _ => None,
    }
}

/// The value of a splat elements attribute (a one-element dense attribute
/// is a splat too).
fn splat_of(ctx: &Context, a: Attribute) -> Option<Attribute> {
    match ctx.attr_data(a) {
        AttrData::DenseElements { splat, values, .. } if *splat || values.len() == 1 => values.first().copied(),
        _ => None,
    }
}

/// `DenseElementsAttr::get(type, values)`: a splat when all are equal.
fn dense_of(ctx: &mut Context, ty: Type, values: Vec<Attribute>) -> Attribute {
    let splat = !values.is_empty() && values.windows(2).all(|w| w[0] == w[1]);
    let values = if splat { vec![values[0]] } else { values };
    ctx.attr(AttrData::DenseElements { ty, splat, values })
}

/// `tensor.dim`'s folder.
pub(crate) fn fold_dim(ctx: &mut Context, op: OpId, c: &[Option<Attribute>], results: &mut Vec<FoldResult>) -> bool {
    let Some(index) = int_attr(ctx, c.get(1).copied().flatten()) else { return false };
    let Some(&source) = ctx.ir.operands(op).first() else { return false };
    let Some((shape, ..)) = ranked(ctx, ctx.ir.value_type(source)) else { return false };
    if index < 0 || index as usize >= shape.len() {
        return false;
    }
    let i = index as usize;
    if shape[i] != DYNAMIC {
        let a = ctx.index_attr(shape[i]);
        results.push(FoldResult::Attr(a));
        return true;
    }
    if let Some(def) = defined_by(ctx, source, "tensor.generate") {
        // The extent of a dynamic dim of a `tensor.generate`.
        let before = shape[..i].iter().filter(|&&d| d == DYNAMIC).count();
        if let Some(&v) = ctx.ir.operands(def).get(before) {
            results.push(FoldResult::Value(v));
            return true;
        }
    }
    if let Some(def) = defined_by(ctx, source, "tensor.extract_slice") {
        let same_rank = ranked(ctx, ctx.ir.value_type(ctx.ir.operands(def)[0]))
            .zip(ctx.ir.results(def).first().and_then(|&r| ranked(ctx, ctx.ir.value_type(r))))
            .is_some_and(|(a, b)| a.0.len() == b.0.len());
        if same_rank
            && let Some(lists) = slice_lists(ctx, def, 1)
            && let Some(Mixed::Value(v)) = lists[1].get(i)
        {
            results.push(FoldResult::Value(*v));
            return true;
        }
    }
    fold_tensor_cast(ctx, op)
}

/// MLIR's `foldTensorCast`: operands defined by casts that only lose static
/// information read the casts' sources. True if any changed.
fn fold_tensor_cast(ctx: &mut Context, op: OpId) -> bool {
    let mut changed = false;
    for i in 0..ctx.ir.operands(op).len() {
        let v = ctx.ir.operands(op)[i];
        if let Some(cast) = defined_by(ctx, v, "tensor.cast")
            && can_fold_into_consumer(ctx, cast)
            && let Some(src) = cast_source(ctx, cast)
        {
            ctx.ir.set_operand(op, i, src);
            changed = true;
        }
    }
    changed
}

/// `tensor.extract`'s folder.
pub(crate) fn fold_extract(
    ctx: &mut Context,
    op: OpId,
    c: &[Option<Attribute>],
    results: &mut Vec<FoldResult>,
) -> bool {
    let tensor_attr = c.first().copied().flatten();
    if let Some(t) = tensor_attr
        && let Some(v) = splat_of(ctx, t)
    {
        results.push(FoldResult::Attr(v));
        return true;
    }
    let mut indices = Vec::with_capacity(c.len().saturating_sub(1));
    for &a in c.iter().skip(1) {
        let Some(i) = int_attr(ctx, a) else { return false };
        indices.push(i as u64);
    }
    let Some(&tensor) = ctx.ir.operands(op).first() else { return false };
    if let Some(from) = defined_by(ctx, tensor, "tensor.from_elements") {
        let Some((shape, ..)) = ctx.ir.results(from).first().and_then(|&r| ranked(ctx, ctx.ir.value_type(r))) else {
            return false;
        };
        if indices.len() != shape.len() {
            return false;
        }
        // As MLIR computes it: an `int` index and stride.
        let mut flat: i32 = 0;
        let mut stride: i32 = 1;
        for i in (0..shape.len()).rev() {
            flat = (flat as i64 as u64).wrapping_add(indices[i].wrapping_mul(stride as i64 as u64)) as i32;
            stride = (stride as i64).wrapping_mul(shape[i]) as i32;
        }
        let elements = ctx.ir.operands(from);
        if flat < 0 || elements.len() as i64 <= flat as i64 {
            return false;
        }
        results.push(FoldResult::Value(elements[flat as usize]));
        return true;
    }
    // extract(insert(x, dest, indices), indices) with constant indices.
    if let Some(insert) = defined_by(ctx, tensor, "tensor.insert") {
        let ins = ctx.ir.operands(insert);
        if ins.len() == indices.len() + 2
            && ins[2..].iter().zip(&indices).all(|(&v, &i)| const_int(ctx, v).map(|c| c as u64) == Some(i))
        {
            results.push(FoldResult::Value(ins[0]));
            return true;
        }
    }
    if let Some(t) = tensor_attr
        && let AttrData::DenseElements { ty, values, .. } = ctx.attr_data(t)
        && let Some((shape, ..)) = ranked(ctx, *ty)
        && shape.len() == indices.len()
        && indices.iter().zip(&shape).all(|(&i, &d)| i < d as u64)
    {
        let mut flat: u64 = 0;
        for (&i, &d) in indices.iter().zip(&shape) {
            flat = flat * d as u64 + i;
        }
        if let Some(&v) = values.get(flat as usize) {
            results.push(FoldResult::Attr(v));
            return true;
        }
    }
    false
}

/// `tensor.insert`'s folder: inserting a splat's value into the splat.
pub(crate) fn fold_insert(ctx: &mut Context, _: OpId, c: &[Option<Attribute>], results: &mut Vec<FoldResult>) -> bool {
    let (Some(Some(scalar)), Some(Some(dest))) = (c.first(), c.get(1)) else { return false };
    if !matches!(ctx.attr_data(*dest), AttrData::DenseElements { .. }) {
        return false;
    }
    if splat_of(ctx, *dest) == Some(*scalar) {
        results.push(FoldResult::Attr(*dest));
        return true;
    }
    false
}

/// `tensor.from_elements`'s folder: constant elements become a dense
/// attribute.
pub(crate) fn fold_from_elements(
    ctx: &mut Context,
    op: OpId,
    c: &[Option<Attribute>],
    results: &mut Vec<FoldResult>,
) -> bool {
    let Some(values) = c.iter().copied().collect::<Option<Vec<_>>>() else { return false };
    let Some(&r) = ctx.ir.results(op).first() else { return false };
    let ty = ctx.ir.value_type(r);
    let Some((_, elem, _)) = ranked(ctx, ty) else { return false };
    // Only scalar constants of the element type make a dense attribute.
    if values.iter().any(|&v| !attr_is_scalar_of(ctx, v, elem)) {
        return false;
    }
    let a = dense_of(ctx, ty, values);
    results.push(FoldResult::Attr(a));
    true
}

fn attr_is_scalar_of(ctx: &Context, a: Attribute, elem: Type) -> bool {
    match ctx.attr_data(a) {
        AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } => *ty == elem,
        _ => false,
    }
}

/// `foldIdentityOffsetSizeAndStrideOpInterface`: zero offsets, sizes equal
/// to `shape` (the leading ones), unit strides.
fn is_identity_slice(ctx: &Context, lists: &[Vec<Mixed>; 3], shape: &[i64]) -> bool {
    lists[0].iter().all(|&m| mixed_const(ctx, m) == Some(0))
        && lists[1].iter().zip(shape).all(|(&m, &d)| mixed_const(ctx, m) == Some(d))
        && lists[2].iter().all(|&m| mixed_const(ctx, m) == Some(1))
}

/// `isSameAs` with equality of the mixed entries.
fn same_slices(a: &[Vec<Mixed>; 3], b: &[Vec<Mixed>; 3]) -> bool {
    a == b
}

/// `tensor.extract_slice`'s folder.
pub(crate) fn fold_extract_slice(
    ctx: &mut Context,
    op: OpId,
    c: &[Option<Attribute>],
    results: &mut Vec<FoldResult>,
) -> bool {
    let (Some(&source), Some(&result)) = (ctx.ir.operands(op).first(), ctx.ir.results(op).first()) else {
        return false;
    };
    let result_type = ctx.ir.value_type(result);
    let Some((rshape, ..)) = ranked(ctx, result_type) else { return false };
    if let Some(Some(a)) = c.first()
        && let Some(v) = splat_of(ctx, *a)
        && !rshape.contains(&DYNAMIC)
    {
        let r = ctx.attr(AttrData::DenseElements { ty: result_type, splat: true, values: vec![v] });
        results.push(FoldResult::Attr(r));
        return true;
    }
    let Some(lists) = slice_lists(ctx, op, 1) else { return false };
    if ctx.ir.value_type(source) == result_type && is_identity_slice(ctx, &lists, &rshape) {
        results.push(FoldResult::Value(source));
        return true;
    }
    if let Some(insert) = defined_by(ctx, source, "tensor.insert_slice")
        && let Some(&insert_source) = ctx.ir.operands(insert).first()
        && ctx.ir.value_type(insert_source) == result_type
        && slice_lists(ctx, insert, 2).is_some_and(|l| same_slices(&l, &lists))
    {
        results.push(FoldResult::Value(insert_source));
        return true;
    }
    false
}

/// `tensor.insert_slice`'s folder.
pub(crate) fn fold_insert_slice(
    ctx: &mut Context,
    op: OpId,
    _: &[Option<Attribute>],
    results: &mut Vec<FoldResult>,
) -> bool {
    let (Some(&source), Some(&dest)) = (ctx.ir.operands(op).first(), ctx.ir.operands(op).get(1)) else {
        return false;
    };
    let Some(&result) = ctx.ir.results(op).first() else { return false };
    let Some(lists) = slice_lists(ctx, op, 2) else { return false };
    let (source_type, result_type) = (ctx.ir.value_type(source), ctx.ir.value_type(result));
    let (Some((sshape, ..)), Some((rshape, ..))) = (ranked(ctx, source_type), ranked(ctx, result_type)) else {
        return false;
    };
    if !sshape.contains(&DYNAMIC)
        && !rshape.contains(&DYNAMIC)
        && source_type == result_type
        && is_identity_slice(ctx, &lists, &rshape)
    {
        results.push(FoldResult::Value(source));
        return true;
    }
    if let Some(prev) = defined_by(ctx, dest, "tensor.insert_slice")
        && let (Some(&prev_source), Some(&prev_dest)) = (ctx.ir.operands(prev).first(), ctx.ir.operands(prev).get(1))
        && ctx.ir.value_type(prev_source) == source_type
        && slice_lists(ctx, prev, 2).is_some_and(|l| same_slices(&l, &lists))
    {
        ctx.ir.set_operand(op, 1, prev_dest);
        return true;
    }
    if let Some(extract) = defined_by(ctx, source, "tensor.extract_slice")
        && ctx.ir.operands(extract).first() == Some(&dest)
        && slice_lists(ctx, extract, 1).is_some_and(|l| same_slices(&l, &lists))
    {
        results.push(FoldResult::Value(dest));
        return true;
    }
    if lists[1].iter().any(|&m| mixed_const(ctx, m) == Some(0)) {
        results.push(FoldResult::Value(dest));
        return true;
    }
    false
}

// ----------------------------------------------------------------------
// Patterns
// ----------------------------------------------------------------------

/// The canonicalization patterns of tensor op `name`, in MLIR 22's order.
pub(crate) fn patterns(name: &str, set: &mut RewritePatternSet) {
    match name {
        "tensor.cast" => {
            set.add_fn("ChainedTensorCast", "tensor.cast", chained_cast);
            set.add_fn("TensorCastExtractSlice", "tensor.cast", cast_extract_slice);
        }
        "tensor.dim" => {
            set.add_fn("DimOfCastOp", "tensor.dim", dim_of_cast);
            set.add_fn("DimOfDestStyleOp", "tensor.dim", dim_of_dest_style);
            set.add_fn("DimOfReshapeOp", "tensor.dim", dim_of_reshape);
        }
        "tensor.empty" => {
            set.add_fn("FoldEmptyTensorWithCastOp", "tensor.cast", empty_with_cast);
            set.add_fn("FoldEmptyTensorWithDimOp", "tensor.dim", empty_with_dim);
            set.add_fn("ReplaceEmptyTensorStaticShapeDims", "tensor.empty", empty_static_dims);
        }
        "tensor.extract" => set.add_fn("ExtractFromTensorCast", "tensor.extract", extract_from_cast),
        "tensor.from_elements" => set.add_fn("ExtractElementFromIndexCast", "tensor.extract", extract_from_index_cast),
        "tensor.extract_slice" => set.add_fn("ExtractSliceOpCastFolder", "tensor.extract_slice", extract_slice_of_cast),
        "tensor.insert_slice" => {
            set.add_fn("InsertSliceOpCastFolder", "tensor.insert_slice", insert_slice_of_cast);
            set.add_fn("InsertSliceOpSourceCastInserter", "tensor.insert_slice", insert_slice_source_cast);
        }
        _ => {}
    }
}

/// The tensor dialect's own patterns (MLIR's
/// `TensorDialect::getCanonicalizationPatterns`): `FoldTensorCastProducerOp`
/// on the destination-style ops (`tensor.insert` and linalg's structured
/// ops; `insert_slice` is excluded).
pub(crate) fn dialect_patterns(reg: &affine_ir::dialect::Registry, set: &mut RewritePatternSet) {
    let mut names: Vec<&'static str> =
        reg.op_names().filter(|&n| n == "tensor.insert" || crate::linalg::is_structured_name(n)).collect();
    names.sort_unstable();
    for n in names {
        if n == "tensor.insert" {
            set.add_fn("FoldTensorCastProducerOp", n, cast_producer_insert);
        } else {
            set.add_fn("FoldTensorCastProducerOp", n, crate::linalg::fold_cast_producer);
        }
    }
}

/// `FoldTensorCastProducerOp` on `tensor.insert`: operands defined by casts
/// that only lose static information read the casts' sources; the result
/// takes the new destination's type and is cast back.
fn cast_producer_insert(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let operands = rw.ctx.ir.operands(op).to_vec();
    let foldable = |ctx: &Context, v: ValueId| {
        defined_by(ctx, v, "tensor.cast").filter(|&c| can_fold_into_consumer(ctx, c)).and_then(|c| cast_source(ctx, c))
    };
    if !operands.iter().any(|&v| foldable(rw.ctx, v).is_some()) || rw.ctx.ir.results(op).len() != 1 {
        return false;
    }
    let new_operands: Vec<ValueId> = operands.iter().map(|&v| foldable(rw.ctx, v).unwrap_or(v)).collect();
    let Some(&dest) = new_operands.get(1) else { return false };
    let new_type = rw.ctx.ir.value_type(dest);
    let old_type = rw.ctx.ir.value_type(rw.ctx.ir.result(op, 0));
    let d = rw.ctx.ir.op(op);
    let (name, loc) = (d.name, d.loc);
    let mut st = OpState::new(name, loc);
    let d = rw.ctx.ir.op(op);
    st.operands = new_operands;
    st.result_types.push(new_type);
    st.attrs = d.attrs.iter().copied().collect();
    st.props = d.props.iter().copied().collect();
    rw.set_insertion_point_before(op);
    let new = rw.create(st);
    let mut v = rw.ctx.ir.result(new, 0);
    if new_type != old_type {
        v = new_cast(rw, loc, v, old_type);
    }
    rw.replace_op(op, &[v]);
    true
}

/// The tensor dialect's `FoldTensorCastProducerOp` on a destination-style
/// op whose last `num_inits` operands are its inits (one result per tensor
/// init): operands defined by casts that only lose static information read
/// the casts' sources, each result takes its new init's type, and results
/// whose type changed are cast back. The op is cloned with its regions.
pub(crate) fn fold_cast_producer_dps(op: OpId, rw: &mut PatternRewriter<'_>, num_inits: usize) -> bool {
    let ctx = &*rw.ctx;
    let operands = ctx.ir.operands(op).to_vec();
    let foldable = |v: ValueId| {
        defined_by(ctx, v, "tensor.cast").filter(|&c| can_fold_into_consumer(ctx, c)).and_then(|c| cast_source(ctx, c))
    };
    if !operands.iter().any(|&v| foldable(v).is_some()) || num_inits > operands.len() {
        return false;
    }
    let new_operands: Vec<ValueId> = operands.iter().map(|&v| foldable(v).unwrap_or(v)).collect();
    let old_types: Vec<Type> = ctx.ir.results(op).iter().map(|&r| ctx.ir.value_type(r)).collect();
    let mut new_types = old_types.clone();
    let mut next = 0;
    for &v in &new_operands[operands.len() - num_inits..] {
        let t = ctx.ir.value_type(v);
        if !matches!(ctx.type_data(t), TypeData::MemRef { .. }) {
            let Some(slot) = new_types.get_mut(next) else { return false };
            *slot = t;
            next += 1;
        }
    }
    let loc = ctx.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let new = clone_op_with(rw, op, new_operands, new_types.clone());
    let mut replacements = Vec::with_capacity(old_types.len());
    for (i, (&old, &newt)) in old_types.iter().zip(&new_types).enumerate() {
        let v = rw.ctx.ir.result(new, i);
        replacements.push(if old == newt { v } else { new_cast(rw, loc, v, old) });
    }
    rw.replace_op(op, &replacements);
    true
}

/// MLIR's `clone(builder, op, resultTypes, operands)`: a copy of `op` (its
/// attributes and regions) on `operands` with results of `result_types`,
/// at the rewriter's insertion point. The regions' ops are reported as
/// inserted before the op, as MLIR's `cloneRegionBefore` reports them.
pub(crate) fn clone_op_with(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    operands: Vec<ValueId>,
    result_types: Vec<Type>,
) -> OpId {
    let d = rw.ctx.ir.op(op);
    let mut st = OpState::new(d.name, d.loc);
    st.operands = operands;
    st.result_types = result_types;
    st.attrs = d.attrs.iter().copied().collect();
    st.props = d.props.iter().copied().collect();
    let old_regions = rw.ctx.ir.regions(op).to_vec();
    let mut nested = Vec::new();
    for r in old_regions {
        let region = rw.ctx.ir.new_region();
        rw.ctx.ir.clone_region_into(r, region, &mut affine_ir::ir::ValueMap::new());
        for b in rw.ctx.ir.region_blocks(region) {
            for o in rw.ctx.ir.block_ops(b) {
                rw.ctx.ir.walk_pre(o, &mut |x| nested.push(x));
            }
        }
        st.regions.push(region);
    }
    for o in nested {
        rw.notify_inserted(o);
    }
    rw.create(st)
}

/// A `tensor.cast` of `value` to `to`, at the rewriter's insertion point.
pub(crate) fn new_cast(rw: &mut PatternRewriter<'_>, loc: Location, value: ValueId, to: Type) -> ValueId {
    let name = rw.ctx.op_name("tensor.cast");
    let mut st = OpState::new(name, loc);
    st.operands.push(value);
    st.result_types.push(to);
    let c = rw.create(st);
    rw.ctx.ir.result(c, 0)
}

/// Replaces `op` by the op `st` describes, created before it, and a
/// `tensor.cast` of its result back to `to` (the type `op`'s users see):
/// the end of every pattern that makes a result type more static.
pub(crate) fn replace_with_cast_back(rw: &mut PatternRewriter<'_>, op: OpId, st: OpState, to: Type) -> bool {
    let loc = st.loc;
    rw.set_insertion_point_before(op);
    let new = rw.create(st);
    let nv = rw.ctx.ir.result(new, 0);
    let v = new_cast(rw, loc, nv, to);
    rw.replace_op(op, &[v]);
    true
}

/// `joinShapes`: the more static of two compatible tensor types (ranked
/// results lose the encoding), `None` when they conflict.
fn join_shapes(ctx: &mut Context, one: Type, two: Type) -> Option<Type> {
    let Some((a, elem, _)) = ranked(ctx, one) else { return Some(two) };
    let Some((b, ..)) = ranked(ctx, two) else { return Some(one) };
    if a.len() != b.len() {
        return None;
    }
    let mut join = Vec::with_capacity(a.len());
    for (&x, &y) in a.iter().zip(&b) {
        if x == DYNAMIC {
            join.push(y);
        } else if y == DYNAMIC || x == y {
            join.push(x);
        } else {
            return None;
        }
    }
    Some(ctx.ty(TypeData::RankedTensor { shape: join, elem, encoding: None }))
}

/// `ChainedTensorCast`.
fn chained_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(src) = cast_source(rw.ctx, op) else { return false };
    let Some(inner) = defined_by(rw.ctx, src, "tensor.cast") else { return false };
    let Some(inner_src) = cast_source(rw.ctx, inner) else { return false };
    let Some(result_type) = cast_result_type(rw.ctx, op) else { return false };
    let source_type = rw.ctx.ir.value_type(inner_src);
    let intermediate = rw.ctx.ir.value_type(src);
    let Some(first) = join_shapes(rw.ctx, source_type, intermediate) else { return false };
    let Some(first) = join_shapes(rw.ctx, first, result_type) else { return false };
    if join_shapes(rw.ctx, source_type, result_type) != Some(first) {
        return false;
    }
    let loc = rw.ctx.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let v = new_cast(rw, loc, inner_src, result_type);
    rw.replace_op(op, &[v]);
    true
}

/// A slice op state (no discardable attributes) over the tensor operands
/// `leading` and the mixed lists.
pub(crate) fn slice_state(
    ctx: &mut Context,
    name: &str,
    loc: Location,
    result: Option<Type>,
    leading: &[ValueId],
    lists: &[Vec<Mixed>; 3],
) -> OpState {
    let n = ctx.op_name(name);
    let mut st = OpState::new(n, loc);
    st.operands.extend_from_slice(leading);
    let mut segs: Vec<i32> = vec![1; leading.len()];
    for (list, pname) in lists.iter().zip(["static_offsets", "static_sizes", "static_strides"]) {
        let mut k = 0;
        for m in list {
            if let Mixed::Value(v) = m {
                st.operands.push(*v);
                k += 1;
            }
        }
        segs.push(k);
        let a = ctx.dense_i64_array_attr(&statics(list));
        crate::arith::types::set_state_prop(ctx, &mut st, pname, a);
    }
    crate::memref::segment_sizes(ctx, &mut st, &segs);
    if let Some(t) = result {
        st.result_types.push(t);
    }
    st
}

/// `TensorCastExtractSlice`: a cast adding static sizes to an
/// `extract_slice` becomes an `extract_slice` with those sizes.
fn cast_extract_slice(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(src) = cast_source(rw.ctx, op) else { return false };
    let Some(result_type) = cast_result_type(rw.ctx, op) else { return false };
    let Some((rshape, ..)) = ranked(rw.ctx, result_type) else { return false };
    let Some(extract) = defined_by(rw.ctx, src, "tensor.extract_slice") else { return false };
    if !can_fold_into_producer(rw.ctx, op) {
        return false;
    }
    let Some((sshape, ..)) = ranked(rw.ctx, rw.ctx.ir.value_type(src)) else { return false };
    if rshape == sshape {
        return false;
    }
    let Some(&extract_source) = rw.ctx.ir.operands(extract).first() else { return false };
    let Some(mut lists) = slice_lists(rw.ctx, extract, 1) else { return false };
    let mask = rank_reduction_mask(&statics(&lists[1]), &sshape, false);
    let mut dim_index = 0;
    for i in 0..lists[1].len() {
        if mask.as_ref().is_some_and(|m| m[i]) {
            continue;
        }
        let Some(&dim) = rshape.get(dim_index) else { return false };
        dim_index += 1;
        if dim == DYNAMIC {
            continue;
        }
        lists[1][i] = Mixed::Static(dim);
    }
    // 22 rewrites even when a new static size runs past a static source
    // dimension, which leaves an `extract_slice` the verifier rejects (see
    // tests/lit/upstream-bugs/tensor-cast-extract-slice-out-of-bounds.mlir);
    // such a cast fails at run time and is kept.
    let source_shape = ranked(rw.ctx, rw.ctx.ir.value_type(extract_source)).map(|(s, ..)| s);
    let static_lists = [statics(&lists[0]), statics(&lists[1]), statics(&lists[2])];
    let in_bounds = source_shape.is_some_and(|s| {
        crate::memref::views::slice_out_of_bounds(&s, &static_lists[0], &static_lists[1], &static_lists[2]).is_none()
    });
    if !in_bounds {
        return false;
    }
    let loc = rw.ctx.ir.op(op).loc;
    let st = slice_state(rw.ctx, "tensor.extract_slice", loc, Some(result_type), &[extract_source], &lists);
    rw.set_insertion_point_before(op);
    rw.replace_op_with_new(op, st);
    true
}

fn dim_state(ctx: &mut Context, loc: Location, source: ValueId, index: ValueId) -> OpState {
    let n = ctx.op_name("tensor.dim");
    let mut st = OpState::new(n, loc);
    st.operands.push(source);
    st.operands.push(index);
    let it = ctx.index_type();
    st.result_types.push(it);
    st
}

/// `DimOfCastOp`: the dim of a cast is the dim of its source.
fn dim_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (Some(&src), Some(&index)) = (rw.ctx.ir.operands(op).first(), rw.ctx.ir.operands(op).get(1)) else {
        return false;
    };
    let Some(cast) = defined_by(rw.ctx, src, "tensor.cast") else { return false };
    let Some(cast_src) = cast_source(rw.ctx, cast) else { return false };
    let loc = rw.ctx.ir.op(op).loc;
    let st = dim_state(rw.ctx, loc, cast_src, index);
    rw.set_insertion_point_before(op);
    rw.replace_op_with_new(op, st);
    true
}

/// The init that result `index` of the destination-style op `op` is
/// written into (MLIR's `DestinationStyleOpInterface::getDpsInits()[index]`
/// for the tensor results): `tensor.insert` / `insert_slice`, linalg's
/// structured ops, `linalg.pack` / `unpack` / `softmax`,
/// `vector.transfer_write` and `bufferization.materialize_in_destination`
/// on tensors. `None` for any other op.
pub(crate) fn dps_init(ctx: &Context, op: OpId, index: usize) -> Option<ValueId> {
    if index >= ctx.ir.results(op).len() {
        return None;
    }
    match name_of(ctx, op) {
        "tensor.insert"
        | "tensor.insert_slice"
        | "linalg.pack"
        | "linalg.unpack"
        | "linalg.softmax"
        | "vector.transfer_write"
        | "bufferization.materialize_in_destination" => {
            if index != 0 {
                return None;
            }
            ctx.ir.operands(op).get(1).copied()
        }
        // linalg's structured ops: the init of the result's number.
        _ => crate::linalg::structured_parts(ctx, op).and_then(|p| p.outputs.get(index).copied()),
    }
}

/// `DimOfDestStyleOp`: the dim of a destination-style op's result is the
/// dim of its init ([`dps_init`]).
fn dim_of_dest_style(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(&src) = rw.ctx.ir.operands(op).first() else { return false };
    let affine_ir::ir::ValueDef::OpResult(def, index) = rw.ctx.ir.value(src).def else { return false };
    let Some(init) = dps_init(rw.ctx, def, index as usize) else { return false };
    rw.modify_op_in_place(op, |ctx| ctx.ir.set_operand(op, 0, init));
    true
}

/// `DimOfReshapeOp`: the dim of a `tensor.reshape` is the element of its
/// shape operand (an `index_cast` to `index` of a non-`index` one), built
/// after the dim.
fn dim_of_reshape(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let operands = rw.ctx.ir.operands(op);
    let (Some(&src), Some(&index)) = (operands.first(), operands.get(1)) else { return false };
    let Some(reshape) = defined_by(rw.ctx, src, "tensor.reshape") else { return false };
    let Some(&shape) = rw.ctx.ir.operands(reshape).get(1) else { return false };
    let Some((_, elem, _)) = ranked(rw.ctx, rw.ctx.ir.value_type(shape)) else { return false };
    let loc = rw.ctx.ir.op(op).loc;
    let index_type = rw.ctx.ir.value_type(rw.ctx.ir.result(op, 0));
    rw.set_insertion_point_after(op);
    let st = extract_state(rw.ctx, loc, shape, &[index], elem);
    let e = rw.create(st);
    let mut v = rw.ctx.ir.result(e, 0);
    if elem != index_type {
        rw.set_insertion_point_after(e);
        let n = rw.ctx.op_name("arith.index_cast");
        let mut st = OpState::new(n, loc);
        st.operands.push(v);
        st.result_types.push(index_type);
        let c = rw.create(st);
        v = rw.ctx.ir.result(c, 0);
    }
    rw.replace_op(op, &[v]);
    true
}

/// The mixed sizes of a `tensor.empty`.
fn empty_sizes(ctx: &Context, empty: OpId) -> Option<Vec<Mixed>> {
    let (shape, ..) = ranked(ctx, ctx.ir.value_type(*ctx.ir.results(empty).first()?))?;
    let ops = ctx.ir.operands(empty);
    let mut next = 0;
    let mut out = Vec::with_capacity(shape.len());
    for d in shape {
        if d == DYNAMIC {
            out.push(Mixed::Value(*ops.get(next)?));
            next += 1;
        } else {
            out.push(Mixed::Static(d));
        }
    }
    (next == ops.len()).then_some(out)
}

fn empty_state(ctx: &mut Context, loc: Location, ty: Type, dynamic: Vec<ValueId>) -> OpState {
    let n = ctx.op_name("tensor.empty");
    let mut st = OpState::new(n, loc);
    st.operands.extend(dynamic);
    st.result_types.push(ty);
    st
}

/// `FoldEmptyTensorWithCastOp`: a cast adding static sizes to a
/// `tensor.empty` becomes a `tensor.empty` of the cast type (without
/// encoding).
fn empty_with_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if !can_fold_into_producer(rw.ctx, op) {
        return false;
    }
    let Some(src) = cast_source(rw.ctx, op) else { return false };
    let Some(empty) = defined_by(rw.ctx, src, "tensor.empty") else { return false };
    let Some(result_type) = cast_result_type(rw.ctx, op) else { return false };
    let Some((rshape, elem, _)) = ranked(rw.ctx, result_type) else { return false };
    let Some(sizes) = empty_sizes(rw.ctx, empty) else { return false };
    if sizes.len() != rshape.len() {
        return false;
    }
    let mut shape = Vec::with_capacity(rshape.len());
    let mut dynamic = Vec::new();
    for (&new_dim, &cur) in rshape.iter().zip(&sizes) {
        match cur {
            Mixed::Static(s) => {
                if new_dim == DYNAMIC || new_dim != s {
                    return false;
                }
                shape.push(s);
            }
            Mixed::Value(v) => {
                if new_dim != DYNAMIC {
                    shape.push(new_dim);
                } else {
                    shape.push(DYNAMIC);
                    dynamic.push(v);
                }
            }
        }
    }
    let ty = rw.ctx.ty(TypeData::RankedTensor { shape, elem, encoding: None });
    let loc = rw.ctx.ir.op(op).loc;
    let st = empty_state(rw.ctx, loc, ty, dynamic);
    rw.set_insertion_point_before(op);
    rw.replace_op_with_new(op, st);
    true
}

/// `FoldEmptyTensorWithDimOp`: the dim of a `tensor.empty` along a dynamic
/// dimension is its size operand.
fn empty_with_dim(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (Some(&src), Some(&index)) = (rw.ctx.ir.operands(op).first(), rw.ctx.ir.operands(op).get(1)) else {
        return false;
    };
    let Some(empty) = defined_by(rw.ctx, src, "tensor.empty") else { return false };
    let Some(i) = const_int(rw.ctx, index) else { return false };
    let Some(sizes) = empty_sizes(rw.ctx, empty) else { return false };
    if i < 0 || i as usize >= sizes.len() {
        return false;
    }
    let Mixed::Value(v) = sizes[i as usize] else { return false };
    rw.replace_op(op, &[v]);
    true
}

/// `ReplaceEmptyTensorStaticShapeDims`: constant (non-negative) sizes move
/// into the type; a cast restores the old type.
fn empty_static_dims(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(&r) = rw.ctx.ir.results(op).first() else { return false };
    let old = rw.ctx.ir.value_type(r);
    let Some((shape, elem, encoding)) = ranked(rw.ctx, old) else { return false };
    let Some(sizes) = empty_sizes(rw.ctx, op) else { return false };
    let mut new_shape = shape.clone();
    let mut dynamic = Vec::new();
    for (i, m) in sizes.iter().enumerate() {
        if let Mixed::Value(v) = *m {
            match const_int(rw.ctx, v) {
                Some(c) if c >= 0 => new_shape[i] = c,
                _ => dynamic.push(v),
            }
        }
    }
    if new_shape == shape {
        return false;
    }
    let ty = rw.ctx.ty(TypeData::RankedTensor { shape: new_shape, elem, encoding });
    let loc = rw.ctx.ir.op(op).loc;
    let st = empty_state(rw.ctx, loc, ty, dynamic);
    replace_with_cast_back(rw, op, st, old)
}

fn extract_state(ctx: &mut Context, loc: Location, tensor: ValueId, indices: &[ValueId], result: Type) -> OpState {
    let n = ctx.op_name("tensor.extract");
    let mut st = OpState::new(n, loc);
    st.operands.push(tensor);
    st.operands.extend_from_slice(indices);
    st.result_types.push(result);
    st
}

/// `ExtractFromTensorCast`: extract from the source of a cast of a ranked
/// tensor.
fn extract_from_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(&t) = rw.ctx.ir.operands(op).first() else { return false };
    let Some(cast) = defined_by(rw.ctx, t, "tensor.cast") else { return false };
    let Some(src) = cast_source(rw.ctx, cast) else { return false };
    let Some((_, elem, _)) = ranked(rw.ctx, rw.ctx.ir.value_type(src)) else { return false };
    let indices = rw.ctx.ir.operands(op)[1..].to_vec();
    let loc = rw.ctx.ir.op(op).loc;
    let st = extract_state(rw.ctx, loc, src, &indices, elem);
    rw.set_insertion_point_before(op);
    rw.replace_op_with_new(op, st);
    true
}

/// `ExtractElementFromIndexCast`: extract before an `arith.index_cast` of
/// a tensor, then cast the element.
fn extract_from_index_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(&t) = rw.ctx.ir.operands(op).first() else { return false };
    let Some(cast) = defined_by(rw.ctx, t, "arith.index_cast") else { return false };
    let Some(&input) = rw.ctx.ir.operands(cast).first() else { return false };
    let Some(&r) = rw.ctx.ir.results(op).first() else { return false };
    let result_type = rw.ctx.ir.value_type(r);
    let input_type = rw.ctx.ir.value_type(input);
    let elem = crate::arith::types::elem_or_self(rw.ctx, input_type);
    let indices = rw.ctx.ir.operands(op)[1..].to_vec();
    let loc = rw.ctx.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let st = extract_state(rw.ctx, loc, input, &indices, elem);
    let e = rw.create(st);
    let ev = rw.ctx.ir.result(e, 0);
    let n = rw.ctx.op_name("arith.index_cast");
    let mut ic = OpState::new(n, loc);
    ic.operands.push(ev);
    ic.result_types.push(result_type);
    rw.replace_op_with_new(op, ic);
    true
}

/// `ExtractSliceOpCastFolder`: an `extract_slice` of a cast that only
/// loses static information reads the cast's source.
fn extract_slice_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.ctx.ir.operands(op).iter().any(|&v| is_constant_index(rw.ctx, v)) {
        return false;
    }
    let Some(&src) = rw.ctx.ir.operands(op).first() else { return false };
    let Some(cast) = defined_by(rw.ctx, src, "tensor.cast") else { return false };
    if !can_fold_into_consumer(rw.ctx, cast) {
        return false;
    }
    let Some(cast_src) = cast_source(rw.ctx, cast) else { return false };
    let Some(lists) = slice_lists(rw.ctx, op, 1) else { return false };
    // mlir-opt 22 keeps the slice in bounds of the more static source.
    let shape = ranked(rw.ctx, rw.ctx.ir.value_type(cast_src)).map(|r| r.0).unwrap_or_default();
    let [o, s, t] = [statics(&lists[0]), statics(&lists[1]), statics(&lists[2])];
    if crate::memref::views::slice_out_of_bounds(&shape, &o, &s, &t).is_some() {
        return false;
    }
    let Some(&r) = rw.ctx.ir.results(op).first() else { return false };
    let result_type = rw.ctx.ir.value_type(r);
    let loc = rw.ctx.ir.op(op).loc;
    let st = slice_state(rw.ctx, "tensor.extract_slice", loc, Some(result_type), &[cast_src], &lists);
    rw.set_insertion_point_before(op);
    rw.replace_op_with_new(op, st);
    true
}

/// The result type an insert op of `name` has for destination `dst`.
fn insert_result(name: &str, dst: Type) -> Option<Type> {
    (name == "tensor.insert_slice").then_some(dst)
}

/// `InsertSliceOpCastFolder` (for `insert_slice` and
/// `parallel_insert_slice`): casts that only lose static information on
/// the source or destination are folded in, sizes taking the static
/// extents of the cast source.
pub(crate) fn insert_slice_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.ctx.ir.operands(op).iter().any(|&v| is_constant_index(rw.ctx, v)) {
        return false;
    }
    let (Some(&source), Some(&dest)) = (rw.ctx.ir.operands(op).first(), rw.ctx.ir.operands(op).get(1)) else {
        return false;
    };
    let of_cast = |ctx: &Context, v: ValueId| {
        defined_by(ctx, v, "tensor.cast").filter(|&c| can_fold_into_consumer(ctx, c)).and_then(|c| cast_source(ctx, c))
    };
    let (src_cast, dst_cast) = (of_cast(rw.ctx, source), of_cast(rw.ctx, dest));
    if src_cast.is_none() && dst_cast.is_none() {
        return false;
    }
    let src = src_cast.unwrap_or(source);
    let dst = dst_cast.unwrap_or(dest);
    let (src_type, dst_type) = (rw.ctx.ir.value_type(src), rw.ctx.ir.value_type(dst));
    let Some((sshape, ..)) = ranked(rw.ctx, src_type) else { return false };
    if ranked(rw.ctx, dst_type).is_none() {
        return false;
    }
    let Some(mut lists) = slice_lists(rw.ctx, op, 2) else { return false };
    let mut static_sizes = statics(&lists[1]);
    let Some(mask) = rank_reduction_mask(&static_sizes, &sshape, true) else { return false };
    let mut reduced = 0;
    for idx in 0..static_sizes.len() {
        if mask[idx] {
            continue;
        }
        let Some(&d) = sshape.get(reduced) else { return false };
        if d != DYNAMIC {
            lists[1][idx] = Mixed::Static(d);
            static_sizes[idx] = d;
            reduced += 1;
        }
    }
    let Some((check, _)) = check_insert_types(rw.ctx, src_type, dst_type, &static_sizes) else { return false };
    if check != SliceCheck::Success {
        return false;
    }
    // mlir-opt 22 keeps the slice in bounds of the new destination.
    let dshape = ranked(rw.ctx, dst_type).map(|r| r.0).unwrap_or_default();
    let (offsets, strides) = (statics(&lists[0]), statics(&lists[2]));
    if crate::memref::views::slice_out_of_bounds(&dshape, &offsets, &static_sizes, &strides).is_some() {
        return false;
    }
    let name = name_of(rw.ctx, op).to_string();
    let loc = rw.ctx.ir.op(op).loc;
    let old_dest_type = rw.ctx.ir.value_type(dest);
    let st = slice_state(rw.ctx, &name, loc, insert_result(&name, dst_type), &[src, dst], &lists);
    rw.set_insertion_point_before(op);
    let new = rw.create(st);
    let mut values: Vec<ValueId> = rw.ctx.ir.results(new).to_vec();
    if name == "tensor.insert_slice" && dst_type != old_dest_type {
        values = vec![new_cast(rw, loc, values[0], old_dest_type)];
    }
    rw.replace_op(op, &values);
    true
}

/// `InsertSliceOpSourceCastInserter`: constant sizes more static than the
/// source type are made explicit with a cast of the source (before the
/// parent op for `parallel_insert_slice`).
pub(crate) fn insert_slice_source_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (Some(&source), Some(&dest)) = (rw.ctx.ir.operands(op).first(), rw.ctx.ir.operands(op).get(1)) else {
        return false;
    };
    let src_type = rw.ctx.ir.value_type(source);
    let (Some((sshape, elem, encoding)), Some((dshape, ..))) =
        (ranked(rw.ctx, src_type), ranked(rw.ctx, rw.ctx.ir.value_type(dest)))
    else {
        return false;
    };
    if sshape.len() != dshape.len() {
        return false;
    }
    let Some(lists) = slice_lists(rw.ctx, op, 2) else { return false };
    let mut new_shape = sshape.clone();
    if lists[1].len() < sshape.len() {
        return false;
    }
    for (d, &m) in new_shape.iter_mut().zip(&lists[1]) {
        if let Some(c) = mixed_const(rw.ctx, m) {
            if c < 0 {
                return false;
            }
            *d = c;
        }
    }
    if new_shape.iter().any(|&d| d != DYNAMIC && d < 0) {
        return false;
    }
    let new_type = rw.ctx.ty(TypeData::RankedTensor { shape: new_shape, elem, encoding });
    if new_type == src_type
        || !preserves_static_information(rw.ctx, src_type, new_type)
        || !cast_compatible(rw.ctx, src_type, new_type)
    {
        return false;
    }
    let name = name_of(rw.ctx, op).to_string();
    let loc = rw.ctx.ir.op(op).loc;
    let parallel = name == "tensor.parallel_insert_slice";
    let at = if parallel { rw.ctx.ir.parent_op(op).unwrap_or(op) } else { op };
    rw.set_insertion_point_before(at);
    let cast = new_cast(rw, loc, source, new_type);
    let dst_type = rw.ctx.ir.value_type(dest);
    let st = slice_state(rw.ctx, &name, loc, insert_result(&name, dst_type), &[cast, dest], &lists);
    rw.set_insertion_point_before(op);
    rw.replace_op_with_new(op, st);
    true
}

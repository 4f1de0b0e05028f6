//! Folders and canonicalization patterns of the `memref` view ops
//! (`subview`, `view`) and of `memref.copy` through casts, as MLIR 22's
//! `MemRefOps.cpp` has them:
//!
//! * `memref.subview`: constant offset / size / stride operands become
//!   static values (`OpWithOffsetSizesAndStridesConstantArgumentFolder`:
//!   the result type is recomputed and a `memref.cast` casts back to the old
//!   one), a subview of a `memref.cast` that only loses static information
//!   takes the cast's source (`SubViewOpMemRefCastFolder`), and the folder:
//!   a subview whose type equals its source's fully static type, or a
//!   no-op subview of a subview of the same sizes, is its source;
//! * `memref.view`: a view of the same fully static type is its source;
//!   constant size operands move into the type (`ViewOpShapeFolder`); a
//!   view of a `memref.cast` of an `alloc` views the allocation
//!   (`ViewOpMemrefCastFolder`);
//! * `memref.copy` reads through a `memref.cast` that only loses static
//!   information (`FoldCopyOfCast`, first such operand only).

use affine_ir::context::{AttrData, Context, DYNAMIC, Type, TypeData};
use affine_ir::ir::{OpId, OpState, ValueId};
use affine_ir::rewrite::{FoldResult, PatternRewriter, constant_value};

use super::{memref_parts, strides_and_offset};
use crate::arith::types::prop;

/// One offset, size or stride of a view op: static, or an SSA operand.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Mixed {
    /// A static value.
    Static(i64),
    /// An SSA operand.
    Value(ValueId),
}

/// The parts of a `memref.subview`: its source and its mixed offsets,
/// sizes and strides.
struct SubviewParts {
    source: ValueId,
    lists: [Vec<Mixed>; 3],
}

const OSS_NAMES: [&str; 3] = ["static_offsets", "static_sizes", "static_strides"];

fn subview_parts(ctx: &Context, op: OpId) -> Option<SubviewParts> {
    let source = *ctx.ir.operands(op).first()?;
    Some(SubviewParts { source, lists: slice_lists(ctx, op, 1)? })
}

/// The mixed offsets, sizes and strides of an op with `static_offsets`,
/// `static_sizes` and `static_strides` whose dynamic values are its
/// operands from `first` on (`None` when they do not match).
pub(crate) fn slice_lists(ctx: &Context, op: OpId, first: usize) -> Option<[Vec<Mixed>; 3]> {
    let operands = ctx.ir.operands(op);
    let mut next = first;
    let mut lists: [Vec<Mixed>; 3] = Default::default();
    for (list, name) in lists.iter_mut().zip(OSS_NAMES) {
        let statics = prop(ctx, op, name).and_then(|a| ctx.attr_dense_i64s(a))?;
        for s in statics {
            if s == DYNAMIC {
                list.push(Mixed::Value(*operands.get(next)?));
                next += 1;
            } else {
                list.push(Mixed::Static(s));
            }
        }
    }
    (next == operands.len()).then_some(lists)
}

/// The value of an integer constant (`getConstantIntValue`).
fn const_int(ctx: &Context, v: ValueId) -> Option<i64> {
    constant_value(ctx, v).and_then(|a| ctx.attr_int(a)).and_then(|c| i64::try_from(c).ok())
}

/// `matchConstantIndex()`: an `arith.constant` of type `index`.
fn is_constant_index(ctx: &Context, v: ValueId) -> bool {
    matches!(ctx.type_data(ctx.ir.value_type(v)), TypeData::Index)
        && ctx.ir.defining_op(v).is_some_and(|d| ctx.op_name_str(ctx.ir.op(d).name) == "arith.constant")
        && const_int(ctx, v).is_some()
}

/// The constant integer value of a mixed entry, if any.
fn mixed_const(ctx: &Context, m: Mixed) -> Option<i64> {
    match m {
        Mixed::Static(s) => Some(s),
        Mixed::Value(v) => const_int(ctx, v),
    }
}

/// MLIR's `foldDynamicIndexList`: constant operands become static values
/// (only non-negative ones if `only_non_negative`). True if any changed.
pub(crate) fn fold_dynamic_index_list(ctx: &Context, list: &mut [Mixed], only_non_negative: bool) -> bool {
    let mut changed = false;
    for m in list.iter_mut() {
        let Mixed::Value(v) = *m else { continue };
        let Some(c) = const_int(ctx, v) else { continue };
        if only_non_negative && c < 0 {
            continue;
        }
        *m = Mixed::Static(c);
        changed = true;
    }
    changed
}

/// The static values of a mixed list, dynamic for operands.
pub(crate) fn statics(list: &[Mixed]) -> Vec<i64> {
    list.iter().map(|m| if let Mixed::Static(s) = m { *s } else { DYNAMIC }).collect()
}

/// `SaturatedInteger` addition: dynamic if either is.
pub(super) fn sat_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC { DYNAMIC } else { a.wrapping_add(b) }
}

/// `SaturatedInteger` multiplication: zero times anything is zero, else
/// dynamic if either is.
pub(super) fn sat_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        0
    } else if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_mul(b)
    }
}

/// The inferred (not rank-reduced) result of a subview of `source` as
/// shape, strides and offset (MLIR's `SubViewOp::inferResultType` on mixed
/// values): `None` for a negative static offset or size, a zero static
/// stride, or a source without strides.
fn infer_subview_layout(
    ctx: &Context,
    source: Type,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<(Vec<i64>, Vec<i64>, i64)> {
    if offsets.iter().chain(sizes).any(|&v| v != DYNAMIC && v < 0) || strides.contains(&0) {
        return None;
    }
    let (source_strides, source_offset) = strides_and_offset(ctx, source)?;
    if source_strides.len() != offsets.len() || sizes.len() != offsets.len() || strides.len() != offsets.len() {
        return None;
    }
    let mut offset = source_offset;
    for (&o, &s) in offsets.iter().zip(&source_strides) {
        offset = sat_add(offset, sat_mul(o, s));
    }
    let new_strides = source_strides.iter().zip(strides).map(|(&a, &b)| sat_mul(a, b)).collect();
    Some((sizes.to_vec(), new_strides, offset))
}

/// MLIR's `computeMemRefRankReductionMask` for a subview (its
/// `getDroppedDims`): which dims of `original` are dropped in `reduced`,
/// given the subview's mixed sizes; the strides of both types are read only
/// when the unit sizes are ambiguous.
fn rank_reduction_mask(ctx: &Context, original: Type, reduced: Type, sizes: &[Mixed]) -> Option<Vec<bool>> {
    let orank = memref_parts(ctx, original)?.0.len();
    let rrank = memref_parts(ctx, reduced)?.0.len();
    let unit_sizes = sizes.iter().map(|s| *s == Mixed::Static(1));
    let strides = || Some((strides_and_offset(ctx, original)?.0, strides_and_offset(ctx, reduced)?.0));
    super::views::memref_rank_reduction_mask(orank, rrank, unit_sizes, strides)
}

/// A memref type with a `strided<>` layout.
fn strided_type(ctx: &mut Context, like: Type, shape: Vec<i64>, strides: Vec<i64>, offset: i64) -> Option<Type> {
    let (_, elem, _, memory_space) = memref_parts(ctx, like)?;
    let layout = ctx.attr(AttrData::Strided { strides, offset });
    Some(ctx.ty(TypeData::MemRef { shape, elem, layout: Some(layout), memory_space }))
}

/// The inferred subview type of `source` with the dims in `dropped`
/// removed (`getCanonicalSubViewResultType` /
/// `SubViewReturnTypeCanonicalizer`).
fn canonical_subview_type(
    ctx: &mut Context,
    source: Type,
    dropped: &[bool],
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<Type> {
    let (shape, new_strides, offset) = infer_subview_layout(ctx, source, offsets, sizes, strides)?;
    if dropped.len() != shape.len() {
        return None;
    }
    let keep = |v: &[i64]| v.iter().zip(dropped).filter(|(_, d)| !**d).map(|(x, _)| *x).collect::<Vec<_>>();
    let (shape, new_strides) = (keep(&shape), keep(&new_strides));
    strided_type(ctx, source, shape, new_strides, offset)
}

/// Builds a `memref.subview` op state (no discardable attributes, as
/// MLIR's builder).
fn subview_state(ctx: &mut Context, like: OpId, result: Type, source: ValueId, lists: &[Vec<Mixed>; 3]) -> OpState {
    let loc = ctx.ir.op(like).loc;
    let mut st = OpState::new(ctx.ir.op(like).name, loc);
    st.operands.push(source);
    let mut segs = [1i32, 0, 0, 0];
    for (i, list) in lists.iter().enumerate() {
        for m in list {
            if let Mixed::Value(v) = m {
                st.operands.push(*v);
                segs[i + 1] += 1;
            }
        }
        let a = ctx.dense_i64_array_attr(&statics(list));
        let k = ctx.ident(OSS_NAMES[i]);
        st.props.push(affine_ir::NamedAttr { name: k, value: a });
    }
    let seg = ctx.dense_i32_array_attr(&segs);
    let k = ctx.ident("operandSegmentSizes");
    st.props.push(affine_ir::NamedAttr { name: k, value: seg });
    st.result_types.push(result);
    st
}

/// Creates `new_state` before `op` and replaces `op` with a `memref.cast`
/// of its result to `op`'s type.
pub(super) fn replace_with_cast_of_new(rw: &mut PatternRewriter<'_>, op: OpId, new_state: OpState) {
    let old_type = rw.ctx.ir.value_type(rw.ctx.ir.result(op, 0));
    let loc = rw.ctx.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let new = rw.create(new_state);
    let nv = rw.ctx.ir.result(new, 0);
    let cast_name = rw.ctx.op_name("memref.cast");
    let mut cast = OpState::new(cast_name, loc);
    cast.operands.push(nv);
    cast.result_types.push(old_type);
    let c = rw.create(cast);
    let cv = rw.ctx.ir.result(c, 0);
    rw.replace_op(op, &[cv]);
}

/// A reshape's `reassociation` property: one array of dimension indices
/// per group.
fn reassociation_attr(ctx: &mut Context, groups: &[Vec<i64>]) -> affine_ir::context::Attribute {
    let group_attrs: Vec<_> = groups
        .iter()
        .map(|g| {
            let items: Vec<_> = g.iter().map(|&i| ctx.i64_attr(i)).collect();
            ctx.attr(AttrData::Array(items))
        })
        .collect();
    ctx.attr(AttrData::Array(group_attrs))
}

/// MLIR's `OpWithOffsetSizesAndStridesConstantArgumentFolder` for
/// `memref.subview`.
pub(super) fn subview_constant_arguments(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(parts) = subview_parts(rw.ctx, op) else { return false };
    let mut lists = parts.lists.clone();
    let a = fold_dynamic_index_list(rw.ctx, &mut lists[0], true);
    let b = fold_dynamic_index_list(rw.ctx, &mut lists[1], true);
    let c = fold_dynamic_index_list(rw.ctx, &mut lists[2], false);
    if !(a || b || c) {
        return false;
    }
    let source_type = rw.ctx.ir.value_type(parts.source);
    let result_type = rw.ctx.ir.value_type(rw.ctx.ir.result(op, 0));
    let Some((source_shape, ..)) = memref_parts(rw.ctx, source_type) else { return false };
    let [offs, sizes, strides] = [statics(&lists[0]), statics(&lists[1]), statics(&lists[2])];
    if super::views::slice_out_of_bounds(&source_shape, &offs, &sizes, &strides).is_some() {
        return false;
    }
    // The dropped dims of the op as it is (`getDroppedDims`).
    let Some(dropped) = rank_reduction_mask(rw.ctx, source_type, result_type, &parts.lists[1]) else {
        return false;
    };
    let Some(new_type) = canonical_subview_type(rw.ctx, source_type, &dropped, &offs, &sizes, &strides) else {
        return false;
    };
    let st = subview_state(rw.ctx, op, new_type, parts.source, &lists);
    replace_with_cast_of_new(rw, op, st);
    true
}

/// MLIR's `CastOp::canFoldIntoConsumerOp`: a cast between ranked strided
/// memrefs of the same element type and rank that only makes sizes,
/// offset or strides more dynamic.
pub(super) fn cast_folds_into_consumer(ctx: &Context, cast: OpId) -> bool {
    let source = ctx.ir.value_type(ctx.ir.operands(cast)[0]);
    let result = ctx.ir.value_type(ctx.ir.result(cast, 0));
    let (Some((sshape, selem, ..)), Some((rshape, relem, ..))) = (memref_parts(ctx, source), memref_parts(ctx, result))
    else {
        return false;
    };
    if selem != relem || sshape.len() != rshape.len() {
        return false;
    }
    let (Some((sstrides, soff)), Some((rstrides, roff))) =
        (strides_and_offset(ctx, source), strides_and_offset(ctx, result))
    else {
        return false;
    };
    let more_static = |s: i64, r: i64| s != r && s == DYNAMIC && r != DYNAMIC;
    !(sshape.iter().zip(&rshape).any(|(&s, &r)| more_static(s, r))
        || more_static(soff, roff)
        || sstrides.iter().zip(&rstrides).any(|(&s, &r)| more_static(s, r)))
}

/// MLIR's `SubViewOpMemRefCastFolder`: a subview of a `memref.cast` that
/// only loses static information takes the cast's source (cast back to the
/// old result type).
pub(super) fn subview_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.ctx.ir.operands(op).iter().any(|&v| is_constant_index(rw.ctx, v)) {
        return false;
    }
    let Some(parts) = subview_parts(rw.ctx, op) else { return false };
    let Some(cast) = rw.ctx.ir.defining_op(parts.source) else { return false };
    if rw.ctx.op_name_str(rw.ctx.ir.op(cast).name) != "memref.cast" || !cast_folds_into_consumer(rw.ctx, cast) {
        return false;
    }
    let cast_source = rw.ctx.ir.operands(cast)[0];
    let cast_source_type = rw.ctx.ir.value_type(cast_source);
    let source_type = rw.ctx.ir.value_type(parts.source);
    let result_type = rw.ctx.ir.value_type(rw.ctx.ir.result(op, 0));
    let Some(dropped) = rank_reduction_mask(rw.ctx, source_type, result_type, &parts.lists[1]) else {
        return false;
    };
    let [offs, sizes, strides] = [statics(&parts.lists[0]), statics(&parts.lists[1]), statics(&parts.lists[2])];
    let Some(new_type) = canonical_subview_type(rw.ctx, cast_source_type, &dropped, &offs, &sizes, &strides) else {
        return false;
    };
    let st = subview_state(rw.ctx, op, new_type, cast_source, &parts.lists);
    replace_with_cast_of_new(rw, op, st);
    true
}

/// MLIR's `isTrivialSubViewOp`: same rank, offsets zero, strides one and
/// sizes equal to the source's static shape (constant operands count).
pub(super) fn is_trivial_subview(ctx: &Context, op: OpId) -> bool {
    let Some(parts) = subview_parts(ctx, op) else { return false };
    let Some((source_shape, ..)) = memref_parts(ctx, ctx.ir.value_type(parts.source)) else { return false };
    let Some((result_shape, ..)) = memref_parts(ctx, ctx.ir.value_type(ctx.ir.result(op, 0))) else { return false };
    source_shape.len() == result_shape.len()
        && parts.lists[0].iter().all(|&m| mixed_const(ctx, m) == Some(0))
        && parts.lists[2].iter().all(|&m| mixed_const(ctx, m) == Some(1))
        && parts.lists[1].len() == source_shape.len()
        && parts.lists[1].iter().zip(&source_shape).all(|(&m, &d)| mixed_const(ctx, m) == Some(d))
}

/// MLIR's `SubViewOp::fold`.
pub(super) fn fold_subview(ctx: &mut Context, op: OpId, results: &mut Vec<FoldResult>) -> bool {
    let Some(parts) = subview_parts(ctx, op) else { return false };
    let source_type = ctx.ir.value_type(parts.source);
    let result_type = ctx.ir.value_type(ctx.ir.result(op, 0));
    let Some((shape, _, layout, _)) = memref_parts(ctx, result_type) else { return false };
    let static_layout = match layout.map(|l| ctx.attr_data(l)) {
        Some(AttrData::Strided { strides, offset }) => *offset != DYNAMIC && !strides.contains(&DYNAMIC),
        _ => true,
    };
    if result_type == source_type && !shape.contains(&DYNAMIC) && static_layout {
        results.push(FoldResult::Value(parts.source));
        return true;
    }
    let Some(inner) = ctx.ir.defining_op(parts.source) else { return false };
    if ctx.ir.op(inner).name != ctx.ir.op(op).name {
        return false;
    }
    let Some(inner_parts) = subview_parts(ctx, inner) else { return false };
    let zero_offsets = parts.lists[0].iter().all(|&m| mixed_const(ctx, m) == Some(0));
    let unit_strides = parts.lists[2].iter().all(|&m| mixed_const(ctx, m) == Some(1));
    if zero_offsets && unit_strides && parts.lists[1] == inner_parts.lists[1] && result_type == source_type {
        results.push(FoldResult::Value(parts.source));
        return true;
    }
    false
}

/// The dynamic size operand of result dim `i` of a `memref.subview`
/// (rank-reducing ones included), as `DimOp::fold` finds it.
pub(super) fn subview_dynamic_size(ctx: &Context, subview: OpId, i: usize) -> Option<ValueId> {
    let parts = subview_parts(ctx, subview)?;
    let source_type = ctx.ir.value_type(parts.source);
    let result_type = ctx.ir.value_type(ctx.ir.result(subview, 0));
    let dropped = rank_reduction_mask(ctx, source_type, result_type, &parts.lists[1])?;
    let source_index = (0..dropped.len()).filter(|&d| !dropped[d]).nth(i)?;
    match parts.lists[1].get(source_index)? {
        Mixed::Value(v) => Some(*v),
        Mixed::Static(_) => None,
    }
}

/// MLIR's `ViewOp::fold`: a view of the same fully static type is its
/// source.
pub(super) fn fold_view(ctx: &mut Context, op: OpId, results: &mut Vec<FoldResult>) -> bool {
    let Some(&source) = ctx.ir.operands(op).first() else { return false };
    let t = ctx.ir.value_type(ctx.ir.result(op, 0));
    if ctx.ir.value_type(source) != t {
        return false;
    }
    let Some((shape, ..)) = memref_parts(ctx, t) else { return false };
    if shape.contains(&DYNAMIC) {
        return false;
    }
    results.push(FoldResult::Value(source));
    true
}

/// MLIR's `ViewOpShapeFolder`: dynamic sizes given by `arith.constant`s of
/// type index move into the result type (a `memref.cast` back to the old
/// type).
pub(super) fn view_shape(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let operands = rw.ctx.ir.operands(op).to_vec();
    if operands.len() < 2 || !operands.iter().any(|&v| is_constant_index(rw.ctx, v)) {
        return false;
    }
    let t = rw.ctx.ir.value_type(rw.ctx.ir.result(op, 0));
    let Some((shape, elem, layout, memory_space)) = memref_parts(rw.ctx, t) else { return false };
    if strides_and_offset(rw.ctx, t).is_none() {
        return false;
    }
    let sizes = &operands[2..];
    let mut new_shape = Vec::with_capacity(shape.len());
    let mut new_sizes = Vec::new();
    let mut pos = 0;
    for &d in &shape {
        if d != DYNAMIC {
            new_shape.push(d);
            continue;
        }
        let Some(&v) = sizes.get(pos) else { return false };
        pos += 1;
        if is_constant_index(rw.ctx, v) {
            new_shape.push(const_int(rw.ctx, v).unwrap_or(DYNAMIC));
        } else {
            new_shape.push(DYNAMIC);
            new_sizes.push(v);
        }
    }
    let new_type = rw.ctx.ty(TypeData::MemRef { shape: new_shape, elem, layout, memory_space });
    if new_type == t {
        return false;
    }
    let loc = rw.ctx.ir.op(op).loc;
    let mut st = OpState::new(rw.ctx.ir.op(op).name, loc);
    st.operands.extend([operands[0], operands[1]]);
    st.operands.extend(new_sizes);
    st.result_types.push(new_type);
    replace_with_cast_of_new(rw, op, st);
    true
}

/// MLIR's `ViewOpMemrefCastFolder`: a view of a `memref.cast` of a
/// `memref.alloc` views the allocation itself.
pub(super) fn view_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let operands = rw.ctx.ir.operands(op).to_vec();
    let Some(&source) = operands.first() else { return false };
    let Some(cast) = rw.ctx.ir.defining_op(source) else { return false };
    if rw.ctx.op_name_str(rw.ctx.ir.op(cast).name) != "memref.cast" {
        return false;
    }
    let alloc_value = rw.ctx.ir.operands(cast)[0];
    let Some(alloc) = rw.ctx.ir.defining_op(alloc_value) else { return false };
    if rw.ctx.op_name_str(rw.ctx.ir.op(alloc).name) != "memref.alloc" {
        return false;
    }
    let t = rw.ctx.ir.value_type(rw.ctx.ir.result(op, 0));
    let loc = rw.ctx.ir.op(op).loc;
    let mut st = OpState::new(rw.ctx.ir.op(op).name, loc);
    st.operands.push(alloc_value);
    st.operands.extend_from_slice(&operands[1..]);
    st.result_types.push(t);
    rw.replace_op_with_new(op, st);
    true
}

/// MLIR's `FoldCopyOfCast` (`CopyOp::fold`): the first operand that is a
/// `memref.cast` folding into its consumer reads the cast's source.
pub(super) fn fold_copy(ctx: &mut Context, op: OpId) -> bool {
    for i in 0..ctx.ir.operands(op).len() {
        let v = ctx.ir.operands(op)[i];
        let Some(cast) = ctx.ir.defining_op(v) else { continue };
        if ctx.op_name_str(ctx.ir.op(cast).name) == "memref.cast" && cast_folds_into_consumer(ctx, cast) {
            let src = ctx.ir.operands(cast)[0];
            ctx.ir.set_operand(op, i, src);
            return true;
        }
    }
    false
}

/// MLIR's `constifyIndexValues`: entries the type knows statically become
/// those values, constant operands become static.
fn constify(ctx: &Context, list: &[Mixed], known: &[i64]) -> Vec<Mixed> {
    list.iter()
        .enumerate()
        .map(|(i, &m)| match known.get(i) {
            Some(&k) if k != DYNAMIC => Mixed::Static(k),
            _ => mixed_const(ctx, m).map_or(m, Mixed::Static),
        })
        .collect()
}

/// The constified offset, sizes and strides of a `memref.reinterpret_cast`
/// (`getConstifiedMixed*`, from its result type).
fn reinterpret_constified(ctx: &Context, op: OpId, parts: &SubviewParts) -> Option<[Vec<Mixed>; 3]> {
    let t = ctx.ir.value_type(ctx.ir.result(op, 0));
    let (shape, ..) = memref_parts(ctx, t)?;
    let (strides, offset) = strides_and_offset(ctx, t)?;
    Some([
        constify(ctx, &parts.lists[0], &[offset]),
        constify(ctx, &parts.lists[1], &shape),
        constify(ctx, &parts.lists[2], &strides),
    ])
}

/// The constified offset, sizes and strides of a
/// `memref.extract_strided_metadata` (its results, static where the source
/// type knows them).
fn metadata_constified(ctx: &Context, op: OpId) -> Option<[Vec<Mixed>; 3]> {
    let t = ctx.ir.value_type(*ctx.ir.operands(op).first()?);
    let (shape, ..) = memref_parts(ctx, t)?;
    let (strides, offset) = strides_and_offset(ctx, t)?;
    let results = ctx.ir.results(op);
    let rank = shape.len();
    if results.len() != 2 + 2 * rank {
        return None;
    }
    let values = |r: &[ValueId]| r.iter().map(|&v| Mixed::Value(v)).collect::<Vec<_>>();
    Some([
        constify(ctx, &values(&results[1..2]), &[offset]),
        constify(ctx, &values(&results[2..2 + rank]), &shape),
        constify(ctx, &values(&results[2 + rank..]), &strides),
    ])
}

/// MLIR's `ExtractStridedMetadataOp::fold`: results the source type knows
/// statically are replaced (where used) by `arith.constant`s created before
/// the op, and a `memref.cast` source of a ranked memref is looked through.
pub(super) fn fold_extract_strided_metadata(ctx: &mut Context, op: OpId) -> bool {
    let Some(constified) = metadata_constified(ctx, op) else { return false };
    let results = ctx.ir.results(op).to_vec();
    let loc = ctx.ir.op(op).loc;
    let mut changed = false;
    for (r, m) in results[1..].iter().zip(constified.iter().flatten()) {
        let Mixed::Static(c) = *m else { continue };
        let uses = ctx.ir.uses_in_mlir_order(*r);
        if uses.is_empty() {
            continue;
        }
        let k = crate::arith::build_constant_index(ctx, c, loc, affine_ir::ir::InsertPoint::Before(op));
        let kv = ctx.ir.result(k, 0);
        for u in uses {
            ctx.ir.set_operand(u.op, u.index as usize, kv);
        }
        changed = true;
    }
    let source = ctx.ir.operands(op)[0];
    if let Some(cast) = ctx.ir.defining_op(source)
        && ctx.op_name_str(ctx.ir.op(cast).name) == "memref.cast"
    {
        let inner = ctx.ir.operands(cast)[0];
        if matches!(ctx.type_data(ctx.ir.value_type(inner)), TypeData::MemRef { .. }) {
            ctx.ir.set_operand(op, 0, inner);
            changed = true;
        }
    }
    changed
}

/// MLIR's `ReinterpretCastOp::fold`: a source made by a reinterpret_cast,
/// a cast or a subview with zero offsets is replaced by its own source; a
/// reinterpret_cast to its source's static type at offset 0 is the source.
pub(super) fn fold_reinterpret_cast(ctx: &mut Context, op: OpId, results: &mut Vec<FoldResult>) -> bool {
    let Some(parts) = subview_parts(ctx, op) else { return false };
    let src = parts.source;
    if let Some(prev) = ctx.ir.defining_op(src) {
        let prev_source = match ctx.op_name_str(ctx.ir.op(prev).name) {
            "memref.reinterpret_cast" | "memref.cast" => ctx.ir.operands(prev).first().copied(),
            "memref.subview" => subview_parts(ctx, prev)
                .filter(|p| p.lists[0].iter().all(|&m| mixed_const(ctx, m) == Some(0)))
                .map(|p| p.source),
            _ => None,
        };
        if let Some(s) = prev_source {
            ctx.ir.set_operand(op, 0, s);
            return true;
        }
    }
    let t = ctx.ir.value_type(ctx.ir.result(op, 0));
    let Some((shape, ..)) = memref_parts(ctx, t) else { return false };
    if !shape.contains(&DYNAMIC) && ctx.ir.value_type(src) == t && parts.lists[0].first() == Some(&Mixed::Static(0)) {
        results.push(FoldResult::Value(src));
        return true;
    }
    false
}

/// MLIR's `ReinterpretCastOpExtractStridedMetadataFolder`: a
/// reinterpret_cast of the metadata of `x` that rebuilds `x` is `x` (cast
/// to the result type when the types differ); otherwise it reads `x`.
pub(super) fn reinterpret_of_metadata(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(parts) = subview_parts(rw.ctx, op) else { return false };
    let Some(meta) = rw.ctx.ir.defining_op(parts.source) else { return false };
    if rw.ctx.op_name_str(rw.ctx.ir.op(meta).name) != "memref.extract_strided_metadata" {
        return false;
    }
    let meta_source = rw.ctx.ir.operands(meta)[0];
    let ours = reinterpret_constified(rw.ctx, op, &parts);
    let theirs = metadata_constified(rw.ctx, meta);
    let noop = match (&ours, &theirs) {
        (Some(a), Some(b)) => a[2] == b[2] && a[1] == b[1] && a[0] == b[0],
        _ => false,
    };
    if !noop {
        rw.modify_op_in_place(op, |ctx| ctx.ir.set_operand(op, 0, meta_source));
        return true;
    }
    let t = rw.ctx.ir.value_type(rw.ctx.ir.result(op, 0));
    if rw.ctx.ir.value_type(meta_source) == t {
        rw.replace_op(op, &[meta_source]);
        return true;
    }
    let cast_name = rw.ctx.op_name("memref.cast");
    let mut cast = OpState::new(cast_name, rw.ctx.ir.op(op).loc);
    cast.operands.push(meta_source);
    cast.result_types.push(t);
    rw.replace_op_with_new(op, cast);
    true
}

/// MLIR's `ReinterpretCastOpConstantFolder`: offset, sizes and strides the
/// result type or constant operands know become static; the new
/// reinterpret_cast has the inferred `strided<>` type and is cast back.
pub(super) fn reinterpret_constants(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(parts) = subview_parts(rw.ctx, op) else { return false };
    let Some(lists) = reinterpret_constified(rw.ctx, op, &parts) else { return false };
    let n_static = |ls: &[Vec<Mixed>; 3]| ls.iter().flatten().filter(|m| matches!(m, Mixed::Static(_))).count();
    if n_static(&parts.lists) == n_static(&lists) {
        return false;
    }
    let source_type = rw.ctx.ir.value_type(parts.source);
    let offset = statics(&lists[0]).first().copied().unwrap_or(DYNAMIC);
    let (Some(elem), memory_space) = (match rw.ctx.type_data(source_type) {
        TypeData::MemRef { elem, memory_space, .. } => (Some(*elem), *memory_space),
        TypeData::UnrankedMemRef { elem, memory_space } => (Some(*elem), *memory_space),
        _ => (None, None),
    }) else {
        return false;
    };
    let layout = rw.ctx.attr(AttrData::Strided { strides: statics(&lists[2]), offset });
    let new_type = rw.ctx.ty(TypeData::MemRef { shape: statics(&lists[1]), elem, layout: Some(layout), memory_space });
    let st = subview_state(rw.ctx, op, new_type, parts.source, &lists);
    replace_with_cast_of_new(rw, op, st);
    true
}

/// MLIR's `AssumeAlignmentOp::fold`: an assume_alignment of an
/// assume_alignment with the same alignment is its operand.
pub(super) fn fold_assume_alignment(ctx: &mut Context, op: OpId, results: &mut Vec<FoldResult>) -> bool {
    let Some(&m) = ctx.ir.operands(op).first() else { return false };
    let Some(prev) = ctx.ir.defining_op(m) else { return false };
    if ctx.ir.op(prev).name != ctx.ir.op(op).name || prop(ctx, prev, "alignment") != prop(ctx, op, "alignment") {
        return false;
    }
    results.push(FoldResult::Value(m));
    true
}

/// MLIR's `foldReshapeOp` for `memref.expand_shape` / `collapse_shape`: a
/// reshape to its source's type is its source; a reshape of the inverse
/// reshape whose source has this result type is that source when the type
/// has at most one dynamic size, or when the two reassociations are equal
/// and either the pair expands then collapses or no group holds two
/// dynamic sizes.
pub(crate) fn fold_reshape(ctx: &mut Context, op: OpId, results: &mut Vec<FoldResult>) -> bool {
    let Some(&src) = ctx.ir.operands(op).first() else { return false };
    let t = ctx.ir.value_type(ctx.ir.result(op, 0));
    if ctx.ir.value_type(src) == t {
        results.push(FoldResult::Value(src));
        return true;
    }
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    let dialect = dialect_of(name);
    let inverse = if name.ends_with(".expand_shape") { "collapse_shape" } else { "expand_shape" };
    let inverse = format!("{dialect}.{inverse}");
    let Some(prev) = ctx.ir.defining_op(src) else { return false };
    if ctx.op_name_str(ctx.ir.op(prev).name) != inverse {
        return false;
    }
    let prev_src = ctx.ir.operands(prev)[0];
    if ctx.ir.value_type(prev_src) != t {
        return false;
    }
    let Some(shape) = shaped_dims(ctx, t) else { return false };
    let dynamic = |dims: &[i64]| dims.iter().filter(|&&d| d == DYNAMIC).count();
    let fold = dynamic(&shape) < 2 || {
        let (Some(groups), Some(prev_groups)) =
            (super::views::reassociation(ctx, op), super::views::reassociation(ctx, prev))
        else {
            return false;
        };
        let prev_rank = shaped_dims(ctx, ctx.ir.value_type(src)).map_or(0, |p| p.len());
        groups == prev_groups
            && (shape.len() < prev_rank
                || groups.iter().all(|g| {
                    let start = g.first().and_then(|&i| usize::try_from(i).ok()).unwrap_or(0);
                    shape.get(start..start + g.len()).is_some_and(|slice| dynamic(slice) < 2)
                }))
    };
    if fold {
        results.push(FoldResult::Value(prev_src));
    }
    fold
}

/// The dialect of a reshape op's name (`memref` or `tensor`): the memref
/// reshape folders and patterns serve both, as MLIR's templates do.
fn dialect_of(name: &str) -> &str {
    name.split('.').next().unwrap_or("memref")
}

/// The shape of a memref or ranked tensor type.
fn shaped_dims(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_data(t) {
        TypeData::MemRef { shape, .. } | TypeData::RankedTensor { shape, .. } => Some(shape.clone()),
        _ => None,
    }
}

/// MLIR's `composeReassociationIndices`.
fn compose_reassociation(producer: &[Vec<i64>], consumer: &[Vec<i64>]) -> Option<Vec<Vec<i64>>> {
    if producer.len() == consumer.len() {
        return None;
    }
    let (producer, consumer) =
        if producer.len() < consumer.len() { (consumer, producer) } else { (producer, consumer) };
    if consumer.is_empty() {
        return Some(Vec::new());
    }
    let consumer_dims: usize = consumer.iter().map(|g| g.len()).sum();
    if producer.len() != consumer_dims {
        return None;
    }
    consumer
        .iter()
        .map(|g| {
            let mut out = Vec::new();
            for &i in g {
                out.extend_from_slice(producer.get(usize::try_from(i).ok()?)?);
            }
            Some(out)
        })
        .collect()
}

fn has_non_identity_layout(ctx: &Context, t: Type) -> bool {
    match memref_parts(ctx, t) {
        Some((_, _, Some(l), _)) => match ctx.attr_data(l) {
            AttrData::AffineMap(m) => !ctx.affine.map_is_identity(*m),
            _ => true,
        },
        _ => false,
    }
}

/// MLIR's `ComposeReassociativeReshapeOps`: a collapse_shape of a
/// collapse_shape (an expand_shape of an expand_shape) of identity layouts
/// is one reshape with the composed reassociation.
pub(crate) fn compose_reshapes(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.ir.operands(op)[0];
    let Some(prev) = ctx.ir.defining_op(src) else { return false };
    if ctx.ir.op(prev).name != ctx.ir.op(op).name {
        return false;
    }
    let prev_src = ctx.ir.operands(prev)[0];
    let result_type = ctx.ir.value_type(ctx.ir.result(op, 0));
    if [ctx.ir.value_type(prev_src), ctx.ir.value_type(src), result_type]
        .into_iter()
        .any(|t| has_non_identity_layout(ctx, t))
    {
        return false;
    }
    let (Some(producer), Some(consumer)) =
        (super::views::reassociation(ctx, prev), super::views::reassociation(ctx, op))
    else {
        return false;
    };
    let Some(groups) = compose_reassociation(&producer, &consumer) else { return false };
    let mut st = OpState::new(ctx.ir.op(op).name, ctx.ir.op(op).loc);
    st.operands.push(prev_src);
    st.operands.extend_from_slice(&ctx.ir.operands(op)[1..]);
    st.result_types.push(result_type);
    let static_shape = prop(ctx, op, "static_output_shape");
    let re = reassociation_attr(rw.ctx, &groups);
    let k = rw.ctx.ident("reassociation");
    st.props.push(affine_ir::NamedAttr { name: k, value: re });
    if let Some(a) = static_shape {
        let k = rw.ctx.ident("static_output_shape");
        st.props.push(affine_ir::NamedAttr { name: k, value: a });
    }
    rw.replace_op_with_new(op, st);
    true
}

/// MLIR's `computeCollapsedLayoutMap` (non-strict, as the verifier and
/// `computeCollapsedType` use it): the strides and offset of `shape` /
/// `strides` / `offset` collapsed by `groups`, or `None` when a group is
/// statically not contiguous (or the groups do not fit the shape). A
/// group's stride is that of its last dim not of size one, dynamic if that
/// dim is dynamic and not alone.
pub(super) fn collapsed_layout(shape: &[i64], strides: &[i64], groups: &[Vec<i64>]) -> Option<Vec<i64>> {
    let at = |v: &[i64], d: i64| usize::try_from(d).ok().and_then(|d| v.get(d).copied());
    let mut result = Vec::with_capacity(groups.len());
    for g in groups {
        let mut end = g.len();
        while end > 1 && at(shape, g[end - 1])? == 1 {
            end -= 1;
        }
        let last = *g.get(end.checked_sub(1)?)?;
        if at(shape, last)? != DYNAMIC || end == 1 {
            result.push(at(strides, last)?);
        } else {
            result.push(DYNAMIC);
        }
    }
    for (g, &group_stride) in groups.iter().zip(&result).rev() {
        let mut stride = group_stride;
        for w in g.windows(2).rev() {
            let (prev, idx) = (w[0], w[1]);
            stride = sat_mul(stride, at(shape, idx)?);
            if at(shape, prev)? == 1 {
                continue;
            }
            let src_stride = at(strides, prev)?;
            if stride != DYNAMIC && src_stride != DYNAMIC && stride != src_stride {
                return None;
            }
        }
    }
    Some(result)
}

/// MLIR's `CollapseShapeOp::computeCollapsedType`: group sizes multiplied
/// (saturating to dynamic), no layout for an identity source, else the
/// collapsed strided layout (`None` where MLIR would assert: a group that
/// is statically not contiguous).
fn collapsed_type(ctx: &mut Context, source: Type, groups: &[Vec<i64>]) -> Option<Type> {
    let (shape, elem, layout, memory_space) = memref_parts(ctx, source)?;
    let mut new_shape = Vec::with_capacity(groups.len());
    for g in groups {
        let mut size = 1i64;
        for &d in g {
            let &dim = usize::try_from(d).ok().and_then(|d| shape.get(d))?;
            size = sat_mul(size, dim);
        }
        new_shape.push(size);
    }
    let identity =
        layout.is_none_or(|l| matches!(ctx.attr_data(l), AttrData::AffineMap(m) if ctx.affine.map_is_identity(*m)));
    if identity {
        return Some(ctx.ty(TypeData::MemRef { shape: new_shape, elem, layout: None, memory_space }));
    }
    let (strides, offset) = super::views::strides_and_offset(ctx, source)?;
    let new_strides = collapsed_layout(&shape, &strides, groups)?;
    let layout = ctx.attr(AttrData::Strided { strides: new_strides, offset });
    Some(ctx.ty(TypeData::MemRef { shape: new_shape, elem, layout: Some(layout), memory_space }))
}

/// MLIR's `CollapseShapeOpMemRefCastFolder`: a collapse_shape of a
/// `memref.cast` that only loses static information collapses the cast's
/// source (cast back when the collapsed type differs). A strided source
/// gets its collapsed layout; one MLIR 22 cannot collapse (a group that is
/// statically not contiguous, where mlir-opt 22 crashes) is left alone.
pub(super) fn collapse_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let src = rw.ctx.ir.operands(op)[0];
    let Some(cast) = rw.ctx.ir.defining_op(src) else { return false };
    if rw.ctx.op_name_str(rw.ctx.ir.op(cast).name) != "memref.cast" || !cast_folds_into_consumer(rw.ctx, cast) {
        return false;
    }
    let cast_src = rw.ctx.ir.operands(cast)[0];
    let Some(groups) = super::views::reassociation(rw.ctx, op) else { return false };
    let cast_src_type = rw.ctx.ir.value_type(cast_src);
    let Some(new_type) = collapsed_type(rw.ctx, cast_src_type, &groups) else { return false };
    let old_type = rw.ctx.ir.value_type(rw.ctx.ir.result(op, 0));
    if new_type == old_type {
        rw.modify_op_in_place(op, |ctx| ctx.ir.set_operand(op, 0, cast_src));
        return true;
    }
    let mut st = OpState::new(rw.ctx.ir.op(op).name, rw.ctx.ir.op(op).loc);
    st.operands.push(cast_src);
    st.result_types.push(new_type);
    if let Some(re) = prop(rw.ctx, op, "reassociation") {
        let k = rw.ctx.ident("reassociation");
        st.props.push(affine_ir::NamedAttr { name: k, value: re });
    }
    replace_with_cast_of_new(rw, op, st);
    true
}

/// MLIR's `ComposeCollapseOfExpandOp` (identity layouts): a collapse_shape
/// of an expand_shape is one reshape of the expand's source when the
/// groups of the higher-rank side cover those of the lower-rank side, or a
/// `memref.cast` when the ranks agree.
pub(crate) fn collapse_of_expand(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.ir.operands(op)[0];
    let Some(expand) = ctx.ir.defining_op(src) else { return false };
    let dialect = dialect_of(ctx.op_name_str(ctx.ir.op(op).name));
    if ctx.op_name_str(ctx.ir.op(expand).name) != format!("{dialect}.expand_shape") {
        return false;
    }
    let expand_src = ctx.ir.operands(expand)[0];
    let (src_type, result_type) = (ctx.ir.value_type(expand_src), ctx.ir.value_type(ctx.ir.result(op, 0)));
    if [src, expand_src, ctx.ir.result(expand, 0)]
        .into_iter()
        .any(|v| has_non_identity_layout(ctx, ctx.ir.value_type(v)))
    {
        return false;
    }
    if src_type == result_type {
        return false;
    }
    let (Some(src_shape), Some(result_shape)) = (shaped_dims(ctx, src_type), shaped_dims(ctx, result_type)) else {
        return false;
    };
    let (src_rank, result_rank) = (src_shape.len(), result_shape.len());
    let (Some(expand_groups), Some(collapse_groups)) =
        (super::views::reassociation(ctx, expand), super::views::reassociation(ctx, op))
    else {
        return false;
    };
    let (higher, lower) =
        if src_rank > result_rank { (&expand_groups, &collapse_groups) } else { (&collapse_groups, &expand_groups) };
    let mut id = 0usize;
    let mut composed: Vec<Vec<i64>> = Vec::new();
    for lower_group in lower.iter() {
        let Some(&lower_back) = lower_group.last() else { return false };
        let mut group = Vec::new();
        while id < higher.len() {
            let Some(&rightmost) = higher[id].last() else { return false };
            if rightmost > lower_back {
                return false;
            }
            group.push(id as i64);
            id += 1;
            if rightmost == lower_back {
                break;
            }
        }
        composed.push(group);
    }
    let loc = ctx.ir.op(op).loc;
    let mut static_output = None;
    let mut output_operands = Vec::new();
    let name = if src_rank > result_rank {
        ctx.ir.op(op).name
    } else if src_rank < result_rank {
        // The new expand's output shape: over each group of the collapse,
        // the product of the old expand's output sizes (constant operands
        // count as static); dynamic ones are multiplied with new
        // `arith.muli` ops, then by the static product when it is not 1.
        let statics = prop(ctx, expand, "static_output_shape").and_then(|a| ctx.attr_dense_i64s(a));
        let Some(statics) = statics else { return false };
        let mut dyn_operands = ctx.ir.operands(expand)[1..].iter().copied();
        let mut mixed = Vec::with_capacity(statics.len());
        for &s in &statics {
            if s != DYNAMIC {
                mixed.push(Mixed::Static(s));
            } else if let Some(v) = dyn_operands.next() {
                mixed.push(match const_int(ctx, v) {
                    Some(c) => Mixed::Static(c),
                    None => Mixed::Value(v),
                });
            } else {
                return false;
            }
        }
        let mut groups = Vec::with_capacity(collapse_groups.len());
        for g in &collapse_groups {
            let mut n = 1i64;
            let mut dynamic = Vec::new();
            for &i in g {
                match usize::try_from(i).ok().and_then(|i| mixed.get(i)) {
                    Some(Mixed::Static(c)) => n = n.wrapping_mul(*c),
                    Some(Mixed::Value(v)) => dynamic.push(*v),
                    None => return false,
                }
            }
            groups.push((n, dynamic));
        }
        let index = rw.ctx.index_type();
        let muli = rw.ctx.op_name("arith.muli");
        let mut shape = Vec::with_capacity(groups.len());
        let mut operands = Vec::new();
        for (n, dynamic) in groups {
            let Some((&first, rest)) = dynamic.split_first() else {
                shape.push(n);
                continue;
            };
            let mut result = first;
            let mul = |rw: &mut PatternRewriter<'_>, a: ValueId, b: ValueId| {
                let mut st = OpState::new(muli, loc);
                st.operands.extend([a, b]);
                st.result_types.push(index);
                let m = rw.create(st);
                rw.ctx.ir.result(m, 0)
            };
            for &v in rest {
                result = mul(rw, result, v);
            }
            if n != 1 {
                let c = rw.build(|ctx, ip| crate::arith::build_constant_index(ctx, n, loc, ip));
                let cv = rw.ctx.ir.result(c, 0);
                result = mul(rw, result, cv);
            }
            shape.push(DYNAMIC);
            operands.push(result);
        }
        static_output = Some(shape);
        output_operands = operands;
        rw.ctx.ir.op(expand).name
    } else {
        let cast_name = rw.ctx.op_name(&format!("{dialect}.cast"));
        let mut cast = OpState::new(cast_name, loc);
        cast.operands.push(expand_src);
        cast.result_types.push(result_type);
        rw.replace_op_with_new(op, cast);
        return true;
    };
    let mut st = OpState::new(name, loc);
    st.operands.push(expand_src);
    st.operands.extend(output_operands);
    st.result_types.push(result_type);
    let re = reassociation_attr(rw.ctx, &composed);
    let k = rw.ctx.ident("reassociation");
    st.props.push(affine_ir::NamedAttr { name: k, value: re });
    if let Some(shape) = static_output {
        let a = rw.ctx.dense_i64_array_attr(&shape);
        let k = rw.ctx.ident("static_output_shape");
        st.props.push(affine_ir::NamedAttr { name: k, value: a });
    }
    rw.replace_op_with_new(op, st);
    true
}

/// An inclusive range of source dimensions (MLIR's
/// `ReassociationIndexRange`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct DimRange {
    left: i64,
    right: i64,
}

impl DimRange {
    fn within(self, n: usize) -> bool {
        self.left >= 0 && self.right < n as i64
    }
    fn valid(self) -> bool {
        self.left >= 0 && self.left <= self.right
    }
    fn indices(self) -> Vec<i64> {
        (self.left..=self.right).collect()
    }
}

/// MLIR's `findReassociationRangeForDynamicDim`: from `start`, the first
/// run of source dims holding a dynamic one (greedy: up to the end).
fn range_for_dynamic_dim(shape: &[i64], start: i64, greedy: bool) -> Option<DimRange> {
    let mut it = DimRange { left: start, right: start };
    if !it.within(shape.len()) {
        return None;
    }
    let mut result = it;
    let mut found = false;
    while it.within(shape.len()) {
        let size = shape[it.right as usize];
        if found && !greedy {
            break;
        }
        if size == DYNAMIC {
            found = true;
        }
        result = it;
        it.right += 1;
    }
    found.then_some(result)
}

/// MLIR's `findReassociationRangeForSize`: from `start`, the first run of
/// static source dims whose product is `target` (greedy: with the unit dims
/// that follow).
fn range_for_size(shape: &[i64], start: i64, target: i64, greedy: bool) -> Option<DimRange> {
    let mut it = DimRange { left: start, right: start };
    if !it.within(shape.len()) {
        return None;
    }
    let mut result = it;
    let mut product = 1i64;
    let mut reached = false;
    while it.within(shape.len()) {
        let size = shape[it.right as usize];
        if reached && !greedy {
            break;
        }
        if size == DYNAMIC {
            if reached {
                break;
            }
            product = 1;
            result = DimRange { left: it.right + 1, right: it.right + 1 };
            it = result;
            continue;
        }
        product = product.wrapping_mul(size);
        if product > target && reached {
            break;
        }
        while product > target && it.left != it.right {
            let front = shape[it.left as usize];
            if front == 0 {
                return None;
            }
            product /= front;
            it.left += 1;
        }
        result = it;
        if product == target {
            reached = true;
        }
        it.right += 1;
    }
    reached.then_some(result)
}

/// MLIR's `findReassociationRangesForCollapse` (left to right).
fn ranges_for_collapse(source: &[i64], target: &[i64]) -> Option<Vec<DimRange>> {
    let mut ranges: Vec<DimRange> = Vec::with_capacity(target.len());
    let mut prev_target = None;
    let mut source_idx = 0i64;
    for (i, &size) in target.iter().enumerate() {
        let greedy = i + 1 == target.len();
        let range = if size == DYNAMIC {
            range_for_dynamic_dim(source, source_idx, greedy)
        } else {
            range_for_size(source, source_idx, size, greedy)
        }?;
        if !range.valid() || !range.within(source.len()) {
            return None;
        }
        if range.left > source_idx {
            // Skipped source dims join the preceding dynamic target dim.
            if prev_target != Some(DYNAMIC) {
                return None;
            }
            ranges.last_mut()?.right = range.left - 1;
        }
        prev_target = Some(size);
        source_idx = range.right + 1;
        ranges.push(range);
    }
    if ranges.last()?.right < source.len() as i64 - 1 {
        return None;
    }
    Some(ranges)
}

/// The same scan right to left, ranges mapped back to the original order.
fn ranges_for_collapse_reversed(source: &[i64], target: &[i64]) -> Option<Vec<DimRange>> {
    let rs: Vec<i64> = source.iter().rev().copied().collect();
    let rt: Vec<i64> = target.iter().rev().copied().collect();
    let mut ranges = ranges_for_collapse(&rs, &rt)?;
    let n = source.len() as i64;
    for r in &mut ranges {
        if !r.valid() {
            return None;
        }
        *r = DimRange { left: n - 1 - r.right, right: n - 1 - r.left };
    }
    ranges.reverse();
    Some(ranges)
}

/// MLIR's `getReassociationIndicesForCollapse`: the groups of `source`
/// dims that collapse to `target`, when the scans in both directions agree
/// up to unit dims.
fn reassociation_for_collapse(source: &[i64], target: &[i64]) -> Option<Vec<Vec<i64>>> {
    if source.len() <= target.len() {
        return None;
    }
    if target.is_empty() {
        if source.iter().any(|&d| d != 1 && d != DYNAMIC) {
            return None;
        }
        return Some(vec![(0..source.len() as i64).collect()]);
    }
    let forward = ranges_for_collapse(source, target)?;
    let backward = ranges_for_collapse_reversed(source, target)?;
    if forward.len() != target.len() || backward.len() != target.len() {
        return None;
    }
    let mut groups = Vec::with_capacity(target.len());
    for (f, b) in forward.iter().zip(&backward) {
        let outside = |x: i64, r: &DimRange| x < r.left || x > r.right;
        let non_matching: Vec<i64> = (f.left..=f.right)
            .filter(|&x| outside(x, b))
            .chain((b.left..=b.right).filter(|&x| outside(x, f)))
            .collect();
        let (fs, bs) = ((f.right - f.left + 1) as usize, (b.right - b.left + 1) as usize);
        if non_matching.len() == fs + bs {
            return None;
        }
        if non_matching.iter().any(|&x| source[x as usize] != 1) {
            return None;
        }
        groups.push(f.indices());
    }
    Some(groups)
}

/// `findCollapsingReassociation` of `ComposeExpandOfCollapseOp`: groups
/// that collapse `source` to `result`, found inside each pair of groups the
/// two reshapes share.
fn find_collapsing_reassociation(
    source_groups: &[Vec<i64>],
    result_groups: &[Vec<i64>],
    source: &[i64],
    result: &[i64],
) -> Option<Vec<Vec<i64>>> {
    if source_groups.is_empty() {
        return reassociation_for_collapse(source, result);
    }
    let mut composed = Vec::new();
    for (sg, rg) in source_groups.iter().zip(result_groups) {
        let (&s0, &r0) = (sg.first()?, rg.first()?);
        let sub = |shape: &[i64], start: i64, len: usize| -> Option<Vec<i64>> {
            let start = usize::try_from(start).ok()?;
            shape.get(start..start + len).map(<[i64]>::to_vec)
        };
        let (src_sub, res_sub) = (sub(source, s0, sg.len())?, sub(result, r0, rg.len())?);
        let dynamic = |v: &[i64]| v.iter().filter(|&&d| d == DYNAMIC).count();
        if dynamic(&src_sub) >= 2 && dynamic(&res_sub) >= 2 {
            return None;
        }
        if src_sub.len() == res_sub.len() {
            if src_sub != res_sub {
                return None;
            }
            composed.extend((0..src_sub.len() as i64).map(|i| vec![s0 + i]));
            continue;
        }
        for g in reassociation_for_collapse(&src_sub, &res_sub)? {
            composed.push(g.into_iter().map(|i| s0 + i).collect());
        }
    }
    Some(composed)
}

/// MLIR's `CastOp::areCastCompatible` on two ranked memref types.
fn memref_cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    let (Some((sa, ea, la, ma)), Some((sb, eb, lb, mb))) = (memref_parts(ctx, a), memref_parts(ctx, b)) else {
        return false;
    };
    if ea != eb {
        return false;
    }
    if la != lb {
        let (Some((sta, oa)), Some((stb, ob))) =
            (super::views::strides_and_offset(ctx, a), super::views::strides_and_offset(ctx, b))
        else {
            return false;
        };
        let compatible = |x: i64, y: i64| x == DYNAMIC || y == DYNAMIC || x == y;
        if sta.len() != stb.len() || !compatible(oa, ob) || !sta.iter().zip(&stb).all(|(&x, &y)| compatible(x, y)) {
            return false;
        }
    }
    if ma != mb || sa.len() != sb.len() {
        return false;
    }
    sa.iter().zip(&sb).all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y)
}

/// MLIR's `ComposeExpandOfCollapseOp`: an expand_shape of a collapse_shape
/// becomes one collapse_shape or expand_shape of the collapse's source when
/// the shapes allow a composed reassociation (layouts: identity; otherwise
/// a `memref.cast` when the source is static and cast-compatible).
pub(crate) fn expand_of_collapse(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.ir.operands(op)[0];
    let Some(collapse) = ctx.ir.defining_op(src) else { return false };
    let dialect = dialect_of(ctx.op_name_str(ctx.ir.op(op).name));
    if ctx.op_name_str(ctx.ir.op(collapse).name) != format!("{dialect}.collapse_shape") {
        return false;
    }
    let collapse_src = ctx.ir.operands(collapse)[0];
    let (src_type, result_type) = (ctx.ir.value_type(collapse_src), ctx.ir.value_type(ctx.ir.result(op, 0)));
    let loc = ctx.ir.op(op).loc;
    let (Some(src_shape), Some(result_shape)) = (shaped_dims(ctx, src_type), shaped_dims(ctx, result_type)) else {
        return false;
    };
    if [src, collapse_src].into_iter().any(|v| has_non_identity_layout(ctx, ctx.ir.value_type(v))) {
        if !src_shape.contains(&DYNAMIC) && memref_cast_compatible(ctx, src_type, result_type) {
            let cast_name = rw.ctx.op_name("memref.cast");
            let mut cast = OpState::new(cast_name, loc);
            cast.operands.push(collapse_src);
            cast.result_types.push(result_type);
            rw.replace_op_with_new(op, cast);
            return true;
        }
        return false;
    }
    if src_shape.len() == result_shape.len() {
        return false;
    }
    let (Some(src_groups), Some(result_groups)) =
        (super::views::reassociation(ctx, collapse), super::views::reassociation(ctx, op))
    else {
        return false;
    };
    let mut st;
    if src_shape.len() > result_shape.len() {
        let Some(composed) = find_collapsing_reassociation(&src_groups, &result_groups, &src_shape, &result_shape)
        else {
            return false;
        };
        st = OpState::new(ctx.ir.op(collapse).name, loc);
        st.operands.push(collapse_src);
        let re = reassociation_attr(rw.ctx, &composed);
        let k = rw.ctx.ident("reassociation");
        st.props.push(affine_ir::NamedAttr { name: k, value: re });
    } else {
        let Some(composed) = find_collapsing_reassociation(&result_groups, &src_groups, &result_shape, &src_shape)
        else {
            return false;
        };
        st = OpState::new(ctx.ir.op(op).name, loc);
        st.operands.push(collapse_src);
        st.operands.extend_from_slice(&ctx.ir.operands(op)[1..]);
        let static_shape = prop(ctx, op, "static_output_shape");
        let re = reassociation_attr(rw.ctx, &composed);
        let k = rw.ctx.ident("reassociation");
        st.props.push(affine_ir::NamedAttr { name: k, value: re });
        if let Some(a) = static_shape {
            let k = rw.ctx.ident("static_output_shape");
            st.props.push(affine_ir::NamedAttr { name: k, value: a });
        }
    }
    st.result_types.push(result_type);
    rw.replace_op_with_new(op, st);
    true
}

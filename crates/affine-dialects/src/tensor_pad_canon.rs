//! The folder and canonicalization patterns of `tensor.pad` as MLIR 22's
//! `TensorOps.cpp` has them:
//!
//! * folder: a pad (not `nofold`) whose static result type is its source's
//!   is the source;
//! * patterns, in 22's order: `FoldStaticZeroPadding`,
//!   `FoldSourceTensorCast`, `FoldTargetTensorCast`,
//!   `FoldOrthogonalPaddings` (`extract_slice` / `pad` / `extract_slice` /
//!   `pad` chains padding different dimensions), `FoldStaticPadding` and
//!   `FoldConsecutiveConstantPadding`.

use crate::affine::utils::{OpFoldResult, make_composed_folded_affine_apply};
use crate::arith::types::{prop, set_state_prop};
use crate::memref::view_canon::{Mixed, slice_lists, statics};
use crate::tensor_canon::{
    can_fold_into_consumer, new_cast, preserves_static_information, ranked, replace_with_cast_back, slice_state,
};
use affine_ir::context::{Attribute, Context, DYNAMIC, Location, Type, TypeData};
use affine_ir::ir::{InsertPoint, OpId, OpState, ValueId, ValueMap};
use affine_ir::rewrite::{FoldResult, PatternRewriter, RewritePatternSet, constant_value};

const PAD: &str = "tensor.pad";

fn defined_by(ctx: &Context, v: ValueId, name: &str) -> Option<OpId> {
    ctx.ir.defining_op(v).filter(|&d| ctx.op_name_str(ctx.ir.op(d).name) == name)
}

/// MLIR's `getConstantIntValue` of a value.
fn const_int(ctx: &Context, v: ValueId) -> Option<i64> {
    constant_value(ctx, v).and_then(|a| ctx.attr_int(a)).and_then(|c| i64::try_from(c).ok())
}

fn mixed_const(ctx: &Context, m: Mixed) -> Option<i64> {
    match m {
        Mixed::Static(s) => Some(s),
        Mixed::Value(v) => const_int(ctx, v),
    }
}

fn result_type(ctx: &Context, op: OpId) -> Type {
    ctx.ir.value_type(ctx.ir.result(op, 0))
}

fn is_nofold(ctx: &Context, op: OpId) -> bool {
    prop(ctx, op, "nofold").is_some()
}

/// The low and high pads of a `tensor.pad` (`getMixedLowPad` /
/// `getMixedHighPad`): the static entries, with the dynamic ones read from
/// the operands after the source.
pub(crate) fn pad_lists(ctx: &Context, op: OpId) -> Option<[Vec<Mixed>; 2]> {
    let operands = ctx.ir.operands(op);
    let mut next = 1;
    let mut lists: [Vec<Mixed>; 2] = Default::default();
    for (list, name) in lists.iter_mut().zip(["static_low", "static_high"]) {
        for s in prop(ctx, op, name).and_then(|a| ctx.attr_dense_i64s(a))? {
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

/// A `tensor.pad` state (without its region) over `source` and the mixed
/// low / high lists, with the discardable attributes `attrs`.
fn pad_state(
    ctx: &mut Context,
    loc: Location,
    result: Type,
    source: ValueId,
    lists: &[Vec<Mixed>; 2],
    nofold: bool,
    attrs: Vec<affine_ir::context::NamedAttr>,
) -> OpState {
    let name = ctx.op_name(PAD);
    let mut st = OpState::new(name, loc);
    st.operands.push(source);
    let mut segs = vec![1];
    for (list, pname) in lists.iter().zip(["static_low", "static_high"]) {
        let values: Vec<ValueId> =
            list.iter().filter_map(|m| if let Mixed::Value(v) = m { Some(*v) } else { None }).collect();
        segs.push(values.len() as i32);
        st.operands.extend(values);
        let a = ctx.dense_i64_array_attr(&statics(list));
        set_state_prop(ctx, &mut st, pname, a);
    }
    if nofold {
        let u = ctx.unit_attr();
        set_state_prop(ctx, &mut st, "nofold", u);
    }
    crate::memref::segment_sizes(ctx, &mut st, &segs);
    st.attrs = attrs;
    st.result_types.push(result);
    st
}

/// `PadOp::fold`: a pad (not `nofold`) to its source's own static type is
/// the source.
pub(crate) fn fold_pad(ctx: &mut Context, op: OpId, _: &[Option<Attribute>], results: &mut Vec<FoldResult>) -> bool {
    let src = ctx.ir.operands(op)[0];
    let rt = result_type(ctx, op);
    let is_static = ranked(ctx, rt).is_some_and(|(s, ..)| !s.contains(&DYNAMIC));
    if is_static && ctx.ir.value_type(src) == rt && !is_nofold(ctx, op) {
        results.push(FoldResult::Value(src));
        return true;
    }
    false
}

/// The canonicalization patterns of `tensor.pad`, in MLIR 22's order.
pub(crate) fn patterns(name: &str, set: &mut RewritePatternSet) {
    if name == PAD {
        set.add_fn("FoldStaticZeroPadding", PAD, static_zero_padding);
        set.add_fn("FoldSourceTensorCast", PAD, source_tensor_cast);
        set.add_fn("FoldTargetTensorCast", PAD, target_tensor_cast);
        set.add_fn("FoldOrthogonalPaddings", PAD, orthogonal_paddings);
        set.add_fn("FoldStaticPadding", PAD, static_padding);
        set.add_fn("FoldConsecutiveConstantPadding", PAD, consecutive_constant_padding);
    }
}

/// `FoldStaticZeroPadding`: a pad (not `nofold`) whose pads are all the
/// constant 0 is a cast of its source.
fn static_zero_padding(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(lists) = pad_lists(rw.ctx, op) else { return false };
    if is_nofold(rw.ctx, op) || !lists.iter().flatten().all(|&m| mixed_const(rw.ctx, m) == Some(0)) {
        return false;
    }
    let src = rw.ctx.ir.operands(op)[0];
    let (loc, rt) = (rw.ctx.ir.op(op).loc, result_type(rw.ctx, op));
    rw.set_insertion_point_before(op);
    let v = new_cast(rw, loc, src, rt);
    rw.replace_op(op, &[v]);
    true
}

/// `PadOp::inferResultType` with a result shape: a dimension whose source
/// size or pads are dynamic takes `result_shape`'s size. The encoding is
/// dropped, as 22's `RankedTensorType::get` does.
fn infer_result_type(ctx: &mut Context, source: Type, low: &[i64], high: &[i64], result_shape: &[i64]) -> Option<Type> {
    let (shape, elem, _) = ranked(ctx, source)?;
    if low.len() != shape.len() || high.len() != shape.len() || result_shape.len() != shape.len() {
        return None;
    }
    let mut inferred = Vec::with_capacity(shape.len());
    for i in 0..shape.len() {
        if shape[i] == DYNAMIC || low[i] == DYNAMIC || high[i] == DYNAMIC {
            inferred.push(result_shape[i]);
        } else {
            let size = shape[i].checked_add(low[i])?.checked_add(high[i])?;
            if size < 0 {
                return None;
            }
            inferred.push(size);
        }
    }
    Some(ctx.ty(TypeData::RankedTensor { shape: inferred, elem, encoding: None }))
}

/// `FoldSourceTensorCast`: a pad of a cast that only loses static
/// information pads the cast's source when that gives the same result
/// type; a more static result type gets a new pad (of the same source) and
/// a cast back.
fn source_tensor_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let src = rw.ctx.ir.operands(op)[0];
    let Some(cast) = defined_by(rw.ctx, src, "tensor.cast") else { return false };
    if !can_fold_into_consumer(rw.ctx, cast) {
        return false;
    }
    let cast_src = rw.ctx.ir.operands(cast)[0];
    let Some(lists) = pad_lists(rw.ctx, op) else { return false };
    let rt = result_type(rw.ctx, op);
    let Some((rshape, ..)) = ranked(rw.ctx, rt) else { return false };
    let from = rw.ctx.ir.value_type(cast_src);
    let Some(new_type) = infer_result_type(rw.ctx, from, &statics(&lists[0]), &statics(&lists[1]), &rshape) else {
        return false;
    };
    if new_type == rt {
        rw.modify_op_in_place(op, |ctx| ctx.ir.set_operand(op, 0, cast_src));
        return true;
    }
    replace_with_pad_cast_back(rw, op, new_type, src, &lists, rt)
}

/// Replaces the pad `op` by a pad of `src` with result type `new_type`, the
/// pad lists `lists` and a copy of its body (keeping its attributes and
/// `nofold`), then a `tensor.cast` back to `cast_to` for its users.
fn replace_with_pad_cast_back(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    new_type: Type,
    src: ValueId,
    lists: &[Vec<Mixed>; 2],
    cast_to: Type,
) -> bool {
    let d = rw.ctx.ir.op(op);
    let (loc, attrs) = (d.loc, d.attrs.iter().copied().collect());
    let nofold = is_nofold(rw.ctx, op);
    let mut st = pad_state(rw.ctx, loc, new_type, src, lists, nofold, attrs);
    let region = rw.ctx.ir.new_region();
    let old_region = rw.ctx.ir.regions(op)[0];
    rw.ctx.ir.clone_region_into(old_region, region, &mut ValueMap::new());
    st.regions.push(region);
    replace_with_cast_back(rw, op, st, cast_to)
}

/// `FoldTargetTensorCast`: a pad whose only use is a cast adding static
/// information pads to the cast's type (the body moves to the new pad).
fn target_tensor_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let result = rw.ctx.ir.result(op, 0);
    let users: Vec<OpId> = rw.ctx.ir.uses(result).iter().map(|u| u.op).collect();
    let [cast] = users[..] else { return false };
    if rw.ctx.op_name_str(rw.ctx.ir.op(cast).name) != "tensor.cast" {
        return false;
    }
    let to = rw.ctx.ir.value_type(rw.ctx.ir.result(cast, 0));
    if !preserves_static_information(rw.ctx, rw.ctx.ir.value_type(result), to) {
        return false;
    }
    let Some(lists) = pad_lists(rw.ctx, op) else { return false };
    let src = rw.ctx.ir.operands(op)[0];
    let d = rw.ctx.ir.op(op);
    let (loc, attrs) = (d.loc, d.attrs.iter().copied().collect());
    let nofold = is_nofold(rw.ctx, op);
    let mut st = pad_state(rw.ctx, loc, to, src, &lists, nofold, attrs);
    let region = rw.ctx.ir.new_region();
    let old_region = rw.ctx.ir.regions(op)[0];
    rw.inline_region_at_end(old_region, region);
    st.regions.push(region);
    rw.set_insertion_point_before(op);
    let new = rw.create(st);
    let nv = rw.ctx.ir.result(new, 0);
    rw.replace_op(op, &[nv]);
    rw.replace_op(cast, &[nv]);
    true
}

/// `FoldStaticPadding`: constant dynamic pads become static ones when
/// that makes a dynamic result size static; the new pad (result type
/// without encoding) is cast back. A size that would come out negative is
/// left alone (22 would build an invalid type there).
fn static_padding(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(lists) = pad_lists(rw.ctx, op) else { return false };
    let src = rw.ctx.ir.operands(op)[0];
    let Some((in_shape, ..)) = ranked(rw.ctx, rw.ctx.ir.value_type(src)) else { return false };
    let old = result_type(rw.ctx, op);
    let Some((out_shape, elem, _)) = ranked(rw.ctx, old) else { return false };
    if in_shape.len() != out_shape.len() || lists.iter().any(|l| l.len() != in_shape.len()) {
        return false;
    }
    let new_lists: [Vec<Mixed>; 2] = lists.clone().map(|l| {
        l.into_iter()
            .map(|m| match m {
                Mixed::Value(v) => const_int(rw.ctx, v).map_or(m, Mixed::Static),
                s => s,
            })
            .collect()
    });
    let (low, high) = (statics(&new_lists[0]), statics(&new_lists[1]));
    let mut new_shape = Vec::with_capacity(out_shape.len());
    for i in 0..out_shape.len() {
        if out_shape[i] != DYNAMIC {
            new_shape.push(out_shape[i]);
        } else if low[i] == DYNAMIC || high[i] == DYNAMIC || in_shape[i] == DYNAMIC {
            new_shape.push(DYNAMIC);
        } else {
            match in_shape[i].checked_add(low[i]).and_then(|s| s.checked_add(high[i])) {
                Some(s) if s >= 0 => new_shape.push(s),
                _ => return false,
            }
        }
    }
    if new_shape == out_shape {
        return false;
    }
    let new_type = rw.ctx.ty(TypeData::RankedTensor { shape: new_shape, elem, encoding: None });
    replace_with_pad_cast_back(rw, op, new_type, src, &new_lists, old)
}

/// `PadOp::getConstantPaddingValue`: the yielded value when it is a
/// constant or defined outside the pad's block.
pub(crate) fn constant_padding_value(ctx: &Context, op: OpId) -> Option<ValueId> {
    let block = ctx.ir.entry_block(ctx.ir.regions(op)[0])?;
    let y = ctx.ir.terminator(block)?;
    if ctx.op_name_str(ctx.ir.op(y).name) != "tensor.yield" {
        return None;
    }
    let v = *ctx.ir.operands(y).first()?;
    if constant_value(ctx, v).is_some() {
        return Some(v);
    }
    (ctx.ir.value_parent_block(v) != Some(block)).then_some(v)
}

/// `FoldConsecutiveConstantPadding`: a pad (not `nofold`) of a pad (not
/// `nofold`) with the same constant padding value is one pad of the inner
/// source by the sums of the pads (high sums built first, as composed and
/// folded `affine.apply`s).
fn consecutive_constant_padding(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if is_nofold(rw.ctx, op) {
        return false;
    }
    let src = rw.ctx.ir.operands(op)[0];
    let Some(producer) = defined_by(rw.ctx, src, PAD) else { return false };
    if is_nofold(rw.ctx, producer) {
        return false;
    }
    let (Some(a), Some(b)) = (constant_padding_value(rw.ctx, op), constant_padding_value(rw.ctx, producer)) else {
        return false;
    };
    if a != b {
        return false;
    }
    let (Some(consumer_lists), Some(producer_lists)) = (pad_lists(rw.ctx, op), pad_lists(rw.ctx, producer)) else {
        return false;
    };
    if consumer_lists.iter().zip(&producer_lists).any(|(c, p)| c.len() != p.len()) {
        return false;
    }
    let loc = rw.ctx.ir.op(op).loc;
    let (d0, d1) = (rw.ctx.affine.dim(0), rw.ctx.affine.dim(1));
    let sum = rw.ctx.affine.add(d0, d1);
    let map = rw.ctx.affine.map(2, 0, &[sum]);
    let ofr = |m: Mixed| match m {
        Mixed::Static(s) => OpFoldResult::Constant(s),
        Mixed::Value(v) => OpFoldResult::Value(v),
    };
    let mut new_lists: [Vec<Mixed>; 2] = Default::default();
    // MLIR adds the high pads first.
    for i in [1, 0] {
        for (&c, &p) in consumer_lists[i].iter().zip(&producer_lists[i]) {
            let prev = rw.ctx.ir.op(op).prev;
            let r = make_composed_folded_affine_apply(rw.ctx, map, &[ofr(c), ofr(p)], loc, InsertPoint::Before(op));
            new_lists[i].push(match r {
                OpFoldResult::Constant(s) => Mixed::Static(s),
                OpFoldResult::Value(v) => {
                    if let Some(created) = rw.ctx.ir.op(op).prev
                        && Some(created) != prev
                        && rw.ctx.ir.defining_op(v) == Some(created)
                    {
                        rw.notify_inserted(created);
                    }
                    Mixed::Value(v)
                }
            });
        }
    }
    let inner = rw.ctx.ir.operands(producer)[0];
    let rt = result_type(rw.ctx, op);
    let attrs = rw.ctx.ir.op(op).attrs.iter().copied().collect();
    let mut st = pad_state(rw.ctx, loc, rt, inner, &new_lists, false, attrs);
    let region = rw.ctx.ir.new_region();
    let old_region = rw.ctx.ir.regions(op)[0];
    rw.inline_region_at_end(old_region, region);
    st.regions.push(region);
    rw.set_insertion_point_before(op);
    let new = rw.create(st);
    let nv = rw.ctx.ir.result(new, 0);
    rw.replace_op(op, &[nv]);
    true
}

/// `PadOp::getPaddedDims`: the dimensions with a low or high pad that is
/// not the constant 0.
fn padded_dims(ctx: &Context, lists: &[Vec<Mixed>; 2]) -> Vec<bool> {
    let rank = lists[0].len();
    (0..rank).map(|i| lists.iter().any(|l| l.get(i).is_some_and(|&m| mixed_const(ctx, m) != Some(0)))).collect()
}

/// The value of the constant `v` is defined by, if any (`m_Constant`).
fn pad_constant(ctx: &Context, op: OpId) -> Option<Attribute> {
    constant_value(ctx, constant_padding_value(ctx, op)?)
}

/// `FoldOrthogonalPaddings`: `pad(extract_slice(pad(extract_slice(x))))`
/// where both slices keep the rank and have unit strides, both pads only
/// pad high (the inner one not `nofold`) with the same constant and on
/// disjoint dimensions, and every dimension has one slice / pad pair that
/// neither offsets nor pads it, is one slice of `x` and one pad.
fn orthogonal_paddings(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let Some(inner_slice) = defined_by(ctx, ctx.ir.operands(op)[0], "tensor.extract_slice") else { return false };
    let Some(outer_pad) = defined_by(ctx, ctx.ir.operands(inner_slice)[0], PAD) else { return false };
    if is_nofold(ctx, outer_pad) {
        return false;
    }
    let Some(outer_slice) = defined_by(ctx, ctx.ir.operands(outer_pad)[0], "tensor.extract_slice") else {
        return false;
    };
    let rank_of = |v: ValueId| ranked(ctx, ctx.ir.value_type(v)).map(|(s, ..)| s);
    let (Some(pad_src_shape), Some(outer_src_shape), Some(inner_src_shape)) = (
        rank_of(ctx.ir.operands(op)[0]),
        rank_of(ctx.ir.operands(outer_slice)[0]),
        rank_of(ctx.ir.operands(inner_slice)[0]),
    ) else {
        return false;
    };
    let rank = pad_src_shape.len();
    if outer_src_shape.len() != rank {
        return false;
    }
    let (Some(inner), Some(outer)) = (slice_lists(ctx, inner_slice, 1), slice_lists(ctx, outer_slice, 1)) else {
        return false;
    };
    let unit_strides = |l: &[Mixed]| l.iter().all(|&m| mixed_const(ctx, m) == Some(1));
    if !unit_strides(&inner[2]) || !unit_strides(&outer[2]) {
        return false;
    }
    let (Some(pad), Some(outer_pad_lists)) = (pad_lists(ctx, op), pad_lists(ctx, outer_pad)) else { return false };
    let zero_low = |l: &[Mixed]| l.iter().all(|&m| mixed_const(ctx, m) == Some(0));
    if !zero_low(&pad[0]) || !zero_low(&outer_pad_lists[0]) {
        return false;
    }
    match (pad_constant(ctx, op), pad_constant(ctx, outer_pad)) {
        (Some(a), Some(b)) if a == b => {}
        _ => return false,
    }
    let inner_dims = padded_dims(ctx, &pad);
    let outer_dims = padded_dims(ctx, &outer_pad_lists);
    if inner_dims.len() != rank
        || outer_dims.len() != rank
        || inner[0].len() != rank
        || outer[0].len() != rank
        || inner_src_shape.len() != rank
        || inner_dims.iter().zip(&outer_dims).any(|(&a, &b)| a && b)
    {
        return false;
    }
    let mut offsets = Vec::with_capacity(rank);
    for i in 0..rank {
        let (io, oo) = (inner[0][i], outer[0][i]);
        if !inner_dims[i] && mixed_const(ctx, io) == Some(0) {
            offsets.push(oo);
        } else if !outer_dims[i] && mixed_const(ctx, oo) == Some(0) {
            offsets.push(io);
        } else {
            return false;
        }
    }
    let mut sizes = inner[1].clone();
    for i in 0..rank {
        if !outer_dims[i] {
            continue;
        }
        // A dynamic padded size never matches (22 asserts it is static).
        let source_size = inner_src_shape[i];
        if source_size == DYNAMIC || mixed_const(ctx, inner[1][i]) != Some(source_size) {
            return false;
        }
        sizes[i] = outer[1][i];
    }
    let high: Vec<Mixed> = (0..rank)
        .map(|i| {
            if outer_dims[i] {
                outer_pad_lists[1][i]
            } else if inner_dims[i] {
                pad[1][i]
            } else {
                Mixed::Static(0)
            }
        })
        .collect();
    let source = ctx.ir.operands(outer_slice)[0];
    let Some((_, elem, encoding)) = ranked(ctx, ctx.ir.value_type(source)) else { return false };
    let slice_type = rw.ctx.ty(TypeData::RankedTensor { shape: statics(&sizes), elem, encoding });
    let d = rw.ctx.ir.op(op);
    let (loc, attrs) = (d.loc, d.attrs.iter().copied().collect());
    let nofold = is_nofold(rw.ctx, op);
    let rt = result_type(rw.ctx, op);
    let slice = slice_state(
        rw.ctx,
        "tensor.extract_slice",
        loc,
        Some(slice_type),
        &[source],
        &[offsets, sizes, inner[2].clone()],
    );
    rw.set_insertion_point_before(op);
    let new_slice = rw.create(slice);
    let sv = rw.ctx.ir.result(new_slice, 0);
    let mut st = pad_state(rw.ctx, loc, rt, sv, &[pad[0].clone(), high], nofold, attrs);
    let region = rw.ctx.ir.new_region();
    let old_region = rw.ctx.ir.regions(op)[0];
    rw.inline_region_at_end(old_region, region);
    st.regions.push(region);
    let new = rw.create(st);
    let nv = rw.ctx.ir.result(new, 0);
    rw.replace_op(op, &[nv]);
    true
}
